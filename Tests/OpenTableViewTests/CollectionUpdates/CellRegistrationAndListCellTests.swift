import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// iOS 14's cell registrations and list cells, as the outline sidebar samples write them: a
/// registration made once, a diffable data source dequeuing through it, list cells with an
/// outline disclosure that expands and collapses folders. Apple: the indentation level "sets
/// automatically when you use a hierarchical data source"
/// ([indentationLevel](https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel)),
/// "the overall indentation is the product of `indentationWidth` and `indentationLevel`"
/// ([indentationWidth](https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationwidth)).
@MainActor
@Suite struct CellRegistrationAndListCellTests {
    /// A sidebar of folders: Mail ▸ (Inbox, Sent), Notes.
    @MainActor final class Sidebar {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: pinnedFlowLayout())
        var dataSource: CollectionViewDiffableDataSource<String, String>!
        var configured: [String] = []

        init() {
            let registration = CollectionView.CellRegistration<CollectionViewListCell, String> {
                [unowned self] cell, indexPath, item in
                self.configured.append("\(indexPath.item) \(item)")
                cell.accessories = [.outlineDisclosure(), .label(text: "\(item.count)")]
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            collectionView.registerSectionTitles()
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                collectionView.dequeueSectionTitle(ofKind: kind, at: indexPath)
            }
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["Mail", "Notes"])
            outline.append(["Inbox", "Sent"], to: "Mail")
            dataSource.apply(outline, to: "Folders", animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }

        func cell(_ item: Int) -> CollectionViewListCell? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? CollectionViewListCell
        }

        var shown: [String] {
            collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:))
        }
    }

    @Test func aRegistrationRegistersItsClassOnceAndConfiguresEveryDequeue() {
        let sidebar = Sidebar()
        expectEqual(sidebar.configured, ["0 Mail", "1 Notes"])
        expectEqual(sidebar.cell(0)?.reuseIdentifier?.hasPrefix("CollectionViewListCell-CellRegistration-"), true)
        expectEqual(sidebar.cell(0)?.reuseIdentifier, sidebar.cell(1)?.reuseIdentifier)
        // System accessories in the system's order, whatever the array's: the count label before
        // the trailing outline disclosure.
        expectEqual(sidebar.cell(0)?.shownAccessoryNames, ["label(4)", "outlineDisclosure"])
    }

    @Test func tappingTheOutlineDisclosureExpandsAndCollapsesTheFolder() {
        let sidebar = Sidebar()
        var events: [String] = []
        sidebar.dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("willExpand \($0)") }
        sidebar.dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("willCollapse \($0)") }
        expectEqual(sidebar.cell(0)?.simulate.tapOutlineDisclosure(), true)
        expectEqual(sidebar.shown, ["Mail", "Inbox", "Sent", "Notes"])
        // The children are indented one level: 10 points; the content ends before the count label
        // (its text and 16 points) and the 40-point outline disclosure.
        let inbox = sidebar.cell(1)
        inbox?.layoutIfNeeded()
        expectEqual([sidebar.cell(0)?.indentationLevel, inbox?.indentationLevel], [0, 1])
        let count = Label(frame: .zero)
        count.text = "5"
        let trailing = 40 + count.intrinsicContentSize.width + 16
        expectEqual(inbox?.contentView.frame, CGRect(x: 10, y: 0, width: 90 - 10 - trailing, height: 40))
        expectEqual(sidebar.cell(0)?.simulate.tapOutlineDisclosure(), true)
        expectEqual(sidebar.shown, ["Mail", "Notes"])
        expectEqual(events, ["willExpand Mail", "willCollapse Mail"])
    }

    @Test func anActionHandlerReplacesTheExpansionAndAccessoriesShowByState() {
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var taps = 0
        cell.accessories = [
            .delete(), .reorder(displayed: .always), .checkmark(displayed: .whenNotEditing),
            .outlineDisclosure(actionHandler: { taps += 1 }), .disclosureIndicator(),
        ]
        expectEqual(cell.shownAccessoryNames, ["checkmark", "outlineDisclosure", "disclosureIndicator", "reorder"])
        #expect(cell.simulate.tapOutlineDisclosure())
        expectEqual(taps, 1)
        cell.accessories = [.customView(configuration: .init(customView: View(), placement: .trailing()))]
        #expect(!cell.simulate.tapOutlineDisclosure())
        expectEqual(cell.shownAccessoryNames, ["customView"])
        expectEqual(cell.defaultContentConfiguration(), .cell())
    }
}

/// A registration made inside the cell provider: UIKit (iOS 15+) refuses it at the dequeue,
/// with the text of noppefoxwolf/DebugMenu pull request 4 (Compatibility/Evidence.md).
@MainActor
@Suite struct RegistrationInsideCellProviderTests {
    @Test func aRegistrationMadeInsideTheCellProviderIsRefused() {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: pinnedFlowLayout())
        let upFront = CollectionView.CellRegistration<CardCell, String> { cell, _, item in cell.title = item }
        var reasons: [String] = []
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let late = CollectionView.CellRegistration<CardCell, String> { _, _, _ in }
            do {
                _ = try collectionView.checked.dequeueConfiguredReusableCell(using: late, for: indexPath, item: item)
            } catch {
                reasons.append((error as? TableViewException)?.reason ?? "\(error)")
            }
            return collectionView.dequeueConfiguredReusableCell(using: upFront, for: indexPath, item: item)
        }
        collectionView.registerSectionTitles()
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueSectionTitle(ofKind: kind, at: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["S"])
        snapshot.appendItems(["A"])
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
        expectEqual(
            reasons,
            [
                "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <UICollectionViewCellRegistration: 0x0000000000000000>"
            ])
        expectEqual(collectionView.shownTitles, ["A"])
    }
}

/// `dequeueConfiguredReusableSupplementary(using:for:)`: "Dequeues a configured reusable
/// supplementary view object" (Apple,
/// [dequeueConfiguredReusableSupplementary(using:for:)](https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:))),
/// its registration's class registered for its kind on first use, its handler given the view,
/// the kind and the index path.
@MainActor
@Suite struct SupplementaryRegistrationTests {
    @Test func aSupplementaryProviderDequeuesConfiguredHeadersAndFooters() {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 190), collectionViewLayout: pinnedFlowLayout())
        var configured: [String] = []
        let headers = CollectionView.SupplementaryRegistration<SectionTitleView>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            configured.append("header \(indexPath.section)")
            view.title = "Folder \(indexPath.section)"
        }
        let footers = CollectionView.SupplementaryRegistration<SectionTitleView>(
            elementKind: CollectionView.elementKindSectionFooter
        ) { view, kind, indexPath in
            configured.append("footer \(indexPath.section) \(kind == CollectionView.elementKindSectionFooter)")
        }
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as? CardCell
            cell?.title = item
            return cell
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == CollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footers, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Mail", "Notes"])
        snapshot.appendItems(["Inbox"], toSection: "Mail")
        snapshot.appendItems(["Ideas"], toSection: "Notes")
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        // Section 0: header 0..<30, its line at 35, footer 90..<110; section 1's header at 110,
        // line at 145, footer 200..<220 (below the 190-point bounds).
        expectEqual(configured, ["header 0", "footer 0 true", "header 1"])
        expectEqual(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 0, y: 200, width: 320, height: 20))
        let header = collectionView.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        expectEqual((header as? SectionTitleView)?.title, "Folder 1")
        expectEqual(header?.frame, CGRect(x: 0, y: 110, width: 320, height: 30))
        // A reload gives the views back to their kinds' queues and dequeues them again: the
        // same instances (the class was registered once per kind), configured again.
        let shownBefore = Set(
            collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).map(
                ObjectIdentifier.init))
        configured = []
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        expectEqual(configured, ["header 0", "footer 0 true", "header 1"])
        expectEqual(
            Set(
                collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
                    .map(ObjectIdentifier.init)), shownBefore)
        expectEqual(shownBefore.count, 2)
    }
}
