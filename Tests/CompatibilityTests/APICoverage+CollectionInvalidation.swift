// Compile-time proof of Compatibility/API.md's "UICollectionView layouts: invalidation contexts
// and updates" section: every member marked "yes" or "partial" is referenced once, in UIKit's
// spelling through the shim, after its "// API: <row>" marker, written as an app's layout writes
// it. The functions are never called: compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageCollectionInvalidation {
        // API: UICollectionViewLayoutInvalidationContext
        final class TimelineInvalidationContext: UICollectionViewLayoutInvalidationContext {
            var invalidateRowsOnly = false
        }

        final class TimelineLayout: UICollectionViewLayout {
            // API: UICollectionViewLayout.invalidationContextClass
            override class var invalidationContextClass: AnyClass {
                return TimelineInvalidationContext.self
            }

            // API: UICollectionViewLayout.invalidateLayout(with:)
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                // API: UICollectionViewLayoutInvalidationContext.invalidateEverything
                // API: UICollectionViewLayoutInvalidationContext.invalidateDataSourceCounts
                if context.invalidateEverything || context.invalidateDataSourceCounts {
                    // API: UICollectionViewLayoutInvalidationContext.contentOffsetAdjustment
                    context.contentOffsetAdjustment = CGPoint(x: 0, y: 10)
                    // API: UICollectionViewLayoutInvalidationContext.contentSizeAdjustment
                    context.contentSizeAdjustment = CGSize(width: 0, height: 10)
                }
                // API: UICollectionViewLayoutInvalidationContext.invalidatedItemIndexPaths
                let _: [IndexPath]? = context.invalidatedItemIndexPaths
                // API: UICollectionViewLayoutInvalidationContext.invalidatedSupplementaryIndexPaths
                let _: [String: [IndexPath]]? = context.invalidatedSupplementaryIndexPaths
                // API: UICollectionViewLayoutInvalidationContext.invalidatedDecorationIndexPaths
                let _: [String: [IndexPath]]? = context.invalidatedDecorationIndexPaths
                super.invalidateLayout(with: context)
            }

            // API: UICollectionViewLayout.invalidationContext(forBoundsChange:)
            override func invalidationContext(forBoundsChange newBounds: CGRect)
                -> UICollectionViewLayoutInvalidationContext
            {
                let context = super.invalidationContext(forBoundsChange: newBounds)
                // API: UICollectionViewLayoutInvalidationContext.invalidateSupplementaryElements(ofKind:at:)
                context.invalidateSupplementaryElements(
                    ofKind: UICollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 0)])
                // API: UICollectionViewLayoutInvalidationContext.invalidateDecorationElements(ofKind:at:)
                context.invalidateDecorationElements(ofKind: "rule", at: [IndexPath(item: 0, section: 0)])
                return context
            }

            // API: UICollectionViewLayout.invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)
            override func invalidationContext(
                forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
            ) -> UICollectionViewLayoutInvalidationContext {
                let context = super.invalidationContext(
                    forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
                // API: UICollectionViewLayoutInvalidationContext.invalidateItems(at:)
                context.invalidateItems(at: [originalAttributes.indexPath])
                return context
            }

            // API: UICollectionViewLayout.prepare(forCollectionViewUpdates:)
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                for item in updateItems {
                    // API: UICollectionViewUpdateItem.updateAction
                    // API: UICollectionViewUpdateItem.Action
                    if item.updateAction == UICollectionViewUpdateItem.Action.insert {
                        // API: UICollectionViewUpdateItem.indexPathAfterUpdate
                        _ = item.indexPathAfterUpdate
                    }
                    // API: UICollectionViewUpdateItem.indexPathBeforeUpdate
                    _ = item.indexPathBeforeUpdate
                }
            }

            // API: UICollectionViewLayout.finalizeCollectionViewUpdates()
            override func finalizeCollectionViewUpdates() {
                super.finalizeCollectionViewUpdates()
            }

            // API: UICollectionViewLayout.initialLayoutAttributesForAppearingItem(at:)
            override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
                -> UICollectionViewLayoutAttributes?
            {
                let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
                attributes?.alpha = 0
                return attributes
            }

            // API: UICollectionViewLayout.finalLayoutAttributesForDisappearingItem(at:)
            override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
                -> UICollectionViewLayoutAttributes?
            {
                super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
            }

            // API: UICollectionViewLayout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)
            override func initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind elementKind: String, at elementIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
            }

            // API: UICollectionViewLayout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)
            override func finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind elementKind: String, at elementIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                super.finalLayoutAttributesForDisappearingSupplementaryElement(
                    ofKind: elementKind, at: elementIndexPath)
            }

            // API: UICollectionViewLayout.initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)
            override func initialLayoutAttributesForAppearingDecorationElement(
                ofKind elementKind: String, at decorationIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
            }

            // API: UICollectionViewLayout.finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)
            override func finalLayoutAttributesForDisappearingDecorationElement(
                ofKind elementKind: String, at decorationIndexPath: IndexPath
            ) -> UICollectionViewLayoutAttributes? {
                super.finalLayoutAttributesForDisappearingDecorationElement(
                    ofKind: elementKind, at: decorationIndexPath)
            }

            // API: UICollectionViewLayout.indexPathsToDeleteForDecorationView(ofKind:)
            override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
                super.indexPathsToDeleteForDecorationView(ofKind: elementKind)
            }

            // API: UICollectionViewLayout.indexPathsToInsertForDecorationView(ofKind:)
            override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
                super.indexPathsToInsertForDecorationView(ofKind: elementKind)
            }

            var boundsBeforeRotation: CGRect?

            // API: UICollectionViewLayout.prepare(forAnimatedBoundsChange:)
            override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
                super.prepare(forAnimatedBoundsChange: oldBounds)
                boundsBeforeRotation = oldBounds
            }

            // API: UICollectionViewLayout.finalizeAnimatedBoundsChange()
            override func finalizeAnimatedBoundsChange() {
                boundsBeforeRotation = nil
                super.finalizeAnimatedBoundsChange()
            }
        }

        // API: UICollectionViewUpdateItem
        static func updateItems(_ items: [UICollectionViewUpdateItem]) -> Int { items.count }

        static func flowContext(_ layout: UICollectionViewFlowLayout) {
            // API: UICollectionViewFlowLayoutInvalidationContext
            let context = UICollectionViewFlowLayoutInvalidationContext()
            // API: UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics
            context.invalidateFlowLayoutDelegateMetrics = true
            // API: UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutAttributes
            context.invalidateFlowLayoutAttributes = true
            layout.invalidateLayout(with: context)
        }
    }
#endif
