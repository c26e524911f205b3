import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Programmatic scrolling to rows, as UIKit's `scrollToRow(at:at:animated:)`.
extension TableView {
    /// The work of ``scrollToRow(at:at:animated:)``, behind its open entry point in the class body.
    func scrollToRowImplementation(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        trapping { try checkedScrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// ``scrollToRow(at:at:animated:)``, throwing UIKit's exception for an index path out of
    /// range, before anything moves.
    func checkedScrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
        throws(TableViewException)
    {
        try checkScrollTarget(indexPath)
        setContentOffset(contentOffset(scrollingTo: indexPath, at: scrollPosition), animated: animated)
    }

    /// The work of ``scrollToNearestSelectedRow(at:animated:)``, behind its open entry point in the class body.
    func scrollToNearestSelectedRowImplementation(at scrollPosition: ScrollPosition, animated: Bool) {
        guard !content.rowState.selected.isEmpty else { return }
        loadDataIfNeeded()
        let inset = adjustedContentInsetStorage
        let reference: CGFloat
        switch scrollPosition {
        case .top: reference = bounds.minY + inset.top
        case .bottom: reference = bounds.maxY - inset.bottom
        case .middle, .none: reference = (bounds.minY + inset.top + bounds.maxY - inset.bottom) / 2
        }
        let nearest = content.rowState.selected.min { lhs, rhs in
            let l = distance(from: rectForRowImplementation(at: lhs), to: reference)
            let r = distance(from: rectForRowImplementation(at: rhs), to: reference)
            return l != r ? l < r : lhs < rhs
        }!
        scrollToRowImplementation(at: nearest, at: scrollPosition, animated: animated)
    }

    // MARK: - Internals

    /// Throws UIKit's out-of-bounds exception when `indexPath` is neither a row nor a section
    /// with `NSNotFound` as its row.
    func checkScrollTarget(_ indexPath: IndexPath) throws(TableViewException) {
        loadDataIfNeeded()
        try Messages.scrollOutOfBounds(
            indexPath, sections: model.numberOfSections,
            rowsInSection: { self.model.numberOfRows(inSection: $0) }
        ).throwIfPresent()
    }

    /// The clamped offset that puts the row at `position`.
    func contentOffset(scrollingTo indexPath: IndexPath, at position: ScrollPosition) -> CGPoint {
        let section = indexPath.section
        let metrics = model.section(section)
        let isRow = indexPath.row != NSNotFound && indexPath.row < metrics.rows.count
        if isRow { changeContent(.realizeHeight(indexPath)) }
        let target: CGRect
        if isRow {
            target = rowFrame(at: indexPath)
        } else {
            let top = model.headerMinY(section)
            target = rowColumn.frame(y: top, height: model.sectionMaxY(section) - top)
        }
        let pinnedHeader = (settings.style == .plain && isRow) ? metrics.headerHeight : 0
        let pinnedFooter = (settings.style == .plain && isRow) ? metrics.footerHeight : 0
        let inset = adjustedContentInsetStorage
        let current = contentOffset.y
        let topY = target.minY - pinnedHeader - inset.top
        let bottomY = target.maxY + pinnedFooter + inset.bottom - bounds.height
        var y: CGFloat
        switch position {
        case .top:
            y = topY
        case .middle:
            y = target.midY - inset.top - (bounds.height - inset.top - inset.bottom) / 2
        case .bottom:
            y = bottomY
        case .none:
            let visibleTop = current + inset.top + pinnedHeader
            let visibleBottom = current + bounds.height - inset.bottom - pinnedFooter
            if target.minY >= visibleTop && target.maxY <= visibleBottom {
                y = current
            } else if target.minY < visibleTop {
                y = topY
            } else {
                y = bottomY
            }
        }
        let minY = -inset.top
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        y = min(max(y, minY), maxY)
        return CGPoint(x: contentOffset.x, y: y)
    }

    /// Replaces a row's estimate with its real height before scrolling to it, as UIKit faults in
    /// heights around a scroll target.
    /// ``ContentChange/realizeHeight(_:)``.
    func realizeHeightIfEstimated(_ indexPath: IndexPath) {
        guard content.heightPolicy.estimatesRows,
            model.section(indexPath.section).rows.isEstimated(at: indexPath.row)
        else { return }
        var measuringCell: TableViewCell?
        let height = realRowHeight(at: indexPath) {
            let cell = requestCellForMeasuring(at: indexPath)
            measuringCell = cell
            return cell
        }
        if let measuringCell { recycle(measuringCell) }
        let estimate = model.rowHeight(indexPath.row, inSection: indexPath.section)
        let framed = content.framedModelVersion == content.modelVersion
        model.setRowHeight(height, row: indexPath.row, section: indexPath.section, estimated: false)
        // Measured as its estimate, nothing moved: the cells on screen are still framed for the
        // model, so the next pass can take the steady path (a jump's new rows measured first,
        // `TableView+EnteringRows.swift`).
        if height == estimate { content.noteChangeMovedNothing(framedBefore: framed) }
        commitContent(.keep)
    }

    private func distance(from rect: CGRect, to y: CGFloat) -> CGFloat {
        if y < rect.minY { return rect.minY - y }
        if y > rect.maxY { return y - rect.maxY }
        return 0
    }
}
