import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A change to the table's content (``TableContent``), as the one entry point,
/// `TableView.changeContent(_:)`, takes it. Every public call that changes what the table knows
/// about its data, or the heights it shows, becomes one of these.
enum ContentChange {
    /// `reloadData()`: everything is asked again, the selection and prefetched rows are forgotten.
    case reload
    /// What is pending since the data source or a height property changed: the first load and a
    /// load after the data source changed are the reload above (without scheduling layout, which
    /// the change already did); a height property's change asks heights again.
    case loadIfNeeded
    /// Heights asked again for the same structure, every cell kept (an empty batch).
    case heightRefresh
    /// A validated batch, from `endUpdates()`, `performBatchUpdatesThrowing(_:completion:)`, a
    /// simulated reorder, or a one-row edit that did not qualify for its fast path.
    case batch(BatchUpdate, UpdatePlan)
    /// A standalone insert (`isInsert`) or delete of one row: its fast path when the row is below
    /// the displayed rows, else nothing (the caller records it as a batch of one).
    case oneRowEdit(IndexPath, isInsert: Bool)
    /// A simulated reorder dropped where it started: nothing moves, but the update's end runs.
    case reorderInPlace
    /// At the start of a layout pass: self-sized rows measured again at a new width, and the
    /// displayed cells that invalidated their intrinsic size.
    case remeasure
    /// A row's estimate replaced with its real height before the table scrolls to it.
    case realizeHeight(IndexPath)
    /// The table header or footer view changed: the table-level heights follow.
    case tableLevelHeights
    /// The user's text size changed: every self-sized row becomes an estimate again (keeping its
    /// height), so the next layout pass measures the rows it shows with their new fonts.
    case contentSizeCategory
}

/// How ``TableView/commitContent(_:)`` treats the content offset.
enum ContentOffsetRule {
    /// The offset stays, even past the end of the content (a content that did not shrink keeps
    /// any offset, as UIKit's).
    case keep
    /// The offset is clamped to the new content (`-adjustedContentInset.top` up to the content's
    /// end plus the bottom inset), so rows that did not move stay where the user sees them.
    case clampToContent
}

extension TableView {
    /// The one entry point for every change to the table's content: it picks the change's path
    /// (the fast paths among them: a one-row edit below the displayed rows, a batch below them,
    /// an empty batch that only asks heights again) and every path ends in
    /// ``commitContent(_:)``. Returns `false` only for a ``ContentChange/oneRowEdit(_:isInsert:)``
    /// that does not qualify for its fast path, having asked and changed nothing.
    ///
    /// The path of a batch: `endUpdates()` validates it (`UpdatePlan.make`, UIKit's checks) and
    /// hands `.batch` here; `apply(_:_:)` takes the edit-below-the-displayed-rows path when every
    /// change is below them, else the general one (cells of deleted rows end display, survivors
    /// are re-keyed), edits the model (bumping its version), moves the row-keyed state through
    /// `RowState.remap(through:)`, commits, and lays the rows out.
    @discardableResult
    func changeContent(_ change: ContentChange) -> Bool {
        switch change {
        case .reload: reloadContent(schedulingLayout: true)
        case .loadIfNeeded:
            if content.needsDataReload {
                reloadContent(schedulingLayout: false)
            } else if content.needsHeightRefresh {
                refreshHeights()
            }
        case .heightRefresh: refreshHeights()
        case .batch(let update, let plan):
            if let recorder = sessionRecorder { recorder.tableView(self, willApply: update, plan: plan) }
            apply(update, plan)
        case .oneRowEdit(let indexPath, let isInsert): return applyStandaloneRowEdit(at: indexPath, isInsert: isInsert)
        case .reorderInPlace: finishUpdate(relayingOut: nil)
        case .remeasure:
            remeasureSelfSizedRowsIfWidthChanged()
            remeasureInvalidatedCells()
        case .realizeHeight(let indexPath): realizeHeightIfEstimated(indexPath)
        case .tableLevelHeights:
            applyTableLevelHeights(to: &model)
            commitContent(.keep)
        case .contentSizeCategory:
            let policy = content.heightPolicy
            guard policy.estimatesRows, settings.rowHeight < 0 || policy.delegateRowHeights == true else { break }
            model.markAllRowHeightsEstimated()
            setNeedsLayout()
        }
        return true
    }

    /// Captures the structure if it was never captured or the data source changed, or asks the
    /// heights again if a height property changed: ``ContentChange/loadIfNeeded``. Inlined to its
    /// test, which every layout pass and query makes.
    @inline(__always)
    func loadDataIfNeeded() {
        if content.needsDataReload || content.needsHeightRefresh { changeContent(.loadIfNeeded) }
    }

    /// The one commit step of every content change: the content size becomes the model's (at the
    /// table's width), the offset follows `rule`, and the visible-range cache, if it describes an
    /// older model, is dropped (it would answer nothing: every cache is keyed by the model version,
    /// which every change to the model bumps; a path that keeps one moves it to the new version
    /// before it commits).
    func commitContent(_ rule: ContentOffsetRule) {
        if let cache = content.visibleRangeCache, cache.modelVersion != content.modelVersion {
            content.visibleRangeCache = nil
        }
        let height = model.contentHeight
        contentSize = CGSize(width: bounds.width, height: height)
        guard rule == .clampToContent else { return }
        let maxOffset = endOfContentOffset(contentHeight: height)
        if contentOffset.y > maxOffset { contentOffset.y = maxOffset }
    }
}
