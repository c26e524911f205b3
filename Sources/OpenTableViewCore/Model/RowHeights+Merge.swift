import Foundation

// Run-merge policy and index upkeep.
//
// Invariant kept after every edit: no two neighbouring runs can be merged. Each edit replaces a
// few runs and then tries to merge only across the boundaries it created, left to right; that is
// enough, because merging two runs never makes the result mergeable with a neighbour that the
// smaller run was not already mergeable with (a larger run only loses the "fits in B" test).

extension RowHeights {
    /// Largest uniform run that may be spelled out into an explicit neighbour.
    ///
    /// Without this, editing every other row of a long uniform run would leave one-row uniform
    /// runs between explicit ones, and #runs would grow with the edits instead of with n / B.
    /// Spelling out at most B / 32 rows (64 for B = 2048, about 0.5 KiB) bounds the memory it adds.
    @inlinable public var smallUniformLimit: Int { Swift.max(2, explicitRunLimit / 32) }

    /// Whether `a` and `b` (neighbours, `a` first) must become one run.
    ///
    /// - Different estimate flags never merge: the flag is per run.
    /// - Two uniform runs of the same height merge at any size, keeping O(1) memory.
    /// - Otherwise, when both are explicit or small uniform runs and together hold at most B
    ///   rows, they become one explicit run.
    ///
    /// - Complexity: O(1).
    @inlinable public func canMerge(_ a: Run, _ b: Run) -> Bool {
        guard a.isEstimated == b.isEstimated else { return false }
        if a.isUniform && b.isUniform && a.uniformHeight == b.uniformHeight { return true }
        func spellable(_ run: Run) -> Bool { !run.isUniform || run.count <= smallUniformLimit }
        return a.count + b.count <= explicitRunLimit && spellable(a) && spellable(b)
    }

    /// Replaces runs `range` with `newRuns`, merges across the new boundaries and re-indexes.
    ///
    /// Empty runs in `newRuns` are dropped. This is the one place where the run list changes
    /// shape, so the merge invariant and the index are restored in one spot.
    ///
    /// - Complexity: O(#runs + rows of `newRuns` stored explicitly + B) in the worst case.
    public mutating func replaceRuns(_ range: Range<Int>, with newRuns: [Run]) {
        let kept = newRuns.filter { $0.count > 0 }
        runs.replaceSubrange(range, with: kept)
        let first = coalesce(range.lowerBound..<range.lowerBound + kept.count)
        reindex(from: first)
    }

    /// Merges across the boundaries around runs `range` (from the pair before it to the pair
    /// after it). Returns the first run index whose contents may have changed.
    ///
    /// - Complexity: O(#runs) per merge (array removal) plus the rows appended.
    @discardableResult
    public mutating func coalesce(_ range: Range<Int>) -> Int {
        let first = Swift.max(range.lowerBound - 1, 0)
        var left = first
        var last = range.upperBound
        while left < last && left + 1 < runs.count {
            if canMerge(runs[left], runs[left + 1]) {
                // Appending in place: measuring rows in scroll order grows one explicit run
                // at amortised O(1) per row instead of copying it each time.
                let right = runs.remove(at: left + 1)
                runs[left].append(right, limit: explicitRunLimit)
                last -= 1
            } else {
                left += 1
            }
        }
        return first
    }

    /// Rebuilds `runStarts` and `runOffsets` from run `first` on; entries before it are kept.
    ///
    /// Offsets are re-summed from the runs rather than shifted by a delta, so they depend only
    /// on the current runs, never on the history of edits, and cannot drift.
    ///
    /// - Complexity: O(#runs − `first`).
    public mutating func reindex(from first: Int) {
        let first = Swift.min(first, runs.count)
        if runStarts.isInline && runOffsets.isInline && runs.count <= 1 {
            // At most one run, the index inline (`SmallArray`): entry 0 is 0 and stays; entry 1,
            // when `first` is 0, is the run's end and bottom, summed as the loop below sums it.
            if runs.isEmpty {
                runStarts = SmallArray(single: 0)
                runOffsets = SmallArray(single: 0)
            } else if first == 0 {
                runStarts = SmallArray(runStarts[0], runStarts[0] + runs[0].count)
                runOffsets = SmallArray(runOffsets[0], runOffsets[0] + runs[0].totalHeight)
            }
            return
        }
        // Otherwise on the index as arrays, in place: element by element through `SmallArray`
        // cost a check of where it keeps them at every step (a tenth of a one-row edit through a
        // million per-row heights, whose index has ~490 entries).
        if runStarts.isInline { runStarts.spill(reservingCapacity: runs.count + 1) }
        if runOffsets.isInline { runOffsets.spill(reservingCapacity: runs.count + 1) }
        var start = runStarts.heap[first]
        var offset = runOffsets.heap[first]
        if runStarts.heap.count == runs.count + 1 {
            // The edit kept the number of runs (the usual one-row edit): rewrite in place.
            for j in first..<runs.count {
                start += runs[j].count
                offset += runs[j].totalHeight
                runStarts.heap[j + 1] = start
                runOffsets.heap[j + 1] = offset
            }
            return
        }
        runStarts.heap.removeSubrange((first + 1)...)
        runOffsets.heap.removeSubrange((first + 1)...)
        for run in runs[first...] {
            start += run.count
            offset += run.totalHeight
            runStarts.heap.append(start)
            runOffsets.heap.append(offset)
        }
    }
}
