import Foundation

// Finding rows by y, and walking rows in order.
//
// Each search takes an `originY`: the y of row 0's top in the caller's coordinates, so that the
// table can search in content coordinates without subtracting (which would round differently
// from how it computes a row's top). Row `r` then covers
// `[originY + offset(of: r), originY + offset(of: r + 1))`, and each bound is computed exactly
// as `TableLayoutModel.rowMinY` computes it.

extension RowHeights {
    /// The row that contains `y`, or `nil` when `y < 0` or `y >= totalHeight`.
    ///
    /// Row `r` contains `y` when `offset(of: r) <= y < offset(of: r + 1)`. A zero-height row
    /// contains no y, and a y exactly on the line between two rows belongs to the lower one
    /// (the row below, with the larger index).
    ///
    /// - Complexity: O(log #runs + log(B / K) + K).
    @inlinable public func row(at y: CGFloat) -> Int? {
        row(at: y, originY: 0)
    }

    /// ``row(at:)`` for a y given in coordinates where row 0's top is at `originY`.
    ///
    /// - Complexity: O(log #runs + log(B / K) + K).
    @inlinable public func row(at y: CGFloat, originY: CGFloat) -> Int? {
        guard originY <= y else { return nil }  // also rejects NaN
        let boundary = firstBoundary(originY: originY, near: y) { $0 > y }
        return boundary <= count ? boundary - 1 : nil
    }

    /// The first row at or below `y`: the smallest `r` whose bottom is below `y`
    /// (`offset(of: r + 1) > y`), or a zero-height row whose top is at or below `y`.
    /// Returns `count` when there is none. This is where a visible range starts.
    ///
    /// - Complexity: O(log #runs + log(B / K) + K).
    @inlinable public func firstRow(atOrBelow y: CGFloat) -> Int {
        firstRow(atOrBelow: y, originY: 0)
    }

    /// ``firstRow(atOrBelow:)`` for a y given in coordinates where row 0's top is at `originY`.
    ///
    /// - Complexity: O(log #runs + log(B / K) + K).
    @inlinable public func firstRow(atOrBelow y: CGFloat, originY: CGFloat) -> Int {
        firstRowStraddling(atOrBelow: y, originY: originY).row
    }

    /// ``firstRow(atOrBelow:originY:)``, and whether that row starts above `y` (it straddles
    /// `y`: `originY + offset(of: row) < y`), from one search. `startsAboveY` is meaningless
    /// when `row == count`.
    ///
    /// - Complexity: O(log #runs + log(B / K) + K).
    @inlinable public func firstRowStraddling(atOrBelow y: CGFloat, originY: CGFloat) -> (row: Int, startsAboveY: Bool)
    {
        // The answer is the smallest r with bottom(r) > y, or with top(r) >= y (which only adds
        // zero-height rows sitting exactly on y). One search finds k, the first boundary at or
        // below y, and its offset: if that boundary lies exactly on y, row k starts there and is
        // the answer (zero-height rows at y included); otherwise row k − 1 straddles y (its top,
        // a boundary before k, is above y) and is the answer. Searching for "> y" as well would
        // only confirm this, at twice the cost per scroll step; the offset comes from the search
        // rather than from `offset(of: k)`, which would search again.
        let (k, top) = firstBoundaryAndOffset(originY: originY, near: y) { $0 >= y }
        if k == 0 { return (0, false) }
        if k > count { return (count, true) }
        return originY + top == y ? (Swift.min(k, count), false) : (k - 1, true)
    }

    /// Smallest `k` in `0...count` with `predicate(originY + offset(of: k))`, or `count + 1`
    /// when none. `predicate` must be monotone: false for small offsets, then true.
    ///
    /// Binary search over run boundaries, then inside the one run where the predicate flips
    /// (over its checkpoints, then along at most K rows). Offsets inside a run are
    /// `runOffsets[j] + local`, and a run's bottom is summed the same way, so the sequence
    /// searched is exactly the sequence `offset(of:)` returns.
    ///
    /// `y` is where the predicate is expected to flip (the y it compares against). It only
    /// guides the search inside a uniform run, which starts at the row the division
    /// `(y − top) / height` points to instead of bisecting a million rows; the answer is still
    /// decided by the predicate alone.
    ///
    /// - Complexity: O(log #runs + log(B / K) + K); O(log #runs) when the flip is in a uniform
    ///   run and `y` is where it flips, as in every search of this file.
    @inline(__always)  // so each caller's predicate is a comparison, not a closure call per probe
    @inlinable public func firstBoundary(originY: CGFloat, near y: CGFloat, where predicate: (CGFloat) -> Bool) -> Int {
        if predicate(originY + 0) { return 0 }
        // First run j whose bottom (runOffsets[j + 1]) satisfies the predicate.
        let low = firstRun(originY: originY, where: predicate)
        guard low < runs.count else { return count + 1 }
        let top = runOffsets[low]
        let local = runs[low].firstBoundary(near: y - originY - top) { predicate(originY + (top + $0)) }
        return runStarts[low] + local
    }

    /// The first run whose bottom (`runOffsets[j + 1]`) satisfies `predicate`, or `runs.count`.
    @inline(__always)
    @inlinable func firstRun(originY: CGFloat, where predicate: (CGFloat) -> Bool) -> Int {
        // The spilled index is searched as the array it is (no inline check at every probe); an
        // inline one has at most one run, whose bottom is the index's second entry.
        if runOffsets.isInline { return runs.isEmpty || !predicate(originY + runOffsets[1]) ? runs.count : 0 }
        let offsets = runOffsets.heap
        var low = 0
        var high = runs.count
        while low < high {
            let mid = low + (high - low) / 2
            if predicate(originY + offsets[mid + 1]) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    /// ``firstBoundary(originY:near:where:)`` and that boundary's offset (`offset(of: k)`, bit
    /// for bit; 0 when `k` is `count + 1`), from one search.
    ///
    /// - Complexity: as ``firstBoundary(originY:near:where:)``.
    @inline(__always)
    @inlinable public func firstBoundaryAndOffset(
        originY: CGFloat, near y: CGFloat, where predicate: (CGFloat) -> Bool
    ) -> (index: Int, offset: CGFloat) {
        if predicate(originY + 0) { return (0, 0) }
        let low = firstRun(originY: originY, where: predicate)
        guard low < runs.count else { return (count + 1, 0) }
        let top = runOffsets[low]
        let local = runs[low].firstBoundaryAndOffset(near: y - originY - top) { predicate(originY + (top + $0)) }
        // A boundary at the run's bottom is the next run's top: `runOffsets[low + 1]`, which is
        // `top + totalHeight` by the index's invariant, the same bits as `top + local.offset`.
        return (runStarts[low] + local.index, top + local.offset)
    }

    /// Calls `body` with each row from `row` on, its top (from row 0's top) and its height,
    /// until `body` returns `false` or the rows run out.
    ///
    /// Tops are computed with the same formula as `offset(of:)`, so `minY` equals
    /// `offset(of: row)` exactly.
    ///
    /// - Complexity: O(log #runs + K) to start, then O(1) per row.
    @inlinable public func forEachRow(from row: Int, _ body: (_ row: Int, _ minY: CGFloat, _ height: CGFloat) -> Bool) {
        forEachRow(from: row, originY: 0, body)
    }

    /// ``forEachRow(from:_:)`` with tops given in coordinates where row 0's top is at `originY`;
    /// `minY` then equals `originY + offset(of: row)` exactly.
    ///
    /// - Complexity: O(log #runs + K) to start, then O(1) per row.
    @inlinable public func forEachRow(
        from row: Int,
        originY: CGFloat,
        _ body: (_ row: Int, _ minY: CGFloat, _ height: CGFloat) -> Bool
    ) {
        precondition(row >= 0, "row \(row) is negative")
        guard row < count else { return }
        var (runIndex, local) = locate(row)
        var current = row
        while runIndex < runs.count {
            let run = runs[runIndex]
            let top = runOffsets[runIndex]
            // Carried down the run rather than asked per row (O(K) in an explicit run); each
            // step is the addition `offset(of:)` would make, so the bits are the same.
            var localTop = run.offset(of: local)
            while local < run.count {
                let minY = originY + (top + localTop)
                guard body(current, minY, run.height(at: local)) else { return }
                local += 1
                current += 1
                localTop = run.offset(of: local, continuingFrom: localTop)
            }
            runIndex += 1
            local = 0
        }
    }

    /// Calls `body` with the rows of each run and the run's estimate flag, from the top.
    ///
    /// Neighbouring ranges may share a flag. Lets the table find the rows it still has to
    /// measure without asking row by row.
    ///
    /// - Complexity: O(#runs).
    @inlinable public func forEachRun(_ body: (_ rows: Range<Int>, _ isEstimated: Bool) -> Void) {
        for (j, run) in runs.enumerated() {
            body(runStarts[j]..<runStarts[j + 1], run.isEstimated)
        }
    }
}
