import Foundation

/// A transition between two view controllers of a storyboard, as UIKit's `UIStoryboardSegue`.
///
/// A segue of a storyboard is made when it is performed (a control or a selected table cell
/// triggers it, or ``ViewController/performSegue(withIdentifier:sender:)``), with its destination
/// instantiated; the source's ``ViewController/prepare(for:sender:)`` sees it before
/// ``perform()`` runs. Subclass it for a custom segue (a storyboard segue with a custom class),
/// overriding ``perform()``, as on iOS.
@preconcurrency @MainActor
open class StoryboardSegue {
    /// The segue's identifier in the storyboard, or `nil`.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue leads to.
    public let destination: ViewController
    /// What ``perform()`` does for the segues of a storyboard, and for
    /// ``init(identifier:source:destination:performHandler:)``.
    package var performHandler: (@MainActor () -> Void)?

    /// Creates a segue, as `UIStoryboardSegue(identifier:source:destination:)`. `required`, so
    /// that a storyboard can make a custom segue class (UIKit calls it through the
    /// Objective-C runtime).
    public required init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Creates a segue that runs `performHandler` when performed, as
    /// `UIStoryboardSegue(identifier:source:destination:performHandler:)`.
    public convenience init(
        identifier: String?, source: ViewController, destination: ViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition, as `UIStoryboardSegue.perform()`: a storyboard's segue shows,
    /// presents or embeds its destination according to its kind; a segue made with a perform
    /// handler runs it; the base class otherwise does nothing (subclasses override it).
    open func perform() {
        performHandler?()
    }
}

extension StoryboardSegue {
    /// How a storyboard segue performs (the `kind` of a `<segue>`).
    public enum Kind {
        /// `show`: ``ViewController/show(_:sender:)`` (a push in a navigation controller).
        case show
        /// `showDetail`: ``ViewController/showDetailViewController(_:sender:)``.
        case showDetail
        /// `presentation`: a modal presentation with the segue's presentation style (`nil` keeps
        /// the destination's own).
        case presentModally(ModalPresentationStyle?)
        /// `popoverPresentation`: presented as a popover.
        case popoverPresentation
        /// `embed`: the destination becomes a child whose view fills a container view, when the
        /// source's view loads.
        case embed
        /// `custom`: a segue of the given class, whose ``StoryboardSegue/perform()`` does the
        /// transition.
        case custom(StoryboardSegue.Type)
    }

    /// The controller a storyboard segue leads to.
    public enum Destination {
        /// The scene with this object ID in the same storyboard.
        case scene(String)
        /// A scene of another storyboard (a storyboard reference): its initial view controller
        /// when `identifier` is `nil`.
        case storyboard(name: String, identifier: String?)
    }
}
