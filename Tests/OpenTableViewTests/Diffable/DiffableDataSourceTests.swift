import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The diffable data source: apply as one batch update (`Compatibility/Evidence.md` §10), cell identity, reload vs
/// reconfigure, lookups, re-entrancy, and a randomized comparison with a reload from scratch.
@MainActor
@Suite(.explorerPagesOnFailure) struct DiffableDataSourceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    @MainActor final class Harness {
        let table: TestTableView
        let dataSource: TableViewDiffableDataSource<String, Int>
        let log: TableEventLog
        init(height: CGFloat = 200) {
            let log = TableEventLog()
            let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
            table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
            table.rowHeight = 44
            table.attach(RecordingDelegate(log: log))
            dataSource = TableViewDiffableDataSource(tableView: table) { tableView, indexPath, item in
                log.record(.provideCell(indexPath, item: "\(item)"))
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "\(item)"
                return cell
            }
            self.table = table
            self.log = log
        }
        func texts() -> [String] { table.visibleCells.map { $0.textLabel?.text ?? "" } }
    }

    func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func initInstallsItselfAndTheFirstApplyReloads() {
        let h = Harness()
        expectIdentical(h.table.dataSource, h.dataSource)
        h.dataSource.apply(snapshot([("A", [1, 2, 3])]), animatingDifferences: false)
        h.table.layoutIfNeeded()
        expectEqual(h.texts(), ["1", "2", "3"])
        expectEqual(
            h.log.take(),
            ([
                .provideCell([0, 0], item: "1"), .willDisplay([0, 0]), .provideCell([0, 1], item: "2"),
                .willDisplay([0, 1]), .provideCell([0, 2], item: "3"),
                .willDisplay([0, 2]),
            ] as [TableEvent]))
        expectEqual(h.dataSource.snapshot().itemIdentifiers, [1, 2, 3])
    }

    @Test func applyIsOneBatchThatKeepsMovedCellsAndAsksOnlyForNewRows() {
        let h = Harness()
        h.dataSource.apply(snapshot([("A", [1, 2, 3, 4])]))
        h.table.layoutIfNeeded()
        let cells = Dictionary(uniqueKeysWithValues: h.table.visibleCells.map { (Int($0.textLabel!.text!)!, $0) })
        _ = h.log.take()
        var completed = false
        h.dataSource.apply(snapshot([("A", [4, 1, 5, 3])])) { completed = true }
        #expect(completed)
        expectEqual(h.texts(), ["4", "1", "5", "3"])
        expectIdentical(h.table.cellForRow(at: path(0, 0)), cells[4])
        expectIdentical(h.table.cellForRow(at: path(0, 1)), cells[1])
        expectIdentical(h.table.cellForRow(at: path(0, 3)), cells[3])
        expectEqual(
            h.log.take(), [.didEndDisplaying([0, 1]), .provideCell([0, 2], item: "5"), .willDisplay([0, 2])])
    }

    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() {
        let h = Harness()
        h.dataSource.apply(snapshot([("A", [1, 2, 3])]))
        h.table.layoutIfNeeded()
        let two = h.table.cellForRow(at: path(0, 1)) as! CountingCell
        let reuses = two.reuseCount
        _ = h.log.take()
        var next = h.dataSource.snapshot()
        next.reconfigureItems([2])
        h.dataSource.apply(next)
        expectEqual(h.log.take(), [.provideCell([0, 1], item: "2")])
        expectIdentical(h.table.cellForRow(at: path(0, 1)), two)
        expectEqual(two.reuseCount, reuses)
        #expect(h.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)

        // reloadItems replaces the cell, as reloadRows does: a new one animates in, the old one out.
        let three = h.table.cellForRow(at: path(0, 2))
        next = h.dataSource.snapshot()
        next.reloadItems([3])
        h.dataSource.apply(next)
        expectEqual(
            h.log.take(), [.provideCell([0, 2], item: "3"), .willDisplay([0, 2]), .didEndDisplaying([0, 2])])
        expectNotIdentical(h.table.cellForRow(at: path(0, 2)), three)
    }

    @Test func lookups() {
        let h = Harness()
        h.dataSource.apply(snapshot([("A", [1, 2]), ("B", [3])]))
        expectEqual(h.dataSource.itemIdentifier(for: path(1, 0)), 3)
        expectEqual(h.dataSource.itemIdentifier(for: path(1, 1)), nil)
        expectEqual(h.dataSource.indexPath(for: 2), path(0, 1))
        expectEqual(h.dataSource.indexPath(for: 9), nil)
        expectEqual(h.dataSource.sectionIdentifier(for: 1), "B")
        expectEqual(h.dataSource.sectionIdentifier(for: 2), nil)
        expectEqual(h.dataSource.index(for: "B"), 1)
        expectEqual(h.dataSource.index(for: "Z"), nil)
        expectEqual(h.dataSource.defaultRowAnimation, .automatic)
    }

    @Test func sectionsMoveWithTheirCells() {
        let h = Harness()
        h.dataSource.apply(snapshot([("A", [1]), ("B", [2]), ("C", [3])]))
        h.table.layoutIfNeeded()
        let three = h.table.cellForRow(at: path(2, 0))
        h.dataSource.apply(snapshot([("C", [3]), ("A", [1, 4]), ("B", [2])]))
        expectEqual(h.texts(), ["3", "1", "4", "2"])
        expectIdentical(h.table.cellForRow(at: path(0, 0)), three)
    }

    @Test func applyUsingReloadDataReloads() {
        let h = Harness()
        h.dataSource.apply(snapshot([("A", [1, 2])]))
        h.table.layoutIfNeeded()
        _ = h.log.take()
        h.dataSource.applySnapshotUsingReloadData(snapshot([("A", [2, 1])]))
        expectEqual(h.log.take(), [.didEndDisplaying([0, 1]), .didEndDisplaying([0, 0])])
        h.table.layoutIfNeeded()
        expectEqual(h.texts(), ["2", "1"])
    }

    @Test func asyncApply() async {
        let h = Harness()
        await h.dataSource.apply(snapshot([("A", [7])]), animatingDifferences: true)
        h.table.layoutIfNeeded()
        expectEqual(h.texts(), ["7"])
    }

    @Test func rowsAreNotEditableUnlessASubclassSaysSo() {
        let h = Harness()
        h.dataSource.apply(snapshot([("A", [1, 2])]))
        expectEqual(h.table.simulate.swipeRow(at: path(0, 0)), nil)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomSnapshotsMatchAReloadFromScratch(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let h = Harness(height: 300)
        var nextID = 0
        var current = Snapshot()
        for step in 0..<60 {
            var next = Snapshot()
            var sections = current.sectionIdentifiers.filter { _ in random.next() % 6 != 0 }
            if random.next() % 3 == 0 {
                sections.insert("S\(nextID)", at: Int(random.next() % UInt64(sections.count + 1)))
                nextID += 1
            }
            if sections.count > 1, random.next() % 3 == 0 { sections.swapAt(0, sections.count - 1) }
            next.appendSections(sections)
            var items = current.itemIdentifiers.filter { _ in random.next() % 8 != 0 }
            for _ in 0..<Int(random.next() % 5) {
                items.insert(nextID, at: Int(random.next() % UInt64(items.count + 1)))
                nextID += 1
            }
            if items.count > 2, random.next() % 2 == 0 {
                items.swapAt(Int(random.next() % UInt64(items.count)), Int(random.next() % UInt64(items.count)))
            }
            if !sections.isEmpty {
                for item in items {
                    next.appendItems([item], toSection: sections[Int(random.next() % UInt64(sections.count))])
                }
            }
            let stay = Set(current.itemIdentifiers).intersection(next.itemIdentifiers)
            if let reloaded = stay.first, random.next() % 3 == 0 { next.reloadItems([reloaded]) }
            if let reconfigured = stay.dropFirst().first, random.next() % 3 == 0 {
                next.reconfigureItems([reconfigured])
            }
            h.table.contentOffset.y = CGFloat(random.next() % 400)
            h.table.layoutIfNeeded()
            h.dataSource.apply(next)
            h.table.layoutIfNeeded()
            current = next

            let fresh = Harness(height: 300)
            fresh.dataSource.apply(next)
            fresh.table.contentOffset = h.table.contentOffset
            fresh.table.layoutIfNeeded()
            let comment = Comment(rawValue: "seed \(seed) step \(step)")
            expectEqual(h.table.numberOfSections, next.numberOfSections, comment)
            expectEqual(h.table.indexPathsForVisibleRows, fresh.table.indexPathsForVisibleRows, comment)
            expectEqual(h.texts(), fresh.texts(), comment)
            expectEqual(h.table.visibleCells.map(\.frame), fresh.table.visibleCells.map(\.frame), comment)
            expectEqual(h.table.contentSize, fresh.table.contentSize, comment)
        }
    }
}

extension ExitTests {
    @Test func reentrantApplyTrapsWithDeadlockDetected() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
                var dataSource: TableViewDiffableDataSource<Int, Int>!
                dataSource = TableViewDiffableDataSource(tableView: table) { tableView, indexPath, item in
                    if item == 2 {
                        // Applying from inside the apply that inserts item 2.
                        var again = DiffableDataSourceSnapshot<Int, Int>()
                        again.appendSections([0])
                        dataSource.apply(again)
                    }
                    return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                }
                var first = DiffableDataSourceSnapshot<Int, Int>()
                first.appendSections([0])
                first.appendItems([1])
                dataSource.apply(first)
                table.layoutIfNeeded()
                var second = first
                second.appendItems([2])
                dataSource.apply(second)
            }
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            output.contains(
                "reason: 'Deadlock detected: attempted to apply a snapshot to diffable data source while it was already applying a snapshot."
            ))
    }
}
