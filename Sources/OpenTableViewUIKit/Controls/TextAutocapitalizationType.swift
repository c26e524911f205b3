import Foundation

/// Which letters a keyboard capitalizes by itself, as UIKit's `UITextAutocapitalizationType`
/// (same raw values). Recorded only: simulated typing types exactly what it is given.
public enum TextAutocapitalizationType: Int, Sendable, Hashable {
    /// No automatic capitals.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence; the default.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3
}
