import Foundation

/// The name of an action method, standing in for the Objective-C `Selector` that UIKit's
/// target-action APIs take.
///
/// Swift on Linux has no Objective-C runtime: `#selector(…)` does not compile there ("'#selector'
/// can only be used with the Objective-C runtime") and no method can be looked up by name. A
/// selector here is only its name, so that code passing `action: nil`, `Selector("done")` or a
/// string literal compiles, and ``Control`` and ``BarButtonItem`` can record target/action pairs
/// as UIKit does. Nothing can perform one: see ``Control/sendAction(_:to:for:)``. Prefer the
/// closure forms (`addAction(_:for:)`, `BarButtonItem(systemItem:primaryAction:menu:)`), which
/// work on every platform (Compatibility/Porting.md, "Controls, actions and bar button items").
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method name, as `NSStringFromSelector` would print it (`"done:"`).
    public let name: String

    /// Creates a selector from a method name, as `Selector("done:")`.
    public init(_ name: String) {
        self.name = name
    }

    /// Creates a selector from a string literal, as `let action: Selector = "done:"`.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The method name.
    public var description: String { name }
}
