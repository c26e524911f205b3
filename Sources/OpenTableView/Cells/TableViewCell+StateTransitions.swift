import Foundation

/// Cell state transitions: editing mode and the Delete confirmation, told to the cell through
/// ``TableViewCell/willTransition(to:)`` and ``TableViewCell/didTransition(to:)``.
///
/// "UITableViewCell calls this method whenever a cell transitions between states, such as from a
/// normal state (the default) to editing mode. [...] Note that when the user swipes a cell to
/// delete it, the cell transitions to the state identified by the `showingDeleteConfirmation`
/// constant but the `showingEditControl` is not set." (Apple, `willTransition(to:)`.) The table
/// drives the transitions:
/// - ``TableView/setEditing(_:animated:)`` → each visible cell's `setEditing(_:animated:)`, inside
///   which the cell transitions to `[.showingEditControl]` (or `[]`);
/// - a swipe that reveals actions (`swipeRow(at:edge:)`) → `tableView(_:willBeginEditingRowAt:)`,
///   then the cell transitions to `[.showingDeleteConfirmation]`; when the swipe ends, the cell
///   transitions to `[]`, then `tableView(_:didEndEditingRowAt:)`;
/// - a tap on the delete control in editing mode (`tapEditingControl(forRowAt:)`) → the cell
///   transitions to `[.showingEditControl, .showingDeleteConfirmation]`, the data source's
///   `commit(.delete, forRowAt:)` runs (the simulated tap on Delete), and the cell transitions back
///   to `[.showingEditControl]`.
extension TableViewCell {
    /// The states a cell transitions between, as UIKit's `UITableViewCell.StateMask`. The empty
    /// set is the normal state (UIKit's `UITableViewCellStateDefaultMask`).
    public struct StateMask: OptionSet, Hashable, Sendable {
        /// The bits of the mask.
        public let rawValue: UInt

        /// Creates a mask from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The cell is in editing mode (its insertion or deletion control shows).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The cell shows its Delete confirmation button (or, swiped, its swipe actions).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)

        init(showingEditControl: Bool, showingDeleteConfirmation: Bool) {
            var mask: StateMask = []
            if showingEditControl { mask.insert(.showingEditControl) }
            if showingDeleteConfirmation { mask.insert(.showingDeleteConfirmation) }
            self = mask
        }
    }

    /// The work of ``showingDeleteConfirmation``, behind its open entry point in the class body.
    var showingDeleteConfirmationImplementation: Bool {
        deleteConfirmationState
    }

    /// Shows or hides the Delete confirmation as a state transition (see the type's discussion).
    /// Does nothing when it already is so.
    func setShowingDeleteConfirmation(_ showing: Bool) {
        guard showing != deleteConfirmationState else { return }
        let state = StateMask(showingEditControl: isEditing, showingDeleteConfirmation: showing)
        willTransition(to: state)
        deleteConfirmationState = showing
        setNeedsLayout()
        didTransition(to: state)
    }
}
