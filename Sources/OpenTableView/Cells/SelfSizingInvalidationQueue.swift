import Foundation

/// The one place both containers (a table and a collection view) learn which of their displayed
/// self-sizing cells must be measured again, as iOS 16's `selfSizingInvalidation` has them: a cell
/// or its content view called `invalidateIntrinsicContentSize()` (`.enabled`), or Auto Layout
/// changed inside the cell (`.enabledIncludingConstraints`). Each container measures the cells
/// its own way at its next layout pass (`TableView+SelfSizingInvalidation.swift`,
/// `CollectionView+SelfSizingInvalidation.swift`).
struct SelfSizingInvalidationQueue<Cell: View> {
    /// The cells to measure, in the order they invalidated, each once.
    private(set) var cells: [Cell] = []

    var isEmpty: Bool { cells.isEmpty }

    /// The cell of `container` whose size `view`'s ``View/invalidateIntrinsicContentSize()``
    /// concerns: `view` itself when it is a cell of `container`, or the cell whose content view
    /// `view` is (`contentView`). A deeper subview's invalidation does not resize its cell, as in
    /// UIKit (Apple names "a self-sizing cell or its `contentView`").
    @MainActor static func cell(invalidatedBy view: View, in container: View, contentView: (Cell) -> View) -> Cell? {
        if let cell = view as? Cell, cell.superviewStorage === container { return cell }
        if let cell = view.superviewStorage as? Cell, contentView(cell) === view, cell.superviewStorage === container {
            return cell
        }
        return nil
    }

    /// The cell of `container` whose Auto Layout changed (`host`, the view that solves its own
    /// constraints), under `.enabledIncludingConstraints`; `nil` under the other options.
    @MainActor static func cell(
        hostingChangedLayout host: View, in container: View, _ option: TableView.SelfSizingInvalidation
    )
        -> Cell?
    {
        guard option == .enabledIncludingConstraints, let cell = host as? Cell, cell.superviewStorage === container
        else { return nil }
        return cell
    }

    /// Adds `cell` unless it is there already.
    ///
    /// - Complexity: O(cells waiting), a handful between two passes.
    mutating func note(_ cell: Cell) {
        if !cells.contains(where: { $0 === cell }) { cells.append(cell) }
    }

    /// The cells waiting, which are forgotten.
    mutating func take() -> [Cell] {
        defer { cells.removeAll() }
        return cells
    }
}
