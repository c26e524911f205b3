import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A collection view's background view (an empty-state message or a tint behind a grid). Apple,
/// `UICollectionView.backgroundView`: "The background view is automatically resized to match the
/// size of the collection view. This view is placed behind all cells and supplementary views and
/// does not scroll."
@MainActor
@Suite struct CollectionViewBackgroundViewTests {
    final class Grid: NSObject, CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    private func makeCollectionView() -> (CollectionView, Grid) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let grid = Grid()
        collectionView.dataSource = grid
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        return (collectionView, grid)
    }

    @Test func theBackgroundViewIsBehindTheCellsSizedToTheBoundsAndDoesNotScroll() throws {
        let (collectionView, grid) = makeCollectionView()
        #expect(collectionView.backgroundView == nil)
        let background = View()
        collectionView.backgroundView = background
        collectionView.layoutIfNeeded()
        #expect(background.superview === collectionView)
        #expect(collectionView.subviews.first === background)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(!collectionView.visibleCells.isEmpty)
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        // It stays on screen while the content scrolls: at the visible bounds, behind the cells.
        #expect(background.frame == CGRect(x: 0, y: 200, width: 320, height: 480))
        #expect(collectionView.subviews.first === background)
        #expect(collectionView.visibleCells.allSatisfy { $0.superview === collectionView })
        withExtendedLifetime(grid) {}
    }

    @Test func aNewBackgroundViewReplacesTheOldOne() {
        let (collectionView, grid) = makeCollectionView()
        let first = View()
        let second = View()
        collectionView.backgroundView = first
        collectionView.backgroundView = second
        collectionView.layoutIfNeeded()
        #expect(first.superview == nil)
        #expect(second.superview === collectionView)
        collectionView.backgroundView = nil
        #expect(second.superview == nil)
        withExtendedLifetime(grid) {}
    }
}
