import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Questions about what is visible and where things are. Questions about visible state run any
/// pending layout first, as UIKit does; geometry questions load the data if needed.
extension TableView {
    /// The work of ``visibleCells``, behind its open entry point in the class body.
    var visibleCellsImplementation: [TableViewCell] {
        layoutIfNeeded()
        return content.displayedRows.cells
    }

    /// The work of ``indexPathsForVisibleRows``, behind its open entry point in the class body.
    var indexPathsForVisibleRowsImplementation: [IndexPath]? {
        layoutIfNeeded()
        guard !content.displayedRows.isEmpty else { return nil }
        return content.displayedRows.cells.indices.map(indexPathForVisibleOffset)
    }

    /// The work of ``cellForRow(at:)``, behind its open entry point in the class body.
    func cellForRowImplementation(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        guard isValidRow(indexPath) else { return nil }
        return content.displayedRows.cell(atGlobal: model.globalIndex(row: indexPath.row, section: indexPath.section))
    }

    /// The work of ``indexPath(for:)``, behind its open entry point in the class body.
    func indexPathImplementation(for cell: TableViewCell) -> IndexPath? {
        layoutIfNeeded()
        guard let global = content.displayedRows.global(of: cell) else { return nil }
        return indexPath(forGlobalRow: global)
    }

    /// The work of ``headerView(forSection:)``, behind its open entry point in the class body.
    func headerViewImplementation(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return content.headerFooterDisplay.views.header[section] as? TableViewHeaderFooterView
    }

    /// The work of ``footerView(forSection:)``, behind its open entry point in the class body.
    func footerViewImplementation(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return content.headerFooterDisplay.views.footer[section] as? TableViewHeaderFooterView
    }

    /// The work of ``rect(forSection:)``, behind its open entry point in the class body.
    func rectImplementation(forSection section: Int) -> CGRect {
        trapping { try checkedRect(forSection: section) }
    }

    /// ``rect(forSection:)``, throwing UIKit's exception for a section out of range.
    func checkedRect(forSection section: Int) throws(TableViewException) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < model.numberOfSections else { throw Messages.invalidSectionRect(section) }
        let minY = model.sectionMinY(section)
        return rowColumn.frame(y: minY, height: model.sectionMaxY(section) - minY)
    }

    /// The work of ``rectForRow(at:)``, behind its open entry point in the class body.
    func rectForRowImplementation(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard isValidRow(indexPath) else { return .zero }
        return rowFrame(at: indexPath)
    }

    /// The work of ``rectForHeader(inSection:)``, behind its open entry point in the class body.
    func rectForHeaderImplementation(inSection section: Int) -> CGRect {
        trapping { try checkedRectForHeader(inSection: section) }
    }

    /// ``rectForHeader(inSection:)``, throwing UIKit's exception for a section out of range.
    func checkedRectForHeader(inSection section: Int) throws(TableViewException) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < model.numberOfSections else { throw Messages.invalidHeaderRect(section) }
        return rowColumn.frame(y: model.headerMinY(section), height: model.section(section).headerHeight)
    }

    /// The work of ``rectForFooter(inSection:)``, behind its open entry point in the class body.
    func rectForFooterImplementation(inSection section: Int) -> CGRect {
        trapping { try checkedRectForFooter(inSection: section) }
    }

    /// ``rectForFooter(inSection:)``, throwing UIKit's exception for a section out of range.
    func checkedRectForFooter(inSection section: Int) throws(TableViewException) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < model.numberOfSections else { throw Messages.invalidFooterRect(section) }
        return rowColumn.frame(y: model.footerMinY(section), height: model.section(section).footerHeight)
    }

    /// The work of ``indexPathForRow(at:)``, behind its open entry point in the class body.
    func indexPathForRowImplementation(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard let location = model.rowLocation(at: point.y) else { return nil }
        return IndexPath(row: location.row, section: location.section)
    }

    /// The work of ``indexPathsForRows(in:)``, behind its open entry point in the class body.
    func indexPathsForRowsImplementation(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        let rect = rect.standardized
        if rect.height == 0 {
            return indexPathForRowImplementation(at: CGPoint(x: rect.minX, y: rect.minY)).map { [$0] } ?? []
        }
        return visibleGlobalRange(minY: rect.minY, maxY: rect.maxY).map(indexPath(forGlobalRow:))
    }

    /// Whether `indexPath` names a row of the current structure.
    func isValidRow(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < model.numberOfSections
            && indexPath.row >= 0 && indexPath.row < model.numberOfRows(inSection: indexPath.section)
    }
}
