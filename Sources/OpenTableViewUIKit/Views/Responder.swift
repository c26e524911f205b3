import Foundation

/// An object of the responder chain, as UIKit's `UIResponder`: the common base of ``View``,
/// ``ViewController`` and ``Application``, linked by ``next``.
///
/// What a ported screen uses the chain for is walking it, most often to find the view controller
/// a cell's button belongs to (`sequence(first: button, next: \.next)`). The chain is UIKit's
/// (Apple, "Using responders and the responder chain to handle events"): a view's next responder
/// is its view controller when it is a controller's root view, otherwise its superview; a view
/// controller's is the controller that presented it, otherwise its view's superview; a window's is
/// the application; the application's is its delegate when that is a responder, as in UIKit.
///
/// Differences from UIKit: the first-responder methods (`becomeFirstResponder()` and the rest) are
/// declared on ``View`` only, where text input happens, not on every responder; events are not
/// sent along the chain (there are no touches or key presses headless, and `target(forAction:)`
/// would need the Objective-C runtime).
/// ([UIResponder](https://developer.apple.com/documentation/uikit/uiresponder))
@preconcurrency @MainActor
open class Responder {
    /// Creates a responder; ``View``, ``ViewController`` and ``Application`` call it.
    public init() {}

    /// The key-value observations of the object's properties, made on the first
    /// `observe(_:options:changeHandler:)`; `nil` until then, so a setter pays one load.
    package final var keyValueObservers: KeyValueObservers?

    /// The next responder in the chain, or `nil` at its end. `nil` unless a subclass says
    /// otherwise (see the type's documentation for the chain).
    open var next: Responder? { nil }

    /// Prepares the object after it has been loaded from a storyboard or nib, as
    /// `awakeFromNib()`: called on every object the file created, once all of them are created
    /// and their outlets and actions connected (Apple, "awakeFromNib()"). The default does
    /// nothing; call `super`.
    ///
    /// Declared on the responder (views and view controllers), not on every object as UIKit's
    /// `NSObject` method is; the order across a file's objects is the file's order
    /// (`Compatibility/InterfaceBuilder.md`).
    open func awakeFromNib() {}
}
