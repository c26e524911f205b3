import Foundation

@testable import OpenTableView

/// What a randomized test asks a table to show: the answers its data source and delegate give,
/// and the table properties it sets. ``BruteForceTable`` turns it into geometry.
struct TableSpec {
    var style: TableView.Style
    /// Rows per section.
    var rowCounts: [Int]
    /// Per-row heights answered by the delegate's `heightForRowAt`; `nil` when the delegate does
    /// not implement it and every row is ``uniformRowHeight`` (the table's `rowHeight`).
    var rowHeights: [[CGFloat]]?
    var uniformRowHeight: CGFloat = 44
    /// Titles answered by the data source (absent: `nil`).
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    /// Heights answered by the delegate's `heightForHeaderInSection` / `heightForFooterInSection`
    /// (possibly `automaticDimension`); `nil` when the delegate implements neither.
    var explicitHeaderHeights: [CGFloat]?
    var explicitFooterHeights: [CGFloat]?
    /// The table's `sectionHeaderHeight`, `sectionFooterHeight`, `sectionHeaderTopPadding`.
    var sectionHeaderHeight: CGFloat = TableView.automaticDimension
    var sectionFooterHeight: CGFloat = TableView.automaticDimension
    var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension
    /// Heights of the table header and footer views; `nil` when there is none.
    var tableHeaderHeight: CGFloat?
    var tableFooterHeight: CGFloat?

    var isPlain: Bool { style == .plain }
    var totalRows: Int { rowCounts.reduce(0, +) }

    func rowHeight(_ indexPath: IndexPath) -> CGFloat {
        rowHeight(row: indexPath.row, section: indexPath.section)
    }

    /// The same without an `IndexPath`, which allocates on Linux: the brute force asks for every row.
    func rowHeight(row: Int, section: Int) -> CGFloat {
        rowHeights?[section][row] ?? uniformRowHeight
    }

    // MARK: Heights by UIKit's rules (`Compatibility/Evidence.md` §1.1, §1.2), written from the rules, not the library

    /// The footnote line height the headless font uses: ceil(1.2 × 13).
    static let footnoteLineHeight: CGFloat = 16

    private static func lineCount(_ title: String) -> CGFloat {
        CGFloat(max(1, title.split(separator: "\n", omittingEmptySubsequences: false).count))
    }

    /// A header height the table works out itself (no custom views in these tests): plain 28 with
    /// a title and 0 without; grouped: the title's lines inside the header margins (top 32 for the
    /// first section, 17 for the others, bottom 6), or 17.5 without a title (0 for section 0, whose
    /// missing header becomes the table's 35-point top padding).
    func automaticHeaderHeight(_ section: Int) -> CGFloat {
        if let title = headerTitles[section] {
            if isPlain { return 28 }
            return (section == 0 ? 32 : 17) + Self.lineCount(title) * Self.footnoteLineHeight + 6
        }
        if isPlain { return 0 }
        return section == 0 ? 0 : 17.5
    }

    /// A footer height the table works out itself: plain 28 with a title, 0 without; grouped: the
    /// title's lines inside margins 6 and 12, or 17.5 without a title.
    func automaticFooterHeight(_ section: Int) -> CGFloat {
        if let title = footerTitles[section] {
            if isPlain { return 28 }
            return 6 + Self.lineCount(title) * Self.footnoteLineHeight + 12
        }
        return isPlain ? 0 : 17.5
    }

    /// The delegate's answer (automaticDimension: the automatic height), else the table's
    /// property (in plain style only for sections with a title), else the automatic height.
    func headerHeight(_ section: Int) -> CGFloat {
        if let explicit = explicitHeaderHeights {
            let height = explicit[section]
            return height == TableView.automaticDimension ? automaticHeaderHeight(section) : height
        }
        if sectionHeaderHeight >= 0 {
            return !isPlain || headerTitles[section] != nil ? sectionHeaderHeight : 0
        }
        return automaticHeaderHeight(section)
    }

    func footerHeight(_ section: Int) -> CGFloat {
        if let explicit = explicitFooterHeights {
            let height = explicit[section]
            return height == TableView.automaticDimension ? automaticFooterHeight(section) : height
        }
        if sectionFooterHeight >= 0 {
            return !isPlain || footerTitles[section] != nil ? sectionFooterHeight : 0
        }
        return automaticFooterHeight(section)
    }

    /// Padding above a header: only sections that have one; automatic is 22 in plain, 0 grouped.
    func paddingAboveHeader(_ section: Int, headerHeight: CGFloat) -> CGFloat {
        guard headerHeight > 0 else { return 0 }
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return isPlain ? 22 : 0
    }
}

/// A table's geometry computed the obvious way, from scratch: every part's top by summation,
/// visible rows and header/footer frames by scanning. Deliberately simple, so it can be the
/// reference for the table's binary searches and incremental layout: a scan starts at the first
/// row whose bottom reaches the range (rows before it cannot match, since tops and bottoms never
/// decrease, which `init` checks) and stops at the first row whose top is past it, and every row in
/// between is tested with the rule written out in full.
struct BruteForceTable {
    struct Section {
        var minY: CGFloat = 0
        var padding: CGFloat = 0
        var headerMinY: CGFloat = 0
        var headerHeight: CGFloat = 0
        var rowTops: [CGFloat] = []
        var rowHeights: [CGFloat] = []
        var footerMinY: CGFloat = 0
        var footerHeight: CGFloat = 0
        var maxY: CGFloat = 0
        var rowsMinY: CGFloat { headerMinY + headerHeight }
    }

    /// One row, for scanning: where it is and how tall. The index path is kept as two integers
    /// (an `IndexPath` allocates on Linux, and there is one row here per row of the table).
    struct Row {
        var section: Int
        var row: Int
        var minY: CGFloat
        var height: CGFloat
        var maxY: CGFloat { minY + height }
        var indexPath: IndexPath { IndexPath(row: row, section: section) }
    }

    let style: TableView.Style
    let bounds: CGRect
    let insets: EdgeInsets
    private(set) var sections: [Section] = []
    private(set) var rows: [Row] = []
    private(set) var topPadding: CGFloat = 0
    private(set) var bottomPadding: CGFloat = 0
    let tableHeaderHeight: CGFloat
    let tableFooterHeight: CGFloat
    private(set) var tableFooterMinY: CGFloat = 0
    private(set) var contentHeight: CGFloat = 0

    /// Lays out `spec` top to bottom (`Compatibility/Evidence.md` §4): table header view, top padding (grouped: 35
    /// when section 0 has no header), then per section padding, header, rows, footer; bottom
    /// padding (grouped: 20 without a table footer view); table footer view.
    init(spec: TableSpec, bounds: CGRect, insets: EdgeInsets) {
        style = spec.style
        self.bounds = bounds
        self.insets = insets
        tableHeaderHeight = spec.tableHeaderHeight ?? 0
        tableFooterHeight = spec.tableFooterHeight ?? 0
        // Plain `while` loops over indices: a debug build runs `map`, `enumerated()` and range
        // iteration through unspecialized generic code, which made this summation most of the
        // randomized layout suite's time on tables of thousands of rows.
        var parts: [Section] = []
        parts.reserveCapacity(spec.rowCounts.count)
        var section = 0
        while section < spec.rowCounts.count {
            var part = Section()
            part.headerHeight = spec.headerHeight(section)
            part.footerHeight = spec.footerHeight(section)
            part.padding = spec.paddingAboveHeader(section, headerHeight: part.headerHeight)
            let count = spec.rowCounts[section]
            part.rowHeights.reserveCapacity(count)
            var row = 0
            while row < count {
                part.rowHeights.append(spec.rowHeight(row: row, section: section))
                row += 1
            }
            parts.append(part)
            section += 1
        }
        if !spec.isPlain && !parts.isEmpty {
            topPadding = parts[0].headerHeight == 0 ? 35 : 0
            bottomPadding = spec.tableFooterHeight == nil ? 20 : 0
        }
        rows.reserveCapacity(spec.rowCounts.reduce(0, +))
        var y = tableHeaderHeight + topPadding
        section = 0
        while section < parts.count {
            var part = parts[section]
            part.minY = y
            y += part.padding
            part.headerMinY = y
            y += part.headerHeight
            part.rowTops.reserveCapacity(part.rowHeights.count)
            var row = 0
            while row < part.rowHeights.count {
                let height = part.rowHeights[row]
                precondition(
                    height >= 0 && (rows.last?.maxY ?? y) <= y,
                    "the brute force's scans need rows whose tops and bottoms never decrease")
                part.rowTops.append(y)
                rows.append(Row(section: section, row: row, minY: y, height: height))
                y += height
                row += 1
            }
            part.footerMinY = y
            y += part.footerHeight
            part.maxY = y
            parts[section] = part
            section += 1
        }
        sections = parts
        tableFooterMinY = y + bottomPadding
        contentHeight = tableFooterMinY + tableFooterHeight
    }

    var contentSize: CGSize { CGSize(width: bounds.width, height: contentHeight) }

    // MARK: Natural rects

    /// Where rows, headers and footers sit across the table: the whole width, or in an
    /// `.insetGrouped` table 16 points in from each side (the table's side layout margins; these
    /// tables have no safe area), UIKit's inset sections (Compatibility/Evidence.md, "Inset
    /// grouped sections").
    var columnMinX: CGFloat { style == .insetGrouped ? 16 : 0 }
    var columnWidth: CGFloat { style == .insetGrouped ? max(0, bounds.width - 32) : bounds.width }

    /// Whether the table has a row at `indexPath`.
    func hasRow(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section)
            && sections[indexPath.section].rowHeights.indices.contains(indexPath.row)
    }

    func rowRect(_ indexPath: IndexPath) -> CGRect {
        let section = sections[indexPath.section]
        return CGRect(
            x: columnMinX, y: section.rowTops[indexPath.row], width: columnWidth,
            height: section.rowHeights[indexPath.row])
    }

    func sectionRect(_ s: Int) -> CGRect {
        CGRect(x: columnMinX, y: sections[s].minY, width: columnWidth, height: sections[s].maxY - sections[s].minY)
    }

    func headerRect(_ s: Int) -> CGRect {
        CGRect(x: columnMinX, y: sections[s].headerMinY, width: columnWidth, height: sections[s].headerHeight)
    }

    func footerRect(_ s: Int) -> CGRect {
        CGRect(x: columnMinX, y: sections[s].footerMinY, width: columnWidth, height: sections[s].footerHeight)
    }

    var tableHeaderViewFrame: CGRect { CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderHeight) }
    var tableFooterViewFrame: CGRect {
        CGRect(x: 0, y: tableFooterMinY, width: bounds.width, height: tableFooterHeight)
    }

    // MARK: Floating (`Compatibility/Evidence.md` §4.1)

    private static func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        min(max(value, low), high)
    }

    /// Plain: pinned at `contentOffset.y + contentInset.top`, never above its natural place,
    /// pushed up so its bottom does not pass its section's footer top. Grouped: natural.
    func displayedHeaderRect(_ s: Int) -> CGRect {
        var rect = headerRect(s)
        if style == .plain {
            let natural = rect.minY
            let visibleTop = bounds.minY + insets.top
            rect.origin.y = Self.clamp(visibleTop, natural, max(natural, sections[s].footerMinY - rect.height))
        }
        return rect
    }

    /// Plain: pinned at the visible bottom, never below its natural place nor above its section's
    /// header bottom. Grouped: natural.
    func displayedFooterRect(_ s: Int) -> CGRect {
        var rect = footerRect(s)
        if style == .plain {
            let natural = rect.minY
            let visibleBottom = bounds.maxY - insets.bottom
            rect.origin.y = Self.clamp(visibleBottom - rect.height, min(natural, sections[s].rowsMinY), natural)
        }
        return rect
    }

    /// Whether a header/footer rect is on screen: not empty and overlapping the bounds.
    func isOnScreen(_ rect: CGRect) -> Bool {
        bounds.height > 0 && rect.height > 0 && rect.minY < bounds.maxY && rect.maxY > bounds.minY
    }

    // MARK: Rows by scanning

    /// Rows overlapping `minY..<maxY`: a row whose top is above `maxY` and whose bottom is below
    /// `minY`, or a zero-height row lying inside the range. Nothing for an empty range.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        guard maxY > minY else { return [] }
        var found: [IndexPath] = []
        var index = firstRow(reaching: minY)
        while index < rows.count && rows[index].minY < maxY {
            let row = rows[index]
            if row.minY < maxY && (row.maxY > minY || (row.height == 0 && row.minY >= minY)) {
                found.append(row.indexPath)
            }
            index += 1
        }
        return found
    }

    var visibleRows: [IndexPath] { rows(from: bounds.minY, to: bounds.maxY) }

    /// The row whose `[minY, maxY)` contains `y` (zero-height rows contain nothing).
    func row(at y: CGFloat) -> IndexPath? {
        var index = firstRow(reaching: y)
        while index < rows.count && rows[index].minY <= y {
            if rows[index].minY <= y && y < rows[index].maxY { return rows[index].indexPath }
            index += 1
        }
        return nil
    }

    /// The first row whose bottom is at or below `y`: every row before it ends above `y`, so it
    /// neither overlaps nor contains anything from `y` down (zero-height rows included).
    private func firstRow(reaching y: CGFloat) -> Int {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].maxY < y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `indexPathsForRows(in:)`: a flat rect is the row under its point, otherwise the rows
    /// overlapping it (a row only touching its bottom edge is out).
    func rows(in rect: CGRect) -> [IndexPath] {
        let rect = rect.standardized
        if rect.height == 0 { return row(at: rect.minY).map { [$0] } ?? [] }
        return rows(from: rect.minY, to: rect.maxY)
    }
}
