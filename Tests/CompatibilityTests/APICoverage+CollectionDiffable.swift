// Compile-time proof of Compatibility/API.md's "UICollectionViewDiffableDataSource and section
// snapshots" section: every member marked "yes" or "partial" is referenced once, in UIKit's
// spelling through the shim, after its "// API: <row>" marker. The functions are never called:
// compiling them is the test (see APICoverage.swift).
#if !canImport(UIKit)
    import Foundation
    import OpenTableViewShim

    @MainActor
    enum APICoverageCollectionDiffable {
        enum Section: Hashable, Sendable { case folders, tags }

        /// A sidebar of folders, as the iOS 14 outline samples write it.
        final class SidebarViewController: UIViewController {
            lazy var collectionView = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            // API: UICollectionViewDiffableDataSource
            var dataSource: UICollectionViewDiffableDataSource<Section, String>!

            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
                // API: UICollectionViewDiffableDataSource.CellProvider
                let provider: UICollectionViewDiffableDataSource<Section, String>.CellProvider = {
                    collectionView, indexPath, _ in
                    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                }
                // API: UICollectionViewDiffableDataSource.init(collectionView:cellProvider:)
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: provider)
                // API: UICollectionViewDiffableDataSource.SupplementaryViewProvider
                let header: UICollectionViewDiffableDataSource<Section, String>.SupplementaryViewProvider = {
                    _, _, _ in nil
                }
                // API: UICollectionViewDiffableDataSource.supplementaryViewProvider
                dataSource.supplementaryViewProvider = header
                configureHandlers()
                applyInitialData()
            }

            func configureHandlers() {
                // API: UICollectionViewDiffableDataSource.ReorderingHandlers
                var reordering = UICollectionViewDiffableDataSource<Section, String>.ReorderingHandlers()
                // API: UICollectionViewDiffableDataSource.ReorderingHandlers.canReorderItem
                reordering.canReorderItem = { _ in true }
                // API: UICollectionViewDiffableDataSource.ReorderingHandlers.willReorder
                reordering.willReorder = { _ in }
                // API: UICollectionViewDiffableDataSource.ReorderingHandlers.didReorder
                reordering.didReorder = { transaction in
                    // API: NSDiffableDataSourceTransaction
                    let _: NSDiffableDataSourceTransaction<Section, String> = transaction
                    // API: NSDiffableDataSourceTransaction.initialSnapshot
                    _ = transaction.initialSnapshot.itemIdentifiers
                    // API: NSDiffableDataSourceTransaction.finalSnapshot
                    _ = transaction.finalSnapshot.itemIdentifiers
                    // API: NSDiffableDataSourceTransaction.difference
                    _ = transaction.difference.count
                    // API: NSDiffableDataSourceTransaction.sectionTransactions
                    for sectionTransaction in transaction.sectionTransactions {
                        // API: NSDiffableDataSourceSectionTransaction
                        let _: NSDiffableDataSourceSectionTransaction<Section, String> = sectionTransaction
                        // API: NSDiffableDataSourceSectionTransaction.sectionIdentifier
                        _ = sectionTransaction.sectionIdentifier
                        // API: NSDiffableDataSourceSectionTransaction.initialSnapshot
                        _ = sectionTransaction.initialSnapshot.items
                        // API: NSDiffableDataSourceSectionTransaction.finalSnapshot
                        _ = sectionTransaction.finalSnapshot.items
                        // API: NSDiffableDataSourceSectionTransaction.difference
                        _ = sectionTransaction.difference.count
                    }
                }
                // API: UICollectionViewDiffableDataSource.reorderingHandlers
                dataSource.reorderingHandlers = reordering
                // API: UICollectionViewDiffableDataSource.sectionSnapshotHandlers
                // API: UICollectionViewDiffableDataSource.SectionSnapshotHandlers
                // API: UICollectionViewDiffableDataSource.SectionSnapshotHandlers.shouldExpandItem
                dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in true }
                // API: UICollectionViewDiffableDataSource.SectionSnapshotHandlers.willExpandItem
                dataSource.sectionSnapshotHandlers.willExpandItem = { _ in }
                // API: UICollectionViewDiffableDataSource.SectionSnapshotHandlers.shouldCollapseItem
                dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in true }
                // API: UICollectionViewDiffableDataSource.SectionSnapshotHandlers.willCollapseItem
                dataSource.sectionSnapshotHandlers.willCollapseItem = { _ in }
                // API: UICollectionViewDiffableDataSource.SectionSnapshotHandlers.snapshotForExpandingParent
                dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { _, children in children }
            }

            func applyInitialData() {
                // API: NSDiffableDataSourceSectionSnapshot
                // API: NSDiffableDataSourceSectionSnapshot.init()
                var folders = NSDiffableDataSourceSectionSnapshot<String>()
                // API: NSDiffableDataSourceSectionSnapshot.append(_:to:)
                folders.append(["Mail", "Notes"])
                folders.append(["Inbox"], to: "Mail")
                // API: NSDiffableDataSourceSectionSnapshot.insert(_:before:)
                folders.insert(["Drafts"], before: "Inbox")
                // API: NSDiffableDataSourceSectionSnapshot.insert(_:after:)
                folders.insert(["Sent"], after: "Inbox")
                // API: NSDiffableDataSourceSectionSnapshot.delete(_:)
                folders.delete(["Drafts"])
                // API: NSDiffableDataSourceSectionSnapshot.expand(_:)
                folders.expand(["Mail"])
                // API: NSDiffableDataSourceSectionSnapshot.collapse(_:)
                folders.collapse(["Notes"])
                // API: NSDiffableDataSourceSectionSnapshot.replace(childrenOf:using:)
                folders.replace(childrenOf: "Notes", using: NSDiffableDataSourceSectionSnapshot<String>())
                // API: NSDiffableDataSourceSectionSnapshot.isExpanded(_:)
                // API: NSDiffableDataSourceSectionSnapshot.isVisible(_:)
                _ = folders.isExpanded("Mail") && folders.isVisible("Inbox")
                // API: NSDiffableDataSourceSectionSnapshot.items
                // API: NSDiffableDataSourceSectionSnapshot.rootItems
                // API: NSDiffableDataSourceSectionSnapshot.visibleItems
                _ = folders.items.count + folders.rootItems.count + folders.visibleItems.count
                // API: NSDiffableDataSourceSectionSnapshot.contains(_:)
                // API: NSDiffableDataSourceSectionSnapshot.index(of:)
                _ = folders.contains("Sent") ? folders.index(of: "Sent") : nil
                // API: NSDiffableDataSourceSectionSnapshot.level(of:)
                // API: NSDiffableDataSourceSectionSnapshot.parent(of:)
                _ = (folders.level(of: "Inbox"), folders.parent(of: "Inbox"))
                // API: NSDiffableDataSourceSectionSnapshot.snapshot(of:includingParent:)
                _ = folders.snapshot(of: "Mail", includingParent: true)
                // API: UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)
                dataSource.apply(folders, to: .folders, animatingDifferences: false, completion: nil)
                // API: UICollectionViewDiffableDataSource.snapshot(for:)
                var tags = dataSource.snapshot(for: .folders)
                // API: NSDiffableDataSourceSectionSnapshot.deleteAll()
                tags.deleteAll()
                // API: UICollectionViewDiffableDataSource.snapshot()
                var snapshot = dataSource.snapshot()
                snapshot.appendSections([.tags])
                // API: UICollectionViewDiffableDataSource.apply(_:animatingDifferences:completion:)
                dataSource.apply(snapshot, animatingDifferences: true)
                // API: UICollectionViewDiffableDataSource.applySnapshotUsingReloadData(_:completion:)
                dataSource.applySnapshotUsingReloadData(snapshot)
                // API: UICollectionViewDiffableDataSource.itemIdentifier(for:)
                // API: UICollectionViewDiffableDataSource.indexPath(for:)
                _ = dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)).flatMap(dataSource.indexPath(for:))
                // API: UICollectionViewDiffableDataSource.sectionIdentifier(for:)
                // API: UICollectionViewDiffableDataSource.index(for:)
                _ = dataSource.sectionIdentifier(for: 0).flatMap(dataSource.index(for:))
            }
        }
    }
#endif
