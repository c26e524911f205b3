import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A font as a value, standing in for UIKit's `UIFont`, with the metrics headless text measuring
/// needs.
///
/// There are no glyphs on Linux, so the metrics follow two documented rules instead of a font
/// file (see `Compatibility/` for why these values):
/// - ``lineHeight`` is `ceil(1.2 × pointSize)`: 21 for the 17-point body font (UIKit: about 20.3).
/// - ``averageAdvance`` is `0.5 × pointSize` per character (``Label`` rounds a line's width up).
///
/// Dynamic Type is not modelled: ``preferredFont(forTextStyle:)`` returns the sizes of the default
/// ("Large") content size category.
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

    /// The font's name. System fonts use the names UIKit reports for San Francisco.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat

    /// Creates a font from a name and a size, as `UIFont(name:size:)`.
    ///
    /// Never fails, unlike UIKit's initializer: no font files exist to check the name against.
    public init(name fontName: String, size pointSize: CGFloat) {
        self.fontName = fontName
        self.pointSize = pointSize
    }

    /// The distance between the baselines of two lines: `ceil(1.2 × pointSize)`.
    public var lineHeight: CGFloat {
        (pointSize * 1.2).rounded(.up)
    }

    /// The width one character takes on average: `0.5 × pointSize`. An OpenTableView addition, the
    /// basis of ``Label``'s headless measuring.
    public var averageAdvance: CGFloat {
        pointSize * 0.5
    }

    /// The same font at another size, as `UIFont.withSize(_:)`.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(name: fontName, size: fontSize)
    }

    /// The regular system font at a size, as `UIFont.systemFont(ofSize:)`.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        Font(name: ".SFUI-Regular", size: fontSize)
    }

    /// The bold system font at a size, as `UIFont.boldSystemFont(ofSize:)`. Measures as the regular
    /// font: headless measuring ignores weight.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(name: ".SFUI-Semibold", size: fontSize)
    }

    /// The font for a text style at the default content size, as
    /// `UIFont.preferredFont(forTextStyle:)`. An unknown style gets the body size.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        let size: CGFloat
        switch style {
        case .largeTitle: size = 34
        case .title1: size = 28
        case .title2: size = 22
        case .title3: size = 20
        case .callout: size = 16
        case .subheadline: size = 15
        case .footnote: size = 13
        case .caption1: size = 12
        case .caption2: size = 11
        default: size = 17
        }
        return style == .headline ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
    }
}
