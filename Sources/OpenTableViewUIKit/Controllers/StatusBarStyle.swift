/// The look of the status bar's content, as UIKit's `UIStatusBarStyle`. Headless there is no status
/// bar: a controller's ``ViewController/preferredStatusBarStyle`` is recorded, for tests to read.
public enum StatusBarStyle: Int, Sendable, Hashable {
    /// Dark or light content, following the interface style, as UIKit's `.default`.
    case `default` = 0
    /// Light content, for dark backgrounds, as UIKit's `.lightContent`.
    case lightContent = 1
    /// Dark content, for light backgrounds, as UIKit's `.darkContent`.
    case darkContent = 3
}
