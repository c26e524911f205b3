import Foundation

/// A uniform type identifier: the kind of a file or of data, as Apple's `UTType`
/// (UniformTypeIdentifiers, iOS 14), on platforms without Apple's framework.
///
/// A type has an ``identifier`` (`public.png`), supertypes it conforms to (`public.image`,
/// `public.data`, `public.item`, `public.content`), filename extensions and MIME types. The
/// system types (``png``, ``json``, ``pdf``, …) come from a built-in catalog with the conformance
/// tree Apple documents in "System-declared uniform type identifiers". A type made for an
/// unknown filename extension or MIME type is dynamic (``isDynamic``), conforming to ``data``,
/// as on Apple's platforms; its identifier starts with `dyn.` but is not Apple's encoding.
/// Two types are equal when their identifiers are.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The identifier, such as `public.png`.
    public let identifier: String
    /// The direct supertypes of a type that is not in the catalog (a dynamic or app-declared one).
    private let ownParents: [String]
    /// The extension or MIME type a dynamic type was made for.
    private let ownTags: (extension: String?, mimeType: String?)
    /// How the type is known.
    private let origin: Origin

    private enum Origin: Sendable {
        case system, declared, dynamic
    }

    private init(
        identifier: String, origin: Origin, parents: [String] = [], tags: (String?, String?) = (nil, nil)
    ) {
        self.identifier = identifier
        self.origin = origin
        ownParents = parents
        ownTags = (tags.0, tags.1)
    }

    /// A system type, by identifier; only the catalog's static properties use it.
    init(system identifier: String) {
        self.init(identifier: identifier, origin: .system)
    }

    /// The type with `identifier`, as `UTType(_:)`: `nil` when the identifier is not a type the
    /// system knows (the built-in catalog), as Apple documents.
    public init?(_ identifier: String) {
        guard let entry = UTTypeCatalog.entry(lowercasedIdentifier: identifier.lowercased()) else { return nil }
        self.init(identifier: entry.identifier, origin: .system)
    }

    /// The type for a filename extension (without the dot, any case), as
    /// `UTType(filenameExtension:)`: the catalog type that claims it, else a dynamic type
    /// conforming to ``data``. `nil` for an empty extension or one containing a dot or slash.
    public init?(filenameExtension: String) {
        self.init(filenameExtension: filenameExtension, conformingTo: .data)
    }

    /// The type for a filename extension that conforms to `supertype`, as
    /// `UTType(filenameExtension:conformingTo:)`: the catalog type that claims the extension
    /// and conforms to `supertype`, else a dynamic type conforming to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        let tag = filenameExtension.lowercased()
        guard !tag.isEmpty, !tag.contains("."), !tag.contains("/") else { return nil }
        if let entry = UTTypeCatalog.entries.first(where: {
            $0.filenameExtensions.contains(tag) && UTType(system: $0.identifier).conforms(to: supertype)
        }) {
            self.init(identifier: entry.identifier, origin: .system)
        } else {
            self.init(
                identifier: "dyn.filename-extension." + tag, origin: .dynamic, parents: [supertype.identifier],
                tags: (tag, nil))
        }
    }

    /// The type for a MIME type (any case), as `UTType(mimeType:)`: the catalog type that claims
    /// it, else a dynamic type conforming to ``data``. `nil` for a string that is not
    /// `type/subtype`.
    public init?(mimeType: String) {
        self.init(mimeType: mimeType, conformingTo: .data)
    }

    /// The type for a MIME type that conforms to `supertype`, as
    /// `UTType(mimeType:conformingTo:)`.
    public init?(mimeType: String, conformingTo supertype: UTType) {
        let tag = mimeType.lowercased()
        let parts = tag.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        if let entry = UTTypeCatalog.entries.first(where: {
            $0.mimeTypes.contains(tag) && UTType(system: $0.identifier).conforms(to: supertype)
        }) {
            self.init(identifier: entry.identifier, origin: .system)
        } else {
            self.init(
                identifier: "dyn.mime-type." + tag, origin: .dynamic, parents: [supertype.identifier],
                tags: (nil, tag))
        }
    }

    /// A type the app exports (declares in its Info.plist on iOS), as
    /// `UTType(exportedAs:conformingTo:)`. Headless there is no Info.plist: the type is
    /// declared with `parentType` (default ``data``) as its supertype and no tags.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, origin: .declared, parents: [(parentType ?? .data).identifier])
    }

    /// A type the app imports (declared by another app), as `UTType(importedAs:conformingTo:)`.
    /// The same as ``init(exportedAs:conformingTo:)`` headless.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    // MARK: Properties

    /// Whether the system (or the app) declares the type: every type but a dynamic one.
    public var isDeclared: Bool { origin != .dynamic }
    /// Whether the system made the type up for an unknown extension or MIME type.
    public var isDynamic: Bool { origin == .dynamic }
    /// Whether the type is in the public domain: its identifier starts with `public.`, as Apple
    /// documents (such types are never dynamic).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The preferred filename extension, or `nil`: the first the catalog lists (`jpeg` for
    /// ``jpeg``), or the one a dynamic type was made for.
    public var preferredFilenameExtension: String? {
        UTTypeCatalog.entry(lowercasedIdentifier: identifier)?.filenameExtensions.first ?? ownTags.extension
    }

    /// The preferred MIME type, or `nil`.
    public var preferredMIMEType: String? {
        UTTypeCatalog.entry(lowercasedIdentifier: identifier)?.mimeTypes.first ?? ownTags.mimeType
    }

    /// A description for people, in English: the catalog's, `nil` for a dynamic or app type.
    public var localizedDescription: String? {
        UTTypeCatalog.entry(lowercasedIdentifier: identifier)?.description
    }

    /// Every type this type conforms to, directly or not (itself excluded).
    public var supertypes: Set<UTType> {
        var result: Set<UTType> = []
        var pending = directSupertypes
        while let next = pending.popLast() {
            guard result.insert(next).inserted else { continue }
            pending.append(contentsOf: next.directSupertypes)
        }
        return result
    }

    /// Whether this type is `type` or conforms to it, as `conforms(to:)`.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool {
        self != type && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool {
        self != type && conforms(to: type)
    }

    private var directSupertypes: [UTType] {
        let parents = UTTypeCatalog.entry(lowercasedIdentifier: identifier)?.parents ?? ownParents
        return parents.map { parent in
            UTTypeCatalog.entry(lowercasedIdentifier: parent) != nil
                ? UTType(system: parent) : UTType(exportedAs: parent)
        }
    }

    // MARK: Hashable, Codable, descriptions

    /// Equal when the identifiers are.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier.
    public var debugDescription: String { identifier }

    /// Decodes a type from its identifier: a catalog type, else an app-declared one.
    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        self = UTType(identifier) ?? UTType(exportedAs: identifier)
    }

    /// Encodes the identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
