import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Sizes below use the documented rule for the 17-point default font: 8.5 points per character
/// (a line's width rounded up) and 21 points per line.
@MainActor
@Suite struct LabelTests {
    private func label(_ text: String?, lines: Int = 1) -> Label {
        let label = Label()
        label.text = text
        label.numberOfLines = lines
        return label
    }

    @Test func defaults() {
        let label = Label()
        expectEqual(label.text, nil)
        expectEqual(label.font, .systemFont(ofSize: 17))
        expectEqual(label.textColor, .label)
        expectEqual(label.textAlignment, .natural)
        expectEqual(label.numberOfLines, 1)
        expectEqual(label.isUserInteractionEnabled, false)
        expectEqual(label.isHighlighted, false)
        expectEqual(label.highlightedTextColor, nil)
    }

    @Test func settingNilFontOrColorRestoresTheDefault() {
        let label = Label()
        label.font = .systemFont(ofSize: 30)
        label.textColor = .red
        label.font = nil
        label.textColor = nil
        expectEqual(label.font, .systemFont(ofSize: 17))
        expectEqual(label.textColor, .label)
    }

    @Test func emptyTextMeasuresZero() {
        expectEqual(label(nil).sizeThatFits(CGSize(width: 100, height: 100)), .zero)
        expectEqual(label("", lines: 0).sizeThatFits(CGSize(width: 100, height: 100)), .zero)
        expectEqual(label("").intrinsicContentSize, .zero)
    }

    @Test func singleLineIgnoresTheProposedWidth() {
        expectEqual(label("Hello").sizeThatFits(.zero), CGSize(width: 43, height: 21))
        expectEqual(label("abcdefghij").sizeThatFits(CGSize(width: 40, height: 10)), CGSize(width: 85, height: 21))
    }

    @Test func multiLineWrapsByCharacterToTheWidth() {
        let proposal = CGSize(width: 40, height: 10)
        expectEqual(label("abcdefghij", lines: 0).sizeThatFits(proposal), CGSize(width: 34, height: 63))
        expectEqual(label("abcdefghij", lines: 2).sizeThatFits(proposal), CGSize(width: 34, height: 42))
        expectEqual(
            label("abcdefghij", lines: 0).sizeThatFits(CGSize(width: 5, height: 0)), CGSize(width: 9, height: 210))
    }

    @Test func zeroOrInfiniteWidthMeansUnconstrained() {
        expectEqual(label("abcdefghij", lines: 0).sizeThatFits(.zero), CGSize(width: 85, height: 21))
        expectEqual(
            label("abcdefghij", lines: 0).sizeThatFits(CGSize(width: CGFloat.infinity, height: 0)),
            CGSize(width: 85, height: 21))
    }

    @Test func lineBreaksStartNewLines() {
        expectEqual(label("ab\ncde", lines: 0).sizeThatFits(.zero), CGSize(width: 26, height: 42))
        expectEqual(label("ab\ncde").sizeThatFits(.zero), CGSize(width: 17, height: 21))
        expectEqual(label("a\n", lines: 0).sizeThatFits(.zero), CGSize(width: 9, height: 42))
    }

    @Test func charactersAreGraphemeClusters() {
        expectEqual(label("👍🏽é").sizeThatFits(.zero), CGSize(width: 17, height: 21))
    }

    @Test func fontChangesTheMeasure() {
        let small = label("abcd")
        small.font = .preferredFont(forTextStyle: .caption1)
        expectEqual(small.sizeThatFits(.zero), CGSize(width: 24, height: 15))
    }

    @Test func intrinsicContentSizeIsUnwrapped() {
        expectEqual(label("abcdefghij", lines: 0).intrinsicContentSize, CGSize(width: 85, height: 21))
    }
}
