import Foundation

// UIKit's attribute keys for attributed text. Foundation on Linux declares
// `NSAttributedString.Key` but not the keys UIKit adds to it, so they are declared here with UIKit's
// raw values (`NSFont`, `NSColor`, …), so `[.font: …, .foregroundColor: …]` compiles unchanged.
// `Label` measures `.font` and `.kern`; the others are recorded only (nothing is drawn).
extension NSAttributedString.Key {
    /// The run's font (a ``Font``), as UIKit's `.font`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text color (a ``Color``), as UIKit's `.foregroundColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The color behind the text (a ``Color``), as UIKit's `.backgroundColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (a number), as UIKit's `.kern`.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The paragraph's layout (a ``ParagraphStyle``), as UIKit's `.paragraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A line through the text (an ``UnderlineStyle`` raw value), as UIKit's `.strikethroughStyle`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A line under the text (an ``UnderlineStyle`` raw value), as UIKit's `.underlineStyle`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
}

/// The style of an underline or strikethrough, as UIKit's `NSUnderlineStyle`, with its raw values.
public struct UnderlineStyle: OptionSet, Sendable, Hashable {
    /// The style's bits.
    public var rawValue: Int

    /// Creates a style from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One thin line.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = UnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = UnderlineStyle(rawValue: 0x0200)
    /// Only under words, not the spaces between them.
    public static let byWord = UnderlineStyle(rawValue: 0x8000)
}

/// A paragraph's layout, as UIKit's `NSParagraphStyle` (immutable) and, through the shim,
/// `NSMutableParagraphStyle`. Recorded only: headless measuring does not use it.
///
/// A class, as UIKit's, with the properties table cells' text uses; the mutable subclass
/// ``MutableParagraphStyle`` lets them be set.
open class ParagraphStyle: @unchecked Sendable {
    // `@unchecked`: the immutable base never changes after creation; the mutable subclass is, as
    // UIKit's `NSMutableParagraphStyle`, for one thread at a time.

    /// The text alignment. Default ``TextAlignment/natural``.
    public fileprivate(set) var alignment: TextAlignment = .natural
    /// Extra space between lines, in points. Default 0.
    public fileprivate(set) var lineSpacing: CGFloat = 0
    /// Extra space after the paragraph, in points. Default 0.
    public fileprivate(set) var paragraphSpacing: CGFloat = 0
    /// The indentation of the first line, in points. Default 0.
    public fileprivate(set) var firstLineHeadIndent: CGFloat = 0
    /// The indentation of the other lines, in points. Default 0.
    public fileprivate(set) var headIndent: CGFloat = 0

    /// A style with every default, as `NSParagraphStyle()`.
    public init() {}

    /// The default style, as `NSParagraphStyle.default`.
    public static let `default` = ParagraphStyle()
}

/// A paragraph style whose properties can be set, as UIKit's `NSMutableParagraphStyle`.
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
    /// The text alignment.
    public override var alignment: TextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// Extra space between lines, in points.
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    /// Extra space after the paragraph, in points.
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    /// The indentation of the first line, in points.
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    /// The indentation of the other lines, in points.
    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }

    /// A style with every default, as `NSMutableParagraphStyle()`.
    public override init() {}
}
