// An outline sidebar, written as an app writes one (iOS 14+): a `.sidebar` list configuration,
// a `UICollectionViewDiffableDataSource` fed one `NSDiffableDataSourceSectionSnapshot` per section
// with parents and children, parents showing `UICellAccessory.outlineDisclosure()`, expansion and
// collapse watched (and one refused) through `sectionSnapshotHandlers`, and a selection that
// shows the folder's notes in a detail screen.
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

class SidebarViewController: UIViewController {

    enum SidebarSection: Int {
        case library, folders
    }

    struct SidebarItem: Hashable {
        let title: String
        var isGroup = false
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<SidebarSection, SidebarItem>!
    /// The outline changes the sidebar saw, in order.
    var outlineLog = [String]()
    var shownFolder: String?

    let folders: [String: [String]] = [
        "iCloud": ["Work", "Personal"],
        "Personal": ["Trips", "Recipes"],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Notes"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        applyInitialSnapshots()
    }

    private func createLayout() -> UICollectionViewLayout {
        let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func applyInitialSnapshots() {
        var sections = NSDiffableDataSourceSnapshot<SidebarSection, SidebarItem>()
        sections.appendSections([.library, .folders])
        dataSource.apply(sections, animatingDifferences: false)

        var library = NSDiffableDataSourceSectionSnapshot<SidebarItem>()
        library.append([SidebarItem(title: "All Notes"), SidebarItem(title: "Recently Deleted")])
        dataSource.apply(library, to: .library, animatingDifferences: false)

        dataSource.apply(folderSnapshot(), to: .folders, animatingDifferences: false)
    }

    /// iCloud ▸ Work, Personal ▸ Trips, Recipes; iCloud starts expanded, Personal collapsed.
    func folderSnapshot() -> NSDiffableDataSourceSectionSnapshot<SidebarItem> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<SidebarItem>()
        func add(_ title: String, to parent: SidebarItem?) {
            let children = folders[title] ?? []
            let item = SidebarItem(title: title, isGroup: !children.isEmpty)
            snapshot.append([item], to: parent)
            for child in children { add(child, to: item) }
        }
        add("iCloud", to: nil)
        snapshot.expand([SidebarItem(title: "iCloud", isGroup: true)])
        return snapshot
    }
}

// MARK: - UICollectionViewDelegate

extension SidebarViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath), !item.isGroup else { return }
        shownFolder = item.title
        let notes = NotesListController(folder: item.title)
        navigationController?.pushViewController(notes, animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        // groups open and close, they are not shown
        return dataSource.itemIdentifier(for: indexPath)?.isGroup == false
    }
}

final class NotesListController: UIViewController {
    let folder: String

    init(folder: String) {
        self.folder = folder
        super.init(nibName: nil, bundle: nil)
        title = folder
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
