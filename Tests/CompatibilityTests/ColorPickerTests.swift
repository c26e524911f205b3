import OpenTableViewTesting
import Testing

@testable import CompatibilitySamples

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// A picker presented modally in its own navigation controller, dismissed by Done or Cancel.
@MainActor
@Suite(.explorerPagesOnFailure) struct ColorPickerTests {
    /// The screen that presents the picker, with what the picker handed back.
    @MainActor final class Presenter {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let root = UIViewController()
        var results: [LabelColor?] = []

        init() {
            window.rootViewController = root
            window.makeKeyAndVisible()
        }

        func presentPicker(selection: LabelColor) -> ColorPickerViewController? {
            let navigation = ColorPickerViewController.makePresentable(selection: selection) { [weak self] color in
                self?.results.append(color)
            }
            root.present(navigation, animated: true)
            navigation.view.layoutIfNeeded()
            return navigation.topViewController as? ColorPickerViewController
        }
    }

    @Test func thePickerShowsACheckmarkOnTheCurrentColor() throws {
        let presenter = Presenter()
        let picker = try #require(presenter.presentPicker(selection: .green))
        #expect(presenter.root.presentedViewController === picker.navigationController)
        #expect(picker.navigationController?.modalPresentationStyle == .formSheet)
        picker.tableView.layoutIfNeeded()
        let checked = picker.tableView.visibleCells.filter { $0.accessoryType == .checkmark }
        #expect(checked.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text } == ["Green"])
        #expect(picker.navigationItem.rightBarButtonItem?.isEnabled == false)
    }

    @Test func choosingAndTappingDoneHandsTheColorBackAfterTheDismissal() throws {
        let presenter = Presenter()
        let picker = try #require(presenter.presentPicker(selection: .green))
        User.tap(picker.tableView, at: IndexPath(row: 3, section: 0))
        #expect(picker.selection == .blue)
        #expect(picker.tableView.indexPathForSelectedRow == nil)
        #expect(picker.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.accessoryType == .checkmark)
        #expect(
            picker.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType
                == UITableViewCell.AccessoryType.none)
        #expect(picker.navigationItem.rightBarButtonItem?.isEnabled == true)

        User.tap(picker.navigationItem.rightBarButtonItem)
        #expect(presenter.root.presentedViewController == nil)
        #expect(presenter.results == [.blue])
    }

    @Test func cancelHandsBackNothing() throws {
        let presenter = Presenter()
        let picker = try #require(presenter.presentPicker(selection: .red))
        User.tap(picker.tableView, at: IndexPath(row: 4, section: 0))
        User.tap(picker.navigationItem.leftBarButtonItem)
        #expect(presenter.root.presentedViewController == nil)
        #expect(presenter.results == [nil])
    }

    @Test func choosingTheSameColorAgainKeepsDoneDisabled() throws {
        let presenter = Presenter()
        let picker = try #require(presenter.presentPicker(selection: .orange))
        User.tap(picker.tableView, at: IndexPath(row: 0, section: 0))
        User.tap(picker.tableView, at: IndexPath(row: 1, section: 0))
        #expect(picker.navigationItem.rightBarButtonItem?.isEnabled == false)
    }
}
