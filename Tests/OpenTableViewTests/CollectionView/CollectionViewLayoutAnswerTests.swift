import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// An app's layout of `count` items in one column, 320 × 50 each, that records the rectangles
/// it is asked for. It answers the items whose frames meet the rectangle, as Apple asks, or all
/// of them when `answersEverything` (the shortcut some apps take).
private final class RecordingColumnLayout: CollectionViewLayout {
    var asked: [CGRect] = []
    var answersEverything = false
    var followsBounds = false
    /// Lists the items last to first.
    var reversed = false
    /// Makes item 0 1,000 points tall (it lies under items 1…19).
    var tallFirstItem = false
    let count = 100

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(count) * 50) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        asked.append(rect)
        var result: [CollectionViewLayoutAttributes] = []
        for item in reversed ? Array((0..<count).reversed()) : Array(0..<count) {
            let frame = frame(of: item)
            guard answersEverything || frame.intersects(rect) else { continue }
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame
            result.append(attributes)
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame(of: indexPath.item)
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { followsBounds }

    func frame(of item: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(item) * 50, width: 320, height: tallFirstItem && item == 0 ? 1000 : 50)
    }
}

/// The layout's answer the collection view keeps between passes (`LayoutAnswer`): UIKit shows
/// only the cells of elements that meet the visible bounds, asks for rectangles other than the
/// visible one, and asks again while scrolling only when the layout is invalidated
/// (Compatibility/Evidence.md, "The layout's answer and the visible bounds").
@MainActor
@Suite struct CollectionViewLayoutAnswerTests {
    private func makeView(_ layout: RecordingColumnLayout) -> (CollectionView, GridRecorder) {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 420), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [layout.count])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        return (collectionView, recorder)
    }

    /// The items a 420-point viewport at `offset` meets: those whose 50-point frames meet it,
    /// edges included (`CGRect.intersects` counts rectangles that only touch, and the built-in
    /// layouts answer with it).
    private func itemsMeeting(offset: CGFloat) -> [Int] {
        var items: [Int] = []
        for item in 0..<100 where CGFloat(item) * 50 <= offset + 420 && offset <= CGFloat(item) * 50 + 50 {
            items.append(item)
        }
        return items
    }

    /// A layout that answers every item whatever the rectangle: the collection view still asks
    /// the data source only for the items on screen ("cellForItemAt method is still called only
    /// for attributes inside visible rect", a UIKit developer's observation Apple's documentation
    /// agrees with: the layout places elements "inside the collection view's bounds").
    @Test func onlyElementsThatMeetTheVisibleBoundsGetCells() {
        let layout = RecordingColumnLayout()
        layout.answersEverything = true
        let (collectionView, recorder) = makeView(layout)
        // 420 points of 50-point rows: rows 0…8 (row 8 spans 400…450).
        expectEqual(recorder.log.filter { $0.hasPrefix("cellForItemAt") }.count, 9)
        expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(0...8))

        recorder.log = []
        collectionView.contentOffset.y = 1000
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), itemsMeeting(offset: 1000))
        expectEqual(
            recorder.log.filter { $0.hasPrefix("cellForItemAt") },
            itemsMeeting(offset: 1000).map { "cellForItemAt(0-\($0))" })
        expectEqual(collectionView.invariantViolations(), [])

        // Scrolling on through strips answered with every item: the cells on screen stay the
        // items the bounds meet, each asked for once.
        for y: CGFloat in [1100, 1300, 1250, 1700] {
            recorder.log = []
            let before = collectionView.indexPathsForVisibleItems.map(\.item)
            collectionView.contentOffset.y = y
            collectionView.layoutIfNeeded()
            expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), itemsMeeting(offset: y))
            expectEqual(
                recorder.log.filter { $0.hasPrefix("cellForItemAt") },
                itemsMeeting(offset: y).filter { !before.contains($0) }.map { "cellForItemAt(0-\($0))" })
            expectEqual(collectionView.invariantViolations(), [])
        }
    }

    /// A scroll asks the layout only for what its kept answer lacks: the strip up to one
    /// viewport ahead; a scroll inside the answer asks nothing; an invalidation or a jump asks
    /// for the visible bounds again; the cells on screen are always the items the bounds meet.
    @Test func aScrollAsksOnlyForTheStripTheAnswerLacks() {
        let layout = RecordingColumnLayout()
        // The recorder is the data source, which the collection view holds weakly.
        let (collectionView, recorder) = makeView(layout)
        defer { withExtendedLifetime(recorder) {} }
        expectEqual(layout.asked, [CGRect(x: 0, y: 0, width: 320, height: 420)])

        func scroll(to y: CGFloat) {
            layout.asked = []
            collectionView.contentOffset.y = y
            collectionView.layoutIfNeeded()
            expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), itemsMeeting(offset: y))
            expectEqual(collectionView.invariantViolations(), [])
        }
        // Down to 100…520: the strip from the answer's end (420) to one viewport past the
        // bounds (520 + 420 = 940); the answer then covers 0…940.
        scroll(to: 100)
        expectEqual(layout.asked, [CGRect(x: 0, y: 420, width: 320, height: 520)])
        // 300…720 lies inside 0…940: nothing is asked.
        scroll(to: 300)
        expectEqual(layout.asked, [])
        // 600…1020: the strip 940…1440; what lies more than a viewport above (before 180) goes.
        scroll(to: 600)
        expectEqual(layout.asked, [CGRect(x: 0, y: 940, width: 320, height: 500)])
        // Back up to 150…570: inside 180…1440? No: the strip from one viewport above the bounds
        // (150 − 420 < 0, so −270) to the answer's start, 180.
        scroll(to: 150)
        expectEqual(layout.asked, [CGRect(x: 0, y: -270, width: 320, height: 450)])

        // An invalidation asks for the visible bounds.
        layout.asked = []
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        expectEqual(layout.asked, [CGRect(x: 0, y: 150, width: 320, height: 420)])
        // A jump the answer does not overlap asks for the visible bounds.
        scroll(to: 3000)
        expectEqual(layout.asked, [CGRect(x: 0, y: 3000, width: 320, height: 420)])
    }

    /// A layout whose answer follows the bounds says so from
    /// `shouldInvalidateLayout(forBoundsChange:)` and is asked for the visible bounds at each
    /// scroll step, as UIKit asks it ("layoutAttributesForElementsInRect is called continuously
    /// while scrolling only when shouldInvalidateLayoutForBoundsChange returns YES").
    @Test func aLayoutThatFollowsTheBoundsIsAskedAtEveryStep() {
        let layout = RecordingColumnLayout()
        layout.followsBounds = true
        let (collectionView, recorder) = makeView(layout)
        defer { withExtendedLifetime(recorder) {} }
        for y: CGFloat in [10, 20, 30] {
            layout.asked = []
            collectionView.contentOffset.y = y
            collectionView.layoutIfNeeded()
            expectEqual(layout.asked, [CGRect(x: 0, y: y, width: 320, height: 420)])
        }
    }

    /// A compositional section's `visibleItemsInvalidationHandler` is "called before each layout
    /// cycle": a scroll step that an answer kept from the last pass would cover still runs it.
    @Test func aVisibleItemsHandlerRunsAtEachScrollStep() {
        var offsets: [CGFloat] = []
        let layout = CollectionViewCompositionalLayout { _, _ in
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
            let group = CollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.visibleItemsInvalidationHandler = { _, offset, _ in offsets.append(offset.y) }
            return section
        }
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 420), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [100])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        offsets = []
        for y: CGFloat in [10, 20, 30] {
            collectionView.contentOffset.y = y
            collectionView.layoutIfNeeded()
        }
        expectEqual(offsets, [10, 20, 30])
    }

    /// The kept answer finds the elements that meet the bounds by binary search when its frames'
    /// tops and bottoms never decrease in the layout's order; an answer listed in another order
    /// (last item first) or with a tall element over later ones is searched whole: the cells
    /// on screen are the items the bounds meet either way, at every step of a sweep down and back.
    @Test(arguments: [(reversed: true, tall: false), (reversed: false, tall: true), (reversed: false, tall: false)])
    func theItemsMeetingTheBoundsAreFoundWhateverTheAnswersOrder(reversed: Bool, tall: Bool) {
        let layout = RecordingColumnLayout()
        layout.reversed = reversed
        layout.tallFirstItem = tall
        let (collectionView, recorder) = makeView(layout)
        defer { withExtendedLifetime(recorder) {} }
        var offsets: [CGFloat] = []
        for step in 0...14 { offsets.append(CGFloat(step) * 130) }
        for step in (0...13).reversed() { offsets.append(CGFloat(step) * 130 + 25) }
        for y in offsets {
            collectionView.contentOffset.y = y
            collectionView.layoutIfNeeded()
            var expected = itemsMeeting(offset: y)
            // The tall item 0 (0…1000) is on screen while the bounds reach it.
            if tall && !expected.contains(0) && y <= 1000 { expected.insert(0, at: 0) }
            expectEqual(collectionView.indexPathsForVisibleItems.map(\.item).sorted(), expected, "at \(y)")
            expectEqual(collectionView.invariantViolations(), [])
        }
    }
}
