import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A batch update re-prepares only the sections it touched: the collection view invalidates its
/// layout with a context whose `invalidateDataSourceCounts` is `true`
/// ([invalidateDataSourceCounts](https://developer.apple.com/documentation/uikit/uicollectionviewlayoutinvalidationcontext/invalidatedatasourcecounts):
/// the collection view sets it "when you insert or delete items"), and the built-in layouts
/// read again, flow again and ask the section provider again only for the sections the batch
/// changed (and those whose index changed when their answers are by index), the others keeping
/// their lines (Compatibility/Porting.md, "Invalidation contexts"). Each test checks the result
/// against a collection view laid out from scratch with the same data.
@MainActor
@Suite struct BatchReprepareTests {
    private func makeTags(_ controller: TagsController) -> CollectionView {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: CollectionViewFlowLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
        collectionView.registerSectionTitles()
        collectionView.dataSource = controller
        collectionView.delegate = controller
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func makeGrid(_ recorder: GridRecorder, _ layout: CollectionViewLayout) -> CollectionView {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(
            CaptionView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        return collectionView
    }

    /// The same layout's frames in `rect` and content size as a collection view laid out afresh.
    private func expectSameLayout(
        _ collectionView: CollectionView, _ fresh: CollectionView, in rect: CGRect,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectEqual(
            describedFrames(collectionView.collectionViewLayout, in: rect),
            describedFrames(fresh.collectionViewLayout, in: rect), sourceLocation: sourceLocation)
        expectEqual(collectionView.contentSize, fresh.contentSize, sourceLocation: sourceLocation)
    }

    /// 200 sections whose items the delegate sizes: an item inserted in section 100 asks the
    /// delegate for that section's 11 items only, and flows that section alone (its model entry
    /// replaced in place, O(log S)), where a whole invalidation asks all 2,000 and flows 200.
    @Test func anItemInsertFlowsOnlyItsSection() throws {
        let controller = TagsController(counts: Array(repeating: 10, count: 200))
        controller.sizes[100] = (0..<11).map { CGSize(width: 40 + CGFloat($0) * 10, height: 30 + CGFloat($0)) }
        let collectionView = makeTags(controller)
        let layout = try #require(collectionView.collectionViewLayout as? CollectionViewFlowLayout)
        expectEqual(layout.reflowedSectionCount, 200)
        controller.sizeForItemCalls = 0
        controller.counts[100] = 11
        collectionView.insertItems(at: [IndexPath(item: 3, section: 100)])
        expectEqual(controller.sizeForItemCalls, 11)
        expectEqual(layout.reflowedSectionCount, 1)
        let section100 = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 100)))
        let fresh = makeTags(controller)
        expectSameLayout(
            collectionView, fresh,
            in: CGRect(x: 0, y: section100.frame.minY - 100, width: 320, height: 600))
    }

    /// With a delegate whose answers are by section index, an inserted section makes the sections
    /// after it read again (their index changed); those before keep their lines.
    @Test func aSectionInsertReadsTheSectionsAfterItAgainWhenTheDelegateAnswersByIndex() throws {
        let controller = TagsController(counts: Array(repeating: 4, count: 200))
        let collectionView = makeTags(controller)
        let layout = try #require(collectionView.collectionViewLayout as? CollectionViewFlowLayout)
        controller.counts.insert(6, at: 50)
        collectionView.insertSections(IndexSet(integer: 50))
        expectEqual(layout.reflowedSectionCount, 151)
        let fresh = makeTags(controller)
        expectSameLayout(collectionView, fresh, in: CGRect(x: 0, y: 0, width: 320, height: 40_000))
    }

    /// Without a flow delegate, the layout's own sizes do not depend on the index: a section
    /// inserted, another deleted and one moved flow only the inserted one.
    @Test func sectionChangesWithoutADelegateFlowOnlyTheInsertedSections() {
        let recorder = GridRecorder(counts: (0..<100).map { $0 % 7 + 1 })
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let collectionView = makeGrid(recorder, layout)
        recorder.counts.remove(at: 10)
        let moved = recorder.counts.remove(at: 39)
        recorder.counts.insert(moved, at: 2)
        recorder.counts.insert(12, at: 60)
        collectionView.performBatchUpdates {
            collectionView.deleteSections(IndexSet(integer: 10))
            collectionView.moveSection(40, toSection: 2)
            collectionView.insertSections(IndexSet(integer: 60))
        }
        expectEqual(layout.reflowedSectionCount, 1)
        let freshLayout = CollectionViewFlowLayout()
        freshLayout.headerReferenceSize = CGSize(width: 0, height: 20)
        let fresh = makeGrid(GridRecorder(counts: recorder.counts), freshLayout)
        expectSameLayout(collectionView, fresh, in: CGRect(x: 0, y: 0, width: 320, height: 20_000))
    }

    /// The compositional layout asks its section provider again only for the section an item
    /// was inserted in; after a section delete, for the sections whose index changed (the
    /// provider answers by index), as the frames of a fresh layout show.
    @Test func theSectionProviderIsAskedOnlyForTouchedSections() throws {
        var asked: [Int] = []
        func makeLayout() -> CollectionViewCompositionalLayout {
            CollectionViewCompositionalLayout { index, _ in
                asked.append(index)
                let item = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(index % 2 == 0 ? 0.5 : 0.25),
                        heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(40 + index % 3 * 10))),
                    subitems: [item])
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = 4
                return section
            }
        }
        let recorder = GridRecorder(counts: Array(repeating: 6, count: 50))
        let layout = makeLayout()
        let collectionView = makeGrid(recorder, layout)
        expectEqual(asked, Array(0..<50))
        asked = []
        recorder.counts[3] = 9
        collectionView.insertItems(at: (6..<9).map { IndexPath(item: $0, section: 3) })
        expectEqual(asked, [3])
        expectEqual(layout.preparedSectionCount, 1)
        asked = []
        recorder.counts.remove(at: 47)
        collectionView.deleteSections(IndexSet(integer: 47))
        expectEqual(asked, [47, 48])
        let fresh = makeGrid(GridRecorder(counts: recorder.counts), makeLayout())
        expectSameLayout(collectionView, fresh, in: CGRect(x: 0, y: 0, width: 320, height: 10_000))
    }

    /// Orthogonal offsets follow their sections through inserts, deletes and moves; a deleted
    /// section's offset goes with it, and a section inserted starts at the start of its range.
    @Test func orthogonalOffsetsFollowTheirSections() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(60)),
            subitems: [item])
        let carousel = CollectionLayoutSection(group: group)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.interGroupSpacing = 10
        let recorder = GridRecorder(counts: [10, 10, 10])
        let collectionView = makeGrid(recorder, CollectionViewCompositionalLayout(section: carousel))
        collectionView.simulate.scrollOrthogonalSection(0, by: 100)
        collectionView.simulate.scrollOrthogonalSection(1, by: 200)
        collectionView.simulate.scrollOrthogonalSection(2, by: 300)
        func offsets() -> [CGFloat] {
            (0..<collectionView.numberOfSections).map {
                collectionView.simulate.orthogonalContentOffset(ofSection: $0).x
            }
        }
        expectEqual(offsets(), [100, 200, 300])
        recorder.counts.insert(10, at: 1)
        collectionView.insertSections(IndexSet(integer: 1))
        expectEqual(offsets(), [100, 0, 200, 300])
        recorder.counts.remove(at: 0)
        collectionView.deleteSections(IndexSet(integer: 0))
        expectEqual(offsets(), [0, 200, 300])
        collectionView.moveSection(2, toSection: 0)
        expectEqual(offsets(), [300, 0, 200])
        // The cells of the moved section show where its offset puts them: group 2 at
        // 2 · 160 − 300 = 20.
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 20)
    }

    /// A flow layout prepared without items could not ask its delegate whether it sizes items:
    /// the first batch that adds items prepares every section, so the delegate's sizes are read.
    @Test func theFirstItemsOfAnEmptyFlowLayoutAreSizedByTheDelegate() {
        let controller = TagsController(counts: [0, 0])
        controller.sizes[1] = [CGSize(width: 120, height: 30), CGSize(width: 80, height: 50)]
        let collectionView = makeTags(controller)
        controller.counts[1] = 2
        collectionView.insertItems(at: [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        expectEqual(
            collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.size,
            CGSize(width: 120, height: 30))
        let fresh = makeTags(controller)
        expectSameLayout(collectionView, fresh, in: CGRect(x: 0, y: 0, width: 320, height: 400))
    }

    /// The list layout is a compositional layout of list sections: an item inserted in one of 30
    /// sections re-prepares that section alone, and the rows measured from their cells stay
    /// measured (the displayed rows' heights follow their items).
    @Test func aListReprepareOnlyTheSectionABatchTouched() throws {
        let recorder = GridRecorder(counts: Array(repeating: 5, count: 30))
        let layout = CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .grouped))
        let collectionView = makeGrid(recorder, layout)
        expectEqual(layout.preparedSectionCount, 30)
        recorder.counts[2] = 6
        collectionView.insertItems(at: [IndexPath(item: 0, section: 2)])
        expectEqual(layout.preparedSectionCount, 1)
        let fresh = makeGrid(
            GridRecorder(counts: recorder.counts),
            CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .grouped)))
        expectSameLayout(collectionView, fresh, in: CGRect(x: 0, y: 0, width: 320, height: 3000))
    }
}
