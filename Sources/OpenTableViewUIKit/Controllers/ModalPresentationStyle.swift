/// How a presented controller is shown, as UIKit's `UIModalPresentationStyle` (same raw values).
///
/// Headless only one distinction matters: whether the presenter's view leaves the screen
/// (``fullScreen``, ``currentContext``: the presenter gets its disappearance callbacks) or stays
/// under the presented one (every other style, including ``automatic``, which iOS 13+ resolves to
/// a page sheet for plain controllers). Apple: "UIModalPresentationStyle",
/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum ModalPresentationStyle: Int, Sendable {
    /// The presented view covers the screen; the presenter's view is removed afterwards.
    case fullScreen = 0
    /// A sheet that partially covers the presenter.
    case pageSheet = 1
    /// A sheet centred on the screen (a page sheet on compact widths).
    case formSheet = 2
    /// Covers the presenter's context; the context's view is removed afterwards.
    case currentContext = 3
    /// Presented by a custom presentation controller.
    case custom = 4
    /// Covers the screen, leaving the presenter's view in place.
    case overFullScreen = 5
    /// Covers the presenter's context, leaving its view in place.
    case overCurrentContext = 6
    /// A popover (adapted to a sheet on compact widths).
    case popover = 7
    /// No adaptation (only meaningful to adaptive presentation delegates).
    case none = -1
    /// The system's default: a page sheet for most controllers on iOS 13 and later.
    case automatic = -2

    /// Whether presenting in this style takes the presenter's view off screen, so the presenter
    /// gets ``ViewController/viewWillDisappear(_:)`` and ``ViewController/viewDidDisappear(_:)``.
    package var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }
}

/// The transition used to present a controller, as UIKit's `UIModalTransitionStyle` (same raw
/// values). Recorded only: nothing is animated headless.
public enum ModalTransitionStyle: Int, Sendable {
    /// The view slides up from the bottom (the default).
    case coverVertical = 0
    /// The view flips horizontally.
    case flipHorizontal = 1
    /// The views cross-fade.
    case crossDissolve = 2
    /// The presenter's view curls up.
    case partialCurl = 3
}
