import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

// MARK: - Exceptions raised under the app's handlers

/// What a throwing simulation caught: the first exception a table update raised while the app's
/// handler ran.
struct UpdateExceptionCatch {
    var caught: TableViewException?
}

extension TableView {
    /// Runs `handler`, app code that a simulated gesture calls (`commit`, `moveRowAt`, a swipe
    /// action's handler), so that the first exception a table update inside it raises is thrown
    /// here instead of trapping. The update that raised changes nothing, and the updates the
    /// handler issues after it are ignored, so the table is left as that update found it (on iOS
    /// the app would have stopped there). The trapping simulations call this too, wrapped in
    /// `trapping { try … }`, so both report the same exception; only where the trap happens
    /// differs: after the handler returns instead of inside it.
    func catchingUpdateExceptions(_ handler: () -> Void) throws(TableViewException) {
        let outer = interaction.updateExceptionCatch
        interaction.updateExceptionCatch = UpdateExceptionCatch()
        handler()
        let caught = interaction.updateExceptionCatch?.caught
        interaction.updateExceptionCatch = outer
        if let caught { throw caught }
    }

    /// Whether an update under ``catchingUpdateExceptions(_:)`` already raised, so that the
    /// handler's later updates are ignored.
    var hasCaughtUpdateException: Bool { interaction.updateExceptionCatch?.caught != nil }

    /// The plan `make` returns, or, when it throws: a trap, or inside
    /// ``catchingUpdateExceptions(_:)`` `nil`, with the exception kept for the simulation to
    /// throw. Also `nil`, without calling `make`, once such a handler's update has raised.
    func planOrCatch(_ make: () throws(TableViewException) -> UpdatePlan) -> UpdatePlan? {
        guard interaction.updateExceptionCatch != nil else { return trapping { try make() } }
        guard !hasCaughtUpdateException else { return nil }
        do {
            return try make()
        } catch {
            interaction.updateExceptionCatch?.caught = error
            return nil
        }
    }
}
