import Foundation

/// The heights of the rows of one section, stored as runs so that cost follows the
/// heights' *shape*, not the row count.
///
/// A table whose delegate has no `heightForRowAt` gives every row the same height: that is one
/// uniform run, O(1) memory and time for any row count. A delegate that does answer per row
/// costs ~8.25 bytes a row, in explicit runs of at most ``explicitRunLimit`` rows: each row's
/// height, plus the running sum every K = ``Run/checkpointInterval`` rows (see `Run`). A sum
/// per row would make that 16 bytes, and with the per-run overhead miss the target of at most
/// 16 bytes a row; the sparse sums, continued left to right, still give every offset bit for
/// bit as a plain running sum would. Estimated heights start as one uniform run flagged
/// `isEstimated`; measuring a row carves out only that row.
///
/// Two arrays index the runs: `runStarts` (first row of each run) and `runOffsets` (top of each
/// run), each with one extra trailing entry for the end (`count`, `totalHeight`). They are
/// ``SmallArray``s, so the index of a one-run section (any section of at most B rows, and every
/// uniform one) is kept in the value without a heap block: `reloadData` of many short sections
/// allocates and frees two blocks fewer a section; the searches read a spilled index as an array. A row or a y is
/// found by binary search over runs, then inside the run. An edit rewrites the run it touches
/// and the index entries after it: O(B + #runs), where #runs stays near n / B because
/// neighbouring runs that can be merged always are (see `RowHeights+Merge.swift`).
///
/// Coordinates: `offset(of: r)` is the top of row `r` measured from the top of row 0; row `r`
/// covers `[offset(of: r), offset(of: r + 1))`. All offsets are computed by one formula (run
/// top + local running sum), so they never decrease and neighbouring rows tile exactly.
@_spi(OpenTableViewInternals) public struct RowHeights: Sendable {
    /// The default bound B on rows per explicit run.
    ///
    /// An edit inside an explicit run costs O(B) (shift and re-sum its heights) and an edit that
    /// changes a run's total costs O(n / B) (re-index later runs); B = 2048 balances the two for
    /// sections up to ~4 million rows and keeps each run's heights at 16 KiB and its checkpoints
    /// at 512 bytes, which a search walks within the L1 cache.
    public static let defaultExplicitRunLimit = 2048

    // The three arrays below are internal only because Swift has no access level for "this
    // type's extensions in other files". Only `RowHeights`'s own files may write them.

    // The index arrays are `SmallArray`s, not `Array`s: a section of at most B rows (one run, two
    // index entries each) keeps its index in the value, with no heap blocks to allocate at
    // `reloadData` and free at the next one; a long section's index spills into an array.

    /// Runs in row order. None is empty and no two neighbours can be merged.
    public var runs: [Run]
    /// `runStarts[j]` is the first row of run `j`; the last entry is `count`.
    public var runStarts: SmallArray<Int>
    /// `runOffsets[j]` is the top of run `j`; the last entry is `totalHeight`.
    public var runOffsets: SmallArray<CGFloat>
    /// The bound B on rows per explicit run; tests lower it to exercise splitting and merging.
    public let explicitRunLimit: Int

    /// A section without rows.
    ///
    /// - Complexity: O(1).
    public init() {
        self.init(explicitRunLimit: RowHeights.defaultExplicitRunLimit)
    }

    /// A section without rows whose explicit runs hold at most `explicitRunLimit` rows.
    ///
    /// - Complexity: O(1).
    public init(explicitRunLimit: Int) {
        precondition(explicitRunLimit >= 2, "an explicit run must be able to hold two rows")
        // Not array literals: `[0]` would allocate the variadic array it is passed as.
        self.runs = []
        self.runStarts = SmallArray(single: 0)
        self.runOffsets = SmallArray(single: 0)
        self.explicitRunLimit = explicitRunLimit
    }

    /// `count` rows of the same `height`: the uniform case, one run whatever the count.
    ///
    /// - Complexity: O(1).
    public init(repeating height: CGFloat, count: Int, estimated: Bool = false) {
        self.init()
        insert(repeating: height, count: count, at: 0, estimated: estimated)
    }

    /// One row per element of `heights`, as a delegate's `heightForRowAt` answers.
    ///
    /// Heights are stored per row in explicit runs, except that a block of B rows whose heights
    /// are all equal is kept as a uniform run: a delegate answering 44 for every row costs
    /// O(1) memory, like no delegate at all.
    ///
    /// - Complexity: O(n), one pass over the sequence and ~8.25 bytes per stored row.
    public init<S: Sequence>(_ heights: S, estimated: Bool = false) where S.Element == CGFloat {
        self.init(heights, estimated: estimated, explicitRunLimit: RowHeights.defaultExplicitRunLimit)
    }

    /// One row per element of `heights`, with explicit runs of at most `explicitRunLimit` rows.
    ///
    /// - Complexity: O(n).
    public init<S: Sequence>(_ heights: S, estimated: Bool = false, explicitRunLimit: Int)
    where S.Element == CGFloat {
        self.init(explicitRunLimit: explicitRunLimit)
        var chunk: [CGFloat] = []
        chunk.reserveCapacity(explicitRunLimit)
        var allEqual = true
        for height in heights {
            RowHeights.checkHeight(height)
            if let first = chunk.first, height != first { allEqual = false }
            chunk.append(height)
            if chunk.count == explicitRunLimit {
                appendChunk(&chunk, allEqual: allEqual, estimated: estimated)
                allEqual = true
            }
        }
        if !chunk.isEmpty { appendChunk(&chunk, allEqual: allEqual, estimated: estimated) }
    }

    /// Appends `chunk` (at most B heights, each finite and ≥ 0) as the last rows, then empties it
    /// for reuse: how the table streams a delegate's per-row answers into the model without an
    /// array of all heights and without a closure called per row.
    ///
    /// - Complexity: O(chunk size) plus O(1) amortised for the index.
    public mutating func appendRows(_ chunk: inout [CGFloat], estimated: Bool = false) {
        guard let first = chunk.first else { return }
        precondition(chunk.count <= explicitRunLimit, "a chunk holds at most \(explicitRunLimit) rows")
        var allEqual = true
        for height in chunk {
            RowHeights.checkHeight(height)
            if height != first { allEqual = false }
        }
        appendChunk(&chunk, allEqual: allEqual, estimated: estimated)
    }

    /// Turns a filled chunk into a run at the end, then empties the chunk for reuse.
    ///
    /// A full chunk hands its buffer to the run (its capacity is B); a partial one is
    /// copied to an exact-size buffer so that a short section does not pay for B rows.
    ///
    /// - Complexity: O(chunk size) plus O(1) amortised for the index.
    mutating func appendChunk(_ chunk: inout [CGFloat], allEqual: Bool, estimated: Bool) {
        let run: Run
        if allEqual {
            run = Run(uniform: chunk[0], count: chunk.count, estimated: estimated)
        } else if chunk.count == explicitRunLimit {
            run = Run(explicit: chunk, estimated: estimated)
        } else {
            run = Run(explicit: chunk.withUnsafeBufferPointer { Array($0) }, estimated: estimated)
        }
        chunk.removeAll(keepingCapacity: true)
        appendRun(run)
    }

    // MARK: Reading

    /// Number of rows.
    ///
    /// - Complexity: O(1).
    @inlinable public var count: Int { runStarts.lastElement }

    /// Sum of all row heights; equal to `offset(of: count)`.
    ///
    /// - Complexity: O(1).
    @inlinable public var totalHeight: CGFloat { runOffsets.lastElement }

    /// Whether the section has no rows.
    ///
    /// - Complexity: O(1).
    @inlinable public var isEmpty: Bool { runs.isEmpty }

    /// The height of `row`.
    ///
    /// - Complexity: O(log #runs).
    @inlinable public func height(at row: Int) -> CGFloat {
        let (run, local) = locate(row)
        return runs[run].height(at: local)
    }

    /// Whether `row`'s height is still an estimate, so the table should measure it.
    ///
    /// - Complexity: O(log #runs).
    @inlinable public func isEstimated(at row: Int) -> Bool {
        runs[locate(row).run].isEstimated
    }

    /// The top of `row` measured from the top of row 0; `offset(of: count) == totalHeight`.
    ///
    /// - Complexity: O(log #runs + K).
    @inlinable public func offset(of row: Int) -> CGFloat {
        if row == count { return totalHeight }
        let (run, local) = locate(row)
        return runOffsets[run] + runs[run].offset(of: local)
    }

    /// The top of `row` (as ``offset(of:)``) and its height, from one search for the row's run.
    ///
    /// - Complexity: O(log #runs + K).
    @inlinable public func span(of row: Int) -> (offset: CGFloat, height: CGFloat) {
        let (run, local) = locate(row)
        return (runOffsets[run] + runs[run].offset(of: local), runs[run].height(at: local))
    }

    /// Whether the rows are one uniform run (or none): every row has the same height, and a
    /// search by y is a division.
    ///
    /// - Complexity: O(1).
    @inlinable public var isOneUniformRun: Bool {
        runs.count <= 1 && (runs.first?.isUniform ?? true)
    }

    /// Number of heights stored one per row (in explicit runs): the per-row memory, 8 bytes
    /// each plus a running sum every K of them (~8.25 bytes a row).
    ///
    /// - Complexity: O(#runs).
    @inlinable public var storedHeightCount: Int {
        runs.reduce(0) { $0 + ($1.isUniform ? 0 : $1.count) }
    }

    /// Number of rows whose height is still an estimate.
    ///
    /// - Complexity: O(#runs).
    @inlinable public var estimatedRowCount: Int {
        runs.reduce(0) { $0 + ($1.isEstimated ? $1.count : 0) }
    }

    /// CGFloats reserved for per-row storage (heights and checkpoints), to check memory
    /// including slack.
    ///
    /// - Complexity: O(#runs).
    @inlinable public var allocatedHeightCapacity: Int {
        runs.reduce(0) { $0 + $1.heights.capacity + $1.checkpoints.capacity }
    }

    /// The run holding `row` and the row's index inside it.
    ///
    /// - Complexity: O(log #runs).
    @inlinable public func locate(_ row: Int) -> (run: Int, local: Int) {
        precondition(row >= 0 && row < count, "row \(row) out of bounds 0..<\(count)")
        // An inline index has one run, from row 0 (see `runIndex(containing:)`).
        if runStarts.isInline { return (0, row) }
        let run = runIndex(containing: row)
        return (run, row - runStarts.heap[run])
    }

    /// Index of the run whose rows include `row` (which must be in `0..<count`).
    ///
    /// - Complexity: O(log #runs).
    @inlinable public func runIndex(containing row: Int) -> Int {
        // An inline index has at most two entries, so at most one run: no search. Otherwise the
        // search reads the spilled array directly, without the inline check at every step.
        if runStarts.isInline { return 0 }
        let starts = runStarts.heap
        // Explicit runs are filled to B rows (a reload builds them so; edits split and merge
        // them), so `row / B` is the run when the runs before it are full: two reads instead of
        // the search's eight or nine dependent ones. B is a power of two but for tests.
        let limit = explicitRunLimit
        if limit & (limit &- 1) == 0 {
            let guess = row &>> limit.trailingZeroBitCount
            if guess < runs.count && starts[guess] <= row && row < starts[guess &+ 1] { return guess }
        }
        // Largest j with runStarts[j] <= row, searched among the real runs (not the sentinel).
        var low = 0
        var high = runs.count - 1
        while low < high {
            let mid = low + (high - low + 1) / 2
            if starts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Traps unless `height` is a usable row height (finite and not negative).
    ///
    /// The table turns bad delegate answers into UIKit's exceptions before they reach the model;
    /// this guards the model's own invariant that offsets never decrease.
    ///
    /// - Complexity: O(1).
    public static func checkHeight(_ height: CGFloat) {
        precondition(height >= 0 && height.isFinite, "row height must be finite and >= 0, got \(height)")
    }
}
