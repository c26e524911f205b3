import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Orthogonally scrolling sections of the compositional layout: "Setting any other value for this
/// property makes the section lay out its content orthogonally to the main layout axis"
/// ([UICollectionLayoutSectionOrthogonalScrollingBehavior](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior)),
/// scrolled across on its own, its cells following its offset; the paging behaviours' resting
/// places are Apple's case pages (`.continuousGroupLeadingBoundary`: "coming to a natural stop at
/// the leading boundary of the visible group"; `.groupPaging`: "page its content orthogonally one
/// group at a time") and, where Apple is silent, Compatibility/Porting.md, "Orthogonal sections".
///
/// The carousel every test uses: groups 150 × 60 of one item, 10 apart, the section inset 16 at
/// its sides, ten items, in a 320 × 200 view. Group g spans x 16 + 160·g ..< 166 + 160·g; the
/// content is 16 + 10·160 − 10 + 16 = 1622 wide, so the offset runs 0 ... 1622 − 320 = 1302.
@MainActor
@Suite struct OrthogonalScrollingTests {
    @MainActor private final class Fixture {
        let collectionView: CollectionView
        let recorder = GridRecorder(counts: [10])
        var handled: [(items: [IndexPath], offset: CGPoint)] = []

        init(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) {
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(
                layoutSize: CollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(60)),
                subitems: [item])
            let carousel = CollectionLayoutSection(group: group)
            carousel.orthogonalScrollingBehavior = behavior
            carousel.interGroupSpacing = 10
            carousel.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 200),
                collectionViewLayout: CollectionViewCompositionalLayout(section: carousel))
            carousel.visibleItemsInvalidationHandler = { [unowned self] items, offset, _ in
                handled.append((items.map(\.indexPath), offset))
            }
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
            collectionView.dataSource = recorder
            collectionView.delegate = recorder
            collectionView.layoutIfNeeded()
        }

        /// The displayed cells as "item x": where each shows along x.
        var shown: [String] {
            collectionView.indexPathsForVisibleItems.map {
                "\($0.item) \(collectionView.cellForItem(at: $0)?.frame.minX ?? .nan)"
            }
        }

        func scroll(by distance: CGFloat) -> CGFloat {
            recorder.log = []
            collectionView.simulate.scrollOrthogonalSection(0, by: distance)
            return collectionView.simulate.orthogonalContentOffset(ofSection: 0).x
        }
    }

    @Test func continuousScrollingMovesTheCellsAndBalancesTheLedger() {
        let fixture = Fixture(.continuous)
        expectEqual(fixture.shown, ["0 16.0", "1 176.0"])
        // 100: the viewport is x 100 ..< 420 of the section: groups 0 (16), 1 (176) and 2 (336)
        // meet it, shown 100 to the left.
        expectEqual(fixture.scroll(by: 100), 100)
        expectEqual(fixture.shown, ["0 -84.0", "1 76.0", "2 236.0"])
        // The cells that stay are framed again (`apply(_:)`); the one that enters is asked for (a
        // new cell, made at its frame).
        expectEqual(
            fixture.recorder.log, ["apply(0-0)", "apply(0-1)", "cellForItemAt(0-2)", "willDisplay(0-2)"])
        // 300: x 300 ..< 620: group 0 (ends 166) leaves, group 3 (496) enters.
        expectEqual(fixture.scroll(by: 200), 300)
        expectEqual(fixture.shown, ["1 -124.0", "2 36.0", "3 196.0"])
        // 0-0's cell goes back to the queue and comes out again for 0-3.
        expectEqual(
            fixture.recorder.log,
            [
                "didEndDisplaying(0-0)", "apply(0-1)", "apply(0-2)", "cellForItemAt(0-3)", "prepareForReuse(0-0)",
                "apply(0-3)", "willDisplay(0-3)",
            ])
        // The handler saw the frames as laid out (group 1 at 176) and the offset.
        expectEqual(fixture.handled.last?.items.map(\.item), [1, 2, 3])
        expectEqual(fixture.handled.last?.offset, CGPoint(x: 300, y: 0))
        // Past the end: 1302, groups 8 (1296 → −6) and 9 (1456 → 154).
        expectEqual(fixture.scroll(by: 5000), 1302)
        expectEqual(fixture.shown, ["8 -6.0", "9 154.0"])
        // The layout answers the frames where the cells show; a point finds the item there.
        expectEqual(
            fixture.collectionView.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame,
            CGRect(x: 154, y: 0, width: 150, height: 60))
        expectEqual(fixture.collectionView.indexPathForItem(at: CGPoint(x: 200, y: 30)), IndexPath(item: 9, section: 0))
        // Back before the start: 0, and every cell that was displayed has ended once.
        expectEqual(fixture.scroll(by: -5000), 0)
        expectEqual(fixture.shown, ["0 16.0", "1 176.0"])
        expectEqual(
            fixture.recorder.log,
            [
                "didEndDisplaying(0-8)", "didEndDisplaying(0-9)", "cellForItemAt(0-0)", "prepareForReuse(0-9)",
                "apply(0-0)", "willDisplay(0-0)", "cellForItemAt(0-1)", "prepareForReuse(0-8)", "apply(0-1)",
                "willDisplay(0-1)",
            ])
        // A vertical scroll leaves the section's offset alone.
        _ = fixture.scroll(by: 40)
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        fixture.collectionView.layoutIfNeeded()
        expectEqual(fixture.collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 40, y: 0))
    }

    @Test func continuousGroupLeadingBoundaryRestsWithTheNearestGroupAtTheInset() {
        let fixture = Fixture(.continuousGroupLeadingBoundary)
        // Groups rest at multiples of the 160-point pitch: released at 230 (1.44 pitches) → 160;
        // 160 + 100 = 260 (1.63) → 320; 320 + 500 = 820 (5.1) → 800, more than one group per drag.
        expectEqual(fixture.scroll(by: 230), 160)
        expectEqual(fixture.scroll(by: 100), 320)
        expectEqual(fixture.scroll(by: 500), 800)
        // x 800 ..< 1120: group 4 (656 ..< 806) still meets it by 6 points.
        expectEqual(fixture.shown, ["4 -144.0", "5 16.0", "6 176.0"])
        // Released at the end (1302), nearer to it than to the last boundary before it (1280):
        // the end is a resting place too, so the last group shows whole (1456 − 1302 = 154 ..< 304).
        expectEqual(fixture.scroll(by: 5000), 1302)
    }

    @Test func pagingTurnsOneViewportWidePageAtMostPerDrag() {
        let fixture = Fixture(.paging)
        // Pages are 320 wide: 100 (0.31 of a page) falls back to 0; 170 (0.53) turns to 320;
        // 320 + 900 would be 3.8 pages, one page at most: 640.
        expectEqual(fixture.scroll(by: 100), 0)
        expectEqual(fixture.recorder.log, [])
        expectEqual(fixture.scroll(by: 170), 320)
        expectEqual(fixture.scroll(by: 900), 640)
        expectEqual(fixture.shown, ["3 -144.0", "4 16.0", "5 176.0"])
    }

    @Test func groupPagingTurnsOneGroupAtMostPerDrag() {
        let fixture = Fixture(.groupPaging)
        // 70 (0.44 of a group) falls back; 90 (0.56) turns one group; 500 turns one more only.
        expectEqual(fixture.scroll(by: 70), 0)
        expectEqual(fixture.scroll(by: 90), 160)
        expectEqual(fixture.scroll(by: 500), 320)
        expectEqual(fixture.scroll(by: -90), 160)
    }

    @Test func groupPagingCenteredStartsAndRestsWithAGroupCentered() {
        let fixture = Fixture(.groupPagingCentered)
        // Group 0's center is 16 + 75 = 91; centered in 320 points, the offset is 91 − 160 = −69,
        // and the group shows at 16 + 69 = 85 ..< 235 (center 160). The last group centered:
        // −69 + 9·160 = 1371.
        expectEqual(fixture.collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: -69, y: 0))
        expectEqual(fixture.shown, ["0 85.0", "1 245.0"])
        expectEqual(fixture.handled.last?.offset, CGPoint(x: -69, y: 0))
        // Released at −69 + 100 = 31: 0.63 of a group → group 1 centered, at 176 − 91 = 85.
        expectEqual(fixture.scroll(by: 100), 91)
        expectEqual(fixture.shown, ["0 -75.0", "1 85.0", "2 245.0"])
        expectEqual(fixture.scroll(by: 5000), 251)
        expectEqual(fixture.scroll(by: -100), 91)
    }
}
