import Foundation

/// A gesture a test performs, as the recognizers see it: its kind, its number of fingers and
/// where it starts in the window.
struct SimulatedGesture {
    /// What the fingers do.
    enum Kind {
        /// `count` quick taps in place.
        case tap(count: Int)
        /// A press held `duration` seconds in place, then, once held, moved through these
        /// translations from the start (none: lifted where it was pressed).
        case longPress(duration: TimeInterval, translations: [CGPoint])
        /// A drag through these translations from the start, one per movement.
        case pan(translations: [CGPoint], interval: TimeInterval)
        /// A quick movement in one direction.
        case swipe(SwipeGestureRecognizer.Direction)
        /// Two fingers pinching through these scales, one per movement.
        case pinch(scales: [CGFloat], interval: TimeInterval)
        /// Two fingers turning through these angles (radians), one per movement.
        case rotation(angles: [CGFloat], interval: TimeInterval)
    }

    let kind: Kind
    let touchCount: Int
    /// Where the gesture starts, in window (root) coordinates; set by the arena.
    var startInWindow: CGPoint?
    /// The window's (root's) bounds; set by the arena.
    var windowBounds: CGRect?

    init(_ kind: Kind, touchCount: Int) {
        self.kind = kind
        self.touchCount = touchCount
    }
}

/// Conversions between a recognizer's window coordinates and a view's.
@MainActor
enum GestureGeometry {
    /// `point`, in the coordinates of the root of `reference`'s tree, converted to `view`'s
    /// (unchanged for `nil`: the window's).
    static func convertFromWindow(_ point: CGPoint, to view: View?, near reference: View?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }
}
