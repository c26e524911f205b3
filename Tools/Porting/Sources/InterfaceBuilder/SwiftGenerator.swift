/// Generates the Swift for one document: a type named after the file (`MainStoryboard`,
/// `FeedCellNib`) whose `register()` registers it by name with the run-time API, and one function
/// per scene (storyboard) or one for the top-level objects (xib).
enum SwiftGenerator {
    struct Output {
        let swift: String
        let issues: [InterfaceBuilderIssue]
        let connectedOutlets: Set<String>
    }

    static func generate(_ document: IBDocument, declarations: SwiftDeclarations, storyboardNames: Set<String>)
        -> Output
    {
        let context = GenerationContext(
            document: document, declarations: declarations, storyboardNames: storyboardNames)
        checkDocument(document, context: context)
        var body = SwiftWriter()
        switch document.kind {
        case .storyboard: StoryboardEmitter(context: context).emit(into: &body)
        case .xib: NibEmitter(context: context).emit(into: &body)
        }
        var writer = SwiftWriter()
        let base = document.file.split(separator: "/").last.map(String.init) ?? document.file
        writer.line("// generated from \(base) by otv-port; do not edit")
        writer.line()
        writer.line("import OpenTableViewShim")
        writer.line()
        writer.append(body)
        return Output(swift: writer.text, issues: context.issues, connectedOutlets: context.connectedOutlets)
    }

    /// The type the generated code declares for a document: `Main.storyboard` → `MainStoryboard`,
    /// `FeedCell.xib` → `FeedCellNib`.
    static func typeName(_ document: IBDocument) -> String {
        var name = SwiftLiteral.identifier(document.name)
        name = name.prefix(1).uppercased() + name.dropFirst()
        return name + (document.kind == .storyboard ? "Storyboard" : "Nib")
    }

    /// The document element's own children: what is known, what is Xcode's, and what is reported.
    static func checkDocument(_ document: IBDocument, context: GenerationContext) {
        let known: Set<String> = ["device", "dependencies", "scenes", "objects", "resources", "classes"]
        for child in document.root.children where !known.contains(child.name) {
            context.report(child, "unknown element; left out")
        }
        let attributes: Set<String> = [
            "type", "version", "toolsVersion", "targetRuntime", "propertyAccessControl", "useAutolayout",
            "useTraitCollections", "useSafeAreas", "colorMatched", "initialViewController", "launchScreen",
        ]
        for attribute in document.root.attributeNames where !attributes.contains(attribute) {
            context.report(document.root, attribute: attribute, "attribute is not converted")
        }
        if document.root.bool("useAutolayout") == false {
            // Springs and struts only: the autoresizing masks and frames below still convert.
        }
    }
}
