import Foundation

/// SplitMix64: a tiny, fast, seedable generator, so a failing randomized test replays exactly
/// from the seed printed in its failure message. Shared by the core's and the table's tests (the
/// solver's and the constraint layout's suites keep generators of their own, seeded differently).
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    // The draws below are the standard library's `Int.random(in:using:)` and
    // `Bool.random(using:)` written out for this one generator: the same values from the same
    // seed (so every recorded seed replays as before; `SeededRandomTests` checks it), without the
    // generic dispatch and metadata lookups a debug build pays on each draw, which were most of
    // the randomized suites' time.

    /// A row height from a small palette with repeats (so uniform runs merge) and zeros.
    /// All are multiples of 0.5, so every sum is exact and comparisons can be exact.
    public mutating func height() -> CGFloat {
        let palette: [CGFloat] = [0, 0.5, 10, 10, 12.5, 44, 44, 44, 44, 100]
        return palette[Int(bitPattern: below(UInt(palette.count)))]
    }

    /// `Bool.random(using:)`: bit 17 of one draw.
    public mutating func bool() -> Bool { (next() >> 17) & 1 == 0 }

    /// `Int.random(in: range, using:)`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        let delta = UInt(bitPattern: range.upperBound &- range.lowerBound)
        if delta == .max { return Int(bitPattern: UInt(next())) }
        return range.lowerBound &+ Int(bitPattern: below(delta + 1))
    }

    /// True with probability `percent` / 100: `Int.random(in: 0..<100, using:) < percent`.
    public mutating func chance(_ percent: Int) -> Bool { Int(bitPattern: below(100)) < percent }

    /// A value in `0..<upperBound`, by Lemire's nearly divisionless method, as
    /// `RandomNumberGenerator.next(upperBound:)` draws it.
    private mutating func below(_ upperBound: UInt) -> UInt {
        var product = UInt(next()).multipliedFullWidth(by: upperBound)
        if product.low < upperBound {
            let threshold = (0 &- upperBound) % upperBound
            while product.low < threshold { product = UInt(next()).multipliedFullWidth(by: upperBound) }
        }
        return product.high
    }
}
