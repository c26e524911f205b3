import Foundation
import Testing

@testable import OpenTableViewUIKit

/// `UIControl`'s dispatch table: actions by identifier, target/action bookkeeping, sending order.
@MainActor
@Suite struct ControlActionTests {
    final class Target {}

    @Test func eventsAndStatesHaveUIKitsRawValues() {
        #expect(Control.Event.touchDown.rawValue == 1)
        #expect(Control.Event.touchUpInside.rawValue == 64)
        #expect(Control.Event.valueChanged.rawValue == 4096)
        #expect(Control.Event.primaryActionTriggered.rawValue == 8192)
        #expect(Control.Event.editingDidBegin.rawValue == 65536)
        #expect(Control.Event.editingChanged.rawValue == 131072)
        #expect(Control.Event.editingDidEndOnExit.rawValue == 524288)
        #expect(Control.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(
            Control.Event.allEditingEvents == [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit])
        #expect(Control.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(Control.State.highlighted.rawValue == 1)
        #expect(Control.State.disabled.rawValue == 2)
        #expect(Control.State.selected.rawValue == 4)
    }

    @Test func stateFollowsEnabledSelectedAndHighlighted() {
        let control = Control(frame: .zero)
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        #expect(control.state == .normal)
        control.isEnabled = false
        control.isSelected = true
        #expect(control.state == [.disabled, .selected])
        control.isHighlighted = true
        #expect(control.state == [.disabled, .selected, .highlighted])
    }

    @Test func actionsAreSentInTheOrderAddedOncePerSend() {
        let control = Control(frame: .zero)
        var calls: [String] = []
        control.addAction(Action(title: "a") { calls.append("a \($0.title)") }, for: .valueChanged)
        control.addAction(Action(title: "b") { calls.append("b \($0.title)") }, for: [.valueChanged, .touchUpInside])
        control.addAction(Action(title: "c") { calls.append("c \($0.title)") }, for: .touchUpInside)
        control.sendActions(for: .valueChanged)
        #expect(calls == ["a a", "b b"])
        calls.removeAll()
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(calls == ["a a", "b b", "c c"])
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside])
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
        #expect(calls == ["new", "other", "new"])
        control.removeAction(identifiedBy: id, for: .valueChanged)
        calls.removeAll()
        control.sendActions(for: .allEvents)
        #expect(calls == ["new", "other"])
        control.removeAction(identifiedBy: id, for: .allEvents)
        calls.removeAll()
        control.sendActions(for: .allEvents)
        #expect(calls == ["other"])
    }

    @Test func removeActionUsesTheActionsIdentifier() {
        let control = Control(frame: .zero)
        var count = 0
        let action = Action { _ in count += 1 }
        control.addAction(action, for: [.valueChanged, .primaryActionTriggered])
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(count == 0)
        control.sendActions(for: .primaryActionTriggered)
        #expect(count == 1)
        #expect(control.allControlEvents == .primaryActionTriggered)
    }

    @Test func theSenderIsTheControlWhileTheHandlerRuns() {
        let control = Control(frame: .zero)
        var senders: [Bool] = []
        let action = Action { action in senders.append((action.sender as? Control) === control) }
        control.addAction(action, for: .valueChanged)
        #expect(action.sender == nil)
        control.sendActions(for: .valueChanged)
        control.sendAction(action)
        #expect(senders == [true, true])
        #expect(action.sender == nil)
    }

    @Test func actionDefaultsAreUIKits() {
        let action = Action { _ in }
        #expect(action.title == "")
        #expect(action.subtitle == nil)
        #expect(action.image == nil)
        #expect(action.discoverabilityTitle == nil)
        #expect(action.attributes == [])
        #expect(action.state == .off)
        #expect(!action.identifier.rawValue.isEmpty)
        #expect(Action { _ in }.identifier != action.identifier)
        let named = Action(
            title: "Delete", image: Image(systemName: "trash"), identifier: .init("delete"),
            discoverabilityTitle: "Delete item", attributes: .destructive, state: .on
        ) { _ in }
        #expect(named.identifier == Action.Identifier(rawValue: "delete"))
        #expect(named.image == Image(systemName: "trash"))
        #expect(named.discoverabilityTitle == "Delete item")
        #expect(named.attributes == .destructive && named.state == .on)
    }

    @Test func initWithPrimaryActionRegistersItForPrimaryActionTriggered() {
        var count = 0
        let control = Control(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: Action { _ in count += 1 })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        #expect(count == 1)
        #expect(Control(frame: .zero, primaryAction: nil).allControlEvents == [])
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
        #expect(control.actions(forTarget: first, forControlEvent: .valueChanged) == ["changed:"])
        #expect(control.actions(forTarget: first, forControlEvent: .editingChanged) == ["changed:"])
        #expect(control.actions(forTarget: first, forControlEvent: .touchUpInside) == ["tapped"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["copy:"])
        #expect(control.actions(forTarget: second, forControlEvent: .touchUpInside) == nil)
        #expect(control.allControlEvents == [.valueChanged, .touchUpInside, .editingChanged])
        // NSNull stands for the nil target. (On Linux `NSNull()` is not a singleton, so it is
        // matched by type.)
        #expect(control.allTargets.count == 3)
        #expect(control.allTargets.contains(AnyHashable(ObjectIdentifier(first))))
        #expect(control.allTargets.contains(AnyHashable(second)))
        #expect(control.allTargets.contains { $0.base is NSNull })

        control.removeTarget(first, action: nil, for: .valueChanged)
        #expect(control.actions(forTarget: first, forControlEvent: .valueChanged) == nil)
        #expect(control.actions(forTarget: first, forControlEvent: .editingChanged) == ["changed:"])
        control.removeTarget(nil, action: "changed:", for: .allEvents)
        #expect(control.allTargets.count == 2)
        #expect(control.allTargets.contains(AnyHashable(ObjectIdentifier(first))))
        control.addAction(Action { _ in }, for: .valueChanged)
        control.removeTarget(nil, action: nil, for: .allEvents)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test func targetsAreHeldWeakly() {
        let control = Control(frame: .zero)
        var target: Target? = Target()
        control.addTarget(target, action: "changed:", for: .valueChanged)
        #expect(control.allTargets.count == 1)
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
        #expect(seen == ["a 64", "a 4096", "go 131072"])
        seen.removeAll()
        control.enumerateEventHandlers { action, _, _, stop in
            seen.append(action?.identifier.rawValue ?? "pair")
            stop.pointee = true
        }
        #expect(seen == ["a"])
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
        #expect(Menu.Options.singleSelection.rawValue == 32)
        #expect(MenuElement.Attributes.hidden.rawValue == 4)
    }
}
