import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Height resolution: how rows, headers and footers get their heights, as UIKit decides them.
///
/// Rows:
/// - delegate without `heightForRowAt` and a fixed ``TableView/rowHeight``: one uniform run per
///   section, O(1) memory and time per section;
/// - delegate with `heightForRowAt` and no estimation: every row is asked at reload;
/// - estimation on (``TableView/estimatedRowHeight`` > 0, `estimatedHeightForRowAt` implemented, or
///   automatic estimates for self-sizing rows): rows start as estimates and only rows that are laid
///   out are asked (or measured, for ``TableView/automaticDimension`` rows).
extension TableView {
    /// Whether rows start as estimates, from the table's estimate or the delegate's
    /// `estimatedHeightForRowAt` (probed on `row`).
    private func rowsAreEstimated(probe row: IndexPath) -> (estimated: Bool, perRowEstimates: Bool) {
        if settings.estimatedRowHeight > 0 { return (true, false) }
        if let delegate = tableDelegate,
            recordImplementedCall(
                ifImplemented(.estimatedHeightForRow) { delegate.tableView(self, estimatedHeightForRowAt: row) },
                .estimatedHeightForRow(row)) != nil
        {
            return (true, true)
        }
        return (false, false)
    }

    /// Whether the row-height policy is still undecided: no row existed since the last reload
    /// (every section was empty), so the delegate was never probed.
    private var rowHeightPolicyIsUndecided: Bool {
        content.heightPolicy.rowsAreUndecided
    }

    /// Decides how rows get their heights, probing the delegate with the first row there is:
    /// estimates, or `heightForRowAt`, or ``TableView/rowHeight``. Returns the probe's
    /// `heightForRowAt` answer when it asked, so that it is used rather than asked again.
    ///
    /// Runs once per reload at the first non-empty section, or, when every section was empty at
    /// reload, at the first row inserted later: that row is asked as UIKit asks an inserted row.
    private func decideRowHeightPolicy(probe row: IndexPath) -> CGFloat? {
        let decision = rowsAreEstimated(probe: row)
        if decision.estimated {
            content.heightPolicy.estimateRows(perRow: decision.perRowEstimates)
            return nil
        }
        if let delegate = tableDelegate,
            let height = recordImplementedCall(
                ifImplemented(.heightForRow) { delegate.tableView(self, heightForRowAt: row) }, .heightForRow(row))
        {
            content.heightPolicy.learnDelegateRowHeights(implemented: true)
            return height
        }
        content.heightPolicy.learnDelegateRowHeights(implemented: false)
        return nil
    }

    /// ``decideRowHeightPolicy(probe:)`` with the first row of `section` as the probe.
    @inline(never)
    private func decideRowHeightPolicy(probingSection section: Int) -> CGFloat? {
        decideRowHeightPolicy(probe: IndexPath(row: 0, section: section))
    }

    /// For a row inserted while the policy is undecided: decides it with that row as the probe
    /// and returns its `heightForRowAt` answer when the probe asked one.
    func decideRowHeightPolicyIfUndecided(probe row: IndexPath) -> CGFloat? {
        rowHeightPolicyIsUndecided ? decideRowHeightPolicy(probe: row) : nil
    }

    /// The row heights of one section at reload.
    func rowHeights(section: Int, count: Int) -> RowHeights {
        var chunk = RowHeightChunk()
        // A buffer that is not a reload's keeps no section waiting: the rows always come back.
        return rowHeights(section: section, count: count, delegate: tableDelegate, chunk: &chunk)!
    }

    /// The row heights of one section at reload, streaming per-row answers through `chunk`,
    /// which the sections of one reload share. A short section whose answers the chunk keeps
    /// comes back `nil` (see `RowHeightChunk`). `delegate` is the table's delegate, which a reload
    /// loads once for all its sections.
    func rowHeights(section: Int, count: Int, delegate: TableViewDelegate?, chunk: inout RowHeightChunk)
        -> RowHeights?
    {
        guard count > 0 else { return RowHeights() }
        // The probe's answer is the first row's height: used, not wasted.
        // The probe's index path is built only when the policy is undecided (once a reload): two
        // calls into Foundation a section otherwise.
        let probed = rowHeightPolicyIsUndecided ? decideRowHeightPolicy(probingSection: section) : nil
        if content.heightPolicy.estimatesRows {
            if content.heightPolicy.perRowEstimates, let delegate = tableDelegate {
                return RowHeights(
                    (0..<count).lazy.map {
                        let row = IndexPath(row: $0, section: section)
                        self.recordCall(.estimatedHeightForRow(row))
                        return self.validEstimate(delegate.tableView(self, estimatedHeightForRowAt: row))
                    }, estimated: true)
            }
            return RowHeights(
                repeating: settings.estimatedRowHeight > 0
                    ? settings.estimatedRowHeight : TableMetrics.automaticRowEstimate,
                count: count, estimated: true)
        }
        if content.heightPolicy.delegateRowHeights == true {
            return perRowHeights(delegate, section: section, count: count, first: probed, chunk: &chunk)
        }
        if settings.rowHeight >= 0 {
            return RowHeights(repeating: settings.rowHeight, count: count)
        }
        // Self-sizing rows with estimation disabled still get an estimate here; they are measured
        // when laid out (headless cells are cheap to measure only when configured by the data source).
        content.heightPolicy.noteSelfSizingRows()
        return RowHeights(repeating: TableMetrics.automaticRowEstimate, count: count, estimated: true)
    }

    /// Asks the delegate for every row of a section (estimation off), streaming the answers into
    /// the height model in chunks of B rows: no array of all heights and a plain loop (a closure
    /// called per row would pay a main-actor check on every call).
    ///
    /// The loop is the per-row cost of `reloadData` with `heightForRowAt` (measured in
    /// `Benchmarks/README.md`), so it does only what a row needs: the delegate gets a real
    /// `IndexPath`, built once per section and given each row in place (`setRowOfPair(_:)`, no
    /// call into Foundation where its layout allows, see `IndexPath+InPlaceElements.swift`); an answer
    /// goes through one two-sided comparison, and only an unusual one (automatic, negative, not
    /// finite) takes the slow path with UIKit's message; it is stored into a raw chunk, and
    /// `RowHeights.appendValidatedRows(_:)` takes it from there without checking it again. The
    /// delegate calls, their order and index paths, the heights and the messages are those of the
    /// plain loop this replaces.
    /// - Complexity: O(rows) delegate calls; about 8.3 bytes per row kept.
    private func perRowHeights(
        _ delegate: TableViewDelegate?, section: Int, count: Int, first: CGFloat?, chunk buffer: inout RowHeightChunk
    ) -> RowHeights? {
        // `delegate!` after the check rather than `guard let`: the binding retained the delegate,
        // and a retain and a release of an object that is referenced weakly (a delegate always is)
        // take the runtime's slow path, about 150 instructions a section.
        guard delegate != nil else {
            return RowHeights(repeating: TableMetrics.defaultRowHeight, count: count)
        }
        if count <= RowHeights.defaultExplicitRunLimit {
            var indexPath = IndexPath(row: 0, section: section)
            return oneChunkRowHeights(
                delegate!, section: section, indexPath: &indexPath, count: count, first: first, chunk: &buffer)
        }
        let delegate = delegate!
        var heights = RowHeights(reservingCapacityForRows: count)
        // More than B rows: every chunk but the last is full, and holds more than the probe's row.
        let chunkCapacity = heights.explicitRunLimit
        let chunk = buffer.reserve(chunkCapacity)
        var automatic: [Int] = []
        var indexPath = IndexPath(row: 0, section: section)
        var row = storeProbeAnswer(first, in: chunk, automatic: &automatic)
        var filled = row
        while row < count {
            // The rows that fit in the chunk, in a loop of their own: the per-row loop then tests
            // one bound, not also whether the chunk is full.
            let end = Swift.min(count, row &+ (chunkCapacity &- filled))
            while row < end {
                indexPath.setRowOfPair(row)
                recordCall(.heightForRow(indexPath))
                let answer = delegate.tableView(self, heightForRowAt: indexPath)
                chunk[filled] =
                    isPlainRowHeight(answer) ? answer : unusualRowHeight(answer, row: row, automatic: &automatic)
                filled &+= 1
                row &+= 1
            }
            if filled == chunkCapacity {
                heights.appendValidatedRows(UnsafeBufferPointer(start: chunk, count: filled))
                filled = 0
            }
        }
        heights.appendValidatedRows(UnsafeBufferPointer(start: chunk, count: filled))
        markSelfSizing(automatic, in: &heights)
        return heights
    }

    /// ``perRowHeights(section:count:first:chunk:)`` for a section of at most B rows, every short
    /// section, asked with `indexPath` (in `section`; its row is set for each call, and the caller
    /// keeps it from section to section: a new one costs two calls into Foundation, a new section
    /// none, written in place) and the buffer's list of self-sizing rows: the same delegate calls, in the same order,
    /// with the same index paths and messages, into one chunk, from which the section's value is built at once
    /// (`RowHeights(validatedRows:)`, the value the chunked path builds, bit for bit). With a
    /// reload's buffer, a section of at most K rows none of which self-sizes comes back `nil`: its
    /// answers wait in the buffer, and `buildModel(rowCounts:)` builds it after the last callback.
    ///
    /// Why a function of its own: a reload of 1,000 ten-row sections paid, per section, for an
    /// empty value and the general append of one chunk to it (index appends, the merge check,
    /// copies of the value); and keeping this loop out of `perRowHeights` leaves that loop, the
    /// per-row cost of long sections, compiled as before (two loops in one function measured
    /// 2 instructions a row more, a local function for their shared body twice as many).
    ///
    /// - Complexity: O(rows) delegate calls.
    func oneChunkRowHeights(
        _ delegate: TableViewDelegate, section: Int, indexPath: inout IndexPath, count: Int, first: CGFloat?,
        chunk buffer: inout RowHeightChunk
    ) -> RowHeights? {
        let chunk = buffer.reserve(count)
        var row = storeProbeAnswer(first, in: chunk, automatic: &buffer.automaticRows)
        var filled = row
        while row < count {
            indexPath.setRowOfPair(row)
            recordCall(.heightForRow(indexPath))
            let answer = delegate.tableView(self, heightForRowAt: indexPath)
            chunk[filled] =
                isPlainRowHeight(answer)
                ? answer : unusualRowHeight(answer, row: row, automatic: &buffer.automaticRows)
            filled &+= 1
            row &+= 1
        }
        if buffer.automaticRows.isEmpty {
            if buffer.keeps(rows: count) {
                // The answers wait in the reload's buffer, to be built in the old model's storage.
                buffer.deferReserved(section: section, count: count)
                return nil
            }
            return RowHeights(validatedRows: UnsafeBufferPointer(start: chunk, count: filled))
        }
        var heights = RowHeights(validatedRows: UnsafeBufferPointer(start: chunk, count: filled))
        markSelfSizing(buffer.automaticRows, in: &heights)
        buffer.automaticRows.removeAll(keepingCapacity: true)
        return heights
    }

    /// Stores the height policy's probe answer (row 0, already asked and recorded) as the chunk's
    /// first height, if there is one; returns the first row still to ask (and the chunk's fill).
    @inline(__always)
    private func storeProbeAnswer(
        _ first: CGFloat?, in chunk: UnsafeMutablePointer<CGFloat>, automatic: inout [Int]
    ) -> Int {
        guard let first else { return 0 }
        chunk[0] = isPlainRowHeight(first) ? first : unusualRowHeight(first, row: 0, automatic: &automatic)
        return 1
    }

    /// Rows that answered `automaticDimension` self-size when laid out: they hold the automatic
    /// estimate, marked as an estimate, until then.
    private func markSelfSizing(_ automatic: [Int], in heights: inout RowHeights) {
        guard !automatic.isEmpty else { return }
        for row in automatic {
            heights.setHeight(TableMetrics.automaticRowEstimate, at: row, estimated: true)
        }
        content.heightPolicy.noteSelfSizingRows()
    }

    /// Whether `height` is a finite height with the sign bit clear (+0 included): one unsigned
    /// comparison of the bits, where `height >= 0 && height.isFinite` compiles to about twenty
    /// instructions a row. Everything else, including −0, goes to ``unusualRowHeight(_:row:automatic:)``.
    @inline(__always)
    private func isPlainRowHeight(_ height: CGFloat) -> Bool {
        height.bitPattern < CGFloat.infinity.bitPattern
    }

    /// A `heightForRowAt` answer that ``isPlainRowHeight(_:)`` did not accept: `automaticDimension`
    /// (the row self-sizes when laid out; it is noted in `automatic` and holds the automatic
    /// estimate until then), −0 (a valid height, kept as it is), or UIKit's exception for an
    /// invalid height (negative, NaN or infinite). Out of line, so the per-row loop stays small.
    @inline(never)
    private func unusualRowHeight(_ height: CGFloat, row: Int, automatic: inout [Int]) -> CGFloat {
        if height == TableView.automaticDimension {
            automatic.append(row)
            return TableMetrics.automaticRowEstimate
        }
        trapping { try Messages.invalidRowHeight(height, allowsAutomatic: false).throwIfPresent() }
        return height
    }

    /// The real height of a row whose height is still an estimate. `cell` is the row's configured
    /// cell when the table already has it; self-sizing rows need one.
    func realRowHeight(at indexPath: IndexPath, cell: () -> TableViewCell) -> CGFloat {
        if content.heightPolicy.delegateRowHeights != false, let delegate = tableDelegate {
            if let height = recordImplementedCall(
                ifImplemented(.heightForRow) { delegate.tableView(self, heightForRowAt: indexPath) },
                .heightForRow(indexPath))
            {
                content.heightPolicy.learnDelegateRowHeights(implemented: true)
                if height != TableView.automaticDimension { return validRowHeight(height, at: indexPath) }
                return measuredHeight(of: cell())
            }
            content.heightPolicy.learnDelegateRowHeights(implemented: false)
        }
        if settings.rowHeight >= 0 { return rowHeight }
        return measuredHeight(of: cell())
    }

    /// Self-sizing: the configured cell measured at the table's width
    /// (`TableViewCell+SelfSizing.swift`, which also gives a collapsed content view UIKit's
    /// standard height).
    func measuredHeight(of cell: TableViewCell) -> CGFloat {
        validRowHeight(cell.selfSizedHeight(forWidth: rowColumn.width, in: self), at: nil)
    }

    private func validRowHeight(_ height: CGFloat, at indexPath: IndexPath?) -> CGFloat {
        trapping { try Messages.invalidRowHeight(height, allowsAutomatic: false).throwIfPresent() }
        return height
    }

    private func validEstimate(_ height: CGFloat) -> CGFloat {
        if height == TableView.automaticDimension { return TableMetrics.automaticRowEstimate }
        trapping { try Messages.invalidRowHeight(height, allowsAutomatic: false).throwIfPresent() }
        return height
    }

    // MARK: Headers and footers

    /// The header or footer height of `section` at reload: the delegate's, else the table's
    /// ``sectionHeaderHeight`` or ``sectionFooterHeight`` (in plain style only for sections with a
    /// title or a view), else worked out from the view, the title or the style.
    ///
    /// Once the delegate is known to implement neither the height nor the view of the kind and the
    /// data source to leave its title to the default, the height follows from the table's
    /// properties alone, and with no recorder to tell of the title call nothing is asked: the
    /// height is worked out inline, as the general path works it out for such a section. A
    /// reload asks twice a section, and the general path's calls cost about 150 instructions a
    /// section where nothing answers.
    @inline(__always)
    func height(of kind: HeaderFooterKind, inSection section: Int) -> CGFloat {
        if callRecorder == nil, content.heightPolicy.asksNothing(for: kind) {
            return heightWithoutViewOrTitle(kind, inSection: section)
        }
        return askedHeight(of: kind, inSection: section)
    }

    /// The height of a header or footer that has no delegate height, no view and no title: the
    /// table's property in grouped styles when set, else the style's own (none in plain style).
    @inline(__always)
    private func heightWithoutViewOrTitle(_ kind: HeaderFooterKind, inSection section: Int) -> CGFloat {
        if settings.style == .plain { return 0 }
        let property = sectionHeight(kind)
        if property >= 0 { return property }
        return (kind == .header && section == 0) ? 0 : TableMetrics.groupedEmptyHeaderFooterHeight
    }

    /// ``height(of:inSection:)`` while the delegate or the data source may answer for the kind, or
    /// a recorder is attached.
    @inline(never)
    private func askedHeight(of kind: HeaderFooterKind, inSection section: Int) -> CGFloat {
        if content.heightPolicy.delegateSectionHeights[kind] != false, let delegate = tableDelegate {
            if let height = askHeight(delegate, kind, inSection: section) {
                content.heightPolicy.learnDelegateSectionHeights(kind, implemented: true)
                if height != TableView.automaticDimension {
                    trapping { try invalidHeight(kind, height, inSection: section).throwIfPresent() }
                    return height
                }
                return automaticHeight(of: kind, inSection: section)
            }
            content.heightPolicy.learnDelegateSectionHeights(kind, implemented: false)
        }
        let property = sectionHeight(kind)
        if property >= 0 {
            if settings.style != .plain || sectionHasContent(kind, inSection: section) { return property }
            return 0
        }
        return automaticHeight(of: kind, inSection: section)
    }

    /// The padding above a section's header: `sectionHeaderTopPadding`, or 22 in plain style when
    /// automatic; only sections that show a header get it.
    func paddingAboveHeader(section: Int, headerHeight: CGFloat) -> CGFloat {
        guard headerHeight > 0 else { return 0 }
        if settings.sectionHeaderTopPadding >= 0 { return settings.sectionHeaderTopPadding }
        return settings.style == .plain ? TableMetrics.plainSectionHeaderTopPadding : 0
    }

    /// A header or footer height the table works out itself: from the custom view's fitting size,
    /// the title, or the style's default.
    ///
    /// The measuring is out of line: a reload asks this twice a section, and a section with no
    /// view and no title, the common case, should not pay for the frame of the code that measures
    /// them.
    private func automaticHeight(of kind: HeaderFooterKind, inSection section: Int) -> CGFloat {
        if let view = customHeaderFooterView(kind, inSection: section) {
            return fittingHeight(of: view)
        }
        if let title = askTitleForHeight(kind, inSection: section) {
            return titleHeight(title, kind, inSection: section)
        }
        if settings.style == .plain { return 0 }
        // Grouped: the first section's missing header becomes the table's top padding instead.
        return (kind == .header && section == 0) ? 0 : TableMetrics.groupedEmptyHeaderFooterHeight
    }

    /// The height of a custom header or footer view: its fitting size at the table's width, or the
    /// style's default when that is zero. The view goes back to its reuse pool.
    @inline(never)
    private func fittingHeight(of view: View) -> CGFloat {
        let fitting = view.systemLayoutSizeFitting(
            CGSize(width: rowColumn.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        recycleMeasuredHeaderFooterView(view)
        if fitting > 0 { return fitting }
        return settings.style == .plain
            ? TableMetrics.plainHeaderFooterHeight : TableMetrics.groupedEmptyHeaderFooterHeight
    }

    /// The height of a header or footer that shows `title`: the plain style's fixed height, or the
    /// grouped styles' margins around the title's lines in the footnote font.
    @inline(never)
    private func titleHeight(_ title: String, _ kind: HeaderFooterKind, inSection section: Int) -> CGFloat {
        if settings.style == .plain { return TableMetrics.plainHeaderFooterHeight }
        let lines = CGFloat(max(1, title.split(separator: "\n", omittingEmptySubsequences: false).count))
        let lineHeight = Font.preferredFont(forTextStyle: .footnote).lineHeight
        switch kind {
        case .header:
            let margins = TableMetrics.groupedHeaderTitleMargins
            return (section == 0 ? margins.firstTop : margins.top) + lines * lineHeight + margins.bottom
        case .footer:
            let margins = TableMetrics.groupedFooterTitleMargins
            return margins.top + lines * lineHeight + margins.bottom
        }
    }

    /// Whether a plain section has a title or a custom view for its header or footer.
    private func sectionHasContent(_ kind: HeaderFooterKind, inSection section: Int) -> Bool {
        if askTitleForHeight(kind, inSection: section) != nil { return true }
        guard let view = customHeaderFooterView(kind, inSection: section) else { return false }
        recycleMeasuredHeaderFooterView(view)
        return true
    }

    /// The delegate's custom header or footer view, asked only while the delegate is known (or
    /// not yet known) to implement the method.
    @inline(__always)
    func customHeaderFooterView(_ kind: HeaderFooterKind, inSection section: Int) -> View? {
        // The policy first, inline: once the delegate is known not to implement the method, a
        // section costs no weak load of the delegate and no call (a reload asks twice a section).
        guard content.heightPolicy.delegateSectionViews[kind] != false else { return nil }
        return askCustomHeaderFooterView(kind, inSection: section)
    }

    /// ``customHeaderFooterView(_:inSection:)`` while the delegate may implement the method.
    @inline(never)
    private func askCustomHeaderFooterView(_ kind: HeaderFooterKind, inSection section: Int) -> View? {
        guard let delegate = tableDelegate else { return nil }
        guard let answer = askCustomView(delegate, kind, inSection: section) else {
            content.heightPolicy.learnDelegateSectionViews(kind, implemented: false)
            return nil
        }
        content.heightPolicy.learnDelegateSectionViews(kind, implemented: true)
        (answer as? TableViewHeaderFooterView)?.configurationKind(kind)
        return answer
    }

    /// A view asked for only to measure it goes back to its reuse pool, as a header that scrolled
    /// away would.
    private func recycleMeasuredHeaderFooterView(_ view: View) {
        if let reusable = view as? TableViewHeaderFooterView, reusable.storedReuseIdentifier != nil {
            headerFooterReuse.enqueue(reusable)
        }
    }
}
