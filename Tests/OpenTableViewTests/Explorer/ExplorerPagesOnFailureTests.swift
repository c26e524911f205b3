import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableViewTesting

/// The trait that writes the explorer pages of a failing test's tables, driven here with a folder
/// of its own (the environment variable's stand-in) around a scope that fails or passes.
@MainActor
@Suite(.explorerPagesOnFailure) struct ExplorerPagesOnFailureTests {
    struct Failure: Error {}

    private func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("explorer-failures-\(UUID().uuidString)")
    }

    /// A table made inside the scope, laid out, as a test's table is.
    private static func makeAndLayOutATable() -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Grocery")
        table.rowHeight = 44
        let list = GroceryList(count: 20)
        table.dataSource = list
        table.layoutIfNeeded()
        withExtendedLifetime(list) {}
        return table
    }

    @Test func aTestThatThrowsWritesThePageOfEveryTableItMade() async throws {
        let folder = folder()
        let trait = ExplorerPagesOnFailureTrait(directory: folder)
        let test = try #require(Test.current)
        var tables: [TableView] = []
        await #expect(throws: Failure.self) {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                try await MainActor.run {
                    tables = [Self.makeAndLayOutATable(), Self.makeAndLayOutATable()]
                    throw Failure()
                }
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let base = ExplorerPages.fileName(test.id.description)
        expectEqual(files, [base + "-2.html", base + ".html"])
        let page = try String(contentsOf: folder.appendingPathComponent(base + ".html"), encoding: .utf8)
        #expect(page.contains(#""n":"layout pass""#) && page.contains("Item 6"))
        withExtendedLifetime(tables) {}
    }

    @Test func aPassingTestWritesNothingAndItsTablesAreNotRecordedAfterwards() async throws {
        let folder = folder()
        let trait = ExplorerPagesOnFailureTrait(directory: folder)
        let test = try #require(Test.current)
        var recorded = false
        try await trait.provideScope(for: test, testCase: Test.Case.current) {
            await MainActor.run {
                let table = Self.makeAndLayOutATable()
                recorded = table.sessionRecorder != nil
            }
        }
        #expect(recorded)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        // Outside the scope a new table has no recorder.
        expectEqual(Self.makeAndLayOutATable().sessionRecorder, nil)
    }

    @Test func fileNamesKeepOnlyPortableCharacters() {
        expectEqual(ExplorerPages.fileName("Suite/test(a:b:) é"), "Suite_test_a_b____")
    }
}
