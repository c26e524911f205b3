import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// An app's layout that lists its cells out of index-path order, one of them twice: the items
/// of `answer`, each 100 × 40 at y = 50 × item.
private final class ShuffledLayout: CollectionViewLayout {
    var answer: [Int] = []

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 1000) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        answer.map { item in
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: 100, height: 40)
            return attributes
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 100, height: 40)
        return attributes
    }
}

/// The display ledger kept in index-path order (`DisplayedItems`) and the built-in layouts'
/// reuse of their attributes objects (`CellAttributesReuse`): what the layout pass's walk of
/// the ledger beside the layout's answer, and the reuse, must not change.
@MainActor
@Suite struct CollectionViewLedgerTests {
    /// A layout that lists cells in its own order, one twice: entering cells are asked in the
    /// layout's order (the first listing counts), leaving ones end display in index-path order,
    /// and the ledger stays in index-path order.
    @Test func aLayoutsOwnOrderIsKeptForEnteringCellsAndTheLedgerStaysInOrder() {
        let layout = ShuffledLayout()
        layout.answer = [4, 1, 3, 1]
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [6])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        expectEqual(
            recorder.log.filter { $0.hasPrefix("cellForItemAt") || $0.hasPrefix("willDisplay") },
            [
                "cellForItemAt(0-4)", "willDisplay(0-4)", "cellForItemAt(0-1)", "willDisplay(0-1)",
                "cellForItemAt(0-3)", "willDisplay(0-3)",
            ])
        expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), [1, 3, 4])
        expectEqual(collectionView.invariantViolations(), [])

        recorder.log = []
        layout.answer = [5, 0, 3]
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        expectEqual(
            recorder.log.filter { !$0.hasPrefix("prepareForReuse") && !$0.hasPrefix("apply") },
            [
                "didEndDisplaying(0-1)", "didEndDisplaying(0-4)", "cellForItemAt(0-5)", "willDisplay(0-5)",
                "cellForItemAt(0-0)", "willDisplay(0-0)",
            ])
        expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), [0, 3, 5])
        expectEqual(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame.minY, 250)
        expectEqual(collectionView.invariantViolations(), [])
    }

    /// A scroll step of a one-column flow layout: the cells that stay are neither asked for nor
    /// framed again (no `apply(_:)`), those at the ends leave and enter.
    @Test func aScrollStepTouchesOnlyTheEnds() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 40)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [50])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        recorder.log = []
        collectionView.contentOffset.y = 100
        collectionView.layoutIfNeeded()
        // Items 0 to 5 were on screen (item 5 touches the bottom edge, 200); at 100 items 0 and
        // 1 (0..<80) left, 6 and 7 (240..<320) entered, 2 to 5 stayed untouched. A brand-new
        // cell's `apply(_:)` is not logged (the recorder is set after the dequeue).
        expectEqual(
            recorder.log,
            [
                "didEndDisplaying(0-0)", "didEndDisplaying(0-1)", "cellForItemAt(0-6)", "prepareForReuse(0-1)",
                "apply(0-6)", "willDisplay(0-6)", "cellForItemAt(0-7)", "prepareForReuse(0-0)", "apply(0-7)",
                "willDisplay(0-7)",
            ])
        expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), [2, 3, 4, 5, 6, 7])
        expectEqual(collectionView.invariantViolations(), [])
    }

    /// The flow layout hands the objects of its last answer out again when no one holds them,
    /// with every value set anew (an app's edits of the earlier answer do not survive), and new
    /// objects while someone still holds the earlier ones.
    @Test func theFlowLayoutReusesOnlyAttributesNoOneHolds() throws {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        defer { withExtendedLifetime(recorder) {} }
        collectionView.layoutIfNeeded()
        let layout = collectionView.collectionViewLayout
        let rect = CGRect(x: 0, y: 0, width: 320, height: 120)
        func cells(_ answer: [CollectionViewLayoutAttributes]?) -> [CollectionViewLayoutAttributes] {
            (answer ?? []).filter { $0.representedElementCategory == .cell }
        }
        var first = cells(layout.layoutAttributesForElements(in: rect))
        let fresh = first.map { ($0.indexPath, $0.frame) }
        weak let kept = first.first
        // An app edits the answer in place, then lets it go.
        for attributes in first {
            attributes.frame.origin.x += 7
            attributes.alpha = 0.5
            attributes.zIndex = 3
            attributes.isHidden = true
            attributes.indexPath = IndexPath(item: 99, section: 9)
        }
        first = []
        let second = cells(layout.layoutAttributesForElements(in: rect))
        #expect(kept != nil)
        #expect(second.first === kept)
        expectEqual(second.map(\.indexPath), fresh.map(\.0))
        expectEqual(second.map(\.frame), fresh.map(\.1))
        expectEqual(second.map(\.alpha), Array(repeating: 1, count: second.count))
        expectEqual(second.map(\.zIndex), Array(repeating: 0, count: second.count))
        expectEqual(second.map(\.isHidden), Array(repeating: false, count: second.count))

        // Held by the caller: the next answer is of new objects, and the held ones are unchanged.
        let third = cells(layout.layoutAttributesForElements(in: rect))
        for (old, new) in zip(second, third) { #expect(old !== new) }
        expectEqual(third.map(\.frame), fresh.map(\.1))
        expectEqual(second.map(\.frame), fresh.map(\.1))
    }
}
