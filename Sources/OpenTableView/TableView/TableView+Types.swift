import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// The table's appearance, as `UITableView.Style`.
    public enum Style: Int, Sendable {
        /// Headers and footers float over the rows while their section is on screen.
        case plain = 0
        /// Sections are separated by gaps; headers and footers scroll with the rows.
        case grouped = 1
        /// Grouped, with sections inset from the edges (iOS 13+): laid out as ``grouped`` down the
        /// table, with the rows and the section headers and footers inset by the table's left and
        /// right layout margins (16 points beyond the safe area on this iPhone). The rounded
        /// corners are not drawn headless (Compatibility/Evidence.md, "Inset grouped sections").
        case insetGrouped = 2
    }

    /// Where a row ends up when scrolled to, as `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        /// The least movement that shows the whole row (no movement if it is already visible).
        case none = 0
        /// The row's top at the top of the visible area (below a pinned header in plain style).
        case top = 1
        /// The row's centre at the centre of the visible area.
        case middle = 2
        /// The row's bottom at the bottom of the visible area.
        case bottom = 3
    }

    /// How inserted, deleted and reloaded rows animate, as `UITableView.RowAnimation`.
    /// Recorded only: animations complete at once headless.
    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right, left, top, bottom, none, middle
        /// The table chooses an animation.
        case automatic = 100
    }

    /// How separators are drawn, as `UITableViewCell.SeparatorStyle` (`UITableView.separatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine, singleLineEtched
    }

    /// The sentinel that asks the table to choose a height itself: −1, as UIKit's
    /// `UITableView.automaticDimension`.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// Posted when the user changes the selection by tapping (not for `selectRow`/`deselectRow`),
    /// as `UITableView.selectionDidChangeNotification`.
    public nonisolated static let selectionDidChangeNotification = Notification.Name(
        "UITableViewSelectionDidChangeNotification")

    /// Figures about the work the table did, for demos and diagnostics. An OpenTableView addition.
    public struct Statistics: Equatable, Sendable {
        /// Layout passes run (calls of the table's `layoutSubviews`).
        public var layoutPasses = 0
        /// Cells the table created from registered classes.
        public var cellsCreated = 0
        /// Cells handed out again from the reuse pool.
        public var cellsReused = 0
        /// Times the data source was asked for a cell.
        public var cellRequests = 0
    }

    /// Figures about the work the table did since it was created. An OpenTableView addition.
    public var statistics: Statistics { counters }
}
