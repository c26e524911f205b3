import Foundation
import Testing

@testable import OpenTableViewUIKit

// Subclasses written as apps and test suites write them, against UIKit's declarations: which
// initializers are designated or convenience (Apple: `UIButton.init(type:)` is
// "convenience init(type buttonType: UIButton.ButtonType)"; `UIImageView.init(image:)` is
// "init(image: UIImage?)"; UIRefreshControl.h calls `init` "The designated initializer"), and
// which members are `open` (every Objective-C member of an open UIKit class is).

/// A button that overrides `init(frame:)` and `init?(coder:)`, its designated initializers: it
/// keeps UIKit's convenience initializers `init(type:)` and `init()`.
private final class RoundedButton: Button {
    private(set) var cornerRadiusSet = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
        cornerRadiusSet = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// An image view that overrides the designated `init(image:)`.
private final class AvatarView: ImageView {
    override init(image: Image?) {
        super.init(image: image)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A refresh control that overrides UIKit's designated `init()` and its `open` members.
private final class RefreshControlSpy: RefreshControl {
    var fakeIsRefreshing = false
    private(set) var calls: [String] = []

    override init() {
        super.init()
        calls.append("init")
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var isRefreshing: Bool { fakeIsRefreshing }

    override func beginRefreshing() {
        calls.append("beginRefreshing")
        fakeIsRefreshing = true
    }

    override func endRefreshing() {
        calls.append("endRefreshing")
        fakeIsRefreshing = false
    }
}

/// A spinner whose state a test decides.
private final class ActivityIndicatorSpy: ActivityIndicatorView {
    override var isAnimating: Bool { true }
}

/// A controller double that reports a presented controller and a navigation controller of the
/// test's choosing, as suites fake them to check "shows an alert" without presenting.
private final class PresentationSpy: ViewController {
    var fakePresented: ViewController?
    let fakeNavigation = NavigationController()
    private(set) var loadCount = 0

    override var presentedViewController: ViewController? { fakePresented }
    override var presentingViewController: ViewController? { nil }
    override var navigationController: NavigationController? { fakeNavigation }
    override var tabBarController: TabBarController? { nil }
    override var isViewLoaded: Bool { true }
    override var viewIfLoaded: View? { nil }

    override func loadViewIfNeeded() {
        loadCount += 1
    }
}

@MainActor
struct OverridableDeclarationsTests {
    @Test func aButtonThatOverridesItsDesignatedInitializersKeepsInitType() {
        let system = RoundedButton(type: .system)
        #expect(system.buttonType == .system)
        #expect(system.cornerRadiusSet)
        #expect(system.titleColor(for: .normal) == .systemBlue)

        let custom = RoundedButton()
        #expect(custom.buttonType == .custom)
        #expect(custom.cornerRadiusSet)
    }

    @Test func theImageViewInitializerIsDesignated() {
        let image = Image(systemName: "person.circle")
        let view = AvatarView(image: image)
        #expect(view.clipsToBounds)
        #expect(view.image == image)
        #expect(view.frame.size == (image?.size ?? .zero))
        #expect(!view.isUserInteractionEnabled)
        let highlighted = ImageView(image: nil, highlightedImage: image)
        #expect(highlighted.highlightedImage == image)
        #expect(highlighted.frame.size == .zero)
    }

    @Test func aRefreshControlSpyOverridesInitAndItsState() {
        let spy = RefreshControlSpy()
        #expect(spy.frame == CGRect(x: 0, y: 0, width: 320, height: RefreshControl.height))
        #expect(!spy.isRefreshing)
        spy.beginRefreshing()
        #expect(spy.isRefreshing)
        spy.endRefreshing()
        #expect(spy.calls == ["init", "beginRefreshing", "endRefreshing"])

        // Code that holds it as a plain refresh control sees the override.
        let control: RefreshControl = spy
        spy.fakeIsRefreshing = true
        #expect(control.isRefreshing)
    }

    @Test func aRefreshControlMadeWithAFrameTakesIt() {
        let control = RefreshControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(control.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(!control.isRefreshing)
        control.beginRefreshing()
        #expect(control.isRefreshing)
    }

    @Test func anActivityIndicatorSpyOverridesIsAnimating() {
        let spinner: ActivityIndicatorView = ActivityIndicatorSpy(style: .medium)
        #expect(spinner.isAnimating)
    }

    @Test func aControllerSpyOverridesItsRelations() {
        let spy = PresentationSpy()
        let alert = AlertController(title: "Error", message: nil, preferredStyle: .alert)
        spy.fakePresented = alert
        let controller: ViewController = spy
        #expect(controller.presentedViewController === alert)
        #expect(controller.presentingViewController == nil)
        #expect(controller.navigationController === spy.fakeNavigation)
        #expect(controller.tabBarController == nil)
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        controller.loadViewIfNeeded()
        #expect(spy.loadCount == 1)
    }

    @Test func theRealRelationsStillWalkTheContainers() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        #expect(root.navigationController === navigation)
        // Only a controller in a window presents, as in UIKit (a detached one logs and does not).
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let presented = ViewController()
        root.present(presented, animated: false)
        #expect(navigation.presentedViewController === presented)
        #expect(root.presentedViewController === presented)
        #expect(presented.presentingViewController === navigation)
    }
}
