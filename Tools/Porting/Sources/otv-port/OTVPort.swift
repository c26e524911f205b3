import ArgumentParser
import Foundation
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
            module. Storyboards and nibs among them are noted, for the Interface Builder converter.
            """)

    @Argument(help: "Swift files, or folders to search for them.")
    var paths: [String]

    @Flag(help: "Rewrite the files in place instead of printing a diff.")
    var write = false

    @Flag(help: "Print nothing but what is left (files the tool would change, and findings); exit 1 if anything is.")
    var check = false

    @Flag(help: "Print a JSON report: per file, the rewrites applied, the findings, and the diff.")
    var json = false

    mutating func run() throws {
        let (files, interfaceBuilderFiles) = try SourceFiles.find(paths)
        let sources = try files.map { try String(contentsOfFile: $0, encoding: .utf8) }
        // Ported together, as one module: an override in an extension in one file moves into the
        // class declared in another.
        let results = Porter.port(
            files: Array(zip(files, sources)).map { (name: $0.0, source: $0.1) },
            interfaceBuilderFiles: interfaceBuilderFiles)
        var reports: [FileReport] = []
        for (index, file) in files.enumerated() {
            let result = results[index]
            if write && result.changed {
                try result.output.write(toFile: file, atomically: true, encoding: .utf8)
            }
            reports.append(FileReport(path: file, source: sources[index], result: result, written: write))
        }
        if json {
            print(try JSONReport(files: reports).encoded())
        } else {
            for report in reports { print(report.text(check: check), terminator: "") }
        }
        let left = reports.contains { $0.isLeft }
        if check && left { throw ExitCode(1) }
    }
}
