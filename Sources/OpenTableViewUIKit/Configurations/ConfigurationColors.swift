import Foundation

/// The colors the system configurations use, with the light-mode sRGB values of Apple's Human
/// Interface Guidelines color tables (iOS, default contrast).
///
/// Package-internal and fixed: `Color` does not name these system colors yet. When it does
/// (`Color.systemGray4`…), these should become those.
extension Color {
    /// `systemGray4` in light mode (209, 209, 214): the background of a selected or highlighted
    /// list cell.
    package static let configurationSelectedBackground = Color(
        red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    /// `secondarySystemGroupedBackground` in light mode (white): the background of a cell in a
    /// grouped list.
    package static let configurationGroupedCellBackground = Color(red: 1, green: 1, blue: 1, alpha: 1)
    /// Opaque white: text and images on a tinted (selected sidebar) background.
    package static let configurationOnTint = Color.white
}
