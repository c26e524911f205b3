import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

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

        var lineLengths: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var remaining = paragraph.count
            repeat {
                let length = min(remaining, charactersPerLine)
                lineLengths.append(length)
                remaining -= length
            } while remaining > 0
        }
        if numberOfLines > 0 {
            lineLengths = Array(lineLengths.prefix(numberOfLines))
        }
        let longest = lineLengths.max() ?? 0
        return CGSize(
            width: (CGFloat(longest) * advance).rounded(.up),
            height: CGFloat(lineLengths.count) * font.lineHeight
        )
    }
}
