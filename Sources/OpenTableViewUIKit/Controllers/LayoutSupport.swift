import Foundation

/// The top or bottom layout guide of a controller, as UIKit's `UILayoutSupport` (the type of
/// `topLayoutGuide` and `bottomLayoutGuide`, deprecated in iOS 11 for the safe area): the room
/// the bars take at one edge of the controller's view.
@preconcurrency @MainActor
public protocol LayoutSupport: AnyObject {
    /// The room the bars take at the guide's edge, as UIKit's `length`: the view's safe-area inset
    /// on that edge.
    var length: CGFloat { get }
    /// The guide's top edge, as UIKit's `topAnchor`: the view's top for the top guide, the safe
    /// area's bottom for the bottom guide.
    var topAnchor: LayoutYAxisAnchor { get }
    /// The guide's bottom edge, as UIKit's `bottomAnchor`: the safe area's top for the top guide,
    /// the view's bottom for the bottom guide.
    var bottomAnchor: LayoutYAxisAnchor { get }
}

/// A controller's top or bottom layout guide, read from its view's safe area when asked.
final class ControllerLayoutSupport: LayoutSupport {
    enum Edge { case top, bottom }

    private unowned let controller: ViewController
    private let edge: Edge

    init(controller: ViewController, edge: Edge) {
        self.controller = controller
        self.edge = edge
    }

    var length: CGFloat {
        guard let view = controller.viewIfLoaded else { return 0 }
        return edge == .top ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }

    var topAnchor: LayoutYAxisAnchor {
        let view: View = controller.view
        return edge == .top ? view.topAnchor : view.safeAreaLayoutGuide.bottomAnchor
    }

    var bottomAnchor: LayoutYAxisAnchor {
        let view: View = controller.view
        return edge == .top ? view.safeAreaLayoutGuide.topAnchor : view.bottomAnchor
    }
}
