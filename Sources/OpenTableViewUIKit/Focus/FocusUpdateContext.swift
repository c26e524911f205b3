import Foundation

/// The direction of a focus movement, as UIKit's `UIFocusHeading` ("the focus heading in which
/// the focus update occurs").
public struct FocusHeading: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    /// A heading from UIKit's raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Focus moves up.
    public static let up = FocusHeading(rawValue: 1 << 0)
    /// Focus moves down.
    public static let down = FocusHeading(rawValue: 1 << 1)
    /// Focus moves left.
    public static let left = FocusHeading(rawValue: 1 << 2)
    /// Focus moves right.
    public static let right = FocusHeading(rawValue: 1 << 3)
    /// Focus moves to the next item (the Tab key).
    public static let next = FocusHeading(rawValue: 1 << 4)
    /// Focus moves to the previous item (Shift-Tab).
    public static let previous = FocusHeading(rawValue: 1 << 5)
}

/// What a focus update changes, as UIKit's `UIFocusUpdateContext`: the view losing focus, the
/// view gaining it, and the heading. The system creates it and hands it to the focus
/// environments it asks (`shouldUpdateFocus(in:)`) and tells (`didUpdateFocus(in:with:)`).
///
/// Differs from UIKit: there is no focus engine headless (`Compatibility/API.md`,
/// "UICollectionView: focus"); a context is made by a simulated focus move, such as a
/// collection view's (`collectionView.simulate.moveFocus(to:)`), and names views, not
/// `UIFocusItem`s.
@preconcurrency @MainActor
open class FocusUpdateContext {
    /// The view that had focus before the update, or `nil` when focus came from outside the
    /// views the simulation knows.
    public private(set) weak var previouslyFocusedView: View?
    /// The view that has focus after the update, or `nil` when focus leaves them.
    public private(set) weak var nextFocusedView: View?
    /// The direction focus moves in; empty for a move that has none (a programmatic update).
    public let focusHeading: FocusHeading

    /// Creates a context; the simulated focus moves do.
    package init(previouslyFocusedView: View?, nextFocusedView: View?, focusHeading: FocusHeading) {
        self.previouslyFocusedView = previouslyFocusedView
        self.nextFocusedView = nextFocusedView
        self.focusHeading = focusHeading
    }
}

/// The coordinator of the animations of one focus update, as UIKit's `UIFocusAnimationCoordinator`
/// ("instances are always created by the system and vended to your app during a focus update").
///
/// Headless nothing animates: animations added run at once, when they are added, and completions
/// run when the focus update has told every delegate, in the order they were added.
@preconcurrency @MainActor
public final class FocusAnimationCoordinator {
    private var completions: [@MainActor () -> Void] = []

    /// Creates a coordinator; the simulated focus moves do.
    package init() {}

    /// Runs `animations` now and keeps `completion` for the end of the focus update, as UIKit's
    /// `addCoordinatedAnimations(_:completion:)` runs them with the focus animation.
    public func addCoordinatedAnimations(
        _ animations: (@MainActor () -> Void)?, completion: (@MainActor () -> Void)? = nil
    ) {
        animations?()
        if let completion { completions.append(completion) }
    }

    /// Runs the kept completions, once: the focus update calls it when it ends.
    package func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
