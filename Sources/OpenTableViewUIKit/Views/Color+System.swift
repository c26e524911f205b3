import Foundation

// UIKit's named colors, with their values.
//
// Fixed colors have the components Apple's `UIColor` reference gives for each
// (https://developer.apple.com/documentation/uikit/uicolor, "Fixed colors": `darkGray` is "a
// grayscale value of 1/3", `brown` "RGB values are 0.6, 0.4, and 0.2", …).
//
// System colors are dynamic, as in UIKit. Their light and dark sRGB values are those of the Human
// Interface Guidelines' color specifications for iOS 17 and 18
// (https://developer.apple.com/design/human-interface-guidelines/color#Specifications, before the
// June 2025 revision for iOS 26); the semantic colors (label, backgrounds, fills, separators), which
// the guidelines show without numbers, have the values UIKit resolves them to, as published in
// https://noahgilmore.com/blog/dark-mode-uicolor-compatibility/ (measured on iOS 13; unchanged in
// light mode since). Values are `(red, green, blue, alpha)` with components out of 255.
extension Color {
    // MARK: Fixed colors

    /// Fully transparent black (white 0, alpha 0).
    public static let clear = fixed("clear", 0, 0, 0, alpha: 0)

    /// Opaque white (grayscale 1).
    public static let white = fixed("white", 1, 1, 1)

    /// Opaque black (grayscale 0).
    public static let black = fixed("black", 0, 0, 0)

    /// Opaque dark gray: grayscale 1/3.
    public static let darkGray = fixed("darkGray", 1.0 / 3, 1.0 / 3, 1.0 / 3)

    /// Opaque light gray: grayscale 2/3.
    public static let lightGray = fixed("lightGray", 2.0 / 3, 2.0 / 3, 2.0 / 3)

    /// Opaque 50% gray (grayscale 0.5).
    public static let gray = fixed("gray", 0.5, 0.5, 0.5)

    /// Opaque pure red (RGB 1, 0, 0).
    public static let red = fixed("red", 1, 0, 0)

    /// Opaque pure green (RGB 0, 1, 0).
    public static let green = fixed("green", 0, 1, 0)

    /// Opaque pure blue (RGB 0, 0, 1).
    public static let blue = fixed("blue", 0, 0, 1)

    /// Opaque cyan (RGB 0, 1, 1).
    public static let cyan = fixed("cyan", 0, 1, 1)

    /// Opaque yellow (RGB 1, 1, 0).
    public static let yellow = fixed("yellow", 1, 1, 0)

    /// Opaque magenta (RGB 1, 0, 1).
    public static let magenta = fixed("magenta", 1, 0, 1)

    /// Opaque orange (RGB 1, 0.5, 0).
    public static let orange = fixed("orange", 1, 0.5, 0)

    /// Opaque purple (RGB 0.5, 0, 0.5).
    public static let purple = fixed("purple", 0.5, 0, 0.5)

    /// Opaque brown (RGB 0.6, 0.4, 0.2).
    public static let brown = fixed("brown", 0.6, 0.4, 0.2)

    /// Text on dark backgrounds: white at alpha 0.6. Fixed, as in UIKit.
    public static let lightText = fixed("lightText", 1, 1, 1, alpha: 0.6)

    /// Text on light backgrounds: opaque black. Fixed, as in UIKit.
    public static let darkText = fixed("darkText", 0, 0, 0)

    // MARK: System colors (dynamic)

    /// Red: light (255, 59, 48, 1), dark (255, 69, 58, 1).
    public static let systemRed = catalog("systemRed", light: (255, 59, 48, 1), dark: (255, 69, 58, 1))

    /// Orange: light (255, 149, 0, 1), dark (255, 159, 10, 1).
    public static let systemOrange = catalog("systemOrange", light: (255, 149, 0, 1), dark: (255, 159, 10, 1))

    /// Yellow: light (255, 204, 0, 1), dark (255, 214, 10, 1).
    public static let systemYellow = catalog("systemYellow", light: (255, 204, 0, 1), dark: (255, 214, 10, 1))

    /// Green: light (52, 199, 89, 1), dark (48, 209, 88, 1).
    public static let systemGreen = catalog("systemGreen", light: (52, 199, 89, 1), dark: (48, 209, 88, 1))

    /// Mint: light (0, 199, 190, 1), dark (99, 230, 226, 1).
    public static let systemMint = catalog("systemMint", light: (0, 199, 190, 1), dark: (99, 230, 226, 1))

    /// Teal: light (48, 176, 199, 1), dark (64, 200, 224, 1).
    public static let systemTeal = catalog("systemTeal", light: (48, 176, 199, 1), dark: (64, 200, 224, 1))

    /// Cyan: light (50, 173, 230, 1), dark (100, 210, 255, 1).
    public static let systemCyan = catalog("systemCyan", light: (50, 173, 230, 1), dark: (100, 210, 255, 1))

    /// Blue: the default tint: light (0, 122, 255, 1), dark (10, 132, 255, 1).
    public static let systemBlue = catalog("systemBlue", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))

    /// Indigo: light (88, 86, 214, 1), dark (94, 92, 230, 1).
    public static let systemIndigo = catalog("systemIndigo", light: (88, 86, 214, 1), dark: (94, 92, 230, 1))

    /// Purple: light (175, 82, 222, 1), dark (191, 90, 242, 1).
    public static let systemPurple = catalog("systemPurple", light: (175, 82, 222, 1), dark: (191, 90, 242, 1))

    /// Pink: light (255, 45, 85, 1), dark (255, 55, 95, 1).
    public static let systemPink = catalog("systemPink", light: (255, 45, 85, 1), dark: (255, 55, 95, 1))

    /// Brown: light (162, 132, 94, 1), dark (172, 142, 104, 1).
    public static let systemBrown = catalog("systemBrown", light: (162, 132, 94, 1), dark: (172, 142, 104, 1))

    /// The base gray: light (142, 142, 147, 1), dark (142, 142, 147, 1).
    public static let systemGray = catalog("systemGray", light: (142, 142, 147, 1), dark: (142, 142, 147, 1))

    /// The second-level gray: light (174, 174, 178, 1), dark (99, 99, 102, 1).
    public static let systemGray2 = catalog("systemGray2", light: (174, 174, 178, 1), dark: (99, 99, 102, 1))

    /// The third-level gray: light (199, 199, 204, 1), dark (72, 72, 74, 1).
    public static let systemGray3 = catalog("systemGray3", light: (199, 199, 204, 1), dark: (72, 72, 74, 1))

    /// The fourth-level gray: light (209, 209, 214, 1), dark (58, 58, 60, 1).
    public static let systemGray4 = catalog("systemGray4", light: (209, 209, 214, 1), dark: (58, 58, 60, 1))

    /// The fifth-level gray: light (229, 229, 234, 1), dark (44, 44, 46, 1).
    public static let systemGray5 = catalog("systemGray5", light: (229, 229, 234, 1), dark: (44, 44, 46, 1))

    /// The sixth-level gray, the lightest in light mode: light (242, 242, 247, 1), dark (28, 28, 30, 1).
    public static let systemGray6 = catalog("systemGray6", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))

    // MARK: Semantic colors (dynamic)

    /// Primary text: light (0, 0, 0, 1), dark (255, 255, 255, 1).
    public static let label = catalog("label", light: (0, 0, 0, 1), dark: (255, 255, 255, 1))

    /// Secondary text, such as a subtitle cell's detail: light (60, 60, 67, 0.6), dark (235, 235, 245, 0.6).
    public static let secondaryLabel = catalog("secondaryLabel", light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))

    /// Tertiary text: light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
    public static let tertiaryLabel = catalog("tertiaryLabel", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))

    /// Quaternary text: light (60, 60, 67, 0.18), dark (235, 235, 245, 0.16).
    public static let quaternaryLabel = catalog(
        "quaternaryLabel", light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))

    /// Placeholder text in text fields: light (60, 60, 67, 0.3), dark (235, 235, 245, 0.3).
    public static let placeholderText = catalog("placeholderText", light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))

    /// Links: light (0, 122, 255, 1), dark (9, 132, 255, 1).
    public static let link = catalog("link", light: (0, 122, 255, 1), dark: (9, 132, 255, 1))

    /// Thin separators that let the content beneath show through, such as a table's row separators: light (60, 60, 67, 0.29), dark (84, 84, 88, 0.6).
    public static let separator = catalog("separator", light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))

    /// Opaque separators: light (198, 198, 200, 1), dark (56, 56, 58, 1).
    public static let opaqueSeparator = catalog("opaqueSeparator", light: (198, 198, 200, 1), dark: (56, 56, 58, 1))

    /// The background of plain table views and most screens: light (255, 255, 255, 1), dark (0, 0, 0, 1).
    public static let systemBackground = catalog("systemBackground", light: (255, 255, 255, 1), dark: (0, 0, 0, 1))

    /// Content layered on ``systemBackground``: light (242, 242, 247, 1), dark (28, 28, 30, 1).
    public static let secondarySystemBackground = catalog(
        "secondarySystemBackground", light: (242, 242, 247, 1), dark: (28, 28, 30, 1))

    /// Content layered on ``secondarySystemBackground``: light (255, 255, 255, 1), dark (44, 44, 46, 1).
    public static let tertiarySystemBackground = catalog(
        "tertiarySystemBackground", light: (255, 255, 255, 1), dark: (44, 44, 46, 1))

    /// The background of grouped table views: light (242, 242, 247, 1), dark (0, 0, 0, 1).
    public static let systemGroupedBackground = catalog(
        "systemGroupedBackground", light: (242, 242, 247, 1), dark: (0, 0, 0, 1))

    /// Content layered on ``systemGroupedBackground``, such as grouped cells: light (255, 255, 255, 1), dark (28, 28, 30, 1).
    public static let secondarySystemGroupedBackground = catalog(
        "secondarySystemGroupedBackground", light: (255, 255, 255, 1), dark: (28, 28, 30, 1))

    /// Content layered on ``secondarySystemGroupedBackground``: light (242, 242, 247, 1), dark (44, 44, 46, 1).
    public static let tertiarySystemGroupedBackground = catalog(
        "tertiarySystemGroupedBackground", light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    /// Fills of thin and small shapes: light (120, 120, 128, 0.2), dark (120, 120, 128, 0.36).
    public static let systemFill = catalog("systemFill", light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))

    /// Fills of medium-size shapes: light (120, 120, 128, 0.16), dark (120, 120, 128, 0.32).
    public static let secondarySystemFill = catalog(
        "secondarySystemFill", light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))

    /// Fills of large shapes: light (118, 118, 128, 0.12), dark (118, 118, 128, 0.24).
    public static let tertiarySystemFill = catalog(
        "tertiarySystemFill", light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))

    /// Fills of large areas with complex content: light (116, 116, 128, 0.08), dark (118, 118, 128, 0.18).
    public static let quaternarySystemFill = catalog(
        "quaternarySystemFill", light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

    /// The tint of the view it is used in. Headless, without a view to ask, it resolves to ``systemBlue``, the default tint: light (0, 122, 255, 1), dark (10, 132, 255, 1).
    public static let tintColor = catalog("tintColor", light: (0, 122, 255, 1), dark: (10, 132, 255, 1))

}
