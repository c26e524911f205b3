import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// A view that makes its constraints in `updateConstraints()`, as Apple's documentation of
/// `updateConstraints()` suggests, and records when it runs.
@MainActor
private final class BadgeView: View {
    static var order: [String] = []
    let name: String
    var made = false

    init(_ name: String) {
        self.name = name
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        BadgeView.order.append(name)
        if !made, let superview {
            made = true
            translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: 4),
                topAnchor.constraint(equalTo: superview.topAnchor, constant: 4),
                widthAnchor.constraint(equalToConstant: 20), heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        super.updateConstraints()
    }
}

/// A controller that counts `updateViewConstraints()`.
@MainActor
private final class CountingController: ViewController {
    var updates = 0
    override func updateViewConstraints() {
        updates += 1
        super.updateViewConstraints()
    }
}

/// The constraint pass: "The system calls `updateConstraints()` … when the view's constraints need
/// updating, … before layout; … call `setNeedsUpdateConstraints()` to schedule" it (Apple,
/// `updateConstraints()`); subviews are updated before their superviews, and a controller's root
/// view's update goes through `updateViewConstraints()`.
@MainActor
@Suite(.serialized) struct ConstraintPassTests {
    @Test func aViewThatRequiresConstraintsUpdatesThemBeforeItsFirstLayout() {
        BadgeView.order = []
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let outer = BadgeView("outer")
        let inner = BadgeView("inner")
        root.addSubview(outer)
        outer.addSubview(inner)
        #expect(outer.needsUpdateConstraints())
        root.layoutIfNeeded()
        expectEqual(BadgeView.order, ["inner", "outer"])
        #expect(!outer.needsUpdateConstraints())
        expectEqual(outer.frame, CGRect(x: 4, y: 4, width: 20, height: 20))
        expectEqual(inner.frame, CGRect(x: 4, y: 4, width: 20, height: 20))
        root.layoutIfNeeded()
        expectEqual(BadgeView.order, ["inner", "outer"])
    }

    @Test func setNeedsUpdateConstraintsSchedulesOneMoreUpdate() {
        BadgeView.order = []
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let badge = BadgeView("badge")
        root.addSubview(badge)
        badge.updateConstraintsIfNeeded()
        expectEqual(BadgeView.order, ["badge"])
        badge.setNeedsUpdateConstraints()
        badge.setNeedsUpdateConstraints()
        #expect(badge.needsUpdateConstraints())
        root.layoutIfNeeded()
        expectEqual(BadgeView.order, ["badge", "badge"])
    }

    @Test func aControllersRootViewUpdatesThroughTheController() {
        let controller = CountingController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        controller.view.setNeedsUpdateConstraints()
        controller.view.layoutIfNeeded()
        expectEqual(controller.updates, 1)
        #expect(!View.requiresConstraintBasedLayout)
    }
}
