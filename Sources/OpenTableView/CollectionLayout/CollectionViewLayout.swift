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
/// change. Every invalidation goes through ``invalidateLayout(with:)`` with a
/// ``CollectionViewLayoutInvalidationContext`` saying what it invalidates; a batch update calls
/// ``prepare(forCollectionViewUpdates:)`` after ``prepare()`` and
/// ``finalizeCollectionViewUpdates()`` once its cells are laid out.
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view using this layout; set when the layout is given to one.
    open var collectionView: CollectionView? { owner }
    final weak var owner: CollectionView?

    /// Whether ``prepare()`` is owed before the next answer (set by ``invalidateLayout(with:)``).
    final var needsPrepare = true
    /// The contexts' ``CollectionViewLayoutInvalidationContext/contentOffsetAdjustment`` since the
    /// layout was last prepared, added to the collection view's content offset once it is.
    final var pendingContentOffsetAdjustment = CGPoint.zero
    /// The contexts' ``CollectionViewLayoutInvalidationContext/contentSizeAdjustment`` since the
    /// layout was last prepared, added to the collection view's content size once it is.
    final var pendingContentSizeAdjustment = CGSize.zero
    /// Counts the layout's invalidations: an answer of `layoutAttributesForElements(in:)` the
    /// collection view keeps (`LayoutAnswer`) is good while this stays as it was.
    final var answerGeneration: UInt64 = 0

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
    /// The collection view makes and shows the views of the kinds registered here, behind its
    /// other views (`CollectionView+DecorationViews.swift`); an unregistered kind is not shown.
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
    /// estimated dimensions); when it answers `true` the layout is invalidated with
    /// ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`` (where the
    /// built-in layouts take the preferred size), and the pass lays the items out again. The default is `false`, as UIKit's.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Whether the collection view asks displayed cells for their preferred attributes: the
    /// built-in layouts that size items from their cells say so. Internal: an app's layout
    /// subclass gets UIKit's behaviour of its superclass.
    var asksPreferredAttributes: Bool { false }

    /// Whether the layout scrolls along x, so that its self-sizing cells are measured in the
    /// collection view's height rather than its width: a displayed cell is measured again when
    /// its extent across the scroll axis changes (its height then, its width otherwise), as a
    /// table's rows are when its width changes. The base answers `false`.
    var scrollsHorizontally: Bool { false }

    /// Whether the items on screen stay where the user sees them while cells are measured: when
    /// self-sizing cells change the layout during a pass, the collection view moves its content
    /// offset by what the first item that was already on screen moved (as a table keeps its rows
    /// on screen in place when rows above them are measured), so rows entering above the viewport
    /// at another height than their estimate do not push the content down. The compositional
    /// layout (and so the list layout) answers `true`; the base and the flow layout `false`
    /// (Compatibility/Evidence.md, "Self-sized sizes through reloads, updates and passes").
    /// Internal, as ``asksPreferredAttributes``: an app's layout adjusts the offset itself through
    /// ``CollectionViewLayoutInvalidationContext/contentOffsetAdjustment``, as in UIKit.
    var keepsItemsInPlaceWhileMeasuring: Bool { false }

    /// Whether what the layout was prepared for changed outside the bounds: the collection
    /// view's adjusted content inset, safe area or layout margins, which UIKit's collection view
    /// reports to its layout as they change. Asked at the start of each layout pass; `true`
    /// invalidates the layout. The base answers `false`.
    func preparedGeometryIsStale() -> Bool { false }

    /// Forgets what ``prepare()`` computed, for a layout already invalidated whose kept geometry
    /// turned out stale (``preparedGeometryIsStale()``). The built-in layouts override it.
    func discardPreparedGeometry() {}

    // MARK: Invalidation

    /// The class of the contexts the layout makes, as UIKit's `invalidationContextClass`: "If you
    /// subclass UICollectionViewLayout and use a custom invalidation context object [...] override
    /// this method and return your UICollectionViewLayoutInvalidationContext subclass"
    /// ([invalidationContextClass](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextclass)).
    /// The base answers ``CollectionViewLayoutInvalidationContext``; the flow layout
    /// ``CollectionViewFlowLayoutInvalidationContext``. A class that is not a
    /// ``CollectionViewLayoutInvalidationContext`` traps when a context is made.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// The class of the attributes the layout makes, as UIKit's `layoutAttributesClass`:
    /// ``CollectionViewLayoutAttributes``. A layout whose attributes carry more values (a photo's
    /// height) overrides it with its subclass, and ``CollectionViewFlowLayout`` makes its cells',
    /// headers' and footers' attributes of that class, as UIKit's does.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// ``layoutAttributesClass`` as an attributes type; the base class when the override names
    /// another class (UIKit requires a subclass of `UICollectionViewLayoutAttributes`).
    package final var attributesClass: CollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type)
            ?? CollectionViewLayoutAttributes.self
    }

    /// A new context of ``invalidationContextClass``, made with its `init()`.
    final func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        let contextClass: AnyClass = type(of: self).invalidationContextClass
        guard let type = contextClass as? CollectionViewLayoutInvalidationContext.Type else {
            preconditionFailure(
                "\(type(of: self)).invalidationContextClass (\(contextClass)) is not a UICollectionViewLayoutInvalidationContext subclass"
            )
        }
        return type.init()
    }

    /// Invalidates what `context` says, as UIKit's `invalidateLayout(with:)`, the one entry point
    /// of every invalidation: the layout needs ``prepare()`` before it answers again, the context's
    /// ``CollectionViewLayoutInvalidationContext/contentOffsetAdjustment`` is added to the
    /// collection view's content offset once it has (and its
    /// ``CollectionViewLayoutInvalidationContext/contentSizeAdjustment`` to the content size), and
    /// the collection view needs layout.
    /// "If you override this method, you must call super at some point in your implementation"
    /// ([invalidateLayout(with:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:))).
    /// The built-in layouts keep what the context leaves valid (Compatibility/Porting.md,
    /// "Invalidation contexts").
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        answerGeneration &+= 1
        pendingContentOffsetAdjustment.x += context.contentOffsetAdjustment.x
        pendingContentOffsetAdjustment.y += context.contentOffsetAdjustment.y
        pendingContentSizeAdjustment.width += context.contentSizeAdjustment.width
        pendingContentSizeAdjustment.height += context.contentSizeAdjustment.height
        owner?.setNeedsLayout()
    }

    /// Invalidates the whole layout: makes a context of ``invalidationContextClass`` whose
    /// ``CollectionViewLayoutInvalidationContext/invalidateEverything`` is `true` and passes it to
    /// ``invalidateLayout(with:)``, as UIKit's. Subclasses that override it call `super`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// The context for a bounds change ``shouldInvalidateLayout(forBoundsChange:)`` answered
    /// `true` to, as UIKit's `invalidationContext(forBoundsChange:)`. The base makes an empty
    /// context of ``invalidationContextClass``; the collection view passes it to
    /// ``invalidateLayout(with:)`` before the bounds change.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// The context for a self-sizing cell whose preferred attributes
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` said change
    /// the layout, as UIKit's `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    /// The base makes a context of ``invalidationContextClass`` that invalidates the element; the
    /// built-in layouts also take the preferred size here.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let indexPath = originalAttributes.indexPath
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        case .decorationView:
            context.invalidateDecorationElements(
                ofKind: originalAttributes.representedElementKind ?? "", at: [indexPath])
        }
        return context
    }

    // MARK: Updates

    /// Told the changes of a batch update, as UIKit's `prepare(forCollectionViewUpdates:)`: called
    /// after the collection view invalidated the layout (with
    /// ``CollectionViewLayoutInvalidationContext/invalidateDataSourceCounts``) and ``prepare()``
    /// ran with the new counts, before the layout pass that lays the update out
    /// ([prepare(forCollectionViewUpdates:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(forcollectionviewupdates:))).
    /// Only on a collection view that was laid out (one never laid out has nothing to update).
    /// The default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Called once a batch update's cells are laid out, after
    /// ``prepare(forCollectionViewUpdates:)`` (and, for an animated update, after the appearing
    /// and disappearing attributes were asked), as UIKit's `finalizeCollectionViewUpdates()`
    /// (headless, the update's animations end at once). The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// The supplementary views of `elementKind` a batch update removes, as UIKit's
    /// `indexPathsToDeleteForSupplementaryView(ofKind:)`: index paths before the batch. Asked
    /// after ``prepare(forCollectionViewUpdates:)`` for each kind of supplementary view on screen
    /// ("The collection view calls this method between its calls to
    /// prepare(forCollectionViewUpdates:) and finalizeCollectionViewUpdates()";
    /// [indexPathsToDeleteForSupplementaryView(ofKind:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstodeleteforsupplementaryview(ofkind:))).
    ///
    /// A displayed view of `elementKind` at one of these index paths ends display; the others of
    /// its section move down by the deleted ones before them, as UIKit counts: the view at item
    /// `i` of the section goes to `i − d`, `d` the deleted indexes below `i`, then up by the
    /// inserted ones of ``indexPathsToInsertForSupplementaryView(ofKind:)`` in its new section.
    /// A kind the layout keeps per item (a compositional item's supplementary items) follows its
    /// items instead, and this is not used for it. The default returns an empty array.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` a batch update adds, as UIKit's
    /// `indexPathsToInsertForSupplementaryView(ofKind:)`: index paths after the batch, asked
    /// with ``indexPathsToDeleteForSupplementaryView(ofKind:)``
    /// ([indexPathsToInsertForSupplementaryView(ofKind:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertforsupplementaryview(ofkind:))).
    /// The views that stay move up past them as UIKit counts them: a view at `j` once the deleted
    /// ones are taken out goes to `j + n`, `n` the inserted indexes in `0...j`, so two inserted
    /// before it move it by one only (UIKit's own count; its views then show the wrong
    /// elements until asked again). The default returns an empty array.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` a batch update removes, as UIKit's
    /// `indexPathsToDeleteForDecorationView(ofKind:)`: index paths before the batch, asked with
    /// ``indexPathsToDeleteForSupplementaryView(ofKind:)`` after
    /// ``prepare(forCollectionViewUpdates:)`` for each kind of decoration view on screen ("The
    /// collection view calls this method between its calls to prepare(forCollectionViewUpdates:)
    /// and finalizeCollectionViewUpdates()";
    /// [indexPathsToDeleteForDecorationView(ofKind:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstodeletefordecorationview(ofkind:))).
    /// Headless the answer is not used: the layout pass shows the decoration views the layout
    /// lists after the batch and removes the others. The default returns an empty array.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` a batch update adds, as UIKit's
    /// `indexPathsToInsertForDecorationView(ofKind:)`: index paths after the batch, asked right
    /// after ``indexPathsToDeleteForDecorationView(ofKind:)``
    /// ([indexPathsToInsertForDecorationView(ofKind:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/indexpathstoinsertfordecorationview(ofkind:))).
    /// Headless the answer is not used, as the deletes'. The default returns an empty array.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Appearing and disappearing elements

    /// The attributes an item on screen after an animated batch update starts its animation
    /// from, as UIKit's `initialLayoutAttributesForAppearingItem(at:)`: "This method is called
    /// after the prepare(forCollectionViewUpdates:) method and before the
    /// finalizeCollectionViewUpdates() method [...]. The collection view uses this information as
    /// the starting point for any animations. (The end point of the animation is the item’s new
    /// location in the collection view.) If you return nil, the layout object uses the item’s
    /// final attributes for both the start and end points of the animation"
    /// ([initialLayoutAttributesForAppearingItem(at:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:))).
    ///
    /// Asked, as UIKit asks it, for every item on screen once the batch is laid out (inserted,
    /// moved and unchanged ones alike, each at its index path after the batch), not for the
    /// inserted ones only: a layout that animates insertions alone keeps the inserted index paths
    /// from ``prepare(forCollectionViewUpdates:)``, as apps' layouts do. Only for animated
    /// updates: not inside `UIView.performWithoutAnimation(_:)`, for a diffable apply without
    /// `animatingDifferences`, or for `reloadData()`. Headless nothing animates: the answer is
    /// not applied, and the cell shows its final attributes (its alpha and transform are the
    /// layout's, whatever this returns). The default returns `nil`.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes an item on screen before an animated batch update ends its animation at,
    /// as UIKit's `finalLayoutAttributesForDisappearingItem(at:)`: "The collection view uses this
    /// information as the end point for any animations. (The starting point of the animation is
    /// the item’s current location.) If you return nil, the layout object uses the same
    /// attributes for both the start and end points of the animation"
    /// ([finalLayoutAttributesForDisappearingItem(at:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingitem(at:))).
    ///
    /// Asked for every item that was on screen before the batch (deleted, moved and unchanged
    /// ones alike, each at its index path before the batch), after the batch is laid out and
    /// before ``initialLayoutAttributesForAppearingItem(at:)``; only for animated updates, as
    /// that one. Headless a deleted item's cell leaves at once and the answer is not applied. The
    /// default returns `nil`.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes a supplementary view on screen after an animated batch update starts its
    /// animation from, as UIKit's
    /// `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`
    /// ([Apple](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingsupplementaryelement(ofkind:at:))).
    /// Asked for every supplementary view on screen once the batch is laid out, at its index path
    /// after the batch, as ``initialLayoutAttributesForAppearingItem(at:)`` is for the items.
    /// Headless the answer is not applied. The default returns `nil`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes a supplementary view on screen before an animated batch update ends its
    /// animation at, as UIKit's
    /// `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`
    /// ([Apple](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingsupplementaryelement(ofkind:at:))).
    /// Asked for every supplementary view that was on screen before the batch, at its index path
    /// before the batch, as ``finalLayoutAttributesForDisappearingItem(at:)`` is for the items.
    /// Headless the answer is not applied. The default returns `nil`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes a decoration view on screen after an animated batch update starts its
    /// animation from, as UIKit's `initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)`
    /// ([Apple](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingdecorationelement(ofkind:at:))).
    /// Asked for every decoration view on screen once the batch is laid out (of a kind registered
    /// with ``register(_:forDecorationViewOfKind:)``: only those are shown). Headless the answer
    /// is not applied. The default returns `nil`.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes a decoration view on screen before an animated batch update ends its
    /// animation at, as UIKit's `finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)`
    /// ([Apple](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingdecorationelement(ofkind:at:))).
    /// Asked for every decoration view that was on screen before the batch. Headless the answer is
    /// not applied. The default returns `nil`.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Whether the supplementary views of `elementKind` belong to items and follow them through
    /// a batch update (a moved item takes its view along, a deleted or reloaded one's view ends
    /// display), as UIKit does for the kinds its layout anchors to items; other kinds follow
    /// their sections and the layout's delete and insert index paths. No kind by default; the
    /// compositional layout's item-level supplementary items. Not public in UIKit either.
    func supplementaryViewsFollowItems(ofKind elementKind: String) -> Bool { false }

    // MARK: Scrolling targets

    /// Where scrolling that would stop at `proposedContentOffset` stops, as UIKit's
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: a layout that snaps
    /// to items (a carousel) returns the offset of the nearest one. The collection view asks it
    /// when a drag ends, before its delegate's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// (which has the last word); headless a drag ends without a flick, so `velocity` is zero.
    /// "The default implementation of this method returns the value in the proposedContentOffset
    /// parameter" (Apple).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after a layout update or transition, as UIKit's
    /// `targetContentOffset(forProposedContentOffset:)`: `proposedContentOffset`. Headless the
    /// collection view does not ask it yet; a layout overriding it compiles.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Animated bounds changes

    /// Told that the collection view's size changed inside an animation block, before the layout
    /// pass that lays the new size out, as UIKit's `prepare(forAnimatedBoundsChange:)`: "The
    /// collection view calls this method before performing any animated changes to the view’s
    /// bounds"
    /// ([prepare(forAnimatedBoundsChange:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(foranimatedboundschange:))).
    /// `oldBounds` are the bounds before the first size change of the animation; the collection
    /// view already reports the new bounds, and the layout is not prepared for them yet
    /// (``prepare()`` runs in the pass that follows). The default does nothing.
    ///
    /// Differences from UIKit: a change is animated when it is made while
    /// `UIView.inheritedAnimationDuration` is above zero (inside `UIView.animate`, with
    /// animations enabled) on a collection view laid out before; headless, the animation ends at
    /// once. Between the pass and ``finalizeAnimatedBoundsChange()`` the layout is asked
    /// ``finalLayoutAttributesForDisappearingItem(at:)`` for the elements on screen before and
    /// ``initialLayoutAttributesForAppearingItem(at:)`` for those on screen after (and their
    /// supplementary and decoration twins), whose answers are not applied. Not called for
    /// inserted or deleted items (a batch calls ``prepare(forCollectionViewUpdates:)``).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called once the layout pass that follows ``prepare(forAnimatedBoundsChange:)`` has laid the
    /// new size out, as UIKit's `finalizeAnimatedBoundsChange()`: "The collection view calls this
    /// method after creating the animations for changing the view’s bounds"
    /// ([finalizeAnimatedBoundsChange()](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizeanimatedboundschange())).
    /// The default does nothing.
    open func finalizeAnimatedBoundsChange() {}
}
