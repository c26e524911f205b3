import Foundation

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType` (same raw values). Recorded
/// only: there is no keyboard headless.
public enum KeyboardType: Int, Sendable, Hashable {
    /// The default keyboard of the current input method.
    case `default` = 0
    /// Letters and punctuation.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// For URLs: `.`, `/` and `.com`.
    // UIKit's own name, not lowerCamelCase:
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL = 3
    /// A number pad (0–9).
    case numberPad = 4
    /// A phone pad (0–9, `*`, `#`).
    case phonePad = 5
    /// A phone pad that also types names.
    case namePhonePad = 6
    /// For email addresses: `@` and `.`.
    case emailAddress = 7
    /// Numbers and a decimal point.
    case decimalPad = 8
    /// For Twitter text: `@` and `#`.
    case twitter = 9
    /// For web search: a space and a Go key.
    case webSearch = 10
    /// A number pad of ASCII digits.
    case asciiCapableNumberPad = 11

    /// The former name of ``asciiCapable`` (deprecated in iOS 7).
    public static let alphabet = KeyboardType.asciiCapable
}
