import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

/// Random edit sequences applied to `RowHeights` and to a plain array; every query must agree
/// after every step. Explicit runs are mostly capped at 8 rows so splitting and merging happen
/// often; some tests cap them at 80 so that runs span several checkpoints.
@Suite struct RowHeightsRandomTests {
    static let seeds: [UInt64] = [1, 42, 0xDEAD_BEEF]

    @Test(arguments: seeds)
    func randomEditsMatchArrayModel(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let limit = 8
        var (rows, reference) = randomRows(&rng, maxCount: 40, explicitRunLimit: limit)
        for step in 0..<300 {
            let operation = applyRandomEdit(&rows, &reference, rng: &rng, limit: limit)
            let problems = mismatches(rows, reference, exhaustive: step % 8 == 0 || step == 299, rng: &rng)
            #expect(
                problems.isEmpty,
                "seed \(seed) step \(step) after \(operation): \(problems.prefix(6)) \(rows.debugDescription)")
            if !problems.isEmpty { return }
        }
    }

    /// The same with explicit runs of up to 80 rows and sections of up to ~200, so that runs
    /// span several checkpoints (one every K = 32 rows) and edits land on, just before and just
    /// after them.
    @Test(arguments: [UInt64(3), 77, 2024])
    func randomEditsAcrossCheckpointsMatchArrayModel(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let limit = 80
        #expect(limit > 2 * RowHeights.Run.checkpointInterval)
        var (rows, reference) = randomRows(&rng, maxCount: 200, explicitRunLimit: limit)
        for step in 0..<200 {
            let operation = applyRandomEdit(&rows, &reference, rng: &rng, limit: limit, shrinkAbove: 200)
            let problems = mismatches(rows, reference, exhaustive: step % 8 == 0 || step == 199, rng: &rng)
            #expect(
                problems.isEmpty,
                "seed \(seed) step \(step) after \(operation): \(problems.prefix(6)) \(rows.debugDescription)")
            if !problems.isEmpty { return }
        }
    }

    /// Short episodes that start from a value of at most one run, whose index `SmallArray` keeps
    /// inline: the searches' and `reindex`'s one-run paths, and the index spilling into an array
    /// as edits split the run, must agree with the array model at every step.
    @Test(arguments: [UInt64(5), 99, 0xC0FFEE])
    func randomEditsFromOneRunValuesMatchArrayModel(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let limit = 8
        var startedInline = 0
        for episode in 0..<150 {
            var (rows, reference) = randomRows(&rng, maxCount: limit, explicitRunLimit: limit)
            if rows.runStarts.isInline && rows.runOffsets.isInline { startedInline += 1 }
            for step in 0..<12 {
                let operation = applyRandomEdit(&rows, &reference, rng: &rng, limit: limit, shrinkAbove: 12)
                let problems = mismatches(rows, reference, exhaustive: true, rng: &rng)
                #expect(
                    problems.isEmpty,
                    "seed \(seed) episode \(episode) step \(step) after \(operation): \(problems.prefix(6)) \(rows.debugDescription)"
                )
                if !problems.isEmpty { return }
            }
        }
        expectEqual(startedInline, 150, "every episode should start from an inline index")
    }

    /// Applies one random edit to both models and names it for the failure message.
    private func applyRandomEdit(
        _ rows: inout RowHeights, _ reference: inout ReferenceRows, rng: inout SplitMix64, limit: Int,
        shrinkAbove: Int = 64
    ) -> String {
        let count = reference.count
        // Inserts while short, mostly removals past `shrinkAbove` rows: the checks are quadratic
        // in count.
        let choice = count == 0 ? rng.int(2...4) : count > shrinkAbove ? rng.int(5...9) : rng.int(0...9)
        switch choice {
        case 0, 1, 5:
            // Measuring a row: mostly settles an estimate, sometimes to the value it had.
            let row = rng.int(0...(count - 1))
            let height = rng.chance(20) ? reference.heights[row] : rng.height()
            let estimated = rng.chance(25)
            rows.setHeight(height, at: row, estimated: estimated)
            reference.heights[row] = height
            reference.estimated[row] = estimated
            return "setHeight(\(height), at: \(row), estimated: \(estimated))"
        case 2:
            let row = rng.int(0...count)
            let height = rng.height()
            let estimated = rng.chance(30)
            rows.insert(height, at: row, estimated: estimated)
            reference.insert(ReferenceRows(heights: [height], estimated: [estimated]), at: row)
            return "insert(\(height), at: \(row), estimated: \(estimated))"
        case 3:
            let row = rng.int(0...count)
            let height = rng.height()
            let newRows = rng.int(0...30)
            let estimated = rng.chance(40)
            rows.insert(repeating: height, count: newRows, at: row, estimated: estimated)
            reference.insert(
                ReferenceRows(
                    heights: Array(repeating: height, count: newRows),
                    estimated: Array(repeating: estimated, count: newRows)), at: row)
            return "insert(repeating: \(height), count: \(newRows), at: \(row), estimated: \(estimated))"
        case 4:
            let row = rng.int(0...count)
            // Sometimes from a section with a larger bound, whose explicit runs must be cut.
            let (other, otherReference) = randomRows(&rng, maxCount: 25, explicitRunLimit: rng.chance(20) ? 32 : limit)
            rows.insert(contentsOf: other, at: row)
            reference.insert(otherReference, at: row)
            return "insert(contentsOf: \(other.debugDescription), at: \(row))"
        case 6, 7:
            let row = rng.int(0...(count - 1))
            rows.remove(at: row)
            reference.removeSubrange(row..<row + 1)
            return "remove(at: \(row))"
        default:
            let lower = rng.int(0...count)
            let upper = rng.chance(80) ? Swift.min(count, lower + rng.int(0...12)) : rng.int(lower...count)
            rows.removeSubrange(lower..<upper)
            reference.removeSubrange(lower..<upper)
            return "removeSubrange(\(lower)..<\(upper))"
        }
    }

    /// Heights that are not exact binary fractions: sums round, so compare within 1e-6 with the
    /// whole section's running sum, exactly with each run's own running sum (`plainOffsets`),
    /// and check the searches against the model's own offsets, which must agree bit for bit.
    /// With B = 80 runs span several checkpoints.
    @Test(arguments: [UInt64(7), 99], [16, 80])
    func inexactHeightsStayConsistent(seed: UInt64, explicitRunLimit: Int) {
        var rng = SplitMix64(seed: seed)
        var rows = RowHeights(explicitRunLimit: explicitRunLimit)
        var reference: [CGFloat] = []
        for step in 0..<200 {
            let height = CGFloat(rng.int(0...1000)) / 3 + 0.1
            if reference.isEmpty || rng.chance(50) {
                let row = rng.int(0...reference.count)
                rows.insert(height, at: row, estimated: rng.chance(30))
                reference.insert(height, at: row)
            } else if rng.chance(15) {
                let row = rng.int(0...(reference.count - 1))
                rows.remove(at: row)
                reference.remove(at: row)
            } else {
                let row = rng.int(0...(reference.count - 1))
                rows.setHeight(height, at: row, estimated: rng.chance(30))
                reference[row] = height
            }
            var problems = plainOffsetMismatches(rows, from: step % (reference.count + 1))
            var sum: CGFloat = 0
            for row in 0..<reference.count {
                let top = rows.offset(of: row)
                if abs(top - sum) > 1e-6 { problems.append("offset(of: \(row)) \(top) vs \(sum)") }
                if rows.row(at: top) != row { problems.append("row(at: offset(of: \(row)))") }
                if rows.firstRow(atOrBelow: top) != row { problems.append("firstRow(atOrBelow: offset(of: \(row)))") }
                let bottom = rows.offset(of: row + 1)
                if rows.row(at: bottom.nextDown) != row { problems.append("row(at: just above bottom of \(row))") }
                sum += reference[row]
            }
            #expect(problems.isEmpty, "seed \(seed) B \(explicitRunLimit) step \(step): \(problems.prefix(6))")
            if !problems.isEmpty { return }
        }
    }
}
