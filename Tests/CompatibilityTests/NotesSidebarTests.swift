import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

#if !canImport(UIKit)
    /// The outline sidebar: section snapshots with parents and children, the outline disclosure
    /// expanding and collapsing folders through the section snapshot handlers (one collapse
    /// refused), indentation by level, and a folder's selection pushing its notes.
    ///
    /// Geometry (Compatibility/Evidence.md, "List layout"): a `.sidebar` list is laid out as a
    /// grouped table 390 points wide: 35 points above the first section, 44-point rows, a 17.5-point
    /// footer after each section and a 17.5-point empty header before the next, 20 points at the
    /// end. Library rows at 35 and 79, a footer to 140.5, a header to 158: folder rows from 158.
    /// A list cell's content view is indented by its level × 10 points (the cell's
    /// `indentationWidth`) and ends before its accessories (Evidence.md, "List cell accessories").
    @MainActor
    @Suite(.explorerPagesOnFailure) struct NotesSidebarTests {
        private func launch() -> (window: UIWindow, sidebar: SidebarViewController) {
            let sidebar = SidebarViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UINavigationController(rootViewController: sidebar)
            window.makeKeyAndVisible()
            sidebar.collectionView.layoutIfNeeded()
            return (window, sidebar)
        }

        /// "title@level" for every visible row, in order.
        private func outline(_ sidebar: SidebarViewController) -> [String] {
            sidebar.collectionView.layoutIfNeeded()
            return sidebar.collectionView.visibleCells.map { cell in
                let title = (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
                return "\(title)@\((cell as? UICollectionViewListCell)?.indentationLevel ?? -1)"
            }
        }

        private func folderCell(_ sidebar: SidebarViewController, _ item: Int) throws -> UICollectionViewListCell {
            try #require(
                sidebar.collectionView.cellForItem(at: IndexPath(item: item, section: 1)) as? UICollectionViewListCell)
        }

        @Test func theOutlineStartsWithTheAccountOpenAndPersonalClosed() throws {
            let (_, sidebar) = launch()
            expectEqual(outline(sidebar), ["All Notes@0", "Recently Deleted@0", "iCloud@0", "Work@1", "Personal@1"])
            let iCloud = try folderCell(sidebar, 0)
            let personal = try folderCell(sidebar, 2)
            expectEqual(iCloud.shownAccessoryNames, ["outlineDisclosure"])
            expectEqual(try folderCell(sidebar, 1).shownAccessoryNames, [])
            #expect(iCloud.configurationState.isExpanded)
            #expect(!personal.configurationState.isExpanded)
            expectEqual(iCloud.frame, CGRect(x: 0, y: 158, width: 390, height: 44))
            expectEqual(personal.frame, CGRect(x: 0, y: 246, width: 390, height: 44))
            // Indented one level, and ended by the 40-point outline disclosure at the trailing edge.
            expectEqual(personal.contentView.frame, CGRect(x: 10, y: 0, width: 340, height: 44))
            // 290 + the footer (17.5) + 20.
            expectEqual(sidebar.collectionView.contentSize, CGSize(width: 390, height: 327.5))
        }

        @Test func theDisclosureExpandsAndCollapsesPersonal() throws {
            let (_, sidebar) = launch()
            let personal = try folderCell(sidebar, 2)
            #expect(personal.simulate.tapOutlineDisclosure())
            expectEqual(
                outline(sidebar),
                ["All Notes@0", "Recently Deleted@0", "iCloud@0", "Work@1", "Personal@1", "Trips@2", "Recipes@2"])
            expectEqual(sidebar.outlineLog, ["expand Personal"])
            // The parent keeps its cell, now expanded; its children follow it, indented 20 points.
            expectIdentical(try folderCell(sidebar, 2), personal)
            #expect(personal.configurationState.isExpanded)
            let trips = try folderCell(sidebar, 3)
            expectEqual(trips.frame, CGRect(x: 0, y: 290, width: 390, height: 44))
            expectEqual(trips.contentView.frame, CGRect(x: 20, y: 0, width: 370, height: 44))
            expectEqual(sidebar.collectionView.contentSize.height, 327.5 + 2 * 44)

            #expect(personal.simulate.tapOutlineDisclosure())
            expectEqual(outline(sidebar), ["All Notes@0", "Recently Deleted@0", "iCloud@0", "Work@1", "Personal@1"])
            expectEqual(sidebar.outlineLog, ["expand Personal", "collapse Personal"])
            #expect(!personal.configurationState.isExpanded)
        }

        @Test func theAccountRefusesToCollapse() throws {
            let (_, sidebar) = launch()
            #expect(try folderCell(sidebar, 0).simulate.tapOutlineDisclosure())
            expectEqual(sidebar.outlineLog, [])
            expectEqual(outline(sidebar).count, 5)
            #expect(try folderCell(sidebar, 0).configurationState.isExpanded)
        }

        @Test func selectingAFolderPushesItsNotesAndGroupsAreNotSelectable() throws {
            let (window, sidebar) = launch()
            let navigation = try #require(window.rootViewController as? UINavigationController)
            sidebar.collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 1))
            expectIdentical(navigation.topViewController, sidebar)
            expectEqual(sidebar.collectionView.indexPathsForSelectedItems, nil)

            sidebar.collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 1))
            let notes = try #require(navigation.topViewController as? NotesListController)
            expectEqual(notes.title, "Work")
            expectEqual(sidebar.shownFolder, "Work")
            // The sidebar keeps the selection (no deselect), and the selected sidebar cell's text
            // turns white (`UIListContentConfiguration.sidebarCell()` updated for the selected state).
            let work = try folderCell(sidebar, 1)
            #expect(work.isSelected)
            expectEqual((work.contentConfiguration as? UIListContentConfiguration)?.textProperties.color, .white)
        }
    }
#endif
