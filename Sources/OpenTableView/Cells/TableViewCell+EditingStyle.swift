extension TableViewCell {
    /// The editing control shown at a cell's leading edge in editing mode, as UIKit's
    /// `UITableViewCell.EditingStyle`, with UIKit's raw values.
    public enum EditingStyle: Int, Sendable, Hashable {
        /// No control.
        case none = 0
        /// A red minus button; committing deletes the row.
        case delete = 1
        /// A green plus button; committing inserts a row.
        case insert = 2
    }
}
