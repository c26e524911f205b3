import UIKit

/// Picks tags for a note: tags as capsules that wrap like words (a compositional layout with
/// estimated widths), a search field filtering them, and the picked tags kept across filtering.
final class TagPickerViewController: UIViewController {

    enum Section: Int, CaseIterable {
        case suggested
        case all
    }

    struct Tag: Hashable {
        let name: String
        let isSuggested: Bool
    }

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Tag>!
    let searchField = UITextField()
    var tags: [Tag] = []
    private(set) var picked = Set<String>()
    var onPick: ((Set<String>) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.placeholder = "Search tags"
        searchField.addTarget(self, action: #selector(searchChanged), for: .editingChanged)
        view.addSubview(searchField)

        collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.allowsMultipleSelection = true
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        applySnapshot(filter: "")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        searchField.frame = CGRect(x: 16, y: view.safeAreaInsets.top, width: view.bounds.width - 32, height: 44)
        collectionView.frame = CGRect(x: 0, y: searchField.frame.maxY, width: view.bounds.width, height: view.bounds.height - searchField.frame.maxY)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .estimated(80), heightDimension: .absolute(32))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(32))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(28))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<TagCapsuleCell, Tag> { cell, _, tag in
            cell.label.text = "#" + tag.name
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = Section(rawValue: indexPath.section) == .suggested ? "Suggested" : "All Tags"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Tag>(collectionView: collectionView) { collectionView, indexPath, tag in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: tag)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    func applySnapshot(filter: String) {
        let matching = filter.isEmpty ? tags : tags.filter { $0.name.localizedCaseInsensitiveContains(filter) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Tag>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(matching.filter { $0.isSuggested }, toSection: .suggested)
        snapshot.appendItems(matching.filter { !$0.isSuggested }, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
        // Filtering must not lose what was picked: select the picked tags that are shown again.
        for tag in matching where picked.contains(tag.name) {
            if let indexPath = dataSource.indexPath(for: tag) {
                collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
            }
        }
    }

    @objc private func searchChanged() {
        applySnapshot(filter: searchField.text ?? "")
    }
}

extension TagPickerViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let tag = dataSource.itemIdentifier(for: indexPath) else { return }
        picked.insert(tag.name)
        onPick?(picked)
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        guard let tag = dataSource.itemIdentifier(for: indexPath) else { return }
        picked.remove(tag.name)
        onPick?(picked)
    }
}
