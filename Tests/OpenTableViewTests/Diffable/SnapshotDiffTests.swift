import Foundation
import OpenTableViewCore
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

typealias IntSnapshot = DiffableDataSourceSnapshot<Int, Int>

@Suite(.explorerPagesOnFailure) struct SnapshotDiffTests {
    // MARK: - Examples

    func difference(_ old: String, _ new: String, marks: (inout TextSnapshot) -> Void = { _ in }) -> SectionedDifference
    {
        var newSnapshot = makeSnapshot(new)
        marks(&newSnapshot)
        return snapshotDifference(from: makeSnapshot(old), to: newSnapshot)
    }

    @Test func identicalSnapshotsGiveAnEmptyDifference() {
        let d = difference("A[a b] B[c]", "A[a b] B[c]")
        #expect(d.isEmpty)
        expectEqual(d, SectionedDifference())
    }

    @Test func itemDeletesAndInsertsUseOldAndNewPaths() {
        expectEqual(
            difference("A[a b c] B[d]", "A[a c] B[x d y]"),
            SectionedDifference(
                deletedItems: [path(0, 1)], insertedItems: [path(1, 0), path(1, 2)]))
    }

    @Test func anOutOfOrderItemIsTheOnlyMove() {
        expectEqual(difference("A[a b c d]", "A[d a b c]"), SectionedDifference(movedItems: [(path(0, 3), path(0, 0))]))
        expectEqual(difference("A[a b c d]", "A[b c d a]"), SectionedDifference(movedItems: [(path(0, 0), path(0, 3))]))
    }

    @Test func sectionMovesCarryTheirItems() {
        expectEqual(difference("A[a] B[b] C[c]", "C[c] A[a] B[b]"), SectionedDifference(movedSections: [(2, 0)]))
        // A moved section's rows are compared with its old rows: b moving within C is a row move.
        expectEqual(
            difference("A[a] B[b] C[c d]", "C[d c] A[a] B[b]"),
            SectionedDifference(
                movedSections: [(2, 0)], movedItems: [(path(2, 1), path(0, 0))]))
    }

    @Test func itemsCrossingBetweenLiveSectionsMove() {
        expectEqual(
            difference("A[a b] B[c]", "A[b] B[c a]"), SectionedDifference(movedItems: [(path(0, 0), path(1, 1))]))
    }

    @Test func itemsLeavingOrEnteringSectionsThatComeAndGoAreDeletedOrInserted() {
        // a leaves a deleted section: inserted on arrival only.
        expectEqual(
            difference("A[a b] B[c]", "B[c a]"), SectionedDifference(deletedSections: [0], insertedItems: [path(0, 1)]))
        // b goes into an inserted section: deleted on departure only.
        expectEqual(
            difference("A[a b]", "A[a] N[b]"), SectionedDifference(insertedSections: [1], deletedItems: [path(0, 1)]))
    }

    @Test func reloadedSectionsCoverTheirRows() {
        expectEqual(
            difference("A[a b] B[c]", "A[b x] B[c]") { $0.reloadSections(["A"]) },
            SectionedDifference(reloadedSections: [0]))
        // c leaves the reloaded section for B: inserted in B, nothing listed for A's side.
        expectEqual(
            difference("A[a c] B[b]", "A[a] B[b c]") { $0.reloadSections(["A"]) },
            SectionedDifference(
                reloadedSections: [0], insertedItems: [path(1, 1)]))
    }

    @Test func aReloadedSectionThatMovesIsReplaced() {
        expectEqual(
            difference("A[a] B[b]", "B[b] A[a]") { $0.reloadSections(["B"]) },
            SectionedDifference(
                deletedSections: [1], insertedSections: [0]))
        expectEqual(
            difference("A[a] B[b]", "B[b] A[a]") { $0.reloadSections(["A"]) },
            SectionedDifference(
                movedSections: [(1, 0)], reloadedSections: [0]))
    }

    /// A reloaded row that has to move (c) is deleted and inserted, so it gets a new cell: UIKit
    /// cannot reload and move one row, and a move keeps the cell.
    @Test func reloadsAndReconfiguresUseOldPathsAndAMovedReloadIsReplaced() {
        let d = difference("A[a b c] B[d]", "B[d] A[c a b]") {
            $0.reloadItems(["a", "c"])
            $0.reconfigureItems(["c", "b", "a"])
        }
        expectEqual(
            d,
            SectionedDifference(
                movedSections: [(1, 0)], deletedItems: [path(0, 2)], insertedItems: [path(1, 0)],
                reloadedItems: [path(0, 0)], reconfiguredItems: [path(0, 1)]))
    }

    @Test func longestIncreasingSubsequenceMask() {
        expectEqual(OpenTableViewCore.longestIncreasingSubsequenceMask([]), [])
        expectEqual(OpenTableViewCore.longestIncreasingSubsequenceMask([0, 1, 2]), [true, true, true])
        expectEqual(OpenTableViewCore.longestIncreasingSubsequenceMask([3, 0, 1, 2]), [false, true, true, true])
        expectEqual(OpenTableViewCore.longestIncreasingSubsequenceMask([2, 0, 3, 1, 4]).filter { $0 }.count, 3)
        var rng = SplitMix64(seed: 99)
        for _ in 0..<200 {
            let values = Array(0..<rng.int(0...30)).shuffled(using: &rng)
            let mask = OpenTableViewCore.longestIncreasingSubsequenceMask(values)
            let kept = zip(values, mask).filter(\.1).map(\.0)
            expectEqual(kept, kept.sorted())
            expectEqual(kept.count, lisLength(values))
        }
    }

    // MARK: - The property: applying the difference by UIKit's rules gives the new snapshot

    @Test func randomDifferencesApplyToTheNewSnapshot() {
        for seed in UInt64(1)...1500 {
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomSnapshotPair(&rng)
            let d = snapshotDifference(from: old, to: new)
            let problems = DiffChecker(old: old, new: new, difference: d).problems()
            if !problems.isEmpty {
                let message =
                    "seed \(seed): \(render(old)) → \(render(new)) marks \(new.reloadedSectionIdentifiers) \(new.reloadedItemIdentifiers) \(new.reconfiguredItemIdentifiers)\n\(d)\n"
                    + problems.joined(separator: "\n")
                Issue.record(Comment(rawValue: message))
                return
            }
        }
    }

    @Test func randomDifferencesAreAcceptedByUpdatePlan() {
        for seed in UInt64(1)...1500 {
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomSnapshotPair(&rng)
            let d = snapshotDifference(from: old, to: new)
            let before = old.itemStorage.map(\.count)
            let after = new.itemStorage.map(\.count)
            switch UpdatePlan.make(d.batchUpdate, before: before, after: after) {
            case .failure(let exception):
                Issue.record("seed \(seed): \(render(old)) → \(render(new)): \(exception.reason)")
                return
            case .success(let plan):
                for (section, items) in old.itemStorage.enumerated()
                where !d.deletedSections.contains(section) && !d.reloadedSections.contains(section) {
                    for (row, item) in items.enumerated() where !d.deletedItems.contains(path(section, row)) {
                        let location = new.itemLocations[item]!
                        let expected = path(new.sectionPositions[location.section]!, location.row)
                        if plan.newIndexPath(forOld: path(section, row)) != expected {
                            Issue.record(
                                "seed \(seed): \(render(old)) → \(render(new)): item \(item) maps to \(String(describing: plan.newIndexPath(forOld: path(section, row)))), not \(expected)"
                            )
                            return
                        }
                    }
                }
            }
        }
    }

    @MainActor
    @Test func randomDifferencesUpdateARealTable() throws {
        for seed in UInt64(1)...150 {
            var rng = SplitMix64(seed: seed)
            let (old, new) = randomSnapshotPair(&rng)
            let d = snapshotDifference(from: old, to: new)
            let oldSnapshot = old
            let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 5000))
            table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            let source = SnapshotTableSource(old)
            table.attach(source)
            table.layoutIfNeeded()
            source.snapshot = new
            source.requested = []
            do {
                try table.performBatchUpdatesThrowing {
                    d.issue(on: table)
                }
            } catch {
                Issue.record("seed \(seed): \(render(old)) → \(render(new)): \(error.reason)")
                return
            }
            table.layoutIfNeeded()
            for (section, items) in new.itemStorage.enumerated() {
                for (row, item) in items.enumerated() {
                    let text = table.cellForRow(at: path(section, row))?.textLabel?.text
                    expectEqual(text, "\(item)", "seed \(seed): row \(section).\(row)")
                }
            }
            // Reloaded and reconfigured rows were asked for again (a reloaded row that moves is
            // only moved).
            for old in d.reloadedItems + d.reconfiguredItems {
                let item = oldSnapshot.itemStorage[old.section][old.row]
                #expect(source.requested.contains(item), "seed \(seed): item \(item) not asked for again")
            }
        }
    }

    // MARK: - Speed (run by hand in release: SNAPSHOT_DIFF_BENCHMARK=1)

    @Test(.enabled(if: ProcessInfo.processInfo.environment["SNAPSHOT_DIFF_BENCHMARK"] != nil))
    func benchmarkAgainstCollectionDifference() {
        for sections in [1, 100] {
            var rng = SplitMix64(seed: 2024)
            let perSection = 100_000 / sections
            var old = IntSnapshot()
            old.appendSections(Array(0..<sections))
            for section in 0..<sections {
                old.appendItems(Array(section * perSection..<(section + 1) * perSection), toSection: section)
            }
            var new = old
            var next = 1_000_000
            for _ in 0..<1000 { new.deleteItems([rng.int(0...99_999)]) }
            let survivors = new.itemIdentifiers
            for _ in 0..<1000 {
                new.insertItems([next], beforeItem: survivors[rng.int(0...survivors.count - 1)])
                next += 1
            }
            for _ in 0..<1000 {
                let item = survivors[rng.int(0...survivors.count - 1)]
                let anchor = survivors[rng.int(0...survivors.count - 1)]
                if item != anchor { new.moveItem(item, afterItem: anchor) }
            }
            let clock = ContinuousClock()
            var d = SectionedDifference()
            let oldItems = old.itemIdentifiers
            let newItems = new.itemIdentifiers
            var count = 0
            // The best of five runs of each.
            let ours = (0..<5).map { _ in clock.measure { d = snapshotDifference(from: old, to: new) } }.min()!
            let theirs = (0..<5).map { _ in clock.measure { count = newItems.difference(from: oldItems).count } }.min()!
            let theirsWithMoves = (0..<5).map { _ in
                clock.measure { count += newItems.difference(from: oldItems).inferringMoves().count }
            }.min()!
            print(
                "[benchmark] \(sections) section(s), 100,000 items, 1% deleted/inserted/moved: snapshotDifference \(ours) (\(d.deletedItems.count) deletes, \(d.insertedItems.count) inserts, \(d.movedItems.count) moves); Array.difference(from:) \(theirs); with inferringMoves() \(theirsWithMoves) [\(count)]"
            )
        }
    }
}
