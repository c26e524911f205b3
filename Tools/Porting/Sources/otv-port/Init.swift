import AppPorting
import ArgumentParser
import Foundation
import XcodeProject

/// `otv-port init App.xcodeproj` (or `App.xcworkspace`): a Linux package beside the project,
/// over the app's own files (Compatibility/Porting.md, "Porting a whole app").
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Make a Linux package of an Xcode app beside its project: swift test then runs its tests.",
        discussion: """
            Writes Package.swift (its targets point at the app's own files), PORTING-REPORT.md (what is \
            left out and why, what to look at), and Ported/ (copies of the files the porting rewrites \
            change). Running it again updates the generated region of Package.swift, the report and \
            the copies, and keeps hand edits outside the region and in copies edited since.
            """)

    @Argument(help: "The .xcodeproj or .xcworkspace.")
    var project: String

    @Flag(help: "Write nothing: list what would be left out and why; exit 1 if the package is missing or out of date.")
    var check = false

    @Flag(help: "Write nothing: print the plan (targets, files to write and remove).")
    var dryRun = false

    @Flag(help: "Apply the porting rewrites to the app's files instead of copies in Ported/.")
    var inPlace = false

    @Option(help: "Depend on the OpenTableView checkout at this path (default: the checkout this tool was built from).")
    var shimPath: String?

    @Option(help: "Depend on OpenTableView by repository URL (with --shim-version) instead of a path.")
    var shimURL: String?

    @Option(help: "The OpenTableView version to depend on from --shim-url.")
    var shimVersion: String?

    func validate() throws {
        if shimURL != nil && shimVersion == nil { throw ValidationError("--shim-url needs --shim-version") }
        if shimURL != nil && shimPath != nil { throw ValidationError("--shim-url and --shim-path exclude each other") }
    }

    func run() throws {
        let loaded: ProjectLoader.Loaded
        let plan: PortPlan
        let fileSystem: LocalFileSystem
        do {
            loaded = try ProjectLoader.load(project)
            fileSystem = LocalFileSystem(root: loaded.root)
            plan = try Planner.plan(
                name: loaded.name, inputs: loaded.inputs, fileSystem: fileSystem,
                options: PortingOptions(shim: try shim(root: loaded.root), inPlace: inPlace))
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        let output: PackageOutput
        do {
            output = try PackageOutput.make(plan, fileSystem: fileSystem)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if check {
            print(InitSummary.leftOut(plan), terminator: "")
            print(InitSummary.changes(output, verb: "would"), terminator: "")
            if !output.writes.isEmpty { throw ExitCode(1) }
            return
        }
        if dryRun {
            print(InitSummary.plan(plan), terminator: "")
            print(InitSummary.changes(output, verb: "would"), terminator: "")
            return
        }
        try StagedWriter.write(output.writes, into: loaded.root)
        print(InitSummary.changes(output, verb: nil), terminator: "")
        print(
            "\(plan.targets.count) targets, \(plan.leftOut.count) files left out, \(plan.notes.count) lines to look at: "
                + "see PORTING-REPORT.md; then run swift test in \(loaded.root.path)")
    }

    /// How the package names OpenTableView.
    private func shim(root: URL) throws(XcodeProjectError) -> PortingOptions.ShimDependency {
        if let shimURL, let shimVersion { return .url(shimURL, from: shimVersion) }
        let checkout: URL
        if let shimPath {
            checkout = URL(fileURLWithPath: shimPath).standardizedFileURL
        } else {
            // Tools/Porting/Sources/otv-port/Init.swift → the repository.
            checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        }
        guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path) else {
            throw XcodeProjectError(
                file: checkout.path, message: "no OpenTableView package here: pass --shim-path or --shim-url")
        }
        return .path(RelativePath.from(root, to: checkout))
    }
}

/// A path from one folder to another, relative when they share a prefix.
enum RelativePath {
    static func from(_ base: URL, to target: URL) -> String {
        let from = base.standardizedFileURL.pathComponents
        let to = target.standardizedFileURL.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        guard common > 1 else { return target.path }
        let ups = Array(repeating: "..", count: from.count - common)
        let path = (ups + to[common...]).joined(separator: "/")
        return path.isEmpty ? "." : path
    }
}
