import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A color as a value, standing in for UIKit's `UIColor`.
///
/// A color is either a fixed color with red, green, blue and alpha components, or one of UIKit's
/// dynamic system colors (``label``, ``separator``, ``systemBackground``...). UIKit resolves a
/// dynamic color against the current trait collection (light or dark mode); headless there is no
/// trait collection, so a dynamic color keeps only its name and has no ``components``.
///
/// Equality follows UIKit's: two fixed colors are equal when their components are, whatever they
/// are called (`Color.red == Color(red: 1, green: 0, blue: 0, alpha: 1)`); two dynamic colors are
/// equal when their names and alpha are.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red, green and blue in the sRGB space, each from 0 to 1.
    public struct Components: Sendable, Hashable {
        /// The red component.
        public var red: CGFloat
        /// The green component.
        public var green: CGFloat
        /// The blue component.
        public var blue: CGFloat

        /// Creates the components of a fixed color.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat) {
            self.red = red
            self.green = green
            self.blue = blue
        }
    }

    /// The UIKit name of a catalog color (for example `"systemBlue"`), or `nil` for a color built
    /// from components. Kept by ``withAlphaComponent(_:)``; used only to describe the color.
    public let name: String?
    /// The components of a fixed color, or `nil` for a dynamic system color.
    public let components: Components?
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public let alpha: CGFloat

    private init(name: String?, components: Components?, alpha: CGFloat) {
        self.name = name
        self.components = components
        self.alpha = alpha
    }

    /// Creates a fixed color from sRGB components, as `UIColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: nil, components: Components(red: red, green: green, blue: blue), alpha: alpha)
    }

    /// Creates a fixed gray, as `UIColor(white:alpha:)`: 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same color with another opacity, as `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(name: name, components: components, alpha: alpha)
    }

    /// Whether two colors look the same (see the type's discussion).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        guard lhs.alpha == rhs.alpha else { return false }
        switch (lhs.components, rhs.components) {
        case (let left?, let right?): return left == right
        case (nil, nil): return lhs.name == rhs.name
        default: return false
        }
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(alpha)
        if let components {
            hasher.combine(components)
        } else {
            hasher.combine(name)
        }
    }

    /// The name, or the components for an unnamed color, and the alpha.
    public var description: String {
        let alphaText = "alpha \(alpha)"
        if let name { return "Color(\(name), \(alphaText))" }
        guard let components else { return "Color(\(alphaText))" }
        return "Color(red \(components.red), green \(components.green), blue \(components.blue), \(alphaText))"
    }

    private static func fixed(
        _ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat,
        alpha: CGFloat = 1
    ) -> Color {
        Color(name: name, components: Components(red: red, green: green, blue: blue), alpha: alpha)
    }

    private static func dynamic(_ name: String) -> Color {
        Color(name: name, components: nil, alpha: 1)
    }

    // MARK: Fixed colors (UIKit's component values)

    /// Fully transparent black (white 0, alpha 0).
    public static let clear = fixed("clear", 0, 0, 0, alpha: 0)
    /// Opaque white.
    public static let white = fixed("white", 1, 1, 1)
    /// Opaque black.
    public static let black = fixed("black", 0, 0, 0)
    /// Opaque pure red.
    public static let red = fixed("red", 1, 0, 0)
    /// Opaque pure blue.
    public static let blue = fixed("blue", 0, 0, 1)
    /// Opaque 50% gray.
    public static let gray = fixed("gray", 0.5, 0.5, 0.5)

    // MARK: Dynamic system colors (name only, see the type's discussion)

    /// The background of plain table views and most screens.
    public static let systemBackground = dynamic("systemBackground")
    /// The background of grouped table views.
    public static let systemGroupedBackground = dynamic("systemGroupedBackground")
    /// The color of thin separator lines, such as a table's row separators.
    public static let separator = dynamic("separator")
    /// The color of primary text.
    public static let label = dynamic("label")
    /// The color of secondary text, such as a subtitle cell's detail text.
    public static let secondaryLabel = dynamic("secondaryLabel")
    /// The system's blue tint.
    public static let systemBlue = dynamic("systemBlue")
}
