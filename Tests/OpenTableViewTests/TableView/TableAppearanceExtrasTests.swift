import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A data source with a section index whose titles can change.
@MainActor
final class IndexedDataSource: TableViewDataSource {
    var titles: [String]? = [TableView.indexSearch, "A", "B"]
    var asked = 0

    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        asked += 1
        return titles
    }
}

/// The section index's styling and reload, the separator inset reference, content hugging and
/// the reorder's uncommitted state.
@MainActor
@Suite(.explorerPagesOnFailure) struct TableAppearanceExtrasTests {
    let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let dataSource = IndexedDataSource()

    init() {
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.attach(dataSource)
    }

    @Test func indexSearchIsUIKitsString() {
        expectEqual(TableView.indexSearch, "{search}")
    }

    @Test func sectionIndexColorsAreRecorded() {
        expectEqual(table.sectionIndexColor, nil)
        expectEqual(table.sectionIndexBackgroundColor, nil)
        expectEqual(table.sectionIndexTrackingBackgroundColor, nil)
        table.sectionIndexColor = .systemBlue
        table.sectionIndexBackgroundColor = .clear
        table.sectionIndexTrackingBackgroundColor = .gray
        expectEqual(table.sectionIndexColor, .systemBlue)
        expectEqual(table.sectionIndexBackgroundColor, .clear)
        expectEqual(table.sectionIndexTrackingBackgroundColor, .gray)
    }

    @Test func titlesAreKeptUntilReloaded() {
        expectEqual(table.sectionIndexTitlesForDisplay, ["{search}", "A", "B"])
        expectEqual(table.sectionIndexTitlesForDisplay, ["{search}", "A", "B"])
        expectEqual(dataSource.asked, 1)
        dataSource.titles = ["A", "B", "C"]
        expectEqual(table.sectionIndexTitlesForDisplay, ["{search}", "A", "B"])
        table.reloadSectionIndexTitles()
        expectEqual(table.sectionIndexTitlesForDisplay, ["A", "B", "C"])
        expectEqual(dataSource.asked, 2)
        dataSource.titles = nil
        table.reloadData()
        expectEqual(table.sectionIndexTitlesForDisplay, nil)
        expectEqual(dataSource.asked, 3)
    }

    @Test func reloadingTheIndexTitlesReloadsNoRows() {
        table.layoutIfNeeded()
        let cells = table.visibleCells
        table.reloadSectionIndexTitles()
        table.layoutIfNeeded()
        expectEqual(table.visibleCells.count, cells.count)
        #expect(zip(table.visibleCells, cells).allSatisfy { $0 === $1 })
    }

    @Test func aBatchUpdateRebuildsTheIndex() {
        _ = table.sectionIndexTitlesForDisplay
        dataSource.titles = ["X"]
        table.performBatchUpdates(nil)
        expectEqual(table.sectionIndexTitlesForDisplay, ["X"])
    }

    @Test func separatorInsetReferenceIsRecorded() {
        expectEqual(table.separatorInsetReference, .fromCellEdges)
        table.separatorInsetReference = .fromAutomaticInsets
        expectEqual(table.separatorInsetReference, .fromAutomaticInsets)
        expectEqual(TableView.SeparatorInsetReference.fromCellEdges.rawValue, 0)
        expectEqual(TableView.SeparatorInsetReference.fromAutomaticInsets.rawValue, 1)
    }

    @Test func contentHuggingElementsAreRecorded() {
        expectEqual(table.contentHuggingElements, [])
        table.contentHuggingElements = .sectionHeaders
        #expect(table.contentHuggingElements.contains(.sectionHeaders))
        expectEqual(TableViewContentHuggingElements.sectionHeaders.rawValue, 1)
    }
}

/// `hasUncommittedUpdates` during a simulated reorder: `true` while the row shows at its
/// proposed place and the data source has not been told.
@MainActor
final class ReorderProbe: TableViewDataSource, TableViewDelegate {
    var items = ["A", "B", "C", "D"]
    var seen: [String] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        seen.append("moveRowAt \(tableView.hasUncommittedUpdates)")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        seen.append("targetIndexPath \(tableView.hasUncommittedUpdates)")
        return proposedDestinationIndexPath
    }
}

@MainActor
@Suite(.explorerPagesOnFailure) struct UncommittedUpdatesTests {
    @Test func aReorderIsUncommittedUntilTheDataSourceIsTold() {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let probe = ReorderProbe()
        table.attach(probe as TableViewDataSource)
        table.attach(probe as TableViewDelegate)
        table.setEditing(true, animated: false)
        #expect(!table.hasUncommittedUpdates)
        table.simulate.dragRow(at: path(0, 0), to: path(0, 2))
        expectEqual(probe.seen, ["targetIndexPath true", "moveRowAt false"])
        #expect(!table.hasUncommittedUpdates)
        expectEqual(probe.items, ["B", "C", "A", "D"])
    }
}
