@objcMembers
final class ObjCViewController: UIViewController {
    /// Observed with KVO on iOS.
    @objc dynamic var progress: Double = 0
    @objc(reloadAll) func reload() {}

    @objc
    private func refresh() {}

    @nonobjc func swiftOnly() {}
    @IBAction func done() {}
    @IBAction func save(_ sender: Any) {}  // one argument: compiles, but nothing connects it
    @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
    @MainActor
    @IBAction
    func cancel() {}
}

extension ObjCViewController {
	@IBAction private func share(_ sender: UIBarButtonItem) {}
}

@objc enum Mode: Int {
    case list, grid
}

@objc protocol LegacyDelegate {
    @objc optional func didFinish()  // optional requirements need Objective-C: left whole
}

@objc protocol PlainDelegate: AnyObject {
    func didStart()
}
