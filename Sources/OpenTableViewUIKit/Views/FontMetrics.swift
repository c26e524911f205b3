import Foundation

/// Scales fonts and values for Dynamic Type, as UIKit's `UIFontMetrics`.
///
/// UIKit scales by how the user's preferred content size category compares with the default
/// ("Large") one, following the curve of a text style. Headless there is no user preference: the
/// content size is always the default, where UIKit's scaling is the identity. So
/// ``scaledFont(for:)`` returns the font unchanged (capped by a maximum point size when given) and
/// ``scaledValue(for:)`` returns the value unchanged; code that scales custom fonts runs and lays
/// out as on a device at the default text size.
public final class FontMetrics: Sendable {
    /// The text style whose curve this object would scale along.
    public let textStyle: Font.TextStyle

    /// The metrics of the body style, as `UIFontMetrics.default`.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// Metrics for a text style, as `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the current content size, as `UIFontMetrics.scaledFont(for:)`: the font
    /// itself at the default content size.
    public func scaledFont(for font: Font) -> Font {
        font
    }

    /// `font` scaled, at most `maximumPointSize` points, as
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:)`. A maximum of 0 (or less) means none, as
    /// in UIKit; a font larger than the maximum comes back at the maximum.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        guard maximumPointSize > 0, font.pointSize > maximumPointSize else { return font }
        return font.withSize(maximumPointSize)
    }

    /// `font` scaled for a trait collection's content size, as
    /// `UIFontMetrics.scaledFont(for:compatibleWith:)`: the font itself headless.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        font
    }

    /// `value` scaled for the current content size, as `UIFontMetrics.scaledValue(for:)`: the value
    /// itself at the default content size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value
    }

    /// `value` scaled for a trait collection's content size, as
    /// `UIFontMetrics.scaledValue(for:compatibleWith:)`: the value itself headless.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        value
    }
}
