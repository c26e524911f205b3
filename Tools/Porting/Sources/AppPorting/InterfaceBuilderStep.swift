import InterfaceBuilder

/// A target's storyboards and xibs through the Interface Builder converter
/// (`InterfaceBuilderConverter.convert`, Compatibility/Porting.md "Converting storyboards and
/// nibs"), checked against the target's Swift files: each converted file's Swift becomes a source
/// of the target, written to `Ported/` (beside the IB file with `--in-place`), and each report line
/// a line to look at.
struct InterfaceBuilderStep {
    var ported: [PortPlan.PortedFile] = []
    var notes: [PortPlan.Note] = []
    var results: [PortPlan.InterfaceBuilderResult] = []
    /// The names of the converted files (`Main.storyboard`): a call that loads one is then a note.
    var convertedNames: Set<String> = []
    /// `Class.property` outlets the generated files connect.
    var outlets: Set<String> = []

    static func convert(
        _ files: [(path: String, contents: String)], swiftFiles: [(path: String, text: String)], options: PortingOptions
    ) -> InterfaceBuilderStep {
        var step = InterfaceBuilderStep()
        guard !files.isEmpty else { return step }
        let conversions = InterfaceBuilderConverter.convert(
            interfaceBuilderFiles: files.map { (name: $0.path, contents: $0.contents) },
            swiftFiles: swiftFiles.map { (name: $0.path, source: $0.text) })
        for (file, conversion) in zip(files, conversions) {
            for issue in conversion.issues {
                step.notes.append(
                    .init(path: file.path, line: issue.line, message: "<\(issue.element)>: \(issue.reason)"))
            }
            guard let swift = conversion.swift else {
                step.results.append(.init(path: file.path, generated: nil))
                continue
            }
            // A localized file's Swift goes beside its `.lproj` folder: SwiftPM reads a `.lproj` under a
            // target's path as localized resources.
            let folder = file.path.split(separator: "/").dropLast().filter { !$0.hasSuffix(".lproj") }
                .joined(separator: "/")
            let beside = folder.isEmpty ? conversion.swiftFileName : folder + "/" + conversion.swiftFileName
            let destination = options.inPlace ? beside : "Ported/" + beside
            step.ported.append(
                .init(original: file.path, destination: destination, text: swift, changes: ["interfaceBuilder"]))
            step.results.append(.init(path: file.path, generated: destination))
            step.convertedNames.insert(String(file.path.split(separator: "/").last ?? ""))
            step.outlets.formUnion(conversion.connectedOutlets)
        }
        return step
    }

    /// Whether `text` is the converter's own output (`// generated from Main.storyboard by otv-port;
    /// do not edit`), which is not ported again: the package builds the one `init` generates.
    static func isGenerated(_ text: String) -> Bool {
        text.hasPrefix("// generated from ")
            && (text.split(separator: "\n").first ?? "").hasSuffix(" by otv-port; do not edit")
    }
}
