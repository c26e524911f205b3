import OpenTableViewShim

/// Small device helpers used by the layouts.
enum Device {
	static var isPad: Bool {
		return UIDevice.current.userInterfaceIdiom == .pad
	}

	static var columns: Int {
		return isPad ? 4 : 2
	}
}
