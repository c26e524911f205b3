import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A photo grid's layout as apps write one to keep the visible photo in place through a rotation:
/// a flow layout subclass that notes the old bounds in `prepare(forAnimatedBoundsChange:)` and
/// forgets them in `finalizeAnimatedBoundsChange()`. Every call is logged with what the
/// collection view reports at that moment.
private final class RotatingGridLayout: CollectionViewFlowLayout {
    var log: [String] = []
    private var boundsBeforeRotation: CGRect?

    override init() {
        super.init()
        itemSize = CGSize(width: 80, height: 80)
        minimumInteritemSpacing = 0
        minimumLineSpacing = 0
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepare() {
        super.prepare()
        log.append("prepare")
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        boundsBeforeRotation = oldBounds
        let width = Int(collectionView?.bounds.width ?? -1)
        log.append("prepare(forAnimatedBoundsChange:) \(describe(oldBounds)) now \(width) wide")
    }

    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        boundsBeforeRotation = nil
        // The pass has laid the new size out: the fifth photo ends the first line at 400 wide.
        let fifth = collectionView?.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
        log.append("finalizeAnimatedBoundsChange fifth \(fifth.map(describe) ?? "nil")")
    }

    private func describe(_ rect: CGRect) -> String {
        "(\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width)), \(Int(rect.height)))"
    }
}

/// `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`: "The collection view
/// calls this method before performing any animated changes to the view’s bounds"
/// ([prepare(forAnimatedBoundsChange:)](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(foranimatedboundschange:)))
/// and "after creating the animations for changing the view’s bounds"
/// ([finalizeAnimatedBoundsChange()](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizeanimatedboundschange())).
/// Headless, a size change inside `UIView.animate` is the animated change; the layout pass that
/// lays the new size out is wrapped in the two calls.
@MainActor
@Suite struct AnimatedBoundsChangeTests {
    private func makeGrid() -> (CollectionView, RotatingGridLayout, GridRecorder) {
        let layout = RotatingGridLayout()
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [30])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        layout.log = []
        return (collectionView, layout, recorder)
    }

    /// A rotation as view controllers animate one: the frame changes and the view is laid out
    /// inside the animation block. The layout is told the old bounds while the collection view
    /// already reports the new ones, before it is prepared for them; the pass lays the new size
    /// out (five 80-point photos a line at 400 wide); then the layout finalizes.
    @Test func aResizeInsideAnAnimationIsToldToTheLayoutAroundThePass() {
        let (collectionView, layout, recorder) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        View.animate(withDuration: 0.3) {
            collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
            collectionView.layoutIfNeeded()
        }
        expectEqual(
            layout.log,
            [
                "prepare(forAnimatedBoundsChange:) (0, 0, 320, 480) now 400 wide", "prepare",
                "finalizeAnimatedBoundsChange fifth (320, 0, 80, 80)",
            ])
        // The next pass is an ordinary one.
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        expectEqual(layout.log.count, 4)
        expectEqual(layout.log.last, "prepare")
    }

    /// Several size changes in one block are one animated change from the bounds before the
    /// first; a block that does not lay out leaves it to the next pass, which is still told.
    @Test func theOldBoundsAreThoseBeforeTheFirstChangeOfTheAnimation() {
        let (collectionView, layout, recorder) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        View.animate(withDuration: 0.25) {
            collectionView.bounds = CGRect(x: 0, y: 0, width: 360, height: 480)
            collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        }
        expectEqual(layout.log, [])
        collectionView.layoutIfNeeded()
        expectEqual(
            layout.log,
            [
                "prepare(forAnimatedBoundsChange:) (0, 0, 320, 480) now 400 wide", "prepare",
                "finalizeAnimatedBoundsChange fifth (320, 0, 80, 80)",
            ])
    }

    /// Not animated bounds changes: a resize outside an animation block, a resize inside
    /// `performWithoutAnimation(_:)`, a scroll inside an animation block, a size that came back
    /// before the pass, and the first layout of a collection view (nothing was shown to animate
    /// from).
    @Test func onlyASizeChangeInsideAnAnimationOfALaidOutCollectionViewIsAnimated() {
        let (collectionView, layout, recorder) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        collectionView.layoutIfNeeded()
        View.animate(withDuration: 0.3) {
            View.performWithoutAnimation {
                collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            }
            collectionView.layoutIfNeeded()
            collectionView.contentOffset = CGPoint(x: 0, y: 160)
            collectionView.layoutIfNeeded()
            collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
            collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            collectionView.layoutIfNeeded()
        }
        // Prepared for each new width (the flow layout is not invalidated by the scroll), never
        // told of an animated change.
        expectEqual(layout.log, ["prepare", "prepare", "prepare"])

        let fresh = RotatingGridLayout()
        let another = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: fresh)
        another.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        another.dataSource = recorder
        View.animate(withDuration: 0.3) {
            another.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
            another.layoutIfNeeded()
        }
        expectEqual(fresh.log, ["prepare"])
    }
}
