import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableContent {
    /// What does not hold between the parts of the content and the model, one line each; empty
    /// when they agree. Run by the randomized suites after every step, and by the content's unit
    /// tests; never on a path the table takes by itself (it is O(rows on screen + sections +
    /// selected + prefetched)).
    ///
    /// - the visible-range cache, when it is for the current model, gives the model's own visible
    ///   range at the ends of the interval over which it claims to hold;
    /// - the known row locations for the current model are where the model has those rows;
    /// - once the displayed cells are framed for the current model, they are distinct and their
    ///   rows exist, and so do the sections of the displayed header and footer views;
    /// - selected and prefetched rows exist, and the revealed swipe's row too;
    /// - no batch is pending outside `beginUpdates()`/`endUpdates()`.
    ///
    /// `viewport` is the table's bounds: a cache that answers it must give the model's range there.
    func invariantViolations(viewport: CGRect) -> [String] {
        var problems: [String] = []
        if updateDepth < 0 { problems.append("update depth \(updateDepth)") }
        if updateDepth == 0 && !pendingUpdate.isEmpty {
            problems.append("a batch of \(pendingUpdate.operations.count) operations is pending outside a batch")
        }
        // Before the data source is asked again, the model is the old one and the ledgers were emptied.
        guard !needsDataReload else {
            if !displayedRows.isEmpty {
                problems.append("\(displayedRows.count) cells displayed before the data is loaded")
            }
            return problems
        }
        let rows = model.totalRowCount
        problems += visibleRangeCacheViolations(viewport: viewport)
        problems += knownRowLocations.violations(in: model, version: modelVersion)
        if framedModelVersion == modelVersion {
            let range = displayedRows.globalRange
            if range.lowerBound < 0 || range.upperBound > rows {
                problems.append("displayed rows \(range) outside the model's \(rows) rows")
            }
            var seen = Set<ObjectIdentifier>()
            for cell in displayedRows.cells where !seen.insert(ObjectIdentifier(cell)).inserted {
                problems.append("a cell is displayed twice in \(range)")
            }
            for kind in HeaderFooterKind.allCases {
                for section in headerFooterDisplay.views[kind].keys where section >= model.numberOfSections {
                    problems.append("a \(kind) view is displayed for section \(section) of \(model.numberOfSections)")
                }
            }
        }
        for indexPath in rowState.selected where !contains(indexPath) {
            problems.append("selected row \(indexPath) is not in the model")
        }
        if let swiped = rowState.swiped?.indexPath, !contains(swiped) {
            problems.append("swiped row \(swiped) is not in the model")
        }
        for global in rowState.prefetched where global < 0 || global >= rows {
            problems.append("prefetched row \(global) outside the model's \(rows) rows")
        }
        return problems
    }

    /// Whether the model has a row at `indexPath`.
    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < model.numberOfSections
            && indexPath.row >= 0 && indexPath.row < model.numberOfRows(inSection: indexPath.section)
    }

    /// The cache for the current model against the model's own search, at the viewport and at the
    /// ends of the interval it claims.
    private func visibleRangeCacheViolations(viewport: CGRect) -> [String] {
        guard let cache = visibleRangeCache, cache.modelVersion == modelVersion else { return [] }
        var viewports: [(minY: CGFloat, maxY: CGFloat)] = [(viewport.minY, viewport.maxY)]
        if cache.top.lowerBound.isFinite && cache.bottom.upperBound.isFinite {
            viewports.append((cache.top.lowerBound, cache.bottom.upperBound))
        }
        var problems: [String] = []
        for (minY, maxY) in viewports where cache.answers(minY: minY, maxY: maxY, version: modelVersion) {
            let range = model.visibleRowRange(minY: minY, maxY: maxY)
            if range != cache.range {
                problems.append(
                    "the visible-range cache gives \(cache.range) for \(minY)..<\(maxY), the model \(range)")
            }
        }
        return problems
    }
}

extension KnownRowLocations {
    /// The recorded locations for model version `version` that are not where `model` has them.
    func violations(in model: TableLayoutModel, version: Int) -> [String] {
        var problems: [String] = []
        for (global, location) in recorded(forVersion: version) where global >= 0 && global <= model.totalRowCount {
            guard location.section >= 0, location.section < model.numberOfSections else {
                problems.append("row \(global) is recorded in section \(location.section) of \(model.numberOfSections)")
                continue
            }
            let rows = model.numberOfRows(inSection: location.section)
            if location.rows != rows || location.row > rows
                || model.globalIndex(row: location.row, section: location.section) != global
            {
                problems.append(
                    "row \(global) is recorded at \(location.section).\(location.row) of \(location.rows) rows; the model has \(rows) rows there, and global \(model.globalIndex(row: min(location.row, rows), section: location.section))"
                )
            }
        }
        return problems
    }
}
