import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/ThemedNotesViewController.swift as a user would: switching to dark
// mode and choosing a larger text size in Settings, then reading the screen.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct ThemedNotesTests {
    func makeScreen() -> (ThemedNotesViewController, UIWindow) {
        let screen = ThemedNotesViewController(notes: ["Buy tea", "Call Ana", "Water the plants"])
        let window = UIWindow()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (screen, window)
    }

    @Test func darkModeRefreshesTheBorderAndTheDynamicColours() {
        let (screen, window) = makeScreen()
        let light = UIColor.notesAccent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = UIColor.notesAccent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        expectEqual(screen.view.layer.borderColor, light.cgColor)
        window.simulate.setUserInterfaceStyle(.dark)
        expectEqual(screen.traitCollection.userInterfaceStyle, .dark)
        expectEqual(screen.view.layer.borderColor, dark.cgColor)
        let cell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        expectEqual(cell?.textLabel?.textColor.resolvedColor(with: cell!.traitCollection), dark)
        #expect(screen.textSizeChanges.isEmpty)
    }

    /// Apple's Dynamic Type table: body is 17 points at Large and 28 at AX1.
    @Test func aLargerTextSizeGrowsTheFontsAndTheRows() {
        let (screen, window) = makeScreen()
        let tableView = screen.tableView!
        let first = IndexPath(row: 0, section: 0)
        let heightBefore = tableView.rectForRow(at: first).height
        expectEqual(tableView.cellForRow(at: first)?.textLabel?.font.pointSize, 17)
        window.simulate.setPreferredContentSizeCategory(.accessibilityMedium)
        window.layoutIfNeeded()
        expectEqual(screen.textSizeChanges, [.accessibilityMedium])
        expectEqual(tableView.cellForRow(at: first)?.textLabel?.font.pointSize, 28)
        #expect(tableView.rectForRow(at: first).height > heightBefore)
    }
}
