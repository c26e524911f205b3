import PortingRewrites
import XcodeProject

/// Makes the ``PortPlan`` of one or more read projects: which files each target builds, which are
/// left out and why, what the rewrites change. Reads files through a ``FileSystem``, writes nothing.
public enum Planner {
    /// A project and the folder holding its `.xcodeproj`, relative to the package's folder (empty
    /// when it is the package's folder).
    public struct Input: Sendable {
        public let project: Project
        public let folder: String

        public init(project: Project, folder: String) {
            self.project = project
            self.folder = folder
        }
    }

    /// The extensions of sources that are not Swift, and how the report names them.
    static let otherLanguages = [
        "m": "Objective-C", "mm": "Objective-C++", "c": "C", "cpp": "C++", "cc": "C++", "metal": "Metal",
    ]

    public static func plan(name: String, inputs: [Input], fileSystem: FileSystem, options: PortingOptions)
        throws(XcodeProjectError) -> PortPlan
    {
        var collected: [CollectedTarget] = []
        var skipped: [PortPlan.SkippedTarget] = []
        var leftOut: [PortPlan.LeftOut] = []
        var interfaceBuilder: [PortPlan.InterfaceBuilderResult] = []
        var packages: [String: PortPlan.PackageDependency] = [:]
        // Product name → module, to find what a test bundle tests.
        var modulesByProduct: [String: String] = [:]
        var modulesByTarget: [String: String] = [:]
        for input in inputs {
            for target in input.project.targets {
                modulesByProduct[target.productName] = target.moduleName
                modulesByTarget[target.name] = target.moduleName
            }
            for package in input.project.packages {
                packages[package.identity] = dependency(package, folder: input.folder)
            }
        }
        for input in inputs {
            for name in input.project.otherTargets {
                skipped.append(
                    .init(
                        name: name, project: input.project.name,
                        reason: "an aggregate or external-build target: it runs scripts, it builds no module"))
            }
            for target in input.project.targets {
                guard target.productType.isLibrary || target.productType.isTests else {
                    skipped.append(
                        .init(
                            name: target.name, project: input.project.name,
                            reason: "a \(target.productType.description) target: it has no Linux counterpart"))
                    continue
                }
                let files = try TargetFiles.collect(target, input: input, fileSystem: fileSystem)
                leftOut += files.leftOut
                collected.append(
                    CollectedTarget(
                        input: input, target: target, swiftFiles: files.swift,
                        interfaceBuilderFiles: files.interfaceBuilder))
            }
        }
        let moduleNames = collected.map(\.target.moduleName)
        if let duplicate = moduleNames.first(where: { name in moduleNames.filter { $0 == name }.count > 1 }) {
            let projects = collected.filter { $0.target.moduleName == duplicate }.map { $0.input.project.path }
            throw XcodeProjectError(
                file: projects.joined(separator: ", "),
                message: "two targets make the module \(duplicate): a package needs distinct module names")
        }
        var targets: [PortPlan.PlannedTarget] = []
        var ported: [PortPlan.PortedFile] = []
        var notes: [PortPlan.Note] = []
        for entry in collected {
            let target = entry.target
            var kept: [(path: String, text: String)] = []
            for path in entry.swiftFiles {
                guard let text = fileSystem.contents(of: path) else {
                    throw XcodeProjectError(
                        file: entry.input.project.path + "/project.pbxproj", object: "target \"\(target.name)\"",
                        message: "the file \(path) no longer exists or cannot be read as UTF-8")
                }
                if InterfaceBuilderStep.isGenerated(text) {
                    // The converter's output from an earlier run in place: `init` converts again.
                    continue
                } else if let reason = SourceClassifier.reasonToLeaveOut(text) {
                    leftOut.append(.init(path: path, target: target.name, reason: reason))
                } else {
                    kept.append((path, text))
                }
            }
            guard !kept.isEmpty else {
                skipped.append(
                    .init(
                        name: target.name, project: entry.input.project.name,
                        reason: entry.swiftFiles.isEmpty
                            ? "no Swift file to build" : "every Swift file is left out (below)"))
                continue
            }
            var storyboards: [(path: String, contents: String)] = []
            for path in entry.interfaceBuilderFiles {
                guard let contents = fileSystem.contents(of: path) else {
                    throw XcodeProjectError(
                        file: entry.input.project.path + "/project.pbxproj", object: "target \"\(target.name)\"",
                        message: "the file \(path) no longer exists or cannot be read as UTF-8")
                }
                storyboards.append((path, contents))
            }
            let converted = InterfaceBuilderStep.convert(storyboards, swiftFiles: kept, options: options)
            interfaceBuilder += converted.results
            let module = ModulePort.port(
                kept, options: options, interfaceBuilderFiles: converted.convertedNames, outlets: converted.outlets)
            ported += module.ported + converted.ported
            notes += module.notes + converted.notes
            var dependencies: [PortPlan.Dependency] = []
            if target.productType.isTests, let tested = target.testedProductName,
                let testedModule = modulesByProduct[tested],
                collected.contains(where: { $0.target.moduleName == testedModule })
            {
                dependencies.append(.target(testedModule))
            }
            // Frameworks linked from the build products folder are implicit dependencies, as Xcode
            // finds them (a framework another project of the workspace makes).
            var dependencyNames = target.dependencies
            for framework in target.frameworks {
                guard case .builtProduct(let path) = framework.location, path.hasSuffix(".framework") else { continue }
                let product = String(path.split(separator: "/").last!.dropLast(".framework".count))
                if let name = collected.first(where: { $0.target.productName == product })?.target.name {
                    dependencyNames.append(name)
                }
            }
            for name in dependencyNames {
                guard let module = modulesByTarget[name], module != target.moduleName,
                    collected.contains(where: { $0.target.moduleName == module && $0.target.productType.isLibrary })
                else { continue }
                if !dependencies.contains(.target(module)) { dependencies.append(.target(module)) }
            }
            if module.usesShim { dependencies.append(.shim) }
            if module.usesCombine { dependencies.append(.combine) }
            for product in target.packageProducts where module.imports.contains(product.name) {
                // Only the products a kept file imports: a snapshot-testing product whose tests are
                // left out is not built. A product with no package (a local package Xcode finds in
                // the workspace) is the project's only package, or the one named like it.
                let packages = entry.input.project.packages
                guard
                    let package = product.package ?? packages.first(where: { $0.identity == product.name })
                        ?? (packages.count == 1 ? packages.first : nil)
                else { continue }
                dependencies.append(.product(name: product.name, package: package.identity))
            }
            targets.append(
                .init(
                    name: target.moduleName, kind: target.productType.isTests ? .test : .library,
                    xcodeTarget: target.name, project: entry.input.project.name,
                    sources: module.sources + converted.ported.map(\.destination),
                    dependencies: dependencies, languageMode: languageMode(target.swiftVersion)))
        }
        // Targets left without a target in the package are not depended on.
        let planned = Set(targets.map(\.name))
        targets = targets.map { target -> PortPlan.PlannedTarget in
            PortPlan.PlannedTarget(
                name: target.name, kind: target.kind, xcodeTarget: target.xcodeTarget, project: target.project,
                sources: target.sources,
                dependencies: target.dependencies.filter {
                    if case .target(let name) = $0 { return planned.contains(name) }
                    return true
                },
                languageMode: target.languageMode)
        }
        let usedPackages = Set(
            targets.flatMap(\.dependencies).compactMap { dependency -> String? in
                if case .product(_, let package) = dependency { return package }
                return nil
            })
        return PortPlan(
            name: name, targets: targets, leftOut: leftOut, skippedTargets: skipped, portedFiles: ported,
            notes: notes, interfaceBuilder: interfaceBuilder,
            packages: packages.values.filter { usedPackages.contains($0.identity) }.sorted {
                $0.identity < $1.identity
            },
            excludedFolders: fileSystem.folders(under: "", endingIn: ".lproj"), options: options)
    }

    private struct CollectedTarget {
        let input: Input
        let target: Target
        let swiftFiles: [String]
        let interfaceBuilderFiles: [String]
    }

    /// `SWIFT_VERSION` → a SwiftPM language mode; Xcode's default for projects that set none is 5.
    static func languageMode(_ version: String?) -> String {
        switch version?.split(separator: ".").map(String.init) ?? [] {
        case ["4"], ["4", "0"]: "v4"
        case ["4", "2"]: "v4_2"
        case ["6"], ["6", "0"]: "v6"
        default: "v5"
        }
    }

    private static func dependency(_ package: PackageReference, folder: String) -> PortPlan.PackageDependency {
        switch package.source {
        case .local(let path):
            return .init(
                identity: package.identity, declaration: "path: \(quoted(RelativePaths.join(folder, path)))")
        case .remote(let url, let requirement):
            let version: String
            switch requirement {
            case .upToNextMajor(let minimum): version = "from: \(quoted(minimum))"
            case .upToNextMinor(let minimum): version = ".upToNextMinor(from: \(quoted(minimum)))"
            case .exact(let exact): version = "exact: \(quoted(exact))"
            case .range(let from, let to): version = "\(quoted(from))..<\(quoted(to))"
            case .branch(let branch): version = "branch: \(quoted(branch))"
            case .revision(let revision): version = "revision: \(quoted(revision))"
            }
            return .init(identity: package.identity, declaration: "url: \(quoted(url)), \(version)")
        }
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
