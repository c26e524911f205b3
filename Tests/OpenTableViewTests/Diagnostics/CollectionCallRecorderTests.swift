import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The collection view's call recorder: the data source and delegate calls in the order the
/// collection view makes them, in UIKit's spelling, without replacing either.
@MainActor
@Suite struct CollectionCallRecorderTests {
    @Test func aGridsFirstPassAScrollAndATapInOrder() {
        let (collectionView, recorder) = makePinnedGrid(counts: [4])
        defer { withExtendedLifetime(recorder) {} }
        let calls = CollectionCallRecorder(attachedTo: collectionView)
        expectIdentical(calls.collectionView, collectionView)
        collectionView.layoutIfNeeded()
        // The counts, then the header, the four cells and the footer in the layout's order
        // (pinnedFlowLayout(): all of them within the 200-point height), each displayed as made.
        let header = CollectionView.elementKindSectionHeader
        let footer = CollectionView.elementKindSectionFooter
        let first: [CollectionEvent] = [
            .numberOfSections, .numberOfItems(0),
            .viewForSupplementaryElement(kind: header, [0, 0]), .willDisplaySupplementaryView(kind: header, [0, 0]),
        ]
        var cells: [CollectionEvent] = []
        for item in 0..<4 { cells += [.cellForItem([0, item]), .willDisplay([0, item])] }
        let last: [CollectionEvent] = [
            .viewForSupplementaryElement(kind: footer, [0, 0]), .willDisplaySupplementaryView(kind: footer, [0, 0]),
        ]
        expectEqual(calls.take(), first + cells + last)
        // Scrolled down by 80: the header (0 ..< 30) and the first line (35 ..< 75) leave.
        collectionView.contentOffset = CGPoint(x: 0, y: 80)
        collectionView.layoutIfNeeded()
        expectEqual(
            calls.take(),
            [
                .didEndDisplaying([0, 0]), .didEndDisplaying([0, 1]), .didEndDisplaying([0, 2]),
                .didEndDisplayingSupplementaryView(kind: header, [0, 0]),
            ])
        collectionView.simulate.tapItem(at: [0, 3])
        expectEqual(
            calls.text,
            """
            collectionView(_:shouldHighlightItemAt:) [0, 3]
            collectionView(_:didHighlightItemAt:) [0, 3]
            collectionView(_:didUnhighlightItemAt:) [0, 3]
            collectionView(_:shouldSelectItemAt:) [0, 3]
            collectionView(_:didSelectItemAt:) [0, 3]
            """)
        // `text` reads the history without emptying it.
        expectEqual(calls.take().count, 5)
        // Detached, it records nothing more.
        calls.detach()
        #expect(calls.collectionView == nil)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        expectEqual(calls.take(), [])
    }
}
