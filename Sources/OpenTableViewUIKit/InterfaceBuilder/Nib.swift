import Foundation
import OpenTableViewDiagnostics

/// A nib, as UIKit's `UINib`: the objects of one `.xib` file (or a storyboard's prototype cell),
/// instantiated as often as needed.
///
/// Headless there are no compiled nibs: `otv-port` converts each `.xib` file into Swift that
/// registers a ``Definition`` under the file's name (``register(_:name:bundle:)``), and
/// `UINib(nibName:bundle:)` finds it there when it is instantiated. A storyboard's prototype cells
/// are nibs made directly from a definition (``init(_:)``), registered with their table.
@preconcurrency @MainActor
open class Nib {
    /// Where the nib's objects come from: a registered name (looked up when instantiated, as
    /// UIKit reads the file then) or a definition.
    private enum Source {
        case named(String, Bundle?)
        case definition(Definition)
    }
    private let source: Source

    /// The nib registered under `name`, as `UINib(nibName:bundle:)`. Nothing is looked up yet:
    /// as in UIKit, a name nothing is registered under raises when the nib is instantiated
    /// (`NSInternalInconsistencyException` "Could not load NIB in bundle: 'NSBundle <…> (loaded)'
    /// with name '…'").
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        source = .named(name, bundleOrNil)
    }

    /// A nib whose objects `definition` creates: what generated code registers for a storyboard's
    /// prototype cell.
    public init(_ definition: Definition) {
        source = .definition(definition)
    }

    /// Registers the nib `name`, as generated code does once per `.xib` file. A later
    /// registration under the same name replaces the definition; look-ups match by name, not
    /// bundle.
    public static func register(_ definition: Definition, name: String, bundle: Bundle? = nil) {
        InterfaceBuilderRegistry.nibs[name] = definition
    }

    /// Whether a nib is registered under `name`.
    package static func isRegistered(_ name: String) -> Bool {
        InterfaceBuilderRegistry.nibs[name] != nil
    }

    /// Creates the nib's top-level objects, as UIKit's `instantiate(withOwner:options:)`: each
    /// through `init?(coder:)`, with outlets and actions to `ownerOrNil` (the File's Owner)
    /// connected, then `awakeFromNib()` sent to each object the nib created (not to the owner,
    /// as on iOS). The objects are kept until the autorelease pool drains.
    ///
    /// Raises UIKit's "Could not load NIB in bundle" exception when the nib's name is not
    /// registered.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try checkedInstantiate(withOwner: ownerOrNil)
        } catch {
            raise(error)
        }
    }

    /// ``instantiate(withOwner:options:)``, throwing UIKit's exception instead of trapping.
    package func checkedInstantiate(withOwner ownerOrNil: Any?) throws(TableViewException) -> [Any] {
        let definition = try checkedDefinition()
        let loader = NibLoader(storyboard: nil, owner: ownerOrNil.map { $0 as AnyObject })
        let objects = definition.instantiate(loader)
        loader.awakeObjects()
        for object in objects { AutoreleasePool.autorelease(object) }
        return objects
    }

    /// The definition, looked up now for a named nib.
    package func checkedDefinition() throws(TableViewException) -> Definition {
        switch source {
        case .definition(let definition):
            return definition
        case .named(let name, let bundle):
            guard let definition = InterfaceBuilderRegistry.nibs[name] else {
                throw Messages.nibNotFound(name: name, bundle: InterfaceBuilderRegistry.describe(bundle))
            }
            return definition
        }
    }

    /// What a `.xib` file defines: its top-level objects (File's Owner and First Responder
    /// excepted), made by generated code with the loading given (whose ``NibLoader/owner`` is
    /// the File's Owner), in the file's order.
    public struct Definition {
        /// Creates the top-level objects and connects their outlets and actions.
        public var instantiate: @MainActor (NibLoader) -> [AnyObject]

        /// Creates a definition.
        public init(_ instantiate: @escaping @MainActor (NibLoader) -> [AnyObject]) {
            self.instantiate = instantiate
        }
    }

    /// Keys of the options dictionary of ``Nib/instantiate(withOwner:options:)``, as
    /// `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UINib.OptionsKey.externalObjects`: placeholder objects of the nib. Headless the
        /// generated code has none, so the value is not read.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

extension Bundle {
    /// Instantiates the nib registered under `name` with `owner` as its File's Owner and returns
    /// its top-level objects, as UIKit's `Bundle.loadNibNamed(_:owner:options:)`. Raises UIKit's
    /// "Could not load NIB in bundle" exception when no nib is registered under `name`.
    @MainActor
    @discardableResult
    public func loadNibNamed(_ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil) -> [Any]? {
        Nib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
