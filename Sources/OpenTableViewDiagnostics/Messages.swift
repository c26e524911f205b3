import Foundation

/// The namespace of every text UIKit raises or prints, spelled as UIKit spells it.
///
/// Declared here, in the module the core and the UIKit module share, so that each of them keeps
/// its own messages beside its own checks: the table's (batch updates, heights, dequeues, the
/// diffable data source) in `OpenTableViewCore/Diagnostics/Messages.swift`, those of the UIKit
/// beneath it (views, controls, view controllers, Auto Layout) in `OpenTableViewUIKit/Diagnostics/`.
/// A function returns the ``TableViewException`` to raise, or the console text to print.
package enum Messages {
    /// The address UIKit prints for a live object (`<UIView: 0x…>`), fixed so messages stay
    /// comparable.
    package static let placeholderAddress = "0x0000000000000000"

    /// `<Name: 0x…>`, as `-[NSObject description]` prints an object of class `name`.
    package static func describeObject(named name: String) -> String {
        "<\(name): \(placeholderAddress)>"
    }

    /// A number as UIKit's messages print a float (`%g`): `250`, `999.5`.
    package static func formatNumber(_ value: some BinaryFloatingPoint) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return String(format: "%g", double)
    }
}
