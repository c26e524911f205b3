import Foundation
import OpenTableViewCore
import TestSupport
import Testing

/// The core's diff through its public API only, with identifiers of the caller's own types and
/// no table: what an app (or a UIKit table's tests) can do on iOS.
@Suite struct SectionedDifferenceTests {
    // IndexPath(row:section:) is UIKit's on iOS and the core's Linux copy here.
    func path(_ section: Int, _ row: Int) -> IndexPath { IndexPath(indexes: [section, row]) }

    @Test func theDocumentedExample() {
        let old = SectionedIdentifiers(sections: ["A"], items: [["a", "b", "c"]])
        let new = SectionedIdentifiers(sections: ["A"], items: [["c", "a", "x"]])
        let difference = new.difference(from: old)
        expectEqual(
            difference,
            SectionedDifference(
                deletedItems: [path(0, 1)], insertedItems: [path(0, 2)], movedItems: [(path(0, 2), path(0, 0))]))
        expectEqual(difference.count, 3)
        expectEqual(difference.batchUpdate.validate(rowCountsBefore: [3], rowCountsAfter: [3]), nil)
        expectEqual(
            difference.batchUpdate.operations,
            [
                .deleteRow(path(0, 1)), .insertRow(path(0, 2)), .moveRow(path(0, 2), path(0, 0)),
            ])
    }

    @Test func identicalStructuresGiveNothing() {
        let value = SectionedIdentifiers(sections: [1, 2], items: [[10, 11], [20]])
        #expect(value.difference(from: value).isEmpty)
        #expect(value.difference(from: value).batchUpdate.isEmpty)
    }

    @Test func marksAreTheNewStructures() {
        let old = SectionedIdentifiers(sections: ["S", "T"], items: [["a", "b"], ["c"]])
        let new = SectionedIdentifiers(
            sections: ["T", "S"], items: [["c"], ["b", "a"]], reloadedItems: ["a", "b"],
            reconfiguredItems: ["b", "gone"])
        let difference = new.difference(from: old)
        // S stays and T moves; in S, a stays and is reloaded, b would move and, marked reloaded,
        // is replaced (deleted and inserted); its reconfigure mark adds nothing.
        expectEqual(
            difference,
            SectionedDifference(
                movedSections: [(1, 0)], deletedItems: [path(0, 1)], insertedItems: [path(1, 0)],
                reloadedItems: [path(0, 0)]))
        expectEqual(difference.batchUpdate.validate(rowCountsBefore: [2, 1], rowCountsAfter: [1, 2]), nil)
        #expect(old.difference(from: new).reloadedItems.isEmpty)
    }

    @Test func aReloadedSectionThatWouldMoveIsReplaced() {
        let old = SectionedIdentifiers(sections: ["S", "T"], items: [["a"], ["c"]])
        let new = SectionedIdentifiers(sections: ["T", "S"], items: [["c"], ["a"]], reloadedSections: ["T"])
        expectEqual(new.difference(from: old), SectionedDifference(deletedSections: [1], insertedSections: [0]))
    }

    /// A row cannot be reloaded and moved in one batch, and a move keeps the cell: a reloaded row
    /// that moves is deleted and inserted, as a reloaded section that moves is, so the item gets
    /// a new cell as Apple's `reloadItems(_:)` promises. A reconfigure mark on it adds nothing.
    @Test func aReloadedRowThatWouldMoveIsReplaced() {
        let old = SectionedIdentifiers(sections: ["S", "T"], items: [["a", "b", "c"], ["d"]])
        let new = SectionedIdentifiers(
            sections: ["S", "T"], items: [["c", "a"], ["d", "b"]], reloadedItems: ["c", "b", "a"],
            reconfiguredItems: ["c"])
        let difference = new.difference(from: old)
        expectEqual(
            difference,
            SectionedDifference(
                deletedItems: [path(0, 1), path(0, 2)], insertedItems: [path(0, 0), path(1, 1)],
                reloadedItems: [path(0, 0)]))
        expectEqual(difference.batchUpdate.validate(rowCountsBefore: [3, 1], rowCountsAfter: [2, 2]), nil)
    }

    @Test func lookups() {
        let value = SectionedIdentifiers(sections: ["S", "T"], items: [["a"], ["b", "c"]])
        expectEqual(value.index(ofSection: "T"), 1)
        expectEqual(value.index(ofSection: "U"), nil)
        expectEqual(value.indexPath(ofItem: "c"), path(1, 1))
        expectEqual(value.indexPath(ofItem: "d"), nil)
        expectEqual(value, SectionedIdentifiers(sections: ["S", "T"], items: [["a"], ["b", "c"]]))
        expectNotEqual(value, SectionedIdentifiers(sections: ["S", "T"], items: [["a"], ["c", "b"]]))
    }

    @Test func descriptionIsCompact() {
        let difference = SectionedDifference(deletedSections: [2], movedItems: [(path(0, 1), path(1, 0))])
        expectEqual(difference.description, "sections −[2] +[] ↻[] moves []; rows −[] +[] ↻[] ⚙[] moves [\"0.1→1.0\"]")
    }
}
