// What a user does to the UIKit around a table, in UIKit spellings: bar buttons, alert buttons,
// switches, segmented controls and text fields. On Linux each action is OpenTableView's simulation
// (`simulate.tap()`, `simulate.tapAction(titled:)`, `simulate.toggle()`,
// `simulate.selectSegment(at:)`, `simulate.typing(_:)`), which sends exactly the events UIKit sends
// for the gesture. On iOS the controls are driven through `sendActions(for:)`; bar button items and
// alert buttons have no public way to be tapped there, so those helpers stop with a message
// (drive such a screen with XCUITest on iOS).
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
extension User {
    /// Taps a bar button item: its primary action runs, with the item as the action's sender.
    static func tap(_ item: UIBarButtonItem?) {
        guard let item else { preconditionFailure("there is no bar button item to tap") }
        #if canImport(UIKit)
            preconditionFailure("UIKit has no public way to tap \(item); drive this screen with XCUITest on iOS")
        #else
            item.simulate.tap()
        #endif
    }

    /// Taps the button titled `title` of the presented alert: the alert is dismissed, then the
    /// action's handler runs.
    static func tapAlertAction(_ title: String, in alert: UIAlertController) {
        #if canImport(UIKit)
            preconditionFailure("UIKit has no public way to tap \(title); drive this screen with XCUITest on iOS")
        #else
            alert.simulate.tapAction(titled: title)
        #endif
    }

    /// Flips a switch, as a tap on it does: `.valueChanged` follows.
    static func toggle(_ toggle: UISwitch) {
        #if canImport(UIKit)
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
        #else
            toggle.simulate.toggle()
        #endif
    }

    /// Drags a slider's thumb to `value` and lets go: `.valueChanged` follows if the value moved.
    static func slide(_ slider: UISlider, to value: Float) {
        #if canImport(UIKit)
            let old = slider.value
            slider.setValue(value, animated: true)
            if slider.value != old { slider.sendActions(for: .valueChanged) }
        #else
            slider.simulate.slide(to: value)
        #endif
    }

    /// Taps a stepper's plus button: `.valueChanged` follows if the value moved.
    static func increment(_ stepper: UIStepper) {
        #if canImport(UIKit)
            let old = stepper.value
            stepper.value += stepper.stepValue
            if stepper.value != old { stepper.sendActions(for: .valueChanged) }
        #else
            stepper.simulate.increment()
        #endif
    }

    /// Taps segment `index` of a segmented control: `.valueChanged` follows if the selection moved.
    static func select(segment index: Int, of control: UISegmentedControl) {
        #if canImport(UIKit)
            guard control.selectedSegmentIndex != index else { return }
            control.selectedSegmentIndex = index
            control.sendActions(for: .valueChanged)
        #else
            control.simulate.selectSegment(at: index)
        #endif
    }

    /// Types `text` into a text field, which becomes first responder first: its delegate is asked
    /// about each change and `.editingChanged` follows each one.
    static func type(_ text: String, into field: UITextField) {
        #if canImport(UIKit)
            field.becomeFirstResponder()
            field.text = (field.text ?? "") + text
            field.sendActions(for: .editingChanged)
        #else
            field.simulate.typing(text)
        #endif
    }
}
