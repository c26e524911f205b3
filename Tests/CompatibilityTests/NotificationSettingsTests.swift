import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// Switches in the rows' accessory views and a segmented control in a header, driven by taps.
@MainActor
@Suite(.explorerPagesOnFailure) struct NotificationSettingsTests {
    private func launch(_ preferences: NotificationPreferences = NotificationPreferences())
        -> (window: UIWindow, screen: NotificationSettingsViewController, saved: Saved)
    {
        let screen = NotificationSettingsViewController(preferences: preferences)
        let saved = Saved()
        screen.onChange = { saved.values.append($0) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        screen.tableView.layoutIfNeeded()
        return (window, screen, saved)
    }

    /// What the screen saved, in order.
    @MainActor final class Saved {
        var values: [NotificationPreferences] = []
    }

    private func rows(_ screen: NotificationSettingsViewController) -> [String] {
        screen.tableView.layoutIfNeeded()
        return screen.tableView.visibleCells.map { cell in
            let text = (cell.contentConfiguration as? UIListContentConfiguration)?.text ?? ""
            let isOn = (cell.accessoryView as? UISwitch)?.isOn
            return "\(text) \(isOn.map { $0 ? "on" : "off" } ?? "-")"
        }
    }

    private func toggle(in screen: NotificationSettingsViewController, row: Int) -> UISwitch? {
        screen.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.accessoryView as? UISwitch
    }

    @Test func eachRowShowsItsSwitch() {
        let (_, screen, _) = launch()
        expectEqual(rows(screen), ["Allow Notifications on", "Sounds on", "Badges off"])
    }

    @Test func turningASwitchOnSavesIt() throws {
        let (_, screen, saved) = launch()
        User.toggle(try #require(toggle(in: screen, row: 2)))
        #expect(screen.preferences.badges)
        expectEqual(saved.values.map(\.badges), [true])
        expectEqual(rows(screen), ["Allow Notifications on", "Sounds on", "Badges on"])
    }

    @Test func theMasterSwitchRemovesAndRestoresTheDependentRows() throws {
        let (_, screen, saved) = launch()
        User.toggle(try #require(toggle(in: screen, row: 0)))
        expectEqual(rows(screen), ["Allow Notifications off"])
        expectEqual(saved.values.last?.allowsNotifications, false)

        User.toggle(try #require(toggle(in: screen, row: 0)))
        expectEqual(rows(screen), ["Allow Notifications on", "Sounds on", "Badges off"])
        expectEqual(saved.values.count, 2)
    }

    @Test func theSegmentedControlPicksWhenPreviewsShow() {
        let (_, screen, saved) = launch()
        expectEqual(screen.previewsControl.numberOfSegments, 3)
        expectEqual(screen.previewsControl.titleForSegment(at: 0), "Always")
        expectEqual(screen.previewsControl.selectedSegmentIndex, 1)

        User.select(segment: 2, of: screen.previewsControl)
        expectEqual(screen.preferences.previews, .never)
        // Tapping the selected segment again changes nothing and sends nothing.
        User.select(segment: 2, of: screen.previewsControl)
        expectEqual(saved.values.map(\.previews), [.never])
    }

    #if !canImport(UIKit)
        @Test func theSegmentedControlSitsInTheSecondSectionsHeader() throws {
            let (_, screen, _) = launch()
            let header = try #require(screen.tableView.headerView(forSection: 1))
            expectIdentical(screen.previewsControl.superview, header.contentView)
            expectEqual(screen.tableView.rectForHeader(inSection: 1).height, 76)
        }
    #endif
}
