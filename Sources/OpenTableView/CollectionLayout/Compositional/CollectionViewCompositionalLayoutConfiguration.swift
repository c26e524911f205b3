import Foundation

/// Settings of a whole compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`
/// ([UICollectionViewCompositionalLayoutConfiguration](https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration)).
@preconcurrency @MainActor
open class CollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along. Default `.vertical`.
    ///
    /// Difference from UIKit: only `.vertical` is laid out; `.horizontal` is kept and laid out
    /// vertically (Compatibility/API.md).
    open var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// The space between sections. Default 0.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: `.top` items before the first section, `.bottom`
    /// items after the last.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration of UIKit's defaults.
    public init() {}
}
