import Foundation
import Testing
@testable import OpenTableView

@Suite struct RowHeightsTests {
    @Test func emptyHasNoRows() {
        let rows = RowHeights()
        #expect(rows.count == 0)
        #expect(rows.totalHeight == 0)
        #expect(rows.offset(of: 0) == 0)
        #expect(rows.row(at: 0) == nil)
        #expect(rows.firstRow(atOrBelow: -10) == 0)
        #expect(rows.firstRow(atOrBelow: 10) == 0)
        #expect(rows == RowHeights(repeating: 44, count: 0))
    }

    @Test func uniformTenMillionRowsIsOneRun() {
        let rows = RowHeights(repeating: 44, count: 10_000_000)
        #expect(rows.runs.count == 1)
        #expect(rows.storedHeightCount == 0)
        #expect(rows.count == 10_000_000)
        #expect(rows.totalHeight == 440_000_000)
        #expect(rows.height(at: 9_999_999) == 44)
        #expect(rows.offset(of: 5_000_000) == 220_000_000)
        #expect(rows.row(at: 44 * 123 + 1) == 123)
        #expect(rows.row(at: 44 * 123) == 123)  // on a boundary the lower row wins
        #expect(rows.row(at: 44 * 123 - 0.001) == 122)
        #expect(rows.row(at: 439_999_999.5) == 9_999_999)
        #expect(rows.row(at: 440_000_000) == nil)
        #expect(rows.row(at: -0.5) == nil)
        #expect(rows.firstRow(atOrBelow: 44 * 7) == 7)
        #expect(rows.firstRow(atOrBelow: 440_000_000) == 10_000_000)
        #expect(!rows.isEstimated(at: 3))
    }

    @Test func explicitHeightsWithZeroHeightRows() {
        // Tops: 0, 10, 30, 30, 60, 60 (end).
        let rows = RowHeights([10, 20, 0, 30, 0])
        #expect(rows.count == 5)
        #expect(rows.totalHeight == 60)
        #expect((0...5).map { rows.offset(of: $0) } == [0, 10, 30, 30, 60, 60])
        #expect(rows.row(at: 0) == 0)
        #expect(rows.row(at: 10) == 1)
        #expect(rows.row(at: 29.5) == 1)
        #expect(rows.row(at: 30) == 3)  // the zero-height row 2 contains no y
        #expect(rows.row(at: 59.999) == 3)
        #expect(rows.row(at: 60) == nil)
        #expect(rows.firstRow(atOrBelow: -1) == 0)
        #expect(rows.firstRow(atOrBelow: 0) == 0)
        #expect(rows.firstRow(atOrBelow: 10) == 1)
        #expect(rows.firstRow(atOrBelow: 29) == 1)
        #expect(rows.firstRow(atOrBelow: 30) == 2)  // zero-height row sitting on y
        #expect(rows.firstRow(atOrBelow: 31) == 3)
        #expect(rows.firstRow(atOrBelow: 60) == 4)  // the trailing zero-height row at 60
        #expect(rows.firstRow(atOrBelow: 61) == 5)
        var seen: [String] = []
        rows.forEachRow(from: 1) { row, minY, height in
            seen.append("\(row)@\(minY)+\(height)")
            return row < 3
        }
        #expect(seen == ["1@10.0+20.0", "2@30.0+0.0", "3@30.0+30.0"])
    }

    @Test func allZeroHeights() {
        let rows = RowHeights(repeating: 0, count: 3)
        #expect(rows.totalHeight == 0)
        #expect(rows.row(at: 0) == nil)
        #expect(rows.firstRow(atOrBelow: 0) == 0)
        #expect(rows.firstRow(atOrBelow: 0.5) == 3)
    }

    @Test func equalPerRowHeightsCompressToOneUniformRun() {
        let rows = RowHeights(Array(repeating: 44, count: 5000))
        #expect(rows.runs.count == 1)
        #expect(rows.storedHeightCount == 0)
        #expect(rows == RowHeights(repeating: 44, count: 5000))
    }

    @Test func perRowHeightsCostSixteenBytesPerRow() {
        let count = 100_000
        let rows = RowHeights((0..<count).lazy.map { CGFloat($0 % 7) })
        #expect(rows.storedHeightCount == count)
        #expect(rows.runs.count == (count + RowHeights.defaultExplicitRunLimit - 1) / RowHeights.defaultExplicitRunLimit)
        // Two CGFloats per row, plus at most a little allocator slack per run.
        #expect(rows.allocatedHeightCapacity <= 2 * count + 64 * rows.runs.count)
        #expect(rows.offset(of: 7) == 21)
        #expect(rows.totalHeight == (0..<count).reduce(0) { $0 + CGFloat($1 % 7) })
        #expect(rows.row(at: 21) == 8)  // row 7 has height 0
        #expect(rows.invariantViolations().isEmpty)
    }

    @Test func measuringOneRowOfTenMillionEstimatesCarvesItOut() {
        var rows = RowHeights(repeating: 44, count: 10_000_000, estimated: true)
        #expect(rows.estimatedRowCount == 10_000_000)
        rows.setHeight(50, at: 5_000_000)
        #expect(rows.runs.count == 3)
        #expect(rows.storedHeightCount <= 1)
        #expect(rows.estimatedRowCount == 9_999_999)
        #expect(rows.isEstimated(at: 4_999_999))
        #expect(!rows.isEstimated(at: 5_000_000))
        #expect(rows.isEstimated(at: 5_000_001))
        #expect(rows.totalHeight == 440_000_006)
        #expect(rows.offset(of: 5_000_001) == 220_000_050)
        #expect(rows.row(at: 220_000_049) == 5_000_000)
        #expect(rows.row(at: 220_000_050) == 5_000_001)

        let before = rows.runs
        rows.setHeight(50, at: 5_000_000)  // the same value again changes nothing
        #expect(rows.runs == before)

        rows.setHeight(50, at: 5_000_001)  // an equal neighbour joins the measured run
        #expect(rows.runs.count == 3)
        #expect(rows.storedHeightCount == 0)
        rows.setHeight(60, at: 4_999_999)  // a different neighbour: one small explicit run
        #expect(rows.runs.count == 3)
        #expect(rows.storedHeightCount == 3)
        #expect(rows.estimatedRowCount == 9_999_997)
        #expect(rows.invariantViolations().isEmpty)
    }

    @Test func measuringRowsInScrollOrderKeepsTwoRuns() {
        var rows = RowHeights(repeating: 44, count: 1_000_000, estimated: true)
        for row in 0..<5000 { rows.setHeight(CGFloat(30 + row % 5), at: row) }
        #expect(rows.storedHeightCount == 5000)
        // Two full explicit runs (B = 2048), one of 904 rows, then the rest still estimated.
        #expect(rows.runs.map(\.count) == [2048, 2048, 904, 995_000])
        #expect(rows.estimatedRowCount == 995_000)
        // Runs grown in place reserve a quarter ahead, never double.
        #expect(rows.allocatedHeightCapacity <= 2 * (5000 + 5000 / 4 + 64 * rows.runs.count))
        #expect(rows.invariantViolations().isEmpty)
    }

    @Test func settingEstimatedBackOnAMeasuredRowMergesAgain() {
        var rows = RowHeights(repeating: 44, count: 1000, estimated: true)
        rows.setHeight(44, at: 500)
        #expect(rows.runs.count == 3)
        rows.setHeight(44, at: 500, estimated: true)
        #expect(rows.runs.count == 1)
        #expect(rows == RowHeights(repeating: 44, count: 1000, estimated: true))
    }

    @Test func singleRowEditsInAMillionRowExplicitSectionStayLocal() {
        let count = 1_000_000
        var rows = RowHeights((0..<count).lazy.map { CGFloat(20 + $0 % 3) })
        let runsBefore = rows.runs.count
        let total = rows.totalHeight
        rows.insert(7, at: 500_000)
        #expect(rows.count == count + 1)
        #expect(rows.height(at: 500_000) == 7)
        #expect(rows.totalHeight == total + 7)
        #expect(rows.runs.count == runsBefore + 1)  // a full run cannot take it: a one-row run
        rows.remove(at: 500_000)
        #expect(rows.runs.count == runsBefore)
        #expect(rows.totalHeight == total)
        rows.setHeight(1, at: 123_456)
        #expect(rows.totalHeight == total - CGFloat(20 + 123_456 % 3) + 1)
        #expect(rows.offset(of: 123_457) == rows.offset(of: 123_456) + 1)
        rows.removeSubrange(1000..<900_000)
        #expect(rows.count == count - 899_000)
        #expect(rows.height(at: 1000) == CGFloat(20 + 900_000 % 3))
        #expect(rows.invariantViolations().isEmpty)
        #expect(rows.storedHeightCount == rows.count)
    }

    @Test func insertingUniformRowsGrowsAMatchingRun() {
        var rows = RowHeights(repeating: 44, count: 10)
        rows.insert(repeating: 44, count: 1_000_000, at: 5)
        rows.insert(44, at: 0)
        rows.insert(44, at: rows.count)
        #expect(rows.runs.count == 1)
        #expect(rows.count == 1_000_012)
        rows.insert(repeating: 44, count: 3, at: 7, estimated: true)
        #expect(rows.runs.count == 3)
        #expect(rows.estimatedRowCount == 3)
        #expect((6...10).map { rows.isEstimated(at: $0) } == [false, true, true, true, false])
    }

    @Test func removingAcrossRunsKeepsTheEnds() {
        var rows = RowHeights(repeating: 10, count: 5)
        rows.insert(contentsOf: RowHeights([1, 2, 3]), at: 5)
        rows.insert(repeating: 20, count: 5, at: 8, estimated: true)
        rows.removeSubrange(3..<10)
        #expect(rows.count == 6)
        #expect((0..<6).map { rows.height(at: $0) } == [10, 10, 10, 20, 20, 20])
        #expect((0..<6).map { rows.isEstimated(at: $0) } == [false, false, false, true, true, true])
        #expect(rows.totalHeight == 90)
        #expect(rows.invariantViolations().isEmpty)
        var flags: [String] = []
        rows.forEachRun { range, estimated in flags.append("\(range)\(estimated ? "~" : "")") }
        #expect(flags == ["0..<3", "3..<6~"])
    }

    @Test func equalityIgnoresRunStructure() {
        var edited = RowHeights(repeating: 10, count: 6)
        edited.setHeight(5, at: 2)
        edited.setHeight(10, at: 2)
        let built = RowHeights([10, 10, 10, 10, 10, 10])
        #expect(edited == built)
        #expect(edited != RowHeights(repeating: 10, count: 6, estimated: true))
        #expect(edited != RowHeights(repeating: 10, count: 5))
        #expect(RowHeights([1, 2, 3]) != RowHeights([1, 2, 4]))
    }
}
