import Foundation

/// One section of a table a storyboard defines with static cells (`dataMode="static"`): its
/// cells, made when the table loads, and its header and footer.
///
/// A ``TableViewController`` whose table has static sections answers its data source and
/// delegate methods from them, as UIKit's does: the number of sections and rows, the cells, the
/// header and footer titles, and the heights the storyboard fixes. A subclass that overrides
/// those methods and calls `super` (to hide a row, say) gets the static answers from `super`,
/// as on iOS.
public struct StaticTableSection {
    /// The section's cells, in order.
    public var cells: [TableViewCell]
    /// The header title, or `nil`.
    public var headerTitle: String?
    /// The footer title, or `nil`.
    public var footerTitle: String?
    /// The height of each row the storyboard fixes (a cell's custom row height), by row; `nil`
    /// for a row that uses the table's `rowHeight`.
    public var rowHeights: [CGFloat?]
    /// The header height the storyboard fixes, or `nil` for the table's.
    public var headerHeight: CGFloat?
    /// The footer height the storyboard fixes, or `nil` for the table's.
    public var footerHeight: CGFloat?

    /// Creates a section.
    public init(
        cells: [TableViewCell], headerTitle: String? = nil, footerTitle: String? = nil, rowHeights: [CGFloat?] = [],
        headerHeight: CGFloat? = nil, footerHeight: CGFloat? = nil
    ) {
        self.cells = cells
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.rowHeights = rowHeights
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
    }

    /// The fixed height of `row`, if the storyboard gives one.
    func rowHeight(_ row: Int) -> CGFloat? {
        row < rowHeights.count ? rowHeights[row] : nil
    }
}
