import Foundation

/// Gives a picker view's rows their titles or views and hears about the user's choices, as UIKit's
/// `UIPickerViewDelegate`.
///
/// Every method is optional; the defaults answer `nil` (the picker's own width and height, no
/// title, no view) or do nothing. As with the table's protocols, Swift dispatches a protocol
/// extension's default statically: implement a method in the class that declares the conformance.
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
    /// The title of `row` in `component`, or `nil`.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of `row` in `component`, or `nil` (iOS 6).
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    /// A view for `row` in `component` (reusing `view` if not `nil`), instead of a title.
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?)
        -> View
    /// The user selected `row` in `component`.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
    /// The width of `component`. Default: the picker's width shared by the components.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// The height of `component`'s rows. Default 32.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension PickerViewDelegate {
    /// Default: `nil`.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    /// Default: `nil`.
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }
    /// Default: a ``Label`` showing the row's title, as UIKit draws a title when the delegate
    /// makes no view.
    public func pickerView(
        _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
    ) -> View {
        let label = (view as? Label) ?? Label()
        label.text = pickerView.title(forRow: row, forComponent: component)
        return label
    }
    /// Default: nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// Default: the picker's width shared by the components.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(Swift.max(pickerView.numberOfComponents, 1))
    }
    /// Default: 32.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
}
