import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@Suite struct FontWeightTests {
    @Test func weightsHaveUIKitsRawValues() {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        expectEqual(weights.map(\.rawValue), [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        expectEqual(weights, weights.sorted())
    }

    @Test func systemFontNamesFollowTheWeight() {
        let names = [Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black].map {
            Font.systemFont(ofSize: 17, weight: $0).fontName
        }
        expectEqual(
            names,
            [
                ".SFUI-Ultralight", ".SFUI-Thin", ".SFUI-Light", ".SFUI-Regular", ".SFUI-Medium", ".SFUI-Semibold",
                ".SFUI-Bold", ".SFUI-Heavy", ".SFUI-Black",
            ])
        expectEqual(Font.systemFont(ofSize: 17), Font.systemFont(ofSize: 17, weight: .regular))
        expectEqual(Font.boldSystemFont(ofSize: 15).fontName, ".SFUI-Semibold")
        expectEqual(Font.italicSystemFont(ofSize: 15).fontName, ".SFUI-RegularItalic")
        expectEqual(Font.monospacedDigitSystemFont(ofSize: 30, weight: .medium).fontName, ".SFUI-Medium")
        expectEqual(Font.monospacedSystemFont(ofSize: 12, weight: .bold).fontName, ".AppleSystemUIFontMonospaced-Bold")
    }

    @Test func familyNames() {
        expectEqual(Font.systemFont(ofSize: 17, weight: .heavy).familyName, ".AppleSystemUIFont")
        expectEqual(Font.italicSystemFont(ofSize: 17).familyName, ".AppleSystemUIFont")
        expectEqual(Font.monospacedSystemFont(ofSize: 17, weight: .regular).familyName, ".AppleSystemUIFontMonospaced")
        expectEqual(Font(name: "Menlo-Bold", size: 10)!.familyName, "Menlo")
        expectEqual(Font(name: ".SFUI-Regular", size: 17)!, Font.systemFont(ofSize: 17))
        expectEqual(Font.systemFont(ofSize: 17, weight: .bold).withSize(20).familyName, ".AppleSystemUIFont")
    }

    @Test func weightDoesNotChangeMeasurement() {
        for weight in [Font.Weight.ultraLight, .regular, .black] {
            let font = Font.systemFont(ofSize: 17, weight: weight)
            expectEqual(font.pointSize, 17)
            expectEqual(font.lineHeight, 21)
            expectEqual(font.averageAdvance, 8.5)
        }
        expectEqual(Font.monospacedSystemFont(ofSize: 10, weight: .regular).averageAdvance, 5)
    }

    @Test func preferredFontsIgnoreTheTraitCollection() {
        let traits = TraitCollection(userInterfaceStyle: .dark)
        expectEqual(
            Font.preferredFont(forTextStyle: .body, compatibleWith: traits), .preferredFont(forTextStyle: .body))
        expectEqual(Font.preferredFont(forTextStyle: .title2, compatibleWith: nil).pointSize, 22)
        expectEqual(Font.preferredFont(forTextStyle: .headline, compatibleWith: nil).fontName, ".SFUI-Semibold")
    }

    @Test func fontMetricsScaleByOneAtTheDefaultContentSize() {
        let custom = Font(name: "Avenir-Heavy", size: 19)!
        expectEqual(FontMetrics.default.textStyle, .body)
        expectEqual(FontMetrics.default.scaledFont(for: custom), custom)
        let title = FontMetrics(forTextStyle: .title1)
        expectEqual(title.textStyle, .title1)
        expectEqual(title.scaledFont(for: custom, maximumPointSize: 40), custom)
        expectEqual(title.scaledFont(for: custom, maximumPointSize: 16), custom.withSize(16))
        expectEqual(title.scaledFont(for: custom, maximumPointSize: 0), custom)
        expectEqual(title.scaledFont(for: custom, compatibleWith: nil), custom)
        expectEqual(title.scaledValue(for: 44), 44)
        expectEqual(title.scaledValue(for: 12, compatibleWith: TraitCollection()), 12)
    }
}
