import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// Throwing variants of the calls that UIKit crashes on, for tests that want to catch the
    /// misuse instead of trapping. An OpenTableView addition.
    ///
    /// Each variant is the same call as its UIKit counterpart, which is written as this variant
    /// wrapped in a trap: it checks exactly what the counterpart checks, throws the
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
        public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
            throws(TableViewException)
        {
            try tableView.checkedScrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }

        /// ``TableView/selectRow(at:animated:scrollPosition:)`` that throws instead of trapping.
        public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition)
            throws(TableViewException)
        {
            try tableView.sessionStep(.selection("selectRow(at: \(indexPath.map { "\($0)" } ?? "nil"))")) {
                () throws(TableViewException) in
                try tableView.checkedSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
            }
        }

        /// ``TableView/dequeueReusableCell(withIdentifier:for:)`` that throws instead of trapping.
        public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
            throws(TableViewException) -> TableViewCell
        {
            try tableView.checkedDequeueReusableCell(withIdentifier: identifier, for: indexPath)
        }

        /// ``TableView/numberOfRows(inSection:)`` that throws instead of trapping.
        public func numberOfRows(inSection section: Int) throws(TableViewException) -> Int {
            try tableView.checkedNumberOfRows(inSection: section)
        }

        /// ``TableView/rect(forSection:)`` that throws instead of trapping.
        public func rect(forSection section: Int) throws(TableViewException) -> CGRect {
            try tableView.checkedRect(forSection: section)
        }

        /// ``TableView/rectForHeader(inSection:)`` that throws instead of trapping.
        public func rectForHeader(inSection section: Int) throws(TableViewException) -> CGRect {
            try tableView.checkedRectForHeader(inSection: section)
        }

        /// ``TableView/rectForFooter(inSection:)`` that throws instead of trapping.
        public func rectForFooter(inSection section: Int) throws(TableViewException) -> CGRect {
            try tableView.checkedRectForFooter(inSection: section)
        }

        /// `simulate.tapEditingControl(forRowAt:)` that throws the exception an update of the
        /// data source's `commit` raises, instead of trapping. The update that raised changes
        /// nothing and the handler's later updates are ignored; what the handler did to its own
        /// data is the caller's to undo.
        public func tapEditingControl(forRowAt indexPath: IndexPath) throws(TableViewException) {
            try tableView.sessionStep(.gesture("simulate.tapEditingControl(forRowAt: \(indexPath))")) {
                () throws(TableViewException) in try tableView.checkedTapEditingControl(forRowAt: indexPath)
            }
        }

        /// `simulate.dragRow(at:to:)` that throws the exception an update of the data source's
        /// `moveRowAt` raises, instead of trapping; the row then stays where it was.
        @discardableResult
        public func dragRow(at source: IndexPath, to proposed: IndexPath) throws(TableViewException) -> IndexPath {
            try tableView.sessionStep(.gesture("simulate.dragRow(at: \(source), to: \(proposed))")) {
                () throws(TableViewException) in try tableView.checkedDragRow(at: source, to: proposed)
            }
        }

        /// `simulate.swipeRow(at:edge:fullSwipe:)` that throws the exception an update of a
        /// fully swiped action's handler raises, instead of trapping.
        @discardableResult
        public func swipeRow(
            at indexPath: IndexPath, edge: TableView.SwipeEdge = .trailing, fullSwipe: Bool = false
        ) throws(TableViewException) -> SwipeActionsConfiguration? {
            try tableView.sessionStep(.gesture("simulate.swipeRow(at: \(indexPath))")) {
                () throws(TableViewException) in
                try tableView.checkedSwipeRow(at: indexPath, edge: edge, fullSwipe: fullSwipe)
            }
        }

        /// `simulate.tapSwipeAction(at:)` that throws the exception an update of the action's
        /// handler raises (the default Delete action's `commit`), instead of trapping.
        public func tapSwipeAction(at index: Int) throws(TableViewException) {
            try tableView.sessionStep(.gesture("simulate.tapSwipeAction(at: \(index))")) {
                () throws(TableViewException) in try tableView.checkedTapSwipeAction(at: index)
            }
        }

        /// Setting ``TableView/rowHeight`` that throws instead of trapping. The setter checks the
        /// same way; this checks first so that nothing changes when it throws.
        public func setRowHeight(_ height: CGFloat) throws(TableViewException) {
            try Messages.invalidRowHeight(height).throwIfPresent()
            tableView.rowHeight = height
        }
    }
}
