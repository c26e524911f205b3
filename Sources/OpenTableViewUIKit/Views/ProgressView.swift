import Foundation

/// A bar that depicts the progress of a task, standing in for UIKit's `UIProgressView`.
///
/// ``progress`` is a value from 0 to 1, pinned to those limits, as Apple documents; with an
/// ``observedProgress`` it reads that object's `fractionCompleted` (UIKit updates the bar as the
/// object reports; headless, reading ``progress`` asks it). Nothing is drawn: the style, colors and
/// images are recorded only, and the view keeps the frame it is given (UIKit sets a height from the
/// style; see `Compatibility/API.md`).
@preconcurrency @MainActor
open class ProgressView: View {
    /// The styles of a progress view, as UIKit's `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// The standard progress bar.
        case `default` = 0
        /// The style for use in a toolbar.
        case bar = 1
    }

    /// The style. Default ``Style/default``. Recorded only.
    open var progressViewStyle: Style = .default
    /// The color of the filled part of the bar, or `nil` for the tint color. Recorded only.
    open var progressTintColor: Color?
    /// The color of the unfilled part of the bar, or `nil` for the default. Recorded only.
    open var trackTintColor: Color?
    /// An image for the filled part of the bar. Recorded only.
    open var progressImage: Image?
    /// An image for the unfilled part of the bar. Recorded only.
    open var trackImage: Image?
    /// The progress object whose `fractionCompleted` the bar shows, or `nil` (the default) to set
    /// ``progress`` by hand.
    open var observedProgress: Progress?

    private var storedProgress: Float = 0

    /// The progress of the task, from 0 to 1. Default 0. Values below 0 or above 1 are pinned to
    /// those limits; with an ``observedProgress``, its `fractionCompleted`, pinned the same way. NaN
    /// reads as 0 (OpenTableView's choice: UIKit does not document it).
    open var progress: Float {
        get {
            if let observedProgress { return ProgressView.pinned(Float(observedProgress.fractionCompleted)) }
            return storedProgress
        }
        set {
            keyValueObservers?.willChange(.progress)
            storedProgress = ProgressView.pinned(newValue)
            keyValueObservers?.didChange(.progress)
        }
    }

    /// Creates a progress view of `style`, as `UIProgressView(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the progress, as `UIProgressView.setProgress(_:animated:)`: pinned to 0...1; the
    /// animation completes at once.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    private static func pinned(_ value: Float) -> Float {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }
}
