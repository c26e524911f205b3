import Foundation
import PortingRewrites
import Testing

/// Whole apps, written as Apple's samples, tutorials and shipping apps write them (tabs and
/// spaces, Swift 4 and 5 spellings, extensions in other files, cells and controllers with
/// `init(coder:)`, test files that import only XCTest), ported a folder at a time as
/// `otv-port Folder/` ports them. Each output is compiled through the shim by the `PortedApps`
/// target (test files by `PortedAppTests`, which runs them), so these properties hold over every
/// input: the tool makes exactly the compiled output, porting the output again changes nothing,
/// and a file that already compiled is left as it was.
@Suite struct AppFixtureTests {
    static let inputs = Fixtures.apps.appendingPathComponent("Inputs")
    static let ported = Fixtures.apps.appendingPathComponent("Ported")
    static let portedTests = Fixtures.apps.appendingPathComponent("PortedTests")
    /// The apps whose outputs compile; `Reported` holds what the tool can only report.
    static let apps = Fixtures.folders(in: inputs).filter { $0 != "Reported" }

    /// An app's input files (name, source), and the Interface Builder files beside them.
    static func input(_ app: String) throws -> (files: [(name: String, source: String)], interfaceBuilder: Set<String>)
    {
        let folder = inputs.appendingPathComponent(app)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let files = try names.filter { $0.hasSuffix(".swift") }.map {
            (name: $0, source: try Fixtures.read(folder.appendingPathComponent($0)))
        }
        let interfaceBuilder = Set(names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") })
        return (files, interfaceBuilder)
    }

    /// Where the tool's output for an input file is compiled: test files in `PortedTests`.
    static func output(_ app: String, _ name: String) -> URL {
        (name.hasSuffix("Tests.swift") ? portedTests : ported).appendingPathComponent(app).appendingPathComponent(name)
    }

    @Test func thereAreAtLeastThirtyInputs() throws {
        let count = try Fixtures.folders(in: Self.inputs).map { try Self.input($0).files.count }.reduce(0, +)
        #expect(count >= 30)
    }

    @Test(arguments: apps)
    func theToolMakesTheCompiledOutput(_ app: String) throws {
        let (files, interfaceBuilder) = try Self.input(app)
        let results = Porter.port(files: files, interfaceBuilderFiles: interfaceBuilder)
        for (file, result) in zip(files, results) {
            let expected = try Fixtures.read(Self.output(app, file.name))
            #expect(result.output == expected, "\(app)/\(file.name)")
            #expect(
                result.findings.allSatisfy { $0.severity == .note },
                "\(app)/\(file.name): \(result.findings.map { $0.formatted(path: file.name) })")
        }
    }

    @Test(arguments: apps)
    func portingTheOutputAgainChangesNothing(_ app: String) throws {
        let (files, interfaceBuilder) = try Self.input(app)
        let outputs = try files.map { (name: $0.name, source: try Fixtures.read(Self.output(app, $0.name))) }
        for (file, again) in zip(outputs, Porter.port(files: outputs, interfaceBuilderFiles: interfaceBuilder)) {
            #expect(again.rewrites.isEmpty, "\(app)/\(file.name): \(again.rewrites)")
            #expect(again.output == file.source, "\(app)/\(file.name)")
        }
    }

    @Test func aFileThatAlreadyCompiledIsLeftAsItWas() throws {
        // The forecast app was written for both platforms: it compiles through the shim as it is.
        let (files, _) = try Self.input("Forecast")
        for (file, result) in zip(files, Porter.port(files: files)) {
            #expect(!result.changed, "\(file.name)")
            #expect(result.output == file.source)
        }
    }

    @Test func overridesInAnExtensionInAnotherFileMoveIntoTheClass() throws {
        let (files, _) = try Self.input("Recipes")
        let results = Porter.port(files: files)
        let byName = Dictionary(uniqueKeysWithValues: zip(files.map(\.name), results))
        let dataSource = try #require(byName["RecipeListViewController+DataSource.swift"])
        #expect(dataSource.rewrites[.extensionOverrides] == 2)
        #expect(!dataSource.output.contains("override"))
        let controller = try #require(byName["RecipeListViewController.swift"])
        #expect(controller.rewrites[.extensionOverrides] == 2)
        #expect(controller.output.contains("// MARK: - UITableViewDataSource"))
        #expect(controller.output.contains("override func tableView(_ tableView: UITableView, didSelectRowAt"))
    }

    @Test func anOverrideNamingSomethingPrivateToItsFileStaysAndIsReported() {
        let results = Porter.port(files: [
            ("List.swift", "final class List: UITableViewController {}\n"),
            (
                "List+Rows.swift",
                """
                extension List {
                    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                        rowCount()
                    }
                    private func rowCount() -> Int { 3 }
                }

                """
            ),
        ])
        #expect(results[0].rewrites.isEmpty)
        #expect(results[1].rewrites.isEmpty)
        #expect(results[1].findings.map(\.kind) == [.overrideInExtension])
    }

    @Test func whatTheToolCannotRewriteIsReportedWithItsSection() throws {
        let (files, interfaceBuilder) = try Self.input("Reported")
        let results = Porter.port(files: files, interfaceBuilderFiles: interfaceBuilder)
        var lines: [String] = []
        for (file, result) in zip(files, results) {
            lines += result.findings.map {
                "\(file.name):\($0.line):\($0.column) \($0.severity) \($0.kind.rawValue) \($0.section.anchor)"
            }
        }
        #expect(lines == Self.expectedReports)
    }

    /// File, line and column in the ported file, severity, kind and Porting.md section: the
    /// storyboard call and `awakeFromNib()` are not reported because `Main.storyboard` is in the
    /// folder (the converter makes them work); the nibs have no file.
    static let expectedReports = [
        "FeedItemCell.swift:6:5 note interfaceBuilderOutlet iboutlet-and-ibaction",
        "FeedItemCell.swift:10:16 warning nib storyboards-and-nibs",
        "FeedViewController.swift:8:28 warning nib storyboards-and-nibs",
        "FeedViewController.swift:9:22 warning nib storyboards-and-nibs",
        "LegacyRouting.swift:5:26 warning objectiveCRuntime nsobject-and-objective-c-runtime-api",
        "LegacyRouting.swift:10:37 warning objectiveCRuntime nsobject-and-objective-c-runtime-api",
        "LegacyRouting.swift:16:16 warning objectiveCRuntime nsobject-and-objective-c-runtime-api",
        "ScrollObservingViewController.swift:9:29 warning keyValueObserving key-value-observing-with-string-key-paths",
        "ScrollObservingViewController.swift:12:9 warning keyValueObserving key-value-observing-with-string-key-paths",
        "ScrollObservingViewController.swift:14:41 warning selector objc-and-selector",
        "ScrollObservingViewController.swift:19:9 warning performSelector performing-a-selector",
        "ScrollObservingViewController.swift:20:9 warning performSelector performing-a-selector",
        "ScrollObservingViewController.swift:23:5 warning selector objc-and-selector",
        "ScrollObservingViewController.swift:28:20 warning keyValueObserving key-value-observing-with-string-key-paths",
        "ScrollObservingViewController.swift:29:9 warning keyValueObserving key-value-observing-with-string-key-paths",
    ]
}
