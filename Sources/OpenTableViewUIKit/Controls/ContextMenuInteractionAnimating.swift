import Foundation

/// The animator a context-menu interaction hands its delegate when the menu appears or goes away,
/// as UIKit's `UIContextMenuInteractionAnimating`: the delegate adds animations to run alongside
/// and completions to run after.
///
/// Headless nothing animates: the animations run at once, in the order added, and the
/// completions after them, when the transition the animator stands for ends (see the table's
/// context-menu simulation for when that is).
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The view controller the preview shows, or `nil` for the default preview.
    var previewViewController: ViewController? { get }
    /// Adds animations to run alongside the transition.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a closure to run when the transition ends.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator handed to the delegate when the user taps a context menu's preview, as UIKit's
/// `UIContextMenuInteractionCommitAnimating`: the place to show the previewed view controller,
/// from a completion.
@preconcurrency @MainActor
public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    /// How the preview goes away: ``ContextMenuInteractionCommitStyle/dismiss`` unless the
    /// delegate sets ``ContextMenuInteractionCommitStyle/pop``. Recorded only.
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}

/// How a tapped context-menu preview goes away, as UIKit's `UIContextMenuInteractionCommitStyle`
/// (same raw values).
public enum ContextMenuInteractionCommitStyle: Int, Sendable, Hashable {
    /// The preview is dismissed without an animation of its own.
    case dismiss = 0
    /// The preview pops into the view controller it shows.
    case pop = 1
}

/// The animator a headless context-menu interaction makes: it keeps what the delegate adds and
/// runs it when the interaction says the transition ends.
package final class ContextMenuAnimator: ContextMenuInteractionCommitAnimating {
    package let previewViewController: ViewController?
    package var preferredCommitStyle: ContextMenuInteractionCommitStyle = .dismiss
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    /// An animator for a transition of the preview showing `previewViewController`.
    package init(previewViewController: ViewController?) {
        self.previewViewController = previewViewController
    }

    package func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        self.animations.append(animations)
    }

    package func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    /// Runs the animations added so far, in order (headless they take no time).
    package func runAnimations() {
        let animations = self.animations
        self.animations = []
        for animation in animations { animation() }
    }

    /// Runs the completions added so far, in order: the transition ended.
    package func complete() {
        let completions = self.completions
        self.completions = []
        for completion in completions { completion() }
    }
}
