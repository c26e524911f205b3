import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// A slider, a stepper and a progress view in rows' accessory views, driven as a user would, and
/// the table reloaded around them with `UIView.performWithoutAnimation` and `UIView.transition`.
@MainActor
@Suite(.explorerPagesOnFailure) struct ReadingSettingsTests {
    /// What the screen saved, in order.
    @MainActor final class Saved {
        var values: [ReadingPreferences] = []
    }

    private func launch(_ preferences: ReadingPreferences = ReadingPreferences())
        -> (window: UIWindow, screen: ReadingSettingsViewController, saved: Saved)
    {
        let screen = ReadingSettingsViewController(preferences: preferences)
        let saved = Saved()
        screen.onChange = { saved.values.append($0) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        screen.tableView.layoutIfNeeded()
        return (window, screen, saved)
    }

    private func content(_ screen: ReadingSettingsViewController, _ row: Int, _ section: Int)
        -> UIListContentConfiguration?
    {
        screen.tableView.layoutIfNeeded()
        return screen.tableView.cellForRow(at: IndexPath(row: row, section: section))?.contentConfiguration
            as? UIListContentConfiguration
    }

    private func accessory<View>(_ screen: ReadingSettingsViewController, _ row: Int, _ section: Int) -> View? {
        screen.tableView.layoutIfNeeded()
        return screen.tableView.cellForRow(at: IndexPath(row: row, section: section))?.accessoryView as? View
    }

    @Test func theRowsShowTheSavedPreferences() throws {
        let (_, screen, _) = launch(ReadingPreferences(textSize: 20, keptIssues: 1))
        let slider: UISlider = try #require(accessory(screen, 0, 0))
        #expect(slider.minimumValue == 12 && slider.maximumValue == 28 && slider.value == 20)
        expectEqual(content(screen, 1, 0)?.textProperties.font.pointSize, 20)
        let stepper: UIStepper = try #require(accessory(screen, 0, 1))
        #expect(stepper.value == 1 && stepper.minimumValue == 1 && stepper.maximumValue == 10)
        expectEqual(content(screen, 0, 1)?.secondaryText, "1 issue")
        expectEqual(content(screen, 0, 2)?.text, "Download All")
        expectEqual(screen.tableView.numberOfRows(inSection: 2), 1)
    }

    @Test func slidingTheTextSizeResizesThePreviewAndSavesWholePoints() throws {
        let (_, screen, saved) = launch()
        let slider: UISlider = try #require(accessory(screen, 0, 0))
        User.slide(slider, to: 21.4)
        expectEqual(screen.preferences.textSize, 21)
        expectEqual(content(screen, 1, 0)?.textProperties.font.pointSize, 21)
        // A drag that rounds to the same size saves nothing; past the end, the slider stops at 28.
        User.slide(slider, to: 20.6)
        User.slide(slider, to: 40)
        expectEqual(slider.value, 28)
        expectEqual(saved.values.map(\.textSize), [21, 28])
        // The slider row was not reloaded: the user's slider is still the one in the row.
        let current: UISlider? = accessory(screen, 0, 0)
        expectIdentical(current, slider)
    }

    @Test func theStepperCountsIssuesInPlaceAndStopsAtTen() throws {
        let (_, screen, saved) = launch(ReadingPreferences(textSize: 17, keptIssues: 8))
        let stepper: UIStepper = try #require(accessory(screen, 0, 1))
        User.increment(stepper)
        expectEqual(content(screen, 0, 1)?.secondaryText, "9 issues")
        User.increment(stepper)
        User.increment(stepper)
        expectEqual(stepper.value, 10)
        expectEqual(saved.values.map(\.keptIssues), [9, 10])
        expectEqual(content(screen, 0, 1)?.secondaryText, "10 issues")
        let current: UIStepper? = accessory(screen, 0, 1)
        expectIdentical(current, stepper)
    }

    @Test func downloadingShowsProgressThenCrossDissolvesToDownloaded() throws {
        let (_, screen, _) = launch(ReadingPreferences(textSize: 17, keptIssues: 4))
        User.tap(screen.tableView, at: IndexPath(row: 0, section: 2))
        expectEqual(screen.tableView.numberOfRows(inSection: 2), 2)
        expectEqual(content(screen, 1, 2)?.text, "Downloading…")
        let bar: UIProgressView = try #require(accessory(screen, 1, 2))
        expectEqual(bar.progress, 0)
        screen.issueDownloaded()
        expectEqual(bar.progress, 0.25)
        // A second tap on Download All while it runs does nothing.
        User.tap(screen.tableView, at: IndexPath(row: 0, section: 2))
        screen.issueDownloaded()
        screen.issueDownloaded()
        expectEqual(bar.progress, 0.75)
        screen.issueDownloaded()
        // The transition's reloadData ran inside the call: the progress row is gone.
        expectEqual(screen.tableView.numberOfRows(inSection: 2), 1)
        expectEqual(content(screen, 0, 2)?.text, "Downloaded")
        #expect(screen.isDownloaded && screen.download == nil)
    }
}
