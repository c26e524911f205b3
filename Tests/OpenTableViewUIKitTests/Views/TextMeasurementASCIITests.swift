import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Plain-text measurement reads ASCII text byte by byte (a byte is a character there), and any
/// other text character by character: both must give the documented sizes (8.5 points per
/// character at the 17-point default font, a line's width rounded up, 21 points per line).
@Suite struct TextMeasurementASCIITests {
    let font = Font.systemFont(ofSize: 17)

    func size(_ text: String, lines: Int = 0, width: CGFloat = 0) -> CGSize {
        TextMeasurement.size(of: text, font: font, numberOfLines: lines, width: width)
    }

    @Test func asciiAndNonASCIITextOfTheSameLengthMeasureTheSame() {
        // 11 characters each; the second has two 2-byte characters, the third a 4-byte emoji.
        expectEqual(size("hello world"), CGSize(width: 94, height: 21))
        expectEqual(size("héllo wörld"), CGSize(width: 94, height: 21))
        expectEqual(size("hello worl😀"), CGSize(width: 94, height: 21))
        expectEqual(size("hello world", width: 40), size("héllo wörld", width: 40))
        expectEqual(size("hello world", width: 40), CGSize(width: 34, height: 63))
    }

    @Test func newlinesSplitParagraphsAndEmptyParagraphsAreLines() {
        expectEqual(size("a\nbbb\n\ncc"), CGSize(width: 26, height: 84))
        expectEqual(size("a\nbbb\n\ncc\n"), CGSize(width: 26, height: 105))
        expectEqual(size("\n"), CGSize(width: 0, height: 42))
    }

    @Test func aCarriageReturnAndLineFeedIsOneCharacterAndNoBreak() {
        // "\r\n" is one grapheme cluster, unlike "\n": the text is one line of 5 characters.
        expectEqual(size("ab\r\ncd"), CGSize(width: 43, height: 21))
        expectEqual(size("ab\rcd"), CGSize(width: 43, height: 21))
    }

    @Test func theLineLimitKeepsTheFirstLinesAndTheirWidth() {
        expectEqual(size("a\nbb\ncccccc", lines: 2), CGSize(width: 17, height: 42))
        expectEqual(size("abcdefghij", lines: 2, width: 40), CGSize(width: 34, height: 42))
        expectEqual(size("ab\nabcdefghij", lines: 3, width: 40), CGSize(width: 34, height: 63))
    }

    @Test func textFromFoundationMeasuresAsNativeText() {
        let string = NSMutableString(string: "abc")
        string.append("\ndefg")
        expectEqual(size(String(string)), CGSize(width: 34, height: 42))
    }
}
