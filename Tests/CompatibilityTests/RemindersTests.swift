import OpenTableViewTesting
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
        #expect(tableView.numberOfSections == 2)
        let milk = try #require(content(tableView, 0, 0))
        #expect(milk.text == "Buy milk")
        #expect(milk.secondaryText == "2 litres")
        #expect(milk.image == UIImage(systemName: "circle"))
        #expect(milk.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(content(tableView, 0, 1)?.image == UIImage(systemName: "checkmark.circle.fill"))

        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel == nil)
        #if !canImport(UIKit)
            // 11 + 21 (body) + 3 + 18 (subheadline) + 11; a one-line row keeps the 44-point minimum.
            #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 64)
            #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
            // The 21-point symbol, then the texts 16 points after it.
            let image = try #require(cell.contentView.subviews.compactMap { $0 as? UIImageView }.first)
            #expect(image.frame == CGRect(x: 16, y: 21.5, width: 21, height: 21))
            #expect(
                labels(cell).map(\.frame) == [
                    CGRect(x: 53, y: 11, width: 251, height: 21), CGRect(x: 53, y: 35, width: 251, height: 18),
                ])
            #expect(labels(cell).map(\.text) == ["Buy milk", "2 litres"])
        #endif
    }

    @Test func sectionHeadersUseTheirDefaultContentConfiguration() throws {
        let tableView: UITableView = makeScreen().tableView
        let header = try #require(tableView.headerView(forSection: 0))
        let configuration = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(configuration.text == "To Do")
        #expect(configuration.textProperties.transform == .uppercase)
        #expect(header.textLabel == nil)
        #if !canImport(UIKit)
            let title = header.contentView.subviews.compactMap { $0 as? UILabel }.first
            #expect(title?.text == "TO DO")
        #endif
    }

    @Test func selectingARowGivesItTheSelectedBackground() throws {
        let tableView: UITableView = makeScreen().tableView
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
        User.tap(tableView, at: IndexPath(row: 1, section: 0))
        tableView.layoutIfNeeded()
        #expect(cell.configurationState.isSelected)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
        tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        tableView.layoutIfNeeded()
        #expect(cell.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func completingAReminderRestylesItThroughItsCustomState() throws {
        let screen = makeScreen()
        let tableView: UITableView = screen.tableView
        #expect(User.swipe(tableView, at: IndexPath(row: 1, section: 0)) == ["Done"])
        let swiped = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #if !canImport(UIKit)
            #expect(swiped.configurationState.isSwiped)
        #endif
        User.tapSwipeAction(tableView, at: 0)
        #expect(screen.reminders[2]?.isDone == true)
        #expect(tableView.numberOfRows(inSection: 0) == 1)
        #expect(tableView.numberOfRows(inSection: 1) == 2)
        // Done reminders are listed by id: Call Ana (2) comes before Book flights (3).
        let done = try #require(content(tableView, 0, 1))
        #expect(done.text == "Call Ana")
        #expect(done.image == UIImage(systemName: "checkmark.circle.fill"))
        #expect(done.textProperties.color == .secondaryLabel)
        let doneCell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(doneCell.configurationState[.isDone] == AnyHashable(true))
        #expect(!doneCell.configurationState.isSwiped)
        #expect(content(tableView, 0, 0)?.textProperties.color == .label)
    }

    @Test func pullingToRefreshBringsInNewReminders() throws {
        let screen = makeScreen()
        let tableView: UITableView = screen.tableView
        screen.incoming = [Reminder(id: 4, title: "Water plants", notes: "Balcony")]
        User.pullToRefresh(tableView)
        #expect(screen.refreshControl?.isRefreshing == false)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(content(tableView, 2, 0)?.text == "Water plants")
        #expect(screen.incoming.isEmpty)
    }
}
