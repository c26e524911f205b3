/// A column of the simplex tableau: a user's variable or one the solver introduces.
///
/// A small integer, not an object: the kind sits in the two low bits and a per-solver index
/// above, so rows are flat arrays of (symbol, coefficient) pairs that sort and compare as
/// integers, and per-symbol state is an array indexed by ``index``.
struct Symbol: Hashable, Comparable, Sendable {
    /// What a symbol stands for; the kind decides how the simplex may use it.
    enum Kind: UInt32, Sendable {
        /// A user's variable: unrestricted in sign.
        case external = 0
        /// The slack of an inequality (`expression + slack = 0`), and the marker that finds the
        /// inequality's row again when it is removed: restricted to ≥ 0.
        case slack = 1
        /// Half of a non-required constraint's error (`e⁺` or `e⁻`), weighted in the objective:
        /// restricted to ≥ 0.
        case error = 2
        /// The marker of a required equality: fixed at 0, it never enters the basis.
        case dummy = 3
    }

    /// `index << 2 | kind`.
    let raw: UInt32

    init(index: Int, kind: Kind) {
        raw = UInt32(truncatingIfNeeded: index) << 2 | kind.rawValue
    }

    /// The index among this solver's symbols, dense from 0.
    var index: Int { Int(raw >> 2) }

    var kind: Kind { Kind(rawValue: raw & 3)! }

    /// Slack, error and dummy symbols are ≥ 0; only external ones are free.
    var isRestricted: Bool { raw & 3 != 0 }
    var isDummy: Bool { raw & 3 == Kind.dummy.rawValue }
    var isExternal: Bool { raw & 3 == 0 }
    /// Slack and error symbols: the ones a removal or an artificial phase may pivot on.
    var isPivotable: Bool { isRestricted && !isDummy }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.raw < rhs.raw }
}

/// Coefficients and constants closer to zero than this are zero: pivoting divides and adds
/// floating-point numbers, and a coefficient left at 1e-17 instead of 0 would make a symbol look
/// like a possible pivot and send the simplex after a step of no size. 1e-8 is Kiwi's choice and
/// the original Cassowary's: far below a layout's meaningful precision (points are compared to a
/// hundredth at most) and far above the rounding of sums of a few hundred coefficients.
let epsilon = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }
