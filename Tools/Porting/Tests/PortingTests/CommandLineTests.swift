import Foundation
import Testing

/// `otv-port` run as a process, as a user or CI runs it, on copies of fixture screens.
@Suite(.serialized) struct CommandLineTests {
    struct Run {
        let status: Int32
        let output: String
    }

    /// The built `otv-port`, next to the test bundle.
    static var tool: URL? {
        let folders = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        return folders.map { $0.appendingPathComponent("otv-port") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    struct ToolNotBuilt: Error {}

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        guard let tool else { throw ToolNotBuilt() }
        process.executableURL = tool
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// A scratch folder holding a copy of the screen `name`'s input as `<name>.swift`; removed by `body`'s end.
    static func withCopy(of name: String, _ body: (URL) throws -> Void) throws {
        // Inside the package (`.build-*` is ignored by git), not in the system's temporary folder.
        let folder = Fixtures.root.deletingLastPathComponent().appendingPathComponent(".build-cli-tests")
            .appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(name).swift")
        try FileManager.default.copyItem(at: Fixtures.screens.appendingPathComponent("\(name).input.swift"), to: file)
        try body(file)
    }

    @Test func theDefaultIsAUnifiedDiffThatChangesNothing() throws {
        try Self.withCopy(of: "ChecklistViewController") { file in
            let before = try Fixtures.read(file)
            let run = try Self.run([file.deletingLastPathComponent().path])
            #expect(run.status == 0)
            #expect(
                run.output.hasPrefix(
                    "--- a/\(file.path)\n+++ b/\(file.path)\n@@ -1,4 +1,4 @@\n-import UIKit\n+import OpenTableViewShim\n"
                ))
            #expect(try Fixtures.read(file) == before)
        }
    }

    @Test func checkFailsAndListsWhatIsLeftUntilTheFileIsWritten() throws {
        try Self.withCopy(of: "ChecklistViewController") { file in
            let check = try Self.run(["--check", file.path])
            #expect(check.status == 1)
            #expect(
                check.output
                    == "\(file.path): would be rewritten (barButtonItems, extensionOverrides, importShim, objcAttributes); "
                    + "run otv-port --write\n")
            let write = try Self.run(["--write", file.path])
            #expect(write.status == 0)
            let expected = try Fixtures.read(Fixtures.screens.appendingPathComponent("ChecklistViewController.swift"))
            #expect(try Fixtures.read(file) == expected)
            let recheck = try Self.run(["--check", file.path])
            #expect(recheck.status == 0)
            #expect(recheck.output == "")
        }
    }

    @Test func checkListsFindingsAfterTheRewrites() throws {
        try Self.withCopy(of: "BookmarksViewController") { file in
            _ = try Self.run(["--write", file.path])
            let check = try Self.run(["--check", file.path])
            #expect(check.status == 1)
            #expect(
                check.output
                    == "\(file.path):10:5: note: this outlet was filled by a storyboard or nib: create the view in code, "
                    + "then delete the note (Compatibility/Porting.md#iboutlet-and-ibaction)\n")
        }
    }

    @Test func jsonReportsRewritesFindingsAndTheDiff() throws {
        try Self.withCopy(of: "BookmarksViewController") { file in
            let run = try Self.run(["--json", file.path])
            #expect(run.status == 0)
            let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
            let files = try #require(object?["files"] as? [[String: Any]])
            #expect(files.count == 1)
            #expect(files[0]["path"] as? String == file.path)
            #expect(files[0]["changed"] as? Bool == true)
            #expect(
                files[0]["rewrites"] as? [String: Int] == [
                    "barButtonItems": 1, "importShim": 1, "objcAttributes": 1, "outlets": 1, "renamedSymbols": 3,
                ])
            let findings = try #require(files[0]["findings"] as? [[String: Any]])
            #expect(findings.count == 1)
            #expect(findings.first?["line"] as? Int == 10)
            #expect(findings.first?["kind"] as? String == "interfaceBuilderOutlet")
            #expect(findings.first?["section"] as? String == "Compatibility/Porting.md#iboutlet-and-ibaction")
            #expect((files[0]["diff"] as? String)?.hasPrefix("--- a/") == true)
        }
    }

    @Test func aFolderIsPortedAsOneModuleWithItsStoryboard() throws {
        // The recipes app's list and its data-source extension in another file, and a storyboard.
        let folder = Fixtures.root.deletingLastPathComponent().appendingPathComponent(".build-cli-tests")
            .appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = Fixtures.apps.appendingPathComponent("Inputs/Recipes")
        for name in ["RecipeListViewController.swift", "RecipeListViewController+DataSource.swift"] {
            try FileManager.default.copyItem(
                at: app.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        try
            "final class Detail: UIViewController {}\nfunc show(_ c: UIViewController) {\n    _ = c.storyboard?.instantiateViewController(withIdentifier: \"Detail\")\n}\n"
            .write(to: folder.appendingPathComponent("Show.swift"), atomically: true, encoding: .utf8)
        try "<document/>\n".write(
            to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        let run = try Self.run(["--write", folder.path])
        #expect(run.status == 0)
        let list = try Fixtures.read(folder.appendingPathComponent("RecipeListViewController.swift"))
        let extensionFile = try Fixtures.read(
            folder.appendingPathComponent("RecipeListViewController+DataSource.swift"))
        #expect(list.contains("override func tableView(_ tableView: UITableView, numberOfRowsInSection"))
        #expect(!extensionFile.contains("override"))
        // The storyboard is not a document the converter reads: it is reported, and the call that
        // loads from it stays a warning, because it would fail at run time.
        #expect(
            run.output.contains(
                "Main.storyboard:1: warning: <document>: document type 'none' is not an iOS storyboard or xib; the "
                    + "file is not converted (Compatibility/Porting.md#what-the-converter-reports)"))
        #expect(
            run.output.contains(
                "Show.swift:3:9: warning: 'instantiateViewController' loads from a storyboard that is not among the "
                    + "inputs: add its .storyboard so otv-port converts it, or create the controller in code"))
    }

    @Test func aFolderWithAStoryboardGetsItsSwiftFileBesideIt() throws {
        let folder = Fixtures.root.deletingLastPathComponent().appendingPathComponent(".build-cli-tests")
            .appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = Fixtures.interface.appendingPathComponent("Inputs/Settings")
        for name in try FileManager.default.contentsOfDirectory(atPath: app.path) {
            try FileManager.default.copyItem(
                at: app.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        let check = try Self.run(["--check", folder.path])
        #expect(check.status == 1)
        #expect(check.output.contains("Settings.storyboard.swift: would be generated from "))
        let write = try Self.run(["--write", folder.path])
        #expect(write.status == 0)
        let generated = try Fixtures.read(folder.appendingPathComponent("Settings.storyboard.swift"))
        let expected = try Fixtures.read(
            Fixtures.interface.appendingPathComponent("Ported/Settings/Settings.storyboard.swift"))
        #expect(generated == expected)
        // The generated file is left alone when the folder is ported again, and nothing is left.
        let again = try Self.run(["--check", folder.path])
        #expect(again.status == 0, "\(again.output)")
        #expect(again.output.isEmpty)
    }

    @Test func aMissingPathIsAnError() throws {
        let run = try Self.run(["/work/no/such/file.swift"])
        #expect(run.status != 0)
    }
}
