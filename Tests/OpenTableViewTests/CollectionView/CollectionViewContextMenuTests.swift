import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Context menus on items: the iOS 16 delegate method `collectionView(_:contextMenuConfigurationForItemsAt:point:)`
/// ("Asks the delegate for a context menu configuration for the items at the specified index
/// paths": Apple) asked on a simulated long press, the menu shown, an action chosen or the menu
/// dismissed, in the table's order.
@MainActor
@Suite struct CollectionViewContextMenuTests {
    /// A photo grid's delegate offering Copy and a Share submenu (Mail), and a disabled Delete.
    final class MenuDelegate: NSObject, CollectionViewDelegate {
        var steps: [String] = []
        var offersMenu = true

        func collectionView(
            _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
        ) -> ContextMenuConfiguration? {
            steps.append("configuration \(indexPaths.map { "\($0.section)-\($0.item)" }) (\(point.x), \(point.y))")
            guard offersMenu else { return nil }
            return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
                let copy = Action(title: "Copy") { [unowned self] _ in steps.append("handler Copy") }
                let mail = Action(title: "Mail") { [unowned self] _ in steps.append("handler Mail") }
                let delete = Action(title: "Delete", attributes: [.destructive, .disabled]) { _ in }
                return Menu(title: "", children: [copy, Menu(title: "Share", children: [mail]), delete])
            }
        }

        func collectionView(
            _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) {
            steps.append("willDisplay")
            animator?.addCompletion { [unowned self] in steps.append("shown") }
        }

        func collectionView(
            _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
            animator: (any ContextMenuInteractionAnimating)?
        ) {
            steps.append("willEnd")
            animator?.addCompletion { [unowned self] in steps.append("gone") }
        }
    }

    /// A delegate written for iOS 13–15: only `contextMenuConfigurationForItemAt` (one index path),
    /// the method most apps implement (Apple lists it among the deprecated symbols since iOS 16).
    final class OlderMenuDelegate: NSObject, CollectionViewDelegate {
        var asked: [IndexPath] = []
        func collectionView(
            _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> ContextMenuConfiguration? {
            asked.append(indexPath)
            return ContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { _ in
                Menu(title: "", children: [Action(title: "Duplicate") { _ in }])
            }
        }
    }

    /// Both methods: UIKit asks the iOS 16 one.
    final class BothMenuDelegate: NSObject, CollectionViewDelegate {
        var asked: [String] = []
        func collectionView(
            _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> ContextMenuConfiguration? {
            asked.append("iOS 13")
            return nil
        }
        func collectionView(
            _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
        ) -> ContextMenuConfiguration? {
            asked.append("iOS 16")
            return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                Menu(title: "", children: [Action(title: "Share") { _ in }])
            }
        }
    }

    @Test func aDelegateWithOnlyTheIOS13MethodGetsItsMenu() {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        defer { withExtendedLifetime(recorder) {} }
        let delegate = OlderMenuDelegate()
        collectionView.delegate = delegate
        let configuration = collectionView.simulate.showContextMenuForItem(at: IndexPath(item: 4, section: 0))
        expectEqual(configuration?.identifier as? IndexPath, IndexPath(item: 4, section: 0))
        expectEqual(delegate.asked, [IndexPath(item: 4, section: 0)])
        expectEqual(collectionView.displayedContextMenu?.children.map(\.title), ["Duplicate"])
    }

    @Test func aDelegateWithBothMethodsIsAskedTheIOS16One() {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        defer { withExtendedLifetime(recorder) {} }
        let delegate = BothMenuDelegate()
        collectionView.delegate = delegate
        collectionView.simulate.showContextMenuForItem(at: IndexPath(item: 1, section: 0))
        expectEqual(delegate.asked, ["iOS 16"])
        expectEqual(collectionView.displayedContextMenu?.children.map(\.title), ["Share"])
    }

    private func makeGrid() -> (CollectionView, GridRecorder, MenuDelegate) {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        let delegate = MenuDelegate()
        collectionView.delegate = delegate
        return (collectionView, recorder, delegate)
    }

    @Test func aLongPressAsksForTheItemsMenuAtItsCenterAndAnActionEndsIt() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        // Item 0-4 is 115..<205 × 85..<125: its center is (160, 105).
        let configuration = collectionView.simulate.showContextMenuForItem(at: IndexPath(item: 4, section: 0))
        expectNotEqual(configuration, nil)
        expectEqual(collectionView.displayedContextMenu?.children.count, 3)
        collectionView.simulate.chooseContextMenuAction(titled: "Mail")
        expectEqual(
            delegate.steps,
            [
                "configuration [\"0-4\"] (160.0, 105.0)", "willDisplay", "shown", "willEnd", "handler Mail", "gone",
            ])
        expectEqual(collectionView.displayedContextMenu, nil)
    }

    @Test func aDismissedMenuRunsNoActionAndNoConfigurationShowsNothing() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.simulate.showContextMenuForItem(
            at: IndexPath(item: 0, section: 1), point: CGPoint(x: 20, y: 250))
        collectionView.simulate.dismissContextMenu()
        delegate.offersMenu = false
        let none = collectionView.simulate.showContextMenuForItem(at: IndexPath(item: 1, section: 0))
        #expect(none == nil && collectionView.displayedContextMenu == nil)
        expectEqual(
            delegate.steps,
            [
                "configuration [\"1-0\"] (20.0, 250.0)", "willDisplay", "shown", "willEnd", "gone",
                "configuration [\"0-1\"] (160.0, 55.0)",
            ])
    }
}
