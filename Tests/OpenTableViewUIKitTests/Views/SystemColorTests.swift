import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// The named colors' values (HIG specifications for iOS 17/18; UIColor's fixed colors) and how
/// dynamic colors resolve.
@Suite(.serialized) struct SystemColorTests {
    static let light = TraitCollection(userInterfaceStyle: .light)
    static let dark = TraitCollection(userInterfaceStyle: .dark)

    /// Components out of 255, and alpha, of `color` resolved in `traits`.
    func bytes(_ color: Color, _ traits: TraitCollection) -> [CGFloat] {
        let resolved = color.resolvedColor(with: traits)
        let components = resolved.components!
        return [components.red, components.green, components.blue].map { ($0 * 255).rounded() } + [resolved.alpha]
    }

    @Test func systemColorsHaveTheGuidelinesLightAndDarkValues() {
        let expected: [(Color, [CGFloat], [CGFloat])] = [
            (.systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
            (.systemOrange, [255, 149, 0, 1], [255, 159, 10, 1]),
            (.systemYellow, [255, 204, 0, 1], [255, 214, 10, 1]),
            (.systemGreen, [52, 199, 89, 1], [48, 209, 88, 1]),
            (.systemMint, [0, 199, 190, 1], [99, 230, 226, 1]),
            (.systemTeal, [48, 176, 199, 1], [64, 200, 224, 1]),
            (.systemCyan, [50, 173, 230, 1], [100, 210, 255, 1]),
            (.systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
            (.systemIndigo, [88, 86, 214, 1], [94, 92, 230, 1]),
            (.systemPurple, [175, 82, 222, 1], [191, 90, 242, 1]),
            (.systemPink, [255, 45, 85, 1], [255, 55, 95, 1]),
            (.systemBrown, [162, 132, 94, 1], [172, 142, 104, 1]),
            (.systemGray, [142, 142, 147, 1], [142, 142, 147, 1]),
            (.systemGray2, [174, 174, 178, 1], [99, 99, 102, 1]),
            (.systemGray3, [199, 199, 204, 1], [72, 72, 74, 1]),
            (.systemGray4, [209, 209, 214, 1], [58, 58, 60, 1]),
            (.systemGray5, [229, 229, 234, 1], [44, 44, 46, 1]),
            (.systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
        ]
        for (color, light, dark) in expected {
            expectEqual(bytes(color, Self.light), light, "\(color)")
            expectEqual(bytes(color, Self.dark), dark, "\(color)")
            expectEqual(color.components, nil)
        }
    }

    @Test func semanticColorsHaveUIKitsLightValues() {
        let expected: [(Color, [CGFloat])] = [
            (.label, [0, 0, 0, 1]), (.secondaryLabel, [60, 60, 67, 0.6]), (.tertiaryLabel, [60, 60, 67, 0.3]),
            (.quaternaryLabel, [60, 60, 67, 0.18]), (.placeholderText, [60, 60, 67, 0.3]),
            (.link, [0, 122, 255, 1]), (.separator, [60, 60, 67, 0.29]), (.opaqueSeparator, [198, 198, 200, 1]),
            (.systemBackground, [255, 255, 255, 1]), (.secondarySystemBackground, [242, 242, 247, 1]),
            (.tertiarySystemBackground, [255, 255, 255, 1]), (.systemGroupedBackground, [242, 242, 247, 1]),
            (.secondarySystemGroupedBackground, [255, 255, 255, 1]),
            (.tertiarySystemGroupedBackground, [242, 242, 247, 1]), (.systemFill, [120, 120, 128, 0.2]),
            (.secondarySystemFill, [120, 120, 128, 0.16]), (.tertiarySystemFill, [118, 118, 128, 0.12]),
            (.quaternarySystemFill, [116, 116, 128, 0.08]), (.tintColor, [0, 122, 255, 1]),
        ]
        for (color, light) in expected {
            expectEqual(bytes(color, Self.light), light, "\(color)")
        }
        expectEqual(bytes(.label, Self.dark), [255, 255, 255, 1])
        expectEqual(bytes(.systemBackground, Self.dark), [0, 0, 0, 1])
        expectEqual(bytes(.secondaryLabel, Self.dark), [235, 235, 245, 0.6])
    }

    @Test func plainColorsHaveUIColorsComponents() {
        let expected: [(Color, CGFloat, CGFloat, CGFloat, CGFloat)] = [
            (.green, 0, 1, 0, 1), (.yellow, 1, 1, 0, 1), (.orange, 1, 0.5, 0, 1), (.purple, 0.5, 0, 0.5, 1),
            (.brown, 0.6, 0.4, 0.2, 1), (.cyan, 0, 1, 1, 1), (.magenta, 1, 0, 1, 1),
            (.darkGray, 1.0 / 3, 1.0 / 3, 1.0 / 3, 1), (.lightGray, 2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
            (.lightText, 1, 1, 1, 0.6), (.darkText, 0, 0, 0, 1),
        ]
        for (color, red, green, blue, alpha) in expected {
            expectEqual(color.components, Color.Components(red: red, green: green, blue: blue), "\(color)")
            expectEqual(color.alpha, alpha)
            expectEqual(color.resolvedColor(with: Self.dark), color, "fixed colors do not change in dark mode")
        }
    }

    @Test func resolvingKeepsTheNameAndWithAlphaReplacesTheAlpha() {
        let resolved = Color.secondaryLabel.resolvedColor(with: Self.light)
        expectEqual(resolved.name, "secondaryLabel")
        expectEqual(resolved.alpha, 0.6)
        expectEqual(resolved, Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6))
        let faint = Color.secondaryLabel.withAlphaComponent(0.25)
        expectEqual(faint.resolvedColor(with: Self.light).alpha, 0.25)
        expectEqual(faint.resolvedColor(with: Self.dark).alpha, 0.25)
        expectNotEqual(faint, Color.secondaryLabel)
    }

    @Test func aDynamicProviderIsAskedForEachTraitCollection() {
        let brand = Color { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        expectEqual(brand.components, nil)
        expectEqual(brand.resolvedColor(with: Self.dark), .white)
        expectEqual(brand.resolvedColor(with: Self.light), .black)
        expectEqual(brand.resolvedColor(with: TraitCollection()), .black)
        expectEqual(brand, brand, "a provider color equals its copies")
        expectNotEqual(brand, Color { _ in .black }, "and no other provider color")
        expectEqual(brand.withAlphaComponent(0.5).resolvedColor(with: Self.dark), Color.white.withAlphaComponent(0.5))
    }

    @Test func getRedAndCGColorResolveAgainstTheCurrentTraitCollection() {
        var red: CGFloat = -1
        var green: CGFloat = -1
        var blue: CGFloat = -1
        var alpha: CGFloat = -1
        expectEqual(TraitCollection.current.userInterfaceStyle, .light)
        #expect(Color.systemRed.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        expectEqual([red, green, blue, alpha].map { ($0 * 255).rounded() }, [255, 59, 48, 255])
        expectEqual(Color.systemRed.cgColor, GraphicsColor(srgbRed: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1))

        TraitCollection.current = Self.dark
        defer { TraitCollection.current = Self.light }
        expectEqual(Color.label.cgColor.components, [1, 1, 1, 1])
        expectEqual(Color(cgColor: Color.label.cgColor), .white)
    }

    @Test func hueSaturationBrightness() {
        expectEqual(Color(hue: 0, saturation: 1, brightness: 1, alpha: 1), .red)
        expectEqual(Color(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).components?.green, 1)
        expectEqual(Color(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1), .gray)
        let orange = Color(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 0.5)
        expectEqual(orange.components, Color.Components(red: 1, green: 0.5, blue: 0))
        expectEqual(orange.alpha, 0.5)
    }

    @Test func graphicsColors() {
        let gray = GraphicsColor(gray: 0.5, alpha: 1)
        expectEqual(gray.components, [0.5, 0.5, 0.5, 1])
        expectEqual(gray.numberOfComponents, 4)
        expectEqual(gray.copy(alpha: 0.2)?.alpha, 0.2)
        expectEqual(Color.gray.cgColor, gray)
    }
}
