import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Pinned headers and footers: `sectionHeadersPinToVisibleBounds` ("A Boolean value indicating
/// whether headers pin to the top of the collection view bounds during scrolling") and
/// `sectionFootersPinToVisibleBounds` (the bottom), Apple's UICollectionViewFlowLayout pages. A
/// pinned header stays at the visible top while its section is on screen, never above its own
/// place, and is pushed away by its section's end (Compatibility/Evidence.md, "Flow layout pinned
/// headers").
@MainActor
@Suite struct FlowLayoutPinningTests {
    private let grid: (CollectionView, GridRecorder)

    init() {
        // The pinned grid (sections of 7, 2, 0; section 0 spans 0..<210: header 0..<30, lines
        // 35, 85, 135, footer 190..<210; section 1 210..<320, header 210..<240, footer 300..<320).
        grid = makePinnedGrid(counts: [7, 2, 0])
    }

    private func frames(_ kind: String, at offset: CGFloat) -> [CGRect] {
        let collectionView = grid.0
        collectionView.contentOffset = CGPoint(x: 0, y: offset)
        collectionView.layoutIfNeeded()
        return (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .filter { $0.representedElementKind == kind }.map(\.frame)
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionEndsPushesIt() {
        let layout = grid.0.collectionViewLayout as! CollectionViewFlowLayout
        layout.sectionHeadersPinToVisibleBounds = true
        let header = CollectionView.elementKindSectionHeader
        // At 100 (bounds 100..<300) the header of section 0 is at the visible top (100), within
        // its section; section 1's is in its place (210), below the top.
        // At 170 section 0's would end at 200, past its section's footer (190): pushed to 160;
        // section 2's header (320..<350) shows too.
        // At 250, section 1's header (natural 210) is at 250, and section 0 is gone; section 2's
        // (an empty section, its footer at 370) stays in its place.
        // At 290, section 1's would pass its footer (300): 270.
        expectEqual(
            [100, 170, 250, 290].map { frames(header, at: $0) },
            [
                [CGRect(x: 0, y: 100, width: 320, height: 30), CGRect(x: 0, y: 210, width: 320, height: 30)],
                [
                    CGRect(x: 0, y: 160, width: 320, height: 30), CGRect(x: 0, y: 210, width: 320, height: 30),
                    CGRect(x: 0, y: 320, width: 320, height: 30),
                ],
                [CGRect(x: 0, y: 250, width: 320, height: 30), CGRect(x: 0, y: 320, width: 320, height: 30)],
                [CGRect(x: 0, y: 270, width: 320, height: 30), CGRect(x: 0, y: 320, width: 320, height: 30)],
            ])
        // A scroll invalidates a pinning layout (the pinned frames follow the bounds); the lines
        // stay as they were prepared.
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 320, height: 200)))
        expectEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame,
            CGRect(x: 115, y: 135, width: 90, height: 40))
        // Asking is not invalidating: a reload after the question lays the new data out
        // (one item: header 30, inset 5, its line 35..<75, inset 15, footer 20: 110 high).
        grid.1.counts = [1]
        grid.0.reloadData()
        grid.0.layoutIfNeeded()
        expectEqual(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0)), nil)
        expectEqual(grid.0.contentSize, CGSize(width: 320, height: 110))
    }

    @Test func aPinnedFooterStaysAtTheBottomUntilItsSectionStarts() {
        let layout = grid.0.collectionViewLayout as! CollectionViewFlowLayout
        layout.sectionFootersPinToVisibleBounds = true
        let footer = CollectionView.elementKindSectionFooter
        // Bounds 0..<200: section 0's footer (natural 190..<210) pinned to end at 200: 180.
        // At 60 (60..<260): section 0's at its place 190; section 1's (natural 300) would be at
        // 240, which is also where its header ends, the least it may be.
        // At 100 (100..<300): section 1's footer pinned at 280; section 0's at 190.
        expectEqual(
            [0, 60, 100].map { frames(footer, at: $0) },
            [
                [CGRect(x: 0, y: 180, width: 320, height: 20)],
                [CGRect(x: 0, y: 190, width: 320, height: 20), CGRect(x: 0, y: 240, width: 320, height: 20)],
                [CGRect(x: 0, y: 190, width: 320, height: 20), CGRect(x: 0, y: 280, width: 320, height: 20)],
            ])
    }
}
