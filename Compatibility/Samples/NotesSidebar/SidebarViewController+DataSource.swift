#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

extension SidebarViewController {
    func configureDataSource() {
        let groupRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> {
            cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let leafRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, SidebarItem> {
            cell, _, item in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = []
        }

        dataSource = UICollectionViewDiffableDataSource<SidebarSection, SidebarItem>(collectionView: collectionView) {
            (collectionView, indexPath, item) -> UICollectionViewCell? in
            if item.isGroup {
                return collectionView.dequeueConfiguredReusableCell(
                    using: groupRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: leafRegistration, for: indexPath, item: item)
        }

        // MARK: outline handlers
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] item in
            self?.outlineLog.append("expand \(item.title)")
        }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { [weak self] item in
            self?.outlineLog.append("collapse \(item.title)")
        }
        // the account stays open
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in
            return item.title != "iCloud"
        }
    }
}
