import Foundation

extension RowHeights {
    /// A stretch of consecutive rows that share one storage strategy and one estimate flag.
    ///
    /// A run is either *uniform* (`heights` is empty: `count` rows of `uniformHeight`, O(1)
    /// memory whatever the count) or *explicit* (one stored height per row, at most the owning
    /// ``RowHeights/explicitRunLimit`` rows). Explicit runs also keep `ends`, the running sums
    /// of their heights, so the top of a row is one array read and finding a y inside the run is
    /// a binary search over contiguous memory. Heights are stored as well as sums (16 bytes per
    /// row) so that `height(at:)` returns exactly what was set instead of a difference of sums.
    ///
    /// `ends` is always the left-to-right floating-point running sum of `heights` starting from
    /// zero. Every code path that touches it recomputes it that way, so a run's offsets depend
    /// only on its heights, never on the history of edits.
    struct Run: Sendable, Equatable {
        /// Number of rows in the run; never zero while the run is stored in a `RowHeights`.
        private(set) var count: Int
        /// Height of every row of a uniform run; zero (unused) for explicit runs.
        private(set) var uniformHeight: CGFloat
        /// Per-row heights of an explicit run; empty for uniform runs.
        private(set) var heights: [CGFloat]
        /// `ends[i]` is the sum of `heights[0...i]`: the bottom of local row `i`.
        private(set) var ends: [CGFloat]
        /// Whether every row of the run still carries an estimated (not measured) height.
        var isEstimated: Bool

        /// A uniform run of `count` rows of `height`.
        ///
        /// - Complexity: O(1).
        init(uniform height: CGFloat, count: Int, estimated: Bool) {
            self.count = count
            self.uniformHeight = height
            self.heights = []
            self.ends = []
            self.isEstimated = estimated
        }

        /// An explicit run over `heights`, which must not be empty.
        ///
        /// - Complexity: O(`heights.count`).
        init(explicit heights: [CGFloat], estimated: Bool) {
            precondition(!heights.isEmpty, "an explicit run needs at least one row")
            self.count = heights.count
            self.uniformHeight = 0
            self.heights = heights
            self.ends = heights
            self.isEstimated = estimated
            Run.recomputeEnds(&ends, heights: heights, from: 0)
        }

        /// An explicit run whose `ends` the caller has already computed as running sums.
        ///
        /// - Complexity: O(1).
        init(explicit heights: [CGFloat], ends: [CGFloat], estimated: Bool) {
            self.count = heights.count
            self.uniformHeight = 0
            self.heights = heights
            self.ends = ends
            self.isEstimated = estimated
        }

        /// Whether the run stores one height for all its rows.
        var isUniform: Bool { heights.isEmpty }

        /// Sum of the run's heights; equal to `offset(of: count)` bit for bit.
        ///
        /// - Complexity: O(1).
        var totalHeight: CGFloat {
            isUniform ? uniformHeight * CGFloat(count) : ends[count - 1]
        }

        /// Height of local row `i`.
        ///
        /// - Complexity: O(1).
        func height(at i: Int) -> CGFloat {
            isUniform ? uniformHeight : heights[i]
        }

        /// Top of local row `i` measured from the run's top; `i` may equal `count`.
        ///
        /// - Complexity: O(1).
        func offset(of i: Int) -> CGFloat {
            if isUniform { return uniformHeight * CGFloat(i) }
            return i == 0 ? 0 : ends[i - 1]
        }

        /// Smallest `i` in `1...count` with `predicate(offset(of: i))`.
        ///
        /// The predicate must be monotone (false then true) over increasing offsets and must
        /// hold for `offset(of: count)`; the caller checks that first.
        ///
        /// - Complexity: O(log `count`).
        func firstBoundary(where predicate: (CGFloat) -> Bool) -> Int {
            var low = 1
            var high = count
            while low < high {
                let mid = low + (high - low) / 2
                if predicate(offset(of: mid)) { high = mid } else { low = mid + 1 }
            }
            return low
        }

        // MARK: Edits

        /// Replaces the height of local row `i` of an explicit run.
        ///
        /// - Complexity: O(`count` − `i`) to refresh the running sums below the row.
        mutating func setExplicitHeight(_ height: CGFloat, at i: Int) {
            precondition(!isUniform, "only explicit runs store per-row heights")
            heights[i] = height
            Run.recomputeEnds(&ends, heights: heights, from: i)
        }

        /// Inserts one row into an explicit run that has room for it (capacity grows as in
        /// `reserveCapacity(_:limit:)`).
        ///
        /// - Complexity: O(`count`).
        mutating func insertExplicit(_ height: CGFloat, at i: Int, limit: Int) {
            precondition(!isUniform && count < limit, "no room in this explicit run")
            reserveCapacity(count + 1, limit: limit)
            heights.insert(height, at: i)
            ends.insert(0, at: i)
            count += 1
            Run.recomputeEnds(&ends, heights: heights, from: i)
        }

        /// Appends the rows of `other` (same flag; the caller checked the merge policy).
        ///
        /// Two uniform runs of one height stay uniform; otherwise the result is explicit, a
        /// uniform `self` being spelled out first. An explicit `self` grows in place.
        ///
        /// - Complexity: O(1) for two uniform runs; otherwise O(`other.count`) amortised, plus
        ///   O(`count`) when `self` is spelled out.
        mutating func append(_ other: Run, limit: Int) {
            if isUniform && other.isUniform && uniformHeight == other.uniformHeight {
                count += other.count
                return
            }
            let newCount = count + other.count
            let firstStale: Int
            if isUniform {
                firstStale = 0
                heights.reserveCapacity(newCount)
                heights.append(contentsOf: repeatElement(uniformHeight, count: count))
                uniformHeight = 0
            } else {
                firstStale = count
                reserveCapacity(newCount, limit: limit)
            }
            if other.isUniform {
                heights.append(contentsOf: repeatElement(other.uniformHeight, count: other.count))
            } else {
                heights.append(contentsOf: other.heights)
            }
            ends.reserveCapacity(newCount)
            ends.append(contentsOf: repeatElement(0, count: newCount - ends.count))
            count = newCount
            Run.recomputeEnds(&ends, heights: heights, from: firstStale)
        }

        /// Makes room for `needed` rows, growing by a quarter rather than doubling so that an
        /// edited run wastes at most ~25% over the 16 bytes per row it needs, and never
        /// reserving past `limit` (B).
        ///
        /// - Complexity: O(`count`) when it reallocates, O(1) otherwise.
        private mutating func reserveCapacity(_ needed: Int, limit: Int) {
            guard heights.capacity < needed || ends.capacity < needed else { return }
            let capacity = Swift.max(needed, Swift.min(limit, count + count / 4 + 8))
            heights.reserveCapacity(capacity)
            ends.reserveCapacity(capacity)
        }

        /// Adds `extra` rows to a uniform run.
        ///
        /// - Complexity: O(1).
        mutating func growUniform(by extra: Int) {
            precondition(isUniform, "only uniform runs grow by a count")
            count += extra
        }

        /// Removes local rows `range` in place; the run may become empty.
        ///
        /// - Complexity: O(1) for a uniform run, O(`count`) for an explicit one.
        mutating func removeSubrange(_ range: Range<Int>) {
            count -= range.count
            guard !isUniform else { return }
            heights.removeSubrange(range)
            ends.removeSubrange(range)
            if count > 0 { Run.recomputeEnds(&ends, heights: heights, from: range.lowerBound) }
        }

        /// The first `n` rows (0 < n ≤ count) as a run of their own.
        ///
        /// - Complexity: O(1) for uniform runs, O(`n`) for explicit ones (a compact copy).
        func prefix(_ n: Int) -> Run {
            if isUniform { return Run(uniform: uniformHeight, count: n, estimated: isEstimated) }
            return Run(explicit: Array(heights[..<n]), ends: Array(ends[..<n]), estimated: isEstimated)
        }

        /// The rows from local row `i` (0 ≤ i < count) to the end, as a run of their own.
        ///
        /// - Complexity: O(1) for uniform runs, O(`count` − `i`) for explicit ones.
        func suffix(from i: Int) -> Run {
            if isUniform { return Run(uniform: uniformHeight, count: count - i, estimated: isEstimated) }
            return Run(explicit: Array(heights[i...]), estimated: isEstimated)
        }

        /// Rewrites `ends[from...]` as the running sum of `heights`.
        ///
        /// - Complexity: O(`heights.count` − `from`).
        static func recomputeEnds(_ ends: inout [CGFloat], heights: [CGFloat], from start: Int) {
            var sum: CGFloat = start == 0 ? 0 : ends[start - 1]
            for i in start..<heights.count {
                sum += heights[i]
                ends[i] = sum
            }
        }
    }
}
