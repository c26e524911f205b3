import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Background configurations and the configuration update on collection view cells. Apple:
/// [backgroundConfiguration](https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration-39dc0)
/// ("A background configuration is mutually exclusive with background views"),
/// [automaticallyUpdatesBackgroundConfiguration](https://developer.apple.com/documentation/uikit/uicollectionviewcell/automaticallyupdatesbackgroundconfiguration)
/// ("the cell automatically calls `updated(for:)` on its backgroundConfiguration when the cell's
/// configurationState changes"),
/// [defaultBackgroundConfiguration](https://developer.apple.com/documentation/uikit/uicollectionviewcell/defaultbackgroundconfiguration)
/// ("according to the section where the cell appears") and
/// [configurationUpdateHandler](https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-7rqbu).
@MainActor
@Suite struct CollectionCellBackgroundAndUpdateTests {
    @Test func aListCellsDefaultBackgroundFollowsItsListAndItsState() throws {
        let grouped = ListCellScreen(appearance: .grouped)
        let cell = try #require(grouped.cell(0))
        expectEqual(cell.backgroundConfiguration, .listGroupedCell())
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
        grouped.collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        // Selected: the list style's selected color (BackgroundConfiguration.updated(for:)).
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
        grouped.collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)

        let sidebar = ListCellScreen(appearance: .sidebar)
        expectEqual(try #require(sidebar.cell(0)).backgroundConfiguration, .listSidebarCell())
        let plain = ListCellScreen(appearance: .plain)
        expectEqual(try #require(plain.cell(0)).backgroundConfiguration?.backgroundColor, .systemBackground)
        // Outside a list, a list cell is a plain list's; another cell has none, and its default is clear.
        expectEqual(CollectionViewListCell(frame: .zero).backgroundConfiguration, .listPlainCell())
        let card = CollectionViewCell(frame: .zero)
        expectEqual(card.backgroundConfiguration, nil)
        expectEqual(card.defaultBackgroundConfiguration(), .clear())
    }

    @Test func anAppsBackgroundConfigurationStaysAndExcludesBackgroundViews() {
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.backgroundView = View()
        // A background view replaces the configuration.
        expectEqual(cell.backgroundConfiguration, nil)
        var background = BackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemBlue
        background.cornerRadius = 8
        cell.backgroundConfiguration = background
        expectEqual(cell.backgroundView, nil)
        cell.isSelected = true
        // The color the app set wins in every state.
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .systemBlue)
        expectEqual(cell.backgroundConfiguration?.cornerRadius, 8)

        cell.backgroundConfiguration = .listPlainCell()
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isSelected = false
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
    }

    @Test func theUpdateHandlerRunsBeforeDisplayAndAtEachStateChange() throws {
        var updates: [String] = []
        let events = ListCellEvents()
        let screen = ListCellScreen(counts: [1], events: events) { cell, indexPath in
            cell.configurationUpdateHandler = { cell, state in
                var content = ListContentConfiguration.cell().updated(for: state)
                content.text = state.isSelected ? "Chosen" : "Row \(indexPath.item)"
                cell.contentConfiguration = content
                var flags = [String]()
                if state.isHighlighted { flags.append("highlighted") }
                if state.isSelected { flags.append("selected") }
                events.lines.append("update [\(flags.joined(separator: ","))]")
                updates.append(content.text ?? "")
            }
        }
        // Once, after the data source and before willDisplay.
        expectEqual(screen.log, ["cellForItem 0", "update []", "willDisplay 0"])
        let cell = try #require(screen.cell(0))
        expectEqual((cell.contentConfiguration as? ListContentConfiguration)?.text, "Row 0")

        screen.log = []
        screen.collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        expectEqual(
            screen.log,
            ["shouldHighlight 0", "update [highlighted]", "update []", "update [selected]", "didSelect 0"])
        expectEqual((cell.contentConfiguration as? ListContentConfiguration)?.text, "Chosen")
        expectEqual(updates.count, 4)
    }

    /// A subclass with a custom state: `updateConfiguration(using:)` runs before the handler, and
    /// `setNeedsUpdateConfiguration()` requests are coalesced into one update at the next layout.
    final class FavoriteCell: CollectionViewListCell {
        var calls: [String] = []
        var isFavorite = false {
            didSet { setNeedsUpdateConfiguration() }
        }

        override func updateConfiguration(using state: CellConfigurationState) {
            calls.append("updateConfiguration favorite=\(isFavorite)")
            var background = BackgroundConfiguration.listPlainCell().updated(for: state)
            if isFavorite { background.backgroundColor = .systemYellow }
            backgroundConfiguration = background
        }
    }

    @Test func requestsAreCoalescedAndTheSubclassUpdatesBeforeTheHandler() {
        let cell = FavoriteCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.configurationUpdateHandler = { cell, _ in (cell as? FavoriteCell)?.calls.append("handler") }
        cell.layoutIfNeeded()
        expectEqual(cell.calls, ["updateConfiguration favorite=false", "handler"])
        cell.calls = []
        cell.isFavorite = true
        cell.setNeedsUpdateConfiguration()
        expectEqual(cell.calls, [])
        cell.layoutIfNeeded()
        expectEqual(cell.calls, ["updateConfiguration favorite=true", "handler"])
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .systemYellow)
        cell.layoutIfNeeded()
        expectEqual(cell.calls.count, 2)
    }
}
