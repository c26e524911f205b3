import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// `UICollectionViewController` as apps subclass it. Apple: "If you create the collection view
/// controller programmatically, it automatically creates a new unconfigured collection view
/// object … When the collection view is about to appear for the first time, the collection view
/// controller reloads the collection view data"
/// ([UICollectionViewController](https://developer.apple.com/documentation/uikit/uicollectionviewcontroller)).
@MainActor
@Suite struct CollectionViewControllerTests {
    final class PhotosViewController: CollectionViewController {
        var photos = ["Beach", "Hills"]
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
            collectionView.registerSectionTitles()
        }

        override func collectionView(
            _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> CollectionReusableView {
            collectionView.dequeueSectionTitle(ofKind: kind, at: indexPath)
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            log.append("numberOfItems(\(section))")
            return photos.count
        }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as! CardCell
            cell.title = photos[indexPath.item]
            return cell
        }

        override func collectionView(
            _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            log.append("moveItemAt(\(sourceIndexPath.item), \(destinationIndexPath.item))")
            photos.insert(photos.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    @Test func theControllerMakesItsCollectionViewAndReloadsItOnFirstAppearance() {
        let layout = pinnedFlowLayout()
        let controller = PhotosViewController(collectionViewLayout: layout)
        expectIdentical(controller.collectionViewLayout, layout)
        let collectionView = controller.collectionView!
        expectEqual(collectionView.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        expectIdentical(collectionView.collectionViewLayout, layout)
        expectIdentical(collectionView.dataSource, controller)
        expectIdentical(collectionView.delegate, controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.shownTitles, ["Beach", "Hills"])
        controller.photos.append("Lake")
        controller.log = []
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        collectionView.layoutIfNeeded()
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        collectionView.layoutIfNeeded()
        // Reloaded once, on the first appearance only.
        expectEqual(controller.log, ["numberOfItems(0)"])
        expectEqual(collectionView.shownTitles, ["Beach", "Hills", "Lake"])
    }

    @Test func anInteractiveMoveReachesTheControllersOverride() {
        let controller = PhotosViewController(collectionViewLayout: pinnedFlowLayout())
        let collectionView = controller.collectionView!
        collectionView.layoutIfNeeded()
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .null
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY))
        collectionView.endInteractiveMovement()
        expectEqual(controller.log.last, "moveItemAt(0, 1)")
        expectEqual(controller.photos, ["Hills", "Beach"])
    }
}

/// `clearsSelectionOnViewWillAppear`: "When true, the collection view controller clears the
/// collection view's current selection when it receives a `viewWillAppear(_:)` message. Setting
/// this property to false preserves the selection" (Apple,
/// [clearsSelectionOnViewWillAppear](https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/clearsselectiononviewwillappear)).
@MainActor
@Suite struct CollectionViewControllerSelectionTests {
    final class AlbumsViewController: CollectionViewController {
        var deselections: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        }

        override func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
            deselections.append(indexPath)
        }
    }

    /// Appears, selects item 1 as a tap would, disappears (a push), and appears again.
    private func returnToController(_ controller: AlbumsViewController) -> CollectionView {
        let collectionView = controller.collectionView!
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        collectionView.layoutIfNeeded()
        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
        return collectionView
    }

    @Test func theSelectionIsClearedWhenTheViewIsAboutToAppearAgain() {
        let controller = AlbumsViewController(collectionViewLayout: CollectionViewFlowLayout())
        let collectionView = returnToController(controller)
        expectEqual(collectionView.indexPathsForSelectedItems, nil)
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, false)
        // A programmatic deselection: the delegate is not told.
        #expect(controller.deselections.isEmpty)
    }

    @Test func theSelectionIsKeptWhenTheControllerDoesNotClearIt() {
        let controller = AlbumsViewController(collectionViewLayout: CollectionViewFlowLayout())
        controller.clearsSelectionOnViewWillAppear = false
        let collectionView = returnToController(controller)
        expectEqual(collectionView.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
    }
}
