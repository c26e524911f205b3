import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// The whole-cell tap of a header outline disclosure. Apple,
/// [OutlineDisclosureOptions.Style.header](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum/header):
/// "a tap anywhere in the header toggles the expansion state of the item. The cell itself is not
/// selectable"; [.cell](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum/cell):
/// "a tap on the outline disclosure accessory toggles the expansion state of the item. A tap on
/// the cell selects the item itself"; `.automatic` "determines the style depending on whether
/// the cell's configuration is as a section header".
@MainActor
@Suite struct OutlineHeaderTapTests {
    /// A sidebar: a "Library" header over Books and Music, then a "Playlists" folder (a `.cell`
    /// disclosure) over Road Trip.
    @MainActor final class Sidebar: NSObject, CollectionViewDelegate {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 500),
            collectionViewLayout: CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: .sidebar)))
        var dataSource: CollectionViewDiffableDataSource<String, String>!
        var log: [String] = []

        init(headerStyle: CellAccessory.OutlineDisclosureOptions.Style) {
            super.init()
            let header = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
                var content = ListContentConfiguration.sidebarHeader()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure(options: .init(style: headerStyle))]
            }
            let row = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
                var content = ListContentConfiguration.sidebarCell()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = item == "Playlists" ? [.outlineDisclosure(options: .init(style: .cell))] : []
            }
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, item in
                item == "Library"
                    ? collectionView.dequeueConfiguredReusableCell(using: header, for: indexPath, item: item)
                    : collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
            }
            collectionView.delegate = self
            var outline = DiffableDataSourceSectionSnapshot<String>()
            outline.append(["Library", "Playlists"])
            outline.append(["Books", "Music"], to: "Library")
            outline.append(["Road Trip"], to: "Playlists")
            outline.expand(["Library"])
            dataSource.apply(outline, to: "Main", animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }

        var shown: [String] {
            collectionView.layoutIfNeeded()
            return collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:))
        }

        func tap(_ item: String) {
            collectionView.simulate.tapItem(at: dataSource.indexPath(for: item)!)
        }

        func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldHighlight \(dataSource.itemIdentifier(for: indexPath) ?? "?")")
            return true
        }

        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect \(dataSource.itemIdentifier(for: indexPath) ?? "?")")
        }
    }

    @Test func tappingAHeaderTogglesItsSectionAndNeverSelectsIt() {
        let sidebar = Sidebar(headerStyle: .header)
        expectEqual(sidebar.shown, ["Library", "Books", "Music", "Playlists"])
        sidebar.tap("Library")
        expectEqual(sidebar.shown, ["Library", "Playlists"])
        expectEqual(sidebar.log, [])
        expectEqual(sidebar.collectionView.indexPathsForSelectedItems, nil)
        sidebar.tap("Library")
        expectEqual(sidebar.shown, ["Library", "Books", "Music", "Playlists"])
        // Selection off does not stop it: the header is not selected, it toggles.
        sidebar.collectionView.allowsSelection = false
        sidebar.tap("Library")
        expectEqual(sidebar.shown, ["Library", "Playlists"])
        expectEqual(sidebar.log, [])
    }

    @Test func aCellStyleDisclosureLeavesTheTapToSelection() {
        let sidebar = Sidebar(headerStyle: .header)
        sidebar.tap("Playlists")
        expectEqual(sidebar.shown, ["Library", "Books", "Music", "Playlists"])
        expectEqual(sidebar.log, ["shouldHighlight Playlists", "didSelect Playlists"])
        // Only the accessory toggles it.
        let cell = sidebar.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? CollectionViewListCell
        expectEqual(cell?.simulate.tapOutlineDisclosure(), true)
        expectEqual(sidebar.shown, ["Library", "Books", "Music", "Playlists", "Road Trip"])
    }

    @Test func anAutomaticStyleOnAHeaderConfigurationIsAHeader() {
        let sidebar = Sidebar(headerStyle: .automatic)
        sidebar.tap("Library")
        expectEqual(sidebar.shown, ["Library", "Playlists"])
        expectEqual(sidebar.log, [])
        // The same style on a header cell told to be a cell selects.
        let cellStyled = Sidebar(headerStyle: .cell)
        cellStyled.tap("Library")
        expectEqual(cellStyled.shown, ["Library", "Books", "Music", "Playlists"])
        expectEqual(cellStyled.log, ["shouldHighlight Library", "didSelect Library"])
    }
}
