import PortingRewrites

/// One target's kept Swift files through the import adjustments and the rewrites, as one module:
/// where each file ends up, the copies to write, and the lines a person has to look at.
struct ModulePort {
    var sources: [String] = []
    var ported: [PortPlan.PortedFile] = []
    var notes: [PortPlan.Note] = []
    var usesShim = false
    var usesCombine = false
    /// The modules the kept files import.
    var imports: Set<String> = []

    static func port(
        _ files: [(path: String, text: String)], options: PortingOptions, interfaceBuilderFiles: Set<String>,
        outlets: Set<String>
    ) -> ModulePort {
        var module = ModulePort()
        let adjusted = files.map { ImportAdjustments.adjust($0.text) }
        let results = Porter.port(
            files: zip(files, adjusted).map { (name: $0.0.path, source: $0.1.text) },
            interfaceBuilderFiles: interfaceBuilderFiles, interfaceBuilderOutlets: outlets)
        for (index, file) in files.enumerated() {
            let result = results[index]
            let text = result.output
            var changes = result.rewrites.keys.map(\.rawValue).sorted()
            if adjusted[index].addedFoundationNetworking { changes.append("foundationNetworking") }
            if adjusted[index].guardedImports { changes.append("guardedImports") }
            let destination: String
            if text == file.text {
                destination = file.path
            } else {
                destination = options.inPlace ? file.path : "Ported/" + file.path
                module.ported.append(
                    .init(original: file.path, destination: destination, text: text, changes: changes))
            }
            module.sources.append(destination)
            let imports = SourceLines(text).code.compactMap(SourceLines.importedModule)
            module.imports.formUnion(imports)
            if imports.contains("OpenTableViewShim") { module.usesShim = true }
            if adjusted[index].usesCombine { module.usesCombine = true }
            for finding in result.findings {
                module.notes.append(
                    .init(
                        path: destination, line: finding.line,
                        message: "\(finding.message) (\(finding.section.link))"))
            }
            for use in LinuxFoundationGaps.uses(in: text) {
                module.notes.append(.init(path: destination, line: use.line, message: use.gap.replacement))
            }
        }
        return module
    }
}
