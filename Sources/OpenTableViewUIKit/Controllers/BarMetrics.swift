import Foundation

/// The height a bar is drawn at, for bar customizations that depend on it, as UIKit's
/// `UIBarMetrics` (same raw values).
public enum BarMetrics: Int, Sendable, Hashable {
    /// The standard height.
    case `default` = 0
    /// The compact height (a landscape iPhone's bars).
    case compact = 1
    /// The standard height of a navigation bar with a prompt.
    case defaultPrompt = 101
    /// The compact height of a navigation bar with a prompt.
    case compactPrompt = 102
}

/// Where a bar is placed, as UIKit's `UIBarPosition` (same raw values).
public enum BarPosition: Int, Sendable, Hashable {
    /// Any position: the value a customization for every position is stored under.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background extending under the status bar.
    case topAttached = 3
}

/// The style of a bar, as UIKit's `UIBarStyle` (same raw values).
public enum BarStyle: Int, Sendable, Hashable {
    /// The default, light style.
    case `default` = 0
    /// The black style.
    case black = 1
    /// The black translucent style (deprecated in UIKit: use ``black`` and `isTranslucent`).
    case blackTranslucent = 2

    /// The black opaque style: ``black``, as UIKit's deprecated alias.
    public static let blackOpaque = BarStyle.black
}
