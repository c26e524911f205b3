import Foundation
import Testing

/// `otv-port init` run as a process on copies of the fixture projects: the generated
/// `Package.swift` and report against golden files, `--check` and `--dry-run`, re-runs that keep
/// hand edits, and bad input. Set `OTV_PORT_RECORD_GOLDEN=1` to rewrite the golden files.
@Suite(.serialized) struct InitCommandTests {
    struct Run {
        let status: Int32
        let output: String
        let errors: String
    }

    static func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        guard let tool = CommandLineTests.tool else { throw CommandLineTests.ToolNotBuilt() }
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self))
    }

    /// `init` on a fresh copy of fixture `name` (`entry`: its project or workspace), by path to this
    /// repository.
    static func initialize(_ name: String, entry: String, extra: [String] = []) throws -> (folder: URL, run: Run) {
        let folder = try ProjectFixtures.copy(name)
        let run = try run(
            ["init", folder.appendingPathComponent(entry).path, "--shim-path", ProjectFixtures.repository.path] + extra)
        return (folder, run)
    }

    static let fixtures = [
        ("Groceries", "Groceries.xcodeproj"), ("Feed", "Feed.xcodeproj"), ("Reading", "Reading.xcworkspace"),
    ]

    /// The generated files that have golden copies.
    static func generatedFiles(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in ["Package.swift", "PORTING-REPORT.md"] {
            files[name] = try Fixtures.read(folder.appendingPathComponent(name))
        }
        return files
    }

    @Test(arguments: fixtures) func theGeneratedPackageAndReportAreTheGoldenOnes(name: String, entry: String) throws {
        let (folder, run) = try Self.initialize(name, entry: entry)
        #expect(run.status == 0, "\(run.errors)")
        let golden = ProjectFixtures.golden(name)
        for (file, text) in try Self.generatedFiles(in: folder) {
            let goldenFile = golden.appendingPathComponent(file + ".golden")
            if ProcessInfo.processInfo.environment["OTV_PORT_RECORD_GOLDEN"] == "1" {
                try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: goldenFile)
            }
            #expect(text == (try Fixtures.read(goldenFile)), "\(name)/\(file)")
        }
    }

    @Test func checkListsWhatIsLeftOutWithoutWritingThenPassesOnceWritten() throws {
        let folder = try ProjectFixtures.copy("Groceries")
        let project = folder.appendingPathComponent("Groceries.xcodeproj").path
        let shim = ["--shim-path", ProjectFixtures.repository.path]
        let check = try Self.run(["init", "--check", project] + shim)
        #expect(check.status == 1)
        #expect(
            check.output.hasPrefix(
                """
                no target for Groceries: GroceriesUITests: every Swift file is left out (below)
                left out Groceries/AppDelegate.swift (Groceries): the app's entry point
                """))
        #expect(check.output.contains("would write Package.swift\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Ported").path))
        #expect(try Self.run(["init", project] + shim).status == 0)
        let recheck = try Self.run(["init", "--check", project] + shim)
        #expect(recheck.status == 0)
        #expect(recheck.output.hasSuffix("the package is up to date\n"))
    }

    @Test func dryRunPrintsThePlanAndWritesNothing() throws {
        let folder = try ProjectFixtures.copy("Reading")
        let run = try Self.run([
            "init", "--dry-run", folder.appendingPathComponent("Reading.xcworkspace").path, "--shim-path",
            ProjectFixtures.repository.path,
        ])
        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                """
                package ReadingLinux:
                  target ReadingKit (ReadingKit: ReadingKit): 2 files, depends on OpenCombineShim
                  test target ReadingKitTests (ReadingKit: ReadingKitTests): 1 files, depends on ReadingKit, OpenCombineShim
                  target ReadingApp (ReadingApp: ReadingApp): 1 files, depends on ReadingKit, OpenTableViewShim, OpenCombineShim, Formatting
                  test target ReadingAppTests (ReadingApp: ReadingAppTests): 1 files, depends on ReadingApp, OpenTableViewShim

                """))
        #expect(run.output.contains("would write Ported/ReadingApp/ReadingApp/BookListViewController.swift\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path))
    }

    @Test func reRunningKeepsHandEditsAndFollowsTheProjectsFiles() throws {
        let (folder, first) = try Self.initialize("Feed", entry: "Feed.xcodeproj")
        #expect(first.status == 0, "\(first.errors)")
        let manifest = folder.appendingPathComponent("Package.swift")
        // A hand edit outside the generated region, and one in a ported copy.
        let edited = try Fixtures.read(manifest).replacingOccurrences(
            of: "let package = Package(", with: "// my own line\nlet package = Package(")
        try Data(edited.utf8).write(to: manifest)
        let copy = folder.appendingPathComponent("Ported/FeediOS/FeedErrorView.swift")
        let handEdited = try Fixtures.read(copy) + "\n// fixed by hand\n"
        try Data(handEdited.utf8).write(to: copy)
        // The project's synchronized folder gains a file and loses one.
        try Data("import UIKit\n\nfinal class FeedHeaderView: UIView {}\n".utf8).write(
            to: folder.appendingPathComponent("FeediOS/FeedHeaderView.swift"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("FeediOS/FeedImageCellController.swift"))
        let rerun = try Self.run([
            "init", folder.appendingPathComponent("Feed.xcodeproj").path, "--shim-path",
            ProjectFixtures.repository.path,
        ])
        #expect(rerun.status == 0, "\(rerun.errors)")
        #expect(rerun.output.contains("wrote Ported/FeediOS/FeedHeaderView.swift\n"))
        #expect(rerun.output.contains("removed Ported/FeediOS/FeedImageCellController.swift\n"))
        #expect(
            rerun.output.contains("kept Ported/FeediOS/FeedErrorView.swift: edited by hand since otv-port wrote it\n"))
        let manifestAfter = try Fixtures.read(manifest)
        #expect(manifestAfter.contains("// my own line\nlet package = Package("))
        #expect(manifestAfter.contains("\"Ported/FeediOS/FeedHeaderView.swift\","))
        #expect(!manifestAfter.contains("FeedImageCellController"))
        #expect(try Fixtures.read(copy) == handEdited)
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Ported/FeediOS/FeedImageCellController.swift").path))
    }

    @Test func inPlaceRewritesTheAppsFilesAndTheirRewritesKeepThem() throws {
        let (folder, run) = try Self.initialize("Groceries", entry: "Groceries.xcodeproj", extra: ["--in-place"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Ported").path))
        let cell = try Fixtures.read(folder.appendingPathComponent("Groceries/GroceryCell.swift"))
        #expect(cell.contains("import OpenTableViewShim"))
        let manifest = try Fixtures.read(folder.appendingPathComponent("Package.swift"))
        #expect(manifest.contains("\"Groceries/GroceryCell.swift\","))
        // The storyboard's Swift is written beside it and built.
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Groceries/LaunchScreen.storyboard.swift").path))
        #expect(manifest.contains("\"Groceries/LaunchScreen.storyboard.swift\","))
        // The rewrites are idempotent: a second run in place changes nothing.
        let check = try Self.run([
            "init", "--check", "--in-place", folder.appendingPathComponent("Groceries.xcodeproj").path, "--shim-path",
            ProjectFixtures.repository.path,
        ])
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func badInputNamesTheFileAndTheObjectAndWritesNothing() throws {
        let folder = try ProjectFixtures.copy("Groceries")
        let project = folder.appendingPathComponent("Groceries.xcodeproj")
        let shim = ["--shim-path", ProjectFixtures.repository.path]
        // A file the project names that no longer exists.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Groceries/GroceryCell.swift"))
        var run = try Self.run(["init", project.path] + shim)
        #expect(run.status == 1)
        #expect(
            run.errors
                == "error: Groceries.xcodeproj/project.pbxproj: 6D21A0152B10C4E200A1B2C3 (PBXFileReference) in target "
                + "Groceries: the file Groceries/GroceryCell.swift no longer exists\n")
        // An object version from the future.
        let pbxproj = project.appendingPathComponent("project.pbxproj")
        let text = try Fixtures.read(pbxproj)
        try Data(text.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 90;").utf8).write(
            to: pbxproj)
        run = try Self.run(["init", project.path] + shim)
        #expect(
            run.errors
                == "error: Groceries.xcodeproj/project.pbxproj: objectVersion 90 is not one this tool reads (46, Xcode 3.2, "
                + "to 77, Xcode 16)\n")
        // A corrupt file.
        try Data(String(text.prefix(400)).utf8).write(to: pbxproj)
        run = try Self.run(["init", project.path] + shim)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("error: Groceries.xcodeproj/project.pbxproj: line 1"))
        // No project file at all.
        try FileManager.default.removeItem(at: pbxproj)
        run = try Self.run(["init", project.path] + shim)
        #expect(run.errors == "error: Groceries.xcodeproj/project.pbxproj: no such file\n")
        for generated in ["Package.swift", "PORTING-REPORT.md", "Ported"] {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(generated).path))
        }
        // A Package.swift of the person's own, without a generated region, is not overwritten.
        let other = try ProjectFixtures.copy("Reading")
        try Data("// swift-tools-version: 5.9\n// mine\n".utf8).write(to: other.appendingPathComponent("Package.swift"))
        run = try Self.run(["init", other.appendingPathComponent("Reading.xcworkspace").path] + shim)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("error: Package.swift exists and has no single `otv-port: generated` region"))
        #expect(
            try Fixtures.read(other.appendingPathComponent("Package.swift")) == "// swift-tools-version: 5.9\n// mine\n"
        )
        #expect(!FileManager.default.fileExists(atPath: other.appendingPathComponent("PORTING-REPORT.md").path))
    }
}
