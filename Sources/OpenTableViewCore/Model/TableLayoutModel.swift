import Foundation

/// The whole table's vertical structure in content coordinates (y grows downward, 0 is the top
/// of the content), without any views:
///
/// ```
/// y = 0  table header view        tableHeaderHeight
///        topPadding
///        section 0 … section S−1  each: paddingAboveHeader, header, rows, footer; no gaps
///        bottomPadding
///        table footer view        tableFooterHeight
/// ```
///
/// Two Fenwick trees (section heights, section row counts) make every table-level question
/// O(log S): where a section starts, which section holds a y or a global row index. An edit
/// inside one section updates one entry of each tree; inserting, removing or moving whole
/// sections rebuilds them in O(S).
///
/// Coordinates and rounding: the sections start at `tableHeaderHeight + topPadding` (the
/// *sections origin*); `sectionMinY(s)` is that origin plus the tree's prefix sum of heights,
/// and section `s` covers `[sectionMinY(s), sectionMinY(s + 1))`, so sections tile exactly.
/// Inside a section each part's top is the previous top plus the previous part's height, and
/// row tops are `rowsMinY(s) + rows.offset(of: r)`. Every search compares y against values
/// computed by those same formulas, so answers agree with the getters bit for bit. When heights
/// are multiples of a power-of-two fraction (1, 0.5, 0.25 … as on 1x/2x screens) every sum is
/// exact; otherwise `footerMinY(s) + footerHeight` can differ from `sectionMaxY(s)` in the last
/// bits (about 1e-9 at a content height of 10^7 points).
@_spi(OpenTableViewInternals) public struct TableLayoutModel: Sendable {
    /// Height of the table header view at the top of the content.
    public var tableHeaderHeight: CGFloat
    /// Height of the table footer view at the bottom of the content.
    public var tableFooterHeight: CGFloat
    /// Space between the table header view and the first section (the table decides the value,
    /// for example 35 in grouped styles when the first section has no header).
    public var topPadding: CGFloat
    /// Space between the last section and the table footer view.
    public var bottomPadding: CGFloat

    /// The sections, in order.
    public private(set) var sections: [SectionMetrics]
    /// Fenwick tree over `sections[s].height`.
    public private(set) var heightTree: FenwickTree<CGFloat>
    /// Fenwick tree over `sections[s].rows.count`.
    public private(set) var rowCountTree: FenwickTree<Int>
    /// Number of sections with a header or a footer height above zero, so a layout pass over a
    /// table without any can skip looking for them.
    public private(set) var headerFooterSectionCount: Int

    /// A table of `sections` between the table header and footer views.
    ///
    /// - Complexity: O(S).
    public init(
        sections: [SectionMetrics],
        tableHeaderHeight: CGFloat = 0,
        tableFooterHeight: CGFloat = 0,
        topPadding: CGFloat = 0,
        bottomPadding: CGFloat = 0
    ) {
        self.sections = sections
        self.tableHeaderHeight = tableHeaderHeight
        self.tableFooterHeight = tableFooterHeight
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        (heightTree, rowCountTree, headerFooterSectionCount) = TableLayoutModel.derivedState(of: sections)
    }

    /// Removes every section and returns them, leaving a model without sections (the table-level
    /// heights stay). The sections come out without a copy: when no other copy of this model shares
    /// them, the caller holds the only reference to their storage, the array and each section's
    /// rows, which `reloadData` writes the sections of the model that replaces this one over (see
    /// `RowHeights.refill(_:from:entries:)`).
    ///
    /// - Complexity: O(1).
    public mutating func removeAllSections() -> [SectionMetrics] {
        var removed: [SectionMetrics] = []
        swap(&removed, &sections)
        (heightTree, rowCountTree, headerFooterSectionCount) = TableLayoutModel.stateWithoutSections
        return removed
    }

    /// The trees and count of a model without sections, made once: building them allocates.
    private static let stateWithoutSections = derivedState(of: [])

    /// The trees and the header/footer count for `sections`, from one pass that reads each
    /// section in place: `sections.map(\.height)` copied every section out through its key path
    /// (retaining and releasing its row storage), which a `reloadData` of many short sections paid
    /// per section, three times.
    ///
    /// - Complexity: O(S).
    static func derivedState(of sections: [SectionMetrics]) -> (FenwickTree<CGFloat>, FenwickTree<Int>, Int) {
        // One pass over the sections for both arrays, appended to (`Array(repeating:count:)` and
        // `Array(unsafeUninitializedCapacity:)` allocate through an unspecialized path that looks
        // the array's type up at run time, about 600 instructions a call).
        var heights: [CGFloat] = []
        heights.reserveCapacity(sections.count)
        var rowCounts: [Int] = []
        rowCounts.reserveCapacity(sections.count)
        var headerFooterSections = 0
        for index in sections.indices {
            heights.append(sections[index].height)
            rowCounts.append(sections[index].rows.count)
            if sections[index].hasHeaderOrFooter { headerFooterSections += 1 }
        }
        return (FenwickTree(heights), FenwickTree(rowCounts), headerFooterSections)
    }

    /// Edits section `s` in place, then refreshes its entries in both trees.
    ///
    /// Every edit inside one section goes through here, so the trees cannot go stale. The
    /// section is modified through the array's accessor, so its row storage is not copied.
    ///
    /// - Complexity: O(log² S) for the trees (see ``FenwickTree/set(_:at:)``) plus `body`.
    @discardableResult
    public mutating func updateSection<Result>(_ s: Int, _ body: (inout SectionMetrics) throws -> Result) rethrows
        -> Result
    {
        precondition(s >= 0 && s < numberOfSections, "section \(s) out of bounds 0..<\(numberOfSections)")
        let hadHeaderOrFooter = sections[s].hasHeaderOrFooter
        let result = try body(&sections[s])
        if sections[s].hasHeaderOrFooter != hadHeaderOrFooter {
            headerFooterSectionCount += hadHeaderOrFooter ? -1 : 1
        }
        let height = sections[s].height
        if heightTree[s] != height { heightTree.set(height, at: s) }
        let rowCount = sections[s].rows.count
        if rowCountTree[s] != rowCount { rowCountTree.set(rowCount, at: s) }
        return result
    }

    /// Replaces sections `range` with `newSections` and rebuilds both trees.
    ///
    /// - Complexity: O(S + `newSections.count`).
    public mutating func replaceSections(_ range: Range<Int>, with newSections: [SectionMetrics]) {
        sections.replaceSubrange(range, with: newSections)
        (heightTree, rowCountTree, headerFooterSectionCount) = TableLayoutModel.derivedState(of: sections)
    }

    // MARK: Counts

    /// Number of sections.
    ///
    /// - Complexity: O(1).
    @inlinable public var numberOfSections: Int { sections.count }

    /// Number of rows in section `s`.
    ///
    /// - Complexity: O(1).
    @inlinable public func numberOfRows(inSection s: Int) -> Int { rowCountTree[s] }

    /// Rows in all sections.
    ///
    /// - Complexity: O(log S).
    @inlinable public var totalRowCount: Int { rowCountTree.total }

    /// The metrics of section `s`.
    ///
    /// - Complexity: O(1).
    @inlinable public func section(_ s: Int) -> SectionMetrics { sections[s] }

    // MARK: Table-level geometry

    /// Where section 0 starts: below the table header view and the top padding.
    ///
    /// - Complexity: O(1).
    @inlinable public var sectionsOriginY: CGFloat { tableHeaderHeight + topPadding }

    /// Top of the table footer view: below the last section and the bottom padding.
    ///
    /// - Complexity: O(log S).
    @inlinable public var tableFooterMinY: CGFloat { sectionMinY(numberOfSections) + bottomPadding }

    /// Height of the whole content, table header to table footer.
    ///
    /// - Complexity: O(log S).
    @inlinable public var contentHeight: CGFloat { tableFooterMinY + tableFooterHeight }

    // MARK: Section geometry

    /// Top of section `s` (of its padding); `s == numberOfSections` gives the end of the last.
    ///
    /// - Complexity: O(log S).
    @inlinable public func sectionMinY(_ s: Int) -> CGFloat {
        sectionsOriginY + heightTree.prefixSum(s)
    }

    /// Top of section `s`'s header, below its padding.
    ///
    /// - Complexity: O(log S).
    @inlinable public func headerMinY(_ s: Int) -> CGFloat {
        sectionMinY(s) + sections[s].paddingAboveHeader
    }

    /// Top of section `s`'s first row, below its header.
    ///
    /// - Complexity: O(log S).
    @inlinable public func rowsMinY(_ s: Int) -> CGFloat {
        headerMinY(s) + sections[s].headerHeight
    }

    /// Top of section `s`'s footer, below its rows.
    ///
    /// - Complexity: O(log S).
    @inlinable public func footerMinY(_ s: Int) -> CGFloat {
        rowsMinY(s) + sections[s].rows.totalHeight
    }

    /// Bottom of section `s`; the same value as `sectionMinY(s + 1)`.
    ///
    /// - Complexity: O(log S).
    @inlinable public func sectionMaxY(_ s: Int) -> CGFloat {
        precondition(s >= 0 && s < numberOfSections, "section \(s) out of bounds 0..<\(numberOfSections)")
        return sectionMinY(s + 1)
    }

    // MARK: Row geometry

    /// Top of `row` in section `s`; `row == numberOfRows(inSection: s)` gives `footerMinY(s)`.
    ///
    /// - Complexity: O(log S + log #runs).
    @inlinable public func rowMinY(_ row: Int, inSection s: Int) -> CGFloat {
        rowsMinY(s) + sections[s].rows.offset(of: row)
    }

    /// Height of `row` in section `s`.
    ///
    /// - Complexity: O(log #runs).
    @inlinable public func rowHeight(_ row: Int, inSection s: Int) -> CGFloat {
        sections[s].rows.height(at: row)
    }

    /// Top and height of `row` in section `s`: ``rowMinY(_:inSection:)`` and
    /// ``rowHeight(_:inSection:)`` in one call, which the layout pass makes once per cell.
    ///
    /// - Complexity: O(log S + log #runs).
    @inlinable public func rowSpan(_ row: Int, inSection s: Int) -> (minY: CGFloat, height: CGFloat) {
        let span = sections[s].rows.span(of: row)
        return (rowsMinY(s) + span.offset, span.height)
    }

    /// The height of `row` in section `s`, or `nil` when the table has no such row.
    ///
    /// - Complexity: O(log #runs).
    @inlinable public func rowHeightIfPresent(_ row: Int, inSection s: Int) -> CGFloat? {
        guard s >= 0 && s < numberOfSections && row >= 0 && row < numberOfRows(inSection: s) else { return nil }
        return sections[s].rows.height(at: row)
    }

    /// Whether `row` in section `s` still has an estimated height.
    ///
    /// - Complexity: O(log #runs).
    @inlinable public func isRowHeightEstimated(_ row: Int, inSection s: Int) -> Bool {
        sections[s].rows.isEstimated(at: row)
    }
}

extension TableLayoutModel: Equatable {
    /// Equal when the sections (as ``RowHeights`` compares rows) and the four table-level
    /// heights are equal; the trees are derived from the sections.
    ///
    /// - Complexity: O(S) plus the rows' comparison.
    public static func == (lhs: TableLayoutModel, rhs: TableLayoutModel) -> Bool {
        lhs.tableHeaderHeight == rhs.tableHeaderHeight && lhs.tableFooterHeight == rhs.tableFooterHeight
            && lhs.topPadding == rhs.topPadding && lhs.bottomPadding == rhs.bottomPadding
            && lhs.sections == rhs.sections
    }
}
