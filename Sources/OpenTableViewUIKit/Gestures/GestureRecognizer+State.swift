extension GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture, as `UIGestureRecognizer.State` (same raw
    /// values).
    ///
    /// A discrete recognizer (tap, swipe) goes from ``possible`` to ``recognized`` or ``failed``;
    /// a continuous one (long press, pan, pinch, rotation) from ``possible`` to ``began``, then
    /// ``changed`` as the touches move, and ``ended`` or ``cancelled``, or to ``failed``. After
    /// the gesture it returns to ``possible``.
    /// ([UIGestureRecognizer.State](https://developer.apple.com/documentation/uikit/uigesturerecognizer/state))
    public enum State: Int, Sendable, Hashable {
        /// Not yet recognized; the default.
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended: recognized.
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The gesture was not recognized.
        case failed = 5

        /// A discrete gesture was recognized: the same as ``ended``.
        public static let recognized = State.ended
    }
}
