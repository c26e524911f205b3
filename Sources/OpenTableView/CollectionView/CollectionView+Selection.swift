import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Selection: programmatic (no delegate calls, as UIKit) and the simulated user tap (UIKit's
/// highlight and selection flow), kept in the table's `RowState`.
extension CollectionView {
    /// The work of ``indexPathsForSelectedItems``: in index-path order, `nil` when none.
    var indexPathsForSelectedItemsImplementation: [IndexPath]? {
        content.rowState.selected.isEmpty ? nil : content.rowState.selected.sorted()
    }

    /// ``selectItem(at:animated:scrollPosition:)``, throwing UIKit's out-of-bounds exception for
    /// an index path that is not an item before anything changes. `nil` deselects every item.
    /// Nothing happens when selection is off (``allowsSelection``). In single selection the other
    /// items are deselected. No delegate method is called.
    func checkedSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition)
        throws(TableViewException)
    {
        guard let indexPath else {
            for item in content.rowState.selected.sorted() { setItemSelected(false, at: item) }
            return
        }
        guard allowsSelection else { return }
        try checkScrollTarget(indexPath)
        if !allowsMultipleSelection {
            for item in content.rowState.selected.sorted() where item != indexPath { setItemSelected(false, at: item) }
        }
        setItemSelected(true, at: indexPath)
        if !scrollPosition.isEmpty {
            try checkedScrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// The work of ``deselectItem(at:animated:)``: no delegate method is called.
    func deselectItemImplementation(at indexPath: IndexPath) {
        setItemSelected(false, at: indexPath)
    }

    /// The gesture behind `simulate.tapItem(at:)`, in UIKit's order (Apple,
    /// `UICollectionViewDelegate`, "Managing the selected cells" and "Managing cell highlighting"):
    ///
    /// 0. while a row shows its swipe actions, the tap only hides them (as a tap outside the actions
    ///    does in UIKit's lists; Compatibility/Porting.md, "Swipe actions in list sections");
    /// 1. nothing when ``allowsSelection`` is `false`;
    /// 2. `shouldHighlightItemAt` (`false` ends the tap: no highlight, no selection);
    /// 3. the cell highlighted, `didHighlightItemAt`; the finger lifts: the cell unhighlighted,
    ///    `didUnhighlightItemAt`;
    /// 4. with ``allowsMultipleSelection``, on a selected item: `shouldDeselectItemAt`, then the
    ///    item deselected and `didDeselectItemAt`;
    /// 5. otherwise `shouldSelectItemAt` (`false` keeps the selection); in single selection the
    ///    other selected items are deselected, each followed by `didDeselectItemAt`; the item is
    ///    selected and `didSelectItemAt` follows (again for an item already selected).
    func tapItem(at indexPath: IndexPath) {
        layoutIfNeeded()
        precondition(isItem(indexPath), "tapItem(at:): the collection view has no item at \(indexPath)")
        if isShowingSwipeActions {
            endSwipe()
            return
        }
        guard allowsSelection else { return }
        let delegate = collectionDelegate
        recordCall(.shouldHighlight(indexPath), to: delegate)
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        setCellHighlighted(true, at: indexPath)
        recordCall(.didHighlight(indexPath), to: delegate)
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        setCellHighlighted(false, at: indexPath)
        recordCall(.didUnhighlight(indexPath), to: delegate)
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)

        if allowsMultipleSelection && content.rowState.selected.contains(indexPath) {
            recordCall(.shouldDeselect(indexPath), to: delegate)
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setItemSelected(false, at: indexPath)
            recordCall(.didDeselect(indexPath), to: delegate)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        selectAsUser(indexPath, delegate: delegate)
    }

    /// The user's selection of an item, after the highlight (a tap) or as focus moves to it
    /// (``selectionFollowsFocus``): `shouldSelectItemAt` (`false` keeps the selection), the other
    /// items' deselection in single selection, the item selected, a storyboard selection segue,
    /// `didSelectItemAt`.
    func selectAsUser(_ indexPath: IndexPath, delegate: CollectionViewDelegate?) {
        recordCall(.shouldSelect(indexPath), to: delegate)
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for item in content.rowState.selected.sorted() where item != indexPath {
                setItemSelected(false, at: item)
                recordCall(.didDeselect(item), to: delegate)
                delegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        setItemSelected(true, at: indexPath)
        // A storyboard segue connected to the cell performs before `didSelectItemAt`, as the
        // table's (`Compatibility/InterfaceBuilder.md`, "Segues").
        if let cell = content.displayedCells[indexPath], let segue = cell.interfaceBuilderSelectionSegue { segue(cell) }
        recordCall(.didSelect(indexPath), to: delegate)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Whether `indexPath` names an item of the loaded counts.
    func isItem(_ indexPath: IndexPath) -> Bool {
        loadCountsIfNeeded()
        return indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < content.itemCounts.count
            && indexPath.item >= 0 && indexPath.item < content.itemCounts[indexPath.section]
    }

    /// Changes the selection and the displayed cell's `isSelected` together.
    func setItemSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            content.rowState.selected.insert(indexPath)
        } else {
            content.rowState.selected.remove(indexPath)
        }
        if let cell = content.displayedCells[indexPath], cell.isSelected != selected { cell.isSelected = selected }
    }

    /// Highlights or unhighlights the item's displayed cell, for a tap.
    private func setCellHighlighted(_ highlighted: Bool, at indexPath: IndexPath) {
        guard let cell = content.displayedCells[indexPath], cell.isHighlighted != highlighted else { return }
        cell.isHighlighted = highlighted
    }
}

/// The user's gestures on a collection view's items, for tests. OpenTableView additions: UIKit
/// has no such API, since real touches produce these calls (see `Simulation`).
extension Simulation where Base: CollectionView {
    /// Simulates a user's tap on an item: UIKit's highlight and selection flow, with every
    /// delegate call, as `tableView.simulate.tapRow(at:)` does for a table. An OpenTableView
    /// addition for tests.
    ///
    /// `shouldHighlightItemAt` → `didHighlightItemAt` → `didUnhighlightItemAt` → then, with
    /// ``CollectionView/allowsMultipleSelection`` on a selected item, `shouldDeselectItemAt` →
    /// `didDeselectItemAt`; otherwise `shouldSelectItemAt` → for each other selected item in
    /// single selection `didDeselectItemAt` → `didSelectItemAt`. Nothing happens when
    /// ``CollectionView/allowsSelection`` is `false` or `shouldHighlightItemAt` answers `false`.
    /// The collection view lays out first; an index path that is not an item traps.
    ///
    /// Difference from UIKit: the tap does not go through the collection view's gesture
    /// recognizers, and there are no primary actions yet.
    public func tapItem(at indexPath: IndexPath) {
        base.tapItem(at: indexPath)
    }
}
