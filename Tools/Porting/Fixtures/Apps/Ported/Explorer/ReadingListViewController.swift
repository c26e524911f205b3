//
//  ReadingListViewController.swift
//  Explorer
//
//  A plain list of articles drawn by a custom content configuration, with section headers from a
//  supplementary registration, a background that follows the cell's state, and read marks that
//  reconfigure the item in place.
//

import OpenTableViewShim

final class ReadingListViewController: UIViewController {

    enum Section: Int, CaseIterable {
        case today, earlier

        var title: String {
            switch self {
            case .today: return "Today"
            case .earlier: return "Earlier"
            }
        }
    }

    struct Article: Hashable, Identifiable {
        let id = UUID()
        var title: String
        var summary: String
    }

    private lazy var collectionView: UICollectionView = {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.headerMode = .supplementary
        config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            self?.markAsReadAction(at: indexPath)
        }
        let layout = UICollectionViewCompositionalLayout.list(using: config)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        return collectionView
    }()

    private var dataSource: UICollectionViewDiffableDataSource<Section, Article.ID>!
    private(set) var articles: [Article.ID: Article] = [:]
    private(set) var readArticles: Set<Article.ID> = []
    var today: [Article] = []
    var earlier: [Article] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        view.backgroundColor = .systemBackground
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        configureDataSource()
        applySnapshot()
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Article.ID> { [weak self] cell, indexPath, id in
            guard let self = self, let article = self.articles[id] else { return }
            var content = ArticleContentConfiguration()
            content.title = article.title
            content.subtitle = article.summary
            content.image = UIImage(systemName: "doc.richtext")
            content.isRead = self.readArticles.contains(id)
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
                if state.isSelected || state.isHighlighted {
                    background.backgroundColor = .systemBlue
                }
                cell.backgroundConfiguration = background
            }
        }

        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { [weak self] header, _, indexPath in
            guard let section = self?.dataSource.snapshot().sectionIdentifiers[indexPath.section] else { return }
            var content = header.defaultContentConfiguration()
            content.text = section.title
            header.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Article.ID>(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    func applySnapshot() {
        for article in today + earlier {
            articles[article.id] = article
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Article.ID>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(today.map(\.id), toSection: .today)
        snapshot.appendItems(earlier.map(\.id), toSection: .earlier)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func markAsRead(_ id: Article.ID) {
        readArticles.insert(id)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        DispatchQueue.main.async {
            self.dataSource.apply(snapshot, animatingDifferences: true)
        }
    }

    private func markAsReadAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath), !readArticles.contains(id) else { return nil }
        let action = UIContextualAction(style: .normal, title: "Read") { [weak self] _, _, completion in
            self?.markAsRead(id)
            completion(true)
        }
        action.image = UIImage(systemName: "envelope.open")
        action.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [action])
    }
}

extension ReadingListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        markAsRead(id)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
