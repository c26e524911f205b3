import Foundation

/// The kind of device an interface is designed for, as UIKit's `UIUserInterfaceIdiom` (same cases
/// and raw values). Headless, the device is a phone (``Device/userInterfaceIdiom``).
public enum UserInterfaceIdiom: Int, Sendable, Hashable {
    /// No idiom.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
