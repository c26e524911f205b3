import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

extension TableView {
    /// The work of ``register(_:forCellReuseIdentifier:)-(Nib?,_)``, behind its open entry point
    /// in the class body. A cell instantiated from the nib without a reuse identifier of its own
    /// takes the registered one.
    func registerImplementation(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        cellReuse.register(
            identifier,
            factory: nib.map { nib in
                { identifier in
                    let objects = nib.instantiate(withOwner: nil, options: nil)
                    guard objects.count == 1, let cell = objects[0] as? TableViewCell else {
                        raise(TableViewNibMessages.invalidNib(identifier: identifier, expected: "UITableViewCell"))
                    }
                    if cell.storedReuseIdentifier == nil { cell.storedReuseIdentifier = identifier }
                    return cell
                }
            })
    }

    /// The work of ``register(_:forHeaderFooterViewReuseIdentifier:)-(Nib?,_)``.
    func registerImplementation(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterReuse.register(
            identifier,
            factory: nib.map { nib in
                { identifier in
                    let objects = nib.instantiate(withOwner: nil, options: nil)
                    guard objects.count == 1, let view = objects[0] as? TableViewHeaderFooterView else {
                        raise(
                            TableViewNibMessages.invalidNib(
                                identifier: identifier, expected: "UITableViewHeaderFooterView"))
                    }
                    return view
                }
            })
    }
}

/// The table's messages about nibs.
enum TableViewNibMessages {
    /// A nib registered for a reuse identifier whose top-level objects are not exactly one cell
    /// (or header-footer view), raised when the table instantiates it, as UIKit does.
    static func invalidNib(identifier: String, expected: String) -> TableViewException {
        TableViewException(
            .internalInconsistency,
            "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(expected) instance"
        )
    }
}
