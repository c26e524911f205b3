import Foundation

/// Receives a text field's editing events and validates its text, as UIKit's
/// `UITextFieldDelegate`.
///
/// Every method is optional, with a default that behaves as UIKit does when the method is
/// missing: the `should…` methods allow, and ``textFieldDidEndEditing(_:reason:)`` calls
/// ``textFieldDidEndEditing(_:)`` (UIKit calls the one with a reason instead of the other when a
/// delegate implements it). As with the table's protocols, Swift dispatches a protocol extension's
/// default statically: implement a method in the class that declares the conformance (or
/// override one it implements), not only in a subclass.
@preconcurrency @MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether the text field may begin editing. Default `true`.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The text field became first responder and began editing.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the text field may end editing (resign first responder). Default `true`.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The text field ended editing.
    func textFieldDidEndEditing(_ textField: TextField)
    /// The text field ended editing, with the reason. Default: calls ``textFieldDidEndEditing(_:)``.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether typing may replace the characters in `range` (UTF-16 offsets into the current text)
    /// with `string`. Default `true`.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection or insertion point moved, or the text changed (iOS 13).
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether the clear button may remove the text. Default `true`.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the text field should process the Return key. Default `true`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    /// Default: `true`.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    /// Default: `true`.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidEndEditing(_ textField: TextField) {}
    /// Default: calls ``textFieldDidEndEditing(_:)``, as UIKit does for a delegate without this method.
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Default: `true`.
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Default: nothing.
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    /// Default: `true`.
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    /// Default: `true`.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
