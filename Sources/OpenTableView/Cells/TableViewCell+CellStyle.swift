extension TableViewCell {
    /// Which standard labels a cell has and how it arranges them, as UIKit's
    /// `UITableViewCell.CellStyle`, with UIKit's raw values. Fixed when the cell is created.
    public enum CellStyle: Int, Sendable, Hashable {
        /// A text label and an image view; ``TableViewCell/detailTextLabel`` is `nil`.
        case `default` = 0
        /// The text on the left and the detail text right-aligned on the right, in secondary color.
        case value1 = 1
        /// A narrow column of right-aligned, tinted text, then the detail text. The image view
        /// exists but is not laid out, as UIKit does not show it in this style.
        case value2 = 2
        /// The text with smaller secondary detail text below it.
        case subtitle = 3
    }
}
