import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport

/// The obvious array model of one section's rows: what `RowHeights` must agree with.
struct ReferenceRows {
    var heights: [CGFloat] = []
    var estimated: [Bool] = []

    var count: Int { heights.count }

    /// Sum of the heights, added in row order.
    var total: CGFloat {
        var sum: CGFloat = 0
        for height in heights { sum += height }
        return sum
    }

    /// Tops of every row plus the end: `offsets[r]`, `offsets[count] == total`.
    var offsets: [CGFloat] {
        var result: [CGFloat] = [0]
        for height in heights { result.append(result[result.count - 1] + height) }
        return result
    }

    // Plain loops rather than `first(where:)`: unoptimised generic code made these scans
    // dominate the randomized tests' run time.

    func row(at y: CGFloat, offsets: [CGFloat]) -> Int? {
        var row = 0
        while row < offsets.count - 1 {
            if offsets[row] <= y && y < offsets[row + 1] { return row }
            row += 1
        }
        return nil
    }

    func firstRow(atOrBelow y: CGFloat, offsets: [CGFloat]) -> Int {
        var row = 0
        while row < offsets.count - 1 {
            if offsets[row + 1] > y || (heights[row] == 0 && offsets[row] >= y) { return row }
            row += 1
        }
        return row
    }

    mutating func insert(_ rows: ReferenceRows, at row: Int) {
        heights.insert(contentsOf: rows.heights, at: row)
        estimated.insert(contentsOf: rows.estimated, at: row)
    }

    mutating func removeSubrange(_ range: Range<Int>) {
        heights.removeSubrange(range)
        estimated.removeSubrange(range)
    }

    /// The same rows as a `RowHeights`, built row by row so the run structure differs from the
    /// edited value's (which tests semantic equality).
    func rowHeights(explicitRunLimit: Int) -> RowHeights {
        var rows = RowHeights(explicitRunLimit: explicitRunLimit)
        for (row, height) in heights.enumerated() {
            rows.insert(height, at: row, estimated: estimated[row])
        }
        return rows
    }
}

/// A random batch of rows, as both a `RowHeights` and its reference.
func randomRows(
    _ rng: inout SplitMix64, maxCount: Int, explicitRunLimit: Int
) -> (RowHeights, ReferenceRows) {
    let count = rng.int(0...maxCount)
    let estimated = rng.chance(30)
    if rng.chance(40) {
        let height = rng.height()
        var rows = RowHeights(explicitRunLimit: explicitRunLimit)
        rows.insert(repeating: height, count: count, at: 0, estimated: estimated)
        let reference = ReferenceRows(
            heights: Array(repeating: height, count: count), estimated: Array(repeating: estimated, count: count))
        return (rows, reference)
    }
    let heights = (0..<count).map { _ in rng.height() }
    let rows = RowHeights(heights, estimated: estimated, explicitRunLimit: explicitRunLimit)
    return (rows, ReferenceRows(heights: heights, estimated: Array(repeating: estimated, count: count)))
}

/// Every disagreement between `rows` and `reference`, described (empty when they agree).
///
/// Probes every row, outside values and a few random y; row tops and midpoints too, all of
/// them when `exhaustive`, else 16 picked at random (the reference search is linear, so probing
/// every boundary at every step would make the test quadratic).
func mismatches(
    _ rows: RowHeights, _ reference: ReferenceRows, exhaustive: Bool, rng: inout SplitMix64
) -> [String] {
    var problems = rows.invariantViolations()
    let offsets = reference.offsets
    let total = offsets[offsets.count - 1]
    if rows.count != reference.count { return problems + ["count \(rows.count) != \(reference.count)"] }
    if rows.totalHeight != total { problems.append("totalHeight \(rows.totalHeight) != \(total)") }
    if rows.offset(of: rows.count) != total { problems.append("offset(of: count) != total") }
    if rows.estimatedRowCount != reference.estimated.filter({ $0 }).count { problems.append("estimatedRowCount") }
    if rows.storedHeightCount > rows.count { problems.append("storedHeightCount > count") }
    for row in 0..<reference.count {
        if rows.height(at: row) != reference.heights[row] { problems.append("height(at: \(row))") }
        if rows.isEstimated(at: row) != reference.estimated[row] { problems.append("isEstimated(at: \(row))") }
        if rows.offset(of: row) != offsets[row] { problems.append("offset(of: \(row))") }
    }
    var probes: [CGFloat] = [-1, -0.25, 0, total, total + 0.25, total + 10]
    let probedRows =
        exhaustive || reference.count <= 16
        ? Array(0..<reference.count) : (0..<16).map { _ in rng.int(0...(reference.count - 1)) }
    for row in probedRows { probes += [offsets[row], offsets[row] + reference.heights[row] / 2] }
    for _ in 0..<8 { probes.append(CGFloat.random(in: -5...(total + 5), using: &rng)) }
    for y in probes {
        let expected = y >= 0 && y < total ? reference.row(at: y, offsets: offsets) : nil
        if rows.row(at: y) != expected { problems.append("row(at: \(y)) = \(String(describing: rows.row(at: y)))") }
        let first = reference.firstRow(atOrBelow: y, offsets: offsets)
        if rows.firstRow(atOrBelow: y) != first { problems.append("firstRow(atOrBelow: \(y))") }
    }
    if reference.count > 0 {
        let start = rng.int(0...(reference.count - 1))
        var expectedRow = start
        rows.forEachRow(from: start) { row, minY, height in
            if row != expectedRow || minY != offsets[row] || height != reference.heights[row] {
                problems.append("forEachRow at \(row)")
                return false
            }
            expectedRow += 1
            return true
        }
        if expectedRow != reference.count && problems.isEmpty { problems.append("forEachRow stopped early") }
    }
    if exhaustive && rows != reference.rowHeights(explicitRunLimit: rows.explicitRunLimit) {
        problems.append("!= the same rows built one by one")
    }
    return problems
}

/// The offsets `rows` promises bit for bit, summed the plain way from its runs' heights
/// (`offsets[r]` is the top of row `r`, `offsets[count]` the total).
///
/// Each run's top is the previous run's top plus that run's heights summed left to right from
/// zero; inside a run, a row's top is the run's top plus the same left-to-right sum of the
/// heights above it (height × index in a uniform run). No checkpoints are involved, so `==`
/// against these checks that the checkpointed sums are the plain running sums exactly, even
/// for heights whose sums round.
func plainOffsets(_ rows: RowHeights) -> [CGFloat] {
    var offsets: [CGFloat] = []
    offsets.reserveCapacity(rows.count + 1)
    var top: CGFloat = 0
    for run in rows.runs {
        var local: CGFloat = 0
        for i in 0..<run.count {
            offsets.append(top + (run.isUniform ? run.uniformHeight * CGFloat(i) : local))
            local += run.height(at: i)
        }
        top += run.isUniform ? run.uniformHeight * CGFloat(run.count) : local
    }
    offsets.append(top)
    return offsets
}

/// Where `rows` and `plainOffsets(rows)` disagree, by `offset(of:)`, `totalHeight` and the
/// tops `forEachRow` reports (from row `start`), described (the first few); `==`, never
/// approximately.
func plainOffsetMismatches(_ rows: RowHeights, from start: Int = 0) -> [String] {
    let expected = plainOffsets(rows)
    var problems = rows.invariantViolations()
    if rows.totalHeight != expected[rows.count] {
        problems.append("totalHeight \(rows.totalHeight) != \(expected[rows.count])")
    }
    for row in 0...rows.count where rows.offset(of: row) != expected[row] {
        problems.append("offset(of: \(row)) \(rows.offset(of: row)) != \(expected[row])")
    }
    var next = start
    rows.forEachRow(from: start) { row, minY, _ in
        if row != next || minY != expected[row] {
            problems.append("forEachRow minY at \(row): \(minY) != \(expected[row])")
        }
        next += 1
        return true
    }
    if next != Swift.max(start, rows.count) { problems.append("forEachRow stopped at \(next)") }
    return Array(problems.prefix(8))
}
