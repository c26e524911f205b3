import Foundation

/// SplitMix64: a tiny, fast, seedable generator, so a failing randomized test replays exactly
/// from the seed printed in its failure message.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A row height from a small palette with repeats (so uniform runs merge) and zeros.
    /// All are multiples of 0.5, so every sum is exact and comparisons can be exact.
    mutating func height() -> CGFloat {
        let palette: [CGFloat] = [0, 0.5, 10, 10, 12.5, 44, 44, 44, 44, 100]
        return palette[Int.random(in: 0..<palette.count, using: &self)]
    }

    mutating func bool() -> Bool { Bool.random(using: &self) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &self) < percent }
}
