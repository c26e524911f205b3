import AppPorting

/// What `init` prints: the plan (`--dry-run`), what is left out (`--check`), the files changed.
enum InitSummary {
    static func plan(_ plan: PortPlan) -> String {
        var text = "package \(plan.name)Linux:\n"
        for target in plan.targets {
            let dependencies = target.dependencies.map { dependency -> String in
                switch dependency {
                case .target(let name): name
                case .shim: "OpenTableViewShim"
                case .combine: "OpenCombineShim"
                case .product(let name, _): name
                }
            }
            text +=
                "  \(target.kind == .test ? "test target" : "target") \(target.name) (\(target.project): "
                + "\(target.xcodeTarget)): \(target.sources.count) files, depends on "
                + "\(dependencies.isEmpty ? "nothing" : dependencies.joined(separator: ", "))\n"
        }
        return text + leftOut(plan)
    }

    static func leftOut(_ plan: PortPlan) -> String {
        var text = ""
        for target in plan.skippedTargets {
            text += "no target for \(target.project): \(target.name): \(target.reason)\n"
        }
        for file in plan.leftOut { text += "left out \(file.path) (\(file.target)): \(file.reason)\n" }
        for file in plan.interfaceBuilder {
            text += file.generated.map { "converted \(file.path) to \($0)\n" } ?? "not converted \(file.path)\n"
        }
        if !plan.notes.isEmpty { text += "\(plan.notes.count) lines to look at (PORTING-REPORT.md, \"To look at\")\n" }
        return text
    }

    /// `verb` is "would" for --check and --dry-run, nil when written.
    static func changes(_ output: PackageOutput, verb: String?) -> String {
        var text = ""
        for path in output.writes.keys.sorted() {
            let removes = output.writes[path] == .some(nil)
            let action = removes ? "remove" : "write"
            text += verb.map { "\($0) \(action) \(path)\n" } ?? "\(removes ? "removed" : "wrote") \(path)\n"
        }
        for path in output.keptEdits { text += "kept \(path): edited by hand since otv-port wrote it\n" }
        if output.writes.isEmpty { text += "the package is up to date\n" }
        return text
    }
}
