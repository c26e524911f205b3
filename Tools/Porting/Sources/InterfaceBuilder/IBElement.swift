/// One element of an Interface Builder file as written: its tag, its attributes, its children, and
/// the line it starts on, so that every report line can point at the file.
///
/// The typed views of a document (``IBDocument``, ``IBScene``) are built on these; the generator
/// reads attributes through them rather than through a fixed schema, so that an attribute the
/// converter does not know is reported instead of dropped.
public struct IBElement: Hashable, Sendable {
    /// The tag: `tableViewController`, `label`, `constraint`, …
    public let name: String
    /// The attributes, by name.
    public let attributes: [String: String]
    /// The attribute names in the order the file writes them, for deterministic reports.
    public let attributeNames: [String]
    /// The child elements, in file order.
    public var children: [IBElement]
    /// The 1-based line the element's start tag is on.
    public let line: Int

    /// Creates an element; the reader makes them, tests build small ones by hand.
    public init(name: String, attributes: [(String, String)] = [], children: [IBElement] = [], line: Int = 0) {
        self.name = name
        self.attributes = Dictionary(attributes, uniquingKeysWith: { first, _ in first })
        self.attributeNames = attributes.map(\.0)
        self.children = children
        self.line = line
    }

    /// The value of an attribute, or `nil`.
    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The object identifier (`id="BYZ-38-t0r"`), which connections and constraints refer to.
    public var id: String? { attributes["id"] }

    /// The property of the parent this element fills (`key="view"`, `key="textColor"`).
    public var key: String? { attributes["key"] }

    /// A Boolean attribute as Interface Builder writes it (`YES`/`NO`), or `nil` when absent.
    public func bool(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    /// The first child with the tag and, if given, the key.
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child filling the key, whatever its tag.
    public func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// The children with the tag.
    public func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// The element and all its descendants, depth first in file order.
    public var allElements: [IBElement] {
        [self] + children.flatMap(\.allElements)
    }
}
