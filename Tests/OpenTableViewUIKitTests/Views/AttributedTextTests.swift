import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@MainActor
@Suite struct AttributedTextTests {
    @Test func attributedTextAndTextStayInSync() {
        let label = Label()
        expectEqual(label.attributedText, nil)
        label.text = "Plain"
        let plain = try! #require(label.attributedText)
        expectEqual(plain.string, "Plain")
        var range = NSRange()
        let attributes = plain.attributes(at: 0, effectiveRange: &range)
        expectEqual(attributes[.font] as? Font, .systemFont(ofSize: 17))
        expectEqual(attributes[.foregroundColor] as? Color, .label)
        expectEqual(range, NSRange(location: 0, length: 5))

        let styled = NSMutableAttributedString(string: "Due today")
        styled.addAttribute(.foregroundColor, value: Color.systemRed, range: NSRange(location: 4, length: 5))
        label.attributedText = styled
        expectEqual(label.text, "Due today")
        expectEqual(label.attributedText?.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? Color, .systemRed)
        styled.mutableString.setString("Changed")
        expectEqual(label.text, "Due today", "the label keeps a copy")

        label.text = "Done"
        expectEqual(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color, .label)
        label.attributedText = nil
        expectEqual(label.text, nil)
    }

    @Test func uniformAttributedTextMeasuresAsPlainText() {
        let plain = Label()
        plain.text = "Hello, world"
        let attributed = Label()
        attributed.attributedText = NSAttributedString(string: "Hello, world")
        expectEqual(attributed.intrinsicContentSize, plain.intrinsicContentSize)
        expectEqual(attributed.intrinsicContentSize, CGSize(width: 102, height: 21))
        plain.numberOfLines = 0
        attributed.numberOfLines = 0
        expectEqual(
            attributed.sizeThatFits(CGSize(width: 50, height: 0)), plain.sizeThatFits(CGSize(width: 50, height: 0)))
    }

    @Test func runsAreMeasuredWithTheirFontAndKern() {
        let label = Label()
        let text = NSMutableAttributedString(string: "ab\ncd")
        text.addAttribute(.font, value: Font.systemFont(ofSize: 30), range: NSRange(location: 0, length: 1))
        text.addAttribute(.kern, value: 2, range: NSRange(location: 3, length: 2))
        label.attributedText = text
        label.numberOfLines = 0
        // "a" 15 + "b" 8.5 = 23.5 → 24 wide, 36 tall; "c" and "d" 8.5 + 2 each = 21 wide, 21 tall.
        expectEqual(label.intrinsicContentSize, CGSize(width: 24, height: 36 + 21))
        label.numberOfLines = 1
        expectEqual(label.intrinsicContentSize, CGSize(width: 24, height: 36))
    }

    @Test func uikitsKeysAndStyles() {
        let keys: [NSAttributedString.Key] = [
            .font, .foregroundColor, .backgroundColor, .kern, .paragraphStyle, .strikethroughStyle, .underlineStyle,
        ]
        expectEqual(
            keys.map(\.rawValue),
            [
                "NSFont", "NSColor", "NSBackgroundColor", "NSKern", "NSParagraphStyle", "NSStrikethrough",
                "NSUnderline",
            ])
        expectEqual(UnderlineStyle.single.rawValue, 1)
        expectEqual(UnderlineStyle.thick.rawValue, 2)
        expectEqual(UnderlineStyle.double.rawValue, 9)
        let style = MutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        expectEqual(style.lineSpacing, 4)
        expectEqual(style.alignment, .center)
        expectEqual(ParagraphStyle.default.lineSpacing, 0)
    }
}
