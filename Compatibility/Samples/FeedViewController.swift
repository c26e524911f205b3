// An infinite feed, written the way an iOS app writes one: a view controller that owns a plain
// table of self-sizing `.subtitle` cells (`rowHeight` automatic, an `estimatedRowHeight`), asks
// for the next page when the user nears the end and appends it with `insertRows`, and starts
// thumbnail loads early through `UITableViewDataSourcePrefetching`.
//
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// One post in the feed.
struct Post: Equatable {
    let id: Int
    let author: String
    let text: String

    var thumbnailName: String { "thumbnail-\(id)" }
}

/// Where pages of posts come from; a real app asks a server. `completion` runs later, on the
/// main actor, with the page's posts (empty past the last page).
@MainActor
protocol FeedService: AnyObject {
    func loadPage(_ page: Int, completion: @escaping ([Post]) -> Void)
}

/// Loads and caches thumbnails; a real app downloads them.
@MainActor
protocol ThumbnailLoader: AnyObject {
    /// Starts loading a thumbnail that will probably be shown soon.
    func startLoading(_ name: String)
    /// Stops loading a thumbnail that is no longer needed soon.
    func cancelLoading(_ name: String)
    /// The thumbnail, if it has loaded.
    func cachedThumbnail(_ name: String) -> UIImage?
}

final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
{
    static let cellIdentifier = "PostCell"
    /// The next page is asked for when one of the last `pageThreshold` rows appears.
    static let pageThreshold = 5

    let tableView = UITableView(frame: .zero, style: .plain)
    private let service: FeedService
    private let thumbnails: ThumbnailLoader
    private(set) var posts: [Post] = []
    private var nextPage = 0
    private(set) var isLoadingPage = false
    private(set) var hasReachedEnd = false

    init(service: FeedService, thumbnails: ThumbnailLoader) {
        self.service = service
        self.thumbnails = thumbnails
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.frame = view.bounds
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
        view.addSubview(tableView)
        loadNextPage()
    }

    // MARK: Pages

    private func loadNextPage() {
        guard !isLoadingPage, !hasReachedEnd else { return }
        isLoadingPage = true
        service.loadPage(nextPage) { [weak self] page in
            self?.append(page)
        }
    }

    private func append(_ page: [Post]) {
        isLoadingPage = false
        guard !page.isEmpty else {
            hasReachedEnd = true
            return
        }
        nextPage += 1
        let firstNewRow = posts.count
        posts += page
        if firstNewRow == 0 {
            tableView.reloadData()
        } else {
            let newRows = (firstNewRow..<posts.count).map { IndexPath(row: $0, section: 0) }
            tableView.insertRows(at: newRows, with: .automatic)
        }
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
        let post = posts[indexPath.row]
        cell.textLabel?.text = post.author
        cell.detailTextLabel?.text = post.text
        cell.detailTextLabel?.numberOfLines = 0
        cell.imageView?.image = thumbnails.cachedThumbnail(post.thumbnailName)
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row >= posts.count - Self.pageThreshold {
            loadNextPage()
        }
    }

    // MARK: UITableViewDataSourcePrefetching

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where indexPath.row < posts.count {
            thumbnails.startLoading(posts[indexPath.row].thumbnailName)
        }
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        for indexPath in indexPaths where indexPath.row < posts.count {
            thumbnails.cancelLoading(posts[indexPath.row].thumbnailName)
        }
    }
}
