import Foundation

/// Whether a keyboard corrects spelling, as UIKit's `UITextAutocorrectionType` (same raw
/// values). Recorded only.
public enum TextAutocorrectionType: Int, Sendable, Hashable {
    /// The behaviour of the current input method.
    case `default` = 0
    /// No autocorrection.
    case no = 1
    /// Autocorrection.
    case yes = 2
}
