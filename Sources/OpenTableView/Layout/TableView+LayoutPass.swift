import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The layout pass: the one place where cells, headers and footers come and go.
///
/// Each pass
/// 1. captures the structure if a reload is pending;
/// 2. finds the visible row range by binary search in the height model — O(log sections +
///    log rows) — and walks it: O(visible);
/// 3. replaces the estimates of rows entering the viewport with real heights, keeping the first
///    row that was already on screen where the user sees it (content above it that changes
///    height shifts the offset instead);
/// 4. ends display of rows that left (`didEndDisplaying`, back to the reuse pool) before asking
///    for the rows that entered (`cellForRowAt`, then `willDisplay`), so the pool is reused;
/// 5. frames every visible cell, then does the same for headers and footers (which float in
///    plain style, see `FloatingHeaders.swift`).
///
/// Visible cells live in ``DisplayedRows`` (`State/DisplayedRows.swift`): one array ordered by
/// global row index plus the global index of its first element (the LSCTableView design), so
/// "is row g visible" is arithmetic.
extension TableView {
    /// The layout pass, run by ``TableView/layoutSubviews()``.
    func performLayoutPass() {
        guard !pass.isInLayoutPass else { return }
        pass.isInLayoutPass = true
        defer { pass.isInLayoutPass = false }
        counters.layoutPasses += 1
        loadDataIfNeeded()
        // Both tests are the remeasure's own first ones, made here so a pass with nothing to
        // measure (nearly every one) does not dispatch a change.
        if rowColumn.width != content.selfSizingWidth || !content.cellsNeedingRemeasure.isEmpty {
            changeContent(.remeasure)
        }
        if contentSize.width != bounds.width || contentSize.height != model.contentHeight { commitContent(.keep) }
        settings.backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        let clamping = content.clampsOffsetInNextLayout
        content.clampsOffsetInNextLayout = false
        layoutRows(clampingOffset: clamping)
        layoutHeadersAndFooters()
        layoutTableHeaderAndFooterViews()
        updatePrefetching()
    }

    // MARK: Rows

    /// Global indices of the rows intersecting `minY..<maxY` in content coordinates: see
    /// ``TableLayoutModel/visibleRowRange(minY:maxY:)``.
    /// - Complexity: O(log sections + log rows), whatever the number of visible rows.
    func visibleGlobalRange(minY: CGFloat, maxY: CGFloat) -> Range<Int> {
        model.visibleRowRange(minY: minY, maxY: maxY)
    }

    /// The index path of a global row index.
    func indexPath(forGlobalRow global: Int) -> IndexPath {
        let location = model.location(ofGlobalIndex: global)
        return IndexPath(row: location.row, section: location.section)
    }

    func indexPathForVisibleOffset(_ offset: Int) -> IndexPath {
        indexPath(forGlobalRow: content.displayedRows.first + offset)
    }

    var visibleGlobalRows: Range<Int> { content.displayedRows.globalRange }

    /// The visible range for the current bounds. Most passes of a slow scroll show the same rows,
    /// so the range is remembered with the interval of tops and bottoms over which it cannot
    /// change; inside it the pass skips both binary searches.
    /// - Complexity: O(1) inside the remembered interval, else O(log sections + log rows).
    private func currentVisibleRange() -> Range<Int> {
        let bounds = self.bounds
        let minY = bounds.minY
        let maxY = bounds.maxY
        if let cache = content.visibleRangeCache, cache.answers(minY: minY, maxY: maxY, version: content.modelVersion) {
            return cache.range
        }
        // One call for the range and the interval over which it holds: it searches for the first
        // row and walks the rest, and after a scroll down it walks from where the last range
        // started instead of searching (the hint), across sections.
        let hint = content.visibleRangeCache?.hint(forVersion: content.modelVersion)
        // In place: the search calls nothing back, and a copy of the model cost ten atomic
        // operations a scroll step (see `withModelInPlace`).
        let found = withModelInPlace { model in
            model.pointee.visibleRowsInPlace(minY: minY, maxY: maxY, hint: hint)
        }
        let range = found.range
        // Where the first row and the end are, for the cursors of this pass and the next (`RowCursor`).
        content.knownRowLocations.record(range, first: found.first, end: found.end, modelVersion: content.modelVersion)
        // Not `stable.map { … }`: a main-actor closure handed to the non-isolated `map` checks
        // its isolation at run time, a tenth of a scroll step's cost.
        if let stable = found.stable {
            content.visibleRangeCache = VisibleRangeCache(
                range: range, top: stable.top, bottom: stable.bottom, modelVersion: content.modelVersion,
                hint: found.hint)
        } else {
            content.visibleRangeCache = nil
        }
        return range
    }

    /// Lays out the rows. `current` holds the displayed cells by global row index; by default the
    /// visible-cell array, after a batch update the surviving cells at their new indices.
    /// `clampingOffset` (after updates): real heights that replace estimates never leave the
    /// offset past the end of the content.
    func layoutRows(current initial: [Int: TableViewCell]? = nil, clampingOffset: Bool = false) {
        // Steady state (a scroll over a model and width the cells were framed for): the cells
        // that stay keep their frames, so only rows entering and leaving cost anything.
        var measured: EnteringRowsMeasurement?
        // The fields are read in place (see `TableContent.framedColumn`): a method on the content
        // copied it around the call, a tenth of a fixed-height table's step.
        let column = rowColumn
        if initial == nil && content.framedModelVersion == content.modelVersion && content.framedColumn == column {
            let range = currentVisibleRange()
            if !content.heightPolicy.estimatesRows || !hasEstimates(in: range, except: visibleGlobalRows) {
                scrollRows(to: range)
                return
            }
            // Self-sizing rows entering a scroll: measured first, and when each measures as its
            // estimate nothing moved, so the pass goes on as the steady one with their cells
            // (`TableView+EnteringRows.swift`); else the general path goes on from the
            // measurement.
            if !clampingOffset, let measurement = measureRowsEntering(range) {
                guard !measurement.keptEstimates else {
                    // As the general path commits after its measuring (the content size is unchanged).
                    commitContent(.keep)
                    scrollRows(to: range, prepared: measurement.cells)
                    content.noteChangeMovedNothing(framedBefore: true)
                    return
                }
                measured = measurement
            }
        }
        var current = initial ?? content.displayedRows.byGlobalRow()
        var prepared: [Int: TableViewCell] = [:]
        var range: Range<Int>
        if let measured {
            for (global, cell) in measured.cells { prepared[global] = cell }
            range = realizeEstimatedHeights(
                in: measured.range, current: current, prepared: &prepared, clampingOffset: false, resuming: measured)
        } else {
            range = currentVisibleRange()
            if content.heightPolicy.estimatesRows && hasEstimates(in: range) {
                // Real heights move the rows around the first one on screen, so a displayed row
                // outside the range found with estimates may be inside the final one: it keeps
                // its cell, and only the rows outside the final range end display.
                range = realizeEstimatedHeights(
                    in: range, current: current, prepared: &prepared, clampingOffset: clampingOffset)
            }
        }
        endDisplaying(&current, outside: range)
        var cells: [TableViewCell] = []
        cells.reserveCapacity(range.count)
        for global in range {
            if let cell = current[global] {
                cells.append(cell)
                continue
            }
            let indexPath = indexPath(forGlobalRow: global)
            let cell: TableViewCell
            if let measured = prepared.removeValue(forKey: global) {
                // Asked for to measure the row, and configured for it then.
                cell = measured
                prepareForDisplay(cell, at: indexPath, configured: true)
            } else {
                cell = requestCell(at: indexPath)
                prepareForDisplay(cell, at: indexPath)
            }
            cells.append(cell)
            willDisplay(cell, forRowAt: indexPath)
        }
        content.displayedRows.replace(with: cells, first: range.lowerBound)
        for cell in prepared.values { recycle(cell) }
        frameVisibleCells()
        content.noteFramed(for: column)
    }

    /// The steady-state pass over the contiguous visible-cell array: ends display of the rows
    /// that left (ascending), then displays the rows that entered (ascending). Cells that stay
    /// are not touched.
    /// - Complexity: O(rows entering + rows leaving), after the O(log n) range search.
    /// `prepared`: cells already asked for (ascending by global row, each configured for its
    /// row) to measure rows that enter, displayed instead of asking again.
    func scrollRows(to range: Range<Int>, prepared: [(global: Int, cell: TableViewCell)] = []) {
        let old = visibleGlobalRows
        guard range != old else { return }
        let keep = old.clamped(to: range)
        // The cells are read through `displayedRows` rather than a local copy of the array: a
        // copy alive while the ends are trimmed would make the buffer shared and copy it whole.
        if keep.isEmpty {
            // A jump: every row leaves, then the new ones appear, ascending.
            endDisplayingVisibleCells(0..<content.displayedRows.count)
            content.displayedRows.removeAll()
            var entering = takeScratchCells()
            var preparedCells = PreparedCells(prepared)
            displayNewRows(range, into: &entering, prepared: &preparedCells)
            // The new cells' array becomes the displayed one; the emptied one is kept for next time.
            content.displayedRows.replace(swapping: &entering, first: range.lowerBound)
            returnScratchCells(&entering)
            return
        }
        let headCount = keep.lowerBound - old.lowerBound
        let tailStart = keep.upperBound - old.lowerBound
        endDisplayingVisibleCells(0..<headCount)
        endDisplayingVisibleCells(tailStart..<content.displayedRows.count)
        content.displayedRows.removeLast(from: tailStart)
        content.displayedRows.removeFirst(headCount)
        // Rows above, then rows below, into one kept array; both join the displayed ones after.
        var entering = takeScratchCells()
        var preparedCells = PreparedCells(prepared)
        displayNewRows(range.lowerBound..<keep.lowerBound, into: &entering, prepared: &preparedCells)
        let enteringAbove = entering.count
        displayNewRows(keep.upperBound..<range.upperBound, into: &entering, prepared: &preparedCells)
        if enteringAbove > 0 { content.displayedRows.prepend(entering[..<enteringAbove]) }
        if entering.count > enteringAbove { content.displayedRows.append(entering[enteringAbove...]) }
        returnScratchCells(&entering)
    }

    /// An empty array with the capacity of earlier passes, for the cells a pass displays: building
    /// a new one each pass allocated it (the table's `scratchCells`, handed out and taken back, so
    /// a pass nested in a callback gets a fresh one and nothing is shared).
    private func takeScratchCells() -> [TableViewCell] {
        var cells: [TableViewCell] = []
        swap(&cells, &pass.scratchCells)
        return cells
    }

    /// Empties `cells`, keeping its storage, and keeps it for the next pass.
    private func returnScratchCells(_ cells: inout [TableViewCell]) {
        cells.removeAll(keepingCapacity: true)
        swap(&cells, &pass.scratchCells)
    }

    /// Ends display of the displayed cells at `offsets` (ascending), locating their rows with one
    /// search and a cursor rather than a search per row.
    /// A delegate that changes the model from inside a callback (a reload, say) gets each row
    /// located again in the new model, as a search per row did.
    private func endDisplayingVisibleCells(_ offsets: Range<Int>) {
        guard !offsets.isEmpty else { return }
        let version = content.modelVersion
        // The delegate, read once for the run when it may be called, as in `displayNewRows`; one
        // set inside a callback is read again for the rest.
        let calls = !delegateImplementations.lacks(.didEndDisplaying) || callRecorder != nil
        let delegate = (calls ? tableDelegate : nil) ?? absentDelegate
        let present = delegate !== absentDelegate
        let delegateRead = pass.delegateVersion
        let firstGlobal = content.displayedRows.first + offsets.lowerBound
        var cursor = RowCursor(
            global: firstGlobal, in: model,
            known: content.knownRowLocations.location(of: firstGlobal, modelVersion: version))
        // A copy of the array keeps every cell alive through the callbacks (one retain of the
        // buffer), so each cell that is still the displayed one is handed on unretained: reading it
        // for the calls retained and released it, two atomic operations a cell. A cell
        // that a callback replaced in the displayed rows is read as before.
        let cells = content.displayedRows.cells
        for offset in offsets {
            if content.modelVersion != version {
                cursor = RowCursor(global: content.displayedRows.first + offset, in: model)
            }
            let indexPath = cursor.indexPath
            if content.displayedRows.cells[offset] === cells[offset] {
                withUnretainedObject(Unmanaged.passUnretained(cells[offset])) { cell in
                    endDisplaying(cell, at: indexPath, delegate: delegate, read: delegateRead, present: present)
                }
            } else {
                let replaced = content.displayedRows.cells[offset]
                endDisplaying(replaced, at: indexPath, delegate: delegate, read: delegateRead, present: present)
            }
            cursor.advance(in: self.model)
        }
    }

    /// One cell of ``endDisplayingVisibleCells(_:)``: `delegate` is the table's as read when its
    /// version was `read` (`present`: not `absentDelegate`); read again if it was set since.
    @inline(__always)
    private func endDisplaying(
        _ cell: TableViewCell, at indexPath: IndexPath, delegate: TableViewDelegate, read: Int, present: Bool
    ) {
        if pass.delegateVersion != read {
            endDisplaying(cell, at: indexPath)
        } else if present {
            endDisplaying(cell, at: indexPath, delegate: delegate)
        } else {
            recycle(cell)
        }
    }

    /// Asks for, frames and displays the cells of the rows of `globals` (ascending), appending
    /// them to `cells`; located as in ``endDisplayingVisibleCells(_:)``.
    /// `prepared` hands out the cells asked for to measure rows of `globals`.
    private func displayNewRows(
        _ globals: Range<Int>, into cells: inout [TableViewCell], prepared: inout PreparedCells
    ) {
        guard !globals.isEmpty else { return }
        cells.reserveCapacity(cells.count + globals.count)
        let version = content.modelVersion
        // One copy of the model for the pass: reading the table's own (a class's stored property)
        // for each row's frame retained and released every array in it around the search.
        let model = self.model
        let column = rowColumn
        let known = content.knownRowLocations.location(of: globals.lowerBound, modelVersion: version)
        var cursor = RowCursor(global: globals.lowerBound, in: model, known: known)
        // The rows' tops and heights are walked too (`RowHeights.SpanWalk`): one search, then
        // O(1) a row, with the bits `rowSpan` gives.
        var sectionTop = known?.rowsTop ?? model.rowsMinY(cursor.section)
        // The section's heights, held for its run of rows: reached through the model for each row,
        // they were retained and released around every step of the walk.
        var rows = model.sections[cursor.section].rows
        var walk = rows.spanWalk(from: cursor.row)
        // Read once for the run: each read of the weakly held data source is a side-table retain
        // and release (see `DelegateImplementations`); set again inside a callback, it is read again.
        guard let dataSource = settings.dataSource else {
            counters.cellRequests += 1
            raise(Messages.nilCell(cursor.indexPath))
        }
        let dataSourceRead = pass.dataSourceVersion
        // The delegate too, when a per-cell method may be called (`absentDelegate` stands for
        // none, so the argument is never optional: Swift retains an optional one around each call).
        let needsDelegate =
            !delegateImplementations.lacks(.willDisplay) || !delegateImplementations.lacks(.indentationLevel)
            || callRecorder != nil
        let delegate = (needsDelegate ? tableDelegate : nil) ?? absentDelegate
        let callees = PassCallees(
            dataSource: dataSourceRead, delegate: pass.delegateVersion, delegatePresent: delegate !== absentDelegate)
        for global in globals {
            let measured = prepared.take(global)
            if content.modelVersion != version {
                cursor = RowCursor(global: global, in: self.model)
                cells.append(
                    displayNewRow(
                        at: cursor.indexPath, frame: rowFrame(at: cursor.indexPath), measured: measured,
                        dataSource: dataSource, delegate: delegate, read: callees))
                cursor.advance(in: self.model)
                continue
            }
            // `model.rowSpan(at:inSection:rowsTop:)`, bit for bit.
            let span = rows.span(at: walk)
            let frame = column.frame(y: sectionTop + span.offset, height: span.height)
            cells.append(
                displayNewRow(
                    at: cursor.indexPath, frame: frame, measured: measured, dataSource: dataSource, delegate: delegate,
                    read: callees))
            let section = cursor.section
            cursor.advance(in: model)
            if global + 1 < globals.upperBound {
                if cursor.section == section {
                    rows.advance(&walk)
                } else {
                    sectionTop = model.rowsMinY(cursor.section)
                    rows = model.sections[cursor.section].rows
                    walk = rows.spanWalk(from: cursor.row)
                }
            }
        }
    }

    /// One measuring round of the layout pass: the rows of `globals` outside `skipped` whose
    /// heights are estimates get their real heights, ascending (`heightForRowAt`, or the cell
    /// `cell` hands over for the row, measured). Returns whether any row was measured and whether
    /// each measured as its estimate.
    /// - Complexity: O(rows × log n), plus the measurements.
    func measureEstimatedRows(
        _ globals: Range<Int>, except skipped: Range<Int> = 0..<0, cell: (Int, IndexPath) -> TableViewCell
    ) -> (measuredAny: Bool, keptEstimates: Bool) {
        var measuredAny = false
        var keptEstimates = true
        for global in globals where !skipped.contains(global) {
            let location = model.location(ofGlobalIndex: global)
            guard model.isRowHeightEstimated(location.row, inSection: location.section) else { continue }
            let estimate = model.rowHeight(location.row, inSection: location.section)
            let indexPath = IndexPath(row: location.row, section: location.section)
            let height = realRowHeight(at: indexPath) { cell(global, indexPath) }
            model.setRowHeight(height, row: location.row, section: location.section, estimated: false)
            measuredAny = true
            if height != estimate { keptEstimates = false }
        }
        return (measuredAny, keptEstimates)
    }

    /// Whether any row of `range` outside `skipped` still has an estimated height.
    /// - Complexity: O(rows checked × log n).
    func hasEstimates(in range: Range<Int>, except skipped: Range<Int> = 0..<0) -> Bool {
        for global in range where !skipped.contains(global) {
            let location = model.location(ofGlobalIndex: global)
            if model.isRowHeightEstimated(location.row, inSection: location.section) { return true }
        }
        return false
    }

    /// Asks for, frames and displays the cell of a row that entered the viewport. The row's frame
    /// is found once, before `cellForRowAt`, for the dequeue and for the display. `measured`: the
    /// cell asked for earlier in the pass to measure the row (configured for it then), displayed
    /// without asking again.
    /// `dataSource` and `delegate` were read by the caller when the versions were those of
    /// `read`; each is read again if it was set since.
    private func displayNewRow(
        at indexPath: IndexPath, frame: CGRect, measured: TableViewCell? = nil, dataSource: TableViewDataSource,
        delegate: TableViewDelegate, read: PassCallees
    ) -> TableViewCell {
        if let measured {
            prepareForDisplay(measured, at: indexPath, configured: true, frame: frame)
            willDisplayNewRow(measured, at: indexPath, delegate: delegate, read: read)
            return measured
        }
        let pendingVersion = content.modelVersion
        pass.pendingRow = PendingRowFrame(
            section: indexPath.section, row: indexPath.row, frame: frame, modelVersion: pendingVersion)
        let cell =
            read.dataSource == pass.dataSourceVersion
            ? requestCell(at: indexPath, from: dataSource) : requestCell(at: indexPath)
        pass.pendingRow = nil
        // Found before `cellForRowAt`: still the row's frame unless the model or width changed in it.
        let rowFrame = content.modelVersion == pendingVersion && frame.width == rowColumn.width ? frame : nil
        if read.delegate == pass.delegateVersion {
            prepareForDisplay(cell, at: indexPath, frame: rowFrame, delegate: delegate, present: read.delegatePresent)
        } else {
            prepareForDisplay(cell, at: indexPath, frame: rowFrame)
        }
        willDisplayNewRow(cell, at: indexPath, delegate: delegate, read: read)
        return cell
    }

    /// `willDisplay` of a row ``displayNewRow(at:frame:measured:dataSource:delegate:read:)``
    /// displayed, with the delegate as the caller read it.
    @inline(__always)
    private func willDisplayNewRow(
        _ cell: TableViewCell, at indexPath: IndexPath, delegate: TableViewDelegate, read: PassCallees
    ) {
        if read.delegate != pass.delegateVersion {
            willDisplay(cell, forRowAt: indexPath)
        } else if read.delegatePresent {
            willDisplay(cell, forRowAt: indexPath, delegate: delegate)
        }
    }

    /// Replaces estimates with real heights for rows in the viewport until the visible range is
    /// stable, shifting the offset so the first row already on screen does not move; with
    /// `clampingOffset`, never past the end of the content.
    /// `resuming`: the rows of `initial` entering a scroll were measured already
    /// (``measureRowsEntering(_:)``), which is this loop's first round; the anchor is the one
    /// found before it.
    private func realizeEstimatedHeights(
        in initial: Range<Int>, current: [Int: TableViewCell],
        prepared: inout [Int: TableViewCell], clampingOffset: Bool, resuming: EnteringRowsMeasurement? = nil
    ) -> Range<Int> {
        var range = initial
        let offsetPastTheEnd =
            bounds.origin.y > endOfContentOffset(contentHeight: model.contentHeight) ? bounds.origin.y : nil
        // The first displayed row inside the viewport stays where the user sees it.
        let anchor: IndexPath?
        var anchorY: CGFloat?
        if let resuming {
            anchor = resuming.anchor
            anchorY = resuming.anchorY
        } else {
            anchor = current.keys.filter(initial.contains).min().map { indexPath(forGlobalRow: $0) }
            anchorY = anchor.map { model.rowMinY($0.row, inSection: $0.section) }
        }
        for round in 0..<32 {
            // A resumed pass measured its first round already.
            let changed =
                (round == 0 && resuming != nil)
                || measureEstimatedRows(range) { global, indexPath in
                    if let cell = current[global] ?? prepared[global] { return cell }
                    let cell = requestCellForMeasuring(at: indexPath)
                    prepared[global] = cell
                    return cell
                }.measuredAny
            guard changed else { break }
            if let anchor, let oldY = anchorY {
                let newY = model.rowMinY(anchor.row, inSection: anchor.section)
                if newY != oldY {
                    bounds.origin.y += newY - oldY
                    anchorY = newY
                }
            }
            if clampingOffset {
                // An offset that was already past the end (set so by the app) is not pulled back.
                let maxOffset = max(
                    endOfContentOffset(contentHeight: model.contentHeight), offsetPastTheEnd ?? -.infinity)
                if bounds.origin.y > maxOffset { bounds.origin.y = maxOffset }
            }
            range = currentVisibleRange()
        }
        commitContent(.keep)
        return range
    }

    /// The largest offset inside the content: its end plus the bottom inset, less the viewport
    /// (never above `-adjustedContentInset.top`).
    /// `height` is the content's height, which a caller that has just read it passes along.
    func endOfContentOffset(contentHeight height: CGFloat) -> CGFloat {
        let inset = adjustedContentInsetStorage
        return max(-inset.top, height + inset.bottom - bounds.height)
    }

    /// Ends display of the cells in `current` outside `range`, in ascending order.
    private func endDisplaying(_ current: inout [Int: TableViewCell], outside range: Range<Int>) {
        for global in current.keys.sorted() where !range.contains(global) {
            let cell = current.removeValue(forKey: global)!
            endDisplaying(cell, at: indexPath(forGlobalRow: global))
        }
    }

    /// Asks the data source for the cell of a row.
    func requestCell(at indexPath: IndexPath) -> TableViewCell {
        guard let dataSource = settings.dataSource else {
            counters.cellRequests += 1
            raise(Messages.nilCell(indexPath))
        }
        return requestCell(at: indexPath, from: dataSource)
    }

    /// Asks `dataSource`, the table's, read by the caller, for the cell of a row.
    func requestCell(at indexPath: IndexPath, from dataSource: TableViewDataSource) -> TableViewCell {
        counters.cellRequests += 1
        recordCall(.cellForRow(indexPath))
        return dataSource.tableView(self, cellForRowAt: indexPath)
    }

    /// Asks the data source for a row's cell to measure it (self-sizing), configured as it will
    /// be displayed: a self-sized height is measured on the prepared cell
    /// (`Compatibility/Evidence.md` §3.1, `_createPreparedCellForRowAtIndexPath:willDisplay:`), so the
    /// editing control and the indentation narrow its content as they will on screen, whatever
    /// state the dequeued cell was left in.
    func requestCellForMeasuring(at indexPath: IndexPath) -> TableViewCell {
        let cell = requestCell(at: indexPath)
        configureForRow(cell, at: indexPath)
        return cell
    }

    /// Frames, selection and editing state before `willDisplay`, as UIKit sets them. A cell
    /// already `configured` for the row (to measure it) is only framed and added.
    /// `frame`: the row's frame when the caller has just computed it for the current model.
    func prepareForDisplay(
        _ cell: TableViewCell, at indexPath: IndexPath, configured: Bool = false, frame: CGRect? = nil
    ) {
        cell.frame = frame ?? rowFrame(at: indexPath)
        if !configured { configureForRow(cell, at: indexPath) }
        attachForDisplay(cell)
    }

    /// ``prepareForDisplay(_:at:configured:frame:)`` of a cell not yet configured, with the
    /// delegate as the caller read it (`absentDelegate` when `present` is `false`).
    private func prepareForDisplay(
        _ cell: TableViewCell, at indexPath: IndexPath, frame: CGRect?, delegate: TableViewDelegate, present: Bool
    ) {
        cell.frame = frame ?? rowFrame(at: indexPath)
        configureForRow(cell, at: indexPath, delegate: delegate, present: present)
        attachForDisplay(cell)
    }

    /// The end of ``prepareForDisplay(_:at:configured:frame:)``: the cell joins the table's
    /// subviews and its configuration is brought up to date.
    private func attachForDisplay(_ cell: TableViewCell) {
        // Not `cell.superview !== self`: read from this module, `superview` is retained and
        // checked for exclusivity at run time.
        if !cell.isSubview(of: self) {
            insertSubview(cell, at: settings.backgroundView == nil ? 0 : 1)
            // Which selected background shows depends on the table the cell is in.
            if cell.isSelected { cell.updateSelectionAppearance() }
        }
        cell.updateConfigurationIfNeeded()
    }

    /// Selection, highlight, editing state and indentation of a cell for a row.
    private func configureForRow(_ cell: TableViewCell, at indexPath: IndexPath) {
        // The weak delegate is read only when the indentation level may be asked of it.
        let asks = !delegateImplementations.lacks(.indentationLevel) || callRecorder != nil
        if asks, let delegate = tableDelegate {
            configureForRow(cell, at: indexPath, delegate: delegate, present: true)
        } else {
            configureForRow(cell, at: indexPath, delegate: absentDelegate, present: false)
        }
    }

    /// ``configureForRow(_:at:)`` with the delegate as the caller read it (`absentDelegate` when
    /// `present` is `false`).
    private func configureForRow(
        _ cell: TableViewCell, at indexPath: IndexPath, delegate: TableViewDelegate, present: Bool
    ) {
        let selected = !content.rowState.selected.isEmpty && content.rowState.selected.contains(indexPath)
        if cell.isSelected != selected {
            recordCall(.cell(.setSelected(selected, animated: false), at: indexPath))
            cell.setSelected(selected, animated: false)
        }
        if cell.isHighlighted {
            recordCall(.cell(.setHighlighted(false, animated: false), at: indexPath))
            cell.setHighlighted(false, animated: false)
        }
        configureEditing(cell, at: indexPath, animated: false)
        cell.configurationTableStyle(settings.style)
        cell.setSwipedForConfiguration(content.rowState.swiped?.indexPath == indexPath)
        if delegateImplementations.lacks(.indentationLevel) && callRecorder == nil {
            // What the default implementation answers, without reading the delegate.
            cell.indentationLevel = 0
        } else if present {
            recordCall(.indentationLevel(indexPath))
            cell.indentationLevel =
                ifImplemented(.indentationLevel) { delegate.tableView(self, indentationLevelForRowAt: indexPath) } ?? 0
        }
    }

    func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
        // A delegate known not to implement it is not read (see `DelegateImplementations`).
        if !delegateImplementations.lacks(.didEndDisplaying) || callRecorder != nil, let delegate = tableDelegate {
            endDisplaying(cell, at: indexPath, delegate: delegate)
        } else {
            recycle(cell)
        }
    }

    /// ``endDisplaying(_:at:)`` with the table's delegate as the caller read it.
    func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath, delegate: TableViewDelegate) {
        if !delegateImplementations.lacks(.didEndDisplaying) || callRecorder != nil {
            recordCall(.didEndDisplaying(indexPath))
            // A default that answers is remembered: the table stops calling it for this delegate.
            _ = ifImplemented(.didEndDisplaying) {
                delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        recycle(cell)
    }

    /// Tells the delegate the row's cell is about to be displayed, unless it is known not to
    /// implement `willDisplay` (see `DelegateImplementations`).
    func willDisplay(_ cell: TableViewCell, forRowAt indexPath: IndexPath) {
        guard !delegateImplementations.lacks(.willDisplay) || callRecorder != nil, let delegate = tableDelegate
        else { return }
        willDisplay(cell, forRowAt: indexPath, delegate: delegate)
    }

    /// ``willDisplay(_:forRowAt:)`` with the table's delegate as the caller read it.
    private func willDisplay(_ cell: TableViewCell, forRowAt indexPath: IndexPath, delegate: TableViewDelegate) {
        guard !delegateImplementations.lacks(.willDisplay) || callRecorder != nil else { return }
        recordCall(.willDisplay(indexPath))
        // A default that answers is remembered: the table stops calling it for this delegate.
        _ = ifImplemented(.willDisplay) { delegate.tableView(self, willDisplay: cell, forRowAt: indexPath) }
    }

    private func frameVisibleCells() {
        let cells = content.displayedRows.cells
        for offset in cells.indices {
            let frame = rowFrame(at: indexPathForVisibleOffset(offset))
            let cell = cells[offset]
            if !cell.frame.hasSameValues(as: frame) { cell.frame = frame }
        }
    }

    /// A row's frame in content coordinates.
    func rowFrame(at indexPath: IndexPath) -> CGRect {
        let span = model.rowSpan(indexPath.row, inSection: indexPath.section)
        return rowColumn.frame(y: span.minY, height: span.height)
    }

    // MARK: Table header and footer views

    private func layoutTableHeaderAndFooterViews() {
        if let header = settings.tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = settings.tableFooterView {
            footer.frame = CGRect(
                x: 0, y: model.contentHeight - model.tableFooterHeight,
                width: bounds.width, height: footer.frame.height)
        }
    }
}
