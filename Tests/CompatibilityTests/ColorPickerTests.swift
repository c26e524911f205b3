import OpenTableViewTesting
import TestSupport
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
        expectIdentical(presenter.root.presentedViewController, picker.navigationController)
        expectEqual(picker.navigationController?.modalPresentationStyle, .formSheet)
        picker.tableView.layoutIfNeeded()
        let checked = picker.tableView.visibleCells.filter { $0.accessoryType == .checkmark }
        expectEqual(checked.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }, ["Green"])
        expectEqual(picker.navigationItem.rightBarButtonItem?.isEnabled, false)
    }

    @Test func choosingAndTappingDoneHandsTheColorBackAfterTheDismissal() throws {
        let presenter = Presenter()
        let picker = try #require(presenter.presentPicker(selection: .green))
        User.tap(picker.tableView, at: IndexPath(row: 3, section: 0))
        expectEqual(picker.selection, .blue)
        expectEqual(picker.tableView.indexPathForSelectedRow, nil)
        expectEqual(picker.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.accessoryType, .checkmark)
        expectEqual(
            picker.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType,
            UITableViewCell.AccessoryType.none)
        expectEqual(picker.navigationItem.rightBarButtonItem?.isEnabled, true)

        User.tap(picker.navigationItem.rightBarButtonItem)
        expectEqual(presenter.root.presentedViewController, nil)
        expectEqual(presenter.results, [.blue])
    }

    @Test func cancelHandsBackNothing() throws {
        let presenter = Presenter()
        let picker = try #require(presenter.presentPicker(selection: .red))
        User.tap(picker.tableView, at: IndexPath(row: 4, section: 0))
        User.tap(picker.navigationItem.leftBarButtonItem)
        expectEqual(presenter.root.presentedViewController, nil)
        expectEqual(presenter.results, [nil])
    }

    @Test func choosingTheSameColorAgainKeepsDoneDisabled() throws {
        let presenter = Presenter()
        let picker = try #require(presenter.presentPicker(selection: .orange))
        User.tap(picker.tableView, at: IndexPath(row: 0, section: 0))
        User.tap(picker.tableView, at: IndexPath(row: 1, section: 0))
        expectEqual(picker.navigationItem.rightBarButtonItem?.isEnabled, false)
    }
}
