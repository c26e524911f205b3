import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/RemindersViewController.swift, the iOS 14+ screen (content
// configurations, a state-driven configuration update handler, a diffable data source, a refresh
// control), as a user would: reading the configured rows, selecting one, completing a reminder with
// a swipe, and pulling to refresh.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct RemindersTests {
    static let reminders = [
        Reminder(id: 1, title: "Buy milk", notes: "2 litres"),
        Reminder(id: 2, title: "Call Ana"),
        Reminder(id: 3, title: "Book flights", notes: "Lisbon", isDone: true),
    ]

    func makeScreen() -> RemindersViewController {
        let screen = RemindersViewController(reminders: Self.reminders)
        screen.loadViewIfNeeded()
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.tableView.layoutIfNeeded()
        return screen
    }

    func content(_ tableView: UITableView, _ row: Int, _ section: Int) -> UIListContentConfiguration? {
        tableView.cellForRow(at: IndexPath(row: row, section: section))?.contentConfiguration
            as? UIListContentConfiguration
    }

    /// The labels of a configured cell's content view: the text, then the secondary text.
    func labels(_ cell: UITableViewCell?) -> [UILabel] {
        (cell?.contentView.subviews ?? []).compactMap { $0 as? UILabel }
    }

    @Test func rowsAreConfiguredWithSubtitleContentAndSizedByIt() throws {
        let tableView: UITableView = makeScreen().tableView
        expectEqual(tableView.numberOfSections, 2)
        let milk = try #require(content(tableView, 0, 0))
        expectEqual(milk.text, "Buy milk")
        expectEqual(milk.secondaryText, "2 litres")
        expectEqual(milk.image, UIImage(systemName: "circle"))
        expectEqual(milk.secondaryTextProperties.font, UIFont.preferredFont(forTextStyle: .subheadline))
        expectEqual(content(tableView, 0, 1)?.image, UIImage(systemName: "checkmark.circle.fill"))

        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        expectEqual(cell.textLabel, nil)
        #if !canImport(UIKit)
            // 11 + 21 (body) + 3 + 18 (subheadline) + 11; a one-line row keeps the 44-point minimum.
            expectEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height, 64)
            expectEqual(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
            // The 21-point symbol, then the texts 16 points after it.
            let image = try #require(cell.contentView.subviews.compactMap { $0 as? UIImageView }.first)
            expectEqual(image.frame, CGRect(x: 16, y: 21.5, width: 21, height: 21))
            expectEqual(
                labels(cell).map(\.frame),
                [
                    CGRect(x: 53, y: 11, width: 219, height: 21), CGRect(x: 53, y: 35, width: 219, height: 18),
                ])
            expectEqual(labels(cell).map(\.text), ["Buy milk", "2 litres"])
        #endif
    }

    @Test func sectionHeadersUseTheirDefaultContentConfiguration() throws {
        let tableView: UITableView = makeScreen().tableView
        let header = try #require(tableView.headerView(forSection: 0))
        let configuration = try #require(header.contentConfiguration as? UIListContentConfiguration)
        expectEqual(configuration.text, "To Do")
        expectEqual(configuration.textProperties.transform, .uppercase)
        expectEqual(header.textLabel, nil)
        #if !canImport(UIKit)
            let title = header.contentView.subviews.compactMap { $0 as? UILabel }.first
            expectEqual(title?.text, "TO DO")
        #endif
    }

    @Test func selectingARowGivesItTheSelectedBackground() throws {
        let tableView: UITableView = makeScreen().tableView
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
        User.tap(tableView, at: IndexPath(row: 1, section: 0))
        tableView.layoutIfNeeded()
        #expect(cell.configurationState.isSelected)
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .systemGray4)
        tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        tableView.layoutIfNeeded()
        expectEqual(cell.backgroundConfiguration?.backgroundColor, .secondarySystemGroupedBackground)
    }

    @Test func completingAReminderRestylesItThroughItsCustomState() throws {
        let screen = makeScreen()
        let tableView: UITableView = screen.tableView
        expectEqual(User.swipe(tableView, at: IndexPath(row: 1, section: 0)), ["Done"])
        let swiped = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #if !canImport(UIKit)
            #expect(swiped.configurationState.isSwiped)
        #endif
        User.tapSwipeAction(tableView, at: 0)
        expectEqual(screen.reminders[2]?.isDone, true)
        expectEqual(tableView.numberOfRows(inSection: 0), 1)
        expectEqual(tableView.numberOfRows(inSection: 1), 2)
        // Done reminders are listed by id: Call Ana (2) comes before Book flights (3).
        let done = try #require(content(tableView, 0, 1))
        expectEqual(done.text, "Call Ana")
        expectEqual(done.image, UIImage(systemName: "checkmark.circle.fill"))
        expectEqual(done.textProperties.color, .secondaryLabel)
        let doneCell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        expectEqual(doneCell.configurationState[.isDone], AnyHashable(true))
        #expect(!doneCell.configurationState.isSwiped)
        expectEqual(content(tableView, 0, 0)?.textProperties.color, .label)
    }

    @Test func pullingToRefreshBringsInNewReminders() throws {
        let screen = makeScreen()
        let tableView: UITableView = screen.tableView
        screen.incoming = [Reminder(id: 4, title: "Water plants", notes: "Balcony")]
        User.pullToRefresh(tableView)
        expectEqual(screen.refreshControl?.isRefreshing, false)
        expectEqual(tableView.numberOfRows(inSection: 0), 3)
        expectEqual(content(tableView, 2, 0)?.text, "Water plants")
        #expect(screen.incoming.isEmpty)
    }
}
