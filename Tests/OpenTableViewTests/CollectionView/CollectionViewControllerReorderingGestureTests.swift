import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The collection view controller's standard reordering gesture. Apple,
/// [installsStandardGestureForInteractiveMovement](https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/installsstandardgestureforinteractivemovement):
/// "The default value of this property is true. When true, the collection view controller
/// installs a standard gesture recognizer (based on a long-press gesture) to manage the
/// reordering of views inside the collection view. The collection view's data source must
/// declare its support for reordering items by implementing the appropriate methods. Setting this
/// property to false prevents the installation of this gesture recognizer."
@MainActor
@Suite struct CollectionViewControllerReorderingGestureTests {
    /// A to-do list as an app writes it: one column of 44-point rows, items that move except the
    /// pinned last one.
    final class ChoresViewController: CollectionViewController {
        var chores = ["Dishes", "Laundry", "Groceries", "Taxes"]
        var log: [String] = []

        init() {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 320, height: 44)
            layout.minimumLineSpacing = 0
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "Chore")
        }

        override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            chores.count
        }

        override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Chore", for: indexPath)
        }

        override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            log.append("canMove \(indexPath.item)")
            return chores[indexPath.item] != "Taxes"
        }

        override func collectionView(
            _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            log.append("move \(sourceIndexPath.item) → \(destinationIndexPath.item)")
            chores.insert(chores.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    private func longPresses(on view: View) -> Int {
        (view.gestureRecognizers ?? []).filter { $0 is LongPressGestureRecognizer }.count
    }

    private func makeController() -> ChoresViewController {
        let controller = ChoresViewController()
        controller.loadViewIfNeeded()
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    @Test func aLongPressAndDragOnACellMovesItsItemThroughInteractiveMovement() {
        let controller = makeController()
        #expect(controller.installsStandardGestureForInteractiveMovement)
        let collectionView = controller.collectionView!
        let calls = CollectionCallRecorder(attachedTo: collectionView)
        // Pressed on "Dishes" (y 0–44), dragged over "Laundry" then "Groceries".
        collectionView.simulate.longPress(
            at: CGPoint(x: 160, y: 22), thenDragThrough: [CGPoint(x: 0, y: 44), CGPoint(x: 0, y: 88)])
        expectEqual(
            calls.take(),
            [
                .canMoveItem(item(0)),
                .targetIndexPathForMove(original: item(0), current: item(0), proposed: item(1)),
                .targetIndexPathForMove(original: item(0), current: item(1), proposed: item(2)),
                .moveItem(item(0), to: item(2)),
            ])
        expectEqual(controller.log, ["canMove 0", "move 0 → 2"])
        expectEqual(controller.chores, ["Laundry", "Groceries", "Dishes", "Taxes"])
        expectEqual(collectionView.cellForItem(at: item(2))?.frame, CGRect(x: 0, y: 88, width: 320, height: 44))
    }

    /// `dragInteractionEnabled` is about drag and drop between apps: "The default value of this
    /// property is true on iPad and false on iPhone" (Apple, `UICollectionView.dragInteractionEnabled`);
    /// the standard reordering gesture works either way (the test above ran with it `false`). Apps
    /// that also adopt drag and drop set it `true` (Kodeco's Flickr search does in `viewDidLoad`).
    @Test func dragInteractionEnabledIsAnIPhonesFalseAndTheGestureReordersWithItOn() {
        let controller = makeController()
        let collectionView = controller.collectionView!
        #expect(!collectionView.dragInteractionEnabled)
        collectionView.dragInteractionEnabled = true
        collectionView.simulate.longPress(at: CGPoint(x: 160, y: 22), thenDragThrough: [CGPoint(x: 0, y: 44)])
        expectEqual(controller.chores, ["Laundry", "Dishes", "Groceries", "Taxes"])
        #expect(collectionView.dragInteractionEnabled)
    }

    @Test func aPressOnAnItemThatCannotMoveOrOnNoItemMovesNothing() {
        let controller = makeController()
        let collectionView = controller.collectionView!
        collectionView.simulate.longPress(at: CGPoint(x: 160, y: 154), thenDragThrough: [CGPoint(x: 0, y: -132)])
        expectEqual(controller.log, ["canMove 3"])
        // Below the last row there is no item: the data source is not asked.
        collectionView.simulate.longPress(at: CGPoint(x: 160, y: 300), thenDragThrough: [CGPoint(x: 0, y: -280)])
        expectEqual(controller.log, ["canMove 3"])
        expectEqual(controller.chores, ["Dishes", "Laundry", "Groceries", "Taxes"])
    }

    @Test func withoutTheStandardGestureALongPressMovesNothing() {
        let controller = makeController()
        let collectionView = controller.collectionView!
        expectEqual(longPresses(on: collectionView), 1)
        controller.installsStandardGestureForInteractiveMovement = false
        expectEqual(longPresses(on: collectionView), 0)
        collectionView.simulate.longPress(at: CGPoint(x: 160, y: 22), thenDragThrough: [CGPoint(x: 0, y: 88)])
        expectEqual(controller.log, [])
        expectEqual(controller.chores, ["Dishes", "Laundry", "Groceries", "Taxes"])

        // Turned on again, the gesture is back.
        controller.installsStandardGestureForInteractiveMovement = true
        collectionView.simulate.longPress(at: CGPoint(x: 160, y: 22), thenDragThrough: [CGPoint(x: 0, y: 44)])
        expectEqual(controller.log, ["canMove 0", "move 0 → 1"])
    }

    /// The gesture goes with the controller's collection view: a new one gets it, the old one
    /// loses it, and so does the old one when the collection view is set to `nil`.
    @Test func theGestureFollowsTheControllersCollectionView() {
        let controller = makeController()
        let first = controller.collectionView!
        let second = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        controller.collectionView = second
        expectEqual(longPresses(on: first), 0)
        expectEqual(longPresses(on: second), 1)
        controller.collectionView = nil
        expectEqual(longPresses(on: second), 0)
    }

    /// Set before the view loads, the property keeps the gesture from ever being installed.
    @Test func turnedOffBeforeTheViewLoadsTheGestureIsNeverInstalled() {
        let controller = ChoresViewController()
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        expectEqual(longPresses(on: controller.collectionView), 0)
    }
}
