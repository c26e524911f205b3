import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The prepared geometry of a vertical flow layout whose items all have one size: each section's
/// lines of items are the rows of the table's height model (`TableLayoutModel`), so finding what
/// a rectangle shows is the table's own search, O(log S + log #runs) plus the elements returned,
/// and the memory is O(S): a section is one uniform run of lines and one last line.
///
/// A section, top to bottom (UIKit's flow layout, vertical):
///
/// ```
/// header           headerReferenceSize.height, full content width, x = 0
/// sectionInset.top
/// line 0           itemSize.height          ─┐ one model row each, the line spacing
/// minimumLineSpacing                          │ counted in the row above it:
/// line 1 …                                    │ (lines − 1) rows of height + spacing,
/// last line        itemSize.height          ─┘ then one row of height
/// sectionInset.bottom
/// footer           footerReferenceSize.height, full content width, x = 0
/// ```
///
/// In the model, a section's `headerHeight` is the header plus `sectionInset.top` and its
/// `footerHeight` is `sectionInset.bottom` plus the footer, so rows start at the first line. An
/// empty section keeps its header, insets and footer, as UIKit's flow layout does.
struct FlowLayoutGrid {
    /// One section's parameters, as the layout read them when it prepared.
    struct Section {
        var itemCount: Int
        /// Items per full line.
        var columns: Int
        var itemSize: CGSize
        var interitemSpacing: CGFloat
        var inset: EdgeInsets
        var headerHeight: CGFloat
        var footerHeight: CGFloat

        var lineCount: Int { itemCount == 0 ? 0 : (itemCount + columns - 1) / columns }
    }

    /// The lines, sections and their vertical extents.
    private(set) var model = TableLayoutModel(sections: [])
    private(set) var sections: [Section] = []
    /// The content's width: the collection view's width less its content insets left and right
    /// (`sectionInsetReference` `.fromContentInset`, UIKit's default).
    private(set) var width: CGFloat = 0

    init() {}

    /// The grid for sections of `itemCounts` items, all of one size, `width` points wide.
    ///
    /// - Complexity: O(S).
    init(
        width: CGFloat, itemCounts: [Int], itemSize: CGSize, lineSpacing: CGFloat, interitemSpacing: CGFloat,
        inset: EdgeInsets, headerHeight: CGFloat, footerHeight: CGFloat
    ) {
        self.width = width
        let available = width - inset.left - inset.right
        // As many items as fit with at least the minimum spacing between them, and at least one:
        // n·w + (n − 1)·spacing ≤ available  ⇔  n ≤ (available + spacing) / (w + spacing).
        let pitch = itemSize.width + interitemSpacing
        let fitting = pitch > 0 ? Int(((available + interitemSpacing) / pitch).rounded(.down)) : Int.max
        let columns = Swift.max(1, fitting)
        var metrics: [SectionMetrics] = []
        metrics.reserveCapacity(itemCounts.count)
        sections.reserveCapacity(itemCounts.count)
        for count in itemCounts {
            let section = Section(
                itemCount: count, columns: columns, itemSize: itemSize, interitemSpacing: interitemSpacing,
                inset: inset, headerHeight: headerHeight, footerHeight: footerHeight)
            var rows = RowHeights(repeating: itemSize.height + lineSpacing, count: Swift.max(0, section.lineCount - 1))
            if section.lineCount > 0 { rows.insert(repeating: itemSize.height, count: 1, at: section.lineCount - 1) }
            metrics.append(
                SectionMetrics(
                    headerHeight: headerHeight + inset.top, footerHeight: inset.bottom + footerHeight, rows: rows))
            sections.append(section)
        }
        model = TableLayoutModel(sections: metrics)
    }

    /// The height of the whole content.
    ///
    /// - Complexity: O(log S).
    var contentHeight: CGFloat { model.contentHeight }

    /// The frame of `item` in `section`.
    ///
    /// A line is justified, as UIKit's flow layout lays out lines of equal items: its first item
    /// at the left inset, its last at the right, the space between them shared equally (at least
    /// the minimum interitem spacing, since that decided how many fit). A line of one item is
    /// centered. The last line of a section is justified the same way, for its own item count
    /// (Compatibility/Evidence.md, "Flow layout lines").
    ///
    /// - Complexity: O(log S + log #runs).
    func itemFrame(item: Int, section s: Int) -> CGRect {
        let section = sections[s]
        let line = item / section.columns
        return itemFrame(item: item, line: line, lineMinY: model.rowMinY(line, inSection: s), section: section)
    }

    /// The frame of `item`, on `line` whose top is `lineMinY`: O(1).
    private func itemFrame(item: Int, line: Int, lineMinY: CGFloat, section: Section) -> CGRect {
        let column = item - line * section.columns
        let itemsInLine = Swift.min(section.columns, section.itemCount - line * section.columns)
        let available = width - section.inset.left - section.inset.right
        let w = section.itemSize.width
        let x: CGFloat
        if itemsInLine == 1 {
            x = section.inset.left + (available - w) / 2
        } else {
            let spacing = (available - CGFloat(itemsInLine) * w) / CGFloat(itemsInLine - 1)
            x = section.inset.left + CGFloat(column) * (w + spacing)
        }
        return CGRect(x: x, y: lineMinY, width: w, height: section.itemSize.height)
    }

    /// The frame of the header of `section`, or `nil` when its height is 0 (UIKit then has no
    /// header element).
    ///
    /// - Complexity: O(log S).
    func headerFrame(section s: Int) -> CGRect? {
        let height = sections[s].headerHeight
        guard height > 0 else { return nil }
        return CGRect(x: 0, y: model.headerMinY(s), width: width, height: height)
    }

    /// The frame of the footer of `section`, or `nil` when its height is 0.
    ///
    /// - Complexity: O(log S + log #runs).
    func footerFrame(section s: Int) -> CGRect? {
        let height = sections[s].footerHeight
        guard height > 0 else { return nil }
        return CGRect(x: 0, y: model.footerMinY(s) + sections[s].inset.bottom, width: width, height: height)
    }

    /// The items whose frames intersect `rect`, in index-path order, with their frames.
    ///
    /// The model gives the lines (rows) meeting `rect`'s vertical span; the first of them may
    /// meet it only with the line spacing below its items, so every frame is tested.
    ///
    /// - Complexity: O(log S + log #runs) to find the first line, then O(1) per item returned and
    ///   O(log S) per section crossed.
    func items(in rect: CGRect) -> [(IndexPath, CGRect)] {
        let lines = model.visibleRowRange(minY: rect.minY, maxY: rect.maxY)
        guard !lines.isEmpty else { return [] }
        var result: [(IndexPath, CGRect)] = []
        var (s, line) = model.location(ofGlobalIndex: lines.lowerBound)
        // Per section crossed: its rows' top (O(log S)) and its heights; per line, the same sum
        // `rowMinY(_:inSection:)` makes, without its search for the section's top.
        var rowsTop = model.rowsMinY(s)
        var rows = model.section(s).rows
        for _ in lines {
            if line >= sections[s].lineCount {
                repeat {
                    s += 1
                } while sections[s].lineCount == 0
                line = 0
                rowsTop = model.rowsMinY(s)
                rows = model.section(s).rows
            }
            let section = sections[s]
            let lineMinY = rowsTop + rows.offset(of: line)
            let first = line * section.columns
            for item in first..<Swift.min(section.itemCount, first + section.columns) {
                let frame = itemFrame(item: item, line: line, lineMinY: lineMinY, section: section)
                if frame.intersects(rect) { result.append((IndexPath(item: item, section: s), frame)) }
            }
            line += 1
        }
        return result
    }

    /// The sections whose extent meets `minY..<maxY`: where headers and footers may be.
    ///
    /// - Complexity: O(log S).
    func sections(meeting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = model.firstSection(atOrBelow: minY)
        var end = model.firstSection(atOrBelow: maxY)
        // The section holding maxY starts above it and meets the range too.
        if end < model.numberOfSections && model.sectionMinY(end) < maxY { end += 1 }
        return first..<Swift.max(first, end)
    }
}
