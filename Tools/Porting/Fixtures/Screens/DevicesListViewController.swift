import OpenTableViewShim

/// The paired devices of an account, as a modern list: an inset-grouped list layout with a header
/// per section, a switch per device, a disclosure indicator on the rows that open details, and a
/// trailing "Forget" swipe action.
class DevicesListViewController: UIViewController {

    struct Device: Hashable {
        let id: UUID
        var name: String
        var isEnabled: Bool
    }

    enum Section: String, CaseIterable {
        case thisAccount = "My Devices"
        case shared = "Shared With Me"
    }

    var collectionView: UICollectionView! = nil
    var dataSource: UICollectionViewDiffableDataSource<Section, UUID>! = nil
    var devices: [Section: [Device]] = [:]
    var openedDevice: Device?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Devices"
        configureHierarchy()
        configureDataSource()
    }

    func device(withID id: UUID) -> Device? {
        for section in Section.allCases {
            if let device = devices[section]?.first(where: { $0.id == id }) { return device }
        }
        return nil
    }

    func section(of id: UUID) -> Section? {
        Section.allCases.first { devices[$0]?.contains(where: { $0.id == id }) ?? false }
    }
}

extension DevicesListViewController {
    private func createLayout() -> UICollectionViewLayout {
        var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        config.headerMode = .supplementary
        config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let id = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let forget = UIContextualAction(style: .destructive, title: "Forget") { _, _, completion in
                self.forget(id)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [forget])
        }
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, UUID> { [weak self] cell, indexPath, id in
            guard let self = self, let device = self.device(withID: id) else { return }
            var content = cell.defaultContentConfiguration()
            content.text = device.name
            content.secondaryText = device.isEnabled ? "Connected" : "Off"
            cell.contentConfiguration = content

            let toggle = UISwitch()
            toggle.isOn = device.isEnabled
            toggle.addAction(UIAction(identifier: UIAction.Identifier("DevicesListViewController.toggleChanged(_:)")) { [unowned self] action in self.toggleChanged(action.sender as! UISwitch) }, for: .valueChanged)
            toggle.tag = indexPath.item
            let switchAccessory = UICellAccessory.CustomViewConfiguration(customView: toggle, placement: .trailing(displayed: .always))
            cell.accessories = [.customView(configuration: switchAccessory), .disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = Section.allCases[indexPath.section].rawValue
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, UUID>(collectionView: collectionView) { collectionView, indexPath, id in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: id)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        applySnapshot()
    }

    func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, UUID>()
        for section in Section.allCases {
            snapshot.appendSections([section])
            snapshot.appendItems(devices[section, default: []].map(\.id), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func forget(_ id: UUID) {
        guard let section = section(of: id) else { return }
        devices[section]?.removeAll { $0.id == id }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        dataSource.apply(snapshot)
    }

    func toggleChanged(_ sender: UISwitch) {
        guard let cell = sender.superview(of: UICollectionViewListCell.self),
              let indexPath = collectionView.indexPath(for: cell),
              let id = dataSource.itemIdentifier(for: indexPath),
              let section = section(of: id),
              let index = devices[section]?.firstIndex(where: { $0.id == id }) else { return }
        devices[section]![index].isEnabled = sender.isOn
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension DevicesListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
        openedDevice = device(withID: id)
    }
}

extension UIView {
    /// The nearest ancestor of a type: the cell a control sits in.
    func superview<T: UIView>(of type: T.Type) -> T? {
        return superview as? T ?? superview?.superview(of: type)
    }
}
