/// An Interface Builder document read from its XML: a storyboard with its scenes, or a xib with
/// its top-level objects, every object reachable by its `id`.
public struct IBDocument: Sendable {
    /// Which kind of file the document is.
    public enum Kind: String, Sendable {
        /// A `.storyboard`: scenes, an initial view controller, segues.
        case storyboard
        /// A `.xib` (a nib): top-level objects and the File's Owner placeholder.
        case xib
    }

    /// The file as given (`Main.storyboard`).
    public let file: String
    /// The name UIKit loads it by: the file name without folder and extension (`Main`).
    public let name: String
    public let kind: Kind
    /// The document element itself.
    public let root: IBElement
    /// The `id` of the storyboard's initial view controller (`initialViewController`), if any.
    public let initialViewControllerID: String?
    /// The storyboard's scenes, in file order (empty for a xib).
    public let scenes: [IBScene]
    /// The xib's top-level objects, placeholders included, in file order (empty for a storyboard).
    public let topLevelObjects: [IBElement]
    /// Every element with an `id`, by id.
    public let elementsByID: [String: IBElement]

    /// The document types and format version this converter reads (Xcode 8 and later save
    /// "documents saved in the Xcode 8 format", `version="3.0"`).
    static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    static let supportedVersion = "3.0"

    /// Reads a document, or says why it cannot: malformed XML, another document type, or a format
    /// version other than Xcode 8's `3.0` (older files keep an `<archive>` this converter does not read).
    public static func read(file: String, contents: String) -> Result<IBDocument, InterfaceBuilderIssue> {
        let root: IBElement
        switch IBXMLReader.read(contents) {
        case .success(let element): root = element
        case .failure(let failure):
            return .failure(
                InterfaceBuilderIssue(file: file, line: failure.line, element: "document", reason: failure.message))
        }
        func fail(_ reason: String) -> Result<IBDocument, InterfaceBuilderIssue> {
            .failure(InterfaceBuilderIssue(file: file, line: root.line, element: root.name, reason: reason))
        }
        guard root.name == "document" else {
            return fail("not an Interface Builder document (the root element is <\(root.name)>, not <document>)")
        }
        let kind: Kind
        switch root["type"] {
        case storyboardType: kind = .storyboard
        case xibType: kind = .xib
        case let other:
            return fail(
                "document type '\(other ?? "none")' is not an iOS storyboard or xib; the file is not converted")
        }
        guard root["version"] == supportedVersion else {
            return fail(
                "document version '\(root["version"] ?? "none")' is not the Xcode 8 format (3.0); open and save "
                    + "the file in a current Xcode; the file is not converted")
        }
        var byID: [String: IBElement] = [:]
        for element in root.allElements {
            if let id = element.id, byID[id] == nil { byID[id] = element }
        }
        let scenes = (root.child("scenes")?.children(named: "scene") ?? []).map(IBScene.init)
        let topLevel = kind == .xib ? (root.child("objects")?.children ?? []) : []
        let base = file.split(separator: "/").last.map(String.init) ?? file
        let name = base.split(separator: ".").dropLast().joined(separator: ".")
        return .success(
            IBDocument(
                file: file, name: name.isEmpty ? base : name, kind: kind, root: root,
                initialViewControllerID: root["initialViewController"], scenes: scenes, topLevelObjects: topLevel,
                elementsByID: byID))
    }

    /// The File's Owner placeholder of a xib (`placeholderIdentifier="IBFilesOwner"`).
    public var filesOwner: IBElement? {
        topLevelObjects.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
    }
}

/// One storyboard scene: a controller (or a storyboard reference) and the objects beside it
/// (the first responder and exit placeholders, gesture recognizers).
public struct IBScene: Sendable {
    /// `sceneID`.
    public let id: String
    public let line: Int
    /// The scene's objects, in file order.
    public let objects: [IBElement]

    init(_ element: IBElement) {
        id = element["sceneID"] ?? ""
        line = element.line
        objects = element.child("objects")?.children ?? []
    }

    /// The scene's controller or storyboard reference (`sceneMemberID="viewController"`).
    public var controller: IBElement? {
        objects.first { $0["sceneMemberID"] == "viewController" }
    }
}
