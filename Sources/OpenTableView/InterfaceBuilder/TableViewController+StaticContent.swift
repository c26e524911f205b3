import Foundation

extension TableViewController {
    /// The static sections of `tableView` when the controller serves a storyboard's static-cells
    /// table (``StaticTableSection``), which the controller's data source and delegate methods
    /// answer from, as UIKit's `UITableViewController` does.
    func staticSections(of tableView: TableView) -> [StaticTableSection]? {
        tableView.settings.staticSections
    }

    /// The fixed height of a static row: the storyboard's height of the cell, else the table's
    /// ``TableView/rowHeight`` when another row of the table has a fixed one; `nil` when no row
    /// has (the controller then answers as a controller without the method, which lets the
    /// table keep uniform heights).
    func staticRowHeight(_ tableView: TableView, at indexPath: IndexPath) -> CGFloat? {
        guard let sections = tableView.settings.staticSections,
            sections.contains(where: { $0.rowHeights.contains { $0 != nil } })
        else { return nil }
        return sections[indexPath.section].rowHeight(indexPath.row) ?? tableView.rowHeight
    }

    /// The fixed header (`header` true) or footer height of a static section, as
    /// ``staticRowHeight(_:at:)`` for rows.
    func staticSectionHeight(_ tableView: TableView, section: Int, header: Bool) -> CGFloat? {
        guard let sections = tableView.settings.staticSections,
            sections.contains(where: { (header ? $0.headerHeight : $0.footerHeight) != nil })
        else { return nil }
        let fixed = header ? sections[section].headerHeight : sections[section].footerHeight
        return fixed ?? (header ? tableView.sectionHeaderHeight : tableView.sectionFooterHeight)
    }
}
