import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

/// `SmallArray` (the storage of `RowHeights`' run index) against a plain `Array`: every operation
/// `RowHeights` uses, in random sequences that cross the two-element inline limit both ways, must
/// leave the same elements in the same order; and a section of one run must keep its index inline.
@Suite struct SmallArrayTests {

    @Test(arguments: [UInt64(1), 42, 0xDEAD_BEEF, 7_777])
    func randomOperationsMatchArray(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var small = SmallArray<Int>()
        var reference: [Int] = []
        for step in 0..<2_000 {
            let count = reference.count
            let operation: String
            switch rng.int(0...9) {
            case 0, 1:
                let item = step
                small.append(item)
                reference.append(item)
                operation = "append"
            case 2 where count > 0:
                // In place through the subscript's modify accessor.
                let index = rng.int(0...(count - 1))
                small[index] += step
                reference[index] += step
                operation = "modify \(index)"
            case 3 where count > 0:
                let index = rng.int(0...(count - 1))
                small[index] = -step
                reference[index] = -step
                operation = "set \(index)"
            case 4 where count > 0:
                let index = rng.int(0...(count - 1))
                expectEqual(small.remove(at: index), reference.remove(at: index))
                operation = "remove \(index)"
            case 5:
                let lower = rng.int(0...count)
                let upper = rng.int(lower...count)
                let new = (0..<rng.int(0...3)).map { step * 10 + $0 }
                small.replaceSubrange(lower..<upper, with: new)
                reference.replaceSubrange(lower..<upper, with: new)
                operation = "replace \(lower)..<\(upper) with \(new.count)"
            case 6 where count > 0:
                let lower = rng.int(0...(count - 1))
                small.removeSubrange(lower...)
                reference.removeSubrange(lower...)
                operation = "remove \(lower)..."
            case 7:
                let capacity = rng.int(0...6)
                small.reserveCapacity(capacity)
                operation = "reserve \(capacity)"
            case 8:
                let index = rng.int(0...count)
                let item = 2 * step
                small.insert(item, at: index)
                reference.insert(item, at: index)
                operation = "insert at \(index)"
            default:
                // A copy must not change when the original is edited afterwards.
                let copy = small
                let snapshot = reference
                if !small.isEmpty {
                    small[0] -= 1
                    reference[0] -= 1
                }
                expectEqual(Array(copy), snapshot, "seed \(seed) step \(step): copy changed")
                operation = "copy"
            }
            expectEqual(Array(small), reference, "seed \(seed) step \(step) after \(operation)")
            #expect(small.count == reference.count && small.isEmpty == reference.isEmpty)
            #expect(small.last == reference.last && small.first == reference.first)
            if Array(small) != reference { return }
        }
    }

    @Test func staysInlineUpToTwoElementsThenSpills() {
        var small = SmallArray<Int>()
        #expect(small.isInline && small.isEmpty)
        small.append(1)
        small.append(2)
        #expect(small.isInline && Array(small) == [1, 2])
        small.append(3)
        #expect(!small.isInline && Array(small) == [1, 2, 3])
        // Reserving up to two keeps it inline; more spills, with the same elements.
        var reserved = SmallArray<Int>()
        reserved.reserveCapacity(2)
        #expect(reserved.isInline)
        reserved.append(5)
        reserved.reserveCapacity(3)
        #expect(!reserved.isInline && Array(reserved) == [5])
        // Equality, literals and printing ignore where the elements are kept.
        #expect(small == [1, 2, 3] && reserved == [5] && SmallArray<Int>() == [])
        #expect(small.description == "[1, 2, 3]" && ([4, 5] as SmallArray<Int>).description == "[4, 5]")
    }

    /// The reason the type exists: a section of at most B rows, as `reloadData` builds it, keeps
    /// its index in the value, and a longer one spills as an array would.
    @Test func oneRunSectionKeepsItsIndexInline() {
        let limit = RowHeights.defaultExplicitRunLimit
        for count in [1, 10, limit] {
            var rows = RowHeights(reservingCapacityForRows: count)
            let heights = (0..<count).map { (row: Int) -> CGFloat in CGFloat(44 + row % 5 * 8) }
            heights.withUnsafeBufferPointer { rows.appendValidatedRows($0) }
            #expect(rows.runStarts.isInline && rows.runOffsets.isInline, "\(count) rows")
            let runStarts: SmallArray<Int> = [0, count]
            expectEqual(rows, RowHeights(heights))
            expectEqual(rows.runStarts, runStarts)
        }
        #expect(RowHeights(repeating: 44, count: 10_000_000).runStarts.isInline)
        let long = RowHeights((0..<(3 * limit)).map { CGFloat($0 % 7) })
        #expect(!long.runStarts.isInline && !long.runOffsets.isInline && long.runs.count == 3)
        #expect(long.invariantViolations().isEmpty)
    }
}
