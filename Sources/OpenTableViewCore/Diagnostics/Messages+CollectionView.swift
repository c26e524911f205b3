import Foundation

// UIKit's texts about collection views, beside the table's (`Messages.swift`): the collection
// view shares the table's checks and its exception, and words them for items and element kinds.
extension Messages {
    /// The kind UIKit names cells by in its dequeue message (`UICollectionElementKindCell`).
    package static let collectionElementKindCell = "UICollectionElementKindCell"

    /// `dequeueReusableCell(withReuseIdentifier:for:)` with an identifier nothing is registered
    /// for. UIKit's wording for collection views ("could not dequeue a view of kind: …"), which
    /// differs from the table's ("unable to dequeue a cell with identifier …").
    package static func unregisteredCollectionView(kind: String, identifier: String) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    /// A data source returned from `collectionView(_:cellForItemAt:)` a cell it did not dequeue.
    package static func collectionViewCellWithoutReuseIdentifier() -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
        )
    }
}

extension Messages {
    /// `numberOfItems(inSection:)` of a section the collection view does not have. UIKit's text;
    /// the exception's name is not in the reports found, and is taken to be the assertion's
    /// (Compatibility/Evidence.md, "Collection view messages").
    package static func collectionViewSectionOutOfRange(_ section: Int, sections: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "request for number of items in section \(section) when there are only \(sections) sections in the collection view"
        )
    }
}
