import Foundation

/// The vertical pieces of one section, top to bottom: padding, header, rows, footer.
///
/// Heights only; where the section sits is the ``TableLayoutModel``'s business. Grouped styles
/// put space between sections; the table expresses it as `paddingAboveHeader`, so sections
/// follow each other with no gaps and one number per section says where it starts.
@_spi(OpenTableViewInternals) public struct SectionMetrics: Sendable, Equatable {
    /// Space above the header (for example between grouped sections).
    public var paddingAboveHeader: CGFloat
    /// Height of the section header view; 0 when there is none.
    public var headerHeight: CGFloat
    /// Height of the section footer view; 0 when there is none.
    public var footerHeight: CGFloat
    /// Heights of the section's rows.
    public var rows: RowHeights

    /// A section; every part defaults to empty.
    ///
    /// - Complexity: O(1).
    public init(
        paddingAboveHeader: CGFloat = 0,
        headerHeight: CGFloat = 0,
        footerHeight: CGFloat = 0,
        rows: RowHeights = RowHeights()
    ) {
        self.paddingAboveHeader = paddingAboveHeader
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.rows = rows
    }

    /// Whether the section shows a header or a footer (either has a height above zero).
    ///
    /// - Complexity: O(1).
    @inlinable public var hasHeaderOrFooter: Bool { headerHeight > 0 || footerHeight > 0 }

    /// Total height: padding + header + rows + footer.
    ///
    /// - Complexity: O(1).
    @inlinable public var height: CGFloat {
        paddingAboveHeader + headerHeight + rows.totalHeight + footerHeight
    }
}
