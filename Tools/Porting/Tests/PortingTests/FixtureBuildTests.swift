import Foundation
import Testing

/// Each fixture app through `otv-port init`, then its generated package built and its tests run
/// with `swift build` and `swift test`, as a person would after the two commands.
///
/// The three packages share one scratch folder (`.build-fixture-apps`): each depends on
/// OpenTableView by the same path, so the library's compile commands are the same in all three and
/// SwiftPM compiles the library once, not three times (Compatibility/Porting.md, "Porting a whole
/// app", has the timings).
@Suite(.serialized) struct FixtureBuildTests {
    static let scratchPath = Fixtures.root.deletingLastPathComponent().appendingPathComponent(".build-fixture-apps")

    struct Run {
        let status: Int32
        let output: String
    }

    /// `swift arguments…` in `folder`, its output and errors together.
    static func swift(_ arguments: [String], in folder: URL) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The fixtures and how many of their XCTest cases run on Linux.
    static let fixtures = [
        ("Groceries", "Groceries.xcodeproj", 3), ("Feed", "Feed.xcodeproj", 7), ("Reading", "Reading.xcworkspace", 5),
    ]

    @Test(arguments: fixtures) func theGeneratedPackageBuildsAndItsTestsPass(name: String, entry: String, tests: Int)
        throws
    {
        let folder = try ProjectFixtures.copy(name, into: "built")
        let initialize = try InitCommandTests.run([
            "init", folder.appendingPathComponent(entry).path, "--shim-path", ProjectFixtures.repository.path,
        ])
        #expect(initialize.status == 0, "\(initialize.errors)")
        let scratch = ["--scratch-path", Self.scratchPath.path]
        let start = Date()
        let build = try Self.swift(["build", "--build-tests"] + scratch, in: folder)
        #expect(build.status == 0, "\(build.output)")
        guard build.status == 0 else { return }
        let test = try Self.swift(["test", "--skip-build"] + scratch, in: folder)
        #expect(test.status == 0, "\(test.output)")
        #expect(test.output.contains("Executed \(tests) tests, with 0 failures"), "\(test.output)")
        print("\(name): built and tested in \(Int(Date().timeIntervalSince(start))) s")
    }
}
