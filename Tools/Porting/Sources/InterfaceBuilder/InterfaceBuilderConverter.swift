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
                    file: input.name, swiftFileName: swiftFileName, swift: nil, issues: [issue], connectedOutlets: [])
            case .success(let document):
                let generated = SwiftGenerator.generate(
                    document, declarations: declarations, storyboardNames: names)
                return InterfaceBuilderConversion(
                    file: input.name, swiftFileName: swiftFileName, swift: generated.swift,
                    issues: generated.issues.sorted {
                        ($0.line, $0.element, $0.reason) < ($1.line, $1.element, $1.reason)
                    },
                    connectedOutlets: generated.connectedOutlets)
            }
        }
    }
}
