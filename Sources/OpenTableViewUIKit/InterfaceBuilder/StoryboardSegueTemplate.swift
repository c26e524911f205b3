import Foundation

/// A segue as a storyboard scene defines it (UIKit's private `UIStoryboardSegueTemplate`): its
/// identifier, kind and destination, from which a ``StoryboardSegue`` is made each time it is
/// performed. Generated code makes one with ``NibLoader/segue(_:identifier:from:to:)`` and
/// connects what triggers it (``NibLoader/trigger(_:from:for:)``).
@preconcurrency @MainActor
public final class StoryboardSegueTemplate {
    /// The segue's identifier, or `nil`.
    public let identifier: String?
    /// How the segue performs.
    public let kind: StoryboardSegue.Kind
    /// The controller it leads to.
    public let destination: StoryboardSegue.Destination
    /// The storyboard the destination scene belongs to.
    let storyboard: Storyboard?

    init(
        identifier: String?, kind: StoryboardSegue.Kind, destination: StoryboardSegue.Destination,
        storyboard: Storyboard?
    ) {
        self.identifier = identifier
        self.kind = kind
        self.destination = destination
        self.storyboard = storyboard
    }

    /// Instantiates the destination controller.
    func instantiateDestination() -> ViewController {
        switch destination {
        case .scene(let sceneID):
            guard let storyboard else {
                preconditionFailure("a segue to scene '\(sceneID)' needs the storyboard it was loaded from")
            }
            return storyboard.instantiateScene(sceneID, creator: nil, pooled: false)
        case .storyboard(let name, let identifier):
            let other = Storyboard(name: name, bundle: storyboard?.bundle)
            if let identifier {
                return other.instantiateViewController(withIdentifier: identifier)
            }
            guard let initial = other.instantiateInitialViewController() else {
                preconditionFailure("the storyboard '\(name)' has no initial view controller for a reference to it")
            }
            return initial
        }
    }

    /// Performs the segue from `source`, as UIKit does: when `triggered` (a control, a bar button
    /// item or a table cell, not `performSegue`), the source is first asked
    /// ``ViewController/shouldPerformSegue(withIdentifier:sender:)``; then the destination is
    /// instantiated, the source's ``ViewController/prepare(for:sender:)`` called, and the segue
    /// performed. `container` is the container view of an embed segue.
    package func perform(from source: ViewController, sender: Any?, triggered: Bool, container: View? = nil) {
        if triggered, let identifier, !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) {
            return
        }
        let destination = instantiateDestination()
        let segue: StoryboardSegue
        switch kind {
        case .custom(let segueClass):
            segue = segueClass.init(identifier: identifier, source: source, destination: destination)
        default:
            segue = StoryboardSegue(identifier: identifier, source: source, destination: destination)
            segue.performHandler = { [kind] in
                Self.transition(kind, from: source, to: destination, sender: sender, container: container)
            }
        }
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The transition of a built-in segue kind.
    private static func transition(
        _ kind: StoryboardSegue.Kind, from source: ViewController, to destination: ViewController, sender: Any?,
        container: View?
    ) {
        switch kind {
        case .show:
            source.show(destination, sender: sender)
        case .showDetail:
            source.showDetailViewController(destination, sender: sender)
        case .presentModally(let style):
            if let style { destination.modalPresentationStyle = style }
            source.present(destination, animated: true)
        case .popoverPresentation:
            destination.modalPresentationStyle = .popover
            source.present(destination, animated: true)
        case .embed:
            let container = container ?? source.view!
            source.addChild(destination)
            let view = destination.view!
            view.frame = container.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(view)
            destination.didMove(toParent: source)
        case .custom:
            break
        }
    }
}
