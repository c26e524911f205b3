import Foundation

@testable import OpenTableViewUIKit

/// The calls a test's controllers received, in order, as `"name.call"` strings.
@MainActor
final class CallLog {
    private(set) var calls: [String] = []

    func record(_ call: String) { calls.append(call) }

    /// The calls so far, clearing the log.
    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}

/// The name a recording controller prints for `controller`: its name, `nil` for none.
@MainActor
func label(_ controller: ViewController?) -> String {
    guard let controller else { return "nil" }
    return (controller as? Named)?.name ?? String(describing: type(of: controller))
}

/// A controller with a name to print in a call log.
@MainActor
protocol Named: AnyObject {
    var name: String { get }
}

/// A controller that records its lifecycle, appearance and containment calls, and, when made
/// with `recordsLayout`, its `viewWillLayoutSubviews` and `viewDidLayoutSubviews`.
@MainActor
final class RecordingViewController: ViewController, Named {
    let name: String
    let log: CallLog
    let recordsLayout: Bool

    init(_ name: String, log: CallLog, recordsLayout: Bool = false) {
        self.name = name
        self.log = log
        self.recordsLayout = recordsLayout
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if recordsLayout { log.record("\(name).viewWillLayoutSubviews") }
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if recordsLayout { log.record("\(name).viewDidLayoutSubviews") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        log.record("\(name).willMove(toParent: \(label(parent)))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        log.record("\(name).didMove(toParent: \(label(parent)))")
    }
}

/// A navigation controller with a name, recording its own appearance.
@MainActor
final class NamedNavigationController: NavigationController, Named {
    let name: String
    let log: CallLog

    init(_ name: String, root: ViewController, log: CallLog) {
        self.name = name
        self.log = log
        super.init(rootViewController: root)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear")
    }
}

/// A navigation delegate that records `willShow`/`didShow`.
@MainActor
final class RecordingNavigationDelegate: NavigationControllerDelegate {
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        log.record("delegate.willShow(\(label(viewController)))")
    }
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        log.record("delegate.didShow(\(label(viewController)))")
    }
}

/// Makes `controller` appear as a window showing it would (there is no window headless).
@MainActor
func makeAppear(_ controller: ViewController) {
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
}
