import Foundation

/// The user's preferred text size, as UIKit's `UIContentSizeCategory`, with UIKit's strings. Ordered
/// from smallest to largest, as UIKit's `<` compares them.
public struct ContentSizeCategory: RawRepresentable, Sendable, Hashable, Comparable {
    /// UIKit's string for the category.
    public var rawValue: String

    /// Creates a category from UIKit's string.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not specified.
    public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// xSmall.
    public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// xLarge.
    public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// xxLarge.
    public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// xxxLarge: the largest size outside the accessibility sizes.
    public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// AX1.
    public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// AX2.
    public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// AX3.
    public static let accessibilityExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// AX4.
    public static let accessibilityExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// AX5.
    public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every specified category, smallest first.
    static let ordered: [ContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The position in ``ordered``; unspecified (and unknown) categories count as Large.
    var step: Int { Self.ordered.firstIndex(of: self) ?? 3 }

    /// Whether the category is one of the five accessibility sizes, as `isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { step >= 7 && self != .unspecified }

    /// Whether `lhs` is a smaller text size than `rhs`.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.step < rhs.step
    }
}

extension Font {
    /// The point size of a text style at each content size category, xSmall through AX5, from
    /// Apple's Human Interface Guidelines, "Typography" › "Specifications" › "iOS, iPadOS Dynamic
    /// Type sizes" (developer.apple.com/design/human-interface-guidelines/typography).
    static func dynamicTypeSizes(for style: TextStyle) -> [CGFloat] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
        default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body and headline
        }
    }
}
