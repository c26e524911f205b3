import Foundation

/// Traits that describe an accessibility element, as UIKit's `UIAccessibilityTraits`.
///
/// UIKit's raw values are not documented (they are opaque `UInt64` masks), so these are
/// OpenTableView's own bits, one per trait; code that combines and tests traits
/// (`[.button, .selected]`, `contains(.header)`) behaves the same.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits, one bit each.
    public var rawValue: UInt64

    /// Creates traits from their bits.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = AccessibilityTraits([])
    /// The element behaves as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves as a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected (a selected table row, a chosen segment).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves as a keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// The element is text that cannot change (a label's default).
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// The element summarizes the app's state when it starts.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is disabled.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// The element updates its label or value often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted continuously (a slider).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// The element allows direct touch interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a header for a section of content (a table's section header).
    public static let header = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// The element is a toggle (a switch).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    /// The element supports zooming.
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
}
