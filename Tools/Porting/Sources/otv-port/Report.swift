import Foundation
import PortingRewrites

/// One file's outcome, in the forms the command prints.
struct FileReport {
    let path: String
    let source: String
    let result: PortResult
    /// Whether `--write` wrote the rewrites (so they are no longer pending).
    let written: Bool

    /// Whether anything is left: rewrites not written yet, or findings.
    var isLeft: Bool { (result.changed && !written) || !result.findings.isEmpty }

    /// The diff (unless written or checking) and the findings, as text.
    func text(check: Bool) -> String {
        var text = ""
        if result.changed {
            let names = result.rewrites.keys.map(\.rawValue).sorted().joined(separator: ", ")
            if written {
                if !check { text += "rewrote \(path) (\(names))\n" }
            } else if check {
                text += "\(path): would be rewritten (\(names)); run otv-port --write\n"
            } else {
                text += UnifiedDiff.make(old: source, new: result.output, path: path)
            }
        }
        for finding in result.findings { text += finding.formatted(path: path) + "\n" }
        return text
    }
}

/// The `--json` output.
struct JSONReport: Encodable {
    struct File: Encodable {
        struct Item: Encodable {
            let line: Int
            let column: Int
            let severity: String
            let kind: String
            let message: String
            let section: String
        }
        let path: String
        let changed: Bool
        let written: Bool
        /// Rewrite name → places changed.
        let rewrites: [String: Int]
        let findings: [Item]
        /// The unified diff of the rewrites (empty when nothing changes).
        let diff: String
    }

    /// A storyboard's or nib's conversion.
    struct InterfaceBuilderFile: Encodable {
        struct Issue: Encodable {
            let line: Int
            let element: String
            let reason: String
        }
        let path: String
        let swiftPath: String
        let changed: Bool
        let written: Bool
        let issues: [Issue]
    }

    let files: [File]
    let interfaceBuilderFiles: [InterfaceBuilderFile]

    init(files reports: [FileReport], interfaceBuilder: [InterfaceBuilderReport] = []) {
        interfaceBuilderFiles = interfaceBuilder.map { report in
            InterfaceBuilderFile(
                path: report.path, swiftPath: report.swiftPath, changed: report.changed, written: report.written,
                issues: report.conversion.issues.map {
                    InterfaceBuilderFile.Issue(line: $0.line, element: $0.element, reason: $0.reason)
                })
        }
        files = reports.map { report in
            File(
                path: report.path, changed: report.result.changed, written: report.written,
                rewrites: Dictionary(uniqueKeysWithValues: report.result.rewrites.map { ($0.key.rawValue, $0.value) }),
                findings: report.result.findings.map {
                    File.Item(
                        line: $0.line, column: $0.column, severity: $0.severity.rawValue, kind: $0.kind.rawValue,
                        message: $0.message, section: $0.section.link)
                },
                diff: UnifiedDiff.make(old: report.source, new: report.result.output, path: report.path))
        }
    }

    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
