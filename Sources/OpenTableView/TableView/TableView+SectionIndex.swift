import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The section index (the letters along the trailing edge of a contacts list).
extension TableView {
    /// The titles the data source gives for the section index, or `nil` when the table shows no
    /// index: no titles, or fewer rows than ``sectionIndexMinimumDisplayRowCount``. An
    /// OpenTableView addition that tells a test what a user would see.
    public var sectionIndexTitlesForDisplay: [String]? {
        loadDataIfNeeded()
        guard let dataSource, let titles = dataSource.sectionIndexTitles(for: self), !titles.isEmpty,
            model.totalRowCount >= sectionIndexMinimumDisplayRowCount
        else { return nil }
        return titles
    }

    /// Simulates a tap on the section index title at `index`: the data source names the section
    /// (`sectionForSectionIndexTitle`), and the table scrolls that section's top to the top of the
    /// visible area, as UIKit does. An OpenTableView addition for tests. Returns the section.
    @discardableResult
    public func tapSectionIndexTitle(at index: Int) -> Int {
        guard let titles = sectionIndexTitlesForDisplay, titles.indices.contains(index), let dataSource else {
            preconditionFailure("tapSectionIndexTitle(at:): the table shows no section index title \(index)")
        }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        scrollToRow(at: IndexPath(row: NSNotFound, section: section), at: .top, animated: false)
        return section
    }
}
