import Foundation

/// Typing into a text field, as a user with a keyboard would. OpenTableView additions.
extension Simulation where Base: TextField {
    /// Simulates the user tapping the field (if it is not editing) and typing `string`, one
    /// character (grapheme) at a time, at the end of the text.
    ///
    /// If the field is not first responder it first becomes it (`textFieldShouldBeginEditing(_:)`,
    /// ``Control/Event/editingDidBegin``, `textFieldDidBeginEditing(_:)`); if it cannot, nothing is
    /// typed. Then, for each character: the delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` with the insertion point (a
    /// zero-length UTF-16 range at the end) and the character; if allowed, the text changes,
    /// `textFieldDidChangeSelection(_:)`, and ``Control/Event/editingChanged``. A refused character
    /// is skipped and typing goes on, as a keyboard would. Autocapitalization and autocorrection
    /// are not applied. Returns the field's text afterwards.
    @discardableResult
    public func typing(_ string: String) -> String {
        let field = base
        guard field.isEditing || (field.acceptsSimulatedTouches && field.becomeFirstResponder()) else {
            return field.text ?? ""
        }
        for character in string {
            let end = (field.text ?? "").utf16.count
            _ = field.replaceCharacters(in: NSRange(location: end, length: 0), with: String(character))
        }
        return field.text ?? ""
    }

    /// Simulates the user pressing the keyboard's delete key: as `typing(_:)` does, the field first
    /// becomes first responder if it is not; then the last character's range (in UTF-16, a whole
    /// grapheme) is replaced by `""`, asked and told as a typed character
    /// (`textField(_:shouldChangeCharactersIn:replacementString:)` with an empty replacement, then
    /// ``Control/Event/editingChanged``). Nothing happens when the text is empty.
    public func deleteBackward() {
        let field = base
        guard field.isEditing || (field.acceptsSimulatedTouches && field.becomeFirstResponder()),
            let last = (field.text ?? "").last
        else { return }
        let length = String(last).utf16.count
        _ = field.replaceCharacters(
            in: NSRange(location: (field.text ?? "").utf16.count - length, length: length), with: "")
    }

    /// Simulates the user pressing the Return key while editing.
    ///
    /// Asks `textFieldShouldReturn(_:)`; if it returns `true`, sends
    /// ``Control/Event/editingDidEndOnExit``, and then, if an action or target is registered for
    /// that event, the field resigns first responder (UIKit dismisses the keyboard for a field
    /// whose "Did End On Exit" event is connected). Does nothing when the field is not editing.
    public func pressReturn() {
        let field = base
        guard field.isEditing else { return }
        guard field.delegate?.textFieldShouldReturn(field) ?? true else { return }
        field.sendActions(for: .editingDidEndOnExit)
        if field.allControlEvents.contains(.editingDidEndOnExit) { field.resignFirstResponder() }
    }

    /// Simulates the user tapping the clear button.
    ///
    /// The button shows only when ``TextField/clearButtonMode`` allows it (`.always`, `.whileEditing` while
    /// editing, `.unlessEditing` while not) and the text is not empty; otherwise nothing happens.
    /// A field that is not editing begins editing first (the tap lands in it). Then
    /// `textFieldShouldClear(_:)`; if it returns `true`, the text becomes empty and
    /// ``Control/Event/editingChanged`` is sent. The delegate's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)` is not asked, as UIKit documents
    /// `textFieldShouldClear(_:)` as the clear button's question.
    public func clear() {
        let field = base
        guard field.acceptsSimulatedTouches, !(field.text ?? "").isEmpty else { return }
        switch field.clearButtonMode {
        case .never: return
        case .whileEditing: guard field.isEditing else { return }
        case .unlessEditing: guard !field.isEditing else { return }
        case .always: break
        }
        guard field.isEditing || field.becomeFirstResponder() else { return }
        guard field.delegate?.textFieldShouldClear(field) ?? true else { return }
        field.text = ""
        field.sendActions(for: .editingChanged)
    }

    /// Simulates the user ending editing (tapping elsewhere, or code that calls
    /// `resignFirstResponder()`): ``View/resignFirstResponder()``, with its delegate calls and events.
    /// Returns whether editing ended.
    @discardableResult
    public func endEditing() -> Bool {
        guard base.isEditing else { return true }
        return base.resignFirstResponder()
    }
}
