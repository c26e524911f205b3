import Foundation

/// A supplementary element of a collection view: its kind and index path, the key of its view in
/// the display ledger. Ordered by index path, then kind name, so ledger walks (ending display
/// after a reload) are deterministic.
struct SupplementaryElement: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath

    static func < (lhs: SupplementaryElement, rhs: SupplementaryElement) -> Bool {
        lhs.indexPath != rhs.indexPath ? lhs.indexPath < rhs.indexPath : lhs.kind < rhs.kind
    }
}
