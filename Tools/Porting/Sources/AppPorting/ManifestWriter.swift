/// The generated package's `Package.swift`: a fixed frame (the header, `let package = Package(…)`)
/// that a person may edit, around the generated region (``GeneratedRegion``) that `init`
/// rewrites: the dependencies and the targets, as two constants the frame uses.
public enum ManifestWriter {
    /// The whole file, for a package made for the first time.
    public static func manifest(_ plan: PortPlan) -> String {
        """
        // swift-tools-version: 6.1
        // The Linux package of \(plan.name), made by `otv-port init`: SwiftPM targets over the app's own files
        // (the Xcode project is not changed), what was left out and why in PORTING-REPORT.md. Running
        // `otv-port init` again rewrites the region between the `otv-port: generated` lines only: edit
        // anything outside it (add targets with `targets: generatedTargets + […]`, settings, products).
        import PackageDescription

        \(GeneratedRegion.wrap(region(plan)))
        let package = Package(
            name: \(Planner.quoted(plan.name + "Linux")),
            dependencies: generatedDependencies,
            targets: generatedTargets
        )

        """
    }

    /// The generated region's lines, without its markers.
    public static func region(_ plan: PortPlan) -> String {
        var lines = ["let generatedDependencies: [Package.Dependency] = ["]
        switch plan.options.shim {
        case .path(let path): lines.append("    .package(name: \"OpenTableView\", path: \(Planner.quoted(path))),")
        case .url(let url, let version):
            lines.append("    .package(url: \(Planner.quoted(url)), from: \(Planner.quoted(version))),")
        }
        if plan.usesCombine {
            lines.append("    .package(url: \"https://github.com/OpenCombine/OpenCombine\", from: \"0.14.0\"),")
        }
        for package in plan.packages { lines.append("    .package(\(package.declaration)),") }
        lines.append("]")
        lines.append("")
        if !plan.excludedFolders.isEmpty {
            // Every target's path is the package's folder: SwiftPM would take these for resources.
            lines.append("let generatedExcludes = [")
            for folder in plan.excludedFolders { lines.append("    \(Planner.quoted(folder)),") }
            lines.append("]")
            lines.append("")
        }
        lines.append("let generatedTargets: [Target] = [")
        for target in plan.targets {
            lines.append("    // \(target.project): \(target.xcodeTarget)")
            lines.append("    .\(target.kind == .test ? "testTarget" : "target")(")
            lines.append("        name: \(Planner.quoted(target.name)),")
            let dependencies = target.dependencies.map(dependency)
            let oneLine = "        dependencies: [\(dependencies.joined(separator: ", "))],"
            if oneLine.count <= 120 {
                lines.append(oneLine)
            } else {
                lines.append("        dependencies: [")
                for dependency in dependencies { lines.append("            \(dependency),") }
                lines.append("        ],")
            }
            lines.append("        path: \".\",")
            if !plan.excludedFolders.isEmpty { lines.append("        exclude: generatedExcludes,") }
            lines.append("        sources: [")
            for source in target.sources { lines.append("            \(Planner.quoted(source)),") }
            lines.append("        ],")
            lines.append("        swiftSettings: [.swiftLanguageMode(.\(target.languageMode))]),")
        }
        lines.append("]")
        return lines.joined(separator: "\n")
    }

    private static func dependency(_ dependency: PortPlan.Dependency) -> String {
        switch dependency {
        case .target(let name): Planner.quoted(name)
        case .shim: ".product(name: \"OpenTableViewShim\", package: \"OpenTableView\")"
        case .combine: ".product(name: \"OpenCombineShim\", package: \"OpenCombine\")"
        case .product(let name, let package):
            ".product(name: \(Planner.quoted(name)), package: \(Planner.quoted(package)))"
        }
    }
}
