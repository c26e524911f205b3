extension TableViewCell {
    /// The standard control at a cell's trailing edge, as UIKit's `UITableViewCell.AccessoryType`,
    /// with UIKit's raw values.
    ///
    /// Headless, an accessory is not drawn; any type other than ``none`` takes a fixed width from
    /// the content view (see `TableViewCell+Layout.swift`).
    public enum AccessoryType: Int, Sendable, Hashable {
        /// No accessory.
        case none = 0
        /// A chevron, for rows that lead to more detail.
        case disclosureIndicator = 1
        /// An info button and a chevron; a tap on the button reaches the table's delegate as
        /// `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button alone.
        case detailButton = 4
    }
}
