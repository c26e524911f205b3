import Foundation
import TestSupport
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
        expectEqual(system.buttonType, .system)
        #expect(system.cornerRadiusSet)
        expectEqual(system.titleColor(for: .normal), .systemBlue)

        let custom = RoundedButton()
        expectEqual(custom.buttonType, .custom)
        #expect(custom.cornerRadiusSet)
    }

    @Test func theImageViewInitializerIsDesignated() {
        let image = Image(systemName: "person.circle")
        let view = AvatarView(image: image)
        #expect(view.clipsToBounds)
        expectEqual(view.image, image)
        expectEqual(view.frame.size, (image?.size ?? .zero))
        #expect(!view.isUserInteractionEnabled)
        let highlighted = ImageView(image: nil, highlightedImage: image)
        expectEqual(highlighted.highlightedImage, image)
        expectEqual(highlighted.frame.size, .zero)
    }

    @Test func aRefreshControlSpyOverridesInitAndItsState() {
        let spy = RefreshControlSpy()
        expectEqual(spy.frame, CGRect(x: 0, y: 0, width: 320, height: RefreshControl.height))
        #expect(!spy.isRefreshing)
        spy.beginRefreshing()
        #expect(spy.isRefreshing)
        spy.endRefreshing()
        expectEqual(spy.calls, ["init", "beginRefreshing", "endRefreshing"])

        // Code that holds it as a plain refresh control sees the override.
        let control: RefreshControl = spy
        spy.fakeIsRefreshing = true
        #expect(control.isRefreshing)
    }

    @Test func aRefreshControlMadeWithAFrameTakesIt() {
        let control = RefreshControl(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        expectEqual(control.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
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
        expectIdentical(controller.presentedViewController, alert)
        expectEqual(controller.presentingViewController, nil)
        expectIdentical(controller.navigationController, spy.fakeNavigation)
        expectEqual(controller.tabBarController, nil)
        #expect(controller.isViewLoaded)
        expectEqual(controller.viewIfLoaded, nil)
        controller.loadViewIfNeeded()
        expectEqual(spy.loadCount, 1)
    }

    @Test func theRealRelationsStillWalkTheContainers() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        expectIdentical(root.navigationController, navigation)
        // Only a controller in a window presents, as in UIKit (a detached one logs and does not).
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let presented = ViewController()
        root.present(presented, animated: false)
        expectIdentical(navigation.presentedViewController, presented)
        expectIdentical(root.presentedViewController, presented)
        expectIdentical(presented.presentingViewController, navigation)
    }
}

// MARK: - The members UIKit declares open, overridden from another module

/// A view double: records the hierarchy and layout calls it gets, and answers its own safe area
/// and natural size, as views in app suites do.
private final class ViewSpy: View {
    var calls: [String] = []
    var fakeSafeArea = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)

    override func addSubview(_ view: View) {
        calls.append("addSubview(_:)")
        super.addSubview(view)
    }

    override func willMove(toSuperview newSuperview: View?) {
        calls.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }

    override func didMoveToSuperview() {
        calls.append("didMoveToSuperview()")
    }

    override func willMove(toWindow newWindow: Window?) {
        calls.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }

    override func didMoveToWindow() {
        calls.append("didMoveToWindow() in a window: \(window != nil)")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews()")
    }

    override var safeAreaInsets: EdgeInsets { fakeSafeArea }

    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 30) }
}

/// A navigation controller double, as suites write one to check "pushes the detail screen"
/// without animating anything.
private final class NavigationControllerSpy: NavigationController {
    var calls: [String] = []

    override func pushViewController(_ viewController: ViewController, animated: Bool) {
        calls.append("push \(viewController.title ?? "?")")
        super.pushViewController(viewController, animated: animated)
    }

    override func popViewController(animated: Bool) -> ViewController? {
        calls.append("pop")
        return super.popViewController(animated: animated)
    }

    override func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        calls.append("setViewControllers \(viewControllers.map { $0.title ?? "?" })")
        super.setViewControllers(viewControllers, animated: animated)
    }

    /// Records the presentation instead of presenting: a closure-taking method declared in the
    /// controller's class body, overridden from another module.
    override func present(
        _ viewControllerToPresent: ViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        calls.append("present \(viewControllerToPresent.title ?? "?")")
        completion?()
    }

    override func show(_ vc: ViewController, sender: Any?) {
        calls.append("show \(vc.title ?? "?")")
        super.show(vc, sender: sender)
    }
}

/// A controller double that reports its containment and transition flags itself.
private final class ContainmentSpy: ViewController {
    var transitions: [String] = []
    let fakeChild = ViewController()

    override var parent: ViewController? { nil }
    override var children: [ViewController] { [fakeChild] }
    override var isMovingToParent: Bool { true }
    override var isMovingFromParent: Bool { true }
    override var isBeingPresented: Bool { true }
    override var isBeingDismissed: Bool { true }
    override var popoverPresentationController: PopoverPresentationController? { nil }

    override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        transitions.append("begin \(isAppearing)")
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }

    override func endAppearanceTransition() {
        transitions.append("end")
        super.endAppearanceTransition()
    }
}

/// Containers whose bars a suite replaces.
private final class BarsSpy: NavigationController {
    let fakeBar = NavigationBar(frame: .zero)
    override var navigationBar: NavigationBar { fakeBar }
    override var toolbar: Toolbar! { nil }
}

private final class TabsSpy: TabBarController {
    let fakeBar = TabBar(frame: .zero)
    override var tabBar: TabBar { fakeBar }
}

private final class SearchSpy: SearchController {
    let fakeBar = SearchBar(frame: .zero)
    override var searchBar: SearchBar { fakeBar }
    override var searchResultsController: ViewController? { nil }
}

/// An alert double declared with no initializer of its own, as suites declare one: it keeps
/// `init(title:message:preferredStyle:)`.
private final class AlertSpy: AlertController {
    override var preferredStyle: Style { .actionSheet }
    override var actions: [AlertAction] { [AlertAction(title: "Spied", style: .default)] }
    override var textFields: [TextField]? { nil }
}

private final class ScrollViewSpy: ScrollView {
    var flashes = 0
    var shownRects: [CGRect] = []
    override var adjustedContentInset: EdgeInsets { EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
    override var isTracking: Bool { true }
    override var isDragging: Bool { true }
    override var isDecelerating: Bool { true }
    override var scrollIndicatorInsets: EdgeInsets {
        get { EdgeInsets(top: 5, left: 0, bottom: 5, right: 0) }
        set { super.scrollIndicatorInsets = newValue }
    }
    override func flashScrollIndicators() { flashes += 1 }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) { shownRects.append(rect) }
}

private final class ControlSpy: Control {
    override var isTracking: Bool { true }
    override var isTouchInside: Bool { true }
    override var allTargets: Set<AnyHashable> { [AnyHashable("target")] }
    override var allControlEvents: Control.Event { .touchUpInside }
}

private final class TextFieldSpy: TextField {
    override var isEditing: Bool { true }
}

private final class StackViewSpy: StackView {
    override var arrangedSubviews: [View] { [] }
}

private final class WindowSpy: Window {
    override var isKeyWindow: Bool { true }
}

private final class LayoutGuideSpy: LayoutGuide {
    override var layoutFrame: CGRect { CGRect(x: 1, y: 2, width: 3, height: 4) }
    override var identifier: String {
        didSet { identifierChanges += 1 }
    }
    var identifierChanges = 0
}

private final class AlertActionSpy: AlertAction {
    override var title: String? { "Spied" }
    override var style: Style { .destructive }
}

private final class ActionSpy: Action {
    override var identifier: Identifier { Identifier("spied") }
    override var sender: Any? { "sender" }
}

private final class MenuSpy: Menu {
    override var children: [MenuElement] { [] }
    override var options: Options { .displayInline }
    override var identifier: Identifier { Identifier("spied") }
}

/// A bar button item with a designated initializer of its own implements UIKit's required
/// `init?(coder:)`, as on iOS.
private final class BadgeBarButtonItem: BarButtonItem {
    let badge: String

    init(badge: String) {
        self.badge = badge
        super.init()
    }

    required init?(coder: NSCoder) {
        badge = ""
        super.init(coder: coder)
    }
}

extension OverridableDeclarationsTests {
    @Test func aViewSpyOverridesTheHierarchyTheSafeAreaAndItsSize() {
        let spy = ViewSpy(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view: View = spy
        view.addSubview(View())
        expectEqual(spy.calls, ["addSubview(_:)"])
        expectEqual(spy.subviews.count, 1)
        expectEqual(view.safeAreaInsets, EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))

        // `layoutIfNeeded()` runs the override (Apple, "layoutSubviews()").
        spy.calls.removeAll()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        expectEqual(spy.calls, ["layoutSubviews()"])

        // Auto Layout sizes the view from its overridden natural size.
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let sized = ViewSpy()
        sized.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(sized)
        LayoutConstraint.activate([
            sized.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            sized.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
        ])
        container.layoutIfNeeded()
        expectEqual(sized.frame, CGRect(x: 10, y: 5, width: 120, height: 30))
    }

    /// The window hooks reach the moved view and every view below it, in the order observed on
    /// iOS (`Compatibility/Evidence.md`, "Window hooks").
    @Test func aViewEnteringAndLeavingAWindowHearsTheWindowHooks() {
        let window = Window()
        let root = View(frame: window.bounds)
        window.addSubview(root)
        let spy = ViewSpy()
        let child = ViewSpy()
        spy.addSubview(child)
        // Outside any window, only the superview hooks run.
        expectEqual(child.calls, ["willMove(toSuperview: view)", "didMoveToSuperview()"])
        spy.calls.removeAll()
        child.calls.removeAll()

        root.addSubview(spy)
        expectEqual(
            spy.calls,
            [
                "willMove(toSuperview: view)", "didMoveToSuperview()", "willMove(toWindow: window)",
                "didMoveToWindow() in a window: true",
            ])
        expectEqual(child.calls, ["willMove(toWindow: window)", "didMoveToWindow() in a window: true"])
        spy.calls.removeAll()
        child.calls.removeAll()

        // Moving within the same window sends no window hook.
        let sibling = View()
        root.addSubview(sibling)
        sibling.addSubview(spy)
        expectEqual(spy.calls, ["willMove(toSuperview: view)", "didMoveToSuperview()"])
        #expect(child.calls.isEmpty)
        spy.calls.removeAll()

        spy.removeFromSuperview()
        expectEqual(
            spy.calls,
            [
                "willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow() in a window: false",
                "didMoveToSuperview()",
            ])
        expectEqual(child.calls, ["willMove(toWindow: nil)", "didMoveToWindow() in a window: false"])
    }

    @Test func aNavigationControllerSpySeesPushesPopsAndPresentations() {
        func titled(_ title: String) -> ViewController {
            let controller = ViewController()
            controller.title = title
            return controller
        }
        let root = titled("Root")
        let spy = NavigationControllerSpy(rootViewController: root)
        spy.calls.removeAll()

        // A child's `show(_:sender:)` goes to its navigation controller's `show(_:sender:)`, which
        // pushes (Apple, "show(_:sender:)").
        let detail = titled("Detail")
        root.show(detail, sender: nil)
        expectEqual(spy.calls, ["show Detail", "push Detail"])
        expectIdentical(spy.topViewController, detail)

        _ = spy.popViewController(animated: false)
        spy.setViewControllers([root, titled("Other")], animated: false)
        var completed = false
        spy.present(titled("Alert"), animated: true) { completed = true }
        expectEqual(
            spy.calls,
            [
                "show Detail", "push Detail", "pop", "setViewControllers [\"Root\", \"Other\"]", "present Alert",
            ])
        #expect(completed)
        expectEqual(spy.presentedViewController, nil)
        expectEqual(spy.viewControllers.map(\.title), ["Root", "Other"])
    }

    @Test func controllerDoublesOverrideTheirRelationsBarsAndContents() {
        let containment = ContainmentSpy()
        let container = ViewController()
        container.addChild(containment)
        let controller: ViewController = containment
        expectEqual(controller.parent, nil)
        #expect(controller.children.count == 1 && controller.children[0] === containment.fakeChild)
        #expect(controller.isMovingToParent && controller.isMovingFromParent)
        #expect(controller.isBeingPresented && controller.isBeingDismissed)
        controller.modalPresentationStyle = .popover
        expectEqual(controller.popoverPresentationController, nil)
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        expectEqual(containment.transitions, ["begin true", "end"])

        let bars = BarsSpy(rootViewController: ViewController())
        expectIdentical((bars as NavigationController).navigationBar, bars.fakeBar)
        expectEqual((bars as NavigationController).toolbar, nil)
        let tabs = TabsSpy()
        expectIdentical((tabs as TabBarController).tabBar, tabs.fakeBar)
        let search = SearchSpy(searchResultsController: ViewController())
        expectIdentical((search as SearchController).searchBar, search.fakeBar)
        expectEqual((search as SearchController).searchResultsController, nil)

        let alert: AlertController = AlertSpy(title: "Error", message: "Try again", preferredStyle: .alert)
        #expect(alert.title == "Error" && alert.message == "Try again")
        expectEqual(alert.preferredStyle, .actionSheet)
        expectEqual(alert.actions.map(\.title), ["Spied"])
        expectEqual(alert.textFields, nil)
    }

    @Test func scrollViewsControlsAndWindowsOverrideTheirState() {
        let scroll: ScrollView = ScrollViewSpy(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(scroll.adjustedContentInset, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(scroll.isTracking && scroll.isDragging && scroll.isDecelerating)
        expectEqual(scroll.scrollIndicatorInsets, EdgeInsets(top: 5, left: 0, bottom: 5, right: 0))
        scroll.flashScrollIndicators()
        scroll.scrollRectToVisible(CGRect(x: 0, y: 300, width: 10, height: 10), animated: true)
        expectEqual((scroll as? ScrollViewSpy)?.flashes, 1)
        expectEqual((scroll as? ScrollViewSpy)?.shownRects, [CGRect(x: 0, y: 300, width: 10, height: 10)])
        expectEqual(scroll.scrollIndicatorFlashCount, 0)

        let control: Control = ControlSpy(frame: .zero)
        #expect(control.isTracking && control.isTouchInside)
        expectEqual(control.allTargets, [AnyHashable("target")])
        expectEqual(control.allControlEvents, .touchUpInside)
        let field: TextField = TextFieldSpy(frame: .zero)
        #expect(field.isEditing)
        let stack: StackView = StackViewSpy(arrangedSubviews: [View()])
        #expect(stack.arrangedSubviews.isEmpty)
        expectEqual(stack.subviews.count, 1)
        let window: Window = WindowSpy()
        #expect(window.isKeyWindow)
    }

    @Test func autoLayoutAndMenuValuesOverrideTheirMembers() {
        let guide = LayoutGuideSpy()
        guide.identifier = "spied"
        expectEqual((guide as LayoutGuide).layoutFrame, CGRect(x: 1, y: 2, width: 3, height: 4))
        expectEqual(guide.identifierChanges, 1)

        let action: AlertAction = AlertActionSpy(title: "Delete", style: .default)
        #expect(action.title == "Spied" && action.style == .destructive)
        let menuAction: Action = ActionSpy(title: "Copy") { _ in }
        expectEqual(menuAction.identifier, Action.Identifier("spied"))
        expectEqual(menuAction.sender as? String, "sender")
        let menu: Menu = MenuSpy(title: "More", children: [menuAction])
        #expect(menu.children.isEmpty && menu.options == .displayInline)
        expectEqual(menu.identifier, Menu.Identifier("spied"))

        let item = BadgeBarButtonItem(badge: "3")
        #expect(item.badge == "3" && item.title == nil && item.style == .plain)
    }
}
