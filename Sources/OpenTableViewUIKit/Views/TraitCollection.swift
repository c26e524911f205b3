import Foundation

/// The interface environment of a view or controller, as UIKit's `UITraitCollection`: appearance
/// (light or dark), the user's text size, size classes, display scale, layout direction, legibility
/// weight and idiom.
///
/// Immutable and `Sendable`, as UIKit's. A trait left at its "unspecified" value (the initializers
/// of one trait leave the others so) does not override another collection's in
/// ``init(traitsFrom:)``. Views and controllers read theirs through ``View/traitCollection`` and
/// ``ViewController/traitCollection``, inherited down the tree from the window
/// (`View+Traits.swift`). ``current`` is the collection a dynamic color resolves against when none
/// is given; it starts light, and UIKit sets it to an object's traits while it handles a trait
/// change (so `UIColor.label.cgColor` in `traitCollectionDidChange(_:)` is the new appearance's).
public final class TraitCollection: Sendable, Hashable, CustomStringConvertible {
    /// Light or dark appearance. ``UserInterfaceStyle/unspecified`` resolves as light.
    public let userInterfaceStyle: UserInterfaceStyle
    /// The user's preferred text size. ``ContentSizeCategory/unspecified`` unless given.
    public let preferredContentSizeCategory: ContentSizeCategory
    /// The horizontal size class.
    public let horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// The layout direction.
    public let layoutDirection: TraitEnvironmentLayoutDirection
    /// Whether the user asked for bold text.
    public let legibilityWeight: LegibilityWeight
    /// The kind of device.
    public let userInterfaceIdiom: UserInterfaceIdiom

    private init(
        userInterfaceStyle: UserInterfaceStyle = .unspecified,
        preferredContentSizeCategory: ContentSizeCategory = .unspecified,
        horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified,
        displayScale: CGFloat = 0,
        layoutDirection: TraitEnvironmentLayoutDirection = .unspecified,
        legibilityWeight: LegibilityWeight = .unspecified,
        userInterfaceIdiom: UserInterfaceIdiom = .unspecified
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.legibilityWeight = legibilityWeight
        self.userInterfaceIdiom = userInterfaceIdiom
    }

    /// A trait collection with every trait unspecified, as `UITraitCollection()`.
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    /// Only the interface style specified, as `UITraitCollection(userInterfaceStyle:)`.
    public convenience init(userInterfaceStyle: UserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .unspecified)
    }

    /// Only the content size category specified, as
    /// `UITraitCollection(preferredContentSizeCategory:)`.
    public convenience init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// Only the horizontal size class specified, as `UITraitCollection(horizontalSizeClass:)`.
    public convenience init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, horizontalSizeClass: horizontalSizeClass)
    }

    /// Only the vertical size class specified, as `UITraitCollection(verticalSizeClass:)`.
    public convenience init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(userInterfaceStyle: .unspecified, verticalSizeClass: verticalSizeClass)
    }

    /// Only the display scale specified, as `UITraitCollection(displayScale:)`.
    public convenience init(displayScale: CGFloat) {
        self.init(userInterfaceStyle: .unspecified, displayScale: displayScale)
    }

    /// Only the layout direction specified, as `UITraitCollection(layoutDirection:)`.
    public convenience init(layoutDirection: TraitEnvironmentLayoutDirection) {
        self.init(userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }

    /// Only the legibility weight specified, as `UITraitCollection(legibilityWeight:)`.
    public convenience init(legibilityWeight: LegibilityWeight) {
        self.init(userInterfaceStyle: .unspecified, legibilityWeight: legibilityWeight)
    }

    /// Only the idiom specified, as `UITraitCollection(userInterfaceIdiom:)`.
    public convenience init(userInterfaceIdiom idiom: UserInterfaceIdiom) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceIdiom: idiom)
    }

    /// The collections combined, as `UITraitCollection(traitsFrom:)`: each trait is the last
    /// specified value among `traitCollections`, in order.
    public convenience init(traitsFrom traitCollections: [TraitCollection]) {
        func last<Value: Equatable>(_ value: (TraitCollection) -> Value, unspecified: Value) -> Value {
            traitCollections.map(value).last { $0 != unspecified } ?? unspecified
        }
        self.init(
            userInterfaceStyle: last(\.userInterfaceStyle, unspecified: .unspecified),
            preferredContentSizeCategory: last(\.preferredContentSizeCategory, unspecified: .unspecified),
            horizontalSizeClass: last(\.horizontalSizeClass, unspecified: .unspecified),
            verticalSizeClass: last(\.verticalSizeClass, unspecified: .unspecified),
            displayScale: last(\.displayScale, unspecified: 0),
            layoutDirection: last(\.layoutDirection, unspecified: .unspecified),
            legibilityWeight: last(\.legibilityWeight, unspecified: .unspecified),
            userInterfaceIdiom: last(\.userInterfaceIdiom, unspecified: .unspecified))
    }

    /// Whether every trait `trait` specifies has the same value here, as `containsTraits(in:)`.
    public func containsTraits(in trait: TraitCollection?) -> Bool {
        guard let trait else { return true }
        return TraitCollection(traitsFrom: [self, trait]) == self
    }

    /// Whether colors could resolve differently in `traitCollection` (the interface style differs),
    /// as `hasDifferentColorAppearance(comparedTo:)`.
    public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
        (traitCollection?.userInterfaceStyle ?? .unspecified) != userInterfaceStyle
    }

    /// The traits of an iPhone in portrait at the default settings: what a window starts with and
    /// what a view outside any window reports. An OpenTableView addition.
    public static let phoneDefaults = TraitCollection(
        userInterfaceStyle: .light, preferredContentSizeCategory: .large, horizontalSizeClass: .compact,
        verticalSizeClass: .regular, displayScale: 3, layoutDirection: .leftToRight, legibilityWeight: .regular,
        userInterfaceIdiom: .phone)

    /// The trait collection that colors resolve against by default, as `UITraitCollection.current`.
    /// Starts as `UITraitCollection(userInterfaceStyle: .light)`; a test may set it, and trait
    /// changes set it around their callbacks.
    public static var current: TraitCollection {
        get { currentStorage.withLock { $0 } }
        set { currentStorage.withLock { $0 = newValue } }
    }

    private static let currentStorage = LockedValue(TraitCollection(userInterfaceStyle: .light))

    /// Whether the two collections have the same traits.
    public static func == (lhs: TraitCollection, rhs: TraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.displayScale == rhs.displayScale && lhs.layoutDirection == rhs.layoutDirection
            && lhs.legibilityWeight == rhs.legibilityWeight && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
    }

    /// Hashes the traits.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        hasher.combine(legibilityWeight)
        hasher.combine(userInterfaceIdiom)
    }

    /// The specified traits, as UIKit prints a trait collection's.
    public var description: String {
        var traits: [String] = []
        if userInterfaceStyle != .unspecified { traits.append("userInterfaceStyle: \(userInterfaceStyle)") }
        if preferredContentSizeCategory != .unspecified {
            traits.append("preferredContentSizeCategory: \(preferredContentSizeCategory.rawValue)")
        }
        if horizontalSizeClass != .unspecified { traits.append("horizontalSizeClass: \(horizontalSizeClass)") }
        if verticalSizeClass != .unspecified { traits.append("verticalSizeClass: \(verticalSizeClass)") }
        if displayScale != 0 { traits.append("displayScale: \(displayScale)") }
        if layoutDirection != .unspecified { traits.append("layoutDirection: \(layoutDirection)") }
        if legibilityWeight != .unspecified { traits.append("legibilityWeight: \(legibilityWeight)") }
        if userInterfaceIdiom != .unspecified { traits.append("userInterfaceIdiom: \(userInterfaceIdiom)") }
        return "TraitCollection(\(traits.joined(separator: ", ")))"
    }

    /// Whether the style means dark colors (only ``UserInterfaceStyle/dark`` does).
    package var isDark: Bool { userInterfaceStyle == .dark }

    /// The traits that differ from `other`'s, as the trait types a registration names.
    package func changedTraits(from other: TraitCollection) -> [any TraitDefinition.Type] {
        var changed: [any TraitDefinition.Type] = []
        if userInterfaceStyle != other.userInterfaceStyle { changed.append(TraitUserInterfaceStyle.self) }
        if preferredContentSizeCategory != other.preferredContentSizeCategory {
            changed.append(TraitPreferredContentSizeCategory.self)
        }
        if horizontalSizeClass != other.horizontalSizeClass { changed.append(TraitHorizontalSizeClass.self) }
        if verticalSizeClass != other.verticalSizeClass { changed.append(TraitVerticalSizeClass.self) }
        if displayScale != other.displayScale { changed.append(TraitDisplayScale.self) }
        if layoutDirection != other.layoutDirection { changed.append(TraitLayoutDirection.self) }
        if legibilityWeight != other.legibilityWeight { changed.append(TraitLegibilityWeight.self) }
        if userInterfaceIdiom != other.userInterfaceIdiom { changed.append(TraitUserInterfaceIdiom.self) }
        return changed
    }
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

/// A size class, as UIKit's `UIUserInterfaceSizeClass`, with UIKit's raw values.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = 0
    /// Compact (an iPhone's width in portrait).
    case compact = 1
    /// Regular.
    case regular = 2
}

/// A layout direction, as UIKit's `UITraitEnvironmentLayoutDirection`, with UIKit's raw values.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Whether text is bold, as UIKit's `UILegibilityWeight`, with UIKit's raw values.
public enum LegibilityWeight: Int, Sendable, Hashable {
    /// Not specified.
    case unspecified = -1
    /// Regular text.
    case regular = 0
    /// Bold text (Settings > Accessibility > Bold Text).
    case bold = 1
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
