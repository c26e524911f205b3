import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A photo grid as apps write one: the flow layout's delegate sizes the photos and gives the
/// sections their headers, the prefetching data source loads thumbnails ahead, a long press
/// offers a menu, and a drag reorders photos through interactive movement.
@MainActor
private final class RecordedPhotoGrid: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout,
    CollectionViewDataSourcePrefetching
{
    var photos: [[String]] = [(0..<6).map { "a\($0)" }, (0..<6).map { "b\($0)" }]
    var loading: Set<IndexPath> = []

    func numberOfSections(in collectionView: CollectionView) -> Int { photos.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        photos[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let photo = photos[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        photos[destinationIndexPath.section].insert(photo, at: destinationIndexPath.item)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 100, height: 100)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        CGSize(width: 0, height: 30)
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        loading.formUnion(indexPaths)
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        loading.subtract(indexPaths)
    }

    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            Menu(title: "", children: [Action(title: "Favorite") { _ in }])
        }
    }
}

/// The call recorder on the calls beyond the display ledger: the flow layout delegate's queries,
/// data prefetching and its cancellation, a context menu, interactive movement, in the order a
/// real photo grid receives them.
@MainActor
@Suite struct CollectionCallRecorderScenarioTests {
    private func makeGrid() -> (CollectionView, RecordedPhotoGrid, CollectionCallRecorder) {
        let layout = CollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Title")
        let grid = RecordedPhotoGrid()
        collectionView.dataSource = grid
        collectionView.delegate = grid
        collectionView.prefetchDataSource = grid
        return (collectionView, grid, CollectionCallRecorder(attachedTo: collectionView))
    }

    /// The flow layout's queries of one preparation: the first item's size (which tells the
    /// layout the delegate sizes items), then per section its inset, spacings, header and footer
    /// sizes and its other items' sizes.
    private func flowQueries(sections: Int, items: Int) -> [CollectionEvent] {
        var events: [CollectionEvent] = [.sizeForItem([0, 0])]
        for s in 0..<sections {
            events += [
                .insetForSection(s), .minimumLineSpacing(s), .minimumInteritemSpacing(s), .referenceSizeForHeader(s),
                .referenceSizeForFooter(s),
            ]
            for item in (s == 0 ? 1 : 0)..<items { events.append(.sizeForItem([s, item])) }
        }
        return events
    }

    /// The flow layout's queries when a batch touched only `section`: that section is read again
    /// (its inset, spacings, header and footer sizes, every item's size), the others are kept.
    private func flowQueries(reflowing section: Int, items: Int) -> [CollectionEvent] {
        [
            .insetForSection(section), .minimumLineSpacing(section), .minimumInteritemSpacing(section),
            .referenceSizeForHeader(section), .referenceSizeForFooter(section),
        ] + (0..<items).map { .sizeForItem([section, $0]) }
    }

    @Test func thePhotoGridsLayoutScrollsMenuAndMoveInOrder() {
        let (collectionView, grid, calls) = makeGrid()
        defer { withExtendedLifetime(grid) {} }
        let header = CollectionView.elementKindSectionHeader
        collectionView.layoutIfNeeded()
        // The counts, the layout's questions as it prepares, then what the 300 × 200 bounds show:
        // section 0's header (0..<30) and its two lines of three photos (30..<130, 130..<230). No
        // prefetching before the first scroll.
        var expected: [CollectionEvent] = [.numberOfSections, .numberOfItems(0), .numberOfItems(1)]
        expected += flowQueries(sections: 2, items: 6)
        expected += [
            .viewForSupplementaryElement(kind: header, [0, 0]), .willDisplaySupplementaryView(kind: header, [0, 0]),
        ]
        for item in 0..<6 { expected += [.cellForItem([0, item]), .willDisplay([0, item])] }
        expectEqual(calls.take(), expected)

        // Down by 100 (100..<300): section 0's header leaves, section 1's (230..<260) and its
        // first line (260..<360) enter; the next viewport down (300..<500) holds the second line,
        // offered for prefetching nearest first. A scroll asks the layout nothing.
        collectionView.contentOffset.y = 100
        collectionView.layoutIfNeeded()
        expected = [
            .didEndDisplayingSupplementaryView(kind: header, [0, 0]),
            .viewForSupplementaryElement(kind: header, [1, 0]), .willDisplaySupplementaryView(kind: header, [1, 0]),
        ]
        for item in 0..<3 { expected += [.cellForItem([1, item]), .willDisplay([1, item])] }
        expected.append(.prefetchItems([[1, 3], [1, 4], [1, 5]]))
        expectEqual(calls.take(), expected)
        expectEqual(grid.loading, [[1, 3], [1, 4], [1, 5]])

        // Back to the top: section 1's line and header leave, section 0's header returns, and the
        // photos offered ahead are no longer wanted (nothing lies above the top).
        collectionView.contentOffset.y = 0
        collectionView.layoutIfNeeded()
        expectEqual(
            calls.take(),
            [
                .didEndDisplaying([1, 0]), .didEndDisplaying([1, 1]), .didEndDisplaying([1, 2]),
                .didEndDisplayingSupplementaryView(kind: header, [1, 0]),
                .viewForSupplementaryElement(kind: header, [0, 0]),
                .willDisplaySupplementaryView(kind: header, [0, 0]),
                .cancelPrefetching([[1, 3], [1, 4], [1, 5]]),
            ])
        expectEqual(grid.loading, [])

        // A long press on the second photo (100, 30, 100 × 100) at its middle, then an action.
        collectionView.simulate.showContextMenuForItem(at: [0, 1])
        expectEqual(
            calls.take(),
            [.contextMenuConfiguration([[0, 1]], point: CGPoint(x: 150, y: 80)), .willDisplayContextMenu])
        collectionView.simulate.chooseContextMenuAction(titled: "Favorite")
        expectEqual(calls.take(), [.willEndContextMenuInteraction])

        // The first photo dragged over the third (250, 80): asked whether it moves, the target
        // proposed for it, and at the end the data source told the move.
        #expect(collectionView.beginInteractiveMovementForItem(at: [0, 0]))
        expectEqual(calls.take(), [.canMoveItem([0, 0])])
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 80))
        // The item shows at its target at once: the layout prepares again, asking the delegate
        // about the one section the move touched, and frames the six cells, which stay on screen.
        expectEqual(
            calls.take(),
            [.targetIndexPathForMove(original: [0, 0], current: [0, 0], proposed: [0, 2])]
                + flowQueries(reflowing: 0, items: 6))
        collectionView.layoutIfNeeded()
        expectEqual(calls.take(), [])
        collectionView.endInteractiveMovement()
        expectEqual(calls.take(), [.moveItem([0, 0], to: [0, 2])])
        expectEqual(grid.photos[0], ["a1", "a2", "a0", "a3", "a4", "a5"])
    }

    /// The descriptions name UIKit's selectors, as crash logs and breakpoints show them.
    @Test func theNewEventsPrintUIKitsSelectors() {
        expectEqual(
            CollectionEvent.prefetchItems([[1, 3], [1, 4]]).description,
            "collectionView(_:prefetchItemsAt:) [[1, 3], [1, 4]]")
        expectEqual(
            CollectionEvent.cancelPrefetching([[0, 2]]).description,
            "collectionView(_:cancelPrefetchingForItemsAt:) [[0, 2]]")
        expectEqual(
            CollectionEvent.contextMenuConfiguration([[0, 1]], point: CGPoint(x: 150, y: 80)).description,
            "collectionView(_:contextMenuConfigurationForItemsAt:point:) [[0, 1]] (150.0, 80.0)")
        expectEqual(
            CollectionEvent.targetIndexPathForMove(original: [0, 0], current: [0, 1], proposed: [0, 2]).description,
            "collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:) [0, 0] [0, 1] [0, 2]"
        )
        expectEqual(CollectionEvent.canMoveItem([0, 4]).description, "collectionView(_:canMoveItemAt:) [0, 4]")
        expectEqual(CollectionEvent.sizeForItem([2, 7]).description, "collectionView(_:layout:sizeForItemAt:) [2, 7]")
        expectEqual(CollectionEvent.insetForSection(3).description, "collectionView(_:layout:insetForSectionAt:) 3")
        expectEqual(
            CollectionEvent.referenceSizeForFooter(1).description,
            "collectionView(_:layout:referenceSizeForFooterInSection:) 1")
    }
}
