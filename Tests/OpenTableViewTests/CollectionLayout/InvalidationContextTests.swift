import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A chat screen's layout, written as apps write one with its own invalidation context: a
/// context subclass carrying a flag, `invalidationContextClass` returning it, the bounds-change
/// context setting the flag, and `invalidateLayout(with:)` reading it before calling super.
/// Every call is logged.
private final class ChatInvalidationContext: CollectionViewLayoutInvalidationContext {
    var invalidateBubblesOnly = false
}

private final class ChatLayout: CollectionViewLayout {
    var log: [String] = []
    /// What the next invalidation adds to the content offset.
    var offsetAdjustment = CGPoint.zero

    override class var invalidationContextClass: AnyClass {
        return ChatInvalidationContext.self
    }

    override func prepare() {
        super.prepare()
        log.append("prepare")
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 320, height: 2000)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        []
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        log.append("shouldInvalidateLayout(forBoundsChange:)")
        return newBounds.width != collectionView?.bounds.width
    }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds) as! ChatInvalidationContext
        context.invalidateBubblesOnly = true
        log.append("invalidationContext(forBoundsChange:)")
        return context
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let chat = context as! ChatInvalidationContext
        context.contentOffsetAdjustment = offsetAdjustment
        log.append(
            "invalidateLayout(with:) everything \(context.invalidateEverything) counts \(context.invalidateDataSourceCounts) bubbles \(chat.invalidateBubblesOnly)"
        )
        super.invalidateLayout(with: context)
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        log.append("prepare(forCollectionViewUpdates:) " + updateItems.map(Self.describe).joined(separator: ", "))
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalizeCollectionViewUpdates")
    }

    static func describe(_ item: CollectionViewUpdateItem) -> String {
        func path(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "nil" }
            return indexPath.item == NSNotFound ? "\(indexPath.section)" : "\(indexPath.section)-\(indexPath.item)"
        }
        return "\(item.updateAction) \(path(item.indexPathBeforeUpdate))→\(path(item.indexPathAfterUpdate))"
    }
}

/// Invalidation contexts: "A context object that declares which parts of your layout need to be
/// updated when the layout is invalidated"
/// ([UICollectionViewLayoutInvalidationContext](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext)),
/// every invalidation going through `invalidateLayout(with:)`
/// ([invalidateLayout(with:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout(with:)))
/// with a context of the layout's `invalidationContextClass`
/// ([invalidationContextClass](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontextclass)).
@MainActor
@Suite struct InvalidationContextTests {
    private func makeChat(counts: [Int] = [3]) -> (CollectionView, ChatLayout, GridRecorder) {
        let layout = ChatLayout()
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: counts)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        layout.log = []
        return (collectionView, layout, recorder)
    }

    @Test func aNewContextInvalidatesNothing() {
        let context = CollectionViewLayoutInvalidationContext()
        #expect(!context.invalidateEverything)
        #expect(!context.invalidateDataSourceCounts)
        #expect(context.invalidatedItemIndexPaths == nil)
        #expect(context.invalidatedSupplementaryIndexPaths == nil)
        #expect(context.invalidatedDecorationIndexPaths == nil)
        expectEqual(context.contentOffsetAdjustment, .zero)
        expectEqual(context.contentSizeAdjustment, .zero)
        // Apple: both flow properties default to false (invalidateFlowLayoutDelegateMetrics,
        // invalidateFlowLayoutAttributes).
        let flow = CollectionViewFlowLayoutInvalidationContext()
        #expect(!flow.invalidateFlowLayoutDelegateMetrics)
        #expect(!flow.invalidateFlowLayoutAttributes)
    }

    @Test func invalidatedElementsAccumulateByKind() {
        let context = CollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        context.invalidateSupplementaryElements(
            ofKind: CollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 1)])
        context.invalidateSupplementaryElements(ofKind: "badge", at: [IndexPath(item: 3, section: 0)])
        context.invalidateSupplementaryElements(
            ofKind: CollectionView.elementKindSectionHeader, at: [IndexPath(item: 0, section: 2)])
        context.invalidateDecorationElements(ofKind: "background", at: [IndexPath(item: 0, section: 0)])
        expectEqual(
            context.invalidatedItemIndexPaths,
            [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        expectEqual(
            context.invalidatedSupplementaryIndexPaths,
            [
                CollectionView.elementKindSectionHeader: [
                    IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2),
                ],
                "badge": [IndexPath(item: 3, section: 0)],
            ])
        expectEqual(context.invalidatedDecorationIndexPaths, ["background": [IndexPath(item: 0, section: 0)]])
    }

    /// `invalidateLayout()` makes a context of the layout's class that invalidates everything and
    /// passes it to `invalidateLayout(with:)`; the layout is prepared once at the next pass.
    @Test func invalidateLayoutGoesThroughTheAppsContextClass() {
        let (collectionView, layout, _) = makeChat()
        layout.invalidateLayout()
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        expectEqual(
            layout.log,
            [
                "invalidateLayout(with:) everything true counts false bubbles false",
                "invalidateLayout(with:) everything true counts false bubbles false", "prepare",
            ])
    }

    /// Apple: the collection view sets `invalidateEverything` "when you [...] call the
    /// reloadData() method", and `invalidateDataSourceCounts` on a reload too
    /// ([invalidateDataSourceCounts](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedatasourcecounts)).
    @Test func reloadDataInvalidatesEverythingAndTheCounts() {
        let (collectionView, layout, _) = makeChat()
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        expectEqual(layout.log, ["invalidateLayout(with:) everything true counts true bubbles false", "prepare"])
    }

    /// A bounds change the layout answers `true` to is invalidated with its
    /// `invalidationContext(forBoundsChange:)`, asked after `shouldInvalidateLayout(forBoundsChange:)`.
    @Test func aBoundsChangeUsesTheLayoutsBoundsContext() {
        let (collectionView, layout, _) = makeChat()
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        expectEqual(layout.log, ["shouldInvalidateLayout(forBoundsChange:)"])
        layout.log = []
        collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        collectionView.layoutIfNeeded()
        expectEqual(
            layout.log,
            [
                "shouldInvalidateLayout(forBoundsChange:)", "invalidationContext(forBoundsChange:)",
                "invalidateLayout(with:) everything false counts false bubbles true", "prepare",
            ])
    }

    /// Apple: "Changing the value causes the collection view to add the specified x and y values
    /// to its contentOffset property"
    /// ([contentOffsetAdjustment](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentoffsetadjustment)):
    /// added once, when the layout is next prepared; two invalidations before it add both.
    @Test func theContentOffsetAdjustmentIsAddedOnceTheLayoutIsPrepared() {
        let (collectionView, layout, _) = makeChat()
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        layout.offsetAdjustment = CGPoint(x: 0, y: 40)
        layout.invalidateLayout()
        expectEqual(collectionView.contentOffset, CGPoint(x: 0, y: 100))
        layout.offsetAdjustment = CGPoint(x: 0, y: -15)
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.contentOffset, CGPoint(x: 0, y: 125))
        layout.offsetAdjustment = .zero
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.contentOffset, CGPoint(x: 0, y: 125))
    }

    /// Apple: "Changing the value causes the collection view to add the specified height and
    /// width values to its contentSize property"
    /// ([contentSizeAdjustment](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/contentsizeadjustment)):
    /// added to the content size once the layout is prepared (two invalidations before it add
    /// both), before the pass takes the layout's `collectionViewContentSize`. A layout that
    /// reports the delta of its own size, as self-sizing layouts do, ends at its size once.
    @Test func theContentSizeAdjustmentIsAddedOnceTheLayoutIsPrepared() {
        let layout = GrowingLayout()
        let collectionView = SizeRecordingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.contentSizes, [CGSize(width: 320, height: 500)])

        // The layout grows by 40 and says so: one change, to the layout's size.
        layout.contentHeight = 540
        layout.invalidate(adjustingSizeBy: CGSize(width: 0, height: 40))
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 500))
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.contentSizes.last, CGSize(width: 320, height: 540))
        expectEqual(collectionView.contentSizes.count, 2)

        // Two contexts add up (+40 − 10); the layout's own size then wins at the pass.
        layout.contentHeight = 600
        layout.invalidate(adjustingSizeBy: CGSize(width: 0, height: 40))
        layout.invalidate(adjustingSizeBy: CGSize(width: 5, height: -10))
        collectionView.layoutIfNeeded()
        expectEqual(
            Array(collectionView.contentSizes.dropFirst(2)),
            [CGSize(width: 325, height: 570), CGSize(width: 320, height: 600)])

        // Applied once: the next invalidation without one adds nothing.
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.contentSizes.count, 4)
    }

    /// The adjustment shows before the layout's update calls: a batch's
    /// `prepare(forCollectionViewUpdates:)` reads the adjusted content size.
    @Test func aBatchsLayoutSeesTheAdjustedContentSize() {
        let layout = GrowingLayout()
        let collectionView = SizeRecordingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [2])
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        layout.pendingAdjustment = CGSize(width: 0, height: 64)
        layout.contentHeight = 564
        recorder.counts = [3]
        collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
        expectEqual(layout.contentSizeSeenByUpdates, CGSize(width: 320, height: 564))
    }

    /// A batch: the layout is invalidated for the data source counts, prepared with the new
    /// counts, told the changes (`prepare(forCollectionViewUpdates:)`, after `prepare()` as
    /// Apple's "The first step in that process is to call this method"), the update is laid out,
    /// then `finalizeCollectionViewUpdates()`, before the completion.
    @Test func aBatchTellsTheLayoutItsChangesInUIKitsOrder() {
        let (collectionView, layout, recorder) = makeChat(counts: [3, 2])
        recorder.counts = [1, 4, 1]
        collectionView.performBatchUpdates(
            {
                collectionView.insertItems(at: [IndexPath(item: 0, section: 1)])
                collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
                collectionView.insertSections(IndexSet(integer: 2))
                collectionView.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 1))
                collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { _ in layout.log.append("completion") })
        expectEqual(
            layout.log,
            [
                "invalidateLayout(with:) everything false counts true bubbles false", "prepare",
                "prepare(forCollectionViewUpdates:) insert nil→1-0, delete 0-2→nil, insert nil→2, move 0-1→1-3, reload 0-0→0-0",
                "finalizeCollectionViewUpdates", "completion",
            ])
    }

    /// A collection view never laid out has nothing to update: the layout is invalidated for the
    /// counts and prepared at the first pass, without update calls.
    @Test func aBatchBeforeTheFirstLayoutOnlyInvalidates() {
        let layout = ChatLayout()
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [1])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        // The counts before the batch, read as an app's first `numberOfItems(inSection:)` reads them.
        expectEqual(collectionView.numberOfItems(inSection: 0), 1)
        layout.log = []
        recorder.counts = [2]
        collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        expectEqual(layout.log, ["invalidateLayout(with:) everything false counts true bubbles false"])
    }

    /// The flow layout's bounds-change context: `invalidateFlowLayoutAttributes` is `true` when
    /// the width changes ("when the collection view's bounds change in a way that affects the
    /// number of items in a column or row"), `false` for a scroll; a scroll with pinned headers
    /// then keeps the lines (the delegate is not asked again).
    @Test func theFlowLayoutsBoundsContextSaysWhetherItsLinesChange() throws {
        let controller = TagsController(counts: [40, 40])
        let layout = CollectionViewFlowLayout()
        layout.sectionHeadersPinToVisibleBounds = true
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
        collectionView.registerSectionTitles()
        collectionView.dataSource = controller
        collectionView.delegate = controller
        collectionView.layoutIfNeeded()
        let wider = try #require(
            layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 400))
                as? CollectionViewFlowLayoutInvalidationContext)
        #expect(wider.invalidateFlowLayoutAttributes)
        #expect(!wider.invalidateFlowLayoutDelegateMetrics)
        let scrolled = try #require(
            layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 100, width: 320, height: 400))
                as? CollectionViewFlowLayoutInvalidationContext)
        #expect(!scrolled.invalidateFlowLayoutAttributes)
        controller.sizeForItemCalls = 0
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        expectEqual(controller.sizeForItemCalls, 0)
        collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        collectionView.layoutIfNeeded()
        expectEqual(controller.sizeForItemCalls, 80)
    }
}

/// A layout whose content grows, reporting each growth through `contentSizeAdjustment` as apps'
/// self-sizing layouts do.
private final class GrowingLayout: CollectionViewLayout {
    var contentHeight: CGFloat = 500
    /// What the next invalidation the collection view makes adds to the content size.
    var pendingAdjustment = CGSize.zero
    var contentSizeSeenByUpdates: CGSize?

    override var collectionViewContentSize: CGSize {
        CGSize(width: 320, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        []
    }

    func invalidate(adjustingSizeBy adjustment: CGSize) {
        let context = CollectionViewLayoutInvalidationContext()
        context.contentSizeAdjustment = adjustment
        invalidateLayout(with: context)
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if pendingAdjustment != .zero {
            context.contentSizeAdjustment = pendingAdjustment
            pendingAdjustment = .zero
        }
        super.invalidateLayout(with: context)
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        contentSizeSeenByUpdates = collectionView?.contentSize
    }
}

/// A collection view subclass that records every content size it is given, as an app observing
/// `contentSize` would.
private final class SizeRecordingCollectionView: CollectionView {
    var contentSizes: [CGSize] = []

    override var contentSize: CGSize {
        didSet { contentSizes.append(contentSize) }
    }
}
