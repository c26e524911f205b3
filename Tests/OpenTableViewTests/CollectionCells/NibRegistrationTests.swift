import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Cell and supplementary registrations made from nibs (iOS 14): UIKit's
/// `UICollectionView.CellRegistration.init(cellNib:handler:)` and
/// `SupplementaryRegistration.init(supplementaryNib:elementKind:handler:)` make their views from
/// the nib, as a nib registered with `register(_:forCellWithReuseIdentifier:)` does, and run the
/// handler on each dequeued one.
@MainActor
@Suite struct NibRegistrationTests {
    /// A cell and a header as a `.xib` defines them, counting what the nib made.
    final class NibCell: CollectionViewCell {
        var title = ""
    }

    final class NibHeader: CollectionReusableView {
        var title = ""
    }

    final class Counter {
        var cells = 0
        var headers = 0
    }

    @Test func cellsAndHeadersComeFromTheirNibsAndAreConfiguredByTheHandlers() throws {
        let counter = Counter()
        let cellNib = Nib(
            Nib.Definition { _ in
                counter.cells += 1
                return [NibCell(frame: .zero)]
            })
        let headerNib = Nib(
            Nib.Definition { _ in
                counter.headers += 1
                return [NibHeader(frame: .zero)]
            })
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let cells = CollectionView.CellRegistration<NibCell, Int>(cellNib: cellNib) { cell, _, item in
            cell.title = "Row \(item)"
        }
        let headers = CollectionView.SupplementaryRegistration<NibHeader>(
            supplementaryNib: headerNib, elementKind: CollectionView.elementKindSectionHeader
        ) { header, kind, indexPath in
            header.title = "\(kind == CollectionView.elementKindSectionHeader ? "Header" : kind) \(indexPath.section)"
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<20))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        // The 28-point header with 22 above it, then 44-point rows: rows 0–3 meet 200 points.
        let shown = collectionView.indexPathsForVisibleItems.count
        #expect(shown == 4)
        #expect(counter.cells == shown)
        #expect(counter.headers == 1)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? NibCell)
        #expect(cell.title == "Row 2")
        let header = try #require(
            collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).first
                as? NibHeader)
        #expect(header.title == "Header 0")
        // Scrolled to 264: rows 4–9 (226–490) meet 264–464. The four rows that left were used
        // again; only the two more on screen came from the nib (ten without reuse).
        collectionView.contentOffset = CGPoint(x: 0, y: 44 * 6)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.count == 6)
        #expect(counter.cells == 6)
        #expect(
            (collectionView.cellForItem(at: collectionView.indexPathsForVisibleItems.sorted().first!) as? NibCell)?
                .title
                == "Row \(collectionView.indexPathsForVisibleItems.sorted().first!.item)")
    }
}
