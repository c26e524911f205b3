import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// Whether a self-sizing cell that invalidates its intrinsic size is measured again, as UIKit's
    /// `UITableView.SelfSizingInvalidation` (iOS 16+), for ``TableView/selfSizingInvalidation``.
    public enum SelfSizingInvalidation: Int, Sendable {
        /// "No sizing updates occur after calling `invalidateIntrinsicContentSize()` on a
        /// self-sizing cell or its `contentView`" (Apple).
        case disabled = 0
        /// Calling `invalidateIntrinsicContentSize()` on a self-sizing cell or its content view
        /// resizes the cell if needed. The default.
        case enabled = 1
        /// As ``enabled``, and Auto Layout changes in the cell invalidate its size by themselves:
        /// a constraint activated or deactivated, a constant or priority changed, or an intrinsic
        /// size changed (a label's text) inside a displayed cell.
        case enabledIncludingConstraints = 2
    }
}

/// Self-sizing invalidation: a displayed cell whose content changed calls
/// `invalidateIntrinsicContentSize()`, and the table measures that row again at its next layout
/// pass, moving the rows below, as iOS 16 does (WWDC22 "What's new in UIKit"; Apple,
/// `UITableView.SelfSizingInvalidation`).
///
/// The cell measured is the one on screen, as it is now: the data source is not asked again.
/// Rows whose height is fixed (``rowHeight`` or the delegate's `heightForRowAt`) are not
/// measured: only self-sizing rows resize.
extension TableView {
    /// A displayed cell (or its content view) invalidated its intrinsic content size.
    func cellDidInvalidateIntrinsicContentSize(_ cell: TableViewCell) {
        guard selfSizingInvalidation != .disabled, content.displayedRows.global(of: cell) != nil else { return }
        content.cellsNeedingRemeasure.note(cell)
        setNeedsLayout()
    }

    /// Measures the invalidated cells still on screen and gives their rows the new heights. Run at
    /// the start of a layout pass, before the visible rows are found.
    func remeasureInvalidatedCells() {
        guard !content.cellsNeedingRemeasure.isEmpty else { return }
        let cells = content.cellsNeedingRemeasure.take()
        var changed = false
        for cell in cells {
            guard let global = content.displayedRows.global(of: cell) else { continue }
            let location = model.location(ofGlobalIndex: global)
            let indexPath = IndexPath(row: location.row, section: location.section)
            guard isSelfSizingRow(at: indexPath) else { continue }
            let height = measuredHeight(of: cell)
            guard height != model.rowHeight(location.row, inSection: location.section) else { continue }
            model.setRowHeight(height, row: location.row, section: location.section, estimated: false)
            changed = true
        }
        if changed { commitContent(.keep) }
    }

    /// At a new width, self-sized rows were measured for a width they no longer have: every row
    /// becomes an estimate again (keeping its height, so nothing jumps), and the layout pass
    /// measures the visible ones now, with the cells on screen, and the others when they are laid
    /// out, as UIKit measures self-sizing cells again after a rotation. Rows with fixed heights
    /// get the same height back from the delegate or ``rowHeight``.
    func remeasureSelfSizedRowsIfWidthChanged() {
        let width = rowColumn.width
        guard width != content.selfSizingWidth else { return }
        let measuredBefore = content.selfSizingWidth >= 0
        content.selfSizingWidth = width
        guard measuredBefore, content.heightPolicy.estimatesRows,
            settings.rowHeight < 0 || content.heightPolicy.delegateRowHeights == true
        else { return }
        model.markAllRowHeightsEstimated()
    }

    /// Whether the row's height comes from measuring its cell: the delegate answers
    /// ``automaticDimension`` for it, or does not implement `heightForRowAt` and ``rowHeight`` is
    /// ``automaticDimension``.
    private func isSelfSizingRow(at indexPath: IndexPath) -> Bool {
        if content.heightPolicy.delegateRowHeights != false, let delegate = tableDelegate,
            let height = recordImplementedCall(
                ifImplemented(.heightForRow) { delegate.tableView(self, heightForRowAt: indexPath) },
                .heightForRow(indexPath))
        {
            return height == TableView.automaticDimension
        }
        return settings.rowHeight < 0
    }
}
