import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// `NSDiffableDataSourceSectionSnapshot` as an outline (a sidebar's folders) and applied to a
/// section. Apple: a section snapshot can "represent data with a hierarchical structure, such as
/// an outline with expandable items"
/// ([NSDiffableDataSourceSectionSnapshot](https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct)).
@MainActor
@Suite struct SectionSnapshotTests {
    /// Mail ▸ (Inbox ▸ (Today), Sent), Notes.
    private func sidebar() -> DiffableDataSourceSectionSnapshot<String> {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Mail", "Notes"])
        outline.append(["Inbox", "Sent"], to: "Mail")
        outline.append(["Today"], to: "Inbox")
        return outline
    }

    @Test func theOutlineAnswersItsQueries() {
        var outline = sidebar()
        expectEqual(outline.items, ["Mail", "Inbox", "Today", "Sent", "Notes"])
        expectEqual(outline.rootItems, ["Mail", "Notes"])
        expectEqual(outline.visibleItems, ["Mail", "Notes"])
        outline.expand(["Mail"])
        expectEqual(outline.visibleItems, ["Mail", "Inbox", "Sent", "Notes"])
        expectEqual(
            [outline.isVisible("Inbox"), outline.isVisible("Today"), outline.isExpanded("Mail")], [true, false, true])
        expectEqual(["Mail", "Inbox", "Today"].map(outline.level(of:)), [0, 1, 2])
        expectEqual([outline.parent(of: "Today"), outline.parent(of: "Mail")], ["Inbox", nil])
        expectEqual([outline.index(of: "Sent"), outline.index(of: "Nope")], [3, nil])
        expectEqual([outline.contains("Today"), outline.contains("Nope")], [true, false])
        expectEqual(outline.snapshot(of: "Mail").items, ["Inbox", "Today", "Sent"])
        expectEqual(outline.snapshot(of: "Mail", includingParent: true).rootItems, ["Mail"])
        outline.insert(["Drafts"], before: "Sent")
        outline.insert(["Archive"], after: "Notes")
        outline.delete(["Inbox", "Nope"])
        expectEqual(outline.items, ["Mail", "Drafts", "Sent", "Notes", "Archive"])
        outline.collapse(["Mail"])
        expectEqual(outline.visibleItems, ["Mail", "Notes", "Archive"])
    }

    @Test func duplicatesHaveUIKitsText() {
        // The text of IQListKit issue 3 (Compatibility/Evidence.md, "Collection views").
        expectEqual(
            Messages.sectionSnapshotDuplicateItems(["A", "B"]).reason,
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    A,\n    B\n)}")
    }

    @Test func applyingAnOutlineShowsItsVisibleItemsAndExpandingGoesThroughTheHandlers() {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: pinnedFlowLayout())
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as? CardCell
            cell?.title = item
            return cell
        }
        collectionView.registerSectionTitles()
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueSectionTitle(ofKind: kind, at: indexPath)
        }
        dataSource.apply(sidebar(), to: "Sidebar", animatingDifferences: false)
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.shownTitles, ["Mail", "Notes"])
        var events: [String] = []
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Notes" }
        dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("willExpand \($0)") }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("willCollapse \($0)") }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            events.append("children of \(parent): \(children.rootItems)")
            var replaced = children
            replaced.append(["Junk"])
            return replaced
        }
        let answers = [dataSource.expand("Mail"), dataSource.expand("Mail"), dataSource.collapse("Notes")]
        expectEqual(answers, [true, false, false])
        expectEqual(collectionView.shownTitles, ["Mail", "Inbox", "Sent", "Junk", "Notes"])
        #expect(dataSource.snapshot(for: "Sidebar").isExpanded("Mail"))
        #expect(dataSource.collapse("Mail"))
        expectEqual(collectionView.shownTitles, ["Mail", "Notes"])
        expectEqual(
            events,
            [
                "willExpand Mail", #"children of Mail: ["Inbox", "Sent"]"#, "willCollapse Mail",
            ])
        // A full snapshot that changes the section drops the outline: the section is flat again.
        var snapshot = dataSource.snapshot()
        snapshot.appendItems(["Photos"], toSection: "Sidebar")
        dataSource.apply(snapshot)
        expectEqual(dataSource.snapshot(for: "Sidebar").rootItems, ["Mail", "Notes", "Photos"])
        expectEqual(dataSource.snapshot(for: "Sidebar").level(of: "Photos"), 0)
    }
}
