import ArgumentParser
import Foundation
import InterfaceBuilder
import PortingRewrites

/// `otv-port`: `otv-port FILE|DIR…` ports UIKit table screens (the default subcommand, ``Port``),
/// `otv-port init App.xcodeproj` makes a Linux package of a whole app (``Init``).
@main
struct OTVPort: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "otv-port",
        abstract: "Port iOS table screens, or a whole app, so they build and run their tests on Linux.",
        subcommands: [Port.self, Init.self],
        defaultSubcommand: Port.self)
}

/// `otv-port FILE|DIR…` (or `otv-port port FILE|DIR…`): ports UIKit table screens to OpenTableView
/// (Compatibility/Porting.md, "The porting tool").
struct Port: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite iOS table screens so they compile against OpenTableViewShim on Linux (the default).",
        discussion: """
            By default prints a unified diff of the rewrites and lists what the tool cannot rewrite \
            (file:line:column, the reason, the Compatibility/Porting.md section). Folders are searched \
            for .swift files, skipping hidden folders and .build; the files are ported together, as one \
            module. Each storyboard and nib (.storyboard, .xib) among them is converted to a Swift file \
            beside it (Main.storyboard.swift), with a report of what was not converted.
            """)

    @Argument(help: "Swift files, storyboards and nibs, or folders to search for them.")
    var paths: [String]

    @Flag(help: "Rewrite the files in place instead of printing a diff.")
    var write = false

    @Flag(help: "Print nothing but what is left (files the tool would change, and findings); exit 1 if anything is.")
    var check = false

    @Flag(help: "Print a JSON report: per file, the rewrites applied, the findings, and the diff.")
    var json = false

    mutating func run() throws {
        let (found, interfaceBuilderPaths) = try SourceFiles.find(paths)
        let allSources = try found.map { try String(contentsOfFile: $0, encoding: .utf8) }
        // The converter's own output is not ported again.
        let kept = found.indices.filter { !InterfaceBuilderReport.isGenerated(allSources[$0]) }
        let files = kept.map { found[$0] }
        let sources = kept.map { allSources[$0] }
        let interfaceBuilder = try InterfaceBuilderReport.convert(
            paths: interfaceBuilderPaths, swiftFiles: Array(zip(files, sources)).map { (name: $0.0, source: $0.1) },
            write: write)
        let registration = try RegistrationReport.make(
            conversions: interfaceBuilder.map(\.conversion), paths: paths, interfaceBuilderPaths: interfaceBuilderPaths,
            write: write)
        // Ported together, as one module: an override in an extension in one file moves into the
        // class declared in another.
        let results = Porter.port(
            files: Array(zip(files, sources)).map { (name: $0.0, source: $0.1) },
            // Only the files that converted: a call that loads one that did not still fails at run time.
            interfaceBuilderFiles: Set(
                interfaceBuilder.filter { $0.conversion.swift != nil }.map { ($0.path as NSString).lastPathComponent }),
            interfaceBuilderOutlets: interfaceBuilder.reduce(into: []) { $0.formUnion($1.conversion.connectedOutlets) })
        var reports: [FileReport] = []
        for (index, file) in files.enumerated() {
            let result = results[index]
            if write && result.changed {
                try result.output.write(toFile: file, atomically: true, encoding: .utf8)
            }
            reports.append(FileReport(path: file, source: sources[index], result: result, written: write))
        }
        if json {
            print(try JSONReport(files: reports, interfaceBuilder: interfaceBuilder).encoded())
        } else {
            for report in reports { print(report.text(check: check), terminator: "") }
            for report in interfaceBuilder { print(report.text(check: check), terminator: "") }
            if let registration { print(registration.text(check: check), terminator: "") }
        }
        let left =
            reports.contains { $0.isLeft } || interfaceBuilder.contains { $0.isLeft } || registration?.isLeft == true
        if check && left { throw ExitCode(1) }
    }
}
