import Foundation
import TestSupport
import Testing

@_spi(OpenTableViewInternals) @testable import OpenTableViewCore

@Suite struct FenwickTreeTests {
    @Test func prefixSumsAndDescent() {
        let tree = FenwickTree([3, 0, 0, 5, 2, 0])
        expectEqual((0...6).map { tree.prefixSum($0) }, [0, 3, 3, 3, 8, 10, 10])
        expectEqual(tree.total, 10)
        // Largest k with prefix(k) <= g skips the empty elements: the element holding g.
        expectEqual(tree.lastPrefix { $0 <= 0 }, 0)
        expectEqual(tree.lastPrefix { $0 <= 3 }, 3)
        expectEqual(tree.lastPrefix { $0 <= 7 }, 3)
        expectEqual(tree.lastPrefix { $0 <= 8 }, 4)
        expectEqual(tree.lastPrefix { $0 <= 100 }, 6)
        expectEqual(FenwickTree<Int>([]).total, 0)
        expectEqual(FenwickTree<Int>([]).lastPrefix { $0 <= 5 }, 0)
    }

    /// Edits recompute nodes in build order, so an edited tree equals a fresh build bit for bit
    /// even with values whose sums round.
    @Test(arguments: [UInt64(3), 17])
    func editedTreeEqualsFreshBuild(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var values = (0..<37).map { _ in CGFloat.random(in: 0...1000, using: &rng) / 3 }
        var tree = FenwickTree(values)
        for step in 0..<300 {
            let index = rng.int(0...(values.count - 1))
            values[index] = rng.chance(20) ? 0 : CGFloat.random(in: 0...1000, using: &rng) / 7
            tree.set(values[index], at: index)
            let fresh = FenwickTree(values)
            expectEqual(tree, fresh, "seed \(seed) step \(step)")
            let length = rng.int(0...values.count)
            let expected = values[..<length].reduce(0, +)
            #expect(abs(tree.prefixSum(length) - expected) < 1e-6, "seed \(seed) step \(step)")
            let bound = CGFloat.random(in: -1...(tree.total + 1), using: &rng)
            let k = tree.lastPrefix { $0 <= bound }
            #expect(k == 0 || tree.prefixSum(k) <= bound, "seed \(seed) step \(step)")
            #expect(k == values.count || tree.prefixSum(k + 1) > bound, "seed \(seed) step \(step)")
            if tree != fresh { return }
        }
    }

    /// `prefixSum(_:)` adds the nodes of the length's set bits, the highest first: the nodes, and
    /// the order, of the descent's path to that length (one step a power of two, from the largest,
    /// taken when it does not pass the length). The sums are the same bits, which is what lets
    /// the searches and the positions agree.
    @Test(arguments: [UInt64(5), 29, 111])
    func prefixSumAddsInTheDescentsOrder(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<20 {
            let values = (0..<rng.int(0...300)).map { _ in
                rng.chance(20) ? 0 : CGFloat.random(in: 0...1000, using: &rng) / CGFloat(rng.int(1...9))
            }
            let tree = FenwickTree(values)
            for length in 0...values.count {
                // The descent's path to `length`, summed as the descent sums it.
                var sum: CGFloat = 0
                var position = 0
                var step = values.isEmpty ? 0 : 1 << (Int.bitWidth - 1 - values.count.leadingZeroBitCount)
                while step > 0 {
                    if position + step <= length {
                        position += step
                        sum += tree.nodes[position]
                    }
                    step >>= 1
                }
                expectEqual(tree.prefixSum(length).bitPattern, sum.bitPattern, "seed \(seed), length \(length)")
            }
        }
    }
}
