import Foundation

/// The item a layout pass keeps where the user sees it while self-sizing cells are measured: the
/// first item, in index-path order, that was on screen before the pass and stays on screen, and
/// its position along the layout's scroll axis when the pass placed it.
///
/// A table does the same with its rows: when rows entering above the first row already on screen
/// are measured at another height than their estimate, the content offset moves by what that row
/// moved, so what the user sees does not jump (Compatibility/Evidence.md, "Self-sized sizes
/// through reloads, updates and passes"). A list's rows self-size like a table's, so the
/// compositional layout (``CollectionViewLayout/keepsItemsInPlaceWhileMeasuring``) keeps them the
/// same way. The first pass of a layout (nothing on screen) and a jump to content never shown
/// (nothing stays) keep nothing, as the table's.
struct ItemKeptInPlace {
    let section: Int
    let item: Int
    /// The item's frame's minimum along the scroll axis (y, or x in a layout that scrolls along
    /// x) when it was last placed.
    var position: CGFloat
    let alongX: Bool

    init(_ cell: WantedCell, alongX: Bool) {
        section = cell.section
        item = cell.item
        position = alongX ? cell.frame.minX : cell.frame.minY
        self.alongX = alongX
    }
}

extension CollectionView {
    /// Moves the content offset by what `kept` moved when the layout was prepared again with the
    /// sizes cells answered, so it stays where the user sees it; forgets it when the layout no
    /// longer has the item.
    ///
    /// - Complexity: one `layoutAttributesForItem(at:)`.
    func keepInPlace(_ kept: inout ItemKeptInPlace?) {
        guard var anchor = kept else { return }
        guard
            let frame = layoutStorage.layoutAttributesForItem(
                at: IndexPath(item: anchor.item, section: anchor.section))?.frame
        else {
            kept = nil
            return
        }
        let position = anchor.alongX ? frame.minX : frame.minY
        let shift = position - anchor.position
        guard shift != 0 else { return }
        if anchor.alongX { bounds.origin.x += shift } else { bounds.origin.y += shift }
        anchor.position = position
        kept = anchor
    }
}
