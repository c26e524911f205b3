import Foundation

extension TableLayoutModel {
    /// ``visibleRowRange(minY:maxY:)`` and ``stableViewport(for:)`` of that range, equal to
    /// calling the two, computed together.
    ///
    /// When the viewport's rows and their neighbours lie in one section (almost every pass of a
    /// table with sections taller than the screen), that section's position, global index and
    /// first row's top are found once: the two calls look them up six times, each a search or a
    /// prefix sum over the sections' trees, which made a pass through 1,000 sections a fifth
    /// dearer than through one (`Benchmarks/README.md`, "Cell swap"). Otherwise the end's section
    /// is searched for as ``visibleRowRange(minY:maxY:)`` does.
    ///
    /// - Complexity: O(log S + log #runs + K).
    @inlinable public func visibleRowRangeAndStableViewport(
        minY: CGFloat, maxY: CGFloat
    ) -> (range: Range<Int>, stable: StableViewport?) {
        let found: VisibleRows = visibleRowRangeAndStableViewport(minY: minY, maxY: maxY, hint: nil)
        return (found.range, found.stable)
    }

    /// ``visibleRowRangeAndStableViewport(minY:maxY:hint:)`` on a model read where it is stored.
    /// It changes nothing: it is `mutating` only so that a caller holding the model in a class
    /// passes its address, which Swift lends for the call, where a call on the stored value copies
    /// it first (retaining and releasing the sections' array and the trees' storage, ten atomic
    /// operations on every scroll step of a table).
    ///
    /// - Complexity: as ``visibleRowRangeAndStableViewport(minY:maxY:hint:)``.
    @inlinable public mutating func visibleRowsInPlace(
        minY: CGFloat, maxY: CGFloat, hint: VisibleRowsHint?
    ) -> VisibleRows {
        visibleRowRangeAndStableViewport(minY: minY, maxY: maxY, hint: hint)
    }

    /// ``visibleRowRangeAndStableViewport(minY:maxY:)``, starting from what the previous call on
    /// this model found (`hint`, which this call returns updated).
    ///
    /// A viewport whose top is at most two screens below the previous one's is found by walking
    /// down from the row above the previous first row, across sections
    /// (``hintedVisibleRows(minY:maxY:hint:)``): no search of the sections' trees and no search of
    /// the rows. That is every pass of a scroll down, through long sections and short ones; a
    /// jump, a scroll up or a viewport on a section's edge takes the searches, which give the same
    /// answer. Rows of one uniform run are found by a division, cheaper than the walk: a viewport
    /// inside one gets no hint. The hint belongs to the model that made it: after any change of
    /// the model it must not be passed again.
    ///
    /// - Complexity: O(rows walked + sections crossed × log S) with a hint that applies, else
    ///   O(log S + log #runs + K).
    @inlinable public func visibleRowRangeAndStableViewport(
        minY: CGFloat, maxY: CGFloat, hint: VisibleRowsHint?
    ) -> VisibleRows {
        if let hint, let walked = hintedVisibleRows(minY: minY, maxY: maxY, hint: hint) { return walked }
        guard maxY > minY, totalRowCount > 0 else { return VisibleRows(range: 0..<0) }
        // `firstSection(withRowsAtOrBelow: minY)`, keeping whether it took the section above.
        let base = firstSection(atOrBelow: minY)
        let s = firstSection(withRowsAtOrBelow: minY, from: base)
        guard s < numberOfSections else { return VisibleRows(range: 0..<0) }
        let rowsTop = rowsMinY(s)
        let sectionStart = rowCountTree.prefixSum(s)
        let count = numberOfRows(inSection: s)
        let row = sections[s].rows.firstRow(atOrBelow: minY, originY: rowsTop)
        let start = sectionStart + row
        guard start < totalRowCount else { return VisibleRows(range: 0..<0) }
        // The viewport's bottom is in the same section when the section's bottom, as the section
        // search computes it, is below it, and minY's section was not the one above
        // (`firstSection(withRowsAtOrBelow:)`'s zero-height exception); then maxY's section is
        // `s` too, unless the exception applies to it (checked below).
        // The margin keeps the tree's sums (each a few roundings from the exact one, and not
        // always monotone bit for bit when sections have zero height) from deciding the case.
        let margin = (Swift.abs(maxY) + 1) * 1e-9
        let top: RowLocation = (s, row, count, rowsTop)
        let sectionBottom = sectionsOriginY + heightTree.prefixSum(s + 1)
        // The section above can end exactly at maxY only if maxY is not below this section's
        // rows' top (the section above ends above it): most viewports skip reading its last row.
        let inSection =
            s == base && row < count && maxY - minY > margin && sectionBottom > maxY + margin
            && (maxY > rowsTop + margin || !rowsEndExactly(atZeroHeightRowOf: s - 1, at: maxY))
        // Rows of one uniform run in one section are found by a division, cheaper than a walk.
        // Otherwise the rest is walked from the row above the first, in this section and the
        // next (one prefix sum a section instead of a search for the end and for each end's
        // neighbours), unless the walk finds an edge where it cannot be sure.
        if row >= 1, row < count, !inSection || !sections[s].rows.isOneUniformRun,
            let walked = walkedVisibleRows(
                minY: minY, maxY: maxY, from: row - 1,
                of: .init(index: s, firstGlobal: sectionStart, rowsTop: rowsTop, bottom: sectionBottom))
        {
            return walked
        }
        guard inSection else {
            // The viewport spans sections and the walk could not answer (an edge within the
            // margin, or no row above the first in its section): searched for the end.
            let end = firstGlobalRowAndLocation(startingAtOrBelow: maxY)
            let found = rangeAndStableViewport(start: start, top: top, end: end)
            let hint = found.aboveTop.map { aboveTop in
                VisibleRowsHint(
                    section: .init(index: s, firstGlobal: sectionStart, rowsTop: rowsTop, bottom: sectionBottom),
                    row: row - 1, top: aboveTop)
            }
            return VisibleRows(
                range: found.range, stable: found.stable, hint: hint, first: row < count ? top : nil,
                end: end.location.flatMap { $0.row < $0.rows ? $0 : nil })
        }
        // `firstGlobalRowAndLocation(startingAtOrBelow: maxY)` in section `s`.
        let (endRow, startsAboveY) = sections[s].rows.firstRowStraddling(atOrBelow: maxY, originY: rowsTop)
        let endLocal = endRow < count && startsAboveY ? endRow + 1 : endRow
        let endLocation: RowLocation? = endRow < count ? (s, endLocal, count, rowsTop) : nil
        let found = rangeAndStableViewport(start: start, top: top, end: (sectionStart + endLocal, endLocation))
        return VisibleRows(
            range: found.range, stable: found.stable, first: top, end: endLocal < count ? endLocation : nil)
    }

    /// The range from `start` to `end` (the first row at or below the viewport's bottom) and the
    /// interval over which it holds, ``stableViewport(for:)`` of it, given where the caller found
    /// the first row, and `end` when it lies in the section its search found; and the top of the
    /// row above the first when that row is in the first row's section (where a walk can start).
    ///
    /// The rows at either end of the range and their neighbours are read in the section already
    /// found when they lie in it; ``stableViewport(for:)`` finds each end's section again, by
    /// searches over the sections' trees that made a pass through short sections a third dearer
    /// than through one (`Benchmarks/README.md`, "Cell swap"). The tops are the same expressions,
    /// so the bits are the same.
    @inlinable func rangeAndStableViewport(
        start: Int, top: RowLocation, end: (global: Int, location: RowLocation?)
    ) -> (range: Range<Int>, stable: StableViewport?, aboveTop: CGFloat?) {
        let range = start..<Swift.max(start, end.global)
        guard !range.isEmpty else { return (range, nil, nil) }
        // The last row and the one below it.
        let bottomEdges =
            if let located = end.location, located.row >= 1, located.row < located.rows {
                rowEdges(inSection: located.section, from: located.row - 1, rowsTop: located.rowsTop)
            } else {
                rowEdges(ofGlobalIndex: range.upperBound - 1)
            }
        guard let bottom = stableViewportBottom(bottomEdges) else { return (range, nil, nil) }
        // The row above the first and the first.
        let inSection = top.row >= 1 && top.row < top.rows
        let topEdges =
            inSection
            ? rowEdges(inSection: top.section, from: top.row - 1, rowsTop: top.rowsTop)
            : rowEdges(ofGlobalIndex: start - 1)
        guard let topInterval = stableViewportTop(topEdges) else { return (range, nil, nil) }
        return (range, (topInterval, bottom), inSection ? topEdges.0?.minY : nil)
    }

    /// ``stableViewport(for:)`` of `range` from the edges a walk read: the row above the first and
    /// the first, the last and the row below it (`nil` outside the table). `nil` for an empty range.
    @inline(__always)
    @inlinable func stableViewport(
        of range: Range<Int>, ends top: (above: RowEdges?, first: RowEdges?),
        _ bottom: (last: RowEdges?, below: RowEdges?)
    ) -> StableViewport? {
        guard !range.isEmpty, let bottom = stableViewportBottom(bottom), let top = stableViewportTop(top) else {
            return nil
        }
        return (top, bottom)
    }

    /// ``rowEdges(ofGlobalIndex:)`` for `row` of section `s`, whose rows start at `rowsTop`
    /// (``rowsMinY(_:)``), when `row + 1` is in the section too.
    @inline(__always)  // out of line, it copied the section's heights to walk them (a retain and release)
    @inlinable func rowEdges(inSection s: Int, from row: Int, rowsTop: CGFloat) -> (RowEdges?, RowEdges?) {
        var edges: (RowEdges?, RowEdges?) = (nil, nil)
        sections[s].rows.forEachRow(from: row, originY: rowsTop) { index, minY, height in
            if index == row {
                edges.0 = (minY, minY + height)
                return true
            }
            edges.1 = (minY, minY + height)
            return false
        }
        return edges
    }

    /// Whether section `s` (if it exists) has rows, its last row has zero height and its rows end
    /// exactly at `y`: the case where ``firstSection(withRowsAtOrBelow:)`` answers `s` rather than
    /// the section below. The footer's position is computed only for a zero-height last row.
    @inlinable func rowsEndExactly(atZeroHeightRowOf s: Int, at y: CGFloat) -> Bool {
        guard s >= 0 else { return false }
        let rows = numberOfRows(inSection: s)
        return rows > 0 && rowHeight(rows - 1, inSection: s) == 0 && footerMinY(s) == y
    }
}

/// What ``TableLayoutModel/visibleRowRangeAndStableViewport(minY:maxY:hint:)`` finds.
@_spi(OpenTableViewInternals) public struct VisibleRows {
    /// The global indices of the visible rows.
    public var range: Range<Int>
    /// The viewports over which ``range`` holds (``TableLayoutModel/stableViewport(for:)``).
    public var stable: TableLayoutModel.StableViewport?
    /// Where to start the next search (see ``VisibleRowsHint``).
    public var hint: VisibleRowsHint?
    /// Where the range's first row is, when the search found it in the section it searched: a
    /// caller that walks the rows from there need not find it again.
    public var first: TableLayoutModel.RowLocation?
    /// Where the row just below the range is (the range's end, a row of the table), when the
    /// search found it in a section it read.
    public var end: TableLayoutModel.RowLocation?

    @inlinable init(
        range: Range<Int>, stable: TableLayoutModel.StableViewport? = nil, hint: VisibleRowsHint? = nil,
        first: TableLayoutModel.RowLocation? = nil, end: TableLayoutModel.RowLocation? = nil
    ) {
        self.range = range
        self.stable = stable
        self.hint = hint
        self.first = first
        self.end = end
    }
}
