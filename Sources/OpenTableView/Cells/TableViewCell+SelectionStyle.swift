extension TableViewCell {
    /// How a cell looks while selected or highlighted, as UIKit's `UITableViewCell.SelectionStyle`,
    /// with UIKit's raw values.
    ///
    /// Only ``none`` changes anything headless: it keeps the cell from showing its selected
    /// appearance (``TableViewCell/selectedBackgroundView``, highlighted labels). The table's
    /// selection and delegate calls happen whatever the style, as in UIKit.
    public enum SelectionStyle: Int, Sendable, Hashable {
        /// No selected appearance.
        case none = 0
        /// Historically a blue fill; today the same as ``default``.
        case blue = 1
        /// A gray fill.
        case gray = 2
        /// The system's standard appearance. The default.
        case `default` = 3
    }
}
