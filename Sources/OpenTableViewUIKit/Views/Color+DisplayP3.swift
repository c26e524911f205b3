import Foundation

extension Color {
    /// Creates a fixed color from Display P3 components, as `UIColor(displayP3Red:green:blue:alpha:)`
    /// ([init(displayP3Red:green:blue:alpha:)](https://developer.apple.com/documentation/uikit/uicolor/init(displayp3red:green:blue:alpha:))),
    /// kept as the extended sRGB components UIKit converts it to: each component is decoded with
    /// the sRGB transfer function (Display P3 uses it too), taken from the P3 primaries to sRGB's,
    /// and encoded again; colors outside sRGB have components below 0 or above 1.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let r = Color.linear(red)
        let g = Color.linear(green)
        let b = Color.linear(blue)
        // Linear Display P3 to linear sRGB (both D65), the matrix of the two sets of primaries.
        let sr = 1.224_940_2 * r - 0.224_940_2 * g
        let sg = -0.042_056_9 * r + 1.042_056_9 * g
        let sb = -0.019_637_6 * r - 0.078_636_1 * g + 1.098_273_7 * b
        self.init(red: Color.encoded(sr), green: Color.encoded(sg), blue: Color.encoded(sb), alpha: alpha)
    }

    /// The sRGB transfer function's inverse, extended to negative values by symmetry.
    private static func linear(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    /// The sRGB transfer function, extended to negative values by symmetry.
    private static func encoded(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let result = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }
}
