import Foundation

// Which rows a viewport shows, in global row indices, and how far the viewport may move before
// that changes. These live on the model, not on the table view, so that one layout pass reads
// the table's model once: each read of a class's stored struct property costs a runtime
// exclusivity check and a copy of the struct's references, and the visible range alone used to
// take a dozen such reads.

extension TableLayoutModel {
    /// Global indices of the rows intersecting `minY..<maxY` in content coordinates.
    ///
    /// A row is visible when it starts above `maxY` and ends below `minY`; a zero-height row is
    /// visible when it lies inside the range. Both ends are found by binary search.
    ///
    /// - Complexity: O(log S + log #runs + log B), whatever the number of visible rows.
    @inlinable public func visibleRowRange(minY: CGFloat, maxY: CGFloat) -> Range<Int> {
        guard maxY > minY, totalRowCount > 0 else { return 0..<0 }
        let firstSection = firstSection(withRowsAtOrBelow: minY)
        guard firstSection < numberOfSections else { return 0..<0 }
        let row = firstRow(atOrBelow: minY, inSection: firstSection)
        // A row index equal to the section's count is the next non-empty section's first row.
        let start = globalIndex(row: row, section: firstSection)
        guard start < totalRowCount else { return 0..<0 }
        return start..<Swift.max(start, firstGlobalRow(startingAtOrBelow: maxY))
    }

    /// Where the top and the bottom of a viewport showing `range` may move without changing it:
    /// the top within [end of the row above the first, end of the first row), the bottom within
    /// (start of the last row, start of the row below it]. `nil` when a row on an edge has zero
    /// height, since those follow finer rules (see ``visibleRowRange(minY:maxY:)``).
    ///
    /// - Complexity: O(log S + log #runs + log B).
    @inlinable public func stableViewport(for range: Range<Int>) -> StableViewport? {
        guard !range.isEmpty, let bottom = stableViewportBottom(forLastRow: range.upperBound - 1),
            let top = stableViewportTop(rowEdges(ofGlobalIndex: range.lowerBound - 1))
        else { return nil }
        return (top, bottom)
    }

    /// The viewport tops and bottoms over which a visible range holds (see
    /// ``stableViewport(for:)``).
    @_spi(OpenTableViewInternals) public typealias StableViewport = (top: Range<CGFloat>, bottom: ClosedRange<CGFloat>)

    /// The bottom half of ``stableViewport(for:)``: the viewport bottoms that keep global row
    /// `last` the last visible one, (start of `last`, start of the row below it]; `nil` when
    /// `last` has zero height. An edit below the displayed rows changes only this half.
    ///
    /// - Complexity: O(log S + log #runs + log B).
    @inlinable public func stableViewportBottom(forLastRow last: Int) -> ClosedRange<CGFloat>? {
        stableViewportBottom(rowEdges(ofGlobalIndex: last))
    }

    /// The bottom half of ``stableViewport(for:)`` from the last row's edges and the row below it
    /// (`nil` past the last row), however they were found.
    @inlinable func stableViewportBottom(_ edges: (last: RowEdges?, below: RowEdges?)) -> ClosedRange<CGFloat>? {
        guard let last = edges.last, last.maxY > last.minY else { return nil }
        return last.minY...(edges.below?.minY ?? .infinity)
    }

    /// The top half of ``stableViewport(for:)`` from the edges of the row above the first visible
    /// one (`nil` above the first row) and of the first, however they were found.
    @inlinable func stableViewportTop(_ edges: (above: RowEdges?, first: RowEdges?)) -> Range<CGFloat>? {
        guard let first = edges.first, first.maxY > first.minY else { return nil }
        if let above = edges.above, above.maxY == above.minY { return nil }
        return (edges.above?.maxY ?? -.infinity)..<first.maxY
    }

    /// A row found by a search: its section, its index there (possibly the section's row count,
    /// the end), the section's row count and its rows' top (``rowsMinY(_:)``), so that the rows
    /// around it are read without finding the section again.
    @_spi(OpenTableViewInternals) public typealias RowLocation = (section: Int, row: Int, rows: Int, rowsTop: CGFloat)

    /// A row's top and bottom in content coordinates.
    @_spi(OpenTableViewInternals) public typealias RowEdges = (minY: CGFloat, maxY: CGFloat)

    /// The top and bottom of global rows `g` and `g + 1`, each `nil` outside
    /// `0..<totalRowCount`. Neighbours in one section cost one search and one step.
    ///
    /// - Complexity: O(log S + log #runs + K).
    @inlinable func rowEdges(ofGlobalIndex g: Int) -> (RowEdges?, RowEdges?) {
        var edges: (RowEdges?, RowEdges?) = (nil, nil)
        var next = Swift.max(g, 0)
        while next <= g + 1 && next < totalRowCount {
            let location = location(ofGlobalIndex: next)
            forEachRow(inSection: location.section, from: location.row) { _, minY, height in
                if next == g { edges.0 = (minY, minY + height) } else { edges.1 = (minY, minY + height) }
                next += 1
                return next <= g + 1
            }
        }
        return edges
    }

    /// The first section that can hold a row at or below `y`: ``firstSection(atOrBelow:)``,
    /// except that a section whose rows end exactly at `y` (its footer empty) and whose last row
    /// has zero height counts too, since that row lies on `y`, as zero-height rows on `y` do in any
    /// other section (see ``RowHeights/firstRow(atOrBelow:)``). Only the section just above can
    /// qualify: a zero-height section on `y` is already the answer, so every earlier section ends
    /// above `y`.
    ///
    /// - Complexity: O(log S + log #runs).
    @inlinable func firstSection(withRowsAtOrBelow y: CGFloat) -> Int {
        firstSection(withRowsAtOrBelow: y, from: firstSection(atOrBelow: y))
    }

    /// ``firstSection(withRowsAtOrBelow:)`` given `section`, ``firstSection(atOrBelow:)`` of `y`.
    @inlinable func firstSection(withRowsAtOrBelow y: CGFloat, from section: Int) -> Int {
        guard section > 0 else { return section }
        let above = section - 1
        let rows = numberOfRows(inSection: above)
        if rows > 0, footerMinY(above) == y, rowHeight(rows - 1, inSection: above) == 0 {
            return above
        }
        return section
    }

    /// The global index of the first row whose top is at or below `y` (the end of a range that
    /// stops above `y`), found by binary search rather than by walking rows.
    ///
    /// - Complexity: O(log S + log #runs + log B).
    @inlinable func firstGlobalRow(startingAtOrBelow y: CGFloat) -> Int {
        firstGlobalRowAndLocation(startingAtOrBelow: y).global
    }

    /// ``firstGlobalRow(startingAtOrBelow:)``, and where that row is when it is in the section the
    /// search found (`nil` when it is the first row of a later section, or there is none).
    ///
    /// - Complexity: O(log S + log #runs + K).
    @inlinable func firstGlobalRowAndLocation(
        startingAtOrBelow y: CGFloat
    ) -> (global: Int, location: RowLocation?) {
        let section = firstSection(withRowsAtOrBelow: y)
        guard section < numberOfSections else { return (totalRowCount, nil) }
        // The first row ending below y (or a zero-height row at or below y) is excluded unless it
        // starts above y. When the section has no such row, the next section's first row starts
        // below the end of this one, which is below y.
        // Whether that row starts above y comes from the same search (`rowMinY` would search again).
        let rowsTop = rowsMinY(section)
        let (row, startsAboveY) = sections[section].rows.firstRowStraddling(atOrBelow: y, originY: rowsTop)
        let global = globalIndex(row: row, section: section)
        let rows = numberOfRows(inSection: section)
        guard row < rows else { return (global, nil) }
        return startsAboveY
            ? (global + 1, (section, row + 1, rows, rowsTop)) : (global, (section, row, rows, rowsTop))
    }
}
