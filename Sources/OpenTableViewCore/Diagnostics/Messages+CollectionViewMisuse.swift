import Foundation

// The collection view's misuse outside updates: a layout shared between collection views,
// negative counts, supplementary views and scrolling to items. UIKit's texts where public crash
// reports quote them; OpenTableView's own (said so below and in Compatibility/Evidence.md,
// "Collection views") where UIKit has none or none was found.
extension Messages {
    /// A layout object given to a second collection view while the first still uses it.
    /// OpenTableView's text: UIKit re-points the layout's `collectionView` without a word and the
    /// first collection view then lays out with the second one's geometry (Compatibility/Evidence.md,
    /// "Collection views", "One collection view per layout").
    package static func collectionViewLayoutInUse(_ layoutType: String) -> TableViewException {
        TableViewException(
            .invalidArgument,
            "the layout \(layoutType) is already the layout of another collection view - a layout object lays out one collection view at a time: create a layout for each collection view"
        )
    }

    /// `numberOfSections(in:)` answered a negative count. OpenTableView's text, as the table's.
    package static func collectionViewNegativeSectionCount(_ count: Int) -> TableViewException {
        TableViewException(.internalInconsistency, "numberOfSections(in:) returned a negative count (\(count))")
    }

    /// `collectionView(_:numberOfItemsInSection:)` answered a negative count. OpenTableView's
    /// text, as the table's.
    package static func collectionViewNegativeItemCount(_ count: Int, section: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "collectionView(_:numberOfItemsInSection:) returned a negative count (\(count)) for section \(section)")
    }
}

extension Messages {
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` returned a view it did not
    /// dequeue (`returnedType` names its class), or the data source does not implement it while
    /// the layout has supplementary elements (`returnedType` `nil`: UIKit then has `nil` and prints
    /// `(null)`). UIKit's text, from `-[UICollectionView _createPreparedSupplementaryViewForElementOfKind:atIndexPath:withLayoutAttributes:applyAttributes:]`;
    /// the view's description is its class at the placeholder address.
    package static func supplementaryViewNotDequeued(kind: String, indexPath: IndexPath, returnedType: String?)
        -> TableViewException
    {
        let returned = returnedType.map { "<\($0): \(placeholderAddress)>" } ?? "(null)"
        return TableViewException(
            .internalInconsistency,
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(kind),\(describe(indexPath))) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(returned))"
        )
    }
}

extension Messages {
    /// `scrollToItem(at:at:animated:)` (and `selectItem(at:animated:scrollPosition:)` with a scroll
    /// position) with a section the collection view does not have. The item text's form for
    /// sections, as the table's two texts pair (Compatibility/Evidence.md, "Scrolling to items").
    package static func collectionViewScrollSectionOutOfBounds(_ section: Int, sections: Int) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "Attempted to scroll the collection view to an out-of-bounds section (\(section)) when there are only \(sections) sections."
        )
    }

    /// `scrollToItem(at:at:animated:)` with an item beyond its section. UIKit's text, without the
    /// ` Collection view: <UICollectionView: 0x…>` suffix that names a live object.
    package static func collectionViewScrollItemOutOfBounds(_ item: Int, items: Int, section: Int)
        -> TableViewException
    {
        TableViewException(
            .internalInconsistency,
            "Attempted to scroll the collection view to an out-of-bounds item (\(item)) when there are only \(items) items in section \(section)."
        )
    }

    /// A scroll position that combines options Apple documents as mutually exclusive (`top`,
    /// `centeredVertically`, `bottom`; `left`, `centeredHorizontally`, `right`). OpenTableView's
    /// text: UIKit's answer was not found.
    package static func collectionViewScrollPositionConflict(_ names: [String]) -> TableViewException {
        TableViewException(
            .invalidArgument,
            "UICollectionView.ScrollPosition combines mutually exclusive options: \(names.joined(separator: ", "))")
    }
}
