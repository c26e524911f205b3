import Foundation

extension BarButtonItem {
    /// The system-supplied items, as UIKit's `UIBarButtonItem.SystemItem` (same raw values).
    ///
    /// UIKit draws each with a localized title or a symbol; ``shownTitle`` gives the English title
    /// of the ones that show text. As in UIKit, a system item's ``BarItem/title`` stays `nil`.
    public enum SystemItem: Int, Sendable, Hashable, CaseIterable {
        /// "Done", in the bold done style.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save".
        case save = 3
        /// A plus sign.
        case add = 4
        /// Flexible space between items; not tappable.
        case flexibleSpace = 5
        /// Fixed space of ``BarButtonItem/width``; not tappable.
        case fixedSpace = 6
        /// A compose (pencil and paper) symbol.
        case compose = 7
        /// A reply arrow.
        case reply = 8
        /// A share (box and arrow) symbol.
        case action = 9
        /// A folder symbol.
        case organize = 10
        /// A book symbol.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A circular arrow.
        case refresh = 13
        /// An X.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A trash can.
        case trash = 16
        /// A play triangle.
        case play = 17
        /// Two pause bars.
        case pause = 18
        /// Rewind arrows.
        case rewind = 19
        /// Fast-forward arrows.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// A page curl (deprecated in iOS 11).
        case pageCurl = 23
        /// A close (X in a circle) symbol (iOS 13).
        case close = 24

        /// The English title UIKit shows for the item, or `nil` for an item that shows a symbol
        /// or nothing. An OpenTableView addition, so a test can find "Done" or "Cancel" without
        /// pixels.
        public var shownTitle: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }
}
