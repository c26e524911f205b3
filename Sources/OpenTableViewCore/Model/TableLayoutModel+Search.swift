import Foundation

// Finding sections and rows by y or by global row index. Each search descends a Fenwick tree
// (O(log S)) and, for rows, continues inside the section's `RowHeights` (O(log #runs + log B)).

extension TableLayoutModel {
    /// The section whose `[sectionMinY, sectionMaxY)` contains `y`; `nil` above the first
    /// section (table header, top padding) and below the last (bottom padding, table footer).
    /// A zero-height section contains no y; on the line between two sections the lower one wins.
    ///
    /// - Complexity: O(log S).
    @inlinable public func section(at y: CGFloat) -> Int? {
        let origin = sectionsOriginY
        guard origin <= y else { return nil }  // also rejects NaN
        let s = heightTree.lastPrefix { origin + $0 <= y }
        return s < numberOfSections ? s : nil
    }

    /// The first section at or below `y`: the smallest `s` with `sectionMaxY(s) > y`, or a
    /// zero-height section whose top is at or below `y`; `numberOfSections` when none.
    ///
    /// - Complexity: O(log S).
    @inlinable public func firstSection(atOrBelow y: CGFloat) -> Int {
        guard !y.isNaN else { return numberOfSections }
        let origin = sectionsOriginY
        // At or above the sections' top, the smallest s whose top is at or below y is 0.
        guard origin < y else { return 0 }
        // Smallest s whose bottom is below y: the section holding y.
        let (byBottom, tied) = heightTree.lastPrefix(where: { origin + $0 <= y }, notingTies: { origin + $0 == y })
        // Smallest s whose top is at or below y (adds zero-height sections sitting on y): one
        // more than the last prefix below y, which is the same descent unless a prefix compared
        // lay exactly on y.
        let byTop = tied ? heightTree.lastPrefix { origin + $0 < y } + 1 : byBottom + 1
        return Swift.min(byBottom, byTop, numberOfSections)
    }

    /// The row containing `y`: `nil` in paddings, headers, footers, the table header and footer
    /// views, and past the end. Rows cover `[rowMinY(r), rowMinY(r + 1))`; zero-height rows
    /// contain no y and on the line between two rows the lower one wins.
    ///
    /// - Complexity: O(log S + log #runs + log B).
    @inlinable public func rowLocation(at y: CGFloat) -> (section: Int, row: Int)? {
        guard let s = section(at: y),
            let row = sections[s].rows.row(at: y, originY: rowsMinY(s))
        else { return nil }
        return (s, row)
    }

    /// The first row of section `s` at or below `y` (content coordinates), as
    /// ``RowHeights/firstRow(atOrBelow:)``: `numberOfRows(inSection: s)` when none.
    ///
    /// - Complexity: O(log S + log #runs + log B).
    @inlinable public func firstRow(atOrBelow y: CGFloat, inSection s: Int) -> Int {
        sections[s].rows.firstRow(atOrBelow: y, originY: rowsMinY(s))
    }

    /// Calls `body` with each row of section `s` from `row` on, its top in content coordinates
    /// (equal to `rowMinY(row, inSection: s)`) and its height, until `body` returns `false`.
    ///
    /// - Complexity: O(log S + log #runs) to start, then O(1) per row.
    @inlinable public func forEachRow(
        inSection s: Int,
        from row: Int,
        _ body: (_ row: Int, _ minY: CGFloat, _ height: CGFloat) -> Bool
    ) {
        sections[s].rows.forEachRow(from: row, originY: rowsMinY(s), body)
    }

    /// The position of `row` of section `s` when all rows are numbered from 0 across sections,
    /// with no gaps (empty sections take no numbers). `row` may equal the section's row count.
    ///
    /// - Complexity: O(log S).
    @inlinable public func globalIndex(row: Int, section s: Int) -> Int {
        precondition(row >= 0 && row <= numberOfRows(inSection: s), "row \(row) out of bounds in section \(s)")
        return rowCountTree.prefixSum(s) + row
    }

    /// The section and row of global row index `g` (`0..<totalRowCount`); never an empty section.
    ///
    /// - Complexity: O(log S).
    @inlinable public func location(ofGlobalIndex g: Int) -> (section: Int, row: Int) {
        precondition(g >= 0 && g < totalRowCount, "global row \(g) out of bounds 0..<\(totalRowCount)")
        let s = rowCountTree.lastPrefix { $0 <= g }
        return (s, g - rowCountTree.prefixSum(s))
    }

    /// Top of global row `g` (`0..<totalRowCount`) in content coordinates.
    ///
    /// - Complexity: O(log S + log #runs).
    @inlinable public func rowMinY(ofGlobalIndex g: Int) -> CGFloat {
        let location = location(ofGlobalIndex: g)
        return rowMinY(location.row, inSection: location.section)
    }
}
