import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@Suite struct FontTests {
    @Test func preferredFontSizes() {
        let styles: [Font.TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body,
            .callout, .subheadline, .footnote, .caption1, .caption2,
        ]
        expectEqual(
            styles.map { Font.preferredFont(forTextStyle: $0).pointSize },
            [
                34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11,
            ])
    }

    @Test func headlineIsTheSemiboldSystemFont() {
        expectEqual(Font.preferredFont(forTextStyle: .headline), .boldSystemFont(ofSize: 17))
        expectEqual(Font.preferredFont(forTextStyle: .body), .systemFont(ofSize: 17))
        expectNotEqual(Font.preferredFont(forTextStyle: .headline), Font.preferredFont(forTextStyle: .body))
    }

    @Test func lineHeightIsCeilingOfOnePointTwoTimesTheSize() {
        expectEqual(
            ([17, 15, 13, 12, 10] as [CGFloat]).map { Font.systemFont(ofSize: $0).lineHeight }, [21, 18, 16, 15, 12])
    }

    @Test func averageAdvanceIsHalfThePointSize() {
        expectEqual(Font.systemFont(ofSize: 17).averageAdvance, 8.5)
    }

    @Test func withSizeKeepsTheName() {
        let font = Font(name: "Menlo", size: 10)!.withSize(20)
        expectEqual(font.fontName, "Menlo")
        expectEqual(font.pointSize, 20)
    }

    @Test func textStyleRawValuesAreUIKits() {
        expectEqual(Font.TextStyle.body.rawValue, "UICTFontTextStyleBody")
        expectEqual(Font.TextStyle.subheadline.rawValue, "UICTFontTextStyleSubhead")
        expectEqual(Font.preferredFont(forTextStyle: Font.TextStyle(rawValue: "custom")).pointSize, 17)
    }
}
