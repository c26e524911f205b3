import Foundation

/// Headless text measuring: the rules ``Label`` sizes itself by, in one place.
///
/// Without glyph metrics the size of a text is approximated from its character count:
/// - every character (grapheme cluster) advances ``Font/averageAdvance`` (half the point size),
///   and a line's width is rounded up to a whole point;
/// - every line is ``Font/lineHeight`` tall;
/// - `"\n"` starts a new line; when wrapping is allowed, a line longer than the width wraps at
///   the character that no longer fits (no word breaking), keeping at least one character a line;
/// - a line limit keeps the first lines only.
///
/// The approximation is deliberately simple so that tests can predict sizes by hand; it is not a
/// rendering of the text. Empty or `nil` text measures zero.
package enum TextMeasurement {
    /// The size of `text` in `font`.
    ///
    /// - Parameters:
    ///   - numberOfLines: the maximum number of lines, 0 for no limit. With 1 the text never wraps
    ///     and may be wider than `width`, as a single-line UILabel reports its full width.
    ///   - width: the width to wrap to; zero, negative or infinite means unconstrained.
    /// - Complexity: O(*n*) in the length of the text.
    package static func size(of text: String?, font: Font, numberOfLines: Int, width: CGFloat) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let advance = font.averageAdvance
        let wraps = numberOfLines != 1 && width > 0 && width.isFinite && advance > 0
        let charactersPerLine = wraps ? max(1, Int((width / advance).rounded(.down))) : Int.max

        var lines = 0
        var longest = 0
        func addParagraph(of length: Int) {
            var remaining = length
            repeat {
                guard numberOfLines <= 0 || lines < numberOfLines else { return }
                let line = min(remaining, charactersPerLine)
                lines += 1
                longest = max(longest, line)
                remaining -= line
            } while remaining > 0
        }
        if !forEachASCIIParagraph(of: text, addParagraph) {
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                addParagraph(of: paragraph.count)
            }
        }
        return CGSize(
            width: (CGFloat(longest) * advance).rounded(.up),
            height: CGFloat(lines) * font.lineHeight
        )
    }

    /// Calls `body` with the length of each `"\n"`-separated paragraph of an ASCII text without
    /// `"\r"`, read from its UTF-8 bytes, where every byte is a character; returns `false`,
    /// calling nothing, for any other text. Counting characters (grapheme clusters) the general
    /// way was most of the cost of scrolling a table of constraint-sized cells
    /// (Benchmarks/README.md, "Auto Layout"); `"\r\n"` is one character, hence the exclusion.
    private static func forEachASCIIParagraph(of text: String, _ body: (Int) -> Void) -> Bool {
        var text = text
        text.makeContiguousUTF8()  // a no-op for native strings
        let done = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
            var length = 0
            for byte in bytes {
                if byte == 0x0A {
                    body(length)
                    length = 0
                } else {
                    length += 1
                }
            }
            body(length)
            return true
        }
        return done ?? false
    }
}

extension TextMeasurement {
    /// The size of attributed text: the rules above, run by run. A character advances
    /// ``Font/averageAdvance`` of its run's `.font` (`font` where the run has none) plus the run's
    /// `.kern`; a line is as tall as the tallest line height among its characters' fonts (an empty
    /// line, as its newline's font); a line's width is rounded up. Wrapping fills a line while the
    /// next character fits. With one font and no kerning this is the plain measurement.
    ///
    /// - Complexity: O(*n*) in the length of the text, plus a lookup of the attributes per run.
    package static func size(
        of text: NSAttributedString, font: Font, numberOfLines: Int, width: CGFloat
    ) -> CGSize {
        let string = text.string
        guard !string.isEmpty else { return .zero }
        let wraps = numberOfLines != 1 && width > 0 && width.isFinite

        var lines: [(width: CGFloat, height: CGFloat)] = []
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        var lineIsEmpty = true
        var utf16Offset = 0
        var run = (font: font, kern: CGFloat(0), end: 0)

        for character in string {
            if utf16Offset >= run.end {
                var range = NSRange(location: 0, length: 0)
                let attributes = text.attributes(at: utf16Offset, effectiveRange: &range)
                run = (
                    font: attributes[.font] as? Font ?? font,
                    kern: number(attributes[.kern]) ?? 0,
                    end: range.location + range.length
                )
            }
            utf16Offset += character.utf16.count
            if character == "\n" {
                lines.append((lineWidth, lineIsEmpty ? run.font.lineHeight : lineHeight))
                (lineWidth, lineHeight, lineIsEmpty) = (0, 0, true)
                continue
            }
            let advance = run.font.averageAdvance + run.kern
            if wraps, !lineIsEmpty, lineWidth + advance > width {
                lines.append((lineWidth, lineHeight))
                (lineWidth, lineHeight) = (0, 0)
            }
            lineWidth += advance
            lineHeight = max(lineHeight, run.font.lineHeight)
            lineIsEmpty = false
        }
        lines.append((lineWidth, lineIsEmpty ? run.font.lineHeight : lineHeight))
        if numberOfLines > 0 {
            lines = Array(lines.prefix(numberOfLines))
        }
        let widest = lines.map(\.width).max() ?? 0
        return CGSize(width: widest.rounded(.up), height: lines.map(\.height).reduce(0, +))
    }

    /// A number attribute as `CGFloat`, whichever numeric type it was stored as.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
