// The collection view's workloads beside the table's (`Benchmarks/profile-collection.sh`):
// `cv-<operation>-<view>-1e<k>`, views and operations from `CollectionWorkloads`:
//
// - operation: `sweep` (quarter-viewport steps, 211 pt, down from a third of the content, one
//   layout pass each), `jump` (`scrollToItem(at:at: .centeredVertically)`, the table's
//   `scrollToRow(at:at: .middle)`, of a random item anywhere, then layout; the first jump, to the
//   middle, is not counted), `reload` (`reloadData()` + layout), `apply` (a diffable `apply` of a
//   snapshot that differs by 1 % of the items, alternating between two, then layout);
// - view: `list`, `flow`, `table` (``ComparedKind``);
// - size: `1e4` … `1e6` items in one section.

import CollectionWorkloads
import Foundation
import SeededRandom

/// Runs `cv-<operation>-<view>-1e<k>`; false when the name is not one.
@MainActor
func runCollectionWorkload(_ workload: String, _ n: Int) -> Bool {
    let parts = workload.split(separator: "-").map(String.init)
    guard parts.count == 4, parts[0] == "cv", let kind = ComparedKind(rawValue: parts[2]),
        parts[3].hasPrefix("1e"), let exponent = Int(parts[3].dropFirst(2))
    else { return false }
    let items = Int(pow(10, Double(exponent)))
    var rng = SplitMix64(seed: 42)
    let view: ComparedView
    switch parts[1] {
    case "sweep":
        view = ComparedView(kind, items: items)
        let start = view.maxOffset / 3
        view.scroll(to: start)
        for step in 0..<n { view.scroll(to: start + ComparedView.sweepStep * CGFloat(step + 1)) }
    case "jump":
        view = ComparedView(kind, items: items)
        view.scrollToMiddle(of: items / 2)
        for _ in 0..<n { view.scrollToMiddle(of: rng.row(below: items)) }
    case "reload":
        view = ComparedView(kind, items: items)
        for _ in 0..<n { view.reloadData() }
    case "apply":
        let fixture = ComparedApply(kind, items: items)
        for _ in 0..<n { fixture.applyNext() }
        view = fixture.view
    default:
        return false
    }
    // Printed so the views compared can be seen to show the same: cells and content height.
    print("\(workload) \(n): \(view.visibleCellCount) cells, content height \(view.contentHeight)")
    return true
}
