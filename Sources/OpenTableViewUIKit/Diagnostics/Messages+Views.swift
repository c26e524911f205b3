import Foundation
import OpenTableViewDiagnostics

// MARK: - The view tree

/// The view tree's misuse, which `addSubview(_:)` raises.
extension Messages {
    package static func addingSelfAsSubview() -> TableViewException {
        TableViewException(.invalidArgument, "Can't add self as subview")
    }

    /// UIKit builds a cycle that crashes somewhere unrelated later; this message is OpenTableView's own.
    package static func addingSuperviewAsSubview() -> TableViewException {
        TableViewException(.invalidArgument, "Can't add a superview of the receiver as its subview")
    }
}
