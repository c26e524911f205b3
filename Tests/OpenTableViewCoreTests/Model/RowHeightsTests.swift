import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

@Suite struct RowHeightsTests {
    @Test func emptyHasNoRows() {
        let rows = RowHeights()
        expectEqual(rows.count, 0)
        expectEqual(rows.totalHeight, 0)
        expectEqual(rows.offset(of: 0), 0)
        expectEqual(rows.row(at: 0), nil)
        expectEqual(rows.firstRow(atOrBelow: -10), 0)
        expectEqual(rows.firstRow(atOrBelow: 10), 0)
        expectEqual(rows, RowHeights(repeating: 44, count: 0))
    }

    @Test func uniformTenMillionRowsIsOneRun() {
        let rows = RowHeights(repeating: 44, count: 10_000_000)
        expectEqual(rows.runs.count, 1)
        expectEqual(rows.storedHeightCount, 0)
        expectEqual(rows.count, 10_000_000)
        expectEqual(rows.totalHeight, 440_000_000)
        expectEqual(rows.height(at: 9_999_999), 44)
        expectEqual(rows.offset(of: 5_000_000), 220_000_000)
        expectEqual(rows.row(at: 44 * 123 + 1), 123)
        expectEqual(rows.row(at: 44 * 123), 123)  // on a boundary the lower row wins
        expectEqual(rows.row(at: 44 * 123 - 0.001), 122)
        expectEqual(rows.row(at: 439_999_999.5), 9_999_999)
        expectEqual(rows.row(at: 440_000_000), nil)
        expectEqual(rows.row(at: -0.5), nil)
        expectEqual(rows.firstRow(atOrBelow: 44 * 7), 7)
        expectEqual(rows.firstRow(atOrBelow: 440_000_000), 10_000_000)
        #expect(!rows.isEstimated(at: 3))
    }

    @Test func explicitHeightsWithZeroHeightRows() {
        // Tops: 0, 10, 30, 30, 60, 60 (end).
        let rows = RowHeights([10, 20, 0, 30, 0])
        expectEqual(rows.count, 5)
        expectEqual(rows.totalHeight, 60)
        expectEqual((0...5).map { rows.offset(of: $0) }, [0, 10, 30, 30, 60, 60])
        expectEqual(rows.row(at: 0), 0)
        expectEqual(rows.row(at: 10), 1)
        expectEqual(rows.row(at: 29.5), 1)
        expectEqual(rows.row(at: 30), 3)  // the zero-height row 2 contains no y
        expectEqual(rows.row(at: 59.999), 3)
        expectEqual(rows.row(at: 60), nil)
        expectEqual(rows.firstRow(atOrBelow: -1), 0)
        expectEqual(rows.firstRow(atOrBelow: 0), 0)
        expectEqual(rows.firstRow(atOrBelow: 10), 1)
        expectEqual(rows.firstRow(atOrBelow: 29), 1)
        expectEqual(rows.firstRow(atOrBelow: 30), 2)  // zero-height row sitting on y
        expectEqual(rows.firstRow(atOrBelow: 31), 3)
        expectEqual(rows.firstRow(atOrBelow: 60), 4)  // the trailing zero-height row at 60
        expectEqual(rows.firstRow(atOrBelow: 61), 5)
        var seen: [String] = []
        rows.forEachRow(from: 1) { row, minY, height in
            seen.append("\(row)@\(minY)+\(height)")
            return row < 3
        }
        expectEqual(seen, ["1@10.0+20.0", "2@30.0+0.0", "3@30.0+30.0"])
    }

    @Test func allZeroHeights() {
        let rows = RowHeights(repeating: 0, count: 3)
        expectEqual(rows.totalHeight, 0)
        expectEqual(rows.row(at: 0), nil)
        expectEqual(rows.firstRow(atOrBelow: 0), 0)
        expectEqual(rows.firstRow(atOrBelow: 0.5), 3)
    }

    @Test func equalPerRowHeightsCompressToOneUniformRun() {
        let rows = RowHeights(Array(repeating: 44, count: 5000))
        expectEqual(rows.runs.count, 1)
        expectEqual(rows.storedHeightCount, 0)
        expectEqual(rows, RowHeights(repeating: 44, count: 5000))
    }

    @Test func perRowHeightsCostAboutEightBytesPerRow() {
        let count = 100_000
        let rows = RowHeights((0..<count).lazy.map { CGFloat($0 % 7) })
        expectEqual(rows.storedHeightCount, count)
        expectEqual(
            rows.runs.count, (count + RowHeights.defaultExplicitRunLimit - 1) / RowHeights.defaultExplicitRunLimit)
        // One CGFloat per row and one per K rows of a run, plus a little allocator slack per run.
        let checkpoints = rows.runs.reduce(0) { $0 + RowHeights.Run.checkpointCount(forRows: $1.count) }
        expectEqual(checkpoints, count / RowHeights.Run.checkpointInterval)
        #expect(rows.allocatedHeightCapacity <= count + checkpoints + 64 * rows.runs.count)
        expectEqual(rows.offset(of: 7), 21)
        // Summed in a typed loop: the same sum inside `#expect` took seconds to type-check.
        var total: CGFloat = 0
        for row in 0..<count { total += CGFloat(row % 7) }
        expectEqual(rows.totalHeight, total)
        expectEqual(rows.row(at: 21), 8)  // row 7 has height 0
        #expect(rows.invariantViolations().isEmpty)
    }

    @Test func measuringOneRowOfTenMillionEstimatesCarvesItOut() {
        var rows = RowHeights(repeating: 44, count: 10_000_000, estimated: true)
        expectEqual(rows.estimatedRowCount, 10_000_000)
        rows.setHeight(50, at: 5_000_000)
        expectEqual(rows.runs.count, 3)
        #expect(rows.storedHeightCount <= 1)
        expectEqual(rows.estimatedRowCount, 9_999_999)
        #expect(rows.isEstimated(at: 4_999_999))
        #expect(!rows.isEstimated(at: 5_000_000))
        #expect(rows.isEstimated(at: 5_000_001))
        expectEqual(rows.totalHeight, 440_000_006)
        expectEqual(rows.offset(of: 5_000_001), 220_000_050)
        expectEqual(rows.row(at: 220_000_049), 5_000_000)
        expectEqual(rows.row(at: 220_000_050), 5_000_001)

        let before = rows.runs
        rows.setHeight(50, at: 5_000_000)  // the same value again changes nothing
        expectEqual(rows.runs, before)

        rows.setHeight(50, at: 5_000_001)  // an equal neighbour joins the measured run
        expectEqual(rows.runs.count, 3)
        expectEqual(rows.storedHeightCount, 0)
        rows.setHeight(60, at: 4_999_999)  // a different neighbour: one small explicit run
        expectEqual(rows.runs.count, 3)
        expectEqual(rows.storedHeightCount, 3)
        expectEqual(rows.estimatedRowCount, 9_999_997)
        #expect(rows.invariantViolations().isEmpty)
    }

    @Test func measuringRowsInScrollOrderKeepsTwoRuns() {
        var rows = RowHeights(repeating: 44, count: 1_000_000, estimated: true)
        for row in 0..<5000 { rows.setHeight(CGFloat(30 + row % 5), at: row) }
        expectEqual(rows.storedHeightCount, 5000)
        // Two full explicit runs (B = 2048), one of 904 rows, then the rest still estimated.
        expectEqual(rows.runs.map(\.count), [2048, 2048, 904, 995_000])
        expectEqual(rows.estimatedRowCount, 995_000)
        // Runs grown in place reserve a quarter ahead, never double: at most a quarter more
        // than one CGFloat per row and one per K rows, plus a little allocator slack per run.
        let quarterAhead = 5000 + 5000 / 4
        let checkpoints = RowHeights.Run.checkpointCount(forRows: quarterAhead)
        #expect(rows.allocatedHeightCapacity <= quarterAhead + checkpoints + 64 * rows.runs.count)
        #expect(rows.invariantViolations().isEmpty)
    }

    /// A self-sizing table measures the rows entering at the edge of the measured ones; a row
    /// that measures as its estimate moves that edge by one row (`moveBoundaryOfUniformRun`)
    /// and leaves the runs `replaceRuns` would make: scrolling down, up from a jump, and the gap
    /// closed, where the last rows go through the general edit that merges the three runs.
    @Test func measuringRowsAsTheirEstimateMovesTheEdgeBetweenRuns() {
        var rows = RowHeights(repeating: 44, count: 1000, estimated: true)
        for row in 0..<300 { rows.setHeight(44, at: row) }
        expectEqual(rows.runs.map(\.count), [300, 700])
        expectEqual(rows.runs.map(\.isEstimated), [false, true])
        // A jump to row 600, then a scroll up from it.
        rows.setHeight(44, at: 600)
        for row in stride(from: 599, through: 500, by: -1) { rows.setHeight(44, at: row) }
        expectEqual(rows.runs.map(\.count), [300, 200, 101, 399])
        expectEqual(rows.runs.map(\.isEstimated), [false, true, false, true])
        expectEqual(Array(rows.runStarts), [0, 300, 500, 601, 1000])
        expectEqual(Array(rows.runOffsets), [0, 13_200, 22_000, 26_444, 44_000])
        #expect(rows.invariantViolations().isEmpty)
        // The gap closed from above: the last row goes through the general edit, which merges
        // the measured runs around it.
        for row in 300..<499 { rows.setHeight(44, at: row) }
        expectEqual(rows.runs.map(\.count), [499, 1, 101, 399])
        rows.setHeight(44, at: 499)
        expectEqual(rows.runs.map(\.count), [601, 399])
        expectEqual(rows.runs.map(\.isEstimated), [false, true])
        expectEqual(rows.estimatedRowCount, 399)
        expectEqual(rows.offset(of: 1000), 44_000)
        #expect(rows.invariantViolations().isEmpty)
        // A row that measures other than its estimate still splits the run.
        rows.setHeight(50, at: 601)
        expectEqual(rows.runs.map(\.count), [601, 1, 398])
        expectEqual(rows.offset(of: 602), 601 * 44 + 50)
        #expect(rows.invariantViolations().isEmpty)
    }

    /// A short uniform run can join an explicit neighbour (``RowHeights/canMerge(_:_:)``): the
    /// edge does not move when the shortened run would become mergeable with the run on its
    /// other side; the general edit merges them instead, and the runs stay sound.
    @Test func theEdgeDoesNotMoveWhenTheShortenedRunWouldMerge() {
        // Measured 44s, 65 estimated 44s (one more than B / 32, so not mergeable with an
        // explicit run), then explicit estimated heights.
        var rows = RowHeights(repeating: 44, count: 10)
        rows.insert(repeating: 44, count: 65, at: 10, estimated: true)
        rows.insert(30, at: 75, estimated: true)
        rows.insert(31, at: 76, estimated: true)
        expectEqual(rows.runs.map(\.count), [10, 65, 2])
        // 64 estimated 44s would merge with the explicit run: the general edit does it.
        rows.setHeight(44, at: 10)
        expectEqual(rows.runs.map(\.count), [11, 66])
        expectEqual(rows.runs.map(\.isUniform), [true, false])
        expectEqual(rows.estimatedRowCount, 66)
        expectEqual(rows.offset(of: 77), 75 * 44 + 30 + 31)
        #expect(rows.invariantViolations().isEmpty)
    }

    @Test func settingEstimatedBackOnAMeasuredRowMergesAgain() {
        var rows = RowHeights(repeating: 44, count: 1000, estimated: true)
        rows.setHeight(44, at: 500)
        expectEqual(rows.runs.count, 3)
        rows.setHeight(44, at: 500, estimated: true)
        expectEqual(rows.runs.count, 1)
        expectEqual(rows, RowHeights(repeating: 44, count: 1000, estimated: true))
    }

    @Test func singleRowEditsInAMillionRowExplicitSectionStayLocal() {
        let count = 1_000_000
        var rows = RowHeights((0..<count).lazy.map { (row: Int) -> CGFloat in CGFloat(20 + row % 3) })
        let runsBefore = rows.runs.count
        let total = rows.totalHeight
        rows.insert(7, at: 500_000)
        expectEqual(rows.count, count + 1)
        expectEqual(rows.height(at: 500_000), 7)
        expectEqual(rows.totalHeight, total + 7)
        expectEqual(rows.runs.count, runsBefore + 1)  // a full run cannot take it: a one-row run
        rows.remove(at: 500_000)
        expectEqual(rows.runs.count, runsBefore)
        expectEqual(rows.totalHeight, total)
        rows.setHeight(1, at: 123_456)
        expectEqual(rows.totalHeight, total - CGFloat(20 + 123_456 % 3) + 1)
        expectEqual(rows.offset(of: 123_457), rows.offset(of: 123_456) + 1)
        rows.removeSubrange(1000..<900_000)
        expectEqual(rows.count, count - 899_000)
        expectEqual(rows.height(at: 1000), CGFloat(20 + 900_000 % 3))
        #expect(rows.invariantViolations().isEmpty)
        expectEqual(rows.storedHeightCount, rows.count)
    }

    @Test func insertingUniformRowsGrowsAMatchingRun() {
        var rows = RowHeights(repeating: 44, count: 10)
        rows.insert(repeating: 44, count: 1_000_000, at: 5)
        rows.insert(44, at: 0)
        rows.insert(44, at: rows.count)
        expectEqual(rows.runs.count, 1)
        expectEqual(rows.count, 1_000_012)
        rows.insert(repeating: 44, count: 3, at: 7, estimated: true)
        expectEqual(rows.runs.count, 3)
        expectEqual(rows.estimatedRowCount, 3)
        expectEqual((6...10).map { rows.isEstimated(at: $0) }, [false, true, true, true, false])
    }

    @Test func removingAcrossRunsKeepsTheEnds() {
        var rows = RowHeights(repeating: 10, count: 5)
        rows.insert(contentsOf: RowHeights([1, 2, 3]), at: 5)
        rows.insert(repeating: 20, count: 5, at: 8, estimated: true)
        rows.removeSubrange(3..<10)
        expectEqual(rows.count, 6)
        expectEqual((0..<6).map { rows.height(at: $0) }, [10, 10, 10, 20, 20, 20])
        expectEqual((0..<6).map { rows.isEstimated(at: $0) }, [false, false, false, true, true, true])
        expectEqual(rows.totalHeight, 90)
        #expect(rows.invariantViolations().isEmpty)
        var flags: [String] = []
        rows.forEachRun { range, estimated in flags.append("\(range)\(estimated ? "~" : "")") }
        expectEqual(flags, ["0..<3", "3..<6~"])
    }

    @Test func equalityIgnoresRunStructure() {
        var edited = RowHeights(repeating: 10, count: 6)
        edited.setHeight(5, at: 2)
        edited.setHeight(10, at: 2)
        let built = RowHeights([10, 10, 10, 10, 10, 10])
        expectEqual(edited, built)
        expectNotEqual(edited, RowHeights(repeating: 10, count: 6, estimated: true))
        expectNotEqual(edited, RowHeights(repeating: 10, count: 5))
        expectNotEqual(RowHeights([1, 2, 3]), RowHeights([1, 2, 4]))
    }

    // MARK: Checkpoints (a running sum every K rows of an explicit run)

    /// Heights whose sums round (none but 0 has a short binary expansion), with zeros.
    static let inexactPalette: [CGFloat] = [44.1, 0.3, 17.7, 0, 1.0 / 3, 0.1, 12.34, 99.99, 0.7]

    static func inexactHeights(_ count: Int, phase: Int = 0) -> [CGFloat] {
        (0..<count).map { inexactPalette[($0 * 5 + phase) % inexactPalette.count] }
    }

    /// Tops of every row plus the end, summed left to right from 0 over the whole array.
    static func runningSums(_ heights: [CGFloat]) -> [CGFloat] {
        var sums: [CGFloat] = [0]
        for height in heights { sums.append(sums[sums.count - 1] + height) }
        return sums
    }

    /// One explicit run of rounding heights across many checkpoints: every offset, the total and
    /// every `forEachRow` top equal the whole section's left-to-right sum with `==`, also after
    /// edits in the middle, at and next to checkpoint rows.
    @Test func inexactOffsetsAreThePlainRunningSumBitForBit() {
        var heights = Self.inexactHeights(1000)
        var rows = RowHeights(heights)
        func check(_ step: String) {
            expectEqual(rows.runs.count, 1, "\(step): \(rows.debugDescription)")
            let sums = Self.runningSums(heights)
            expectEqual((0...heights.count).map { rows.offset(of: $0) }, sums, "\(step)")
            expectEqual(rows.totalHeight, sums[heights.count], "\(step)")
            var tops: [CGFloat] = []
            rows.forEachRow(from: 0) { _, minY, _ in
                tops.append(minY)
                return true
            }
            expectEqual(tops, Array(sums.dropLast()), "\(step)")
            #expect(plainOffsetMismatches(rows, from: 33).isEmpty, "\(step)")
        }
        check("built")
        // The heights have teeth: summing each block from 0 and adding it to the checkpoint
        // (a plausible but wrong shortcut) differs from the plain sum somewhere.
        let sums = Self.runningSums(heights)
        let k = RowHeights.Run.checkpointInterval
        let shortcut = (0..<heights.count).map { row -> CGFloat in
            let block = row / k * k
            return sums[block] + heights[block..<row].reduce(0, +)
        }
        expectNotEqual(shortcut, Array(sums.dropLast()))

        for (row, height) in [(500, 7.7), (64, 0.3), (63, 0), (0, 12.34), (999, 44.1)] as [(Int, CGFloat)] {
            rows.setHeight(height, at: row)
            heights[row] = height
            check("setHeight(\(height), at: \(row))")
        }
        for (row, height) in [(333, 0.7), (32, 0.1), (0, 99.99)] as [(Int, CGFloat)] {
            rows.insert(height, at: row)
            heights.insert(height, at: row)
            check("insert(\(height), at: \(row))")
        }
        rows.insert(1.0 / 3, at: heights.count)
        heights.append(1.0 / 3)
        check("append")
        let removals: [(_ count: Int) -> Range<Int>] = [
            { _ in 64..<65 }, { _ in 100..<190 }, { _ in 31..<33 }, { _ in 0..<1 }, { ($0 - 5)..<$0 },
        ]
        for removal in removals {
            let range = removal(heights.count)
            rows.removeSubrange(range)
            heights.removeSubrange(range)
            check("removeSubrange(\(range))")
        }
        let inserted = Self.inexactHeights(77, phase: 3)
        rows.insert(contentsOf: RowHeights(inserted), at: 45)
        heights.insert(contentsOf: inserted, at: 45)
        check("insert(contentsOf: 77 rows, at: 45)")
    }

    /// Many runs, with small and odd bounds B: full runs of one checkpoint (B ≤ K), of exactly
    /// two blocks (B = 2K) and of a partial last block. Every offset is the run's top plus the
    /// run's own left-to-right sum, bit for bit, through splits and merges.
    @Test(arguments: [8, 32, 40, 64, 100])
    func inexactOffsetsAreExactWithManyRuns(explicitRunLimit limit: Int) {
        var heights = Self.inexactHeights(300)
        var rows = RowHeights(heights, explicitRunLimit: limit)
        #expect(plainOffsetMismatches(rows).isEmpty)
        expectEqual(rows, RowHeights(heights))
        let edits: [(String, (inout RowHeights, inout [CGFloat]) -> Void)] = [
            (
                "setHeight",
                { r, h in
                    r.setHeight(5.5, at: 130)
                    h[130] = 5.5
                }
            ),
            (
                "insert",
                { r, h in
                    r.insert(0.3, at: 64)
                    h.insert(0.3, at: 64)
                }
            ),
            (
                "insert repeating",
                { r, h in
                    // Uniform runs, whose tops are height × i, not a running sum (which differs
                    // from row 6 on for 0.1).
                    r.insert(repeating: 17.7, count: 40, at: 96)
                    h.insert(contentsOf: repeatElement(17.7, count: 40), at: 96)
                    r.insert(repeating: 0.1, count: 10, at: 0)
                    h.insert(contentsOf: repeatElement(0.1, count: 10), at: 0)
                }
            ),
            (
                "remove",
                { r, h in
                    r.remove(at: 32)
                    h.remove(at: 32)
                }
            ),
            (
                "removeSubrange",
                { r, h in
                    r.removeSubrange(50..<170)
                    h.removeSubrange(50..<170)
                }
            ),
            (
                "measure estimate",
                { r, h in
                    r.insert(repeating: 44, count: 70, at: 10, estimated: true)
                    h.insert(contentsOf: repeatElement(44, count: 70), at: 10)
                    for row in 10..<80 {
                        let height = Self.inexactPalette[row % Self.inexactPalette.count]
                        r.setHeight(height, at: row)
                        h[row] = height
                    }
                }
            ),
        ]
        for (name, edit) in edits {
            edit(&rows, &heights)
            #expect(plainOffsetMismatches(rows).isEmpty, "\(name): \(rows.debugDescription)")
            #expect(plainOffsetMismatches(rows, from: 17).isEmpty, "\(name)")
            expectEqual((0..<heights.count).map { rows.height(at: $0) }, heights, "\(name)")
        }
    }

    /// A run whose length is a multiple of K has no checkpoint for its end: appending to it and
    /// cutting it back to such a length must re-sum from the right block.
    @Test func runsEndingOnACheckpointGrowAndShrink() {
        let k = RowHeights.Run.checkpointInterval
        var heights = Self.inexactHeights(2 * k)
        var rows = RowHeights(heights, explicitRunLimit: 4 * k)
        let steps: [(String, (inout RowHeights, inout [CGFloat]) -> Void)] = [
            (
                "append one",
                { r, h in
                    r.insert(0.7, at: 2 * k)
                    h.append(0.7)
                }
            ),
            (
                "remove it",
                { r, h in
                    r.remove(at: 2 * k)
                    h.removeLast()
                }
            ),
            (
                "cut a block",
                { r, h in
                    r.removeSubrange(k..<2 * k)
                    h.removeSubrange(k..<2 * k)
                }
            ),
            (
                "merge a run",
                { r, h in
                    let more = Self.inexactHeights(k + 3, phase: 1)
                    r.insert(contentsOf: RowHeights(more), at: k)
                    h.append(contentsOf: more)
                }
            ),
            (
                "set the checkpoint row",
                { r, h in
                    r.setHeight(0, at: k)
                    h[k] = 0
                }
            ),
            (
                "set the row above it",
                { r, h in
                    r.setHeight(17.7, at: k - 1)
                    h[k - 1] = 17.7
                }
            ),
        ]
        for (name, step) in steps {
            step(&rows, &heights)
            expectEqual(rows.runs.count, 1, "\(name): \(rows.debugDescription)")
            expectEqual((0...heights.count).map { rows.offset(of: $0) }, Self.runningSums(heights), "\(name)")
            #expect(plainOffsetMismatches(rows).isEmpty, "\(name)")
        }
    }

    /// Searches at y exactly on rows that start a block (and just above and below), with runs
    /// of zero-height rows straddling those rows, against a linear scan of the exact offsets.
    @Test(arguments: [8, 32, 40, 64, 2048])
    func searchesOnCheckpointRowsAndZeroHeightRows(explicitRunLimit limit: Int) {
        let k = RowHeights.Run.checkpointInterval
        var heights = Self.inexactHeights(4 * k + 5)
        for row in [k - 2, k - 1, k, k + 1, 2 * k - 1, 2 * k, 3 * k, 3 * k + 1, 4 * k + 4] { heights[row] = 0 }
        let rows = RowHeights(heights, explicitRunLimit: limit)
        let offsets = plainOffsets(rows)
        #expect(limit != 2048 || offsets == Self.runningSums(heights))
        let reference = ReferenceRows(heights: heights, estimated: heights.map { _ in false })
        for originY in [0, 1000.3] as [CGFloat] {
            let tops = offsets.map { originY + $0 }
            var probes: [CGFloat] = []
            for row in [0, k - 1, k, k + 1, 2 * k, 3 * k, 4 * k, heights.count] {
                probes += [tops[row], tops[row].nextDown, tops[row].nextUp]
            }
            for y in probes {
                let expected = reference.row(at: y, offsets: tops)
                expectEqual(rows.row(at: y, originY: originY), expected, "B \(limit) origin \(originY) y \(y)")
                expectEqual(
                    rows.firstRow(atOrBelow: y, originY: originY), reference.firstRow(atOrBelow: y, offsets: tops),
                    "B \(limit) origin \(originY) y \(y)")
                let atOrAbove = tops.firstIndex { $0 >= y } ?? heights.count + 1
                expectEqual(rows.firstBoundary(originY: originY, near: y) { $0 >= y }, atOrAbove, "B \(limit) y \(y)")
                let above = tops.firstIndex { $0 > y } ?? heights.count + 1
                expectEqual(rows.firstBoundary(originY: originY, near: y) { $0 > y }, above, "B \(limit) y \(y)")
            }
        }
        // Every block's top row, located through the checkpoints: a zero-height row on it
        // contains no y, the row below does.
        expectEqual(rows.row(at: offsets[k]), k + 2)
        expectEqual(rows.firstRow(atOrBelow: offsets[k]), k - 2)
        expectEqual(rows.row(at: offsets[2 * k]), 2 * k + 1)
        expectEqual(rows.row(at: offsets[3 * k]), 3 * k + 2)
    }

    /// Per-row heights of a 10,000-row section cost at most 8.5 bytes a row, slack included:
    /// 8 for the height, 8 / K for the checkpoints.
    @Test func tenThousandExplicitRowsCostAtMostEightAndAHalfBytesARow() {
        let count = 10_000
        let heights = Self.inexactHeights(count)
        var streamed = RowHeights()
        var chunk: [CGFloat] = []
        for start in stride(from: 0, to: count, by: streamed.explicitRunLimit) {
            chunk.append(contentsOf: heights[start..<Swift.min(start + streamed.explicitRunLimit, count)])
            streamed.appendRows(&chunk)
        }
        for rows in [RowHeights(heights), streamed] {
            expectEqual(rows.storedHeightCount, count)
            let bytesPerRow = Double(rows.allocatedHeightCapacity * MemoryLayout<CGFloat>.stride) / Double(count)
            #expect(bytesPerRow <= 8.5, "\(bytesPerRow) bytes a row")
            #expect(plainOffsetMismatches(rows).isEmpty)
        }
        expectEqual(streamed, RowHeights(heights))
    }

    /// `init(validatedRows:)` (how `reloadData` builds a section of at most B rows) is the value
    /// the chunked path builds from the same heights: the same runs, flags and index, bit for bit,
    /// its index kept inline; −0 and zeros included, uniform answers one uniform run.
    @Test func oneChunkSectionIsTheValueTheChunkedPathBuilds() {
        let limit = RowHeights.defaultExplicitRunLimit
        let cases: [[CGFloat]] = [
            [30], [-0.0], [0, 0], [-0.0, -0.0], [44, 44, 44], [12.5, -0.0, 7],
            Self.inexactHeights(10), Self.inexactHeights(32), Self.inexactHeights(33),
            Self.inexactHeights(limit - 1), Self.inexactHeights(limit), Array(repeating: 44, count: limit),
        ]
        for heights in cases {
            for estimated in [false, true] {
                var streamed = RowHeights(reservingCapacityForRows: heights.count)
                heights.withUnsafeBufferPointer { streamed.appendValidatedRows($0, estimated: estimated) }
                let built = heights.withUnsafeBufferPointer { RowHeights(validatedRows: $0, estimated: estimated) }
                let label = "\(heights.prefix(4)) (\(heights.count)), estimated \(estimated)"
                expectEqual(built, streamed, "\(label)")
                #expect(built.runs == streamed.runs && built.runStarts == streamed.runStarts, "\(label)")
                expectEqual(built.runOffsets.map(\.bitPattern), streamed.runOffsets.map(\.bitPattern), "\(label)")
                expectEqual(built.runs.map(\.checkpoints), streamed.runs.map(\.checkpoints), "\(label)")
                expectEqual(built.explicitRunLimit, streamed.explicitRunLimit)
                expectEqual(built.estimatedRowCount, (estimated ? heights.count : 0))
                #expect(built.runStarts.isInline && built.runOffsets.isInline)
                #expect(plainOffsetMismatches(built).isEmpty, "\(label)")
            }
        }
    }

    /// `appendValidatedRows(_:)` (what `reloadData` streams a delegate's answers through) and
    /// `init(reservingCapacityForRows:)` build the model `RowHeights(_:)` builds: the same runs,
    /// the same index, bit for bit, with uniform chunks merged and ~8.25 bytes a per-row row.
    @Test func validatedChunksBuildTheSameModelAsTheSequenceInit() {
        let limit = RowHeights.defaultExplicitRunLimit
        let cases: [[CGFloat]] = [
            Self.inexactHeights(1),
            Self.inexactHeights(10),
            Self.inexactHeights(limit),
            Self.inexactHeights(10_000),
            Array(repeating: 44, count: 3 * limit + 5),  // uniform chunks merge into one run
            Array(repeating: 44, count: limit) + Self.inexactHeights(limit + 3) + Array(repeating: 30, count: limit),
            Array(repeating: 0, count: 7),
        ]
        for heights in cases {
            var streamed = RowHeights(reservingCapacityForRows: heights.count)
            expectEqual(streamed, RowHeights())
            heights.withUnsafeBufferPointer { all in
                for start in stride(from: 0, to: all.count, by: limit) {
                    streamed.appendValidatedRows(
                        UnsafeBufferPointer(rebasing: all[start..<Swift.min(start + limit, all.count)]))
                }
            }
            let reference = RowHeights(heights)
            expectEqual(streamed, reference)
            expectEqual(streamed.runStarts, reference.runStarts)
            expectEqual(streamed.runOffsets.map(\.bitPattern), reference.runOffsets.map(\.bitPattern))
            expectEqual(streamed.runs.map(\.checkpoints), reference.runs.map(\.checkpoints))
            #expect(plainOffsetMismatches(streamed).isEmpty)
            if streamed.storedHeightCount > 1000 {
                let bytesPerRow =
                    Double(streamed.allocatedHeightCapacity * MemoryLayout<CGFloat>.stride)
                    / Double(streamed.storedHeightCount)
                #expect(bytesPerRow <= 8.5, "\(bytesPerRow) bytes a row")
            }
        }
        // An empty chunk changes nothing.
        var empty = RowHeights(reservingCapacityForRows: 0)
        empty.appendValidatedRows(UnsafeBufferPointer(start: nil, count: 0))
        #expect(empty == RowHeights() && empty.runStarts == [0] && empty.runOffsets == [0])
    }

    /// Explicit runs of at most K rows share their one checkpoint's array; editing one of them
    /// (a height, an insert that grows it past K rows, a removal) gives it its own sums and leaves
    /// the others as they were.
    @Test func shortExplicitRunsShareTheirCheckpointUntilEdited() {
        let k = RowHeights.Run.checkpointInterval
        let heights = Self.inexactHeights(k)
        var a = RowHeights.Run(explicit: heights, estimated: false)
        let b = RowHeights.Run(explicit: heights, estimated: false)
        var total: CGFloat = 0
        for height in heights { total += height }
        #expect(a.checkpoints == [0] && a.totalHeight == total && a.offset(of: k) == total)
        a.setExplicitHeight(100, at: 3)
        a.insertExplicit(7.3, at: 0, limit: 2048)
        #expect(a.count == k + 1 && a.checkpoints.count == 2)
        var expected = heights
        expected[3] = 100
        expected.insert(7.3, at: 0)
        var sum: CGFloat = 0
        for (row, height) in expected.enumerated() {
            expectEqual(a.offset(of: row), sum, "row \(row)")
            sum += height
        }
        #expect(
            a.totalHeight == sum
                && a.checkpoints[1] == RowHeights.Run(explicit: expected, estimated: false).checkpoints[1])
        a.removeSubrange(0..<5)
        expectEqual(a, RowHeights.Run(explicit: Array(expected[5...]), estimated: false))
        #expect(b.checkpoints == [0] && b.totalHeight == total && b.heights == heights)
        var rows = RowHeights([1.5, 2.25])
        rows.setHeight(4, at: 0)
        #expect(rows.runs[0].checkpoints == [0] && rows.totalHeight == 6.25 && rows.offset(of: 1) == 4)
    }

    /// A uniform run starts its search at the row `(y − top) / height` points to; the hint only
    /// saves time. Every hint, right, off by a few rows, far off or not finite, gives the answer
    /// the plain bisection gives, for boundaries on, just above and just below row edges.
    @Test func uniformRunSearchHintNeverChangesTheAnswer() {
        let run = RowHeights.Run(uniform: 43.7, count: 1000, estimated: false)
        let targets: [CGFloat] = [0, 0.5, 43.7, 43.7 * 3, 43.7 * 3 - 0.001, 43.7 * 3 + 0.001, 20_000, 43_699.9, 43_700]
        for y in targets {
            for predicate in [{ (offset: CGFloat) in offset > y }, { (offset: CGFloat) in offset >= y }] {
                guard predicate(run.offset(of: run.count)) else { continue }
                let expected = run.firstBoundary(where: predicate)
                let hints: [CGFloat] = [
                    y, y - 43.7, y + 43.7, y - 500, y + 500, -1e9, 1e9, .infinity, -.infinity, .nan,
                ]
                for hint in hints {
                    expectEqual(run.firstBoundary(near: hint, where: predicate), expected, "y \(y), hint \(hint)")
                }
            }
        }
        // The exact answers, so the comparison above is not between two equally wrong searches.
        expectEqual(run.firstBoundary(where: { $0 > 43.7 * 3 }), 4)
        expectEqual(run.firstBoundary(where: { $0 >= 43.7 * 3 }), 3)
    }
}
