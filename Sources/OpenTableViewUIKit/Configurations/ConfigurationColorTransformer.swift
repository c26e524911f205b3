import Foundation

/// A function from a color to a color, as UIKit's `UIConfigurationColorTransformer`: a
/// configuration applies it to the color it would otherwise use (a selected sidebar cell's
/// text, a background…).
///
/// Two transformers are equal when they are the same transformer: a copy of one, or the same
/// system transformer. Two closures cannot be compared, so two transformers made from equal-looking
/// closures are different, as in UIKit.
public struct ConfigurationColorTransformer: Hashable, @unchecked Sendable {
    // The closure is only ever called on the main actor (configurations are applied there); the
    // type is Sendable so the system transformers can be constants, as in UIKit.
    private let transform: (Color) -> Color
    private let identity: Identity

    private enum Identity: Hashable {
        case grayscale, preferredTint, monochromeTint
        case custom(ObjectIdentifier)
    }

    /// Keeps a unique identity alive for a custom transformer.
    private final class Token {}
    private let token: Token?

    /// Creates a transformer from a function, as `UIConfigurationColorTransformer(_:)`.
    public init(_ transform: @escaping (Color) -> Color) {
        let token = Token()
        self.transform = transform
        self.token = token
        identity = .custom(ObjectIdentifier(token))
    }

    private init(system identity: Identity, _ transform: @escaping (Color) -> Color) {
        self.transform = transform
        self.identity = identity
        token = nil
    }

    /// Transforms a color, as `transformer(color)` in UIKit.
    public func callAsFunction(_ input: Color) -> Color {
        transform(input)
    }

    /// Equal when they are the same transformer (see the type's discussion).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }

    /// Turns a color gray, as UIKit's `grayscale`: the color, resolved against
    /// ``TraitCollection/current``, becomes the gray of its luma (0.299 red + 0.587 green + 0.114
    /// blue), keeping its alpha.
    public static let grayscale = ConfigurationColorTransformer(system: .grayscale) { color in
        guard let components = color.resolvedColor(with: .current).components else { return color }
        let luma = 0.299 * components.red + 0.587 * components.green + 0.114 * components.blue
        return Color(white: luma, alpha: color.alpha)
    }

    /// Replaces any color with the preferred tint, as UIKit's `preferredTint`. Headless there is no
    /// app accent color, so it is ``Color/tintColor``, with the input's alpha.
    public static let preferredTint = ConfigurationColorTransformer(system: .preferredTint) { color in
        keepingAlpha(of: color, .tintColor)
    }

    /// Replaces any color with the monochrome tint, as UIKit's `monochromeTint`. Headless it is
    /// ``Color/systemGray``, with the input's alpha: UIKit's value depends on the platform and is not
    /// documented.
    public static let monochromeTint = ConfigurationColorTransformer(system: .monochromeTint) { color in
        keepingAlpha(of: color, .systemGray)
    }

    /// `replacement` with the alpha of `color` (itself when that is opaque, so it stays equal to
    /// the system color).
    private static func keepingAlpha(of color: Color, _ replacement: Color) -> Color {
        color.alpha == 1 ? replacement : replacement.withAlphaComponent(color.alpha)
    }
}
