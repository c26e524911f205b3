import Foundation
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
        #expect(label.text == nil)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.isHighlighted == false)
        #expect(label.highlightedTextColor == nil)
    }

    @Test func settingNilFontOrColorRestoresTheDefault() {
        let label = Label()
        label.font = .systemFont(ofSize: 30)
        label.textColor = .red
        label.font = nil
        label.textColor = nil
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    @Test func emptyTextMeasuresZero() {
        #expect(label(nil).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(label("", lines: 0).sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        #expect(label("").intrinsicContentSize == .zero)
    }

    @Test func singleLineIgnoresTheProposedWidth() {
        #expect(label("Hello").sizeThatFits(.zero) == CGSize(width: 43, height: 21))
        #expect(label("abcdefghij").sizeThatFits(CGSize(width: 40, height: 10)) == CGSize(width: 85, height: 21))
    }

    @Test func multiLineWrapsByCharacterToTheWidth() {
        let proposal = CGSize(width: 40, height: 10)
        #expect(label("abcdefghij", lines: 0).sizeThatFits(proposal) == CGSize(width: 34, height: 63))
        #expect(label("abcdefghij", lines: 2).sizeThatFits(proposal) == CGSize(width: 34, height: 42))
        #expect(
            label("abcdefghij", lines: 0).sizeThatFits(CGSize(width: 5, height: 0)) == CGSize(width: 9, height: 210))
    }

    @Test func zeroOrInfiniteWidthMeansUnconstrained() {
        #expect(label("abcdefghij", lines: 0).sizeThatFits(.zero) == CGSize(width: 85, height: 21))
        #expect(
            label("abcdefghij", lines: 0).sizeThatFits(CGSize(width: CGFloat.infinity, height: 0))
                == CGSize(width: 85, height: 21))
    }

    @Test func lineBreaksStartNewLines() {
        #expect(label("ab\ncde", lines: 0).sizeThatFits(.zero) == CGSize(width: 26, height: 42))
        #expect(label("ab\ncde").sizeThatFits(.zero) == CGSize(width: 17, height: 21))
        #expect(label("a\n", lines: 0).sizeThatFits(.zero) == CGSize(width: 9, height: 42))
    }

    @Test func charactersAreGraphemeClusters() {
        #expect(label("👍🏽é").sizeThatFits(.zero) == CGSize(width: 17, height: 21))
    }

    @Test func fontChangesTheMeasure() {
        let small = label("abcd")
        small.font = .preferredFont(forTextStyle: .caption1)
        #expect(small.sizeThatFits(.zero) == CGSize(width: 24, height: 15))
    }

    @Test func intrinsicContentSizeIsUnwrapped() {
        #expect(label("abcdefghij", lines: 0).intrinsicContentSize == CGSize(width: 85, height: 21))
    }
}
