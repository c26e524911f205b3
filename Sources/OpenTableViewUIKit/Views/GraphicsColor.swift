import Foundation

/// A Core Graphics color, standing in for `CGColor`, which Foundation on Linux does not have.
///
/// Layers take their colors in this form (``Layer/borderColor``, ``Layer/shadowColor``), as
/// `CALayer` does; ``Color/cgColor`` makes one and ``Color/init(cgColor:)`` reads it back. It is
/// always an sRGB color with four components. The shim names it `CGColor`. A value: two colors with
/// the same components are equal, as `CGColor`s compare with `CFEqual`.
public struct GraphicsColor: Sendable, Hashable, CustomStringConvertible {
    /// The red component, from 0 to 1.
    public let red: CGFloat
    /// The green component, from 0 to 1.
    public let green: CGFloat
    /// The blue component, from 0 to 1.
    public let blue: CGFloat
    /// The opacity, from 0 to 1, as `CGColor.alpha`.
    public let alpha: CGFloat

    /// An sRGB color, as `CGColor(srgbRed:green:blue:alpha:)`.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A gray, as `CGColor(gray:alpha:)`, kept as sRGB components.
    public init(gray: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Red, green, blue and alpha, as `CGColor.components`.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// Four: red, green, blue and alpha, as `CGColor.numberOfComponents`.
    public var numberOfComponents: Int { 4 }

    /// The same color with another opacity, as `CGColor.copy(alpha:)`.
    public func copy(alpha: CGFloat) -> GraphicsColor? {
        GraphicsColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components.
    public var description: String {
        "GraphicsColor(red \(red), green \(green), blue \(blue), alpha \(alpha))"
    }
}
