import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite(.serialized) struct WindowTests {
    let calls = SafeAreaCalls()

    @Test func hostingAControllerAsAnAppDoes() {
        let window = Window()
        #expect(window.isHidden, "windows start hidden")
        let controller = SafeAreaRecordingController(calls)
        window.rootViewController = controller
        expectIdentical(controller.view.superview, window)
        expectEqual(controller.view.frame, window.bounds)
        expectIdentical(controller.view.window, window)
        expectEqual(calls.names, ["root.safeAreaInsetsDidChange 59.0,34.0", "viewSafeAreaInsetsDidChange"])
        calls.names = []
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        expectEqual(calls.names, ["viewWillAppear(false)", "viewDidAppear(false)"])
        calls.names = []
        window.makeKeyAndVisible()
        #expect(calls.names.isEmpty, "appears once")
    }

    @Test func replacingTheRootOfAVisibleWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = SafeAreaRecordingController(calls)
        window.rootViewController = first
        window.makeKeyAndVisible()
        let secondCalls = SafeAreaCalls()
        let second = SafeAreaRecordingController(secondCalls)
        calls.names = []
        window.rootViewController = second
        expectEqual(calls.names, ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        expectEqual(secondCalls.names, ["viewWillAppear(false)", "viewDidAppear(false)"])
        expectEqual(first.view.superview, nil)
        expectIdentical(second.view.superview, window)
    }

    @Test func theRootViewFollowsTheWindowsSize() {
        let window = Window()
        let controller = ViewController()
        window.rootViewController = controller
        window.frame = CGRect(x: 0, y: 0, width: 852, height: 393)
        expectEqual(controller.view.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        window.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        expectEqual(controller.view.safeAreaInsets, EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    }

    @Test func oneKeyWindowAtATime() {
        let first = Window()
        let second = Window()
        first.makeKey()
        #expect(first.isKeyWindow && !second.isKeyWindow)
        #expect(first.isHidden, "makeKey does not show")
        second.makeKeyAndVisible()
        #expect(!first.isKeyWindow && second.isKeyWindow)
    }

    @Test func levelsAndWindowLookup() {
        let window = Window()
        expectEqual(window.windowLevel, .normal)
        #expect(Window.Level.normal < .statusBar && Window.Level.statusBar < .alert)
        expectEqual([Window.Level.normal, .statusBar, .alert].map(\.rawValue), [0, 1000, 2000])
        window.windowLevel = .alert
        expectEqual(window.windowLevel.rawValue, 2000)
        let view = View()
        let child = View()
        view.addSubview(child)
        expectEqual(child.window, nil)
        window.addSubview(view)
        expectIdentical(child.window, window)
    }
}
