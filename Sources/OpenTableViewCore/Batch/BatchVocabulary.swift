import Foundation

/// The words UIKit's batch-update messages use for the view that raises them: a table says
/// "row", "rows" and "table view", a collection view "item", "items" and "collection view".
/// The checks are the same (`BatchValidation`); only the texts differ, as apps' crash reports
/// quote them (`Compatibility/Evidence.md`, "Collection views").
package struct BatchVocabulary: Sendable, Equatable {
    /// One element of a section: "row" or "item".
    package let element: String
    /// Several elements: "rows" or "items".
    package let elements: String
    /// The view, as the section-count message names it: "table view" or "collection view".
    package let view: String

    /// `UITableView`'s words.
    package static let table = BatchVocabulary(element: "row", elements: "rows", view: "table view")
    /// `UICollectionView`'s words.
    package static let collectionView = BatchVocabulary(
        element: "item", elements: "items", view: "collection view")
}
