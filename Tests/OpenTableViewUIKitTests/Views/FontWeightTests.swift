import Foundation
import Testing

@testable import OpenTableViewUIKit

@Suite struct FontWeightTests {
    @Test func weightsHaveUIKitsRawValues() {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(weights == weights.sorted())
    }

    @Test func systemFontNamesFollowTheWeight() {
        let names = [Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black].map {
            Font.systemFont(ofSize: 17, weight: $0).fontName
        }
        #expect(
            names == [
                ".SFUI-Ultralight", ".SFUI-Thin", ".SFUI-Light", ".SFUI-Regular", ".SFUI-Medium", ".SFUI-Semibold",
                ".SFUI-Bold", ".SFUI-Heavy", ".SFUI-Black",
            ])
        #expect(Font.systemFont(ofSize: 17) == Font.systemFont(ofSize: 17, weight: .regular))
        #expect(Font.boldSystemFont(ofSize: 15).fontName == ".SFUI-Semibold")
        #expect(Font.italicSystemFont(ofSize: 15).fontName == ".SFUI-RegularItalic")
        #expect(Font.monospacedDigitSystemFont(ofSize: 30, weight: .medium).fontName == ".SFUI-Medium")
        #expect(
            Font.monospacedSystemFont(ofSize: 12, weight: .bold).fontName == ".AppleSystemUIFontMonospaced-Bold")
    }

    @Test func familyNames() {
        #expect(Font.systemFont(ofSize: 17, weight: .heavy).familyName == ".AppleSystemUIFont")
        #expect(Font.italicSystemFont(ofSize: 17).familyName == ".AppleSystemUIFont")
        #expect(Font.monospacedSystemFont(ofSize: 17, weight: .regular).familyName == ".AppleSystemUIFontMonospaced")
        #expect(Font(name: "Menlo-Bold", size: 10).familyName == "Menlo")
        #expect(Font(name: ".SFUI-Regular", size: 17) == Font.systemFont(ofSize: 17))
        #expect(Font.systemFont(ofSize: 17, weight: .bold).withSize(20).familyName == ".AppleSystemUIFont")
    }

    @Test func weightDoesNotChangeMeasurement() {
        for weight in [Font.Weight.ultraLight, .regular, .black] {
            let font = Font.systemFont(ofSize: 17, weight: weight)
            #expect(font.pointSize == 17)
            #expect(font.lineHeight == 21)
            #expect(font.averageAdvance == 8.5)
        }
        #expect(Font.monospacedSystemFont(ofSize: 10, weight: .regular).averageAdvance == 5)
    }

    @Test func preferredFontsIgnoreTheTraitCollection() {
        let traits = TraitCollection(userInterfaceStyle: .dark)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits) == .preferredFont(forTextStyle: .body))
        #expect(Font.preferredFont(forTextStyle: .title2, compatibleWith: nil).pointSize == 22)
        #expect(Font.preferredFont(forTextStyle: .headline, compatibleWith: nil).fontName == ".SFUI-Semibold")
    }

    @Test func fontMetricsScaleByOneAtTheDefaultContentSize() {
        let custom = Font(name: "Avenir-Heavy", size: 19)
        #expect(FontMetrics.default.textStyle == .body)
        #expect(FontMetrics.default.scaledFont(for: custom) == custom)
        let title = FontMetrics(forTextStyle: .title1)
        #expect(title.textStyle == .title1)
        #expect(title.scaledFont(for: custom, maximumPointSize: 40) == custom)
        #expect(title.scaledFont(for: custom, maximumPointSize: 16) == custom.withSize(16))
        #expect(title.scaledFont(for: custom, maximumPointSize: 0) == custom)
        #expect(title.scaledFont(for: custom, compatibleWith: nil) == custom)
        #expect(title.scaledValue(for: 44) == 44)
        #expect(title.scaledValue(for: 12, compatibleWith: TraitCollection()) == 12)
    }
}
