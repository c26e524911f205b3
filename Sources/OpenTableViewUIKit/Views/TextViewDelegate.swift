import Foundation

/// Receives a text view's editing events and validates its changes, as UIKit's
/// `UITextViewDelegate` (which refines `UIScrollViewDelegate`, as this refines
/// ``ScrollViewDelegate``).
///
/// Every method is optional, with a default that behaves as UIKit does when the method is
/// missing: the `should…` methods allow. As with the table's protocols, Swift dispatches a
/// protocol extension's default statically: implement a method in the class that declares the
/// conformance (or override one it implements), not only in a subclass.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Whether the text view may begin editing. Default `true`.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// The text view became first responder and began editing.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether the text view may end editing (resign first responder). Default `true`.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// The text view ended editing.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the user's change may replace the characters in `range` (UTF-16 offsets into the
    /// current text) with `text`. Default `true`.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text. Not called for changes made in code.
    func textViewDidChange(_ textView: TextView)
    /// The selection or insertion point moved.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    /// Default: `true`.
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidBeginEditing(_ textView: TextView) {}
    /// Default: `true`.
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidEndEditing(_ textView: TextView) {}
    /// Default: `true`.
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Default: nothing.
    public func textViewDidChange(_ textView: TextView) {}
    /// Default: nothing.
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
