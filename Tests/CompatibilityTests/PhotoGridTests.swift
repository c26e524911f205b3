import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

#if !canImport(UIKit)
    /// The photo grid on the flow layout: three square columns sized in `viewWillLayoutSubviews`,
    /// a header per day, thumbnails started for the cells on screen and prefetched ahead of the
    /// scroll, cancelled when the scroll turns back.
    ///
    /// Geometry (Apple, `UICollectionViewFlowLayout`: items flow in lines across the width with at
    /// least `minimumInteritemSpacing` between them, lines `minimumLineSpacing` apart, a header of
    /// `headerReferenceSize.height` across the width above each section's items, `sectionInset`
    /// around them): 390 points less two 3-point gaps leave 384, so a column is 384 / 3 = 128
    /// points and the columns start at x = 0, 131 and 262. A line of three is 128 + 3 = 131 points
    /// from the next. Today (12 photos, 4 lines): header 0–40, lines at 40, 171, 302, 433, ending
    /// at 561, then the 3-point bottom inset: 564. Yesterday (30 photos, 10 lines): header 564–604,
    /// lines from 604, the last at 604 + 9 × 131 = 1783, ending at 1911 + 3 = 1914.
    @MainActor
    @Suite(.explorerPagesOnFailure) struct PhotoGridTests {
        private func launch() -> (window: UIWindow, grid: PhotoGridViewController, loader: PhotoLoader) {
            let loader = PhotoLoader()
            let grid = PhotoGridViewController(
                days: [
                    (title: "Today", photos: (0..<12).map { Photo(id: $0, title: "IMG_\($0)") }),
                    (title: "Yesterday", photos: (12..<42).map { Photo(id: $0, title: "IMG_\($0)") }),
                ], loader: loader)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = grid
            window.makeKeyAndVisible()
            grid.collectionView.layoutIfNeeded()
            return (window, grid, loader)
        }

        private func visible(_ collectionView: UICollectionView) -> [String] {
            collectionView.indexPathsForVisibleItems.map { "\($0.section)-\($0.item)" }
        }

        private func drag(_ collectionView: UICollectionView, to y: CGFloat) {
            collectionView.simulate.drag(to: CGPoint(x: 0, y: y))
            collectionView.layoutIfNeeded()
        }

        @Test func threeSquareColumnsUnderADayHeader() throws {
            let (_, grid, _) = launch()
            let collectionView = grid.collectionView!
            let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
            expectEqual(layout.itemSize, CGSize(width: 128, height: 128))
            expectEqual(collectionView.contentSize, CGSize(width: 390, height: 1914))
            expectEqual(
                (0..<4).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame },
                [
                    CGRect(x: 0, y: 40, width: 128, height: 128), CGRect(x: 131, y: 40, width: 128, height: 128),
                    CGRect(x: 262, y: 40, width: 128, height: 128), CGRect(x: 0, y: 171, width: 128, height: 128),
                ])
            expectEqual(
                collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame,
                CGRect(x: 0, y: 604, width: 128, height: 128))
            let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
                .compactMap { $0 as? DayHeaderView }.sorted { $0.frame.minY < $1.frame.minY }
            expectEqual(headers.map(\.titleLabel.text), ["Today", "Yesterday"])
            expectEqual(
                headers.map(\.frame),
                [
                    CGRect(x: 0, y: 0, width: 390, height: 40), CGRect(x: 0, y: 564, width: 390, height: 40),
                ])
            // 0–844 shows Today's four lines and Yesterday's first two (604 and 735).
            expectEqual(visible(collectionView), (0..<12).map { "0-\($0)" } + (0..<6).map { "1-\($0)" })
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)
            expectEqual(cell.imageView.frame, CGRect(x: 0, y: 0, width: 128, height: 128))
        }

        @Test func visibleCellsStartTheirLoadsAndShowTheImagesWhenTheyArrive() throws {
            let (_, grid, loader) = launch()
            let collectionView = grid.collectionView!
            // The first screen's cells are asked for at once; nothing is prefetched for it.
            expectEqual(loader.started, Array(0..<18))
            expectEqual(grid.prefetchLog, [])
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 1)) as? PhotoCell)
            #expect(cell.imageView.image == nil)
            loader.finishAll()
            #expect(cell.imageView.image != nil)
            expectEqual(grid.requests.count, 0)
            expectEqual(grid.thumbnails.count, 18)
        }

        @Test func scrollingDownPrefetchesAheadAndScrollingBackCancels() {
            let (_, grid, loader) = launch()
            let collectionView = grid.collectionView!
            drag(collectionView, to: 200)
            // 200–1044: Today's lines at 171, 302, 433 and Yesterday's at 604 … 997.
            expectEqual(visible(collectionView), (3..<12).map { "0-\($0)" } + (0..<12).map { "1-\($0)" })
            // One viewport (844 points) beyond the bottom edge, 1044–1888: Yesterday's lines at
            // 1128 … 1783, items 12–29, offered nearest first (the collection view's rule, as the
            // table's: CollectionView.prefetchDataSource).
            expectEqual(grid.prefetchLog, (12..<30).map { "prefetch 1-\($0)" })
            expectEqual(loader.started, Array(0..<42))

            drag(collectionView, to: 700)
            // Items 12–23 come on screen with their loads under way: no second request, and
            // nothing new lies within a viewport below.
            expectEqual(visible(collectionView), (0..<24).map { "1-\($0)" })
            expectEqual(loader.started.count, 42)
            expectEqual(grid.prefetchLog.count, 18)

            drag(collectionView, to: 100)
            // The scroll turned back: the prefetched items still off screen are no longer wanted.
            expectEqual(Array(grid.prefetchLog.dropFirst(18)), (24..<30).map { "cancel 1-\($0)" })
            expectEqual(loader.cancelled, Array(36..<42))
            loader.finishAll()
            // The cancelled loads never deliver.
            expectEqual(grid.thumbnails.count, 36)
            expectEqual(grid.requests.count, 0)
        }
    }
#endif
