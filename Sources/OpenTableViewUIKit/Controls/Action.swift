import Foundation

/// The closure an ``Action`` runs, as UIKit's `UIActionHandler`.
public typealias ActionHandler = @MainActor (Action) -> Void

/// A titled closure, standing in for UIKit's `UIAction`: what a control, a bar button item or a
/// menu runs when the user triggers it.
///
/// An action is the closure form of target-action, and the form to use headless: a handler is
/// Swift code, so it runs on Linux, where a `Selector` cannot be performed. While the handler
/// runs, ``sender`` is the control or bar button item that sent it, as in UIKit.
@preconcurrency @MainActor
open class Action: MenuElement {
    /// The identifier that tells actions apart: a control keeps one action per identifier
    /// (``Control/addAction(_:for:)``). A generated, unique one unless given at creation.
    open var identifier: Identifier { identifierStorage }
    /// The storage of ``identifier``, fixed at creation.
    let identifierStorage: Identifier
    /// The title used by accessibility and keyboard shortcuts when it differs from `title`.
    open var discoverabilityTitle: String?
    /// How the action is shown in a menu. Default none.
    open var attributes: Attributes
    /// Whether the action shows a checkmark in a menu. Default ``MenuElement/State/off``.
    open var state: State
    /// The image shown when ``state`` is on (iOS 17), or `nil`.
    open var selectedImage: Image?
    /// The object that sent the action (a ``Control`` or a ``BarButtonItem``) while the handler
    /// runs, `nil` otherwise. UIKit documents it as "the object responsible for the action
    /// handler"; headless it is reset to `nil` once the handler returns.
    open var sender: Any? { senderStorage }
    /// The storage of ``sender``.
    var senderStorage: Any?

    private let handler: ActionHandler

    /// Creates an action, as `UIAction(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)`,
    /// with UIKit's defaults: an empty title, no image, a generated identifier, no attributes, off.
    /// The subtitle and selected image are iOS 17 additions; leaving them out gives the iOS 13
    /// `UIAction(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(
        title: String = "",
        subtitle: String? = nil,
        image: Image? = nil,
        selectedImage: Image? = nil,
        identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: Attributes = [],
        state: State = .off,
        handler: @escaping ActionHandler
    ) {
        identifierStorage = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with ``sender`` set to `sender` for its duration; what a control, a bar
    /// button item or a simulated menu choice does to send the action.
    package func perform(sender: Any?) {
        let previous = senderStorage
        senderStorage = sender
        defer { senderStorage = previous }
        handler(self)
    }
}
