final class ObjCViewController: UIViewController {
    /// Observed with KVO on iOS.
    var progress: Double = 0
    func reload() {}

    private func refresh() {}

    func swiftOnly() {}
    func done() {}
    func save(_ sender: Any) {}  // one argument: compiles, but nothing connects it
    func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
    @MainActor
    func cancel() {}
}

extension ObjCViewController {
	private func share(_ sender: UIBarButtonItem) {}
}

enum Mode: Int {
    case list, grid
}

@objc protocol LegacyDelegate {
    @objc optional func didFinish()  // optional requirements need Objective-C: left whole
}

protocol PlainDelegate: AnyObject {
    func didStart()
}
