#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

// MARK: - Cells and data source

extension HomeSettingsViewController.Row {
    var title: String {
        switch self {
        case .awayMode: return "Away Mode"
        case .wifi: return "Wi-Fi"
        case .notifications: return "Notifications"
        case .device(let name): return name
        }
    }
}

extension HomeSettingsViewController {
    func detailText(for row: Row) -> String? {
        switch row {
        case .awayMode: return nil
        case .wifi: return "Home Network"
        case .notifications: return "Banners"
        case .device(let name):
            guard let device = self.device(named: name) else { return nil }
            return device.isFlagged ? "\(device.room) · Flagged" : device.room
        }
    }

    func configureDataSource() {
        awaySwitch.addAction(
            UIAction { [unowned self] action in
                guard let sender = action.sender as? UISwitch else { return }
                self.awayModeChanged(sender)
            }, for: .valueChanged)

        let switchRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
            [unowned self] cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            cell.accessories = [
                .customView(configuration: .init(customView: self.awaySwitch, placement: .trailing(displayed: .always)))
            ]
        }
        let linkRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
            [unowned self] cell, _, row in
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = self.detailText(for: row)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }

        dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) {
            collectionView, indexPath, row in
            switch row {
            case .awayMode:
                return collectionView.dequeueConfiguredReusableCell(
                    using: switchRegistration, for: indexPath, item: row)
            default:
                return collectionView.dequeueConfiguredReusableCell(using: linkRegistration, for: indexPath, item: row)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    func awayModeChanged(_ sender: UISwitch) {
        isAwayModeOn = sender.isOn
        log.append("away mode \(sender.isOn ? "on" : "off")")
    }

    // MARK: - Swipe actions

    func trailingSwipeActions(for indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard case .device(let name)? = dataSource.itemIdentifier(for: indexPath), let device = self.device(named: name)
        else { return nil }
        log.append("swipe \(device.name)")

        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self = self else { return }
            self.log.append("delete \(device.name)")
            self.devices.removeAll(where: { $0.name == name })
            var snapshot = self.dataSource.snapshot()
            snapshot.deleteItems([.device(name)])
            self.dataSource.apply(snapshot, animatingDifferences: true)
            completion(true)
        }
        let flag = UIContextualAction(style: .normal, title: device.isFlagged ? "Unflag" : "Flag") {
            [weak self] _, _, completion in
            guard let self = self, let index = self.devices.firstIndex(where: { $0.name == name }) else {
                return completion(false)
            }
            self.log.append("flag \(device.name)")
            self.devices[index].isFlagged.toggle()
            var snapshot = self.dataSource.snapshot()
            snapshot.reconfigureItems([.device(name)])
            self.dataSource.apply(snapshot, animatingDifferences: true)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }
}
