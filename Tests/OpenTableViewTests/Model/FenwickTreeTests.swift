import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import Testing

@testable import OpenTableView

@Suite struct FenwickTreeTests {
    @Test func prefixSumsAndDescent() {
        let tree = FenwickTree([3, 0, 0, 5, 2, 0])
        #expect((0...6).map { tree.prefixSum($0) } == [0, 3, 3, 3, 8, 10, 10])
        #expect(tree.total == 10)
        // Largest k with prefix(k) <= g skips the empty elements: the element holding g.
        #expect(tree.lastPrefix { $0 <= 0 } == 0)
        #expect(tree.lastPrefix { $0 <= 3 } == 3)
        #expect(tree.lastPrefix { $0 <= 7 } == 3)
        #expect(tree.lastPrefix { $0 <= 8 } == 4)
        #expect(tree.lastPrefix { $0 <= 100 } == 6)
        #expect(FenwickTree<Int>([]).total == 0)
        #expect(FenwickTree<Int>([]).lastPrefix { $0 <= 5 } == 0)
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
            #expect(tree == fresh, "seed \(seed) step \(step)")
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
}
