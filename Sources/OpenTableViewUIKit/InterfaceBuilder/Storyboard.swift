import Foundation
import OpenTableViewDiagnostics

/// A storyboard, as UIKit's `UIStoryboard`: the scenes of one `.storyboard` file, instantiated by
/// name or identifier.
///
/// Headless there are no compiled storyboards: `otv-port` converts each `.storyboard` file into
/// Swift that registers a ``Definition`` under the file's name (``register(_:name:bundle:)``),
/// and `UIStoryboard(name:bundle:)` finds it there (`Compatibility/InterfaceBuilder.md`). The
/// controllers it instantiates are created through `init?(coder:)` and sent `awakeFromNib()` as
/// in UIKit, and are kept alive until the autorelease pool drains, as UIKit returns them
/// autoreleased (see ``AutoreleasePool``).
@preconcurrency @MainActor
open class Storyboard {
    /// The name the storyboard was registered under (the file's name without extension).
    public let name: String
    /// The bundle given to ``init(name:bundle:)``.
    public let bundle: Bundle?
    let definition: Definition

    /// The storyboard registered under `name`, as `UIStoryboard(name:bundle:)`.
    ///
    /// Raises UIKit's `NSInvalidArgumentException` "Could not find a storyboard named '…' in
    /// bundle NSBundle <…> (loaded)" when no storyboard is registered under `name`. The bundle is
    /// not part of the look-up (``register(_:name:bundle:)``).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let definition = InterfaceBuilderRegistry.storyboards[name] else {
            raise(
                Messages.storyboardNotFound(
                    name: name, bundle: InterfaceBuilderRegistry.describe(storyboardBundleOrNil)))
        }
        self.name = name
        self.bundle = storyboardBundleOrNil
        self.definition = definition
    }

    /// ``init(name:bundle:)``, throwing UIKit's exception instead of trapping.
    package static func checked(name: String, bundle: Bundle?) throws(TableViewException) -> Storyboard {
        guard InterfaceBuilderRegistry.storyboards[name] != nil else {
            throw Messages.storyboardNotFound(name: name, bundle: InterfaceBuilderRegistry.describe(bundle))
        }
        return Storyboard(name: name, bundle: bundle)
    }

    /// Registers the storyboard `name`, as generated code does once per `.storyboard` file. A
    /// later registration under the same name replaces the definition. `bundle` is recorded for
    /// documentation only: look-ups match by name.
    public static func register(_ definition: Definition, name: String, bundle: Bundle? = nil) {
        InterfaceBuilderRegistry.storyboards[name] = definition
        for action in definition.unwindActions {
            InterfaceBuilderRegistry.unwindActions[action.action.name, default: []].append(action)
        }
    }

    /// Instantiates the storyboard's initial view controller, as UIKit's
    /// `instantiateInitialViewController()`: `nil` when the storyboard has none.
    open func instantiateInitialViewController() -> ViewController? {
        guard let initial = definition.initialScene else { return nil }
        return instantiateScene(initial, creator: nil, pooled: true)
    }

    /// Instantiates the scene with the storyboard identifier `identifier`, as UIKit's
    /// `instantiateViewController(withIdentifier:)`.
    ///
    /// Raises UIKit's `NSInvalidArgumentException` "Storyboard (<UIStoryboard: 0x…>) doesn't
    /// contain a view controller with identifier '…'" when no scene has that identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        guard let scene = definition.scene(withIdentifier: identifier) else {
            raise(Messages.storyboardHasNoIdentifier(storyboard: describeObject(self), identifier: identifier))
        }
        return instantiateScene(scene.id, creator: nil, pooled: true)
    }

    /// ``instantiateViewController(withIdentifier:)``, throwing UIKit's exception instead of
    /// trapping.
    package func checkedInstantiateViewController(withIdentifier identifier: String) throws(TableViewException)
        -> ViewController
    {
        guard definition.scene(withIdentifier: identifier) != nil else {
            throw Messages.storyboardHasNoIdentifier(storyboard: describeObject(self), identifier: identifier)
        }
        return instantiateViewController(withIdentifier: identifier)
    }

    /// Instantiates the scene with object ID `sceneID`: its controller and the objects of its
    /// scene, awoken when all are created. `pooled` puts the controller in the autorelease pool
    /// (what UIKit returns to the app); a relationship's or segue's destination is kept by its
    /// container instead.
    package func instantiateScene(
        _ sceneID: String, creator: (@MainActor (NSCoder) -> ViewController?)?, pooled: Bool
    ) -> ViewController {
        guard let scene = definition.scenes.first(where: { $0.id == sceneID }) else {
            raise(Messages.storyboardHasNoScene(storyboard: describeObject(self), scene: sceneID))
        }
        let loader = NibLoader(storyboard: self, owner: nil, creator: creator)
        let controller = scene.instantiate(loader)
        // A controller the scene made without the loader still belongs to this storyboard.
        if controller.storyboardStorage == nil { controller.storyboardStorage = self }
        loader.awakeObjects()
        if pooled { AutoreleasePool.autorelease(controller) }
        return controller
    }
}

extension Storyboard {
    /// Instantiates the initial view controller, creating it with `creator` (given the coder)
    /// instead of its `init?(coder:)`, as UIKit's `instantiateInitialViewController(creator:)`
    /// (iOS 13): use it to pass dependencies to an initializer of your own that calls
    /// `super.init(coder:)`.
    public func instantiateInitialViewController<Controller: ViewController>(
        creator: (@MainActor (NSCoder) -> Controller?)? = nil
    ) -> Controller? {
        guard let initial = definition.initialScene else { return nil }
        let controller = instantiateScene(initial, creator: Self.erase(creator), pooled: true)
        return controller as? Controller
    }

    /// Instantiates the scene with the storyboard identifier `identifier`, creating its
    /// controller with `creator`, as UIKit's `instantiateViewController(identifier:creator:)`
    /// (iOS 13). Raises as ``instantiateViewController(withIdentifier:)`` for an unknown
    /// identifier; the result must be a `Controller` (UIKit traps otherwise, as here).
    public func instantiateViewController<Controller: ViewController>(
        identifier: String, creator: (@MainActor (NSCoder) -> Controller?)? = nil
    ) -> Controller {
        guard let scene = definition.scene(withIdentifier: identifier) else {
            raise(Messages.storyboardHasNoIdentifier(storyboard: describeObject(self), identifier: identifier))
        }
        let controller = instantiateScene(scene.id, creator: Self.erase(creator), pooled: true)
        guard let typed = controller as? Controller else {
            raise(
                Messages.customInstantiatedWrongClass(
                    instantiated: describeObject(controller), expected: String(reflecting: Controller.self)))
        }
        return typed
    }

    /// A typed `creator` block as the loading calls it.
    private static func erase<Controller: ViewController>(
        _ creator: (@MainActor (NSCoder) -> Controller?)?
    ) -> (@MainActor (NSCoder) -> ViewController?)? {
        guard let creator else { return nil }
        return { coder in creator(coder) }
    }
}
