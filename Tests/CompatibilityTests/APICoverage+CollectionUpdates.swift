// Compile-time proof of Compatibility/API.md's "UICollectionView: updates and interactive
// movement" section: every member marked "yes" or "partial" is referenced once, in UIKit's
// spelling through the shim, after its "// API: <row>" marker. The functions are never called:
// compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageCollectionUpdates {
        /// A board whose cards the user reorders with a long press, as apps wrote it for iOS 9.
        final class BoardViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
            var cards: [[String]] = [["Plan", "Build"], ["Ship"]]
            lazy var collectionView = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                cards[section].count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
            }

            // API: UICollectionViewDataSource.collectionView(_:canMoveItemAt:)
            func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
                indexPath.section == 0
            }

            // API: UICollectionViewDataSource.collectionView(_:moveItemAt:to:)
            func collectionView(
                _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                to destinationIndexPath: IndexPath
            ) {
                let card = cards[sourceIndexPath.section].remove(at: sourceIndexPath.item)
                cards[destinationIndexPath.section].insert(card, at: destinationIndexPath.item)
            }

            // API: UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)
            func collectionView(
                _ collectionView: UICollectionView,
                targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath {
                proposedIndexPath.section == 0 ? proposedIndexPath : currentIndexPath
            }

            // API: UICollectionViewDelegate.collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)
            func collectionView(
                _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                toProposedIndexPath proposedIndexPath: IndexPath
            ) -> IndexPath { proposedIndexPath }

            func handleLongPress(_ gesture: UILongPressGestureRecognizer) {
                let point = gesture.location(in: collectionView)
                switch gesture.state {
                case .began:
                    // API: UICollectionView.beginInteractiveMovementForItem(at:)
                    _ = collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
                case .changed:
                    // API: UICollectionView.updateInteractiveMovementTargetPosition(_:)
                    collectionView.updateInteractiveMovementTargetPosition(point)
                case .ended:
                    // API: UICollectionView.endInteractiveMovement()
                    collectionView.endInteractiveMovement()
                default:
                    // API: UICollectionView.cancelInteractiveMovement()
                    collectionView.cancelInteractiveMovement()
                }
                // API: UICollectionView.hasUncommittedUpdates
                _ = collectionView.hasUncommittedUpdates
            }

            func addCard(_ title: String) {
                let first = IndexPath(item: 0, section: 0)
                let second = IndexPath(item: 1, section: 0)
                // API: UICollectionView.performBatchUpdates(_:completion:)
                collectionView.performBatchUpdates(
                    {
                        self.cards[0].insert(title, at: 0)
                        // API: UICollectionView.insertItems(at:)
                        self.collectionView.insertItems(at: [first])
                        // API: UICollectionView.deleteItems(at:)
                        self.collectionView.deleteItems(at: [])
                        // API: UICollectionView.reloadItems(at:)
                        self.collectionView.reloadItems(at: [])
                        // API: UICollectionView.reconfigureItems(at:)
                        self.collectionView.reconfigureItems(at: [first])
                        // API: UICollectionView.moveItem(at:to:)
                        self.collectionView.moveItem(at: first, to: second)
                        // API: UICollectionView.insertSections(_:)
                        self.collectionView.insertSections(IndexSet())
                        // API: UICollectionView.deleteSections(_:)
                        self.collectionView.deleteSections(IndexSet())
                        // API: UICollectionView.reloadSections(_:)
                        self.collectionView.reloadSections(IndexSet(integer: 1))
                        // API: UICollectionView.moveSection(_:toSection:)
                        self.collectionView.moveSection(1, toSection: 1)
                    }, completion: { _ in })
            }
        }
    }
#endif
