import Foundation

/// Where a supplementary item sits on its container, as UIKit's `NSRectAlignment`
/// ([NSRectAlignment](https://developer.apple.com/documentation/uikit/nsrectalignment)).
public enum RectAlignment: Int, Sendable, Hashable {
    /// No alignment.
    case none = 0
    /// Above the container.
    case top
    /// Above the container, at its leading edge.
    case topLeading
    /// Before the container's leading edge.
    case leading
    /// Below the container, at its leading edge.
    case bottomLeading
    /// Below the container.
    case bottom
    /// Below the container, at its trailing edge.
    case bottomTrailing
    /// After the container's trailing edge.
    case trailing
    /// Above the container, at its trailing edge.
    case topTrailing
}

/// A header or footer of a section or of the whole layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`
/// ([NSCollectionLayoutBoundarySupplementaryItem](https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem)):
/// `.top` is before the section's content along a vertical layout, `.bottom` after it; the item
/// extends the section (its size is added to the section's).
@preconcurrency @MainActor
open class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutItem {
    /// The kind of supplementary view the collection view is asked for.
    public let elementKind: String
    /// Where the item sits on the section.
    public let alignment: RectAlignment
    /// An offset from the aligned position.
    public let offset: CGPoint
    /// Whether the item stays at the visible bounds' edge while its section is on screen
    /// (a pinned header). Default `false`. In a horizontal layout, `.leading` items stay at the
    /// visible left edge, and `.top` and `.bottom` ones (above and below the groups) slide along
    /// the section to stay there, within the section's extent (OpenTableView's rule: UIKit does
    /// not document it). A layout's own items are not pinned.
    open var pinToVisibleBounds = false
    /// Whether the item adds to the section's size ("extends the content area of the section or
    /// layout it's attached to"); in a horizontal layout, a `.top` or `.bottom` item that does not
    /// overlaps the groups. Default `true`.
    open var extendsBoundary = true
    /// The item's stacking order. Default 0.
    open var zIndex = 0

    /// An item of `layoutSize` and `elementKind` at `alignment`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = .zero
        super.init(layoutSize: layoutSize)
    }

    /// An item of `layoutSize` and `elementKind` at `alignment`, moved by `absoluteOffset`.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint
    ) {
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize)
    }
}

/// A view the layout places behind a section, as UIKit's `NSCollectionLayoutDecorationItem`
/// ([NSCollectionLayoutDecorationItem](https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem)):
/// `background(elementKind:)` covers the section's content, inside the section's boundary
/// supplementary items, less its ``CollectionLayoutItem/contentInsets``. Its view class is
/// registered on the layout (``CollectionViewLayout/register(_:forDecorationViewOfKind:)``).
@preconcurrency @MainActor
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The kind the view class was registered for.
    public let elementKind: String
    /// The stacking order. Default 0.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
    }

    /// A section background of `elementKind`.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}

/// The size the layout gives a section to lay out in, as UIKit's `NSCollectionLayoutContainer`
/// ([NSCollectionLayoutContainer](https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer)).
@preconcurrency @MainActor
public protocol CollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size less its insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: DirectionalEdgeInsets { get }
    /// The container's insets as laid out.
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// What a section provider is told about the layout's surroundings, as UIKit's
/// `NSCollectionLayoutEnvironment`
/// ([NSCollectionLayoutEnvironment](https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment)).
@preconcurrency @MainActor
public protocol CollectionLayoutEnvironment {
    /// The container: the collection view's content area.
    var container: CollectionLayoutContainer { get }
    /// The traits the layout is made under.
    var traitCollection: TraitCollection { get }
}

/// The container and environment the compositional layout hands its section provider.
struct CompositionalEnvironment: CollectionLayoutEnvironment, CollectionLayoutContainer {
    var contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: DirectionalEdgeInsets { .zero }
    var effectiveContentInsets: DirectionalEdgeInsets { .zero }
    var container: CollectionLayoutContainer { self }
    var traitCollection: TraitCollection
}

/// How a section scrolls across the layout's axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`
/// ([UICollectionLayoutSectionOrthogonalScrollingBehavior](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior)).
/// Any value but `.none` lays the section's groups out in one line across the axis, scrolled on
/// its own (`CollectionViewCompositionalLayout+OrthogonalScrolling.swift`).
///
/// Difference from UIKit: UIKit's section scrolls in an internal scroll view under the user's
/// finger; headless, `collectionView.simulate.scrollOrthogonalSection(_:by:)` drags it, and it
/// rests as each case says (Compatibility/Porting.md, "Orthogonal sections").
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    /// The section scrolls with the layout.
    case none = 0
    /// The section scrolls continuously across, resting where the drag leaves it.
    case continuous
    /// The section scrolls across, coming to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// The section scrolls across a page (the layout's width) at a time, at most one per drag.
    case paging
    /// The section scrolls across a group at a time, at most one per drag.
    case groupPaging
    /// The section scrolls across a group at a time, groups centered (the first one too, at
    /// rest before any drag).
    case groupPagingCentered
}

/// A section of a compositional layout: its group repeated to hold the section's items, as UIKit's
/// `NSCollectionLayoutSection`
/// ([NSCollectionLayoutSection](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection)).
///
/// Along a vertical layout: the boundary supplementary items aligned `.top`, ``contentInsets``'
/// top, the groups ``interGroupSpacing`` apart, the insets' bottom, then the `.bottom` items. The
/// groups are ``contentInsets``' leading and trailing in from the section's sides, and their
/// fractional dimensions are relative to that room.
@preconcurrency @MainActor
open class CollectionLayoutSection {
    /// The group the section repeats.
    public let group: CollectionLayoutGroup
    /// The room around the section's groups. Default zero.
    open var contentInsets: DirectionalEdgeInsets = .zero
    /// The space between the section's groups. Default 0.
    open var interGroupSpacing: CGFloat = 0
    /// Headers and footers of the section.
    open var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether the boundary supplementary items are inset by ``contentInsets``' leading and
    /// trailing, as the groups are. Default `true`, as UIKit's.
    open var supplementariesFollowContentInsets = true
    /// Backgrounds of the section.
    open var decorationItems: [CollectionLayoutDecorationItem] = []
    /// What ``contentInsets`` are measured from (iOS 14). Default `.automatic`: the layout
    /// configuration's reference (``ContentInsetsReference``).
    open var contentInsetsReference: ContentInsetsReference = .automatic
    /// What the boundary supplementary items' insets are measured from (iOS 16). Default
    /// `.automatic`. Kept: the items follow the section's insets (``supplementariesFollowContentInsets``).
    open var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// How the section scrolls across the layout's axis. Default `.none`.
    open var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// How the section bounces and slows down when it scrolls across (iOS 17): "Set this value to
    /// specify bouncing behavior and deceleration rate for an orthogonally scrolling section"
    /// ([orthogonalScrollingProperties](https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingproperties)).
    /// Set in place (`section.orthogonalScrollingProperties.bounce = .never`). Recorded: a
    /// simulated drag rests without velocity inside the content
    /// (``CollectionLayoutSectionOrthogonalScrollingProperties``).
    public let orthogonalScrollingProperties = CollectionLayoutSectionOrthogonalScrollingProperties()
    /// Called with the visible items, the scroll offset and the environment before the section's
    /// items are shown, as UIKit's; an app may change the items' attributes. Kept and called once
    /// per layout pass that shows the section's items. The items have their laid-out frames; the
    /// offset is an orthogonal section's offset across (`y` 0), the collection view's content
    /// offset for other sections.
    open var visibleItemsInvalidationHandler:
        (([CollectionViewLayoutAttributes], CGPoint, CollectionLayoutEnvironment) -> Void)?

    /// The list configuration of a section made by ``list(using:layoutEnvironment:)``: its items
    /// are rows laid out as a table's.
    var listConfiguration: CollectionLayoutListConfiguration? {
        didSet { listAppearance = listConfiguration?.appearance }
    }
    /// The appearance of ``listConfiguration``, kept apart so a dequeued cell is told it without
    /// the configuration (its providers and arrays) being copied.
    private(set) var listAppearance: CollectionLayoutListConfiguration.Appearance?

    /// A section repeating `group`.
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }
}
