import Foundation

/// A font as a value, standing in for UIKit's `UIFont`, with the metrics headless text measuring
/// needs.
///
/// There are no glyphs on Linux, so the metrics follow two documented rules instead of a font
/// file (see `Compatibility/` for why these values):
/// - ``lineHeight`` is `ceil(1.2 × pointSize)`: 21 for the 17-point body font (UIKit: about 20.3).
/// - ``averageAdvance`` is `0.5 × pointSize` per character (``Label`` rounds a line's width up).
///
/// Dynamic Type is not modelled: ``preferredFont(forTextStyle:)`` returns the sizes of the default
/// ("Large") content size category, and ``FontMetrics`` scales by 1. Weight and design change a
/// font's name, not its measurements.
public struct Font: Sendable, Hashable {
    /// A named text style for Dynamic Type, as UIKit's `UIFont.TextStyle`.
    ///
    /// The raw values are UIKit's constant strings, so styles compare and print as they do on iOS.
    public struct TextStyle: RawRepresentable, Sendable, Hashable {
        /// UIKit's string for the style.
        public var rawValue: String

        /// Creates a style from UIKit's string for it.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Large titles, 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level titles, 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level titles, 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level titles, 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings, 17 points semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body text, 17 points: a table cell's text label.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts, 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadings, 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnotes, 13 points: section header and footer titles.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions, 12 points: a subtitle cell's detail text.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions, 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// A font weight, as UIKit's `UIFont.Weight`, with UIKit's raw values (from -1, the lightest,
    /// to 1; regular is 0). `UIFontDescriptor.TraitKey.weight`'s documentation gives the two ends,
    /// ultraLight about -0.8 and black about 0.62; the others are the constants' published values.
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable {
        /// The weight, from -1 to 1.
        public var rawValue: CGFloat

        /// Creates a weight from its value.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// Lighter weights first.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// The face name San Francisco uses for the nearest named weight (`Ultralight` … `Black`),
        /// with the cut-offs UIKit was observed to use between faces.
        package var faceName: String {
            switch rawValue {
            case ..<(-0.7): "Ultralight"
            case ..<(-0.5): "Thin"
            case ..<(-0.2): "Light"
            case ..<0.2: "Regular"
            case ..<0.27: "Medium"
            case ..<0.35: "Semibold"
            case ..<0.5: "Bold"
            case ..<0.6: "Heavy"
            default: "Black"
            }
        }
    }

    /// The family name UIKit reports for the system font, `UIFont.familyName`.
    package static let systemFamilyName = ".AppleSystemUIFont"
    /// The family name of the monospaced system font (SF Mono).
    package static let monospacedFamilyName = ".AppleSystemUIFontMonospaced"

    /// The font's name, as `UIFont.fontName`. System fonts use the names UIKit reports for San
    /// Francisco: `.SFUI-Regular`, `.SFUI-Semibold`, … (`.SFUI-<Weight>`).
    public let fontName: String
    /// The family name, as `UIFont.familyName`: `.AppleSystemUIFont` for the system fonts
    /// (`.AppleSystemUIFontMonospaced` for SF Mono); for another name given to ``init(name:size:)``,
    /// the name up to its first `-` (there are no font files to read the family from).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat

    /// For a font that follows Dynamic Type (from ``preferredFont(forTextStyle:)`` or
    /// `UIFontMetrics.scaledFont(for:)`): the text style whose curve it scales along and its size at
    /// the default category (Large). A label with `adjustsFontForContentSizeCategory` re-sizes such a
    /// font when the content size category changes. Not part of equality.
    package var dynamicType: (style: TextStyle, sizeAtLarge: CGFloat)?

    /// Two fonts are equal when their names, families and sizes are.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.fontName == rhs.fontName && lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes the name, family and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(familyName)
        hasher.combine(pointSize)
    }

    /// The font at `category`'s size along its Dynamic Type curve; itself when it has none.
    package func adjusted(to category: ContentSizeCategory) -> Font {
        guard let dynamicType else { return self }
        let sizes = Font.dynamicTypeSizes(for: dynamicType.style)
        var font = withSize(dynamicType.sizeAtLarge * sizes[category.step] / sizes[ContentSizeCategory.large.step])
        font.dynamicType = dynamicType
        return font
    }

    /// Creates a font from a name and a size, as `UIFont(name:size:)`.
    ///
    /// Failable as UIKit's initializer is, so that app code written for it (`UIFont(name: …)!`,
    /// `UIFont(name: …) ?? .systemFont(ofSize: 17)`) compiles unchanged; it never fails: no font
    /// files exist to check the name against.
    public init?(name fontName: String, size pointSize: CGFloat) {
        self.init(name: fontName, family: Font.familyName(of: fontName), size: pointSize)
    }

    /// The family of a font name: the system families for the system fonts' names, otherwise the
    /// name up to its first `-`.
    private static func familyName(of fontName: String) -> String {
        if fontName.hasPrefix(".SFUI-") { return systemFamilyName }
        if fontName.hasPrefix(monospacedFamilyName + "-") { return monospacedFamilyName }
        return String(fontName.split(separator: "-", maxSplits: 1).first ?? "")
    }

    private init(name fontName: String, family: String, size pointSize: CGFloat) {
        self.fontName = fontName
        self.familyName = family
        self.pointSize = pointSize
    }

    /// The distance between the baselines of two lines: `ceil(1.2 × pointSize)`.
    public var lineHeight: CGFloat {
        (pointSize * 1.2).rounded(.up)
    }

    /// The width one character takes on average: `0.5 × pointSize`. An OpenTableView addition, the
    /// basis of ``Label``'s headless measuring. The same for every weight and design: without glyph
    /// metrics a bolder or monospaced face would only change widths by guesswork, and tests written
    /// against the existing rule would shift.
    public var averageAdvance: CGFloat {
        pointSize * 0.5
    }

    /// The same font at another size, as `UIFont.withSize(_:)`.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(name: fontName, family: familyName, size: fontSize)
    }

    /// The regular system font at a size, as `UIFont.systemFont(ofSize:)`: `.SFUI-Regular`.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at a size and weight, as `UIFont.systemFont(ofSize:weight:)`: named
    /// `.SFUI-<Weight>` after the nearest named weight (`.SFUI-Medium` for `.medium`). The weight
    /// changes the name, not the measurements (see ``averageAdvance``).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(name: ".SFUI-\(weight.faceName)", family: systemFamilyName, size: fontSize)
    }

    /// The bold system font at a size, as `UIFont.boldSystemFont(ofSize:)`: `.SFUI-Semibold`, the
    /// face UIKit uses for it. Measures as the regular font: headless measuring ignores weight.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .semibold)
    }

    /// The italic system font at a size, as `UIFont.italicSystemFont(ofSize:)`:
    /// `.SFUI-RegularItalic`. Measures as the regular font.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(name: ".SFUI-RegularItalic", family: systemFamilyName, size: fontSize)
    }

    /// The system font with fixed-width digits, as `UIFont.monospacedDigitSystemFont(ofSize:weight:)`.
    /// UIKit gives the same face as ``systemFont(ofSize:weight:)`` with a feature setting, so the
    /// name is the same; headless every character already has the same advance.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The monospaced system font (SF Mono), as `UIFont.monospacedSystemFont(ofSize:weight:)`:
    /// family `.AppleSystemUIFontMonospaced`, named `.AppleSystemUIFontMonospaced-<Weight>`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(
            name: "\(monospacedFamilyName)-\(weight.faceName)", family: monospacedFamilyName, size: fontSize)
    }

    /// The font for a text style, as `UIFont.preferredFont(forTextStyle:)`, at the content size
    /// category of ``TraitCollection/current`` (Large when unspecified, as it is outside a trait
    /// change). An unknown style gets the body sizes. Sizes follow Apple's Dynamic Type table
    /// (`ContentSizeCategory.swift`): 17 points for body at Large.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style in a trait collection's content size category, as
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`; `nil` (or an unspecified category)
    /// means ``TraitCollection/current``'s, then Large.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?)
        -> Font
    {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = TraitCollection.current.preferredContentSizeCategory }
        let sizes = dynamicTypeSizes(for: style)
        let size = sizes[category.step]
        var font = style == .headline ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
        font.dynamicType = (style, sizes[ContentSizeCategory.large.step])
        return font
    }
}
