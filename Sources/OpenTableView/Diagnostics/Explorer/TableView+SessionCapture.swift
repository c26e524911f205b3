import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The table's state as a session recorder keeps it at the end of a step, read without laying out
/// and without asking the data source anything (the model is read as it is, loaded or not).
struct TableSessionCapture {
    var picture: String
    var rows: [TableSessionStep.Row]
    var headers: [TableSessionStep.SupplementaryView]
    var footers: [TableSessionStep.SupplementaryView]
    var reuseQueues: [TableSessionStep.ReuseQueue]
    var contentOffset: CGPoint
    var contentSize: CGSize
    var viewportSize: CGSize
    var hasDataSource: Bool
}

extension TableView {
    /// Reads what is on screen, naming cells through `identify`.
    func sessionCapture(identify: (TableViewCell) -> Int) -> TableSessionCapture {
        let displayed = content.displayedRows
        var rows: [TableSessionStep.Row] = []
        rows.reserveCapacity(displayed.cells.count)
        for offset in displayed.cells.indices {
            let cell = displayed.cells[offset]
            let indexPath = indexPathForVisibleOffset(offset)
            rows.append(
                TableSessionStep.Row(
                    indexPath: indexPath, globalRow: displayed.first + offset, frame: cell.frame,
                    cell: identify(cell), texts: ViewTreeReading(cell.contentViewStorage).texts.map(\.text),
                    isSelected: !content.rowState.selected.isEmpty && content.rowState.selected.contains(indexPath)))
        }
        func views(_ kind: HeaderFooterKind) -> [TableSessionStep.SupplementaryView] {
            content.headerFooterDisplay.views[kind].sorted { $0.key < $1.key }.map { section, view in
                TableSessionStep.SupplementaryView(
                    section: section, frame: view.frame, texts: ViewTreeReading(view).texts.map(\.text))
            }
        }
        let queues = cellReuse.queuesByIdentifier.map {
            TableSessionStep.ReuseQueue(identifier: $0.identifier, cells: $0.queue.map(identify))
        }
        return TableSessionCapture(
            picture: svgPictureAsLaidOut(), rows: rows, headers: views(.header), footers: views(.footer),
            reuseQueues: queues, contentOffset: contentOffset, contentSize: contentSize, viewportSize: bounds.size,
            hasDataSource: settings.dataSource != nil)
    }

    /// The model's version: a session recorder reads the sections again only when it changed.
    var sessionModelVersion: Int { content.modelVersion }

    /// The model's sections with their global rows and extents, as the model has them now.
    func sessionSections() -> [TableSessionStep.Section] {
        let model = self.model
        var sections: [TableSessionStep.Section] = []
        sections.reserveCapacity(model.numberOfSections)
        var global = 0
        for section in 0..<model.numberOfSections {
            let count = model.numberOfRows(inSection: section)
            sections.append(
                TableSessionStep.Section(
                    globalRows: global..<(global + count), minY: model.sectionMinY(section),
                    maxY: model.sectionMaxY(section)))
            global += count
        }
        return sections
    }

    /// The old rows a batch moves, with their new places as `plan` maps them: every row of a
    /// table of at most `limit` rows, else the displayed rows. Read before the batch is applied.
    func sessionRowMoves(_ plan: UpdatePlan, limit: Int) -> [(old: IndexPath, oldGlobal: Int, new: IndexPath?)] {
        let model = self.model
        var olds: [IndexPath] = []
        if model.totalRowCount <= limit {
            for section in 0..<model.numberOfSections {
                for row in 0..<model.numberOfRows(inSection: section) {
                    olds.append(IndexPath(row: row, section: section))
                }
            }
        } else {
            olds = content.displayedRows.cells.indices.map(indexPathForVisibleOffset)
        }
        return olds.map { old in
            (old, model.globalIndex(row: old.row, section: old.section), plan.newIndexPath(forOld: old))
        }
    }

    /// The global row of `indexPath` in the model as it is now, or `nil` when it has no such row.
    func sessionGlobalRow(_ indexPath: IndexPath) -> Int? {
        let model = self.model
        guard indexPath.section >= 0, indexPath.section < model.numberOfSections, indexPath.row >= 0,
            indexPath.row < model.numberOfRows(inSection: indexPath.section)
        else { return nil }
        return model.globalIndex(row: indexPath.row, section: indexPath.section)
    }
}
