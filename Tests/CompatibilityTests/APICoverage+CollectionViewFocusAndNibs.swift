// Compile-time proof of Compatibility/API.md's "UICollectionView: Interface Builder" and
// "UICollectionView: focus" sections: every member marked "yes" or "partial" is referenced once,
// in UIKit's spelling through the shim, after its "// API: <row>" marker. The functions are never
// called: compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageCollectionViewFocusAndNibs {
        final class StoryboardGridController: UICollectionViewController {
            // API: UICollectionViewController.init?(coder:)
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        final class StoryboardCell: UICollectionViewCell {
            // API: UICollectionViewCell.init?(coder:)
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            required init(frame: CGRect) {
                super.init(frame: frame)
            }
        }

        final class StoryboardHeader: UICollectionReusableView {
            // API: UICollectionReusableView.init?(coder:)
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            required init(frame: CGRect) {
                super.init(frame: frame)
            }
        }

        final class StoryboardLayout: UICollectionViewLayout {
            // API: UICollectionViewLayout.init?(coder:)
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        final class StoryboardFlowLayout: UICollectionViewFlowLayout {
            // API: UICollectionViewFlowLayout.init?(coder:)
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override init() {
                super.init()
            }
        }

        final class StoryboardGrid: UICollectionView {
            // API: UICollectionView.init?(coder:)
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        static func registerNibs(_ collectionView: UICollectionView) {
            // API: UICollectionView.register(_:forCellWithReuseIdentifier:) (nib)
            collectionView.register(UINib(nibName: "TagCell", bundle: nil), forCellWithReuseIdentifier: "Tag")
            // API: UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:) (nib)
            collectionView.register(
                UINib(nibName: "Header", bundle: .main),
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "Header")
        }

        static func focusProperties(_ collectionView: UICollectionView) {
            // API: UICollectionView.remembersLastFocusedIndexPath
            collectionView.remembersLastFocusedIndexPath = true
            // API: UICollectionView.selectionFollowsFocus
            collectionView.selectionFollowsFocus = true
            // API: UICollectionView.allowsFocus
            collectionView.allowsFocus = true
            // API: UICollectionView.allowsFocusDuringEditing
            collectionView.allowsFocusDuringEditing = false
        }

        final class FocusDelegate: NSObject, UICollectionViewDelegate {
            var lastFocused: IndexPath?

            // API: UICollectionViewDelegate.collectionView(_:canFocusItemAt:)
            func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
                indexPath.item > 0
            }

            // API: UICollectionViewDelegate.collectionView(_:shouldUpdateFocusIn:)
            func collectionView(
                _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
            ) -> Bool {
                // API: UIFocusUpdateContext
                let base: UIFocusUpdateContext = context
                // API: UIFocusHeading
                return base.focusHeading != UIFocusHeading.up
            }

            // API: UICollectionViewDelegate.collectionView(_:didUpdateFocusIn:with:)
            func collectionView(
                _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
                with coordinator: UIFocusAnimationCoordinator
            ) {
                // API: UICollectionViewFocusUpdateContext
                lastFocused = context.nextFocusedIndexPath ?? context.previouslyFocusedIndexPath
                // API: UIFocusAnimationCoordinator.addCoordinatedAnimations(_:completion:)
                coordinator.addCoordinatedAnimations({ context.nextFocusedView?.alpha = 1 }, completion: nil)
            }

            // API: UICollectionViewDelegate.indexPathForPreferredFocusedView(in:)
            func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
                lastFocused
            }

            // API: UICollectionViewDelegate.collectionView(_:selectionFollowsFocusForItemAt:)
            func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
                -> Bool
            { indexPath.section == 0 }
        }
    }
#endif
