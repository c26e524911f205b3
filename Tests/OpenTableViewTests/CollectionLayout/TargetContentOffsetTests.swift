import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A carousel whose flow layout snaps to its cards, as apps write one: Apple,
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: "If you want the
/// scrolling behavior to snap to specific boundaries, you can override this method and use it to
/// change the point at which to stop. … The default implementation of this method returns the
/// value in the proposedContentOffset parameter."
@MainActor
@Suite struct TargetContentOffsetTests {
    /// Cards 300 wide, 10 apart: a drag stops at the card nearest to where it would stop.
    final class SnappingLayout: CollectionViewFlowLayout {
        var asked: [CGPoint] = []

        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            asked.append(proposedContentOffset)
            let page = itemSize.width + minimumLineSpacing
            return CGPoint(x: (proposedContentOffset.x / page).rounded() * page, y: proposedContentOffset.y)
        }
    }

    final class Cards: NSObject, CollectionViewDataSource, CollectionViewDelegate {
        var targets: [CGPoint] = []

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        }
        func scrollViewWillEndDragging(
            _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            targets.append(targetContentOffset.pointee)
        }
    }

    private func carousel(_ layout: CollectionViewFlowLayout) -> (CollectionView, Cards) {
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 200)
        layout.minimumLineSpacing = 10
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let cards = Cards()
        collectionView.dataSource = cards
        collectionView.delegate = cards
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.layoutIfNeeded()
        return (collectionView, cards)
    }

    @Test func aDragComesToRestWhereTheLayoutSaysAndTheDelegateHearsThatTarget() {
        let layout = SnappingLayout()
        let (collectionView, cards) = carousel(layout)
        collectionView.simulate.drag(to: CGPoint(x: 450, y: 0))
        #expect(layout.asked == [CGPoint(x: 450, y: 0)])
        #expect(cards.targets == [CGPoint(x: 310, y: 0)])
        #expect(collectionView.contentOffset == CGPoint(x: 310, y: 0))
        collectionView.simulate.drag(to: CGPoint(x: 780, y: 0))
        #expect(collectionView.contentOffset == CGPoint(x: 930, y: 0))
    }

    @Test func theDefaultKeepsTheProposedOffset() {
        let layout = CollectionViewFlowLayout()
        #expect(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 12, y: 34), withScrollingVelocity: .zero)
                == CGPoint(x: 12, y: 34))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 5, y: 6)) == CGPoint(x: 5, y: 6))
        let (collectionView, cards) = carousel(layout)
        collectionView.simulate.drag(to: CGPoint(x: 450, y: 0))
        #expect(cards.targets == [CGPoint(x: 450, y: 0)])
        #expect(collectionView.contentOffset == CGPoint(x: 450, y: 0))
    }
}
