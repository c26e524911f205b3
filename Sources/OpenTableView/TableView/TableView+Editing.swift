import Foundation

/// Editing mode.
extension TableView {
    /// What ``setEditing(_:animated:)`` does; see there.
    func applyEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        for cell in visibleCellStorage where cell.isEditing != editing {
            cell.setEditing(editing, animated: animated)
        }
    }
}
