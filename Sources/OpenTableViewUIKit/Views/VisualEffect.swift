import Foundation

/// A visual effect, as UIKit's `UIVisualEffect`: the base of ``BlurEffect``.
///
/// Nothing is drawn headless: an effect records what it is, for a bar appearance to hold and tests
/// to read.
@preconcurrency @MainActor
open class VisualEffect {
    /// Creates an effect.
    public init() {}
}

/// A blur, as UIKit's `UIBlurEffect`, recorded with its style: what a bar appearance's
/// ``BarAppearance/backgroundEffect`` holds.
@preconcurrency @MainActor
open class BlurEffect: VisualEffect {
    /// The style the effect was created with.
    public let style: Style

    /// Creates a blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

extension BlurEffect {
    /// The intensity and tint of a blur, as UIKit's `UIBlurEffect.Style` (same cases and raw
    /// values).
    public enum Style: Int, Sendable, Hashable {
        /// Lighter than the content below it.
        case extraLight = 0
        /// About as light as the content below it.
        case light = 1
        /// Darker than the content below it.
        case dark = 2
        /// Adapts to the interface style.
        case regular = 4
        /// Adapts to the interface style, more opaque than ``regular``.
        case prominent = 5
        /// The thinnest adaptive material.
        case systemUltraThinMaterial = 6
        /// A thin adaptive material.
        case systemThinMaterial = 7
        /// The standard adaptive material.
        case systemMaterial = 8
        /// A thick adaptive material.
        case systemThickMaterial = 9
        /// The adaptive material of system chrome: what a bar's default background blurs with.
        case systemChromeMaterial = 10
        /// ``systemUltraThinMaterial`` in the light interface style.
        case systemUltraThinMaterialLight = 11
        /// ``systemThinMaterial`` in the light interface style.
        case systemThinMaterialLight = 12
        /// ``systemMaterial`` in the light interface style.
        case systemMaterialLight = 13
        /// ``systemThickMaterial`` in the light interface style.
        case systemThickMaterialLight = 14
        /// ``systemChromeMaterial`` in the light interface style.
        case systemChromeMaterialLight = 15
        /// ``systemUltraThinMaterial`` in the dark interface style.
        case systemUltraThinMaterialDark = 16
        /// ``systemThinMaterial`` in the dark interface style.
        case systemThinMaterialDark = 17
        /// ``systemMaterial`` in the dark interface style.
        case systemMaterialDark = 18
        /// ``systemThickMaterial`` in the dark interface style.
        case systemThickMaterialDark = 19
        /// ``systemChromeMaterial`` in the dark interface style.
        case systemChromeMaterialDark = 20
    }
}
