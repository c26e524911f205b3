import Foundation

/// The layout's appearing and disappearing attributes, asked as UIKit asks them around an
/// animation (ARCHITECTURE.md, "The collection view", "Updates"): after an animated batch update
/// is laid out, between `prepare(forCollectionViewUpdates:)` and
/// `finalizeCollectionViewUpdates()`, and after the layout pass of an animated bounds change,
/// between `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`.
///
/// UIKit documents the methods "for any items that are about to be inserted" (or deleted) but asks
/// them of every element on screen before (the final attributes, at the index paths before) and
/// after (the initial ones, at the index paths after), moved and unchanged ones too, which is why
/// apps' layouts keep the inserted and deleted index paths from `prepare(forCollectionViewUpdates:)`
/// (Compatibility/Evidence.md, "Appearing and disappearing attributes"). Headless nothing
/// animates: the answers are not applied, and every view ends at its final attributes, where the
/// layout pass put it.
extension CollectionView {
    /// The elements on screen at one moment: items, supplementary views and decoration views, each
    /// in index-path order (the views by index path, then kind).
    struct ShownElements {
        var items: [IndexPath]
        var supplementary: [SupplementaryElement]
        var decorations: [SupplementaryElement]
    }

    /// The elements on screen now.
    func shownElements() -> ShownElements {
        ShownElements(
            items: content.displayedCells.indexPaths,
            supplementary: content.displayedSupplementaryViews.keys.sorted(),
            decorations: content.displayedDecorationViews.keys.sorted())
    }

    /// Whether an update made now animates, as UIKit's: animations are enabled (not inside
    /// `UIView.performWithoutAnimation(_:)` nor after `setAnimationsEnabled(false)`).
    var updatesAnimate: Bool { View.areAnimationsEnabled }

    /// Asks the layout the final attributes of the elements that were on screen (`before`, at
    /// their index paths then), then the initial attributes of those on screen now: for the items,
    /// then the supplementary views, then the decoration views, each in index-path order. The
    /// answers are not used (nothing animates headless).
    func askAppearingAndDisappearingAttributes(before: ShownElements) {
        let layout = layoutStorage
        let after = shownElements()
        for indexPath in before.items { _ = layout.finalLayoutAttributesForDisappearingItem(at: indexPath) }
        for indexPath in after.items { _ = layout.initialLayoutAttributesForAppearingItem(at: indexPath) }
        for element in before.supplementary {
            _ = layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: element.kind, at: element.indexPath)
        }
        for element in after.supplementary {
            _ = layout.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: element.kind, at: element.indexPath)
        }
        for element in before.decorations {
            _ = layout.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: element.kind, at: element.indexPath)
        }
        for element in after.decorations {
            _ = layout.initialLayoutAttributesForAppearingDecorationElement(
                ofKind: element.kind, at: element.indexPath)
        }
    }

    /// Asks the layout which decoration views a batch deletes and inserts, for each kind on screen
    /// in name order (its deletes, then its inserts), as the supplementary views' are asked, after
    /// `prepare(forCollectionViewUpdates:)`. The answers are not used: the layout pass shows the
    /// decoration views the layout lists after the batch.
    func askDecorationViewChanges() {
        guard !content.displayedDecorationViews.isEmpty else { return }
        let layout = layoutStorage
        for kind in Set(content.displayedDecorationViews.keys.map(\.kind)).sorted() {
            _ = layout.indexPathsToDeleteForDecorationView(ofKind: kind)
            _ = layout.indexPathsToInsertForDecorationView(ofKind: kind)
        }
    }
}
