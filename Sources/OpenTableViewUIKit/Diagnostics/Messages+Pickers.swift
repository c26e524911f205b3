import Foundation
import OpenTableViewDiagnostics

// MARK: - Pickers

/// The pickers' and animators' misuse.
extension Messages {
    /// `selectRow(_:inComponent:animated:)` with a row or component out of range. Apple documents
    /// no exception and UIKit's behaviour has no public record, so this reason is OpenTableView's
    /// own (`Compatibility/Porting.md`, "Pickers"). `rows` is `nil` when the component does not exist.
    package static func pickerRowOutOfRange(row: Int, component: Int, rows: Int?) -> TableViewException {
        let bounds =
            rows.map { "component \(component) has \($0) rows" } ?? "component \(component) does not exist"
        return TableViewException(
            .invalidArgument, "-[UIPickerView selectRow:inComponent:animated:] row \(row) is out of range: \(bounds)")
    }
}
