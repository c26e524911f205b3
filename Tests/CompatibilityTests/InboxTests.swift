import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/InboxViewController.swift and MessageCell.swift as a user would.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct InboxTests {
    static let unreadRows: Set<Int> = [0, 1, 2, 9, 10]
    static let messages = (0..<12).map {
        Message(sender: "Sender \($0)", subject: "Subject \($0)", isUnread: unreadRows.contains($0))
    }

    /// The controller as it appears on screen: view loaded, appearance callbacks sent, laid out.
    func makeScreen() -> InboxViewController {
        let screen = InboxViewController(messages: Self.messages)
        screen.beginAppearanceTransition(true, animated: false)
        screen.endAppearanceTransition()
        screen.tableView.layoutIfNeeded()
        return screen
    }

    func messageCells(_ tableView: UITableView) -> [(IndexPath, MessageCell)] {
        zip(tableView.indexPathsForVisibleRows ?? [], tableView.visibleCells).compactMap { indexPath, cell in
            (cell as? MessageCell).map { (indexPath, $0) }
        }
    }

    @Test func theControllerServesItsTableWithTheRegisteredCellClass() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        expectIdentical(tableView, screen.view)
        expectIdentical(tableView.dataSource, screen)
        expectIdentical(tableView.delegate, screen)
        expectEqual(screen.title, "Inbox (5)")
        expectEqual(tableView.visibleCells.count, 8)
        #expect(tableView.visibleCells.allSatisfy { $0 is MessageCell })
        let dequeued = tableView.dequeueReusableCell(withIdentifier: MessageCell.identifier)
        #expect(dequeued is MessageCell)
        expectNotEqual(dequeued?.detailTextLabel, nil)
    }

    @Test func rowsAreSixtyFourPointsTallAndShowSenderAndSubject() throws {
        let screen = makeScreen()
        let tableView = screen.tableView!
        expectEqual(tableView.rowHeight, 64)
        expectEqual(
            tableView.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 192, width: 320, height: 64))
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        expectEqual(cell.frame, CGRect(x: 0, y: 192, width: 320, height: 64))
        expectEqual(cell.textLabel?.text, "Sender 3")
        expectEqual(cell.detailTextLabel?.text, "Subject 3")
        // Subtitle style: the subject sits below the sender.
        let sender = try #require(cell.textLabel)
        let subject = try #require(cell.detailTextLabel)
        #expect(subject.frame.minY > sender.frame.maxY)
        #if !canImport(UIKit)
            expectEqual(
                tableView.textSnapshot().split(separator: "\n").prefix(3),
                [
                    "TableView plain 320.0x480.0 offset 0.0 content 768.0",
                    "  0.0 +64.0 row 0.0 \"Sender 0\" | \"Subject 0\"",
                    "  64.0 +64.0 row 0.1 \"Sender 1\" | \"Subject 1\"",
                ])
        #endif
    }

    @Test func unreadDotsShowBesideTheSenderOfUnreadMessagesOnly() {
        let screen = makeScreen()
        for (indexPath, cell) in messageCells(screen.tableView) {
            expectEqual(cell.unreadDot.isHidden, !Self.unreadRows.contains(indexPath.row), "row \(indexPath.row)")
            expectIdentical(cell.unreadDot.superview, cell.contentView)
            expectEqual(cell.unreadDot.frame.midY, cell.textLabel?.frame.midY)
        }
        #if !canImport(UIKit)
            expectEqual(
                messageCells(screen.tableView).first?.1.unreadDot.frame, CGRect(x: 3, y: 18, width: 10, height: 10))
        #endif
    }

    @Test func openingAMessageMarksItRead() throws {
        let screen = makeScreen()
        let tableView = screen.tableView!
        User.tap(tableView, at: IndexPath(row: 1, section: 0))
        expectEqual(screen.openedMessages.map(\.sender), ["Sender 1"])
        expectEqual(screen.messages[1].isUnread, false)
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? MessageCell)
        #expect(cell.unreadDot.isHidden)
        expectEqual(tableView.indexPathForSelectedRow, nil)
        expectEqual(screen.title, "Inbox (4)")
    }

    @Test func aLongPressOffersToMarkReadOrUnreadAndToDelete() throws {
        let screen = makeScreen()
        let tableView = screen.tableView!
        expectEqual(User.longPress(tableView, at: IndexPath(row: 0, section: 0)), ["Mark as Read", "Share", "Delete"])
        User.chooseContextMenuAction(tableView, "Mark as Read")
        expectEqual(screen.messages[0].isUnread, false)
        expectEqual(screen.title, "Inbox (4)")
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MessageCell)
        #expect(cell.unreadDot.isHidden)
        // Read now, so the menu offers the way back.
        expectEqual(
            User.longPress(tableView, at: IndexPath(row: 0, section: 0)), ["Mark as Unread", "Share", "Delete"])
        User.chooseContextMenuAction(tableView, "Mark as Unread")
        expectEqual(screen.title, "Inbox (5)")
        #expect(screen.messages[0].isUnread)
    }

    @Test func deletingFromTheContextMenuRemovesTheRow() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        expectEqual(User.longPress(tableView, at: IndexPath(row: 1, section: 0)), ["Mark as Read", "Share", "Delete"])
        User.chooseContextMenuAction(tableView, "Delete")
        expectEqual(screen.messages.map(\.sender).prefix(3), ["Sender 0", "Sender 2", "Sender 3"])
        expectEqual(tableView.numberOfRows(inSection: 0), 11)
        expectEqual(tableView.visibleCells.prefix(3).map { $0.textLabel?.text }, ["Sender 0", "Sender 2", "Sender 3"])
        expectEqual(screen.title, "Inbox (4)")
    }

    @Test func sharingFromTheContextMenuPresentsTheShareSheet() throws {
        let screen = makeScreen()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let tableView = screen.tableView!
        User.longPress(tableView, at: IndexPath(row: 2, section: 0))
        User.chooseContextMenuAction(tableView, "Share")
        let sheet = try #require(screen.presentedViewController as? UIActivityViewController)
        expectEqual(sheet.excludedActivityTypes, [.assignToContact, .saveToCameraRoll])
        #if !canImport(UIKit)
            expectEqual(sheet.activityItems as? [String], ["Sender 2: Subject 2"])
            var outcome: String?
            sheet.completionWithItemsHandler = { type, completed, _, _ in
                outcome = "\(type?.rawValue ?? "cancelled") \(completed)"
            }
            sheet.simulate.chooseActivity(.mail)
            expectEqual(outcome, "com.apple.UIKit.activity.Mail true")
            expectEqual(screen.presentedViewController, nil)
        #endif
    }

    @Test func reusedCellsShowTheirNewMessagesDot() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        // Cells of rows 0–3 (three of them unread) are reused for rows 8–11 (two unread).
        User.drag(tableView, to: CGPoint(x: 0, y: 768 - 480))
        expectEqual(tableView.indexPathsForVisibleRows?.map(\.row), Array(4...11))
        for (indexPath, cell) in messageCells(tableView) {
            expectEqual(cell.textLabel?.text, "Sender \(indexPath.row)")
            expectEqual(cell.unreadDot.isHidden, !Self.unreadRows.contains(indexPath.row), "row \(indexPath.row)")
        }
    }

    @Test func appearingAgainClearsAStaleSelection() {
        let screen = makeScreen()
        let tableView = screen.tableView!
        tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(screen.clearsSelectionOnViewWillAppear)
        screen.beginAppearanceTransition(true, animated: false)
        screen.endAppearanceTransition()
        expectEqual(tableView.indexPathForSelectedRow, nil)
    }
}
