import Foundation
import OpenTableViewCore
import Testing

/// The README's "Diff two lists" example, run, and its lines checked against README.md so the two
/// cannot drift apart.
@Suite struct ReadmeDiffExampleTests {
    static let readmeLines = [
        #"let old = SectionedIdentifiers(sections: ["Fruit"], items: [["Apple", "Banana", "Cherry"]])"#,
        #"let new = SectionedIdentifiers(sections: ["Fruit"], items: [["Cherry", "Apple", "Damson"]])"#,
        "let difference = new.difference(from: old)",
        "print(difference.movedItems.map { ($0.from.row, $0.to.row) })   // [(2, 0)]: one move",
        "print(difference.deletedItems, difference.insertedItems)        // [[0, 1]] [[0, 2]]",
        "#expect(difference.batchUpdate.validate(rowCountsBefore: [3], rowCountsAfter: [3]) == nil)",
    ]

    @Test func theReadmeShowsThisExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        for line in Self.readmeLines {
            #expect(readme.contains(line), "README.md no longer shows: \(line)")
        }
    }

    @Test func theExampleDoesWhatTheReadmeSays() {
        let old = SectionedIdentifiers(sections: ["Fruit"], items: [["Apple", "Banana", "Cherry"]])
        let new = SectionedIdentifiers(sections: ["Fruit"], items: [["Cherry", "Apple", "Damson"]])
        let difference = new.difference(from: old)
        // `row` is UIKit's addition on iOS and the core's Linux copy here; element 1 either way.
        #expect(difference.movedItems.map { ($0.from[1], $0.to[1]) }.elementsEqual([(2, 0)]) { $0 == $1 })
        #expect(difference.deletedItems == [IndexPath(indexes: [0, 1])])
        #expect(difference.insertedItems == [IndexPath(indexes: [0, 2])])
        #expect("\(difference.deletedItems) \(difference.insertedItems)" == "[[0, 1]] [[0, 2]]")
        #expect(difference.batchUpdate.validate(rowCountsBefore: [3], rowCountsAfter: [3]) == nil)
    }
}
