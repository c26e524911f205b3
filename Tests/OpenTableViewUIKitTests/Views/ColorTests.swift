import Foundation
import Testing

@testable import OpenTableViewUIKit

@Suite struct ColorTests {
    @Test func fixedColorsHaveUIKitsComponents() {
        let colors: [Color] = [.clear, .white, .black, .red, .blue, .gray]
        let expected: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (0, 0, 0, 0), (1, 1, 1, 1), (0, 0, 0, 1), (1, 0, 0, 1), (0, 0, 1, 1), (0.5, 0.5, 0.5, 1),
        ]
        for (color, values) in zip(colors, expected) {
            #expect(color.components == Color.Components(red: values.0, green: values.1, blue: values.2))
            #expect(color.alpha == values.3)
        }
        #expect(colors.map(\.name) == ["clear", "white", "black", "red", "blue", "gray"])
    }

    @Test func dynamicColorsHaveANameButNoComponents() {
        let colors: [Color] = [
            .systemBackground, .systemGroupedBackground, .separator, .label, .secondaryLabel, .systemBlue,
        ]
        #expect(
            colors.map(\.name) == [
                "systemBackground", "systemGroupedBackground", "separator", "label", "secondaryLabel", "systemBlue",
            ])
        #expect(colors.allSatisfy { $0.components == nil && $0.alpha == 1 })
        #expect(Set(colors).count == 6)
    }

    @Test func fixedColorsCompareByComponents() {
        #expect(Color.red == Color(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(Color.gray == Color(white: 0.5, alpha: 1))
        #expect(Color(white: 0.5, alpha: 1).hashValue == Color.gray.hashValue)
        #expect(Color.red != Color.blue)
        #expect(Color.label != Color.black)
    }

    @Test func withAlphaComponentKeepsTheColor() {
        #expect(Color.red.withAlphaComponent(0.25) == Color(red: 1, green: 0, blue: 0, alpha: 0.25))
        #expect(Color.red.withAlphaComponent(0.25) != Color.red)
        let faintLabel = Color.label.withAlphaComponent(0.5)
        #expect(faintLabel.name == "label")
        #expect(faintLabel.alpha == 0.5)
        #expect(faintLabel != Color.label)
        #expect(faintLabel == Color.label.withAlphaComponent(0.5))
    }

    @Test func description() {
        #expect(Color.label.description == "Color(label, alpha 1.0)")
        #expect(
            Color(red: 1, green: 0.5, blue: 0, alpha: 1).description == "Color(red 1.0, green 0.5, blue 0.0, alpha 1.0)"
        )
    }
}
