/// The rewrites `otv-port` applies, in the order it applies them. Each is a `SyntaxRewriter` in its
/// own file, keeps comments and trivia, and is idempotent: its output contains nothing it rewrites.
public enum Rewrite: String, Hashable, Sendable, Codable, CaseIterable {
    /// `UITableViewAutomaticDimension`, `UITableViewCellEditingStyle`, … → today's names
    /// (``RenamedSymbolRewriter``).
    case renamedSymbols
    /// `import UIKit` → `import OpenTableViewShim`, and the shim's import added to a file that names
    /// UIKit's types without importing UIKit (``ImportRewriter``).
    case importShim
    /// `override` members of an extension → moved into the class body, in this file
    /// (``ExtensionOverrideRewriter``) or another file ported with it (``ModuleOverrideMover``).
    case extensionOverrides
    /// `override init(style:reuseIdentifier:)`, `override init(reuseIdentifier:)`, and
    /// `override init(frame:)` in a collection-view cell or reusable view → `required`
    /// (``RequiredInitializerRewriter``).
    case requiredInitializers
    /// `delegate?.tableView?(…)` → `delegate?.tableView(…)` (``OptionalRequirementRewriter``).
    case optionalRequirementCalls
    /// `addTarget(self, action: #selector(m), for: e)` → `addAction(UIAction(identifier:) { … }, for: e)`,
    /// the identifier derived from the type and the selector (``TargetActionRewriter``).
    case targetActions
    /// `UIBarButtonItem(…, target:action:)` → the `primaryAction:` forms (``BarButtonItemRewriter``).
    case barButtonItems
    /// `UITapGestureRecognizer(target: self, action: #selector(m))` → `UITapGestureRecognizer { … }`,
    /// `recognizer.addTarget(self, action: #selector(m))` → `recognizer.addAction { … }`
    /// (``GestureRecognizerRewriter``).
    case gestureRecognizers
    /// `item.target = self; item.action = #selector(m)` → `item.primaryAction = UIAction(…) { … }`
    /// (``TargetActionPropertyRewriter``).
    case targetActionProperties
    /// `addObserver(_:selector:name:object:)` → the block-based form, its token kept
    /// (``NotificationObserverRewriter``).
    case notificationObservers
    /// `removeTarget(self, action: #selector(m), for: e)` → `removeAction(identifiedBy:for:)`;
    /// `removeTarget(nil, action: nil, for: e)` → removing the closure actions
    /// (``RemoveTargetRewriter``).
    case removeTarget
    /// A `@MainActor` `XCTestCase` subclass → `MainActor.assumeIsolated` in its synchronous tests
    /// and overrides, the attribute on its other methods (``XCTestMainActorRewriter``).
    case xctestMainActor
    /// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `dynamic`, `@IBAction`
    /// → removed (``ObjectiveCAttributeRewriter``).
    case objcAttributes
    /// `@IBOutlet weak var x: T!` → `var x: T!` with a note (``OutletRewriter``).
    case outlets

    /// The Porting.md section that explains the rewrite.
    public var section: PortingSection {
        switch self {
        case .renamedSymbols: .renamedSymbols
        case .importShim: .portingTool
        case .extensionOverrides: .overridesInExtensions
        case .requiredInitializers: .requiredCellInitializer
        case .optionalRequirementCalls: .optionalRequirementCalls
        case .targetActions, .barButtonItems, .targetActionProperties: .selectorBecomesClosure
        case .gestureRecognizers: .gestureRecognizers
        case .xctestMainActor: .xctestMainActor
        case .notificationObservers, .objcAttributes: .objcAndSelector
        case .removeTarget: .removeTarget
        case .outlets: .outletsAndActions
        }
    }
}
