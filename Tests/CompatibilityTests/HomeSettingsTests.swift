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
    /// The settings list on the list layout: grouped rows under supplementary headers, a switch row,
    /// swipe actions on the device rows (Delete through a snapshot, Flag through
    /// `reconfigureItems`), and a tap that pushes a detail screen. Swipes go through
    /// `collectionView.simulate`, so these tests are OpenTableView's (no UIKit twin yet).
    ///
    /// Geometry (Compatibility/Evidence.md, "List layout", "Inset grouped sections"): an
    /// `.insetGrouped` list is laid out as an inset-grouped table 390 points wide, its sections 16
    /// points in from each side; rows are 44 points (one line, 11 + 21 + 11 = 43, raised to 44);
    /// a titled supplementary header is 32 (first section) or 17 (later ones) above a 16-point
    /// footnote line and 6 below: 54, then 39; a section ends with a 17.5-point footer.
    @MainActor
    @Suite(.explorerPagesOnFailure) struct HomeSettingsTests {
        private func launch() -> (window: UIWindow, settings: HomeSettingsViewController) {
            let settings = HomeSettingsViewController(devices: [
                Device(name: "Kitchen Speaker", room: "Kitchen"),
                Device(name: "Hall Lamp", room: "Hall"),
                Device(name: "Garage Door", room: "Garage"),
            ])
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UINavigationController(rootViewController: settings)
            window.makeKeyAndVisible()
            settings.collectionView.layoutIfNeeded()
            return (window, settings)
        }

        private func rows(_ collectionView: UICollectionView) -> [String] {
            collectionView.layoutIfNeeded()
            return collectionView.visibleCells.map { cell in
                let content = cell.contentConfiguration as? UIListContentConfiguration
                return [content?.text, content?.secondaryText].compactMap { $0 }.joined(separator: " | ")
            }
        }

        private func device(_ item: Int) -> IndexPath { IndexPath(item: item, section: 1) }

        @Test func theListShowsGroupedRowsUnderTheirHeaders() throws {
            let (_, settings) = launch()
            let collectionView = settings.collectionView!
            expectEqual(
                rows(collectionView),
                [
                    "Away Mode", "Wi-Fi | Home Network", "Notifications | Banners", "Kitchen Speaker | Kitchen",
                    "Hall Lamp | Hall", "Garage Door | Garage",
                ])
            let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
                .sorted { $0.frame.minY < $1.frame.minY }
            expectEqual(
                headers.map {
                    (($0 as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
                },
                ["General", "Devices"])
            // General's header 0–54, its rows from 54; then its 17.5-point footer (186–203.5), the
            // Devices header (203.5–242.5) and its rows from 242.5; inset-grouped, 16 points in from
            // each side.
            expectEqual(
                headers.map(\.frame),
                [
                    CGRect(x: 16, y: 0, width: 358, height: 54), CGRect(x: 16, y: 203.5, width: 358, height: 39),
                ])
            expectEqual(
                collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame,
                CGRect(x: 16, y: 54, width: 358, height: 44))
            expectEqual(
                collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame,
                CGRect(x: 16, y: 142, width: 358, height: 44))
            expectEqual(
                collectionView.cellForItem(at: device(2))?.frame, CGRect(x: 16, y: 330.5, width: 358, height: 44))
            // 374.5 + the last footer (17.5) + the grouped list's 20 points at the end.
            expectEqual(collectionView.contentSize, CGSize(width: 390, height: 412))

            let away = try #require(
                collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            expectEqual(away.shownAccessoryNames, ["customView"])
            expectIdentical(settings.awaySwitch.superview, away)
            let wifi = try #require(
                collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
            expectEqual(wifi.shownAccessoryNames, ["disclosureIndicator"])
        }

        @Test func swipingADeviceOffersDeleteAndFlagAndDeleteRemovesItsRow() {
            let (_, settings) = launch()
            let collectionView = settings.collectionView!
            let actions = collectionView.simulate.swipeItem(at: device(0))
            expectEqual(actions?.actions.map(\.title), ["Delete", "Flag"])
            expectEqual(actions?.actions.map(\.style), [.destructive, .normal])
            expectEqual(actions?.performsFirstActionWithFullSwipe, true)
            #expect(collectionView.cellForItem(at: device(0))?.configurationState.isSwiped == true)

            collectionView.simulate.tapSwipeAction(titled: "Delete")
            expectEqual(settings.log, ["swipe Kitchen Speaker", "delete Kitchen Speaker"])
            expectEqual(settings.devices.map(\.name), ["Hall Lamp", "Garage Door"])
            #expect(!collectionView.isShowingSwipeActions)
            expectEqual(
                rows(collectionView),
                [
                    "Away Mode", "Wi-Fi | Home Network", "Notifications | Banners", "Hall Lamp | Hall",
                    "Garage Door | Garage",
                ])
            // Hall Lamp moved up into the deleted row's place; the content is one row shorter.
            expectEqual(
                collectionView.cellForItem(at: device(0))?.frame, CGRect(x: 16, y: 242.5, width: 358, height: 44))
            expectEqual(collectionView.contentSize.height, 412 - 44)
        }

        @Test func flagUpdatesTheSameCellAndTheNextSwipeOffersUnflag() throws {
            let (_, settings) = launch()
            let collectionView = settings.collectionView!
            let cell = try #require(collectionView.cellForItem(at: device(1)))
            collectionView.simulate.swipeItem(at: device(1))
            collectionView.simulate.tapSwipeAction(titled: "Flag")
            collectionView.layoutIfNeeded()
            // reconfigureItems: the same cell, configured again.
            expectIdentical(collectionView.cellForItem(at: device(1)), cell)
            expectEqual((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText, "Hall · Flagged")
            expectEqual(collectionView.simulate.swipeItem(at: device(1))?.actions.map(\.title), ["Delete", "Unflag"])
            collectionView.simulate.cancelSwipe()
            expectEqual(settings.log, ["swipe Hall Lamp", "flag Hall Lamp", "swipe Hall Lamp"])
        }

        @Test func aFullSwipeDeletesAndTheSwitchRowHasNoActions() {
            let (_, settings) = launch()
            let collectionView = settings.collectionView!
            #expect(collectionView.simulate.swipeItem(at: IndexPath(item: 0, section: 0)) == nil)
            collectionView.simulate.swipeItem(at: device(2), fullSwipe: true)
            expectEqual(settings.log, ["swipe Garage Door", "delete Garage Door"])
            expectEqual(rows(collectionView).last, "Hall Lamp | Hall")

            settings.awaySwitch.simulate.toggle()
            #expect(settings.isAwayModeOn)
            expectEqual(settings.log.last, "away mode on")
        }

        @Test func tappingARowPushesItsDetailAndTheSwitchRowIsNotALink() throws {
            let (window, settings) = launch()
            let collectionView = settings.collectionView!
            let navigation = try #require(window.rootViewController as? UINavigationController)
            collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
            expectIdentical(navigation.topViewController, settings)

            collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
            let detail = try #require(navigation.topViewController as? SettingDetailViewController)
            expectEqual(detail.title, "Wi-Fi")
            detail.loadViewIfNeeded()
            expectEqual(detail.detailLabel.text, "Home Network")
            // didSelectItemAt deselected the row at once.
            expectEqual(collectionView.indexPathsForSelectedItems, nil)
            expectEqual(settings.log, ["select Wi-Fi"])
        }

        @Test func aTapOnAnotherRowWhileActionsShowOnlyHidesThem() {
            let (window, settings) = launch()
            let collectionView = settings.collectionView!
            collectionView.simulate.swipeItem(at: device(0))
            collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
            #expect(!collectionView.isShowingSwipeActions)
            expectIdentical((window.rootViewController as? UINavigationController)?.topViewController, settings)
            expectEqual(settings.log, ["swipe Kitchen Speaker"])
        }
    }
#endif
