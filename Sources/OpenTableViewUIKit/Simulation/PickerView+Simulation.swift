import Foundation

/// The user's spin of a picker wheel. An OpenTableView addition.
extension Simulation where Base: PickerView {
    /// Simulates the user spinning `component` to `row`: the picker selects it, then calls the
    /// delegate's `pickerView(_:didSelectRow:inComponent:)`, as UIKit does when a spin settles
    /// (and unlike ``PickerView/selectRow(_:inComponent:animated:)``, which calls nothing). A row
    /// or component out of range raises, as `selectRow` does. Does nothing when the picker is
    /// hidden or not interactive.
    public func select(row: Int, inComponent component: Int) {
        let picker = base
        guard !picker.isHidden, picker.alpha >= 0.01, picker.isUserInteractionEnabled else { return }
        picker.userSelect(row: row, inComponent: component)
    }
}
