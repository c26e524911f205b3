import Foundation

extension RowHeights {
    /// A stretch of consecutive rows that share one storage strategy and one estimate flag.
    ///
    /// A run is either *uniform* (`heights` is empty: `count` rows of `uniformHeight`, O(1)
    /// memory whatever the count) or *explicit* (one stored height per row, at most the owning
    /// ``RowHeights/explicitRunLimit`` rows).
    ///
    /// An explicit run stores its heights (8 bytes a row) and, every K =
    /// ``checkpointInterval`` rows, the running sum so far (8 / K bytes a row): ~8.25 bytes a
    /// row, where keeping every row's running sum would cost 16 and miss the memory target.
    /// The top of a row is its block's checkpoint plus fewer than K heights, and finding a y
    /// is a binary search over the checkpoints followed by a walk of at most K rows, all in
    /// contiguous memory. Heights rather than sums are what is stored per row, so
    /// `height(at:)` returns exactly what was set instead of a difference of sums.
    ///
    /// Exactness: every local offset is the left-to-right floating-point running sum of the
    /// heights above it, starting from zero. A checkpoint is that sum at a multiple of K, and
    /// continuing from it adds the following heights in the same order, so an offset is the
    /// same sequence of additions, hence the same bits, as a plain running sum. Every code
    /// path that changes heights re-sums from the last checkpoint still valid (`resum(from:)`),
    /// so a run's offsets depend only on its heights, never on the history of edits.
    @_spi(OpenTableViewInternals) public struct Run: Sendable {
        /// K: rows per checkpoint. 32 costs 0.25 bytes a row and keeps the walk after the
        /// checkpoint search within four cache lines of heights; a smaller K costs more
        /// memory, a larger one longer walks for `offset(of:)` and the searches.
        public static let checkpointInterval = 32

        /// Number of rows in the run; never zero while the run is stored in a `RowHeights`.
        public private(set) var count: Int
        /// Height of every row of a uniform run; zero (unused) for explicit runs.
        public private(set) var uniformHeight: CGFloat
        /// Per-row heights of an explicit run; empty for uniform runs.
        public private(set) var heights: [CGFloat]
        /// `checkpoints[k]` is the left-to-right sum of `heights[0..<k * K]`: the top of local
        /// row `k * K`, for each such row of the run (`checkpoints[0] == 0`), that is
        /// `checkpointCount(forRows: count)` entries. Empty for uniform runs.
        public private(set) var checkpoints: [CGFloat]
        /// Left-to-right sum of all `heights`, the run's bottom; zero (unused) for uniform runs.
        public private(set) var explicitTotal: CGFloat
        /// Whether every row of the run still carries an estimated (not measured) height.
        public var isEstimated: Bool

        /// A uniform run of `count` rows of `height`.
        ///
        /// - Complexity: O(1).
        public init(uniform height: CGFloat, count: Int, estimated: Bool) {
            self.count = count
            self.uniformHeight = height
            self.heights = []
            self.checkpoints = []
            self.explicitTotal = 0
            self.isEstimated = estimated
        }

        /// An explicit run over `heights`, which must not be empty.
        ///
        /// - Complexity: O(`heights.count`).
        public init(explicit heights: [CGFloat], estimated: Bool) {
            precondition(!heights.isEmpty, "an explicit run needs at least one row")
            if heights.count <= Run.checkpointInterval {
                // One block: its one checkpoint is 0, and every such run shares one array for it
                // instead of allocating its own (one allocation and one free fewer for each short
                // section a `reloadData` builds). The total is the same left-to-right sum from 0
                // that `resum(from: 0)` makes; an edit that changes the checkpoints copies the array.
                var total: CGFloat = Run.singleBlockCheckpoints[0]
                for height in heights { total += height }
                self.init(
                    count: heights.count, heights: heights, checkpoints: Run.singleBlockCheckpoints, total: total,
                    estimated: estimated)
                return
            }
            self.init(explicit: heights, validCheckpoints: [], estimated: estimated)
            resum(from: 0)
        }

        /// The checkpoints of every explicit run of at most K rows: only the top of its one block.
        static let singleBlockCheckpoints: [CGFloat] = [0]

        /// Makes this run the one `Run(explicit: Array(newHeights), estimated:)` builds, for 1 to K
        /// heights (one block), in this run's own heights array, if it is an explicit run whose
        /// array has room for them and not more than twice that; returns whether it did. No
        /// allocation when the array is not shared (a shared one is copied first, as any array is).
        /// The total is summed as that initializer sums it, so the run is the same bit for bit.
        ///
        /// One mutating call that checks and fills: reading the run to check first copied it out of
        /// the runs array (retaining and releasing its two arrays).
        ///
        /// - Complexity: O(`newHeights.count`).
        @inline(__always)
        mutating func refillIfRoomy(singleBlock newHeights: UnsafeBufferPointer<CGFloat>, estimated: Bool) -> Bool {
            let rows = newHeights.count
            precondition(rows > 0 && rows <= Run.checkpointInterval, "a single block of 1 to K rows")
            guard !isUniform, heights.capacity >= rows, heights.capacity <= 2 * rows else { return false }
            if heights.count == rows {
                // The same number of rows, as a reload of the same table gives: copied over them in
                // a loop (at most K, too few for a call to `memcpy` to pay).
                heights.withUnsafeMutableBufferPointer { stored in
                    for row in 0..<rows { stored[row] = newHeights[row] }
                }
            } else {
                heights.removeAll(keepingCapacity: true)
                heights.append(contentsOf: newHeights)
            }
            // From +0, left to right, as `init(explicit:estimated:)` sums a single block; in a local
            // of its own, not in the copy's closure, where the compiler kept the running sum in the
            // run's stored total, one store and one reload a row on the sum's critical path.
            var total: CGFloat = 0
            for height in newHeights { total += height }
            count = rows
            uniformHeight = 0
            // A single block's only checkpoint is 0 (every explicit run's first is): an array of
            // one checkpoint already holds it.
            if checkpoints.count != 1 { checkpoints = Run.singleBlockCheckpoints }
            explicitTotal = total
            isEstimated = estimated
            return true
        }

        /// An explicit run from its parts, computed by the caller.
        ///
        /// - Complexity: O(1).
        private init(count: Int, heights: [CGFloat], checkpoints: [CGFloat], total: CGFloat, estimated: Bool) {
            self.count = count
            self.uniformHeight = 0
            self.heights = heights
            self.checkpoints = checkpoints
            self.explicitTotal = total
            self.isEstimated = estimated
        }

        /// An explicit run whose sums are not all computed yet: `checkpoints` is a leading part
        /// (maybe empty) of its checkpoints, and the caller calls `resum(from:)` next, from a
        /// row in the last block they cover (or row 0), for the rest and the total.
        ///
        /// - Complexity: O(1) (O(checkpoints) if the array must grow to its exact size).
        init(explicit heights: [CGFloat], validCheckpoints checkpoints: [CGFloat], estimated: Bool) {
            self.count = heights.count
            self.uniformHeight = 0
            self.heights = heights
            var checkpoints = checkpoints
            checkpoints.reserveCapacity(Run.checkpointCount(forRows: heights.count))
            self.checkpoints = checkpoints
            self.explicitTotal = 0
            self.isEstimated = estimated
        }

        /// Whether the run stores one height for all its rows.
        @inlinable public var isUniform: Bool { heights.isEmpty }

        /// Sum of the run's heights; equal to `offset(of: count)` bit for bit.
        ///
        /// - Complexity: O(1).
        @inlinable public var totalHeight: CGFloat {
            isUniform ? uniformHeight * CGFloat(count) : explicitTotal
        }

        /// Height of local row `i`.
        ///
        /// - Complexity: O(1).
        @inlinable public func height(at i: Int) -> CGFloat {
            isUniform ? uniformHeight : heights[i]
        }

        /// Top of local row `i` measured from the run's top; `i` may equal `count`.
        ///
        /// - Complexity: O(1) for a uniform run, O(K) for an explicit one.
        @inlinable public func offset(of i: Int) -> CGFloat {
            if isUniform { return uniformHeight * CGFloat(i) }
            if i == count { return explicitTotal }
            let block = i / Run.checkpointInterval
            var sum = checkpoints[block]
            for row in block * Run.checkpointInterval..<i { sum += heights[row] }
            return sum
        }

        /// `offset(of: i)` (0 < i ≤ count) given `previous`, which must be `offset(of: i - 1)`:
        /// how a walk down the rows gets each top in O(1) with the same bits as `offset(of:)`.
        ///
        /// - Complexity: O(1).
        @inlinable public func offset(of i: Int, continuingFrom previous: CGFloat) -> CGFloat {
            isUniform ? uniformHeight * CGFloat(i) : previous + heights[i - 1]
        }

        /// Smallest `i` in `1...count` with `predicate(offset(of: i))`.
        ///
        /// The predicate must be monotone (false then true) over increasing offsets and must
        /// hold for `offset(of: count)`; the caller checks that first. An explicit run binary
        /// searches its checkpoints, then walks the rows of the one block where the predicate
        /// flips, summing as `offset(of:)` does, so each value tested is `offset(of: i)` exactly.
        ///
        /// `localY`, if given, is the local offset where the predicate is expected to flip. A
        /// uniform run tests the row it points to and that row's neighbour first, and bisects only
        /// if neither is the answer, so a wrong `localY` costs time, never a wrong answer.
        ///
        /// - Complexity: O(log `count`) for a uniform run, O(1) when `localY` is where the
        ///   predicate flips; O(log(`count` / K) + K) for an explicit one.
        @inline(__always)  // see `RowHeights.firstBoundary(originY:near:where:)`
        @inlinable public func firstBoundary(near localY: CGFloat? = nil, where predicate: (CGFloat) -> Bool) -> Int {
            if isUniform {
                var low = 1
                var high = count
                // Start at the row the division points to: with `localY` where the predicate flips,
                // the answer is that row or its neighbour (rounding), so a scroll step through a
                // million uniform rows tests two or three offsets instead of twenty.
                if let localY, uniformHeight > 0, case let quotient = (localY / uniformHeight).rounded(.down),
                    quotient.isFinite
                {
                    let guess = Int(Swift.max(0, Swift.min(quotient, CGFloat(count - 1)))) + 1
                    if predicate(offset(of: guess)) {
                        if guess == 1 || !predicate(offset(of: guess - 1)) { return guess }
                        high = guess - 1
                    } else {
                        // The predicate holds at `count`, so `guess < count` here.
                        if predicate(offset(of: guess + 1)) { return guess + 1 }
                        low = guess + 2
                    }
                }
                while low < high {
                    let mid = low + (high - low) / 2
                    if predicate(offset(of: mid)) { high = mid } else { low = mid + 1 }
                }
                return low
            }
            return explicitFirstBoundary(where: predicate).index
        }

        /// ``firstBoundary(near:where:)`` of an explicit run, with the offset it summed to reach
        /// the answer (`nil` when the answer is the end of the block, whose offset it did not sum).
        @inline(__always)
        @inlinable func explicitFirstBoundary(where predicate: (CGFloat) -> Bool) -> (index: Int, offset: CGFloat?) {
            // First block boundary after row 0 where the predicate holds, or
            // `checkpoints.count` when none does (then it first holds at `count` at the latest).
            var low = 1
            var high = checkpoints.count
            while low < high {
                let mid = low + (high - low) / 2
                if predicate(checkpoints[mid]) { high = mid } else { low = mid + 1 }
            }
            // The answer is in ((low - 1) * K, end]: the predicate fails at the block's top
            // (or that top is row 0, not a candidate) and holds at `end`.
            let end = Swift.min(low * Run.checkpointInterval, count)
            var row = (low - 1) * Run.checkpointInterval
            var sum = checkpoints[low - 1]
            while row + 1 < end {
                sum += heights[row]
                row += 1
                if predicate(sum) { return (row, sum) }
            }
            return (end, nil)
        }

        /// ``firstBoundary(near:where:)`` and the boundary's local offset, `offset(of: i)` bit for
        /// bit, without computing it again.
        ///
        /// - Complexity: as ``firstBoundary(near:where:)``.
        @inline(__always)
        @inlinable public func firstBoundaryAndOffset(
            near localY: CGFloat? = nil, where predicate: (CGFloat) -> Bool
        ) -> (index: Int, offset: CGFloat) {
            if isUniform {
                let index = firstBoundary(near: localY, where: predicate)
                return (index, offset(of: index))
            }
            let found = explicitFirstBoundary(where: predicate)
            // At the end of a block: `offset(of:)`, a checkpoint or the total, sums in the same
            // order as the walk's.
            return (found.index, found.offset ?? offset(of: found.index))
        }

        // MARK: Edits

        /// Replaces the height of local row `i` of an explicit run.
        ///
        /// - Complexity: O(`count` − `i` + K) to re-sum the rows below it from a checkpoint.
        public mutating func setExplicitHeight(_ height: CGFloat, at i: Int) {
            precondition(!isUniform, "only explicit runs store per-row heights")
            heights[i] = height
            resum(from: i)
        }

        /// Inserts one row into an explicit run that has room for it (capacity grows as in
        /// `reserveCapacity(_:limit:)`).
        ///
        /// - Complexity: O(`count`).
        public mutating func insertExplicit(_ height: CGFloat, at i: Int, limit: Int) {
            precondition(!isUniform && count < limit, "no room in this explicit run")
            reserveCapacity(count + 1, limit: limit)
            heights.insert(height, at: i)
            count += 1
            resum(from: i)
        }

        /// Appends the rows of `other` (same flag; the caller checked the merge policy).
        ///
        /// Two uniform runs of one height stay uniform; otherwise the result is explicit, a
        /// uniform `self` being spelled out first. An explicit `self` grows in place.
        ///
        /// - Complexity: O(1) for two uniform runs; otherwise O(`other.count` + K) amortised,
        ///   plus O(`count`) when `self` is spelled out.
        public mutating func append(_ other: Run, limit: Int) {
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
                checkpoints.reserveCapacity(Run.checkpointCount(forRows: newCount))
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
            count = newCount
            resum(from: firstStale)
        }

        /// Makes room for `needed` rows, growing by a quarter rather than doubling so that an
        /// edited run wastes at most ~25% over the ~8.25 bytes per row it needs, and never
        /// reserving past `limit` (B).
        ///
        /// - Complexity: O(`count`) when it reallocates, O(1) otherwise.
        mutating func reserveCapacity(_ needed: Int, limit: Int) {
            guard
                heights.capacity < needed
                    || checkpoints.capacity < Run.checkpointCount(forRows: needed)
            else { return }
            let capacity = Swift.max(needed, Swift.min(limit, count + count / 4 + 8))
            heights.reserveCapacity(capacity)
            checkpoints.reserveCapacity(Run.checkpointCount(forRows: capacity))
        }

        /// Adds `extra` rows to a uniform run.
        ///
        /// - Complexity: O(1).
        public mutating func growUniform(by extra: Int) {
            precondition(isUniform, "only uniform runs grow by a count")
            count += extra
        }

        /// Removes local rows `range` in place; the run may become empty.
        ///
        /// - Complexity: O(1) for a uniform run, O(`count`) for an explicit one.
        public mutating func removeSubrange(_ range: Range<Int>) {
            count -= range.count
            guard !isUniform else { return }
            heights.removeSubrange(range)
            if count > 0 {
                resum(from: range.lowerBound)
            } else {
                checkpoints.removeAll()
                explicitTotal = 0
            }
        }

        /// The first `n` rows (0 < n ≤ count) as a run of their own.
        ///
        /// - Complexity: O(1) for uniform runs, O(`n`) for explicit ones (a compact copy; the
        ///   checkpoints are copied, only the last block is re-summed).
        public func prefix(_ n: Int) -> Run {
            if isUniform { return Run(uniform: uniformHeight, count: n, estimated: isEstimated) }
            var run = Run(
                explicit: Array(heights[..<n]),
                validCheckpoints: Array(checkpoints[..<Run.checkpointCount(forRows: n)]),
                estimated: isEstimated)
            run.resum(from: n - 1)
            return run
        }

        /// The rows from local row `i` (0 ≤ i < count) to the end, as a run of their own.
        ///
        /// - Complexity: O(1) for uniform runs, O(`count` − `i`) for explicit ones.
        @inlinable public func suffix(from i: Int) -> Run {
            if isUniform { return Run(uniform: uniformHeight, count: count - i, estimated: isEstimated) }
            return Run(explicit: Array(heights[i...]), estimated: isEstimated)
        }

        // MARK: Sums

        /// Number of checkpoints an explicit run of `rows` rows keeps: one per started block.
        ///
        /// - Complexity: O(1).
        public static func checkpointCount(forRows rows: Int) -> Int {
            (rows + checkpointInterval - 1) / checkpointInterval
        }

        /// Rewrites the checkpoints after local row `row` and `explicitTotal` as the
        /// left-to-right running sum of `heights`, once `heights[row...]` (or `count`) changed.
        ///
        /// Checkpoints at or above `row` only sum rows above it, so they are kept and the sum
        /// continues from the last of them. An explicit run must have at least one row.
        ///
        /// - Complexity: O(`count` − `row` + K).
        mutating func resum(from row: Int) {
            if checkpoints.isEmpty { checkpoints.append(0) }
            // The block of `row`, or of the last row when rows were removed at the end; rows
            // appended after a full last block start from that block's checkpoint.
            let rowBlock = Swift.min(row, count - 1) / Run.checkpointInterval
            let block = Swift.min(rowBlock, checkpoints.count - 1)
            checkpoints.removeSubrange((block + 1)...)
            var sum = checkpoints[block]
            var start = block * Run.checkpointInterval
            while true {
                let end = Swift.min(start + Run.checkpointInterval, count)
                for i in start..<end { sum += heights[i] }
                guard end < count else { break }
                checkpoints.append(sum)
                start = end
            }
            explicitTotal = sum
        }
    }
}

extension RowHeights.Run: Equatable {
    /// Same rows, same flag. `checkpoints` and `explicitTotal` are not compared: they are
    /// computed from the heights alone, so equal heights give equal sums.
    ///
    /// - Complexity: O(`count`) for explicit runs, O(1) otherwise.
    public static func == (lhs: RowHeights.Run, rhs: RowHeights.Run) -> Bool {
        lhs.count == rhs.count && lhs.isEstimated == rhs.isEstimated
            && lhs.uniformHeight == rhs.uniformHeight && lhs.heights == rhs.heights
    }
}
