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

    /// A collection view's cell provider (or data source) that gave no cell.
    package static func collectionViewNilCell(_ indexPath: IndexPath) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "the collection view's data source did not return a valid cell from -collectionView:cellForItemAtIndexPath: for index path \(describe(indexPath))"
        )
    }
}
