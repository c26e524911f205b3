import Foundation
import TestSupport
import Testing

/// `SplitMix64`'s draws are written out by hand for speed; they must stay the standard library's,
/// or every seed recorded in a test or a failure message would replay something else.
@Suite struct SeededRandomTests {
    @Test(arguments: [0, 1, 42, 0xDEAD_BEEF, UInt64.max] as [UInt64])
    func theDrawsAreTheStandardLibrarysDraws(seed: UInt64) {
        var fast = SplitMix64(seed: seed)
        var standard = SplitMix64(seed: seed)
        let ranges: [ClosedRange<Int>] = [
            0...0, 0...1, 0...5, 1...50, -100...400, 0...99, 2049...4200, 0...Int(UInt32.max),
            Int.min...Int.max, Int.min...0, 0...(Int.max / 3 * 2),
        ]
        for step in 0..<2_000 {
            let range = ranges[step % ranges.count]
            expectEqual(fast.int(range), Int.random(in: range, using: &standard), "seed \(seed) step \(step) \(range)")
            expectEqual(fast.bool(), Bool.random(using: &standard), "seed \(seed) step \(step) bool")
            expectEqual(fast.chance(37), Int.random(in: 0..<100, using: &standard) < 37, "seed \(seed) step \(step)")
        }
        expectEqual(fast.next(), standard.next(), "seed \(seed): the generators went out of step")
    }
}
