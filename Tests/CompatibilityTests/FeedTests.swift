import OpenTableViewTesting
import TestSupport
import Testing

@testable import CompatibilitySamples

// Drives Compatibility/Samples/FeedViewController.swift as a user would: the first page, self-sized
// rows, scrolling down (thumbnails prefetched ahead), back up (prefetches cancelled), and to the
// end (the next page requested once, then appended without moving what is on screen).
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// A server whose answers the test delivers, one request at a time.
@MainActor
final class FakeFeedServer: FeedService {
    static let texts = [
        "Short and sweet.",  // 16 characters
        "Two lines of news: the park opens on Saturday, with music and food.",  // 67
        // 123 characters:
        "A longer story: the bakery on the corner has a new oven, and from next week it bakes bread twice a day, at six and at noon.",
    ]
    let pageSize: Int
    let pageCount: Int
    private(set) var requestedPages: [Int] = []
    private var pending: [(page: Int, completion: ([Post]) -> Void)] = []

    init(pageSize: Int = 20, pageCount: Int = 2) {
        self.pageSize = pageSize
        self.pageCount = pageCount
    }

    static func post(_ id: Int) -> Post {
        Post(id: id, author: "Author \(id)", text: texts[id % texts.count])
    }

    func loadPage(_ page: Int, completion: @escaping ([Post]) -> Void) {
        requestedPages.append(page)
        pending.append((page, completion))
    }

    /// Answers the oldest request.
    func respond() {
        let (page, completion) = pending.removeFirst()
        let posts = page < pageCount ? (page * pageSize..<(page + 1) * pageSize).map(Self.post) : []
        completion(posts)
    }
}

/// Thumbnails that load the moment they are asked for, recording the requests.
@MainActor
final class FakeThumbnails: ThumbnailLoader {
    private(set) var started: [String] = []
    private(set) var cancelled: [String] = []
    private var loaded: Set<String> = []

    func startLoading(_ name: String) {
        started.append(name)
        loaded.insert(name)
    }

    func cancelLoading(_ name: String) {
        cancelled.append(name)
        loaded.remove(name)
    }

    func cachedThumbnail(_ name: String) -> UIImage? {
        loaded.contains(name) ? UIImage(systemName: "photo") : nil
    }
}

@MainActor
@Suite(.explorerPagesOnFailure) struct FeedTests {
    /// The feed as it first appears: the view loaded, the first page delivered, laid out.
    func makeScreen() -> (FeedViewController, FakeFeedServer, FakeThumbnails) {
        let server = FakeFeedServer()
        let thumbnails = FakeThumbnails()
        let screen = FeedViewController(service: server, thumbnails: thumbnails)
        screen.loadViewIfNeeded()
        server.respond()
        screen.view.layoutIfNeeded()
        screen.tableView.layoutIfNeeded()
        return (screen, server, thumbnails)
    }

    func ids(_ tableView: UITableView) -> [Int] {
        (tableView.indexPathsForVisibleRows ?? []).map(\.row)
    }

    func path(_ row: Int) -> IndexPath {
        IndexPath(row: row, section: 0)
    }

    @Test func theFirstPageShowsPostsInRowsSizedToTheirText() throws {
        let (screen, server, _) = makeScreen()
        let tableView = screen.tableView
        expectEqual(server.requestedPages, [0])
        expectEqual(tableView.numberOfRows(inSection: 0), 20)
        expectEqual(tableView.estimatedRowHeight, 80)
        let first = try #require(tableView.cellForRow(at: path(0)))
        expectEqual(first.textLabel?.text, "Author 0")
        expectEqual(first.detailTextLabel?.text, "Short and sweet.")
        expectEqual(first.detailTextLabel?.numberOfLines, 0)
        // Longer text, taller row; every visible cell has its row's height.
        let heights = (0..<3).map { tableView.rectForRow(at: path($0)).height }
        #expect(heights[0] < heights[1] && heights[1] < heights[2])
        for (indexPath, cell) in zip(tableView.indexPathsForVisibleRows ?? [], tableView.visibleCells) {
            expectEqual(cell.frame, tableView.rectForRow(at: indexPath))
        }
        #if !canImport(UIKit)
            // 11 + 21 (author) + 3 + 15 per line of caption text (48 characters a line) + 11.
            expectEqual(heights, [61, 76, 91])
            expectEqual(ids(tableView), Array(0...6))
        #endif
    }

    @Test func thumbnailsAreLoadedAheadOfTheScrollAndShownOnArrival() throws {
        let (screen, _, thumbnails) = makeScreen()
        let tableView = screen.tableView
        // Nothing is prefetched for the first screen: its cells are asked for at once.
        #expect(thumbnails.started.isEmpty)
        #expect(tableView.visibleCells.allSatisfy { $0.imageView?.image == nil })

        User.drag(tableView, to: CGPoint(x: 0, y: 100))
        let visible = Set(ids(tableView))
        let prefetched = thumbnails.started
        #expect(!prefetched.isEmpty)
        // Only rows below the screen are prefetched, nearest first.
        let prefetchedRows = prefetched.map { Int($0.dropFirst("thumbnail-".count))! }
        #expect(prefetchedRows.allSatisfy { $0 > visible.max()! })
        expectEqual(prefetchedRows, prefetchedRows.sorted())
        #if !canImport(UIKit)
            expectEqual(prefetchedRows, [8, 9, 10, 11, 12, 13])
        #endif

        // Scrolled into view, the prefetched rows show their thumbnails straight away.
        User.drag(tableView, to: CGPoint(x: 0, y: 400))
        for (indexPath, cell) in zip(tableView.indexPathsForVisibleRows ?? [], tableView.visibleCells)
        where prefetchedRows.contains(indexPath.row) {
            expectNotEqual(cell.imageView?.image, nil, "row \(indexPath.row)")
        }
    }

    @Test func scrollingBackCancelsThumbnailsNoLongerNeeded() {
        let (screen, _, thumbnails) = makeScreen()
        let tableView = screen.tableView
        User.scroll(tableView, to: CGPoint(x: 0, y: 600))
        User.drag(tableView, to: CGPoint(x: 0, y: 620))
        let ahead = thumbnails.started
        #expect(!ahead.isEmpty)
        User.drag(tableView, to: CGPoint(x: 0, y: 500))
        #expect(!thumbnails.cancelled.isEmpty)
        #expect(Set(thumbnails.cancelled).isSubset(of: Set(ahead)))
        // Rows above the screen are now prefetched instead.
        let visible = ids(tableView)
        let above = thumbnails.started.dropFirst(ahead.count).map { Int($0.dropFirst("thumbnail-".count))! }
        #expect(!above.isEmpty && above.allSatisfy { $0 < visible.min()! })
        #if !canImport(UIKit)
            expectEqual(
                thumbnails.cancelled, ahead.filter { !visible.contains(Int($0.dropFirst("thumbnail-".count))!) })
        #endif
    }

    @Test func nearingTheEndLoadsTheNextPageOnceAndAppendsItInPlace() throws {
        let (screen, server, _) = makeScreen()
        let tableView = screen.tableView
        tableView.scrollToRow(at: path(19), at: .bottom, animated: false)
        tableView.layoutIfNeeded()
        expectEqual(server.requestedPages, [0, 1])
        #expect(screen.isLoadingPage)
        // Moving about near the end while the page loads asks for nothing more.
        User.drag(tableView, to: CGPoint(x: 0, y: tableView.contentOffset.y - 50))
        User.drag(tableView, to: CGPoint(x: 0, y: tableView.contentOffset.y + 50))
        expectEqual(server.requestedPages, [0, 1])

        let offset = tableView.contentOffset
        let rows = ids(tableView)
        let cells = tableView.visibleCells
        server.respond()
        tableView.layoutIfNeeded()
        expectEqual(tableView.numberOfRows(inSection: 0), 40)
        #expect(!screen.isLoadingPage)
        // The user sees the same rows, in the same cells, where they were.
        expectEqual(tableView.contentOffset, offset)
        expectEqual(ids(tableView), rows)
        expectEqual(tableView.visibleCells.map(ObjectIdentifier.init), cells.map(ObjectIdentifier.init))
        // Scrolling on shows the new posts.
        tableView.scrollToRow(at: path(25), at: .bottom, animated: false)
        tableView.layoutIfNeeded()
        expectEqual(tableView.cellForRow(at: path(25))?.textLabel?.text, "Author 25")
    }

    @Test func anEmptyPageEndsTheFeed() {
        let (screen, server, _) = makeScreen()
        let tableView = screen.tableView
        tableView.scrollToRow(at: path(19), at: .bottom, animated: false)
        tableView.layoutIfNeeded()
        server.respond()  // page 1
        tableView.scrollToRow(at: path(39), at: .bottom, animated: false)
        tableView.layoutIfNeeded()
        expectEqual(server.requestedPages, [0, 1, 2])
        server.respond()  // page 2: empty
        #expect(screen.hasReachedEnd)
        User.drag(tableView, to: CGPoint(x: 0, y: tableView.contentOffset.y - 200))
        tableView.scrollToRow(at: path(39), at: .bottom, animated: false)
        tableView.layoutIfNeeded()
        expectEqual(server.requestedPages, [0, 1, 2])
        expectEqual(tableView.numberOfRows(inSection: 0), 40)
        expectEqual(tableView.cellForRow(at: path(39))?.textLabel?.text, "Author 39")
    }
}
