import Foundation

/// A color as a value, standing in for UIKit's `UIColor`.
///
/// A color is either a fixed color with red, green, blue and alpha components, or a dynamic color
/// that UIKit resolves against a trait collection (light or dark mode): the system colors
/// (``systemRed``, ``label``, ``separator``, ``systemBackground``… in `Color+System.swift`) and
/// colors made with ``init(dynamicProvider:)``. A dynamic color has no ``components`` of its own;
/// ``resolvedColor(with:)`` gives the fixed color it is in a trait collection, and ``cgColor`` and
/// ``getRed(_:green:blue:alpha:)`` resolve it against ``TraitCollection/current`` (light unless a
/// test changes it), as UIKit does.
///
/// Equality follows UIKit's: two fixed colors are equal when their components are, whatever they
/// are called (`Color.red == Color(red: 1, green: 0, blue: 0, alpha: 1)`); two system colors are
/// equal when their names and alpha are; a color from a dynamic provider equals only itself (and its
/// copies). Unlike UIKit's class, `Color` is a struct, so `===` does not apply.
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
    /// from components or a provider. Kept by ``withAlphaComponent(_:)`` and ``resolvedColor(with:)``;
    /// used to compare dynamic colors and to describe colors.
    public let name: String?
    /// The components of a fixed color, or `nil` for a dynamic color (see ``resolvedColor(with:)``).
    public let components: Components?
    /// The opacity, from 0 (transparent) to 1 (opaque). For a dynamic color it is 1 unless
    /// ``withAlphaComponent(_:)`` set it: the opacity it resolves to is its appearance's (for
    /// example 0.6 for ``secondaryLabel`` in light mode).
    public var alpha: CGFloat { alphaOverride ?? fixedAlpha }

    private let fixedAlpha: CGFloat
    /// The alpha ``withAlphaComponent(_:)`` gave a dynamic color; it replaces the resolved alpha.
    private let alphaOverride: CGFloat?
    /// How a dynamic color resolves; `nil` for a fixed color.
    private let dynamic: Dynamic?

    /// How a dynamic color resolves.
    private enum Dynamic: Sendable {
        /// A catalog color: its light and dark appearances.
        case catalog(light: Appearance, dark: Appearance)
        /// A color from ``Color/init(dynamicProvider:)``.
        case provider(Provider)
    }

    /// One appearance of a catalog color.
    package struct Appearance: Sendable {
        package var components: Components
        package var alpha: CGFloat
    }

    /// The closure of ``Color/init(dynamicProvider:)``, boxed so that copies share its identity.
    private final class Provider: Sendable {
        let resolve: @Sendable (TraitCollection) -> Color
        init(_ resolve: @escaping @Sendable (TraitCollection) -> Color) { self.resolve = resolve }
    }

    private init(
        name: String?, components: Components?, alpha: CGFloat, alphaOverride: CGFloat? = nil, dynamic: Dynamic? = nil
    ) {
        self.name = name
        self.components = components
        self.fixedAlpha = alpha
        self.alphaOverride = alphaOverride
        self.dynamic = dynamic
    }

    /// Creates a fixed color from sRGB components, as `UIColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(name: nil, components: Components(red: red, green: green, blue: blue), alpha: alpha)
    }

    /// Creates a fixed gray, as `UIColor(white:alpha:)`: 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a fixed color from hue, saturation and brightness (HSB, each from 0 to 1), as
    /// `UIColor(hue:saturation:brightness:alpha:)`, converted to sRGB components.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a dynamic color whose value `dynamicProvider` decides for each trait collection, as
    /// `UIColor(dynamicProvider:)`. The provider runs whenever the color is resolved.
    ///
    /// The closure is `@Sendable` here, because colors are values that cross actors; a closure that
    /// switches on `traitCollection.userInterfaceStyle`, as providers do, compiles unchanged.
    public init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
        self.init(name: nil, components: nil, alpha: 1, dynamic: .provider(Provider(dynamicProvider)))
    }

    /// Creates a color that tiles `image`, as `UIColor(patternImage:)` (a screen's textured
    /// background). Nothing is drawn headless: the color is named `patternImage`, equals only
    /// itself and its copies, and resolves to transparent black, which is what ``components`` and
    /// ``cgColor`` give.
    public init(patternImage image: Image) {
        self.init(
            name: "patternImage", components: nil, alpha: 1,
            dynamic: .provider(Provider { _ in Color(white: 0, alpha: 0) }))
    }

    /// Creates a color from a Core Graphics color, as `UIColor(cgColor:)`.
    public init(cgColor: GraphicsColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// A catalog color with a light and a dark appearance (sRGB 0–255 and alpha).
    package static func catalog(
        _ name: String, light: (Int, Int, Int, CGFloat), dark: (Int, Int, Int, CGFloat)
    ) -> Color {
        func appearance(_ value: (Int, Int, Int, CGFloat)) -> Appearance {
            Appearance(
                components: Components(
                    red: CGFloat(value.0) / 255, green: CGFloat(value.1) / 255, blue: CGFloat(value.2) / 255),
                alpha: value.3)
        }
        return Color(
            name: name, components: nil, alpha: 1, dynamic: .catalog(light: appearance(light), dark: appearance(dark)))
    }

    /// A fixed color with a UIKit name.
    package static func fixed(
        _ name: String, _ red: CGFloat, _ green: CGFloat, _ blue: CGFloat,
        alpha: CGFloat = 1
    ) -> Color {
        Color(name: name, components: Components(red: red, green: green, blue: blue), alpha: alpha)
    }

    // MARK: Using a color

    /// The same color with another opacity, as `UIColor.withAlphaComponent(_:)`. A dynamic color
    /// stays dynamic: every appearance gets `alpha`.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        guard dynamic != nil else { return Color(name: name, components: components, alpha: alpha) }
        return Color(name: name, components: nil, alpha: 1, alphaOverride: alpha, dynamic: dynamic)
    }

    /// The fixed color this color is in `traitCollection`, as `UIColor.resolvedColor(with:)`. A
    /// fixed color is itself; a catalog color gets its dark appearance when the style is `.dark`
    /// and its light one otherwise, keeping its name.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        switch dynamic {
        case nil:
            return self
        case .catalog(let light, let dark):
            let appearance = traitCollection.isDark ? dark : light
            return Color(name: name, components: appearance.components, alpha: alphaOverride ?? appearance.alpha)
        case .provider(let provider):
            let resolved = provider.resolve(traitCollection).resolvedColor(with: traitCollection)
            return alphaOverride.map { resolved.withAlphaComponent($0) } ?? resolved
        }
    }

    /// The sRGB components and alpha, resolved against ``TraitCollection/current``, as
    /// `UIColor.getRed(_:green:blue:alpha:)`. Returns `true`: every color here is in sRGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = resolvedColor(with: .current)
        let components = resolved.components ?? Components(red: 0, green: 0, blue: 0)
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = resolved.alpha
        return true
    }

    /// The color as a Core Graphics color, resolved against ``TraitCollection/current``, as
    /// `UIColor.cgColor` (what `CALayer.borderColor` and `shadowColor` take).
    public var cgColor: GraphicsColor {
        let resolved = resolvedColor(with: .current)
        let components = resolved.components ?? Components(red: 0, green: 0, blue: 0)
        return GraphicsColor(
            srgbRed: components.red, green: components.green, blue: components.blue, alpha: resolved.alpha)
    }

    // MARK: Equality

    /// Whether two colors look the same (see the type's discussion).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        guard lhs.alpha == rhs.alpha, lhs.alphaOverride == rhs.alphaOverride else { return false }
        switch (lhs.components, rhs.components) {
        case (let left?, let right?): return left == right
        case (nil, nil): return lhs.name == rhs.name && lhs.providerIdentity == rhs.providerIdentity
        default: return false
        }
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(alpha)
        if let components {
            hasher.combine(components)
        } else {
            hasher.combine(name)
            hasher.combine(providerIdentity)
        }
    }

    private var providerIdentity: ObjectIdentifier? {
        if case .provider(let provider) = dynamic { return ObjectIdentifier(provider) }
        return nil
    }

    /// The name, or the components for an unnamed color, and the alpha.
    public var description: String {
        let alphaText = "alpha \(alpha)"
        if let name { return "Color(\(name), \(alphaText))" }
        guard let components else { return "Color(dynamic, \(alphaText))" }
        return "Color(red \(components.red), green \(components.green), blue \(components.blue), \(alphaText))"
    }

    /// HSB to sRGB, the standard hexcone conversion.
    private static func rgb(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch index {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
