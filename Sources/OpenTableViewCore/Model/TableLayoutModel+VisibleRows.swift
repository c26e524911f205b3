import Foundation

extension TableLayoutModel {
    /// ``visibleRowRange(minY:maxY:)`` and ``stableViewport(for:)`` of that range, equal to
    /// calling the two, computed together.
    ///
    /// When the viewport's rows and their neighbours lie in one section (almost every pass of a
    /// table with sections taller than the screen), that section's position, global index and
    /// first row's top are found once: the two calls look them up six times, each a search or a
    /// prefix sum over the sections' trees, which made a pass through 1,000 sections a fifth
    /// dearer than through one (`Benchmarks/README.md`, "Cell swap"). Otherwise it falls back to
    /// the two calls.
    ///
    /// - Complexity: O(log S + log #runs + K).
    @inlinable public func visibleRowRangeAndStableViewport(
        minY: CGFloat, maxY: CGFloat
    ) -> (range: Range<Int>, stable: StableViewport?) {
        guard maxY > minY, totalRowCount > 0 else { return (0..<0, nil) }
        // `firstSection(withRowsAtOrBelow: minY)`, keeping whether it took the section above.
        let base = firstSection(atOrBelow: minY)
        let s = firstSection(withRowsAtOrBelow: minY, from: base)
        guard s < numberOfSections else { return (0..<0, nil) }
        let rowsTop = rowsMinY(s)
        let sectionStart = rowCountTree.prefixSum(s)
        let count = numberOfRows(inSection: s)
        let row = sections[s].rows.firstRow(atOrBelow: minY, originY: rowsTop)
        let start = sectionStart + row
        guard start < totalRowCount else { return (0..<0, nil) }
        // The viewport's bottom is in the same section when the section's bottom, as the section
        // search computes it, is below it, and minY's section was not the one above
        // (`firstSection(withRowsAtOrBelow:)`'s zero-height exception); then maxY's section is
        // `s` too, unless the exception applies to it (checked below).
        // The margin keeps the tree's sums (each a few roundings from the exact one, and not
        // always monotone bit for bit when sections have zero height) from deciding the case.
        let margin = (Swift.abs(maxY) + 1) * 1e-9
        guard s == base, row < count, maxY - minY > margin,
            sectionsOriginY + heightTree.prefixSum(s + 1) > maxY + margin,
            !rowsEndExactly(atZeroHeightRowOf: s - 1, at: maxY)
        else {
            return fallback(maxY: maxY, from: (s, row, rowsTop), start: start)
        }
        // `firstGlobalRow(startingAtOrBelow: maxY)` in section `s`.
        let (endRow, startsAboveY) = sections[s].rows.firstRowStraddling(atOrBelow: maxY, originY: rowsTop)
        let end = endRow < count && startsAboveY ? sectionStart + endRow + 1 : sectionStart + endRow
        let range = start..<Swift.max(start, end)
        // `stableViewport(for: range)` when the row above the first and the row below the last are
        // in `s` too.
        let last = range.upperBound - 1 - sectionStart
        guard !range.isEmpty, row > 0, last + 1 < count else {
            return (range, stableViewport(for: range))
        }
        var lastEdges: RowEdges?
        var belowMinY: CGFloat?
        sections[s].rows.forEachRow(from: last, originY: rowsTop) { index, minY, height in
            if index == last {
                lastEdges = (minY, minY + height)
                return true
            }
            belowMinY = minY
            return false
        }
        guard let lastSpan = lastEdges, lastSpan.maxY > lastSpan.minY, let belowMinY else { return (range, nil) }
        var aboveEdges: RowEdges?
        var firstEdges: RowEdges?
        sections[s].rows.forEachRow(from: row - 1, originY: rowsTop) { index, minY, height in
            if index == row - 1 {
                aboveEdges = (minY, minY + height)
                return true
            }
            firstEdges = (minY, minY + height)
            return false
        }
        guard let first = firstEdges, first.maxY > first.minY, let above = aboveEdges, above.maxY != above.minY
        else { return (range, nil) }
        return (range, (above.maxY..<first.maxY, lastSpan.minY...belowMinY))
    }

    /// The two calls, for viewports across sections, given what the caller found for the
    /// viewport's top: its first row's section, local row (possibly the section's count) and the
    /// section's rows' top, and its global index `start` (below ``totalRowCount``), which is
    /// where ``visibleRowRange(minY:maxY:)`` starts.
    ///
    /// The rows at either end of the range and their neighbours are read in the section already
    /// found when they lie in it; ``stableViewport(for:)`` finds each end's section again, by
    /// searches over the sections' trees that made a pass through short sections a third dearer
    /// than through one (`Benchmarks/README.md`, "Cell swap"). The tops are the same expressions,
    /// so the bits are the same.
    @inlinable func fallback(
        maxY: CGFloat, from top: (section: Int, row: Int, rowsTop: CGFloat), start: Int
    ) -> (range: Range<Int>, stable: StableViewport?) {
        let end = firstGlobalRowAndLocation(startingAtOrBelow: maxY)
        let range = start..<Swift.max(start, end.global)
        guard !range.isEmpty else { return (range, nil) }
        // `stableViewportBottom(forLastRow:)`: the last row and the one below it.
        let bottomEdges: (RowEdges?, RowEdges?)
        if let located = end.location, located.row >= 1, located.row < numberOfRows(inSection: located.section) {
            bottomEdges = rowEdges(inSection: located.section, from: located.row - 1, rowsTop: located.rowsTop)
        } else {
            bottomEdges = rowEdges(ofGlobalIndex: range.upperBound - 1)
        }
        guard let lastSpan = bottomEdges.0, lastSpan.maxY > lastSpan.minY else { return (range, nil) }
        let bottom = lastSpan.minY...(bottomEdges.1?.minY ?? .infinity)
        // The rest of `stableViewport(for:)`: the row above the first and the first.
        let (above, firstSpan) =
            top.row >= 1 && top.row < numberOfRows(inSection: top.section)
            ? rowEdges(inSection: top.section, from: top.row - 1, rowsTop: top.rowsTop)
            : rowEdges(ofGlobalIndex: start - 1)
        guard let first = firstSpan, first.maxY > first.minY else { return (range, nil) }
        if let above, above.maxY == above.minY { return (range, nil) }
        return (range, ((above?.maxY ?? -.infinity)..<first.maxY, bottom))
    }

    /// ``rowEdges(ofGlobalIndex:)`` for `row` of section `s`, whose rows start at `rowsTop`
    /// (``rowsMinY(_:)``), when `row + 1` is in the section too.
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
