import Foundation
import OpenTableViewCore
import Testing

/// The README's "Check a batch update" example, run, and its lines checked against README.md so
/// the two cannot drift apart.
@Suite struct ReadmeBatchExampleTests {
    static let readmeLines = [
        "var batch = BatchUpdate()",
        "batch.deleteRows(at: [IndexPath(row: 3, section: 0)])",
        "batch.insertSections(IndexSet(integer: 1))",
        "#expect(batch.validate(rowCountsBefore: [4], rowCountsAfter: [3, 2]) == nil)",
        "batch.insertRows(at: [IndexPath(row: 0, section: 0)])   // forgot to add the row to the model",
        "print(batch.validate(rowCountsBefore: [4], rowCountsAfter: [3, 2])!.reason)",
        "// Invalid batch updates detected: the number of sections and/or rows returned by the data",
    ]

    @Test func theReadmeShowsThisExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for line in Self.readmeLines {
            #expect(readme.contains(line), "README.md no longer shows: \(line)")
        }
    }

    @Test func theExampleDoesWhatTheReadmeSays() throws {
        // IndexPath(row:section:) is UIKit's on iOS and the core's Linux copy here.
        var batch = BatchUpdate()
        batch.deleteRows(at: [IndexPath(indexes: [0, 3])])
        batch.insertSections(IndexSet(integer: 1))
        #expect(batch.validate(rowCountsBefore: [4], rowCountsAfter: [3, 2]) == nil)
        batch.insertRows(at: [IndexPath(indexes: [0, 0])])
        let reason = try #require(batch.validate(rowCountsBefore: [4], rowCountsAfter: [3, 2])?.reason)
        #expect(
            reason.hasPrefix(
                "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates."
            ))
    }
}
