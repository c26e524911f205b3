import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UIControl`'s dispatch table: actions by identifier, target/action bookkeeping, sending order.
@MainActor
@Suite struct ControlActionTests {
    final class Target {}

    @Test func eventsAndStatesHaveUIKitsRawValues() {
        expectEqual(Control.Event.touchDown.rawValue, 1)
        expectEqual(Control.Event.touchUpInside.rawValue, 64)
        expectEqual(Control.Event.valueChanged.rawValue, 4096)
        expectEqual(Control.Event.primaryActionTriggered.rawValue, 8192)
        expectEqual(Control.Event.editingDidBegin.rawValue, 65536)
        expectEqual(Control.Event.editingChanged.rawValue, 131072)
        expectEqual(Control.Event.editingDidEndOnExit.rawValue, 524288)
        expectEqual(Control.Event.allTouchEvents.rawValue, 0xFFF)
        expectEqual(
            Control.Event.allEditingEvents, [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
        expectEqual(Control.Event.allEvents.rawValue, 0xFFFF_FFFF)
        expectEqual(Control.State.highlighted.rawValue, 1)
        expectEqual(Control.State.disabled.rawValue, 2)
        expectEqual(Control.State.selected.rawValue, 4)
    }

    @Test func stateFollowsEnabledSelectedAndHighlighted() {
        let control = Control(frame: .zero)
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        expectEqual(control.state, .normal)
        control.isEnabled = false
        control.isSelected = true
        expectEqual(control.state, [.disabled, .selected])
        control.isHighlighted = true
        expectEqual(control.state, [.disabled, .selected, .highlighted])
    }

    @Test func actionsAreSentInTheOrderAddedOncePerSend() {
        let control = Control(frame: .zero)
        var calls: [String] = []
        control.addAction(Action(title: "a") { calls.append("a \($0.title)") }, for: .valueChanged)
        control.addAction(Action(title: "b") { calls.append("b \($0.title)") }, for: [.valueChanged, .touchUpInside])
        control.addAction(Action(title: "c") { calls.append("c \($0.title)") }, for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        expectEqual(calls, ["a a", "b b"])
        calls.removeAll()
        control.sendActions(for: [.touchUpInside, .valueChanged])
        expectEqual(calls, ["a a", "b b", "c c"])
        expectEqual(control.allControlEvents, [.valueChanged, .touchUpInside])
    }

    @Test func anActionWithTheSameIdentifierReplacesTheFirstInItsPlace() {
        let control = Control(frame: .zero)
        var calls: [String] = []
        let id = Action.Identifier("save")
        control.addAction(Action(identifier: id) { _ in calls.append("old") }, for: .valueChanged)
        control.addAction(Action { _ in calls.append("other") }, for: .valueChanged)
        control.addAction(Action(identifier: id) { _ in calls.append("new") }, for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        expectEqual(calls, ["new", "other", "new"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        calls.removeAll()
        control.sendActions(for: .allEvents)
        expectEqual(calls, ["new", "other"])
        control.removeAction(identifiedBy: id, for: .allEvents)
        calls.removeAll()
        control.sendActions(for: .allEvents)
        expectEqual(calls, ["other"])
    }

    @Test func removeActionUsesTheActionsIdentifier() {
        let control = Control(frame: .zero)
        var count = 0
        let action = Action { _ in count += 1 }
        control.addAction(action, for: [.valueChanged, .primaryActionTriggered])
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        expectEqual(count, 0)
        control.sendActions(for: .primaryActionTriggered)
        expectEqual(count, 1)
        expectEqual(control.allControlEvents, .primaryActionTriggered)
    }

    @Test func theSenderIsTheControlWhileTheHandlerRuns() {
        let control = Control(frame: .zero)
        var senders: [Bool] = []
        let action = Action { action in senders.append((action.sender as? Control) === control) }
        control.addAction(action, for: .valueChanged)
        expectEqual(action.sender, nil)
        control.sendActions(for: .valueChanged)
        control.sendAction(action)
        expectEqual(senders, [true, true])
        expectEqual(action.sender, nil)
    }

    @Test func actionDefaultsAreUIKits() {
        let action = Action { _ in }
        expectEqual(action.title, "")
        expectEqual(action.subtitle, nil)
        expectEqual(action.image, nil)
        expectEqual(action.discoverabilityTitle, nil)
        expectEqual(action.attributes, [])
        expectEqual(action.state, .off)
        #expect(!action.identifier.rawValue.isEmpty)
        expectNotEqual(Action { _ in }.identifier, action.identifier)
        let named = Action(
            title: "Delete", image: Image(systemName: "trash"), identifier: .init("delete"),
            discoverabilityTitle: "Delete item", attributes: .destructive, state: .on
        ) { _ in }
        expectEqual(named.identifier, Action.Identifier(rawValue: "delete"))
        expectEqual(named.image, Image(systemName: "trash"))
        expectEqual(named.discoverabilityTitle, "Delete item")
        #expect(named.attributes == .destructive && named.state == .on)
    }

    @Test func initWithPrimaryActionRegistersItForPrimaryActionTriggered() {
        var count = 0
        let control = Control(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: Action { _ in count += 1 })
        expectEqual(control.allControlEvents, .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        expectEqual(count, 1)
        expectEqual(Control(frame: .zero, primaryAction: nil).allControlEvents, [])
    }

    @Test func targetActionPairsAreRecordedAsUIKitRecordsThem() {
        let control = Control(frame: .zero)
        let first = Target()
        let second = NSObject()
        control.addTarget(first, action: "changed:", for: .valueChanged)
        control.addTarget(first, action: Selector("tapped"), for: .touchUpInside)
        control.addTarget(first, action: "changed:", for: .editingChanged)
        control.addTarget(second, action: "changed:", for: .valueChanged)
        control.addTarget(nil, action: "copy:", for: .touchUpInside)
        expectEqual(control.actions(forTarget: first, forControlEvent: .valueChanged), ["changed:"])
        expectEqual(control.actions(forTarget: first, forControlEvent: .editingChanged), ["changed:"])
        expectEqual(control.actions(forTarget: first, forControlEvent: .touchUpInside), ["tapped"])
        expectEqual(control.actions(forTarget: nil, forControlEvent: .touchUpInside), ["copy:"])
        expectEqual(control.actions(forTarget: second, forControlEvent: .touchUpInside), nil)
        expectEqual(control.allControlEvents, [.valueChanged, .touchUpInside, .editingChanged])
        // NSNull stands for the nil target. (On Linux `NSNull()` is not a singleton, so it is
        // matched by type.)
        expectEqual(control.allTargets.count, 3)
        #expect(control.allTargets.contains(AnyHashable(ObjectIdentifier(first))))
        #expect(control.allTargets.contains(AnyHashable(second)))
        #expect(control.allTargets.contains { $0.base is NSNull })

        control.removeTarget(first, action: nil, for: .valueChanged)
        expectEqual(control.actions(forTarget: first, forControlEvent: .valueChanged), nil)
        expectEqual(control.actions(forTarget: first, forControlEvent: .editingChanged), ["changed:"])
        control.removeTarget(nil, action: "changed:", for: .allEvents)
        expectEqual(control.allTargets.count, 2)
        #expect(control.allTargets.contains(AnyHashable(ObjectIdentifier(first))))
        control.addAction(Action { _ in }, for: .valueChanged)
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty)
        expectEqual(control.allControlEvents, .valueChanged)
    }

    @Test func targetsAreHeldWeakly() {
        let control = Control(frame: .zero)
        var target: Target? = Target()
        control.addTarget(target, action: "changed:", for: .valueChanged)
        expectEqual(control.allTargets.count, 1)
        target = nil
        #expect(control.allTargets.isEmpty)
        // A freed target is not sent to (so no trap) and the control carries on.
        control.sendActions(for: .valueChanged)
    }

    @Test func enumerateEventHandlersReportsEachHandlerAndEventInOrder() {
        let control = Control(frame: .zero)
        let target = Target()
        control.addAction(Action(identifier: .init("a")) { _ in }, for: [.touchUpInside, .valueChanged])
        control.addTarget(target, action: "go", for: .editingChanged)
        var seen: [String] = []
        control.enumerateEventHandlers { action, pair, event, _ in
            seen.append("\(action?.identifier.rawValue ?? pair!.1.name) \(event.rawValue)")
        }
        expectEqual(seen, ["a 64", "a 4096", "go 131072"])
        seen.removeAll()
        control.enumerateEventHandlers { action, _, _, stop in
            seen.append(action?.identifier.rawValue ?? "pair")
            stop.pointee = true
        }
        expectEqual(seen, ["a"])
    }

    @Test func menusKeepTheirChildren() {
        let sort = Action(title: "Sort") { _ in }
        let menu = Menu(title: "More", identifier: .init("more"), options: .displayInline, children: [sort])
        #expect(menu.title == "More" && menu.identifier.rawValue == "more" && menu.options == .displayInline)
        #expect(menu.children.count == 1 && menu.children[0] === sort)
        let empty = Menu()
        #expect(empty.title == "" && empty.children.isEmpty && empty.options == [] && empty.image == nil)
        let replaced = menu.replacingChildren([])
        #expect(replaced.children.isEmpty && replaced.identifier == menu.identifier)
        expectEqual(Menu.Options.singleSelection.rawValue, 32)
        expectEqual(MenuElement.Attributes.hidden.rawValue, 4)
    }
}
