import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// What ``reloadData()`` does; see there.
    func reloadAll() {
        sectionIndexTitlesCache = nil
        rowState.resetForReload()
        endDisplayingEverything()
        captureStructure()
        setNeedsLayout()
    }

    /// The number of sections, as UIKit's `numberOfSections`. Loads the data if needed.
    public var numberOfSections: Int {
        loadDataIfNeeded()
        return model.numberOfSections
    }

    /// The number of rows in `section`, as UIKit's `numberOfRows(inSection:)`.
    ///
    /// An out-of-range section raises UIKit's "Requested the number of rows for section (…) which
    /// is out of bounds." exception.
    public func numberOfRows(inSection section: Int) -> Int {
        trapping { try checkedNumberOfRows(inSection: section) }
    }

    /// ``numberOfRows(inSection:)``, throwing UIKit's exception for a section out of range.
    func checkedNumberOfRows(inSection section: Int) throws(TableViewException) -> Int {
        loadDataIfNeeded()
        try Messages.numberOfRowsOutOfBounds(section, sections: model.numberOfSections).throwIfPresent()
        return model.numberOfRows(inSection: section)
    }

    // MARK: - Internals

    /// Captures the structure if it was never captured or the data source changed.
    func loadDataIfNeeded() {
        if needsDataReload {
            endDisplayingEverything()
            rowState.selected.removeAll()
            captureStructure()
        } else if needsHeightRefresh {
            refreshHeights()
        }
    }

    func invalidateData() {
        sectionIndexTitlesCache = nil
        needsDataReload = true
        setNeedsLayout()
    }

    func invalidateHeights(_ old: CGFloat, _ new: CGFloat) {
        guard old != new || old.isNaN, !needsDataReload else { return }
        needsHeightRefresh = true
        setNeedsLayout()
    }

    /// Asks the data source for counts and builds the height model.
    private func captureStructure() {
        needsDataReload = false
        needsHeightRefresh = false
        heightPolicy = HeightPolicy()
        let counts = currentRowCounts()
        let oldHeight = model.contentHeight
        model = buildModel(rowCounts: counts)
        clampsOffsetInNextLayout = true
        // "It adjusts offsets if the table shrinks as a result of the reload" (Apple,
        // `reloadData()`): then the offset is clamped to the new content, as after a batch
        // update. Content that did not shrink keeps any offset, even one set past its end.
        if model.contentHeight < oldHeight {
            setContentSizeKeepingOffsetInContent()
        } else {
            contentSize = CGSize(width: bounds.width, height: model.contentHeight)
        }
    }

    /// Re-asks heights for the same structure, keeping cells (UIKit recomputes heights when a
    /// height property or the delegate changes, without reloading cells).
    func refreshHeights() {
        needsHeightRefresh = false
        heightPolicy = HeightPolicy()
        let counts = (0..<model.numberOfSections).map { model.numberOfRows(inSection: $0) }
        model = buildModel(rowCounts: counts)
        clampsOffsetInNextLayout = true
        contentSize = CGSize(width: bounds.width, height: model.contentHeight)
    }

    /// The data source's current counts: one entry per section.
    func currentRowCounts() -> [Int] {
        guard let dataSource else { return [0] }
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
    func buildModel(rowCounts: [Int]) -> TableLayoutModel {
        var sections: [SectionMetrics] = []
        sections.reserveCapacity(rowCounts.count)
        var chunk = RowHeightChunk(deferringShortSectionsOf: rowCounts)
        // The delegate is loaded once for every section's rows, as the counts' data source is: a
        // load of the weak reference and the release after it cost about 150 instructions (issue #18).
        let delegate = tableDelegate
        for (section, rows) in rowCounts.enumerated() {
            sections.append(
                SectionMetrics(
                    paddingAboveHeader: 0,
                    headerHeight: 0,
                    footerHeight: 0,
                    rows: rowHeights(section: section, count: rows, delegate: delegate, chunk: &chunk)))
        }
        for section in sections.indices {
            let header = height(of: .header, inSection: section)
            let footer = height(of: .footer, inSection: section)
            let padding = paddingAboveHeader(section: section, headerHeight: header)
            sections[section].headerHeight = header
            sections[section].footerHeight = footer
            sections[section].paddingAboveHeader = padding
        }
        // The last callback has been made, so nothing can see the current model any more: the
        // short sections whose heights wait in the chunk are built in its sections' storage. The
        // caller replaces the model with the one returned.
        var old = self.model.removeAllSections()
        chunk.buildDeferredSections(into: &sections, reusing: &old)
        var model = TableLayoutModel(sections: sections)
        applyTableLevelHeights(to: &model)
        return model
    }

    /// Table header/footer view heights and the grouped styles' paddings.
    func applyTableLevelHeights(to model: inout TableLayoutModel) {
        model.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
        model.tableFooterHeight = tableFooterView?.frame.height ?? 0
        if style == .plain || model.numberOfSections == 0 {
            model.topPadding = 0
            model.bottomPadding = 0
        } else {
            model.topPadding = model.section(0).headerHeight == 0 ? TableMetrics.groupedTopPaddingWithoutFirstHeader : 0
            model.bottomPadding = tableFooterView == nil ? TableMetrics.groupedBottomPadding : 0
        }
    }

    /// Ends display of every visible cell (in reverse order), header and footer.
    func endDisplayingEverything() {
        let cells = displayedRows.cells
        for offset in cells.indices.reversed() {
            let cell = cells[offset]
            let indexPath = indexPathForVisibleOffset(offset)
            endDisplaying(cell, at: indexPath)
        }
        displayedRows.removeAll()
        endDisplayingHeadersAndFooters()
    }

    /// Keeps the table header/footer views as subviews and the model's heights current.
    func replaceAccessoryView(_ old: View?, with new: View?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { addSubview(new) }
        if !needsDataReload {
            applyTableLevelHeights(to: &model)
            contentSize = CGSize(width: bounds.width, height: model.contentHeight)
        }
        setNeedsLayout()
    }
}
