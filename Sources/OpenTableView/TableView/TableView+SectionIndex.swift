import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The section index (the letters along the trailing edge of a contacts list).
extension TableView {
    /// The section index title that shows a magnifying glass instead of text, as UIKit's
    /// `UITableView.indexSearch`: the string `"{search}"`. Return it first from
    /// `sectionIndexTitles(for:)` to offer a way back to a search field at the top.
    public nonisolated static let indexSearch = "{search}"

    /// The work of ``reloadSectionIndexTitles()``, behind its open entry point in the class body.
    func reloadSectionIndexTitlesImplementation() {
        content.sectionIndexTitlesCache = nil
    }

    /// The titles the data source gave for the section index, or `nil` when the table shows no
    /// index: no titles, or fewer rows than ``sectionIndexMinimumDisplayRowCount``. An
    /// OpenTableView addition that tells a test what a user would see.
    ///
    /// The data source is asked once, then again only after ``reloadData()`` or
    /// ``reloadSectionIndexTitles()``: titles it changes meanwhile do not show, as in UIKit.
    public var sectionIndexTitlesForDisplay: [String]? {
        loadDataIfNeeded()
        let titles: [String]?
        if let cached = content.sectionIndexTitlesCache {
            titles = cached
        } else {
            recordCall(to: settings.dataSource, .sectionIndexTitles)
            titles = settings.dataSource?.sectionIndexTitles(for: self)
            content.sectionIndexTitlesCache = .some(titles)
        }
        guard let titles, !titles.isEmpty, model.totalRowCount >= sectionIndexMinimumDisplayRowCount else {
            return nil
        }
        return titles
    }

    /// The gesture behind `simulate.tapSectionIndexTitle`; see ``Simulation``.
    @discardableResult
    func tapSectionIndexTitle(at index: Int) -> Int {
        guard let titles = sectionIndexTitlesForDisplay, titles.indices.contains(index),
            let dataSource = settings.dataSource
        else {
            preconditionFailure("tapSectionIndexTitle(at:): the table shows no section index title \(index)")
        }
        recordCall(.sectionForSectionIndexTitle(titles[index], at: index))
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        scrollToRowImplementation(at: IndexPath(row: NSNotFound, section: section), at: .top, animated: false)
        return section
    }
}
