import Foundation

/// A recognizer of a pan that starts at an edge of the screen, as UIKit's
/// `UIScreenEdgePanGestureRecognizer`: a ``PanGestureRecognizer`` that takes only pans starting
/// within 20 points of one of its ``edges`` of the window. The 20 points are OpenTableView's
/// choice: Apple does not document the width of the edge zone.
/// ([UIScreenEdgePanGestureRecognizer](https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer))
@preconcurrency @MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from. Default none, so nothing is recognized until set.
    open var edges: RectEdge = []

    /// How close to an edge, in points, a pan must start.
    static let edgeZone: CGFloat = 20

    /// A recognizer that calls `handler` as the pan begins, changes and ends. An OpenTableView
    /// addition (see ``GestureRecognizerClosureActions``), also declared by OpenTableViewShim on
    /// iOS.
    public convenience init(handler: @escaping @MainActor (ScreenEdgePanGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addAction(handler)
    }

    override func accepts(_ gesture: SimulatedGesture) -> Bool {
        guard super.accepts(gesture), let start = gesture.startInWindow, let window = gesture.windowBounds else {
            return false
        }
        let zone = ScreenEdgePanGestureRecognizer.edgeZone
        return (edges.contains(.left) && start.x - window.minX <= zone)
            || (edges.contains(.right) && window.maxX - start.x <= zone)
            || (edges.contains(.top) && start.y - window.minY <= zone)
            || (edges.contains(.bottom) && window.maxY - start.y <= zone)
    }
}
