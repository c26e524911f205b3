import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

/// `RowHeights.refill(validatedRows:estimated:)`, how `reloadData` builds a short section in the
/// storage of the section it replaces: whatever the value it starts from, the result is
/// the value `init(validatedRows:estimated:)` builds, bit for bit; a copy that shares the old
/// storage never changes; and the storage is reused exactly where the documentation says.
@Suite struct RowHeightsRefillTests {
    /// Heights whose sums round, with zeros and −0, so a change in the order of additions or a
    /// stale sum shows in the last bits.
    static let palette: [CGFloat] = [44.1, 0.3, 17.7, 0, -0.0, 1.0 / 3, 0.1, 12.34, 99.99]

    /// A section value of a random shape: empty, uniform, one explicit run (of a length and a
    /// capacity on either side of the new one's), edited runs, several runs, estimates, or a
    /// lowered run bound.
    static func randomOld(_ rng: inout SplitMix64, near rowCount: Int) -> RowHeights {
        func heights(_ count: Int) -> [CGFloat] {
            (0..<count).map { _ in palette[rng.int(0...(palette.count - 1))] }
        }
        switch rng.int(0...7) {
        case 0: return RowHeights()
        case 1: return RowHeights(repeating: palette[rng.int(0...3)], count: rng.int(1...80), estimated: rng.bool())
        case 2, 3:
            // Often about as many rows as the new heights (a reload of a similar table).
            let count = rng.bool() ? rng.int(Swift.max(1, rowCount - 3)...(rowCount + 3)) : rng.int(1...70)
            let values = heights(count)
            return values.withUnsafeBufferPointer { RowHeights(validatedRows: $0, estimated: rng.bool()) }
        case 4:
            // An explicit run whose array grew by edits (more capacity than rows).
            var rows = RowHeights(heights(rng.int(2...20)))
            for _ in 0..<rng.int(1...30) { rows.insert(palette[rng.int(0...8)], at: 0) }
            for _ in 0..<rng.int(0...25) where rows.count > 1 { rows.removeSubrange(0..<1) }
            return rows
        case 5:
            // More rows than one checkpoint interval: a short random pattern repeated (drawing
            // thousands of heights one by one was most of this test's time in a debug build).
            let pattern = heights(rng.int(2...9))
            return RowHeights((0..<rng.int(2049...4200)).map { pattern[$0 % pattern.count] })
        case 6:
            var rows = RowHeights(heights(rng.int(3...30)))
            rows.setHeight(12.5, at: rng.int(0...(rows.count - 1)), estimated: true)
            return rows
        default: return RowHeights(heights(rng.int(1...40)), explicitRunLimit: rng.int(2...9))
        }
    }

    /// New heights: 1 to 40 (either side of K = 32), sometimes all equal.
    static func randomNew(_ rng: inout SplitMix64) -> [CGFloat] {
        let count = rng.int(1...40)
        if rng.chance(15) { return Array(repeating: palette[rng.int(0...8)], count: count) }
        return (0..<count).map { _ in palette[rng.int(0...(palette.count - 1))] }
    }

    static func heightsAddress(_ rows: RowHeights) -> UnsafeRawPointer? {
        guard rows.runs.count == 1 else { return nil }
        return rows.runs[0].heights.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test(arguments: 0..<40)
    func refillIsTheValueTheInitializerBuildsAndLeavesCopiesAlone(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 7919 &+ 13)
        var reused = 0
        var roomy = 0
        for step in 0..<400 {
            let new = Self.randomNew(&rng)
            var old = Self.randomOld(&rng, near: new.count)
            let shared = rng.chance(20)
            let keep = shared ? old : RowHeights()
            let keptHeights = keep.runs.flatMap { $0.heights }.map(\.bitPattern)
            let estimated = rng.chance(20)
            let label = "seed \(seed) step \(step): \(old.debugDescription) ← \(new.count) rows"

            // Where the documentation says the storage is reused: one explicit run with room for
            // the new rows and not more than twice that, K rows at most, not all equal, not shared.
            // (Read in place: a copy of the run kept here would share its array.)
            let fits =
                old.runs.count == 1 && !old.runs[0].isUniform && old.runs[0].heights.capacity >= new.count
                && old.runs[0].heights.capacity <= 2 * new.count
            let expectsReuse =
                fits && old.explicitRunLimit == RowHeights.defaultExplicitRunLimit
                && new.count <= RowHeights.Run.checkpointInterval
                && !new.allSatisfy { $0 == new[0] } && !shared
            let before = Self.heightsAddress(old)

            new.withUnsafeBufferPointer { old.refill(validatedRows: $0, estimated: estimated) }
            let built = new.withUnsafeBufferPointer { RowHeights(validatedRows: $0, estimated: estimated) }

            expectEqual(old, built, "\(label)")
            #expect(old.runs == built.runs && old.runStarts == built.runStarts, "\(label)")
            expectEqual(old.runOffsets.map(\.bitPattern), built.runOffsets.map(\.bitPattern), "\(label)")
            expectEqual(old.runs.map(\.checkpoints), built.runs.map(\.checkpoints), "\(label)")
            expectEqual(
                old.runs.map(\.explicitTotal.bitPattern), built.runs.map(\.explicitTotal.bitPattern), "\(label)")
            expectEqual(old.explicitRunLimit, built.explicitRunLimit, "\(label)")
            expectEqual(old.estimatedRowCount, built.estimatedRowCount, "\(label)")
            #expect(old.runStarts.isInline && old.runOffsets.isInline, "\(label)")
            #expect(plainOffsetMismatches(old).isEmpty, "\(label)")
            // A copy that shared the old storage keeps its heights.
            expectEqual(keep.runs.flatMap { $0.heights }.map(\.bitPattern), keptHeights, "\(label)")
            if expectsReuse {
                roomy += 1
                if Self.heightsAddress(old) == before { reused += 1 }
            }
        }
        // Every roomy case reused its array, and there were enough of them to mean something.
        #expect(roomy > 8, "seed \(seed): \(roomy) roomy cases")
        expectEqual(reused, roomy, "seed \(seed): \(reused) of \(roomy) roomy cases reused their storage")
    }

    /// The batch form `RowHeights.refill(_:from:entries:)`, which `reloadData` uses for every short
    /// section at once: each listed section becomes what refilling it alone makes, from its slice of
    /// one buffer; the sections not listed are untouched.
    @Test(arguments: 0..<10)
    func theBatchRefillsEachListedSectionAsARefillOfItsOwn(seed: UInt64) {
        var rng = SplitMix64(seed: seed &* 104_729 &+ 7)
        let sectionCount = rng.int(1...30)
        var batch = (0..<sectionCount).map { _ in
            SectionMetrics(rows: Self.randomOld(&rng, near: rng.int(1...32)))
        }
        var oneByOne = batch
        var buffer: [CGFloat] = []
        var entries: [ShortSectionRows] = []
        for section in 0..<sectionCount where rng.chance(70) {
            let new = Self.randomNew(&rng)
            entries.append(ShortSectionRows(section: section, start: buffer.count, count: new.count))
            buffer += new
            new.withUnsafeBufferPointer { oneByOne[section].rows.refill(validatedRows: $0) }
        }
        let untouched = batch
        buffer.withUnsafeBufferPointer { heights in
            entries.withUnsafeBufferPointer { entries in
                batch.withUnsafeMutableBufferPointer { sections in
                    RowHeights.refill(sections, from: heights.baseAddress!, entries: entries)
                }
            }
        }
        let listed = Set(entries.map(\.section))
        for section in 0..<sectionCount {
            let label = "seed \(seed) section \(section)"
            let expected = listed.contains(section) ? oneByOne[section].rows : untouched[section].rows
            expectEqual(batch[section].rows, expected, "\(label)")
            expectEqual(batch[section].rows.runs.map(\.count), expected.runs.map(\.count), "\(label)")
            expectEqual(
                batch[section].rows.runOffsets.map(\.bitPattern), expected.runOffsets.map(\.bitPattern), "\(label)")
            expectEqual(
                batch[section].rows.runs.map(\.explicitTotal.bitPattern), expected.runs.map(\.explicitTotal.bitPattern),
                "\(label)")
        }
        #expect(entries.count > 0 || sectionCount < 3, "seed \(seed): nothing listed")
    }
}
