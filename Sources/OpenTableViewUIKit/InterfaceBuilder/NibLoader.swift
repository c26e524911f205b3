import Foundation
import OpenTableViewDiagnostics

/// One loading of objects from an Interface Builder file: a storyboard scene's controller, the
/// root view of a scene, or a nib's top-level objects. Code generated from the file (by
/// `otv-port`, see `Compatibility/InterfaceBuilder.md`) receives it and creates every object
/// through it.
///
/// The loading follows UIKit's order (Apple, "awakeFromNib()"): every object is created with
/// `init?(coder:)` (``view(_:_:)``, ``viewController(_:_:)``), then the generated code sets
/// attributes and connects outlets and actions (``connect(_:_:to:action:_:)``), and when the
/// generated closure returns, the loading sends `awakeFromNib()` to every object it created, in
/// the order they were created (the file's order). A scene's root view is loaded separately,
/// when the controller's view is first needed (``setView(of:_:)``), then `viewDidLoad()` runs,
/// as UIKit loads a scene's view from its own nib.
@preconcurrency @MainActor
public final class NibLoader {
    /// The storyboard being loaded from, or `nil` for a nib.
    public let storyboard: Storyboard?
    /// The File's Owner: the object given to `instantiate(withOwner:options:)`, or the
    /// controller whose scene view is loading; `nil` when none was given.
    public let owner: AnyObject?
    /// The objects created, in order, to awake when the loading ends.
    private var created: [Responder] = []
    /// The `creator` block of `instantiateViewController(identifier:creator:)`, used once, for
    /// the scene's controller.
    private var creator: (@MainActor (NSCoder) -> ViewController?)?

    package init(
        storyboard: Storyboard?, owner: AnyObject?, creator: (@MainActor (NSCoder) -> ViewController?)? = nil
    ) {
        self.storyboard = storyboard
        self.owner = owner
        self.creator = creator
    }

    // MARK: Creating objects

    /// Creates a view of class `type` through its `init?(coder:)` with `coder`, as UIKit's nib
    /// loading does, and keeps it for `awakeFromNib()`.
    public func view<V: View>(_ type: V.Type, _ coder: NibDecoder) -> V {
        coder.storyboard = storyboard
        guard let view = type.init(coder: coder) else {
            raise(Messages.initWithCoderReturnedNil(className: String(reflecting: type)))
        }
        created.append(view)
        return view
    }

    /// Creates a view controller of class `type` through its `init?(coder:)` with `coder` (whose
    /// ``NibDecoder/storyboard`` the loading sets), and keeps it for `awakeFromNib()`.
    ///
    /// The first controller of a scene instantiated with a `creator` block
    /// (`instantiateViewController(identifier:creator:)`) is made by that block instead, with the
    /// same coder, as UIKit does; it must return an instance of `type` or a subclass.
    public func viewController<C: ViewController>(_ type: C.Type, _ coder: NibDecoder) -> C {
        coder.storyboard = storyboard
        let made: ViewController?
        if let creator {
            self.creator = nil
            made = creator(coder)
            if let made, !(made is C) {
                raise(
                    Messages.customInstantiatedWrongClass(
                        instantiated: describeObject(made), expected: String(reflecting: type)))
            }
        } else {
            made = type.init(coder: coder)
        }
        guard let controller = made as? C else {
            raise(Messages.initWithCoderReturnedNil(className: String(reflecting: type)))
        }
        created.append(controller)
        return controller
    }

    /// Keeps an object the generated code created without a coder (a gesture recognizer, a bar
    /// button item) and returns it; a responder among them is sent `awakeFromNib()` with the
    /// others.
    @discardableResult
    public func object<T: AnyObject>(_ object: T) -> T {
        if let responder = object as? Responder { created.append(responder) }
        return object
    }

    /// The File's Owner as an instance of `type`, for connecting its outlets and actions; `nil`
    /// when the nib was instantiated without an owner (UIKit then leaves the owner's outlets
    /// unset). An owner of another class raises `NSInternalInconsistencyException`, where UIKit
    /// raises `NSUnknownKeyException` on the first outlet it cannot set.
    public func owner<T>(as type: T.Type) -> T? {
        guard let owner else { return nil }
        guard let typed = owner as? T else {
            raise(Messages.ownerOfWrongClass(owner: describeObject(owner), expected: String(reflecting: type)))
        }
        return typed
    }

    // MARK: Scenes

    /// Sets how the root view of `controller`'s scene is built: `build` runs with a new loading
    /// (whose ``owner`` is the controller) when the controller's view is first needed, in its
    /// default `loadView()`; the view it returns becomes the controller's `view`, its objects are
    /// awoken, the scene's embed segues are performed, then `viewDidLoad()` runs.
    public func setView<C: ViewController>(of controller: C, _ build: @escaping @MainActor (NibLoader, C) -> View) {
        controller.sceneViewLoader = { loader, controller in
            // The controller is the one given here: the closure is only ever stored on it.
            build(loader, controller as! C)
        }
    }

    /// Instantiates the scene with object ID `sceneID` of the same storyboard, as UIKit does for
    /// a relationship segue (a navigation controller's root view controller, a tab bar
    /// controller's view controllers): the generated code assigns the result.
    public func instantiateScene(_ sceneID: String) -> ViewController {
        guard let storyboard else {
            preconditionFailure("instantiateScene(_:) loads from a storyboard; this loading is a nib's")
        }
        return storyboard.instantiateScene(sceneID, creator: nil, pooled: false)
    }

    // MARK: Ending the loading

    /// Sends `awakeFromNib()` to every object created, in creation order.
    package func awakeObjects() {
        let objects = created
        created = []
        for object in objects { object.awakeFromNib() }
    }
}
