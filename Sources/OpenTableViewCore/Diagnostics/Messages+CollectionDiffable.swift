import Foundation
import OpenTableViewDiagnostics

// UIKit's texts about collection views' diffable data sources and section snapshots
// (`Compatibility/Evidence.md`, "Collection views").
extension Messages {
    /// An identifier given twice to a section snapshot, in one call or already in it.
    package static func sectionSnapshotDuplicateItems(_ duplicates: [String]) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(describeSet(duplicates))")
    }

    /// A cell registration made while the collection view was asking for a cell (inside
    /// `cellForItemAt` or a diffable cell provider), then used to dequeue (iOS 15+). UIKit ends
    /// with the registration's address; the fixed placeholder keeps messages comparable.
    package static func registrationCreatedInsideCellRequest() -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <UICollectionViewCellRegistration: 0x0000000000000000>"
        )
    }

    /// A collection view's cell provider (or data source) that gave no cell.
    package static func collectionViewNilCell(_ indexPath: IndexPath) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path \(describe(indexPath))"
        )
    }
}
