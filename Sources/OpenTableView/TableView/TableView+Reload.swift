import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// The one reload, ``ContentChange/reload`` (``reloadData()``) and the load that
    /// ``ContentChange/loadIfNeeded`` makes after the data source changed: the section index
    /// titles, the selection and the prefetched rows are forgotten, every displayed cell, header
    /// and footer ends display, and the structure is asked again. `schedulingLayout` is `false`
    /// for the load, which runs inside a layout pass or a query that the change already scheduled.
    func reloadContent(schedulingLayout: Bool) {
        content.sectionIndexTitlesCache = nil
        content.rowState.resetForReload()
        endDisplayingEverything()
        captureStructure()
        if schedulingLayout { setNeedsLayout() }
    }

    /// The work of ``numberOfSections``, behind its open entry point in the class body.
    var numberOfSectionsImplementation: Int {
        loadDataIfNeeded()
        return model.numberOfSections
    }

    /// The work of ``numberOfRows(inSection:)``, behind its open entry point in the class body.
    func numberOfRowsImplementation(inSection section: Int) -> Int {
        trapping { try checkedNumberOfRows(inSection: section) }
    }

    /// ``numberOfRows(inSection:)``, throwing UIKit's exception for a section out of range.
    func checkedNumberOfRows(inSection section: Int) throws(TableViewException) -> Int {
        loadDataIfNeeded()
        try Messages.numberOfRowsOutOfBounds(section, sections: model.numberOfSections).throwIfPresent()
        return model.numberOfRows(inSection: section)
    }

    // MARK: - Internals

    /// A new data source (``TableView/dataSource``): the titles it implements and the structure
    /// are asked again at the next layout or query, as UIKit does.
    func dataSourceDidChange() {
        pass.dataSourceVersion &+= 1
        // What the old data source implements says nothing about the new one.
        content.heightPolicy.forgetDataSourceTitles()
        invalidateData()
    }

    /// A new background view (``TableView/backgroundView``): the old one leaves, the new one goes
    /// behind everything and is sized at the next layout pass.
    func replaceBackgroundView(_ old: View?, with new: View?) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    func invalidateData() {
        content.sectionIndexTitlesCache = nil
        content.needsDataReload = true
        setNeedsLayout()
    }

    func invalidateHeights(_ old: CGFloat, _ new: CGFloat) {
        guard old != new || old.isNaN, !content.needsDataReload else { return }
        content.needsHeightRefresh = true
        setNeedsLayout()
    }

    /// Asks the data source for counts and builds the height model.
    private func captureStructure() {
        content.needsDataReload = false
        content.needsHeightRefresh = false
        content.heightPolicy = HeightPolicy()
        let counts = currentRowCounts()
        let oldHeight = model.contentHeight
        model = buildModel(rowCounts: counts)
        content.clampsOffsetInNextLayout = true
        // "It adjusts offsets if the table shrinks as a result of the reload" (Apple,
        // `reloadData()`): then the offset is clamped to the new content, as after a batch
        // update. Content that did not shrink keeps any offset, even one set past its end.
        commitContent(model.contentHeight < oldHeight ? .clampToContent : .keep)
    }

    /// Re-asks heights for the same structure, keeping cells (UIKit recomputes heights when a
    /// height property or the delegate changes, without reloading cells).
    func refreshHeights() {
        content.needsHeightRefresh = false
        content.heightPolicy = HeightPolicy()
        let counts = (0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) }
        model = buildModel(rowCounts: counts)
        content.clampsOffsetInNextLayout = true
        commitContent(.keep)
    }

    /// The data source's current counts: one entry per section.
    func currentRowCounts() -> [Int] {
        guard let dataSource = settings.dataSource else { return [0] }
        let sections = askNumberOfSections(dataSource)
        // A plain loop, not `map`: a main-actor closure handed to `map` pays a run-time
        // isolation check per call, and counts are asked around every update.
        var counts = [Int]()
        counts.reserveCapacity(sections)
        for section in 0..<sections { counts.append(askNumberOfRows(dataSource, inSection: section)) }
        return counts
    }

    /// `numberOfSections(in:)`, which must not be negative.
    func askNumberOfSections(_ dataSource: TableViewDataSource) -> Int {
        recordCall(.numberOfSections)
        let sections = dataSource.numberOfSections(in: self)
        precondition(sections >= 0, "numberOfSections(in:) returned a negative count (\(sections))")
        return sections
    }

    /// `tableView(_:numberOfRowsInSection:)`, which must not be negative.
    func askNumberOfRows(_ dataSource: TableViewDataSource, inSection section: Int) -> Int {
        recordCall(.numberOfRows(section))
        let rows = dataSource.tableView(self, numberOfRowsInSection: section)
        precondition(
            rows >= 0, "tableView(_:numberOfRowsInSection:) returned a negative count (\(rows)) for section \(section)")
        return rows
    }

    /// Builds the whole height model for `rowCounts`. The current model loses its sections, whose
    /// storage the new one reuses: the caller replaces it with the result.
    ///
    /// Every section's rows are asked first, then every section's header and footer (the order of
    /// the delegate calls). The header, footer and padding go into the sections before the model
    /// is built, so its trees are built once, in O(S), rather than updated three times a section
    /// (O(S log² S)); the trees never add deltas, so their sums are the same bits either way.
    ///
    /// While callbacks are made, the current model stays whole (a callback may ask the table for a
    /// rect or a count); the answers wait in local lists. After the last callback the new sections
    /// are written over the current model's own array, section for section (short sections' rows
    /// refilled in their old storage, see `RowHeightChunk`): a reload of many sections neither
    /// allocates a second array of sections nor builds and destroys a placeholder a section, which
    /// a reload of 1,000 ten-row sections paid for with about a tenth of its time.
    func buildModel(rowCounts: [Int]) -> TableLayoutModel {
        var chunk = RowHeightChunk(deferringShortSectionsOf: rowCounts, scratch: rowHeightScratch)
        // The sections whose rows were built at once (every one not waiting in the chunk).
        var builtRows: [BuiltSectionRows] = []
        // The delegate is loaded once for every section's rows, as the counts' data source is: a
        // load of the weak reference and the release after it cost about 150 instructions.
        if let delegate = tableDelegate {
            askRowHeights(rowCounts, delegate: delegate, chunk: &chunk, built: &builtRows)
        } else {
            for (section, rows) in rowCounts.enumerated() {
                if let heights = rowHeights(section: section, count: rows, delegate: nil, chunk: &chunk) {
                    builtRows.append(BuiltSectionRows(section: section, rows: heights))
                }
            }
        }
        // Each section's header, footer and padding, until they are known to be the same for
        // every section left: once the delegate and the data source are known to answer nothing for
        // either kind and no recorder listens, a section after the first asks nothing, and its
        // values follow from the table's properties alone (see `height(of:inSection:)`).
        var parts: [SectionParts] = []
        var partsOfTheRest: SectionParts?
        for section in rowCounts.indices {
            if section > 0, callRecorder == nil, content.heightPolicy.asksNothing(for: .header),
                content.heightPolicy.asksNothing(for: .footer)
            {
                partsOfTheRest = self.parts(ofSection: section)
                break
            }
            if parts.isEmpty { parts.reserveCapacity(rowCounts.count) }
            parts.append(self.parts(ofSection: section))
        }
        // The last callback has been made, so nothing can see the current model any more: its
        // sections become the new ones. The caller replaces the model with the one returned.
        var sections = self.model.removeAllSections()
        TableView.write(parts, partsOfTheRest, &builtRows, over: &sections, count: rowCounts.count)
        chunk.buildDeferredSections(into: &sections)
        var model = TableLayoutModel(sections: sections)
        applyTableLevelHeights(to: &model)
        return model
    }

    /// Asks every section's row heights of `delegate`, in order: the sections built at once go to
    /// `built`, the others wait in `chunk`.
    ///
    /// A short section, once every row is known to be asked (the policy decided, no estimates),
    /// goes straight to the loop that asks its rows, as `rowHeights` would get there, without its
    /// dispatch and its frame, which a reload paid for every section. The delegate is a parameter,
    /// loaded and retained once a reload by the caller: a retain and a release of an object that
    /// is referenced weakly (a delegate always is) take the runtime's slow path.
    private func askRowHeights(
        _ rowCounts: [Int], delegate: TableViewDelegate, chunk: inout RowHeightChunk,
        built: inout [BuiltSectionRows]
    ) {
        var indexPath = IndexPath(row: 0, section: 0)
        for (section, rows) in rowCounts.enumerated() {
            let heights: RowHeights?
            if content.heightPolicy.delegateRowHeights == true, !content.heightPolicy.estimatesRows, rows > 0,
                chunk.keeps(rows: rows)
            {
                indexPath.setSectionOfPair(section)
                heights = oneChunkRowHeights(
                    delegate, section: section, indexPath: &indexPath, count: rows, first: nil, chunk: &chunk)
            } else {
                heights = rowHeights(section: section, count: rows, delegate: delegate, chunk: &chunk)
            }
            if let heights { built.append(BuiltSectionRows(section: section, rows: heights)) }
        }
    }

    /// Makes `sections` (the old model's) `count` sections long and writes into them each section's
    /// header, footer and padding (`parts`, then `partsOfTheRest` for every section after them) and
    /// the rows built at once (swapped in: the old rows go out with `built`).
    ///
    /// Not isolated to the main actor, and static: it touches no view, and a main-actor closure
    /// handed to the standard library's buffer-pointer methods checks its isolation at run time.
    private nonisolated static func write(
        _ parts: [SectionParts], _ partsOfTheRest: SectionParts?, _ built: inout [BuiltSectionRows],
        over sections: inout [SectionMetrics], count: Int
    ) {
        sections.resize(to: count)
        sections.withUnsafeMutableBufferPointer { sections in
            for section in sections.indices {
                let parts = section < parts.count ? parts[section] : partsOfTheRest!
                sections[section].paddingAboveHeader = parts.paddingAboveHeader
                sections[section].headerHeight = parts.headerHeight
                sections[section].footerHeight = parts.footerHeight
            }
            built.withUnsafeMutableBufferPointer { built in
                for index in built.indices {
                    swap(&sections[built[index].section].rows, &built[index].rows)
                }
            }
        }
    }

    /// A section's header and footer heights (asking for them as UIKit does) and its padding.
    private func parts(ofSection section: Int) -> SectionParts {
        let header = height(of: .header, inSection: section)
        let footer = height(of: .footer, inSection: section)
        let padding = paddingAboveHeader(section: section, headerHeight: header)
        return SectionParts(paddingAboveHeader: padding, headerHeight: header, footerHeight: footer)
    }

    /// Table header/footer view heights and the grouped styles' paddings.
    func applyTableLevelHeights(to model: inout TableLayoutModel) {
        model.tableHeaderHeight = settings.tableHeaderView?.frame.height ?? 0
        model.tableFooterHeight = settings.tableFooterView?.frame.height ?? 0
        if settings.style == .plain || model.numberOfSections == 0 {
            model.topPadding = 0
            model.bottomPadding = 0
        } else {
            model.topPadding = model.section(0).headerHeight == 0 ? TableMetrics.groupedTopPaddingWithoutFirstHeader : 0
            model.bottomPadding = settings.tableFooterView == nil ? TableMetrics.groupedBottomPadding : 0
        }
    }

    /// Ends display of every visible cell (in reverse order), header and footer.
    func endDisplayingEverything() {
        let cells = content.displayedRows.cells
        for offset in cells.indices.reversed() {
            let cell = cells[offset]
            let indexPath = indexPathForVisibleOffset(offset)
            endDisplaying(cell, at: indexPath)
        }
        content.displayedRows.removeAll()
        endDisplayingHeadersAndFooters()
    }

    /// Keeps the table header/footer views as subviews and the model's heights current.
    func replaceAccessoryView(_ old: View?, with new: View?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { addSubview(new) }
        if !content.needsDataReload { changeContent(.tableLevelHeights) }
        setNeedsLayout()
    }
}

/// A section's rows that a reload built at once, until it writes them into the sections.
private struct BuiltSectionRows {
    var section: Int
    var rows: RowHeights
}

/// A section's header, footer and padding, as a reload asks them before it writes them into the
/// sections.
private struct SectionParts {
    var paddingAboveHeader: CGFloat
    var headerHeight: CGFloat
    var footerHeight: CGFloat
}

extension [SectionMetrics] {
    /// Removes sections from the end, or appends empty ones, until there are `count`.
    fileprivate mutating func resize(to count: Int) {
        if self.count > count {
            removeSubrange(count...)
        } else if self.count < count {
            reserveCapacity(count)
            for _ in self.count..<count { append(SectionMetrics()) }
        }
    }
}
