import Foundation

/// A small, fast, deterministic random number generator (SplitMix64), so every implementation
/// sees the same sequence of rows and offsets.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A row in `0..<count`.
    public mutating func row(below count: Int) -> Int {
        Int(next() % UInt64(count))
    }

    /// A value in `0...upperBound`.
    public mutating func offset(upTo upperBound: CGFloat) -> CGFloat {
        CGFloat(next() >> 11) / CGFloat(1 << 53) * upperBound
    }
}
