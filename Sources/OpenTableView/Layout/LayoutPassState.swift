import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// What the layout pass keeps between its runs and for the calls it makes: no content of its
/// own (that is ``TableContent``), only scratch storage, the row being asked for, and what tells
/// it that a collaborator changed since it last read it (`TableView.pass`).
struct LayoutPassState {
    /// Storage for the cells a layout pass displays, kept between passes (`Layout/TableView+LayoutPass.swift`).
    var scratchCells: [TableViewCell] = []
    /// The row whose cell the layout pass is asking for, with its frame: computed once for the
    /// dequeue inside `cellForRowAt` and for the display after it (`Layout/RowCursor.swift`).
    var pendingRow: PendingRowFrame?
    /// Set while a layout pass runs, to keep re-entrant layout from nesting.
    var isInLayoutPass = false
    /// The offset of the last layout pass, which tells the prefetch look-ahead the scroll direction.
    var lastPrefetchOffset: CGFloat?
    /// Bumped whenever the data source is set, so a layout pass that read it once for the rows it
    /// displays (`displayNewRows` in `Layout/TableView+LayoutPass.swift`) reads it again.
    var dataSourceVersion = 0
    /// Bumped whenever the delegate is set, so a layout pass that read it once reads it again.
    var delegateVersion = 0
}
