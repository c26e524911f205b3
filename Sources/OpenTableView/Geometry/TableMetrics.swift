import Foundation

/// The constants UIKit (iOS 17, default content size) uses for automatic table metrics.
///
/// Sources are in `Compatibility/Evidence.md` §1.2 and Compatibility/Porting.md.
/// Where UIKit self-sizes a header's text with real fonts, the headless value is an approximation
/// built from the same layout margins and ``Font/lineHeight`` (documented there).
enum TableMetrics {
    /// UIKit's default row height when nothing else decides it.
    static let defaultRowHeight: CGFloat = 44
    /// The estimate used for rows when ``TableView/estimatedRowHeight`` is automatic.
    static let automaticRowEstimate: CGFloat = 44
    /// Plain-style header and footer height for a title or a view that does not size itself.
    static let plainHeaderFooterHeight: CGFloat = 28
    /// Grouped-style header and footer height of a section without a title or view.
    static let groupedEmptyHeaderFooterHeight: CGFloat = 17.5
    /// Grouped-style padding above the first section when it has no header.
    static let groupedTopPaddingWithoutFirstHeader: CGFloat = 35
    /// Grouped-style padding after the last section when there is no table footer view.
    static let groupedBottomPadding: CGFloat = 20
    /// Plain-style automatic `sectionHeaderTopPadding` (iOS 15+), above sections that have a header.
    static let plainSectionHeaderTopPadding: CGFloat = 22
    /// Grouped header margins: top (first section, other sections) and bottom, around the title.
    static let groupedHeaderTitleMargins: (firstTop: CGFloat, top: CGFloat, bottom: CGFloat) = (32, 17, 6)
    /// Grouped footer margins around the title.
    static let groupedFooterTitleMargins: (top: CGFloat, bottom: CGFloat) = (6, 12)
    /// The table's side layout margin on this screen (an iPhone 15 or 16, 393 points wide): 16
    /// points. UIKit's `defaultTableLayoutMarginsForScreen:size:tableStyle:` gives 20 on screens
    /// with wide content margins (Plus and Max iPhones, iPads), which headless does not model.
    static let sideLayoutMargin: CGFloat = 16
    /// A table view's own layout margins before the safe area: 8 above and below, the side
    /// margin at the sides (UIKit's reading on an iPhone: `{top 8, left 16, bottom 8, right 16}`
    /// beyond the safe area; Compatibility/Evidence.md, "Inset grouped sections").
    static let tableLayoutMargins = EdgeInsets(top: 8, left: sideLayoutMargin, bottom: 8, right: sideLayoutMargin)
    /// The default left separator inset (the table's layout margin).
    static let separatorInsetLeft: CGFloat = sideLayoutMargin
    /// Frame of a cell created outside a layout pass.
    static let defaultCellFrame = CGRect(x: 0, y: 0, width: 320, height: 44)
    /// A cell's content view margins: 11 points above and below (so one line of 21-point body
    /// text pinned to the margins makes a 43-point row; UIKit's 20.5-point line and separator make
    /// its 44) and 16 at the sides, the cell's standard horizontal inset.
    static let cellContentLayoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
}
