/// What converting one Interface Builder file gives: the Swift file to write beside the app's
/// sources, and the report of what was not converted.
public struct InterfaceBuilderConversion: Hashable, Sendable {
    /// The file as given (`Main.storyboard`).
    public let file: String
    /// The name of the Swift file to write, beside the IB file (`Main.storyboard.swift`).
    public let swiftFileName: String
    /// The generated Swift, headed "generated from <file> by otv-port; do not edit"; `nil` when
    /// the file could not be read at all (malformed XML, another format version), in which case
    /// ``issues`` says why.
    public let swift: String?
    /// What was not converted, in file order.
    public let issues: [InterfaceBuilderIssue]
    /// The outlets the file connects, as `Class.property`: the Swift rewrites keep these
    /// properties settable from the generated file instead of noting "create this view in code".
    public let connectedOutlets: Set<String>
    /// The type the generated file declares (`MainStoryboard`), whose `register()` registers the
    /// file; `nil` when nothing was generated.
    public let typeName: String?
}

/// Converts `.storyboard` and `.xib` files to Swift that builds the same objects through
/// OpenTableViewShim's run-time Interface Builder API (Compatibility/Porting.md, "Storyboards and
/// nibs"). No I/O: the caller reads the files and writes the results.
public enum InterfaceBuilderConverter {
    /// Converts the Interface Builder files together (a storyboard reference names another of
    /// them), checking class names, outlets and actions against the app's Swift files.
    ///
    /// - Parameters:
    ///   - interfaceBuilderFiles: each file's path as it should appear in the report and the
    ///     generated header, and its XML.
    ///   - swiftFiles: the app's Swift files beside them (as written for iOS, or already ported).
    /// - Returns: one conversion per IB file, in the given order. Bad input never traps: it gives
    ///   report lines, and the rest of the file still converts.
    public static func convert(
        interfaceBuilderFiles: [(name: String, contents: String)], swiftFiles: [(name: String, source: String)]
    ) -> [InterfaceBuilderConversion] {
        let declarations = SwiftDeclarations(files: swiftFiles)
        let documents = interfaceBuilderFiles.map { IBDocument.read(file: $0.name, contents: $0.contents) }
        var names: Set<String> = []
        for case .success(let document) in documents where document.kind == .storyboard {
            names.insert(document.name)
        }
        return zip(interfaceBuilderFiles, documents).map { input, document in
            let swiftFileName = (input.name.split(separator: "/").last.map(String.init) ?? input.name) + ".swift"
            switch document {
            case .failure(let issue):
                return InterfaceBuilderConversion(
                    file: input.name, swiftFileName: swiftFileName, swift: nil, issues: [issue], connectedOutlets: [],
                    typeName: nil)
            case .success(let document):
                let generated = SwiftGenerator.generate(
                    document, declarations: declarations, storyboardNames: names)
                return InterfaceBuilderConversion(
                    file: input.name, swiftFileName: swiftFileName, swift: generated.swift,
                    issues: generated.issues.sorted {
                        ($0.line, $0.element, $0.reason) < ($1.line, $1.element, $1.reason)
                    },
                    connectedOutlets: generated.connectedOutlets, typeName: SwiftGenerator.typeName(document))
            }
        }
    }

    /// The name of the file ``registration(_:)`` makes.
    public static let registrationFileName = "InterfaceBuilderFiles.swift"

    /// The module's registration file: `InterfaceBuilderFiles.register()`, which registers every
    /// converted storyboard and nib of the module, for the app to call once at start-up
    /// (Compatibility/InterfaceBuilder.md, "Registration"); `nil` when nothing was converted.
    /// The files are listed by name, so the output does not depend on their order.
    public static func registration(_ conversions: [InterfaceBuilderConversion]) -> String? {
        let converted = conversions.compactMap { conversion -> (file: String, type: String)? in
            guard conversion.swift != nil, let type = conversion.typeName else { return nil }
            return (conversion.file.split(separator: "/").last.map(String.init) ?? conversion.file, type)
        }.sorted { ($0.type, $0.file) < ($1.type, $1.file) }
        guard !converted.isEmpty else { return nil }
        var writer = SwiftWriter()
        writer.line("// generated from the module's storyboards and nibs by otv-port; do not edit")
        writer.line()
        writer.line("import OpenTableViewShim")
        writer.line()
        writer.line("/// The storyboards and nibs of this module, converted by otv-port.")
        writer.line("@MainActor")
        writer.block("enum InterfaceBuilderFiles") { writer in
            writer.line(
                "/// Registers every storyboard and nib of the module under its name. Call it once at start-up,")
            writer.line("/// before the first storyboard or nib loads; calling it again changes nothing.")
            writer.block("static func register()") { writer in
                for (file, type) in converted { writer.line("\(type).register()  // \(file)") }
            }
        }
        return writer.text
    }
}
