final class ObjCViewController: UIViewController {
    /// Observed with KVO on iOS.
    var progress: Double = 0
    func reload() {}

    private func refresh() {}

    func swiftOnly() {}
    func done() {}
    @IBAction func save(_ sender: Any) {}  // one argument: compiles, kept
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
