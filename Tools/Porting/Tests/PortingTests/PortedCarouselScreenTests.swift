import Foundation
import OpenTableViewShim
import Testing

@testable import PortedScreens

/// The carousel screen (`Fixtures/Screens/CarouselViewController.input.swift`): a horizontal flow
/// layout subclass that snaps in `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`,
/// the item size computed in `viewDidLayoutSubviews` from `view.frame.width` with `floor`,
/// `UIEdgeInsetsMake` and `UIScrollViewDecelerationRateFast`. Ported with no hand edit; a drag
/// comes to rest with a card centred, as Apple documents the method ("If you want the scrolling
/// behavior to snap to specific boundaries, you can override this method").
@MainActor @Suite struct PortedCarouselScreenTests {
    @Test func cardsAreLaidOutSideBySideAndADragSnapsToTheNearestCard() throws {
        let carousel = CarouselViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = carousel
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collectionView = try #require(carousel.collectionView)
        collectionView.layoutIfNeeded()
        #expect(collectionView.decelerationRate == .fast)
        // floor(375 × 0.8) = 300 wide, 37.5 in from each side, 16 apart.
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 37.5, y: 20, width: 300, height: 200))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 353.5, y: 20, width: 300, height: 200))
        #expect(carousel.pageLabel.text == "1 of 5")
        // Dragged 400 points: the nearest card boundary is 316 (one card and its gap: 400 / 316
        // rounds to 1).
        collectionView.simulate.drag(to: CGPoint(x: 400, y: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 316, y: 0))
        #expect(carousel.currentPage == 1)
        #expect(carousel.pageLabel.text == "2 of 5")
        // The second card is centred: its frame, less the offset, is 37.5 in from the left.
        let second = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(second.frame.minX - collectionView.contentOffset.x == 37.5)
        collectionView.simulate.drag(to: CGPoint(x: 1000, y: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 948, y: 0))
        #expect(carousel.pageLabel.text == "4 of 5")
    }
}
