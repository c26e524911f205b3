import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension CollectionView {
    /// Throwing variants of the calls UIKit crashes on, for tests that catch the misuse instead
    /// of trapping, as the table's ``TableView/checked``. An OpenTableView addition.
    public var checked: Checked { Checked(collectionView: self) }

    /// The throwing variants; see ``CollectionView/checked``.
    @MainActor
    public struct Checked {
        let collectionView: CollectionView

        /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` that throws instead
        /// of trapping.
        public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
            throws(TableViewException) -> CollectionViewCell
        {
            try collectionView.checkedDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }

        /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` that
        /// throws instead of trapping.
        public func dequeueReusableSupplementaryView(
            ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
        ) throws(TableViewException) -> CollectionReusableView {
            try collectionView.checkedDequeueReusableSupplementaryView(
                ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
        }

        /// ``CollectionView/scrollToItem(at:at:animated:)`` that throws instead of trapping;
        /// nothing moves then.
        public func scrollToItem(
            at indexPath: IndexPath, at scrollPosition: CollectionView.ScrollPosition, animated: Bool
        ) throws(TableViewException) {
            try collectionView.checkedScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }

        /// ``CollectionView/selectItem(at:animated:scrollPosition:)`` that throws instead of
        /// trapping; nothing changes then.
        public func selectItem(
            at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionView.ScrollPosition
        ) throws(TableViewException) {
            try collectionView.checkedSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }

        /// ``CollectionView/numberOfItems(inSection:)`` that throws instead of trapping.
        public func numberOfItems(inSection section: Int) throws(TableViewException) -> Int {
            try collectionView.checkedNumberOfItems(inSection: section)
        }

        /// Sets ``CollectionView/collectionViewLayout``, throwing instead of trapping when another
        /// collection view uses `layout`; nothing changes then.
        public func setCollectionViewLayout(_ layout: CollectionViewLayout) throws(TableViewException) {
            try collectionView.checkedSetCollectionViewLayout(layout)
        }

        /// A layout pass (`layoutIfNeeded()`) that throws the first misuse it meets (a negative
        /// count, a cell or supplementary view the data source did not dequeue) instead of trapping; what was displayed before the
        /// misuse stays displayed.
        public func layoutIfNeeded() throws(TableViewException) {
            try collectionView.checkedLayoutPass()
        }
    }
}
