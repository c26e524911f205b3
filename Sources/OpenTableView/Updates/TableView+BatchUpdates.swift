import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Incremental updates, as UIKit's: the row and section calls record operations into the open
/// batch (a call outside a batch is a batch of one), and the outermost `endUpdates()` validates
/// the batch against the data source's new counts and applies it. Nothing changes when the
/// batch is invalid.
extension TableView {
    /// The work of ``hasUncommittedUpdates``, behind its open entry point in the class body.
    var hasUncommittedUpdatesImplementation: Bool { content.isReorderUncommitted }

    /// The work of ``beginUpdates()``, behind its open entry point in the class body.
    func beginUpdatesImplementation() {
        content.updateDepth += 1
    }

    /// The work of ``endUpdates()``, behind its open entry point in the class body.
    func endUpdatesImplementation() {
        precondition(content.updateDepth > 0, "endUpdates() without a matching beginUpdates()")
        content.updateDepth -= 1
        guard content.updateDepth == 0 else { return }
        let update = content.pendingUpdate
        content.pendingUpdate = BatchUpdate()
        guard let plan = planOrCatch({ () throws(TableViewException) in try checkedPlan(for: update) }) else {
            return
        }
        changeContent(.batch(update, plan))
    }

    /// The work of ``performBatchUpdates(_:completion:)``, behind its open entry point in the class body.
    func performBatchUpdatesImplementation(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdatesImplementation()
        updates?()
        endUpdatesImplementation()
        completion?(true)
    }

    /// ``performBatchUpdates(_:completion:)`` that throws UIKit's exception for an invalid batch
    /// instead of trapping, leaving the table exactly as it was before the batch. An
    /// OpenTableView addition for tests.
    public func performBatchUpdatesThrowing(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil)
        throws(TableViewException)
    {
        precondition(content.updateDepth == 0, "performBatchUpdatesThrowing cannot run inside another batch")
        try sessionStep(.update("performBatchUpdates")) { () throws(TableViewException) in
            try performBatchUpdatesCheckingPlan(updates, completion: completion)
        }
    }

    /// The body of ``performBatchUpdatesThrowing(_:completion:)``, one session step.
    private func performBatchUpdatesCheckingPlan(_ updates: () -> Void, completion: ((Bool) -> Void)?)
        throws(TableViewException)
    {
        content.updateDepth = 1
        updates()
        content.updateDepth = 0
        let update = content.pendingUpdate
        content.pendingUpdate = BatchUpdate()
        let plan = try checkedPlan(for: update)
        changeContent(.batch(update, plan))
        completion?(true)
    }

    /// The work of ``insertRows(at:with:)``, behind its open entry point in the class body.
    func insertRowsImplementation(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if indexPaths.count == 1, changeContent(.oneRowEdit(indexPaths[0], isInsert: true)) { return }
        record(indexPaths.map { .insertRow($0) })
    }

    /// The work of ``deleteRows(at:with:)``, behind its open entry point in the class body.
    func deleteRowsImplementation(at indexPaths: [IndexPath], with animation: RowAnimation) {
        if indexPaths.count == 1, changeContent(.oneRowEdit(indexPaths[0], isInsert: false)) { return }
        record(indexPaths.map { .deleteRow($0) })
    }

    /// The work of ``reloadRows(at:with:)``, behind its open entry point in the class body.
    func reloadRowsImplementation(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(indexPaths.map { .reloadRow($0) })
    }

    /// The work of ``moveRow(at:to:)``, behind its open entry point in the class body.
    func moveRowImplementation(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record([.moveRow(indexPath, newIndexPath)])
    }

    /// The work of ``insertSections(_:with:)``, behind its open entry point in the class body.
    func insertSectionsImplementation(_ sections: IndexSet, with animation: RowAnimation) {
        record(sections.map { .insertSection($0) })
    }

    /// The work of ``deleteSections(_:with:)``, behind its open entry point in the class body.
    func deleteSectionsImplementation(_ sections: IndexSet, with animation: RowAnimation) {
        record(sections.map { .deleteSection($0) })
    }

    /// The work of ``reloadSections(_:with:)``, behind its open entry point in the class body.
    func reloadSectionsImplementation(_ sections: IndexSet, with animation: RowAnimation) {
        record(sections.map { .reloadSection($0) })
    }

    /// The work of ``moveSection(_:toSection:)``, behind its open entry point in the class body.
    func moveSectionImplementation(_ section: Int, toSection newSection: Int) {
        record([.moveSection(section, newSection)])
    }

    /// The work of ``reconfigureRows(at:)``, behind its open entry point in the class body.
    func reconfigureRowsImplementation(at indexPaths: [IndexPath]) {
        record(indexPaths.map { .reconfigureRow($0) })
    }

    // MARK: - Internals

    /// Adds operations to the open batch (a call outside a batch is a batch of one). Animations
    /// complete at once headless, so a call's `RowAnimation` changes nothing and is not kept.
    private func record(_ operations: [BatchUpdate.Operation]) {
        loadDataIfNeeded()
        let standalone = content.updateDepth == 0
        if standalone { beginUpdatesImplementation() }
        content.pendingUpdate.operations += operations
        if standalone { endUpdatesImplementation() }
    }

    /// Validates a batch against the counts the table has and the data source's new counts.
    /// `after` is the data source's counts when the caller has already asked for them.
    /// Throws UIKit's exception for an invalid batch.
    func checkedPlan(for update: BatchUpdate, after counts: [Int]? = nil) throws(TableViewException) -> UpdatePlan {
        loadDataIfNeeded()
        let before = (0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) }
        let after = counts ?? currentRowCounts()
        return try UpdatePlan.make(update, before: before, after: after).get()
    }

    /// Applies a validated batch: cells of deleted and reloaded rows end display, survivors keep
    /// their instances and move, the height model is edited in place, the row-keyed state
    /// (selection, swipe, prefetching) follows its rows, and visible new rows are asked for at once. The content offset is kept (clamped to
    /// the new content), so rows the batch did not move stay where the user sees them.
    func apply(_ update: BatchUpdate, _ plan: UpdatePlan) {
        // The index bar is rebuilt with the sections, as after a reload.
        content.sectionIndexTitlesCache = nil
        if applyBelowDisplayedRows(update, plan) { return }
        let oldModel = model
        // 1. Cells and header/footer views leave or move. A reloaded row's cell stays out of the
        //    reuse pool until its replacement is on screen, so the replacement is another cell:
        //    UIKit "animates that new cell in as it animates the old row out" (Apple,
        //    `reloadRows(at:with:)`); the old cell ends display when that (instant) animation ends.
        var survivors: [(new: IndexPath, cell: TableViewCell)] = []
        var replaced: [(old: IndexPath, cell: TableViewCell)] = []
        let cells = content.displayedRows.cells
        for offset in cells.indices.reversed() {
            let old = indexPathForVisibleOffset(offset)
            let cell = cells[offset]
            if plan.isReloaded(old) {
                replaced.append((old, cell))
            } else if let new = plan.newIndexPath(forOld: old) {
                survivors.append((new, cell))
            } else {
                endDisplaying(cell, at: old)
            }
        }
        content.displayedRows.removeAll()
        remapHeaderFooterViews(plan)
        // 2. The height model, then the row-keyed state follows its rows.
        if update.isEmpty {
            refreshHeights()
        } else {
            rebuildModel(plan, from: oldModel)
        }
        content.rowState.remap(through: BatchRemapping(plan: plan, oldModel: oldModel, newModel: model))
        // 3. Lay out now, keeping surviving cells at their new global rows.
        var current: [Int: TableViewCell] = [:]
        current.reserveCapacity(survivors.count)
        for (new, cell) in survivors { current[model.globalIndex(row: new.row, section: new.section)] = cell }
        finishUpdate(relayingOut: current)
        for (old, cell) in replaced { endDisplaying(cell, at: old) }
        // 4. Reconfigure the rows that still have cells.
        for old in update.reconfiguredRows {
            if let new = plan.newIndexPath(forOld: old) { reconfigureVisibleRow(at: new) }
        }
    }

    /// Applies a batch whose row changes all lie below the last displayed row, with no section
    /// changes: the common edit of a long list off screen. Every displayed cell keeps its index
    /// path, global index and frame, so none is re-keyed or re-framed and only rows that enter
    /// or leave cost anything (as in a scroll), where the general path re-lays every visible row.
    /// Returns `false`, having changed nothing, when the batch does not qualify.
    /// - Complexity: O(k log n) for k changes plus O(log n) for the visible range.
    private func applyBelowDisplayedRows(_ update: BatchUpdate, _ plan: UpdatePlan) -> Bool {
        guard !update.isEmpty, !plan.hasSectionChanges, let lastGlobal = lastDisplayedGlobalRowIfFramed() else {
            return false
        }
        let last = indexPath(forGlobalRow: lastGlobal)
        for operation in update.operations {
            switch operation {
            case .deleteRow(let p), .insertRow(let p), .reloadRow(let p), .reconfigureRow(let p):
                guard p > last else { return false }
            case .moveRow(let from, let to):
                guard from > last && to > last else { return false }
            case .deleteSection, .insertSection, .reloadSection, .moveSection:
                return false
            }
        }
        let oldVersion = content.modelVersion
        let originY = model.sectionsOriginY
        let oldModel = model
        remapHeaderFooterViews(plan)
        rebuildModel(plan, from: oldModel)
        content.rowState.remap(through: BatchRemapping(plan: plan, oldModel: oldModel, newModel: model))
        layoutAfterEditBelowDisplayedRows(
            framesHold: model.sectionsOriginY == originY, oldVersion: oldVersion, editedGlobalRow: nil)
        return true
    }

    /// The global index of the last displayed row, when the displayed cells are framed for the
    /// current model and width: an edit entirely below it leaves every displayed cell where it is.
    func lastDisplayedGlobalRowIfFramed() -> Int? {
        guard content.framedModelVersion == content.modelVersion, content.framedColumn == rowColumn else {
            return nil
        }
        return content.displayedRows.lastGlobal
    }

    /// Sets the content size and lays out after an edit below the displayed rows, keeping their
    /// cells and frames. `framesHold` tells that the sections still start where they did (a
    /// table-level height above them, such as the table header view's, can change at any
    /// update); rows down to the last displayed one are untouched, so their frames then hold.
    /// `oldVersion` is the model version before the edit; `editedGlobalRow` is the global index
    /// of a one-row edit (the inserted row's after it, the deleted row's before it), `nil` for a
    /// batch.
    func layoutAfterEditBelowDisplayedRows(framesHold: Bool, oldVersion: Int, editedGlobalRow: Int?) {
        // The displayed range itself is unchanged, but not always the interval over which it
        // holds: the row just below the last displayed one may now be another row (for example
        // the first row inserted into a section that was empty), whose top is higher than the old
        // bound. The viewport tops that keep the first row depend only on rows above the edit,
        // so at most the bottom bound is computed again (O(log n)); and a one-row edit further
        // down than the row just below the range leaves that row, and all above it, in place.
        var screenHolds = false
        if framesHold {
            content.framedModelVersion = content.modelVersion
            if let cache = content.visibleRangeCache, cache.modelVersion == oldVersion {
                // (Plain conditionals, not `Optional.map` closures: a main-actor closure called
                // through a non-isolated generic pays a run-time executor check on every call.)
                if let editedGlobalRow, editedGlobalRow > cache.range.upperBound {
                    content.visibleRangeCache?.modelVersion = content.modelVersion
                    // The search hint describes the old model (its section's bottom moved).
                    content.visibleRangeCache?.hint = nil
                    // The rows on screen, their frames and the row below them are where they
                    // were: if the viewport is the one the displayed rows were laid out for,
                    // nothing on screen can change, and the layout pass would only confirm it.
                    let bounds = self.bounds
                    screenHolds =
                        content.displayedRows.globalRange == cache.range
                        && cache.answers(minY: bounds.minY, maxY: bounds.maxY, version: oldVersion)
                } else if let bottom = model.stableViewportBottom(forLastRow: cache.range.upperBound - 1) {
                    content.visibleRangeCache = VisibleRangeCache(
                        range: cache.range, top: cache.top, bottom: bottom, modelVersion: content.modelVersion)
                } else {
                    content.visibleRangeCache = nil
                }
            }
        }
        finishUpdate(relayingOut: nil, screenHolds: screenHolds)
    }

    /// The end of every update path: the content size and the clamped offset, then the layout
    /// pass over the rows (relaying out `survivors`, the displayed cells keyed by their new global
    /// rows, or, with `nil`, over the displayed cells as they are) and the headers and footers.
    /// With estimated rows, the real heights the pass gives the rows it shows may shorten the
    /// content under the offset; the pass then keeps the offset clamped as it realizes them, so
    /// an update never leaves the offset past the end of the content.
    /// `screenHolds` tells that the update moved nothing on screen (a one-row edit well below the
    /// displayed rows, in the viewport they were laid out for): the layout pass is then skipped
    /// unless the shorter content moved the offset. It is a no-op there, and running it after
    /// every such edit costs a one-row insert about a fifth of its time in instruction-cache
    /// misses (`Benchmarks/README.md`).
    func finishUpdate(relayingOut survivors: [Int: TableViewCell]?, screenHolds: Bool = false) {
        let offset = contentOffset.y
        commitContent(.clampToContent)
        if screenHolds && contentOffset.y == offset { return }
        layoutRows(current: survivors, clampingOffset: true)
        layoutHeadersAndFooters()
    }

    /// Header and footer views follow their sections; those of deleted and reloaded sections
    /// end display. The sections known to have only space are forgotten (their answers may change).
    private func remapHeaderFooterViews(_ plan: UpdatePlan) {
        for kind in HeaderFooterKind.allCases {
            var moved: [Int: View] = [:]
            for section in content.headerFooterDisplay.views[kind].keys.sorted() {
                if let new = plan.sectionMap[section], !plan.reloadedSections.contains(section) {
                    moved[new] = content.headerFooterDisplay.views[kind][section]
                } else {
                    endDisplaying(kind, inSection: section)
                }
            }
            content.headerFooterDisplay.views[kind] = moved
        }
        content.headerFooterDisplay.forgetSpaceOnlySections()
    }

    /// Edits the height model for a batch: O(k log n) for k row changes when no section changes,
    /// a rebuild of the section list (O(sections)) otherwise.
    private func rebuildModel(_ plan: UpdatePlan, from oldModel: TableLayoutModel) {
        if plan.hasSectionChanges {
            var sections: [SectionMetrics?] = Array(repeating: nil, count: plan.after.count)
            for old in 0..<plan.before.count {
                guard let new = plan.sectionMap[old], !plan.reloadedSections.contains(old) else { continue }
                var metrics = oldModel.section(old)
                removeRows(plan.removedRows[old] ?? [], from: &metrics.rows)
                sections[new] = metrics
            }
            for new in 0..<plan.after.count where sections[new] == nil {
                sections[new] = SectionMetrics(
                    paddingAboveHeader: 0, headerHeight: 0, footerHeight: 0,
                    rows: rowHeights(section: new, count: plan.after[new]))
            }
            var rebuilt = TableLayoutModel(sections: sections.map { $0! })
            for new in 0..<plan.after.count
            where plan.oldSection(forNew: new) == nil || plan.reloadedNewSections.contains(new) {
                let header = height(of: .header, inSection: new)
                rebuilt.setHeaderHeight(header, section: new)
                rebuilt.setFooterHeight(height(of: .footer, inSection: new), section: new)
                rebuilt.setPaddingAboveHeader(paddingAboveHeader(section: new, headerHeight: header), section: new)
            }
            model = rebuilt
        } else {
            for (section, removed) in plan.removedRows {
                model.updateSection(section) { removeRows(removed, from: &$0.rows) }
            }
        }
        // Inserted and moved-in rows, ascending in each section, land in their final slots.
        let movedFrom = Dictionary(uniqueKeysWithValues: plan.rowMoves.map { ($0.value, $0.key) })
        for section in plan.fixedRows.keys.sorted() {
            for row in plan.fixedRows[section]! {
                let new = IndexPath(row: row, section: section)
                let height: (height: CGFloat, estimated: Bool)
                if let old = movedFrom[new] {
                    let rows = oldModel.section(old.section).rows
                    height = (rows.height(at: old.row), rows.isEstimated(at: old.row))
                } else {
                    height = newRowHeight(at: new)
                }
                model.insertRow(height.height, estimated: height.estimated, at: row, section: section)
            }
        }
        for old in plan.reloadedRows {
            guard let new = plan.newIndexPath(forOld: old) else { continue }
            let height = newRowHeight(at: new)
            model.setRowHeight(height.height, row: new.row, section: new.section, estimated: height.estimated)
        }
        applyTableLevelHeights(to: &model)
    }

    private func removeRows(_ rows: [Int], from heights: inout RowHeights) {
        // Descending, in contiguous ranges, so earlier indices stay valid.
        var index = rows.count - 1
        while index >= 0 {
            var start = index
            while start > 0 && rows[start - 1] == rows[start] - 1 { start -= 1 }
            heights.removeSubrange(rows[start]..<(rows[index] + 1))
            index = start - 1
        }
    }

    /// The height a new row starts with: its real height when heights are known without a cell,
    /// else an estimate that the layout pass replaces.
    func newRowHeight(at indexPath: IndexPath) -> (height: CGFloat, estimated: Bool) {
        if let probed = decideRowHeightPolicyIfUndecided(probe: indexPath) {
            return probedRowHeight(probed)
        }
        if content.heightPolicy.estimatesRows {
            if content.heightPolicy.perRowEstimates, let delegate = tableDelegate {
                recordCall(.estimatedHeightForRow(indexPath))
                let estimate = delegate.tableView(self, estimatedHeightForRowAt: indexPath)
                return (estimate == TableView.automaticDimension ? TableMetrics.automaticRowEstimate : estimate, true)
            }
            return (
                settings.estimatedRowHeight > 0 ? settings.estimatedRowHeight : TableMetrics.automaticRowEstimate, true
            )
        }
        if content.heightPolicy.delegateRowHeights == true, let delegate = tableDelegate {
            recordCall(.heightForRow(indexPath))
            return probedRowHeight(delegate.tableView(self, heightForRowAt: indexPath))
        }
        if settings.rowHeight >= 0 { return (settings.rowHeight, false) }
        content.heightPolicy.noteSelfSizingRows()
        return (TableMetrics.automaticRowEstimate, true)
    }

    /// A new row's height from the delegate's `heightForRowAt` answer: an automatic one makes
    /// the row self-size (an estimate until it is laid out).
    private func probedRowHeight(_ height: CGFloat) -> (height: CGFloat, estimated: Bool) {
        if height == TableView.automaticDimension {
            content.heightPolicy.noteSelfSizingRows()
            return (TableMetrics.automaticRowEstimate, true)
        }
        trapping { try Messages.invalidRowHeight(height, allowsAutomatic: false).throwIfPresent() }
        return (height, false)
    }

    /// Asks the data source again for a displayed row's cell; the dequeue inside returns the
    /// displayed cell itself.
    private func reconfigureVisibleRow(at indexPath: IndexPath) {
        guard let cell = visibleCell(at: indexPath) else { return }
        interaction.reconfigureTarget = cell
        let returned = requestCell(at: indexPath)
        interaction.reconfigureTarget = nil
        guard returned !== cell else { return }
        // The data source returned another cell: display it in place of the old one.
        let global = model.globalIndex(row: indexPath.row, section: indexPath.section)
        endDisplaying(cell, at: indexPath)
        prepareForDisplay(returned, at: indexPath)
        content.displayedRows.replaceCell(atGlobal: global, with: returned)
        willDisplay(returned, forRowAt: indexPath)
    }
}
