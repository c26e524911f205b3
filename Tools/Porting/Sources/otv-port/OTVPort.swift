import ArgumentParser
import Foundation
import PortingRewrites

/// `otv-port FILE|DIR…`: ports UIKit table screens to OpenTableView (Compatibility/Porting.md,
/// "The porting tool").
@main
struct OTVPort: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "otv-port",
        abstract: "Rewrite iOS table screens so they compile against OpenTableViewShim on Linux.",
        discussion: """
            By default prints a unified diff of the rewrites and lists what the tool cannot rewrite \
            (file:line:column, the reason, the Compatibility/Porting.md section). Folders are searched \
            for .swift files, skipping hidden folders and .build.
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
        let files = try SourceFiles.find(paths)
        var reports: [FileReport] = []
        for file in files {
            let source = try String(contentsOfFile: file, encoding: .utf8)
            let result = Porter.port(source, fileName: file)
            if write && result.changed {
                try result.output.write(toFile: file, atomically: true, encoding: .utf8)
            }
            reports.append(FileReport(path: file, source: source, result: result, written: write))
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
