/// How a label wraps or truncates text that does not fit, as UIKit's `NSLineBreakMode`.
///
/// The raw values are iOS's. Headless, the mode is recorded only: text measuring wraps at the
/// character that no longer fits whatever the mode (see `TextMeasurement`).
public enum LineBreakMode: Int, Sendable, Hashable {
    /// Wrapping at word boundaries.
    case byWordWrapping = 0
    /// Wrapping before the first character that does not fit.
    case byCharWrapping = 1
    /// Lines simply not drawn past the edge.
    case byClipping = 2
    /// An ellipsis at the start of the line.
    case byTruncatingHead = 3
    /// An ellipsis at the end of the line.
    case byTruncatingTail = 4
    /// An ellipsis in the middle of the line.
    case byTruncatingMiddle = 5
}
