import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// The simulated gestures: exactly the events, in order, and nothing for disabled controls.
@MainActor
@Suite struct ControlSimulationTests {
    /// Registers an action per event that appends the event's name (and, for `.touchDown`,
    /// whether the control is highlighted then) to `log`.
    @MainActor final class EventLog {
        var entries: [String] = []

        func watch(_ control: Control) {
            let events: [(Control.Event, String)] = [
                (.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.valueChanged, "valueChanged"),
                (.primaryActionTriggered, "primaryActionTriggered"), (.editingDidBegin, "editingDidBegin"),
                (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
                (.editingDidEndOnExit, "editingDidEndOnExit"), (.touchDragExit, "touchDragExit"),
                (.touchDragOutside, "touchDragOutside"), (.touchUpOutside, "touchUpOutside"),
                (.touchCancel, "touchCancel"),
            ]
            for (event, name) in events {
                control.addAction(
                    Action { [unowned self] action in
                        let sender = action.sender as! Control
                        entries.append(sender.isHighlighted ? "\(name) (highlighted)" : name)
                    }, for: event)
            }
        }
    }

    @Test func aTapOnAControlSendsTouchDownThenTouchUpInside() {
        let control = Control(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let log = EventLog()
        log.watch(control)
        control.simulate.tap()
        expectEqual(log.entries, ["touchDown (highlighted)", "touchUpInside"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func aTapOnAButtonAlsoTriggersItsPrimaryAction() {
        var log: [String] = []
        let button = Button(primaryAction: Action(title: "Go") { _ in log.append("primary") })
        button.addAction(Action { _ in log.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("touchDown") }, for: .touchDown)
        button.simulate.tap()
        expectEqual(log, ["touchDown", "touchUpInside", "primary"])
    }

    @Test func disabledHiddenOrNonInteractiveControlsIgnoreTaps() {
        let control = Control(frame: .zero)
        let log = EventLog()
        log.watch(control)
        control.isEnabled = false
        control.simulate.tap()
        control.isEnabled = true
        control.isHidden = true
        control.simulate.tap()
        control.isHidden = false
        control.isUserInteractionEnabled = false
        control.simulate.tap()
        expectEqual(log.entries, [])
        // Sending in code works whatever the state, as in UIKit.
        control.isEnabled = false
        control.sendActions(for: .valueChanged)
        expectEqual(log.entries, ["valueChanged"])
    }

    /// A tap on a switch is a whole touch: the finger comes down, the switch flips while tracking
    /// ends, and the touch-up follows (Compatibility/Porting.md, "Where UIKit is uncertain here":
    /// Apple documents each event, not their order).
    @Test func toggleIsATapThatFlipsTheSwitchBetweenTouchDownAndTouchUpInside() {
        let toggle = Switch(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let log = EventLog()
        log.watch(toggle)
        #expect(!toggle.isOn)
        toggle.simulate.toggle()
        #expect(toggle.isOn)
        expectEqual(
            log.entries,
            [
                "touchDown (highlighted)", "valueChanged (highlighted)", "primaryActionTriggered (highlighted)",
                "touchUpInside",
            ])
        toggle.simulate.tap()
        #expect(!toggle.isOn)
        expectEqual(log.entries.count, 8)
        toggle.isEnabled = false
        toggle.simulate.toggle()
        toggle.simulate.tap()
        #expect(!toggle.isOn && log.entries.count == 8)
        #expect(!toggle.isHighlighted && !toggle.isTracking && !toggle.isTouchInside)
    }

    /// Some of Apple's samples listen for `.touchUpInside` on a switch: the handler must see the
    /// switch already flipped, as a finger's tap leaves it.
    @Test func aSwitchHandlerForTouchUpInsideSeesTheNewValue() {
        let toggle = Switch(frame: .zero)
        var seen: [Bool] = []
        toggle.addAction(Action { _ in seen.append(toggle.isOn) }, for: .touchUpInside)
        toggle.simulate.tap()
        toggle.simulate.tap()
        expectEqual(seen, [true, false])
    }

    @Test func aTouchThatLeavesTheControlEndsOutsideWithoutChangingIt() {
        let toggle = Switch(frame: .zero)
        let log = EventLog()
        log.watch(toggle)
        toggle.simulate.touchUpOutside()
        expectEqual(log.entries, ["touchDown (highlighted)", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        #expect(!toggle.isOn && !toggle.isTracking && !toggle.isHighlighted)
        var primary = 0
        let button = Button(primaryAction: Action(title: "Go") { _ in primary += 1 })
        button.simulate.touchUpOutside()
        expectEqual(primary, 0)
    }

    @Test func aCancelledTouchSendsTouchCancelAndChangesNothing() {
        let toggle = Switch(frame: .zero)
        let log = EventLog()
        log.watch(toggle)
        toggle.simulate.cancelledTouch()
        expectEqual(log.entries, ["touchDown (highlighted)", "touchCancel"])
        #expect(!toggle.isOn && !toggle.isTracking && !toggle.isHighlighted)
        toggle.isHidden = true
        toggle.simulate.cancelledTouch()
        toggle.simulate.touchUpOutside()
        expectEqual(log.entries.count, 2)
    }

    @Test func settingASwitchInCodeSendsNothing() {
        let toggle = Switch(frame: .zero)
        let log = EventLog()
        log.watch(toggle)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
        toggle.isOn = false
        expectEqual(log.entries, [])
    }

    @Test func aSwitchIsAlways51By31() {
        let toggle = Switch(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        expectEqual(toggle.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        expectEqual(toggle.frame.size, CGSize(width: 51, height: 31))
        expectEqual(toggle.sizeThatFits(.zero), CGSize(width: 51, height: 31))
        #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
    }

    @Test func choosingASegmentSendsValueChangedOnlyWhenItChanges() {
        let control = SegmentedControl(items: ["Day", "Week", "Month"])
        let log = EventLog()
        log.watch(control)
        expectEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
        control.simulate.selectSegment(at: 1)
        expectEqual(control.selectedSegmentIndex, 1)
        control.simulate.selectSegment(at: 1)
        control.simulate.selectSegment(at: 7)
        control.setEnabled(false, forSegmentAt: 2)
        control.simulate.selectSegment(at: 2)
        // The tap on the selected segment is still a touch; the out-of-range and disabled ones
        // land on nothing.
        expectEqual(
            log.entries,
            [
                "touchDown (highlighted)", "valueChanged (highlighted)", "touchUpInside",
                "touchDown (highlighted)", "touchUpInside",
            ])
        expectEqual(control.selectedSegmentIndex, 1)
        control.selectedSegmentIndex = 0
        expectEqual(log.entries.count, 5)
    }

    @Test func aMomentarySegmentedControlSendsEveryTapAndDeselects() {
        let control = SegmentedControl(items: ["Undo", "Redo"])
        control.isMomentary = true
        var chosen: [Int] = []
        control.addAction(Action { _ in chosen.append(control.selectedSegmentIndex) }, for: .valueChanged)
        control.simulate.selectSegment(at: 0)
        control.simulate.selectSegment(at: 0)
        expectEqual(chosen, [0, 0])
        expectEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
    }

    @Test func segmentsMadeFromActionsRunTheirActionBeforeValueChanged() {
        var log: [String] = []
        let control = SegmentedControl(
            frame: .zero,
            actions: [
                Action(title: "List") { action in log.append("List from \(action.sender is SegmentedControl)") },
                Action(title: "Grid") { _ in log.append("Grid") },
            ])
        control.addAction(Action { _ in log.append("valueChanged") }, for: .valueChanged)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Grid")
        control.simulate.selectSegment(at: 0)
        expectEqual(log, ["List from true", "valueChanged"])
    }

    @Test func typingAsksTheDelegatePerCharacterAndSendsEditingChanged() {
        let (field, delegate, _) = TextFieldTests().makeField()
        delegate.rejects = ["x"]
        expectEqual(field.simulate.typing("axb"), "ab")
        expectEqual(
            delegate.calls,
            [
                "shouldBegin", ".editingDidBegin", "didBegin",
                "shouldChange(0,0,a)", "didChangeSelection", ".editingChanged",
                "shouldChange(1,0,x)",
                "shouldChange(1,0,b)", "didChangeSelection", ".editingChanged",
            ])
        delegate.calls.removeAll()
        expectEqual(field.simulate.typing("é"), "abé")
        expectEqual(delegate.calls, ["shouldChange(2,0,é)", "didChangeSelection", ".editingChanged"])
    }

    @Test func deleteBackwardRemovesTheLastCharacterAsAnEmptyReplacement() {
        let (field, delegate, _) = TextFieldTests().makeField()
        field.simulate.typing("ab🇫🇷")
        delegate.calls.removeAll()
        // The flag is one grapheme of four UTF-16 units: one press removes all of it.
        field.simulate.deleteBackward()
        expectEqual(field.text, "ab")
        expectEqual(delegate.calls, ["shouldChange(2,4,)", "didChangeSelection", ".editingChanged"])
        delegate.calls.removeAll()
        delegate.rejects = [""]
        field.simulate.deleteBackward()
        expectEqual(field.text, "ab")
        expectEqual(delegate.calls, ["shouldChange(1,1,)"])
        delegate.rejects = []
        field.simulate.deleteBackward()
        field.simulate.deleteBackward()
        delegate.calls.removeAll()
        field.simulate.deleteBackward()
        expectEqual(field.text, "")
        expectEqual(delegate.calls, [])
    }

    @Test func typingIntoAFieldThatCannotBeginTypesNothing() {
        let (field, delegate, _) = TextFieldTests().makeField()
        delegate.allowsBegin = false
        expectEqual(field.simulate.typing("abc"), "")
        expectEqual(delegate.calls, ["shouldBegin"])
        field.isEnabled = false
        delegate.allowsBegin = true
        expectEqual(field.simulate.typing("abc"), "")
    }

    @Test func returnSendsDidEndOnExitAndResignsWhenItIsHandled() {
        let (field, delegate, _) = TextFieldTests().makeField()
        field.simulate.typing("a")
        delegate.calls.removeAll()
        delegate.allowsReturn = false
        field.simulate.pressReturn()
        expectEqual(delegate.calls, ["shouldReturn"])
        delegate.allowsReturn = true
        delegate.calls.removeAll()
        field.simulate.pressReturn()
        expectEqual(
            delegate.calls,
            [
                "shouldReturn", ".editingDidEndOnExit", "shouldEnd", ".editingDidEnd", "didEnd(committed)",
            ])
        #expect(!field.isEditing)
    }

    @Test func returnWithoutADidEndOnExitHandlerKeepsEditing() {
        let field = TextField(frame: .zero)
        let root = View(frame: .zero)
        root.addSubview(field)
        field.simulate.typing("a")
        field.simulate.pressReturn()
        #expect(field.isEditing && field.isFirstResponder)
    }

    @Test func clearAsksTheDelegateAndEmptiesTheText() {
        let (field, delegate, _) = TextFieldTests().makeField()
        field.simulate.typing("abc")
        delegate.calls.removeAll()
        field.simulate.clear()
        #expect(delegate.calls == [] && field.text == "abc")  // .never shows no button
        field.clearButtonMode = .whileEditing
        delegate.allowsClear = false
        field.simulate.clear()
        #expect(delegate.calls == ["shouldClear"] && field.text == "abc")
        delegate.allowsClear = true
        delegate.calls.removeAll()
        field.simulate.clear()
        #expect(delegate.calls == ["shouldClear", ".editingChanged"] && field.text == "")
    }

    @Test func endEditingResigns() {
        let (field, delegate, _) = TextFieldTests().makeField()
        field.simulate.typing("a")
        delegate.calls.removeAll()
        #expect(field.simulate.endEditing())
        expectEqual(delegate.calls, ["shouldEnd", ".editingDidEnd", "didEnd(committed)"])
        #expect(field.simulate.endEditing())
    }

    @Test func tappingABarButtonItemRunsItsPrimaryActionWithTheItemAsSender() {
        var senders: [String] = []
        let item = BarButtonItem(
            systemItem: .add, primaryAction: Action { senders.append("\(type(of: $0.sender!))") })
        guard case .primaryAction = item.simulate.tap() else {
            Issue.record("the primary action should run")
            return
        }
        expectEqual(senders, ["BarButtonItem"])
        item.isEnabled = false
        guard case .nothing = item.simulate.tap() else {
            Issue.record("a disabled item does nothing")
            return
        }
        expectEqual(senders.count, 1)
    }

    @Test func tappingReportsTheMenuOrTheTargetAction() {
        final class Screen {}
        let screen = Screen()
        let menu = Menu(title: "Sort", children: [Action(title: "Name") { _ in }])
        guard case .menu(let shown) = BarButtonItem(title: "Sort", menu: menu).simulate.tap() else {
            Issue.record("a menu-only item shows its menu")
            return
        }
        expectIdentical(shown, menu)
        let item = BarButtonItem(barButtonSystemItem: .done, target: screen, action: "done")
        guard case .targetAction(let target, let action) = item.simulate.tap() else {
            Issue.record("a target/action item reports its pair")
            return
        }
        #expect(target === screen && action == "done")
        guard
            case .nothing = BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil).simulate.tap()
        else {
            Issue.record("a space does nothing")
            return
        }
    }
}
