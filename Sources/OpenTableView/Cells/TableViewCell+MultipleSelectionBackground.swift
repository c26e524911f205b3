import Foundation

/// Which selected background view a selected cell shows: UIKit's
/// `multipleSelectionBackgroundView` "is used as the background view for a selected cell when the
/// table view allows multiple row selections" (Apple); otherwise, and when it is `nil`,
/// ``TableViewCell/selectedBackgroundView``.
extension TableViewCell {
    /// The selected background view in effect, and the other one (which must not show).
    var selectionBackgroundViews: (inEffect: View?, other: View?) {
        if let multiple = multipleSelectionBackgroundView, isInMultipleSelectionTable {
            return (multiple, selectedBackgroundView)
        }
        return (selectedBackgroundView, multipleSelectionBackgroundView)
    }

    /// Whether the cell is in a table that allows several selected rows in its current mode.
    private var isInMultipleSelectionTable: Bool {
        (superviewStorage as? TableView)?.allowsMultipleSelectionInCurrentMode ?? false
    }
}

extension TableView {
    /// Lets the visible cells switch between their selected background views when the table's
    /// multiple-selection setting changes.
    func updateSelectedBackgroundsOfVisibleCells() {
        for cell in content.displayedRows.cells { cell.updateSelectionAppearance() }
    }
}
