import Foundation

/// Gives a picker view its components and rows, as UIKit's `UIPickerViewDataSource`. Both methods
/// are required, as in UIKit.
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
    /// The number of components (columns).
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}
