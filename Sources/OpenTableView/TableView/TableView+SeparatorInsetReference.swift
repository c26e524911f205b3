import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// How separator insets are interpreted, as UIKit's `UITableView.SeparatorInsetReference`
    /// (iOS 11+), for ``TableView/separatorInsetReference``.
    ///
    /// Recorded only: separators are not drawn headless.
    public enum SeparatorInsetReference: Int, Sendable {
        /// The insets are distances from the cell's edges. UIKit's default.
        case fromCellEdges = 0
        /// The insets are added to the automatic insets UIKit computes from the layout margins.
        case fromAutomaticInsets = 1
    }
}
