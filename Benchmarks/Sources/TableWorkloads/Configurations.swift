import Benchmark

/// Run settings chosen so that the whole suite finishes in a few minutes on 2 cores.
public enum Configurations {
    /// Per-operation benchmarks: each iteration runs 1,000 layout passes or queries and the
    /// results are reported per operation (`.kilo`).
    public static func perOperation(
        maxDuration: Duration = .milliseconds(500), maxIterations: Int = 1_000,
        warmupIterations: Int = 1
    ) -> Benchmark.Configuration {
        .init(
            metrics: [.wallClock, .mallocCountTotal], warmupIterations: warmupIterations,
            scalingFactor: .kilo, maxDuration: maxDuration, maxIterations: maxIterations)
    }

    /// Whole-table benchmarks (reloadData + first layout): one operation per iteration. `perRow`
    /// says the work grows with the row count (per-row heights, the naive table), which at 10^7
    /// rows takes about a second an iteration.
    public static func wholeTable(rows: Int, perRow: Bool, extraMetrics: [BenchmarkMetric] = [])
        -> Benchmark.Configuration
    {
        let long = perRow && rows >= 10_000_000
        return .init(
            metrics: [.wallClock, .mallocCountTotal] + extraMetrics, warmupIterations: 1,
            scalingFactor: .one, maxDuration: .milliseconds(long ? 3_000 : 700),
            maxIterations: long ? 5 : 1_000)
    }

    /// Memory benchmarks: one iteration in a fresh process, so the peak is this workload's own.
    public static var memory: Benchmark.Configuration {
        .init(
            metrics: [
                .peakMemoryResident, .peakMemoryResidentDelta, .memoryLeakedBytes, .mallocBytesCount, .wallClock,
            ],
            units: [
                .peakMemoryResident: .kilo, .peakMemoryResidentDelta: .kilo, .memoryLeakedBytes: .kilo,
                .mallocBytesCount: .kilo,
            ],
            warmupIterations: 0, scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 1)
    }
}
