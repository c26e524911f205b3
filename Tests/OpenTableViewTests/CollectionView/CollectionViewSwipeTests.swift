import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Swipe actions on list rows: the list configuration's providers ("the closure that provides the
/// set of actions to display when swiping on the trailing edge of the cell": Apple,
/// [trailingSwipeActionsConfigurationProvider](https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider)),
/// asked per index path when the user swipes; a `UIContextualAction`'s handler gets a completion
/// handler ([UIContextualAction.Handler](https://developer.apple.com/documentation/uikit/uicontextualaction/handler)).
@MainActor
@Suite struct CollectionViewSwipeTests {
    /// A list of fruit on a diffable data source whose trailing action deletes the row through a
    /// snapshot and whose leading action ("Star") does nothing but complete.
    @MainActor final class Fruit {
        var asked: [String] = []
        var handled: [String] = []
        var completesWith: Bool? = true
        var leading = false
        let collectionView: CollectionView
        var dataSource: CollectionViewDiffableDataSource<Int, String>!

        init(
            cellClass: CollectionViewCell.Type = CollectionViewListCell.self, list: Bool = true,
            items: [String] = ["Apple", "Banana", "Cherry"]
        ) {
            var configuration = CollectionLayoutListConfiguration(appearance: .plain)
            let layout: CollectionViewLayout =
                list ? CollectionViewCompositionalLayout.list(using: configuration) : CollectionViewFlowLayout()
            collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                self.asked.append("trailing \(indexPath.item)")
                return self.deleteConfiguration(at: indexPath)
            }
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                self.asked.append("leading \(indexPath.item)")
                guard self.leading else { return nil }
                return SwipeActionsConfiguration(actions: [
                    ContextualAction(style: .normal, title: "Star") { [unowned self] _, _, completion in
                        self.handled.append("star")
                        completion(true)
                    }
                ])
            }
            if list {
                collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: configuration)
            }
            collectionView.register(cellClass, forCellWithReuseIdentifier: "Cell")
            dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            var snapshot = DiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }

        func deleteConfiguration(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = ContextualAction(style: .destructive, title: "Delete") {
                [unowned self] action, view, completion in
                self.handled.append("delete \(item) from \(type(of: view))")
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([item])
                self.dataSource.apply(snapshot, animatingDifferences: true)
                if let completesWith = self.completesWith { completion(completesWith) }
            }
            return SwipeActionsConfiguration(actions: [delete])
        }

        var items: [String] { collectionView.indexPathsForVisibleItems.compactMap(dataSource.itemIdentifier(for:)) }
    }

    @Test func aTrailingSwipeAsksTheProviderForThatRowAndDeleteRemovesIt() {
        let fruit = Fruit()
        let configuration = fruit.collectionView.simulate.swipeItem(at: IndexPath(item: 1, section: 0))
        expectEqual(fruit.asked, ["trailing 1"])
        expectEqual(configuration?.actions.map(\.title), ["Delete"])
        #expect(fruit.collectionView.isShowingSwipeActions)
        expectEqual(
            fruit.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isSwiped, true)

        fruit.collectionView.simulate.tapSwipeAction(titled: "Delete")
        expectEqual(fruit.handled, ["delete Banana from CollectionViewListCell"])
        // completion(true) ended the swipe; the snapshot's delete took the row away.
        #expect(!fruit.collectionView.isShowingSwipeActions)
        fruit.collectionView.layoutIfNeeded()
        expectEqual(fruit.items, ["Apple", "Cherry"])
        // Cherry's row moved up to where Banana was: rows of 44 points from the top of a plain list.
        expectEqual(fruit.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY, 44)
        expectEqual(
            fruit.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isSwiped, false)
    }

    @Test func theLeadingEdgeAsksTheLeadingProviderAndNilRevealsNothing() {
        let fruit = Fruit()
        expectEqual(
            fruit.collectionView.simulate.swipeItem(at: IndexPath(item: 0, section: 0), edge: .leading) == nil, true)
        #expect(!fruit.collectionView.isShowingSwipeActions)
        fruit.leading = true
        let configuration = fruit.collectionView.simulate.swipeItem(at: IndexPath(item: 0, section: 0), edge: .leading)
        expectEqual(configuration?.actions.map(\.title), ["Star"])
        fruit.collectionView.simulate.tapSwipeAction(at: 0)
        expectEqual(fruit.asked, ["leading 0", "leading 0"])
        expectEqual(fruit.handled, ["star"])
        #expect(!fruit.collectionView.isShowingSwipeActions)
    }

    @Test func aFullSwipePerformsTheFirstActionAtOnce() {
        let fruit = Fruit()
        fruit.collectionView.simulate.swipeItem(at: IndexPath(item: 0, section: 0), fullSwipe: true)
        expectEqual(fruit.handled, ["delete Apple from CollectionViewListCell"])
        #expect(!fruit.collectionView.isShowingSwipeActions)
        fruit.collectionView.layoutIfNeeded()
        expectEqual(fruit.items, ["Banana", "Cherry"])
    }

    @Test func actionsStayUntilTheHandlerCompletesAndATapElsewhereOnlyHidesThem() {
        let fruit = Fruit()
        var selected: [IndexPath] = []
        let delegate = SelectionSpy { selected.append($0) }
        fruit.collectionView.delegate = delegate
        fruit.completesWith = nil
        fruit.collectionView.simulate.swipeItem(at: IndexPath(item: 2, section: 0))
        fruit.collectionView.simulate.tapSwipeAction(at: 0)
        // The handler deleted Cherry without calling its completion: the actions still show, for
        // a row that is gone.
        #expect(fruit.collectionView.isShowingSwipeActions)
        fruit.collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(!fruit.collectionView.isShowingSwipeActions)
        expectEqual(selected, [])
        fruit.collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        expectEqual(selected, [IndexPath(item: 0, section: 0)])
    }

    @Test func cancellingHidesTheActionsWithoutRunningThem() {
        let fruit = Fruit()
        fruit.collectionView.simulate.swipeItem(at: IndexPath(item: 0, section: 0))
        fruit.collectionView.simulate.cancelSwipe()
        #expect(!fruit.collectionView.isShowingSwipeActions)
        expectEqual(fruit.handled, [])
        expectEqual(fruit.items, ["Apple", "Banana", "Cherry"])
    }

    @Test func cellsThatAreNotListCellsAndLayoutsThatAreNotListsHaveNoSwipeActions() {
        let plainCells = Fruit(cellClass: CollectionViewCell.self)
        expectEqual(plainCells.collectionView.simulate.swipeItem(at: IndexPath(item: 0, section: 0)) == nil, true)
        expectEqual(plainCells.asked, [])
        let flow = Fruit(list: false)
        expectEqual(flow.collectionView.simulate.swipeItem(at: IndexPath(item: 0, section: 0)) == nil, true)
        expectEqual(flow.asked, [])
    }

    @Test func aReusedCellDoesNotKeepTheSwipedStateOfItsFormerItem() throws {
        let fruit = Fruit(items: (0..<30).map { "Fruit \($0)" })
        let swiped = try #require(fruit.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        fruit.collectionView.simulate.swipeItem(at: IndexPath(item: 0, section: 0))
        #expect(swiped.configurationState.isSwiped)
        // 44-point rows: at 600 the bounds show items 13 to 22, in cells reused from the top.
        fruit.collectionView.contentOffset = CGPoint(x: 0, y: 600)
        fruit.collectionView.layoutIfNeeded()
        let reused = try #require(fruit.collectionView.visibleCells.first { $0 === swiped })
        expectNotEqual(fruit.collectionView.indexPath(for: reused), IndexPath(item: 0, section: 0))
        #expect(!reused.configurationState.isSwiped)
        // Back on screen, the swiped item's cell shows its actions again.
        fruit.collectionView.contentOffset = .zero
        fruit.collectionView.layoutIfNeeded()
        #expect(
            fruit.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isSwiped == true)
    }

    /// The delegate that records selections.
    @MainActor final class SelectionSpy: NSObject, CollectionViewDelegate {
        let didSelect: (IndexPath) -> Void
        init(_ didSelect: @escaping (IndexPath) -> Void) { self.didSelect = didSelect }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            didSelect(indexPath)
        }
    }
}
