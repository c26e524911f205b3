import Foundation

/// The interface environment a dynamic color resolves against, as UIKit's `UITraitCollection`,
/// reduced to what headless code can vary: ``userInterfaceStyle`` (light or dark).
///
/// Immutable and `Sendable`, as UIKit's. Views do not carry trait collections headless (there is no
/// screen to inherit them from): ``current`` is the one a color resolves against when no trait
/// collection is given (``Color/cgColor``, ``Color/getRed(_:green:blue:alpha:)``), and it starts out
/// light, as an iOS app in the default appearance.
public final class TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// Light or dark appearance. ``UserInterfaceStyle/unspecified`` resolves as light.
    public let userInterfaceStyle: UserInterfaceStyle

    /// A trait collection with every trait unspecified, as `UITraitCollection()`.
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified)
    }

    /// A trait collection with only the interface style specified, as
    /// `UITraitCollection(userInterfaceStyle:)`.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// The trait collection that colors resolve against by default, as `UITraitCollection.current`.
    /// Starts as `UITraitCollection(userInterfaceStyle: .light)`; a test sets it to try dark mode.
    public static var current: TraitCollection {
        get { currentStorage.withLock { $0 } }
        set { currentStorage.withLock { $0 = newValue } }
    }

    private static let currentStorage = LockedValue(TraitCollection(userInterfaceStyle: .light))

    /// Whether the two collections have the same traits.
    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
    }

    /// Hashes the traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
    }

    /// The traits, as UIKit prints a trait collection's specified traits.
    public var description: String {
        "TraitCollection(userInterfaceStyle: \(userInterfaceStyle))"
    }

    /// Whether the style means dark colors (only ``UserInterfaceStyle/dark`` does).
    package var isDark: Bool { userInterfaceStyle == .dark }
}

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`, with UIKit's raw values.
public enum UserInterfaceStyle: Int, Sendable, Hashable, CustomStringConvertible {
    /// No style specified; colors resolve as in light mode.
    case unspecified = 0
    /// The light appearance.
    case light = 1
    /// The dark appearance.
    case dark = 2

    /// The case name.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}

/// A value behind a lock, for the few process-wide settings UIKit keeps in class properties.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    // Safe: every access to `value` goes through `lock`.
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
