import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The table's interactions in progress, none of which is content (`TableView.interaction`): the
/// context menu on screen, the cell a reconfigure hands back from dequeue, and the exception a
/// throwing simulation catches.
struct InteractionState {
    /// The context menu on screen, if any: see `Editing/TableView+ContextMenu.swift`.
    var contextMenuSession: ContextMenuSession?
    /// The cell `reconfigureRows(at:)` hands back from dequeue without `prepareForReuse()`.
    var reconfigureTarget: TableViewCell?
    /// Set while a throwing simulation (`checked.tapEditingControl(forRowAt:)`, …) runs the app's
    /// handler: the first exception an update raises is kept here instead of trapping. See
    /// `Diagnostics/Violations.swift`.
    var updateExceptionCatch: UpdateExceptionCatch?
}
