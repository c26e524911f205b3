import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/Discover/ as a user would: the screen as it opens, the page
// scrolled under its pinned section headers, the Featured carousel paged across, an episode
// tapped. UIKit scrolls an orthogonal section in an internal scroll view no public API reaches,
// so these tests run headless only.
#if !canImport(UIKit)
    import OpenTableViewShim

    /// The screen, 390 × 600. Featured: a 44-point header at y 0 (x 16, 358 wide: the section's
    /// insets), its inset top 8, cards 280 × 180 at y 52 and x 16 + 292·k (280 + 12 apart), its
    /// inset bottom 16: the section ends at 248. New Episodes: a 44-point header at 248, rows 64
    /// high from 292, row i at 292 + 64·i; 20 episodes end at 1572.
    @MainActor
    @Suite struct DiscoverTests {
        static let episodes = (1...20).map {
            Episode(show: $0.isMultiple(of: 2) ? "Deep Space" : "Field Notes", title: "Episode \($0)")
        }

        func makeScreen() -> DiscoverViewController {
            let screen = DiscoverViewController(episodes: Self.episodes)
            screen.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
            screen.view.layoutIfNeeded()
            screen.collectionView.layoutIfNeeded()
            return screen
        }

        /// The items on screen as "section-item x y".
        func shown(_ collectionView: UICollectionView) -> [String] {
            collectionView.indexPathsForVisibleItems.map {
                let frame = collectionView.cellForItem(at: $0)?.frame ?? .null
                return "\($0.section)-\($0.item) \(Int(frame.minX)) \(Int(frame.minY))"
            }
        }

        /// The headers on screen: their title and frame.
        func headers(_ collectionView: UICollectionView) -> [String] {
            let kind = UICollectionView.elementKindSectionHeader
            return collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).sorted().map {
                let header = collectionView.supplementaryView(forElementKind: kind, at: $0) as? SectionTitleView
                let f = header?.frame ?? .null
                return "\(header?.label.text ?? "?") (\(f.minX), \(f.minY), \(f.width), \(f.height))"
            }
        }

        func scrollPage(_ collectionView: UICollectionView, to y: CGFloat) {
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
        }

        @Test func theScreenOpensOnTheCarouselAndTheFirstEpisodes() {
            let screen = makeScreen()
            let collectionView = screen.collectionView!
            // Cards 0 (16 ..< 296) and 1 (308 ..< 588) meet the 390-point width; rows 0 to 4
            // (548 ..< 612) meet the 600-point height.
            expectEqual(
                shown(collectionView),
                ["0-0 16 52", "0-1 308 52", "1-0 16 292", "1-1 16 356", "1-2 16 420", "1-3 16 484", "1-4 16 548"])
            expectEqual(
                collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size,
                CGSize(width: 280, height: 180))
            expectEqual(
                collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.size,
                CGSize(width: 358, height: 64))
            let card = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ShowCardCell
            expectEqual(card?.titleLabel.text, "Deep Space")
            expectEqual(card?.hostLabel.text, "with Ravi")
            expectEqual(
                headers(collectionView),
                ["Featured (16.0, 0.0, 358.0, 44.0)", "New Episodes (16.0, 248.0, 358.0, 44.0)"])
            expectEqual(collectionView.contentSize, CGSize(width: 390, height: 1572))
        }

        @Test func theCarouselPagesOneCardAtATimeAndTheListStays() {
            let screen = makeScreen()
            let collectionView = screen.collectionView!
            // Group paging: a 200-point drag (0.68 of a 292-point card and gap) turns one card,
            // to 292: card 0 shows its last 4 points (296 − 292), card 1 at 16, card 2 at 308.
            collectionView.simulate.scrollOrthogonalSection(0, by: 200)
            expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 292, y: 0))
            expectEqual(Array(shown(collectionView).prefix(3)), ["0-0 -276 52", "0-1 16 52", "0-2 308 52"])
            // A long drag still turns one card only: 584; card 0 is gone, card 3 enters.
            collectionView.simulate.scrollOrthogonalSection(0, by: 1000)
            expectEqual(Array(shown(collectionView).prefix(3)), ["0-1 -276 52", "0-2 16 52", "0-3 308 52"])
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
            // The content is 16 + 5·292 − 12 + 16 = 1480 wide: the offset stops at 1480 − 390 =
            // 1090, short of card 4's boundary (1168), the last card's end at the inset (94 + 280 = 374).
            collectionView.simulate.scrollOrthogonalSection(0, by: 1000)
            collectionView.simulate.scrollOrthogonalSection(0, by: 1000)
            expectEqual(collectionView.simulate.orthogonalContentOffset(ofSection: 0), CGPoint(x: 1090, y: 0))
            expectEqual(
                shown(collectionView),
                ["0-3 -198 52", "0-4 94 52", "1-0 16 292", "1-1 16 356", "1-2 16 420", "1-3 16 484", "1-4 16 548"])
            let card = collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? ShowCardCell
            expectEqual(card?.titleLabel.text, "Field Notes")
            // The page scrolls down and back: the carousel keeps its place.
            scrollPage(collectionView, to: 400)
            scrollPage(collectionView, to: 0)
            expectEqual(Array(shown(collectionView).prefix(2)), ["0-3 -198 52", "0-4 94 52"])
        }

        @Test func theHeadersStayPinnedWhileTheirSectionShows() {
            let screen = makeScreen()
            let collectionView = screen.collectionView!
            // At 100 the Featured header follows the top (100); New Episodes' is in place.
            scrollPage(collectionView, to: 100)
            expectEqual(
                headers(collectionView),
                ["Featured (16.0, 100.0, 358.0, 44.0)", "New Episodes (16.0, 248.0, 358.0, 44.0)"])
            // At 220 Featured's header is pushed up by its section's end: 248 − 44 = 204.
            scrollPage(collectionView, to: 220)
            expectEqual(
                headers(collectionView),
                ["Featured (16.0, 204.0, 358.0, 44.0)", "New Episodes (16.0, 248.0, 358.0, 44.0)"])
            // At 500 Featured is gone and New Episodes' header stays at the top, over rows 3
            // (484 ..< 548) to 12 (1060 ..< 1124).
            scrollPage(collectionView, to: 500)
            expectEqual(headers(collectionView), ["New Episodes (16.0, 500.0, 358.0, 44.0)"])
            expectEqual(collectionView.indexPathsForVisibleItems.map(\.item), Array(3...12))
            expectEqual(collectionView.indexPathsForVisibleItems.map(\.section), Array(repeating: 1, count: 10))
        }

        @Test func tappingAnEpisodeStartsItAndACardDoesNot() {
            let screen = makeScreen()
            let collectionView = screen.collectionView!
            collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 1))
            expectEqual(screen.nowPlaying, Self.episodes[2])
            expectEqual(collectionView.indexPathsForSelectedItems ?? [], [])
            collectionView.simulate.scrollOrthogonalSection(0, by: 200)
            collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
            expectEqual(screen.nowPlaying, Self.episodes[2])
        }
    }
#endif
