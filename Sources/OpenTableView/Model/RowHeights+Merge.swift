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
    /// Spelling out at most B / 32 rows (64 for B = 2048, 1 KiB) bounds the memory it adds.
    var smallUniformLimit: Int { Swift.max(2, explicitRunLimit / 32) }

    /// `a` and `b` as one run, or `nil` when they must stay apart.
    ///
    /// - Different estimate flags never merge: the flag is per run.
    /// - Two uniform runs of the same height merge at any size, keeping O(1) memory.
    /// - Otherwise, when both are explicit or small uniform runs and together hold at most B
    ///   rows, they become one explicit run.
    ///
    /// - Complexity: O(B) when an explicit run is built, O(1) otherwise.
    func merged(_ a: Run, _ b: Run) -> Run? {
        guard a.isEstimated == b.isEstimated else { return nil }
        if a.isUniform && b.isUniform && a.uniformHeight == b.uniformHeight {
            return Run(uniform: a.uniformHeight, count: a.count + b.count, estimated: a.isEstimated)
        }
        func spellable(_ run: Run) -> Bool { !run.isUniform || run.count <= smallUniformLimit }
        guard a.count + b.count <= explicitRunLimit, spellable(a), spellable(b) else { return nil }
        var heights = [CGFloat]()
        heights.reserveCapacity(a.count + b.count)
        heights.append(contentsOf: a.expandedHeights)
        heights.append(contentsOf: b.expandedHeights)
        var ends = heights
        if !a.isUniform { ends.replaceSubrange(0..<a.count, with: a.ends) }
        Run.recomputeEnds(&ends, heights: heights, from: a.isUniform ? 0 : a.count)
        return Run(explicit: heights, ends: ends, estimated: a.isEstimated)
    }

    /// Replaces runs `range` with `newRuns`, merges across the new boundaries and re-indexes.
    ///
    /// Empty runs in `newRuns` are dropped. This is the one place where the run list changes
    /// shape, so the merge invariant and the index are restored in one spot.
    ///
    /// - Complexity: O(#runs + `newRuns.count`·B) in the worst case; O(#runs) when no
    ///   explicit merge happens.
    mutating func replaceRuns(_ range: Range<Int>, with newRuns: [Run]) {
        let kept = newRuns.filter { $0.count > 0 }
        runs.replaceSubrange(range, with: kept)
        let first = coalesce(range.lowerBound..<range.lowerBound + kept.count)
        reindex(from: first)
    }

    /// Merges across the boundaries around runs `range` (from the pair before it to the pair
    /// after it). Returns the first run index whose contents may have changed.
    ///
    /// - Complexity: O(#runs) per merge (array removal) plus the merge itself.
    @discardableResult
    mutating func coalesce(_ range: Range<Int>) -> Int {
        let first = Swift.max(range.lowerBound - 1, 0)
        var left = first
        var last = range.upperBound
        while left < last && left + 1 < runs.count {
            if let both = merged(runs[left], runs[left + 1]) {
                runs[left] = both
                runs.remove(at: left + 1)
                last -= 1
            } else {
                left += 1
            }
        }
        return first
    }

    /// Rebuilds `runStarts` and `runOffsets` from run `first` on; entries before it are kept.
    ///
    /// Offsets are re-summed from scratch rather than shifted by a delta, so they are the same
    /// numbers a fresh build would give and never drift.
    ///
    /// - Complexity: O(#runs − `first`).
    mutating func reindex(from first: Int) {
        let first = Swift.min(first, runs.count)
        runStarts.removeSubrange((first + 1)...)
        runOffsets.removeSubrange((first + 1)...)
        var start = runStarts[first]
        var offset = runOffsets[first]
        for run in runs[first...] {
            start += run.count
            offset += run.totalHeight
            runStarts.append(start)
            runOffsets.append(offset)
        }
    }
}
