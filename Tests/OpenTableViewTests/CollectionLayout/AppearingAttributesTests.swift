import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A grid layout as tutorials write a "fade and scale in" one: a flow layout subclass that keeps
/// the inserted and deleted index paths from `prepare(forCollectionViewUpdates:)` (the hooks are
/// asked for every element on screen, not only those), starts inserted items transparent and
/// shrunk, ends deleted ones transparent, and forgets them in `finalizeCollectionViewUpdates()`.
/// Every call the tests pin is logged.
private final class FadeInGridLayout: CollectionViewFlowLayout {
    var log: [String] = []
    private var insertedIndexPaths: [IndexPath] = []
    private var deletedIndexPaths: [IndexPath] = []

    override init() {
        super.init()
        itemSize = CGSize(width: 90, height: 40)
        minimumInteritemSpacing = 10
        minimumLineSpacing = 10
        sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
        headerReferenceSize = CGSize(width: 0, height: 30)
        footerReferenceSize = CGSize(width: 0, height: 20)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = updateItems.filter { $0.updateAction == .insert }.compactMap { $0.indexPathAfterUpdate }
        deletedIndexPaths = updateItems.filter { $0.updateAction == .delete }.compactMap { $0.indexPathBeforeUpdate }
        log.append("prepare(forCollectionViewUpdates:)")
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
        deletedIndexPaths = []
        log.append("finalizeCollectionViewUpdates")
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        log.append("prepare(forAnimatedBoundsChange:)")
    }

    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        log.append("finalizeAnimatedBoundsChange")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        log.append("initial \(Self.name(itemIndexPath))")
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        guard insertedIndexPaths.contains(itemIndexPath),
            let appearing = layoutAttributesForItem(at: itemIndexPath)?.copy() as? CollectionViewLayoutAttributes
        else { return attributes }
        appearing.alpha = 0
        appearing.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        return appearing
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        log.append("final \(Self.name(itemIndexPath))")
        guard deletedIndexPaths.contains(itemIndexPath),
            let disappearing = layoutAttributesForItem(at: itemIndexPath)?.copy() as? CollectionViewLayoutAttributes
        else { return nil }
        disappearing.alpha = 0
        return disappearing
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        log.append("initial \(Self.kind(elementKind)) \(Self.name(elementIndexPath))")
        return super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        log.append("final \(Self.kind(elementKind)) \(Self.name(elementIndexPath))")
        let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    private static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }
    private static func kind(_ kind: String) -> String {
        kind == CollectionView.elementKindSectionHeader ? "header" : "footer"
    }
}

/// A card grid whose sections sit on a background decoration view, as apps write a
/// compositional layout subclass to animate its backgrounds; the decoration questions are logged.
private final class CardBackgroundLayout: CollectionViewCompositionalLayout {
    var log: [String] = []

    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToDeleteForDecorationView(\(elementKind))")
        return super.indexPathsToDeleteForDecorationView(ofKind: elementKind)
    }

    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToInsertForDecorationView(\(elementKind))")
        return super.indexPathsToInsertForDecorationView(ofKind: elementKind)
    }

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        log.append("initial \(elementKind) \(decorationIndexPath.section)-\(decorationIndexPath.item)")
        let attributes = layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        log.append("final \(elementKind) \(decorationIndexPath.section)-\(decorationIndexPath.item)")
        return super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
    }
}

/// The layout's appearing and disappearing attributes. Apple: "This method is called after the
/// prepare(forCollectionViewUpdates:) method and before the finalizeCollectionViewUpdates()
/// method for any items that are about to be inserted [...] The collection view uses this
/// information as the starting point for any animations. (The end point of the animation is the
/// item’s new location in the collection view.)"
/// ([initialLayoutAttributesForAppearingItem(at:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:)));
/// UIKit asks them for every element on screen before (final, old index paths) and after
/// (initial, new index paths), which is why apps' layouts keep the inserted and deleted index
/// paths (Mark Pospesel's fix of Apple's CircleLayout sample: "this gets called for all visible
/// cells (not just the inserted ones) and even gets called when deleting cells").
///
/// The grid: 320 × 200, a 30-point header, items 90 × 40 three a line at x 10, 115, 220 from
/// y 35 (lines 50 apart), then the bottom inset 15 and a 20-point footer.
@MainActor
@Suite struct AppearingAttributesTests {
    private func makeGrid(count: Int, height: CGFloat = 200) -> (CollectionView, FadeInGridLayout, GridRecorder) {
        let layout = FadeInGridLayout()
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [count])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(
            CaptionView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collectionView.register(
            CaptionView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
            withReuseIdentifier: "Footer")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        layout.log = []
        return (collectionView, layout, recorder)
    }

    private func items(_ range: ClosedRange<Int>, _ prefix: String) -> [String] {
        range.map { "\(prefix) 0-\($0)" }
    }

    /// Inserting the first of six items: the final attributes of the six on screen before (at
    /// their old index paths), then the initial ones of the seven after (at their new ones), then
    /// the footer's and the header's (the views by index path, then kind), between the prepare and
    /// the finalize. The inserted cell ends where the layout puts it, opaque and untransformed, though its initial attributes
    /// were transparent and shrunk.
    @Test func anInsertAsksEveryElementOnScreenBeforeAndAfter() throws {
        let (collectionView, layout, recorder) = makeGrid(count: 6)
        recorder.counts = [7]
        collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        expectEqual(
            layout.log,
            ["prepare(forCollectionViewUpdates:)"] + items(0...5, "final") + items(0...6, "initial") + [
                "final footer 0-0", "final header 0-0", "initial footer 0-0", "initial header 0-0",
                "finalizeCollectionViewUpdates",
            ])
        let inserted = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        expectEqual(inserted.frame, CGRect(x: 10, y: 35, width: 90, height: 40))
        expectEqual(inserted.alpha, 1)
        expectEqual(inserted.transform, .identity)
        // The old last item moved to the third line, alone there and so centered, as UIKit's
        // flow layout centers a line of one item.
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.frame,
            CGRect(x: 115, y: 135, width: 90, height: 40))
        expectEqual(collectionView.visibleCells.map(\.alpha), Array(repeating: 1, count: 7))
    }

    /// Deleting the second item: final attributes of the six before (the deleted one included,
    /// at its old index path), initial ones of the five after. The deleted cell is gone at once
    /// (headless its disappearing animation ends as it starts), and the footer, which the layout
    /// ends transparent, is opaque.
    @Test func aDeleteAsksTheDeletedItemAtItsOldIndexPath() {
        let (collectionView, layout, recorder) = makeGrid(count: 6)
        let deleted = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        recorder.counts = [5]
        collectionView.performBatchUpdates({ collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)]) })
        expectEqual(
            layout.log,
            ["prepare(forCollectionViewUpdates:)"] + items(0...5, "final") + items(0...4, "initial") + [
                "final footer 0-0", "final header 0-0", "initial footer 0-0", "initial header 0-0",
                "finalizeCollectionViewUpdates",
            ])
        expectEqual(deleted?.superview, nil)
        expectEqual(collectionView.visibleCells.count, 5)
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 115, y: 35, width: 90, height: 40))
        let footer = collectionView.supplementaryView(
            forElementKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        expectEqual(footer?.alpha, 1)
    }

    /// Moving the first item to the end: every item is asked at both ends, the moved one at 0-0
    /// before and 0-5 after; it ends at the sixth place.
    @Test func aMoveAsksTheMovedItemAtBothIndexPaths() {
        let (collectionView, layout, recorder) = makeGrid(count: 6)
        defer { withExtendedLifetime(recorder) {} }
        let moved = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0))
        expectEqual(
            layout.log,
            ["prepare(forCollectionViewUpdates:)"] + items(0...5, "final") + items(0...5, "initial") + [
                "final footer 0-0", "final header 0-0", "initial footer 0-0", "initial header 0-0",
                "finalizeCollectionViewUpdates",
            ])
        expectIdentical(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)), moved)
        expectEqual(moved?.frame, CGRect(x: 220, y: 85, width: 90, height: 40))
    }

    /// Updates that do not animate ask none of them: a batch inside
    /// `UIView.performWithoutAnimation(_:)` (still prepared and finalized), and `reloadData()`.
    @Test func updatesWithoutAnimationAskNothing() {
        let (collectionView, layout, recorder) = makeGrid(count: 6)
        recorder.counts = [7]
        View.performWithoutAnimation {
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        expectEqual(layout.log, ["prepare(forCollectionViewUpdates:)", "finalizeCollectionViewUpdates"])
        layout.log = []
        recorder.counts = [3]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        expectEqual(layout.log, [])
        expectEqual(collectionView.visibleCells.count, 3)
    }

    /// A diffable data source's apply asks them when it animates the differences, and not without
    /// (UIKit makes that batch without animation).
    @Test func aDiffableApplyAsksThemOnlyWhenAnimatingDifferences() {
        let layout = FadeInGridLayout()
        layout.headerReferenceSize = .zero
        layout.footerReferenceSize = .zero
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        layout.log = []

        snapshot.appendItems(["c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        expectEqual(layout.log, ["prepare(forCollectionViewUpdates:)", "finalizeCollectionViewUpdates"])
        layout.log = []

        snapshot.deleteItems(["a"])
        dataSource.apply(snapshot, animatingDifferences: true)
        expectEqual(
            layout.log,
            ["prepare(forCollectionViewUpdates:)"] + items(0...2, "final") + items(0...1, "initial")
                + ["finalizeCollectionViewUpdates"])
    }

    /// An animated bounds change asks them too, between `prepare(forAnimatedBoundsChange:)` and
    /// `finalizeAnimatedBoundsChange()`: a rotating screen's layout animates the items coming
    /// into view (a question on Stack Overflow, "UICollectionView interface rotation with custom
    /// layout", shows UIKit asking `initialLayoutAttributesForAppearingItemAtIndexPath:` for the
    /// cells a rotation brings into view between the two). Growing the grid from 200 to 300 high
    /// shows the fifth and sixth lines (items 12 to 17, from y 235 and 285); the footer (at 340)
    /// stays out of view.
    @Test func anAnimatedBoundsChangeAsksTheElementsOnScreenBeforeAndAfter() {
        let (collectionView, layout, recorder) = makeGrid(count: 18)
        defer { withExtendedLifetime(recorder) {} }
        View.animate(withDuration: 0.3) {
            collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
            collectionView.layoutIfNeeded()
        }
        expectEqual(
            layout.log,
            ["prepare(forAnimatedBoundsChange:)"] + items(0...11, "final") + items(0...17, "initial") + [
                "final header 0-0", "initial header 0-0", "finalizeAnimatedBoundsChange",
            ])
        expectEqual(collectionView.visibleCells.count, 18)
        expectEqual(collectionView.visibleCells.map(\.alpha), Array(repeating: 1, count: 18))
    }

    /// Decoration views: after `prepare(forCollectionViewUpdates:)` the layout is asked which it
    /// deletes and inserts for each kind on screen ("The collection view calls this method between
    /// its calls to prepare(forCollectionViewUpdates:) and finalizeCollectionViewUpdates()",
    /// `indexPathsToDeleteForDecorationView(ofKind:)`), then, after the items, their final and
    /// initial attributes. The section's background grows with the inserted item's new line
    /// (four 70-point items a line, lines 80 high: 5 items make 160) and ends opaque.
    @Test func decorationViewsAreAskedAfterTheItems() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.decorationItems = [CollectionLayoutDecorationItem.background(elementKind: "background")]
        let layout = CardBackgroundLayout(section: section)
        layout.register(CollectionReusableView.self, forDecorationViewOfKind: "background")
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 280, height: 400), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [4])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        expectEqual(
            collectionView.visibleDecorationViews(ofKind: "background").map(\.frame),
            [CGRect(x: 0, y: 0, width: 280, height: 80)])
        recorder.counts = [5]
        collectionView.insertItems(at: [IndexPath(item: 4, section: 0)])
        expectEqual(
            layout.log,
            [
                "indexPathsToDeleteForDecorationView(background)", "indexPathsToInsertForDecorationView(background)",
                "final background 0-0", "initial background 0-0",
            ])
        let background = collectionView.visibleDecorationViews(ofKind: "background")
        expectEqual(background.map(\.frame), [CGRect(x: 0, y: 0, width: 280, height: 160)])
        expectEqual(background.map(\.alpha), [1])
    }

    /// The base layout's answers are `nil`, as UIKit's ("The default implementation of this
    /// method returns nil"), and its decoration views' delete and insert index paths empty.
    @Test func theBaseLayoutAnswersNil() {
        let layout = CollectionViewLayout()
        let indexPath = IndexPath(item: 0, section: 0)
        expectEqual(layout.initialLayoutAttributesForAppearingItem(at: indexPath), nil)
        expectEqual(layout.finalLayoutAttributesForDisappearingItem(at: indexPath), nil)
        expectEqual(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "k", at: indexPath), nil)
        expectEqual(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: "k", at: indexPath), nil)
        expectEqual(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: "k", at: indexPath), nil)
        expectEqual(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "k", at: indexPath), nil)
        expectEqual(layout.indexPathsToDeleteForDecorationView(ofKind: "k"), [])
        expectEqual(layout.indexPathsToInsertForDecorationView(ofKind: "k"), [])
    }
}
