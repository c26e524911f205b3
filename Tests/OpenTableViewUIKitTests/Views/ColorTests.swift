import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

@Suite struct ColorTests {
    @Test func fixedColorsHaveUIKitsComponents() {
        let colors: [Color] = [.clear, .white, .black, .red, .blue, .gray]
        let expected: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (0, 0, 0, 0), (1, 1, 1, 1), (0, 0, 0, 1), (1, 0, 0, 1), (0, 0, 1, 1), (0.5, 0.5, 0.5, 1),
        ]
        for (color, values) in zip(colors, expected) {
            expectEqual(color.components, Color.Components(red: values.0, green: values.1, blue: values.2))
            expectEqual(color.alpha, values.3)
        }
        expectEqual(colors.map(\.name), ["clear", "white", "black", "red", "blue", "gray"])
    }

    @Test func dynamicColorsHaveANameButNoComponents() {
        let colors: [Color] = [
            .systemBackground, .systemGroupedBackground, .separator, .label, .secondaryLabel, .systemBlue,
        ]
        expectEqual(
            colors.map(\.name),
            [
                "systemBackground", "systemGroupedBackground", "separator", "label", "secondaryLabel", "systemBlue",
            ])
        #expect(colors.allSatisfy { $0.components == nil && $0.alpha == 1 })
        expectEqual(Set(colors).count, 6)
    }

    @Test func fixedColorsCompareByComponents() {
        expectEqual(Color.red, Color(red: 1, green: 0, blue: 0, alpha: 1))
        expectEqual(Color.gray, Color(white: 0.5, alpha: 1))
        expectEqual(Color(white: 0.5, alpha: 1).hashValue, Color.gray.hashValue)
        expectNotEqual(Color.red, Color.blue)
        expectNotEqual(Color.label, Color.black)
    }

    @Test func withAlphaComponentKeepsTheColor() {
        expectEqual(Color.red.withAlphaComponent(0.25), Color(red: 1, green: 0, blue: 0, alpha: 0.25))
        expectNotEqual(Color.red.withAlphaComponent(0.25), Color.red)
        let faintLabel = Color.label.withAlphaComponent(0.5)
        expectEqual(faintLabel.name, "label")
        expectEqual(faintLabel.alpha, 0.5)
        expectNotEqual(faintLabel, Color.label)
        expectEqual(faintLabel, Color.label.withAlphaComponent(0.5))
    }

    @Test func description() {
        expectEqual(Color.label.description, "Color(label, alpha 1.0)")
        expectEqual(
            Color(red: 1, green: 0.5, blue: 0, alpha: 1).description, "Color(red 1.0, green 0.5, blue 0.0, alpha 1.0)")
    }

    /// `UIColor(patternImage:)`: a color of its own (equal to its copies, not to another pattern),
    /// with no components; nothing draws it headless, so it resolves to transparent black.
    @MainActor @Test func aPatternColorIsItsOwnColorAndResolvesToTransparent() {
        let pattern = Color(patternImage: Image(named: "Pattern", size: CGSize(width: 10, height: 10)))
        let copy = pattern
        #expect(pattern == copy)
        #expect(pattern != Color(patternImage: Image(named: "Pattern", size: CGSize(width: 10, height: 10))))
        #expect(pattern.name == "patternImage")
        #expect(pattern.components == nil)
        #expect(pattern.resolvedColor(with: TraitCollection.current) == Color(white: 0, alpha: 0))
        #expect(pattern.cgColor.alpha == 0)
    }
}
