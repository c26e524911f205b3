/// The horizontal alignment of a label's text, as UIKit's `NSTextAlignment`.
///
/// The raw values are iOS's. Headless, alignment does not change a label's measured size; it is
/// recorded so layout code and tests can read what a port chose.
public enum TextAlignment: Int, Sendable, Hashable {
    /// Text starts at the left edge.
    case left = 0
    /// Text is centred.
    case center = 1
    /// Text ends at the right edge.
    case right = 2
    /// Lines are stretched to fill the width, except the last one.
    case justified = 3
    /// Left for left-to-right scripts, right for right-to-left ones. UIKit's default for labels.
    case natural = 4
}
