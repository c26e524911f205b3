import Foundation

/// Scales fonts and values for Dynamic Type, as UIKit's `UIFontMetrics`.
///
/// A value scales by the ratio of the text style's size at the content size category to its size
/// at the default ("Large") one, from Apple's Dynamic Type table (`ContentSizeCategory.swift`).
/// UIKit follows the same curves but its exact scaled values for custom sizes are not published:
/// scaled sizes here are that ratio, unrounded. The category is the given trait collection's, or
/// ``TraitCollection/current``'s, Large when unspecified; so outside a trait change, and at the
/// default text size, scaling is the identity as on a device at the default text size. A scaled
/// font remembers its style, so a label with `adjustsFontForContentSizeCategory` re-scales it.
public final class FontMetrics: Sendable {
    /// The text style whose curve this object scales along.
    public let textStyle: Font.TextStyle

    /// The metrics of the body style, as `UIFontMetrics.default`.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// Metrics for a text style, as `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    private func ratio(_ traitCollection: TraitCollection?) -> CGFloat {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = TraitCollection.current.preferredContentSizeCategory }
        let sizes = Font.dynamicTypeSizes(for: textStyle)
        return sizes[category.step] / sizes[ContentSizeCategory.large.step]
    }

    /// `font` scaled for the current content size, as `UIFontMetrics.scaledFont(for:)`.
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` scaled, at most `maximumPointSize` points, as
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:)`. A maximum of 0 (or less) means none, as
    /// in UIKit; a font larger than the maximum comes back at the maximum.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        let scaled = scaledFont(for: font)
        guard maximumPointSize > 0, scaled.pointSize > maximumPointSize else { return scaled }
        return scaled.withSize(maximumPointSize)
    }

    /// `font` scaled for a trait collection's content size, as
    /// `UIFontMetrics.scaledFont(for:compatibleWith:)`.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        var scaled = font.withSize(font.pointSize * ratio(traitCollection))
        scaled.dynamicType = (textStyle, font.pointSize)
        return scaled
    }

    /// `value` scaled for the current content size, as `UIFontMetrics.scaledValue(for:)`.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for a trait collection's content size, as
    /// `UIFontMetrics.scaledValue(for:compatibleWith:)`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        value * ratio(traitCollection)
    }
}
