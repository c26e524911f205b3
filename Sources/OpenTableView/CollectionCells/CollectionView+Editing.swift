import Foundation

/// Editing mode (iOS 14, Apple:
/// [isEditing](https://developer.apple.com/documentation/uikit/uicollectionview/isediting)) and
/// what a dequeued cell learns about the section it is shown in and its item's focus.
extension CollectionView {
    /// The displayed cells take the new editing state: their configuration state, and a list
    /// cell's accessories displayed `.whenEditing` or `.whenNotEditing`.
    func editingDidChange() {
        for cell in visibleCells { cell.setEditingForConfiguration(isEditing) }
    }

    /// Tells a dequeued cell the collection view's editing state and the appearance of the list
    /// section `indexPath` is in (`nil` outside a list section), and whether the item has focus,
    /// before the app configures it: a default background configuration follows the list, the
    /// editing accessories show, and the configuration state is focused for the focused item only.
    func prepareForItem(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        cell.setEditingForConfiguration(isEditing)
        cell.setFocusedForConfiguration(focusState.focused == indexPath)
        let appearance = (layoutStorage as? CollectionViewCompositionalLayout)?.listAppearance(
            forSection: indexPath.section)
        cell.setListAppearanceForConfiguration(appearance)
    }
}
