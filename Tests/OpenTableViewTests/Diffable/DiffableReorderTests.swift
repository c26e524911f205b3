import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// How a diffable data source subclass's `tableView(_:moveRowAt:to:)` may be written, each as
/// real code writes it.
enum ReorderStyle: String, CaseIterable, Sendable {
    /// Apple's table editing sample: a new snapshot built from `snapshot()` with the item moved,
    /// applied without calling `super`.
    case appliesWithoutSuper
    /// `super` first, then the app's model saved; no apply.
    case callsSuper
    /// `super`, then a snapshot built from `snapshot()` applied.
    case callsSuperThenApplies
    /// Only the app's own model is updated: neither `super` nor an apply.
    case neither
}

/// A reorderable list whose `moveRowAt` is written in `style`.
@MainActor
final class ReorderableList: TableViewDiffableDataSource<String, String> {
    var style = ReorderStyle.appliesWithoutSuper
    var completions = 0

    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        switch style {
        case .appliesWithoutSuper:
            guard let moved = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else {
                return
            }
            var snapshot = self.snapshot()
            let target = itemIdentifier(for: destinationIndexPath)
            snapshot.deleteItems([moved])
            if let target, let targetPath = indexPath(for: target) {
                let after =
                    sourceIndexPath.section == destinationIndexPath.section && targetPath.row > sourceIndexPath.row
                if after {
                    snapshot.insertItems([moved], afterItem: target)
                } else {
                    snapshot.insertItems([moved], beforeItem: target)
                }
            } else {
                snapshot.appendItems([moved], toSection: snapshot.sectionIdentifiers[destinationIndexPath.section])
            }
            apply(snapshot, animatingDifferences: false) { self.completions += 1 }
        case .callsSuper:
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        case .callsSuperThenApplies:
            super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
            apply(snapshot(), animatingDifferences: false) { self.completions += 1 }
        case .neither:
            break
        }
    }
}

/// A user's reorder with a diffable data source: whichever way the subclass's `moveRowAt` is
/// written, the snapshot ends in the order the table shows (Apple, `snapshot()`: "in the order
/// that they appear in the UI"), nothing traps, and the cells show their items.
/// `Compatibility/Porting.md`, "Where UIKit is uncertain", records the decision.
@MainActor
@Suite(.explorerPagesOnFailure) struct DiffableReorderTests {
    @MainActor final class Harness {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let dataSource: ReorderableList

        init(style: ReorderStyle) {
            table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            table.rowHeight = 44
            dataSource = ReorderableList(tableView: table) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            dataSource.style = style
            var snapshot = DiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["Today", "Later"])
            snapshot.appendItems(["Milk", "Eggs", "Bread"], toSection: "Today")
            snapshot.appendItems(["Tea", "Jam"], toSection: "Later")
            dataSource.apply(snapshot, animatingDifferences: false)
            table.layoutIfNeeded()
            table.setEditing(true, animated: false)
        }

        /// The items the table's cells show, by section.
        func shown() -> [[String]] {
            (0..<table.numberOfSections).map { section in
                (0..<table.numberOfRows(inSection: section)).map { row in
                    table.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text ?? "?"
                }
            }
        }

        /// The snapshot's items, by section.
        func recorded() -> [[String]] {
            let snapshot = dataSource.snapshot()
            return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
        }
    }

    @Test(arguments: ReorderStyle.allCases)
    func aMoveDownInOneSectionLeavesTheTableAndTheSnapshotAgreeing(style: ReorderStyle) throws {
        let h = Harness(style: style)
        try h.table.checked.dragRow(at: path(0, 0), to: path(0, 2))
        let expected = [["Eggs", "Bread", "Milk"], ["Tea", "Jam"]]
        expectEqual(h.recorded(), expected)
        expectEqual(h.shown(), expected)
        expectEqual(h.dataSource.itemIdentifier(for: path(0, 2)), "Milk")
    }

    @Test(arguments: ReorderStyle.allCases)
    func aMoveUpInOneSectionLeavesTheTableAndTheSnapshotAgreeing(style: ReorderStyle) throws {
        let h = Harness(style: style)
        try h.table.checked.dragRow(at: path(0, 2), to: path(0, 0))
        let expected = [["Bread", "Milk", "Eggs"], ["Tea", "Jam"]]
        expectEqual(h.recorded(), expected)
        expectEqual(h.shown(), expected)
    }

    @Test(arguments: ReorderStyle.allCases)
    func aMoveToAnotherSectionLeavesTheTableAndTheSnapshotAgreeing(style: ReorderStyle) throws {
        let h = Harness(style: style)
        try h.table.checked.dragRow(at: path(0, 1), to: path(1, 1))
        let expected = [["Milk", "Bread"], ["Tea", "Eggs", "Jam"]]
        expectEqual(h.recorded(), expected)
        expectEqual(h.shown(), expected)
        // A later apply diffs from what the table shows.
        var next = h.dataSource.snapshot()
        next.deleteItems(["Tea"])
        h.dataSource.apply(next, animatingDifferences: false)
        h.table.layoutIfNeeded()
        expectEqual(h.shown(), [["Milk", "Bread"], ["Eggs", "Jam"]])
    }

    @Test(arguments: ReorderStyle.allCases)
    func aMoveToTheEndOfAnotherSection(style: ReorderStyle) throws {
        let h = Harness(style: style)
        try h.table.checked.dragRow(at: path(0, 0), to: path(1, 2))
        let expected = [["Eggs", "Bread"], ["Tea", "Jam", "Milk"]]
        expectEqual(h.recorded(), expected)
        expectEqual(h.shown(), expected)
    }

    @Test func theCompletionOfAnApplyDuringTheDropRunsOnceTheRowHasMoved() throws {
        let h = Harness(style: .appliesWithoutSuper)
        try h.table.checked.dragRow(at: path(0, 0), to: path(0, 1))
        expectEqual(h.dataSource.completions, 1)
        #expect(!h.table.hasUncommittedUpdates)
    }

    /// An apply during the drop that changes more than the drag (here it also removes an item):
    /// the rest is applied once the row has moved.
    @Test func anApplyThatChangesMoreThanTheDragIsAppliedAfterIt() throws {
        final class Pruning: TableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath) {
                var snapshot = self.snapshot()
                snapshot.moveItem("Milk", afterItem: "Bread")
                snapshot.deleteItems(["Jam"])
                apply(snapshot)
            }
        }
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = Pruning(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Today"])
        snapshot.appendItems(["Milk", "Eggs", "Bread", "Jam"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        table.setEditing(true, animated: false)
        try table.checked.dragRow(at: path(0, 0), to: path(0, 2))
        table.layoutIfNeeded()
        expectEqual(dataSource.snapshot().itemIdentifiers, ["Eggs", "Bread", "Milk"])
        expectEqual(table.visibleCells.map { $0.textLabel?.text }, ["Eggs", "Bread", "Milk"])
    }
}
