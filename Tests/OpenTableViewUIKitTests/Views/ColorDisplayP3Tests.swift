import Foundation
import Testing

@testable import OpenTableViewUIKit

/// `UIColor(displayP3Red:green:blue:alpha:)`: UIKit keeps a Display P3 color as extended sRGB
/// components, so a P3 color outside sRGB has components beyond 0...1. The expected values are
/// the conversion through the two color spaces' primaries (both D65, both with the sRGB transfer
/// function): P3's pure red is (1.0931, -0.2267, -0.1501) in extended sRGB.
@MainActor
@Suite struct ColorDisplayP3Tests {
    private func components(_ color: Color) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        var red: CGFloat = 0
        var green: CGFloat = 0
        var blue: CGFloat = 0
        var alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }

    @Test func grayscaleIsTheSameInBothSpaces() {
        for value: CGFloat in [0, 0.2, 0.5, 1] {
            let (red, green, blue, alpha) = components(
                Color(displayP3Red: value, green: value, blue: value, alpha: 0.5))
            #expect(abs(red - value) < 1e-6 && abs(green - value) < 1e-6 && abs(blue - value) < 1e-6)
            #expect(alpha == 0.5)
        }
    }

    @Test func p3RedIsOutsideSRGB() {
        let (red, green, blue, _) = components(Color(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(abs(red - 1.0931) < 1e-3)
        #expect(abs(green - -0.2267) < 1e-3)
        #expect(abs(blue - -0.1501) < 1e-3)
    }

    @Test func aColorInsideSRGBStaysInside() {
        // Apple's sample "cornflowerBlue": P3 (100, 149, 237) / 255.
        let (red, green, blue, _) = components(
            Color(displayP3Red: 100.0 / 255.0, green: 149.0 / 255.0, blue: 237.0 / 255.0, alpha: 1))
        #expect((0...1).contains(red) && (0...1).contains(green) && (0...1).contains(blue))
        // Less red and green, more blue than the same numbers read as sRGB.
        #expect(red < 100.0 / 255.0 && blue > 237.0 / 255.0 - 0.01)
    }
}
