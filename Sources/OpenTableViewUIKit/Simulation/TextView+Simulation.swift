import Foundation

/// Typing into a text view, as a user with a keyboard would. OpenTableView additions.
extension Simulation where Base: TextView {
    /// Simulates the user tapping the text view (if it is not editing) and typing `string`, one
    /// character (grapheme) at a time, at the insertion point. Return is typed as `"\n"`.
    ///
    /// If the view is not first responder it first becomes it (`textViewShouldBeginEditing(_:)`,
    /// `textViewDidBeginEditing(_:)`, ``TextView/textDidBeginEditingNotification``); if it cannot
    /// (not editable, hidden, not interactive, or the delegate says no), nothing is typed. Then,
    /// for each character, the calls ``TextView`` lists for a change; a refused character is
    /// skipped and typing goes on, as a keyboard would. Returns the text afterwards.
    @discardableResult
    public func typing(_ string: String) -> String {
        let textView = base
        let reachable = !textView.isHidden && textView.alpha >= 0.01 && textView.isUserInteractionEnabled
        guard textView.isFirstResponder || (reachable && textView.becomeFirstResponder()) else {
            return textView.text
        }
        for character in string {
            let length = textView.text.utf16.count
            let location = Swift.min(textView.selectedRange.location, length)
            let selected = NSRange(
                location: location, length: Swift.min(textView.selectedRange.length, length - location))
            _ = textView.replaceCharacters(in: selected, with: String(character))
        }
        return textView.text
    }

    /// Simulates the user ending editing (tapping elsewhere, or code that calls
    /// `resignFirstResponder()`): ``TextView/resignFirstResponder()``, with its delegate calls and
    /// notification. Returns whether editing ended.
    @discardableResult
    public func endEditing() -> Bool {
        guard base.isFirstResponder else { return true }
        return base.resignFirstResponder()
    }
}
