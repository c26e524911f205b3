import Foundation

// Streaming a section's heights in at the end, as `reloadData` does with a delegate's
// `heightForRowAt` answers: the per-row work is the caller's loop, so what is here is paid once a
// chunk of up to B rows, or once a section.

extension RowHeights {
    /// A section without rows, with its index reserved for `rowCount` rows appended in chunks of
    /// ``explicitRunLimit``: `reloadData` builds one per section, and growing the index arrays
    /// entry by entry cost reallocations. A section of at most B rows (one run) reserves nothing:
    /// its index fits in the `SmallArray`s themselves.
    ///
    /// - Complexity: O(1) (one allocation per index array when the section has more than one run).
    public init(reservingCapacityForRows rowCount: Int) {
        // Not `self.init()`: its one-entry index arrays would be allocated only to be replaced.
        let limit = RowHeights.defaultExplicitRunLimit
        let runs = (Swift.max(0, rowCount) + limit - 1) / limit
        // `SmallArray()`, not `[]` or `[0]`: an array literal passes its elements as a variadic
        // `Array`, which `[0]` allocates.
        self.runs = []
        self.runs.reserveCapacity(runs)
        var runStarts = SmallArray<Int>()
        runStarts.reserveCapacity(runs + 1)
        runStarts.append(0)
        var runOffsets = SmallArray<CGFloat>()
        runOffsets.reserveCapacity(runs + 1)
        runOffsets.append(0)
        self.runStarts = runStarts
        self.runOffsets = runOffsets
        self.explicitRunLimit = limit
    }

    /// A section of `heights` (1 to B of them, each already checked to be finite and ≥ 0, as for
    /// ``appendValidatedRows(_:estimated:)``): the value `RowHeights(reservingCapacityForRows:)`
    /// followed by one `appendValidatedRows` builds, run for run and bit for bit, made at once.
    ///
    /// Why: every section of at most B rows is one run, and `reloadData` of a table of short
    /// sections builds one per section; going through the empty value and the general append
    /// (index appends, the merge check) was a tenth of such a section's cost.
    ///
    /// - Complexity: O(`heights.count`) (one copy and the running sums).
    public init(validatedRows heights: UnsafeBufferPointer<CGFloat>, estimated: Bool = false) {
        let limit = RowHeights.defaultExplicitRunLimit
        precondition(!heights.isEmpty && heights.count <= limit, "a section of 1 to \(limit) rows")
        assert(heights.allSatisfy { $0 >= 0 && $0.isFinite }, "row heights must be finite and >= 0")
        let first = heights[0]
        let run =
            heights.allSatisfy({ $0 == first })
            ? Run(uniform: first, count: heights.count, estimated: estimated)
            : Run(explicit: Array(heights), estimated: estimated)
        // `0 + total`, as `appendRun` adds the run's total to the empty value's 0: the same bits
        // (a total of −0 becomes +0 either way).
        let bottom = (0 as CGFloat) + run.totalHeight
        self.runs = [run]
        self.runStarts = SmallArray(0, heights.count)
        self.runOffsets = SmallArray(0, bottom)
        self.explicitRunLimit = limit
    }

    /// Makes this value the one ``init(validatedRows:estimated:)`` builds from `heights` (1 to B of
    /// them, each already checked to be finite and ≥ 0), reusing this value's storage where it can.
    ///
    /// Why: `reloadData` of a table of short sections builds one such value a section, and its two
    /// heap blocks (the runs and the run's heights), allocated here and freed with the old model at
    /// the next reload, were a third of such a section's cost (`Benchmarks/README.md`, "Cell swap").
    /// The table hands each new short section the old model's value for the same section once no
    /// callback can see the old model any more. A value of one explicit run whose heights array has
    /// room for `heights` (and not more than twice that) takes them in place, when `heights` are a
    /// single block of at most K rows that are not all equal; any other value is replaced by a new
    /// one. Either way the result is the same value, run for run and bit for bit.
    ///
    /// - Complexity: O(`heights.count`).
    @inline(__always)
    public mutating func refill(validatedRows heights: UnsafeBufferPointer<CGFloat>, estimated: Bool = false) {
        let limit = RowHeights.defaultExplicitRunLimit
        precondition(!heights.isEmpty && heights.count <= limit, "a section of 1 to \(limit) rows")
        let first = heights[0]
        assert(heights.allSatisfy { $0 >= 0 && $0.isFinite }, "row heights must be finite and >= 0")
        guard explicitRunLimit == limit, runs.count == 1, heights.count <= Run.checkpointInterval,
            !heights.allSatisfy({ $0 == first }),
            runs[0].refillIfRoomy(singleBlock: heights, estimated: estimated)
        else {
            replace(validatedRows: heights, estimated: estimated)
            return
        }
        // `0 + total`, as `init(validatedRows:estimated:)` computes the bottom.
        let bottom = (0 as CGFloat) + runs[0].explicitTotal
        // One run from row 0: its index is two inline entries, `[0, count]` and `[0, bottom]`,
        // already there but for the end (a value that replaced them would destroy the old ones).
        if runStarts.isInline && runStarts.count == 2 && runOffsets.isInline && runOffsets.count == 2 {
            runStarts[1] = heights.count
            runOffsets[1] = bottom
        } else {
            runStarts = SmallArray(0, heights.count)
            runOffsets = SmallArray(0, bottom)
        }
    }

    /// ``refill(validatedRows:estimated:)`` when this value's storage cannot take the heights: a
    /// new value. Out of line, so that the refill in place stays small where it is inlined.
    @inline(never)
    mutating func replace(validatedRows heights: UnsafeBufferPointer<CGFloat>, estimated: Bool) {
        self = RowHeights(validatedRows: heights, estimated: estimated)
    }

    /// Refills the rows of many sections at once: for each entry of `entries`, the rows of
    /// `sections[entry.section]` become `entry.count` heights from `heights + entry.start`, as
    /// ``refill(validatedRows:estimated:)`` makes them (not estimated).
    ///
    /// Why a batch: `reloadData` refills every short section this way after its last callback, and
    /// called from the table's module one section at a time, each refill was a call across modules
    /// with its own frame and checks, about a tenth of the reload of 1,000 ten-row sections
    /// (`Benchmarks/README.md`, "Cell swap"). Here the loop and the refill are compiled together.
    ///
    /// - Complexity: O(entries + their rows).
    public static func refill(
        _ sections: UnsafeMutableBufferPointer<SectionMetrics>, from heights: UnsafePointer<CGFloat>,
        entries: UnsafeBufferPointer<ShortSectionRows>
    ) {
        for entry in entries {
            sections[entry.section].rows.refill(
                validatedRows: UnsafeBufferPointer(start: heights + entry.start, count: entry.count))
        }
    }

    /// Appends `heights` (1 to B of them) as the last rows, when the caller has already checked
    /// that each is finite and ≥ 0: the table turns every bad answer into UIKit's exception at
    /// the row that gave it, before it reaches a chunk, so checking again here would walk every
    /// row a second time. The result is the model ``appendRows(_:estimated:)`` builds from the
    /// same heights, run for run and bit for bit.
    ///
    /// - Complexity: O(`heights.count`) (one copy and the running sums) plus O(1) amortised for
    ///   the index.
    public mutating func appendValidatedRows(_ heights: UnsafeBufferPointer<CGFloat>, estimated: Bool = false) {
        guard let first = heights.first else { return }
        precondition(heights.count <= explicitRunLimit, "a chunk holds at most \(explicitRunLimit) rows")
        assert(heights.allSatisfy { $0 >= 0 && $0.isFinite }, "row heights must be finite and >= 0")
        // Per-row answers usually differ at the second row, so this stops at once for them.
        if heights.allSatisfy({ $0 == first }) {
            appendRun(Run(uniform: first, count: heights.count, estimated: estimated))
        } else {
            appendRun(Run(explicit: Array(heights), estimated: estimated))
        }
    }

    /// Appends `run` (not empty) after the last run: in place, with one entry added to each index
    /// array, unless it must merge with the last run (two uniform chunks of the same height), which
    /// goes through ``replaceRuns(_:with:)`` as any edit does. Either way the runs and the index
    /// are those `replaceRuns(count..<count, with: [run])` gives: `reindex` sums each new offset as
    /// the previous offset plus the run's total, which is the one addition made here.
    ///
    /// - Complexity: O(1) amortised, or as ``replaceRuns(_:with:)`` when it merges.
    mutating func appendRun(_ run: consuming Run) {
        // `runs[runs.count - 1]`, not `runs.last`: the subscript lends the run in place, where
        // `last` copies it out (retaining and releasing its arrays).
        if !runs.isEmpty, canMerge(runs[runs.count - 1], run) {
            replaceRuns(runs.count..<runs.count, with: [run])
            return
        }
        let end = count + run.count
        let bottom = totalHeight + run.totalHeight
        runs.append(run)  // moved, not copied: its last use
        runStarts.append(end)
        runOffsets.append(bottom)
    }
}

/// Where one short section's heights wait in a buffer of many sections' heights, for
/// ``RowHeights/refill(_:from:entries:)``.
@_spi(OpenTableViewInternals) public struct ShortSectionRows: Sendable {
    /// The section.
    public var section: Int
    /// The index of its first height in the buffer.
    public var start: Int
    /// Number of rows (heights).
    public var count: Int

    /// The rows of `section`: `count` heights from index `start` of the buffer.
    public init(section: Int, start: Int, count: Int) {
        self.section = section
        self.start = start
        self.count = count
    }
}
