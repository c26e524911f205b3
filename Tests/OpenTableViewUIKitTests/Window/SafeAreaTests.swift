import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Records safe-area and adjusted-inset notifications, in order, into a shared list.
@MainActor
final class SafeAreaCalls {
    var names: [String] = []
}

@MainActor
final class SafeAreaRecordingView: View {
    let name: String
    let calls: SafeAreaCalls

    init(_ name: String, _ calls: SafeAreaCalls, frame: CGRect) {
        self.name = name
        self.calls = calls
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func safeAreaInsetsDidChange() {
        calls.names.append("\(name).safeAreaInsetsDidChange \(safeAreaInsets.top),\(safeAreaInsets.bottom)")
    }
}

@MainActor
final class SafeAreaRecordingController: ViewController {
    let calls: SafeAreaCalls

    init(_ calls: SafeAreaCalls) {
        self.calls = calls
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = SafeAreaRecordingView("root", calls, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    override func viewSafeAreaInsetsDidChange() {
        calls.names.append("viewSafeAreaInsetsDidChange")
    }

    override func viewWillAppear(_ animated: Bool) { calls.names.append("viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { calls.names.append("viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { calls.names.append("viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { calls.names.append("viewDidDisappear(\(animated))") }
}

@MainActor
@Suite struct SafeAreaTests {
    let calls = SafeAreaCalls()

    @Test func aDefaultWindowIsAnIPhoneWithItsSafeArea() {
        let window = Window()
        expectEqual(window.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        expectEqual(window.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        expectEqual(Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480)).safeAreaInsets, .zero)
    }

    @Test func aViewGetsThePartOfTheUnsafeEdgesItOverlaps() {
        let window = Window()
        let full = View(frame: window.bounds)
        let top = View(frame: CGRect(x: 0, y: 20, width: 393, height: 100))
        let middle = View(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        let bottom = View(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        let outside = View(frame: window.bounds)
        for view in [full, top, middle, bottom] { window.addSubview(view) }
        expectEqual(full.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        expectEqual(top.safeAreaInsets, EdgeInsets(top: 39, left: 0, bottom: 0, right: 0))
        expectEqual(middle.safeAreaInsets, .zero)
        expectEqual(bottom.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        expectEqual(outside.safeAreaInsets, .zero, "not in a window")

        // Nested: a subview at the top of a full-screen view inherits what is left of the top inset.
        let nested = View(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
        full.addSubview(nested)
        expectEqual(nested.safeAreaInsets, EdgeInsets(top: 49, left: 0, bottom: 0, right: 0))
        middle.frame.origin.y = 0
        expectEqual(middle.safeAreaInsets, EdgeInsets(top: 59, left: 0, bottom: 0, right: 0), "follows its frame")
        nested.removeFromSuperview()
        expectEqual(nested.safeAreaInsets, .zero)
    }

    @Test func changesAreHeardParentsFirstThenTheController() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let controller = SafeAreaRecordingController(calls)
        window.rootViewController = controller
        let child = SafeAreaRecordingView("child", calls, frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        controller.view.addSubview(child)
        #expect(calls.names.isEmpty)
        window.deviceSafeAreaInsets = Window.defaultSafeAreaInsets
        expectEqual(
            calls.names,
            [
                "root.safeAreaInsetsDidChange 59.0,34.0", "viewSafeAreaInsetsDidChange",
                "child.safeAreaInsetsDidChange 59.0,0.0",
            ])
        calls.names = []
        controller.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        expectEqual(controller.view.safeAreaInsets, EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        expectEqual(child.safeAreaInsets.top, 100, "clipped to its height")
        expectEqual(
            calls.names,
            [
                "root.safeAreaInsetsDidChange 103.0,34.0", "viewSafeAreaInsetsDidChange",
                "child.safeAreaInsetsDidChange 100.0,0.0",
            ])
        calls.names = []
        window.deviceSafeAreaInsets = Window.defaultSafeAreaInsets
        #expect(calls.names.isEmpty, "nothing changed")
    }

    @Test func layoutMarginsAreMeasuredFromTheSafeArea() {
        let window = Window()
        let view = View(frame: window.bounds)
        expectEqual(view.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        window.addSubview(view)
        expectEqual(view.layoutMargins, EdgeInsets(top: 67, left: 8, bottom: 42, right: 8))
        expectEqual(view.directionalLayoutMargins, DirectionalEdgeInsets(top: 67, leading: 8, bottom: 42, trailing: 8))
        view.insetsLayoutMarginsFromSafeArea = false
        expectEqual(view.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        expectEqual(view.layoutMargins, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        expectEqual(view.preservesSuperviewLayoutMargins, false)
    }

    @Test func scrollViewsDoNotPassTheirSafeAreaToSubviews() {
        let window = Window()
        let scrollView = ScrollView(frame: window.bounds)
        let content = View(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        scrollView.addSubview(content)
        window.addSubview(scrollView)
        expectEqual(scrollView.safeAreaInsets.top, 59)
        expectEqual(content.safeAreaInsets, .zero)
    }
}
