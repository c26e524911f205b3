// CollectionView: the collection view on the list layout and on the flow layout, each beside the
// equivalent table (same viewport 390 × 844, same items in one section, 44 points each, trivial
// cells) with fixed row heights and with self-sizing rows (a list's rows self-size: the table
// whose rows do too, at the same 44-point estimate and measure), so the ratios collection view ÷
// table come from one run. Views and workloads are in
// `Sources/CollectionWorkloads/` (shared with `profile-workloads`, whose callgrind counts
// `profile-collection.sh` prints with the ratios).
//
// - scroll sweep: quarter-viewport steps (211 pt) in stretches of 100 spread over the content
//   (`SweepPlan`), one layout pass each; per pass.
// - jump: `scrollToItem(at:at: .centeredVertically)` (the table: `scrollToRow(at:at: .middle)`)
//   of a random item anywhere, then layout; per jump.
// - reloadData: `reloadData()` + layout; one per iteration.
// - apply: a diffable `apply(_:animatingDifferences: true)` of a snapshot that differs by 1 %
//   of the items, alternating between two, then layout; one per iteration.

import Benchmark
import CollectionWorkloads
import Foundation
import TableWorkloads

let benchmarks: @Sendable () -> Void = {
    for items in [10_000, 100_000, 1_000_000] {
        for kind in ComparedKind.allCases {
            sweep(kind, items: items)
            jump(kind, items: items)
            reload(kind, items: items)
            apply(kind, items: items)
        }
    }
}

/// "<workload>: <view>, <items> items".
private func name(_ workload: String, _ kind: ComparedKind, items: Int) -> String {
    "\(workload): \(kind.label), \(Workload.magnitude(items)) items"
}

private func sweep(_ kind: ComparedKind, items: Int) {
    let slot = FixtureSlot<ComparedView>()
    Benchmark(
        name("collection scroll sweep quarter-viewport steps", kind, items: items),
        configuration: Configurations.perOperation()
    ) { benchmark in
        onMain(benchmark) { benchmark in
            let view = slot.get { ComparedView(kind, items: items) }
            let plan = SweepPlan(
                iteration: slot.nextIteration(), maxOffset: view.maxOffset, step: ComparedView.sweepStep)
            view.scroll(to: plan.initialOffset)
            benchmark.startMeasurement()
            for pass in benchmark.scaledIterations {
                view.scroll(to: plan.offset(pass))
            }
            benchmark.stopMeasurement()
            view.checkVisible("sweep")
        }
    }
}

private func jump(_ kind: ComparedKind, items: Int) {
    let slot = FixtureSlot<ComparedView>()
    Benchmark(
        name("collection jump scrollToItem random item centered", kind, items: items),
        configuration: Configurations.perOperation()
    ) { benchmark in
        onMain(benchmark) { benchmark in
            let view = slot.get { ComparedView(kind, items: items) }
            var random = SplitMix64(seed: UInt64(slot.nextIteration()))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                view.scrollToMiddle(of: random.row(below: items))
            }
            benchmark.stopMeasurement()
            view.checkVisible("jump")
        }
    }
}

private func reload(_ kind: ComparedKind, items: Int) {
    let slot = FixtureSlot<ComparedView>()
    Benchmark(
        name("collection reloadData + layout", kind, items: items),
        configuration: Configurations.wholeTable(rows: items, perRow: false)
    ) { benchmark in
        onMain(benchmark) { benchmark in
            let view = slot.get { ComparedView(kind, items: items) }
            benchmark.startMeasurement()
            view.reloadData()
            benchmark.stopMeasurement()
            view.checkVisible("reload")
        }
    }
}

private func apply(_ kind: ComparedKind, items: Int) {
    let slot = FixtureSlot<ComparedApply>()
    Benchmark(
        name("collection apply snapshot with 1% changes", kind, items: items),
        configuration: Configurations.wholeTable(rows: items, perRow: false)
    ) { benchmark in
        onMain(benchmark) { benchmark in
            let fixture = slot.get { ComparedApply(kind, items: items) }
            benchmark.startMeasurement()
            fixture.applyNext()
            benchmark.stopMeasurement()
            precondition(fixture.view.itemCount == fixture.shownItemCount, "\(kind.label) apply: item count")
            fixture.view.checkVisible("apply")
        }
    }
}
