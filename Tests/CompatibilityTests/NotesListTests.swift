import OpenTableViewShim
import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

/// A notes list with a keyboard-dismissing tap recognizer, a long press that pins a row and a
/// back-to-top button driven by key-value observing of the table's content offset, used as a
/// user would.
@MainActor
@Suite(.explorerPagesOnFailure) struct NotesListTests {
    private func launch() -> (window: UIWindow, screen: NotesListViewController) {
        let screen = NotesListViewController(notes: (1...40).map { Note(title: "Note \($0)") })
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.tableView.layoutIfNeeded()
        return (window, screen)
    }

    private func title(_ screen: NotesListViewController, row: Int) -> String? {
        screen.tableView.layoutIfNeeded()
        let cell = screen.tableView.cellForRow(at: IndexPath(row: row, section: 0))
        return (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test func tappingARowDismissesTheKeyboardAndStillOpensTheNote() {
        let (window, screen) = launch()
        screen.searchField.simulate.typing("gro")
        #expect(screen.searchField.isFirstResponder)
        // The recognizer does not cancel the table's touches (Apple, `cancelsTouchesInView`: "If
        // … the value of this property is false, the view receives all touches").
        screen.tableView.simulate.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(!screen.searchField.isFirstResponder)
        expectEqual(screen.openedNote, Note(title: "Note 3"))
        withExtendedLifetime(window) {}
    }

    @Test func aLongPressOnARowPinsIt() {
        let (window, screen) = launch()
        let rowRect = screen.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
        screen.tableView.simulate.longPress(at: CGPoint(x: rowRect.midX, y: rowRect.midY))
        #expect(screen.notes[1].isPinned)
        expectEqual(title(screen, row: 1), "📌 Note 2")
        // Too short a press is not a long press.
        screen.tableView.simulate.longPress(at: CGPoint(x: rowRect.midX, y: rowRect.midY), duration: 0.2)
        #expect(screen.notes[1].isPinned)
        withExtendedLifetime(window) {}
    }

    @Test func theBackToTopButtonFollowsTheContentOffset() {
        let (window, screen) = launch()
        #expect(screen.backToTopButton.isHidden)
        screen.tableView.contentOffset = CGPoint(x: 0, y: 1200)
        #expect(!screen.backToTopButton.isHidden)
        screen.backToTopButton.simulate.tap()
        expectEqual(screen.tableView.contentOffset, .zero)
        #expect(screen.backToTopButton.isHidden)
        withExtendedLifetime(window) {}
    }
}
