import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// The standard reordering gesture of ``CollectionViewController/installsStandardGestureForInteractiveMovement``:
/// a long press on the collection view that drives its interactive movement, as UIKit's "standard
/// gesture recognizer (based on a long-press gesture)".
///
/// The press begins the movement of the item under it (`beginInteractiveMovementForItem(at:)`;
/// over no item, or when the data source's `canMoveItemAt` answers `false`, nothing moves for the
/// rest of the press); each movement of the finger updates the target position with the finger's
/// location in the collection view (UIKit does not document the offset it keeps between the finger
/// and the cell's centre; Compatibility/Porting.md, "Collection view controllers"); lifting ends the
/// movement, which tells the data source `moveItemAt`; a cancelled press cancels it. In tests the
/// press is `collectionView.simulate.longPress(at:thenDragThrough:)`.
extension CollectionViewController {
    /// Installs the standard gesture on the loaded collection view, or removes it, as
    /// ``installsStandardGestureForInteractiveMovement`` says. Does not load the view.
    final func updateStandardReorderingGesture() {
        // Without a loaded view (the collection view set to `nil`) the gesture goes with the old one.
        let host = isViewLoaded && installsStandardGestureForInteractiveMovement ? view as? CollectionView : nil
        if let gesture = standardReorderingGesture, host == nil || gesture.view !== host {
            gesture.view?.removeGestureRecognizer(gesture)
            standardReorderingGesture = nil
            if standardReorderingMoves {
                standardReorderingMoves = false
                (gesture.view as? CollectionView)?.cancelInteractiveMovement()
            }
        }
        guard let host, standardReorderingGesture == nil else { return }
        let gesture = LongPressGestureRecognizer { [weak self] recognizer in
            self?.handleStandardReorderingGesture(recognizer)
        }
        host.addGestureRecognizer(gesture)
        standardReorderingGesture = gesture
    }

    /// One step of the standard gesture; see the extension's description.
    private func handleStandardReorderingGesture(_ gesture: LongPressGestureRecognizer) {
        guard let collectionView = gesture.view as? CollectionView else { return }
        switch gesture.state {
        case .began:
            let point = gesture.location(in: collectionView)
            if let indexPath = collectionView.indexPathForItem(at: point) {
                standardReorderingMoves = collectionView.beginInteractiveMovementForItem(at: indexPath)
            }
        case .changed:
            guard standardReorderingMoves else { return }
            collectionView.updateInteractiveMovementTargetPosition(gesture.location(in: collectionView))
        case .ended:
            guard standardReorderingMoves else { return }
            standardReorderingMoves = false
            collectionView.endInteractiveMovement()
        case .cancelled, .failed:
            guard standardReorderingMoves else { return }
            standardReorderingMoves = false
            collectionView.cancelInteractiveMovement()
        case .possible:
            break
        }
    }
}
