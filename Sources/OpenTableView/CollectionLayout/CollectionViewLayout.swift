import Foundation

/// The object that positions a collection view's elements, as UIKit's `UICollectionViewLayout`:
/// an abstract base apps subclass, and the base of ``CollectionViewFlowLayout``.
///
/// The collection view asks, in one layout pass: ``prepare()`` once after the layout was
/// invalidated, then ``collectionViewContentSize``, then ``layoutAttributesForElements(in:)`` for
/// the visible rectangle; ``layoutAttributesForItem(at:)`` for one item (a dequeue outside the
/// pass, `layoutAttributesForItem(at:)` of the collection view). A bounds change asks
/// ``shouldInvalidateLayout(forBoundsChange:)`` first.
///
/// The base answers as UIKit's does: no content, no elements, never invalidated by a bounds
/// change. Invalidation contexts are not modelled yet: ``invalidateLayout()`` invalidates all.
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view using this layout; set when the layout is given to one.
    open var collectionView: CollectionView? { owner }
    final weak var owner: CollectionView?

    /// Whether ``prepare()`` is owed before the next answer (set by ``invalidateLayout()``).
    final var needsPrepare = true
    /// Set while the collection view invalidates the layout because
    /// ``shouldInvalidateLayout(forBoundsChange:)`` said so (UIKit passes such an invalidation a
    /// context from `invalidationContext(forBoundsChange:)`): a built-in layout whose geometry
    /// stands keeps it.
    final var invalidatingForBoundsChange = false

    /// Creates a layout, as UIKit's `init()`.
    public init() {}

    /// Creates a layout from an archive, as UIKit's `init(coder:)`.
    public required init?(coder: NSCoder) {}

    /// Computes what the layout needs before it answers. Called by the collection view once
    /// after each invalidation, before any other question. The default does nothing.
    open func prepare() {}

    /// The size of the whole content. The default is `.zero`, as UIKit's.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`. The default is `nil`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`. The default is `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. The default is
    /// `nil`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. The default is
    /// `nil`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    { nil }

    /// Registers `viewClass` (or, with `nil`, unregisters) for the decoration views of
    /// `elementKind` the layout places, as UIKit's `register(_:forDecorationViewOfKind:)`
    /// ([UICollectionViewLayout](https://developer.apple.com/documentation/uikit/uicollectionviewlayout)).
    /// Difference from UIKit: the collection view does not show decoration views yet; the
    /// registration is kept (``decorationViewClasses``) and the layout answers their attributes.
    open func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        decorationViewClasses[elementKind] = viewClass
    }

    /// The decoration view classes registered by kind. An OpenTableView addition, for tests.
    public final internal(set) var decorationViewClasses: [String: CollectionReusableView.Type] = [:]

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll or a resize)
    /// invalidates the layout. The default is `false`, as UIKit's.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's answer (its
    /// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``) changes the layout, as
    /// UIKit's `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    /// The collection view asks it for each cell it displays when the layout sizes cells from
    /// their content (a flow layout with an estimated item size, a compositional layout with
    /// estimated dimensions); when it answers `true` the layout takes the preferred size and is
    /// invalidated, and the pass lays the items out again. The default is `false`, as UIKit's.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Whether the collection view asks displayed cells for their preferred attributes: the
    /// built-in layouts that size items from their cells say so. Internal: an app's layout
    /// subclass gets UIKit's behaviour of its superclass.
    var asksPreferredAttributes: Bool { false }

    /// Takes a self-sizing cell's preferred attributes, after
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` said they
    /// change the layout (UIKit's invalidation context for preferred attributes does this).
    func preferredAttributesDidChange(_ preferredAttributes: CollectionViewLayoutAttributes) {}

    /// Whether what the layout was prepared for changed outside the bounds: the collection
    /// view's adjusted content inset, safe area or layout margins, which UIKit's collection view
    /// reports to its layout as they change. Asked at the start of each layout pass; `true`
    /// invalidates the layout. The base answers `false`.
    func preparedGeometryIsStale() -> Bool { false }

    /// Forgets what ``prepare()`` computed, for a layout already invalidated whose kept geometry
    /// turned out stale (``preparedGeometryIsStale()``). The built-in layouts override it.
    func discardPreparedGeometry() {}

    /// Marks the layout as needing ``prepare()`` and its collection view as needing layout.
    /// Subclasses that override it call `super`.
    open func invalidateLayout() {
        needsPrepare = true
        owner?.setNeedsLayout()
    }
}
