import Foundation

/// Settings of a whole compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`
/// ([UICollectionViewCompositionalLayoutConfiguration](https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration)).
@preconcurrency @MainActor
open class CollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along. Default `.vertical`. With `.horizontal` sections follow
    /// each other along x (`interSectionSpacing` apart) and each repeats its group along x
    /// (`interGroupSpacing` apart), between its content insets' leading and trailing; fractional
    /// heights are of the collection view's height less the section's top and bottom insets; an
    /// orthogonal section scrolls down. Read when the layout prepares.
    ///
    /// There `.leading` and `.trailing` boundary supplementary items (the layout's and its
    /// sections') sit before and after the content along x, and `.top` and `.bottom` ones above
    /// and below the groups, along the section (the layout's along the whole content), the groups
    /// laid out in the room between them.
    ///
    /// A section's pinned `.top` and `.bottom` items slide along it to stay at the visible left
    /// edge (OpenTableView's rule). Differences from UIKit in a horizontal layout: the layout's
    /// own `.top` and `.bottom` items are not pinned to the visible bounds, and list sections are
    /// laid out as in a vertical layout (Compatibility/API.md).
    open var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// The space between sections. Default 0.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout: `.top` items before the first section, `.bottom`
    /// items after the last.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' content insets are measured from when a section's own reference is
    /// `.automatic` (iOS 14). Default `.automatic` (``ContentInsetsReference``).
    open var contentInsetsReference: ContentInsetsReference = .automatic

    /// A configuration of UIKit's defaults.
    public init() {}
}
