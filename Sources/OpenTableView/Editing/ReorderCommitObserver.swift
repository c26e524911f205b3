import Foundation

/// A data source that keeps its own record of the rows' order (the diffable data source) and so
/// must hear when a user's drag commits a reorder: the table tells it before it calls the data
/// source's `tableView(_:moveRowAt:to:)` and after the row has moved in the table, so that
/// what the data source records and what the table shows agree however the app's override of
/// `moveRowAt` updates it (`Compatibility/Porting.md`, "Where UIKit is uncertain").
@MainActor
protocol ReorderCommitObserver: AnyObject {
    /// The table shows the row dragged from `source` at `destination` and is about to call
    /// `tableView(_:moveRowAt:to:)`.
    func tableWillCommitReorder(_ tableView: TableView, from source: IndexPath, to destination: IndexPath)
    /// The reorder is over: the row moved in the table (`moved`), or an update the data source
    /// made in `moveRowAt` raised and the row stayed where it was.
    func tableDidCommitReorder(_ tableView: TableView, moved: Bool)
}
