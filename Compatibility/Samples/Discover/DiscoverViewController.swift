// A podcast app's Discover tab, written the way an iOS app writes one: a compositional layout
// whose section provider switches on a section enum (a Featured carousel that pages a group at a
// time across the screen, then a list of new episodes), section headers pinned to the top while
// their section shows, a `UICollectionViewDiffableDataSource` fed by cell and supplementary
// registrations, and a tap that starts an episode.
//
// The layout lives in DiscoverViewController+Layout.swift, the cells in DiscoverCells.swift.
// The only OpenTableView-specific lines are the imports: on iOS this file compiles against UIKit.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

/// A show in the Featured carousel.
struct FeaturedShow: Hashable, Sendable {
    let title: String
    let host: String
}

/// An episode in the New Episodes list.
struct Episode: Hashable, Sendable {
    let show: String
    let title: String
}

/// What the collection view shows: one identifier type for both sections' items.
enum DiscoverItem: Hashable, Sendable {
    case featured(FeaturedShow)
    case episode(Episode)
}

final class DiscoverViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int, CaseIterable, Hashable, Sendable {
        case featured
        case newEpisodes

        var title: String {
            switch self {
            case .featured: return "Featured"
            case .newEpisodes: return "New Episodes"
            }
        }
    }

    static let featuredShows = [
        FeaturedShow(title: "Morning Brief", host: "Ana"),
        FeaturedShow(title: "Deep Space", host: "Ravi"),
        FeaturedShow(title: "Kitchen Table", host: "Moe"),
        FeaturedShow(title: "Slow History", host: "Lena"),
        FeaturedShow(title: "Field Notes", host: "Jun"),
    ]

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, DiscoverItem>!
    /// The episode the user started last.
    private(set) var nowPlaying: Episode?

    let episodes: [Episode]

    init(episodes: [Episode]) {
        self.episodes = episodes
        super.init(nibName: nil, bundle: nil)
        title = "Discover"
    }

    required init?(coder: NSCoder) {
        self.episodes = []
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        applyInitialSnapshot()
    }

    private func configureDataSource() {
        let showRegistration = UICollectionView.CellRegistration<ShowCardCell, FeaturedShow> { cell, _, show in
            cell.titleLabel.text = show.title
            cell.hostLabel.text = "with " + show.host
        }
        let episodeRegistration = UICollectionView.CellRegistration<EpisodeCell, Episode> { cell, _, episode in
            cell.titleLabel.text = episode.title
            cell.showLabel.text = episode.show
        }
        dataSource = UICollectionViewDiffableDataSource<Section, DiscoverItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item {
            case .featured(let show):
                return collectionView.dequeueConfiguredReusableCell(
                    using: showRegistration, for: indexPath, item: show)
            case .episode(let episode):
                return collectionView.dequeueConfiguredReusableCell(
                    using: episodeRegistration, for: indexPath, item: episode)
            }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<SectionTitleView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] header, _, indexPath in
            header.label.text = self?.dataSource.sectionIdentifier(for: indexPath.section)?.title
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    private func applyInitialSnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, DiscoverItem>()
        snapshot.appendSections([.featured, .newEpisodes])
        snapshot.appendItems(Self.featuredShows.map { DiscoverItem.featured($0) }, toSection: .featured)
        snapshot.appendItems(episodes.map { DiscoverItem.episode($0) }, toSection: .newEpisodes)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard case .episode(let episode)? = dataSource.itemIdentifier(for: indexPath) else { return }
        nowPlaying = episode
    }
}
