import Foundation
import OpenTableViewCore

extension TableView {
    /// Throwing variants of the calls that UIKit crashes on, for tests that want to catch the
    /// misuse instead of trapping. An OpenTableView addition.
    ///
    /// Each variant checks exactly what its UIKit counterpart checks, throws the same
    /// ``TableViewException`` the counterpart would raise, and changes nothing when it throws.
    /// ```swift
    /// #expect(throws: TableViewException(.range, "Attempted to scroll …")) {
    ///     try tableView.checked.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
    /// }
    /// ```
    public var checked: Checked { Checked(tableView: self) }

    /// The throwing variants; see ``TableView/checked``.
    @MainActor
    public struct Checked {
        let tableView: TableView

        /// ``TableView/scrollToRow(at:at:animated:)`` that throws instead of trapping.
        public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) throws(TableViewException) {
            if let exception = tableView.scrollException(indexPath) { throw exception }
            tableView.scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }

        /// ``TableView/selectRow(at:animated:scrollPosition:)`` that throws instead of trapping.
        public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) throws(TableViewException) {
            if let indexPath, let exception = tableView.scrollException(indexPath) { throw exception }
            tableView.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
        }

        /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` that throws instead of trapping.
        public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) throws(TableViewException) -> TableViewCell {
            try tableView.checkedDequeue(identifier, indexPath).get()
        }

        /// ``TableView/numberOfRows(inSection:)`` that throws instead of trapping.
        public func numberOfRows(inSection section: Int) throws(TableViewException) -> Int {
            tableView.loadDataIfNeeded()
            if let exception = Messages.numberOfRowsOutOfBounds(section, sections: tableView.model.numberOfSections) { throw exception }
            return tableView.model.numberOfRows(inSection: section)
        }

        /// ``TableView/rect(forSection:)`` that throws instead of trapping.
        public func rect(forSection section: Int) throws(TableViewException) -> CGRect {
            tableView.loadDataIfNeeded()
            guard section >= 0, section < tableView.model.numberOfSections else { throw Messages.invalidSectionRect(section) }
            return tableView.rect(forSection: section)
        }

        /// Setting ``TableView/rowHeight`` that throws instead of trapping.
        public func setRowHeight(_ height: CGFloat) throws(TableViewException) {
            if let exception = Messages.invalidRowHeight(height) { throw exception }
            tableView.rowHeight = height
        }
    }
}
