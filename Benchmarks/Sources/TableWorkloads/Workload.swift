import Foundation
@_exported import SeededRandom

/// Sizes and names shared by every benchmark target.
public enum Workload {
    /// The viewport: an iPhone-sized table.
    public static let viewport = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The uniform row height (UIKit's default row height).
    public static let uniformRowHeight: CGFloat = 44
    /// One "small scroll": a quarter of the viewport.
    public static let scrollStep: CGFloat = viewport.height / 4
    /// A small scroll: what a finger moves the content in one frame of a slow drag. Most passes
    /// of such a scroll show the same rows, so they measure the table's fixed cost per pass.
    public static let smallScrollStep: CGFloat = 4

    /// Row counts measured: 10^4 … 10^7.
    public static let rowCounts = [10_000, 100_000, 1_000_000, 10_000_000]
    /// Row counts for the naive baseline where a run at 10^7 would take minutes.
    public static let naiveRowCounts = [10_000, 100_000, 1_000_000]
    /// Section counts measured, at 10^6 rows.
    public static let sectionCounts = [1, 100, 10_000]

    /// The per-row heights a delegate answers: 44, 52, 60, 68, 76, repeating. Multiples of 4, so
    /// every sum is exact in floating point and all implementations agree bit for bit.
    @inline(__always)
    public static func rowHeight(_ row: Int) -> CGFloat {
        44 + CGFloat(row % 5) * 8
    }

    /// The top of `row` when every row has ``rowHeight(_:)``, in closed form, to check that the
    /// implementations place rows where they should.
    public static func rowTop(_ row: Int) -> CGFloat {
        let cycles = row / 5
        let rest = row % 5
        // Each cycle of five rows is 44 * 5 + 8 * (0 + 1 + 2 + 3 + 4) = 300 points.
        return CGFloat(cycles * 300 + rest * 44 + 8 * rest * (rest - 1) / 2)
    }

    /// "1e6" for 1_000_000.
    public static func magnitude(_ count: Int) -> String {
        var exponent = 0
        var value = count
        while value >= 10 && value % 10 == 0 {
            value /= 10
            exponent += 1
        }
        return value == 1 ? "1e\(exponent)" : "\(count)"
    }

    /// A benchmark name that states its workload: "<workload>: <implementation>, <rows> rows,
    /// <sections> section(s)" (or "items" for diffable snapshots).
    public static func name(
        _ workload: String, _ implementation: Implementation, rows: Int, sections: Int = 1,
        unit: String = "rows"
    ) -> String {
        "\(workload): \(implementation.rawValue), \(magnitude(rows)) \(unit), \(sections) section\(sections == 1 ? "" : "s")"
    }
}

/// What a benchmark measures.
public enum Implementation: String, Sendable {
    /// The library.
    case ours = "OpenTableView"
    /// ``LinearScanTable``: an array of row heights walked from row 0 on every pass.
    case naive = "naive linear scan"
    /// ``PrefixSumFloor``: binary search over a prefix-sum array, no cells.
    case floor = "floor binary search"
    /// The loop that asks the delegate for every row's height, nothing else.
    case delegateLoop = "floor delegate loop"
    /// The library's snapshot difference alone, without the batch update it becomes.
    case oursDiffOnly = "OpenTableView snapshot difference only"
    /// The standard library's `Array.difference(from:)` (Myers) on the flattened item arrays.
    case swiftDifference = "Swift difference(from:)"
    /// The same followed by `inferringMoves()`, which pairs removals with insertions of the same
    /// element, as a diffable data source must.
    case swiftDifferenceInferringMoves = "Swift difference(from:) inferringMoves()"
}

/// The offsets of a sweep: quarter-viewport steps down the table, measured in stretches of
/// ``stepsPerStretch`` steps whose starting points are spread evenly over the whole table
/// (golden-ratio sequence, continued from one iteration to the next). Each iteration covers
/// ``stretchesPerIteration`` stretches, so the passes measured sample the table from top to
/// bottom — which matters for the naive table, whose cost grows with the offset — instead of
/// only its first screens. Moving to the next stretch is itself one of the measured passes (a jump,
/// 9 of every 1,000 passes).
public struct SweepPlan: Sendable {
    public static let stepsPerStretch = 100
    public static let stretchesPerIteration = 10

    public let iteration: Int
    public let maxOffset: CGFloat
    /// The distance of one step.
    public let step: CGFloat

    public init(iteration: Int, maxOffset: CGFloat, step: CGFloat = Workload.scrollStep) {
        self.iteration = iteration
        self.maxOffset = maxOffset
        self.step = step
    }

    /// Where stretch `k` of this iteration starts.
    public func stretchStart(_ k: Int) -> CGFloat {
        let room = maxOffset - step * CGFloat(Self.stepsPerStretch + 1)
        guard room > 0 else { return 0 }
        let index = iteration * Self.stretchesPerIteration + k + 1
        let fraction = (Double(index) * 0.618_033_988_749_894_8).truncatingRemainder(dividingBy: 1)
        return (CGFloat(fraction) * room).rounded(.down)
    }

    /// The offset before the first measured pass.
    public var initialOffset: CGFloat { stretchStart(0) }

    /// The offset of measured pass `pass` (`0..<stepsPerStretch * stretchesPerIteration`).
    public func offset(_ pass: Int) -> CGFloat {
        let stretch = (pass / Self.stepsPerStretch) % Self.stretchesPerIteration
        let step = pass % Self.stepsPerStretch + 1
        return min(stretchStart(stretch) + self.step * CGFloat(step), maxOffset)
    }
}
