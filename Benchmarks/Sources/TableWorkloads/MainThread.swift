import Benchmark
import Dispatch
import Foundation

/// Runs `body` on the main thread, where `TableView` (a `@MainActor` class) lives, handing it
/// the benchmark.
///
/// package-benchmark calls a synchronous benchmark closure on one of its own threads, not on the
/// main thread, while the main thread serves the main queue. A benchmark hops once per iteration
/// and calls `startMeasurement()`/`stopMeasurement()` inside `body`, so the hop is not measured.
/// The benchmark object is not `Sendable`; it is safe to use on the main thread here because the
/// calling thread waits, doing nothing, until `body` returns.
public func onMain(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) {
    let handOver = HandOver(benchmark)
    if Thread.isMainThread {
        MainActor.assumeIsolated { body(handOver.value) }
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated { body(handOver.value) } }
    }
}

/// Carries a value to a thread that uses it while the sender waits (see ``onMain(_:_:)``).
private struct HandOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Holds a benchmark's fixture between its iterations. A fixture is built on the first iteration
/// (package-benchmark runs each benchmark in its own process but registers all of them there, so
/// building fixtures at registration would build every benchmark's table in every process).
///
/// Only touched on the main thread (inside ``onMain(_:_:)``).
public final class FixtureSlot<Value>: @unchecked Sendable {
    private var value: Value?
    private var iterations = 0

    public init() {}

    /// 0 on the first call, then 1, 2, …: which measured (or warm-up) iteration this is.
    @MainActor
    public func nextIteration() -> Int {
        defer { iterations += 1 }
        return iterations
    }

    /// The fixture, built by `make` the first time.
    @MainActor
    public func get(orMake make: () -> Value) -> Value {
        if let value { return value }
        let made = make()
        value = made
        return made
    }

    /// Drops the fixture (memory benchmarks release the previous table before measuring anew).
    @MainActor
    public func reset(to newValue: Value? = nil) {
        value = newValue
    }
}
