import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Questions about what is visible and where things are. Questions about visible state run any
/// pending layout first, as UIKit does; geometry questions load the data if needed.
extension TableView {
    /// The cells of the visible rows, top to bottom.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return content.displayedRows.cells
    }

    /// The index paths of the visible rows, top to bottom, or `nil` when no row is visible.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        guard !content.displayedRows.isEmpty else { return nil }
        return content.displayedRows.cells.indices.map(indexPathForVisibleOffset)
    }

    /// The cell of a visible row, or `nil` when the row is not visible or does not exist.
    /// - Complexity: O(log sections) after layout.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        guard isValidRow(indexPath) else { return nil }
        return content.displayedRows.cell(atGlobal: model.globalIndex(row: indexPath.row, section: indexPath.section))
    }

    /// The index path of a visible cell, or `nil` when the cell is not visible.
    /// - Complexity: O(visible rows).
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        layoutIfNeeded()
        guard let global = content.displayedRows.global(of: cell) else { return nil }
        return indexPath(forGlobalRow: global)
    }

    /// The displayed header view of a section, or `nil` (not visible, or only space).
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return content.headerFooterDisplay.views.header[section] as? TableViewHeaderFooterView
    }

    /// The displayed footer view of a section, or `nil` (not visible, or only space).
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return content.headerFooterDisplay.views.footer[section] as? TableViewHeaderFooterView
    }

    /// A section's area in content coordinates: the padding above its header, the header, the
    /// rows and the footer. Raises UIKit's "request for rect of invalid section" for a bad section.
    /// - Complexity: O(log sections).
    public func rect(forSection section: Int) -> CGRect {
        trapping { try checkedRect(forSection: section) }
    }

    /// ``rect(forSection:)``, throwing UIKit's exception for a section out of range.
    func checkedRect(forSection section: Int) throws(TableViewException) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < model.numberOfSections else { throw Messages.invalidSectionRect(section) }
        let minY = model.sectionMinY(section)
        return CGRect(x: 0, y: minY, width: bounds.width, height: model.sectionMaxY(section) - minY)
    }

    /// A row's area in content coordinates, or `.zero` for an index path that is not a row (as
    /// UIKit documents).
    /// - Complexity: O(log sections + log rows).
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadDataIfNeeded()
        guard isValidRow(indexPath) else { return .zero }
        return rowFrame(at: indexPath)
    }

    /// A header's natural area (where it sits when not floating).
    public func rectForHeader(inSection section: Int) -> CGRect {
        trapping { try checkedRectForHeader(inSection: section) }
    }

    /// ``rectForHeader(inSection:)``, throwing UIKit's exception for a section out of range.
    func checkedRectForHeader(inSection section: Int) throws(TableViewException) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < model.numberOfSections else { throw Messages.invalidHeaderRect(section) }
        return CGRect(
            x: 0, y: model.headerMinY(section), width: bounds.width, height: model.section(section).headerHeight)
    }

    /// A footer's natural area (where it sits when not floating).
    public func rectForFooter(inSection section: Int) -> CGRect {
        trapping { try checkedRectForFooter(inSection: section) }
    }

    /// ``rectForFooter(inSection:)``, throwing UIKit's exception for a section out of range.
    func checkedRectForFooter(inSection section: Int) throws(TableViewException) -> CGRect {
        loadDataIfNeeded()
        guard section >= 0, section < model.numberOfSections else { throw Messages.invalidFooterRect(section) }
        return CGRect(
            x: 0, y: model.footerMinY(section), width: bounds.width, height: model.section(section).footerHeight)
    }

    /// The row under a point in content coordinates, or `nil` in headers, footers, paddings,
    /// table header/footer views and past the last row.
    /// - Complexity: O(log sections + log rows).
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadDataIfNeeded()
        guard let location = model.rowLocation(at: point.y) else { return nil }
        return IndexPath(row: location.row, section: location.section)
    }

    /// The rows intersecting a rectangle in content coordinates, top to bottom; empty when none.
    /// A row that only touches the rectangle's bottom edge is not included.
    /// - Complexity: O(log sections + log rows + result).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadDataIfNeeded()
        let rect = rect.standardized
        if rect.height == 0 {
            return indexPathForRow(at: CGPoint(x: rect.minX, y: rect.minY)).map { [$0] } ?? []
        }
        return visibleGlobalRange(minY: rect.minY, maxY: rect.maxY).map(indexPath(forGlobalRow:))
    }

    /// Whether `indexPath` names a row of the current structure.
    func isValidRow(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < model.numberOfSections
            && indexPath.row >= 0 && indexPath.row < model.numberOfRows(inSection: indexPath.section)
    }
}
