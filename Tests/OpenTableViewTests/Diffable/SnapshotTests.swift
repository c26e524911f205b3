import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

typealias TextSnapshot = DiffableDataSourceSnapshot<String, String>

/// A snapshot written as text: `"A[a b] B[]"` is section A holding items a and b, then an
/// empty section B.
func makeSnapshot(_ text: String) -> TextSnapshot {
    var snapshot = TextSnapshot()
    for part in text.split(separator: "]") {
        let trimmed = part.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { continue }
        let pieces = trimmed.split(separator: "[", omittingEmptySubsequences: false)
        let section = String(pieces[0])
        snapshot.appendSections([section])
        let items = pieces[1].split(separator: " ").map(String.init)
        if !items.isEmpty { snapshot.appendItems(items, toSection: section) }
    }
    return snapshot
}

/// The text form of a snapshot, as ``makeSnapshot(_:)`` reads it.
func render<S, I>(_ snapshot: DiffableDataSourceSnapshot<S, I>) -> String {
    snapshot.sectionIdentifiers.map { section in
        "\(section)[" + snapshot.itemIdentifiers(inSection: section).map { "\($0)" }.joined(separator: " ") + "]"
    }.joined(separator: " ")
}

/// Every lookup answers what a scan of the arrays answers.
func checkLookups<S, I>(_ snapshot: DiffableDataSourceSnapshot<S, I>, sourceLocation: SourceLocation = #_sourceLocation)
{
    var global = 0
    let sections = snapshot.sectionIdentifiers
    expectEqual(snapshot.numberOfSections, sections.count, sourceLocation: sourceLocation)
    var all: [I] = []
    for (position, section) in sections.enumerated() {
        expectEqual(snapshot.indexOfSection(section), position, sourceLocation: sourceLocation)
        let items = snapshot.itemIdentifiers(inSection: section)
        expectEqual(snapshot.numberOfItems(inSection: section), items.count, sourceLocation: sourceLocation)
        for item in items {
            expectEqual(snapshot.indexOfItem(item), global, sourceLocation: sourceLocation)
            expectEqual(snapshot.sectionIdentifier(containingItem: item), section, sourceLocation: sourceLocation)
            global += 1
        }
        all += items
    }
    expectEqual(snapshot.numberOfItems, global, sourceLocation: sourceLocation)
    expectEqual(snapshot.itemIdentifiers, all, sourceLocation: sourceLocation)
    #expect(
        snapshot.itemLocations.count == global && snapshot.sectionPositions.count == sections.count,
        sourceLocation: sourceLocation)
    // Storage: every slot is either an item's, holding its row, or free; none is both.
    var used = Set<Int>()
    for (position, slots) in snapshot.slotStorage.enumerated() {
        expectEqual(slots.count, snapshot.itemStorage[position].count, sourceLocation: sourceLocation)
        for (row, slot) in slots.enumerated() {
            #expect(snapshot.slotRows[slot] == row && used.insert(slot).inserted, sourceLocation: sourceLocation)
            expectEqual(
                snapshot.itemEntries[snapshot.itemStorage[position][row]]?.slot, slot, sourceLocation: sourceLocation)
        }
    }
    #expect(
        used.isDisjoint(with: snapshot.freeSlots) && used.count + snapshot.freeSlots.count == snapshot.slotRows.count,
        sourceLocation: sourceLocation)
}

@Suite(.explorerPagesOnFailure) struct SnapshotTests {
    /// One operation: a starting snapshot, the change, and the snapshot expected after it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let initial: String
        let change: @Sendable (inout TextSnapshot) -> Void
        let expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "init is empty", initial: "", change: { _ in }, expected: ""),
        Case(
            name: "appendSections", initial: "A[a]", change: { $0.appendSections(["B", "C"]) }, expected: "A[a] B[] C[]"
        ),
        Case(name: "appendSections with none", initial: "A[a]", change: { $0.appendSections([]) }, expected: "A[a]"),
        Case(
            name: "insertSections beforeSection", initial: "A[a] B[b]",
            change: { $0.insertSections(["X", "Y"], beforeSection: "B") }, expected: "A[a] X[] Y[] B[b]"),
        Case(
            name: "insertSections beforeSection first", initial: "A[a] B[b]",
            change: { $0.insertSections(["X"], beforeSection: "A") }, expected: "X[] A[a] B[b]"),
        Case(
            name: "insertSections afterSection", initial: "A[a] B[b]",
            change: { $0.insertSections(["X"], afterSection: "A") }, expected: "A[a] X[] B[b]"),
        Case(
            name: "insertSections afterSection last", initial: "A[a] B[b]",
            change: { $0.insertSections(["X"], afterSection: "B") }, expected: "A[a] B[b] X[]"),
        Case(
            name: "deleteSections with their items, ignoring unknown", initial: "A[a] B[b c] C[d]",
            change: { $0.deleteSections(["B", "Z", "B"]) }, expected: "A[a] C[d]"),
        Case(
            name: "deleteSections all", initial: "A[a] B[b]", change: { $0.deleteSections(["A", "B"]) }, expected: ""),
        Case(
            name: "moveSection beforeSection forward", initial: "A[a] B[b] C[c]",
            change: { $0.moveSection("A", beforeSection: "C") }, expected: "B[b] A[a] C[c]"),
        Case(
            name: "moveSection beforeSection backward", initial: "A[a] B[b] C[c]",
            change: { $0.moveSection("C", beforeSection: "A") }, expected: "C[c] A[a] B[b]"),
        Case(
            name: "moveSection afterSection forward", initial: "A[a] B[b] C[c]",
            change: { $0.moveSection("A", afterSection: "C") }, expected: "B[b] C[c] A[a]"),
        Case(
            name: "moveSection afterSection backward", initial: "A[a] B[b] C[c]",
            change: { $0.moveSection("C", afterSection: "A") }, expected: "A[a] C[c] B[b]"),
        Case(
            name: "moveSection onto itself", initial: "A[a] B[b]", change: { $0.moveSection("A", beforeSection: "A") },
            expected: "A[a] B[b]"),
        Case(
            name: "appendItems to the last section", initial: "A[a] B[b]", change: { $0.appendItems(["x", "y"]) },
            expected: "A[a] B[b x y]"),
        Case(
            name: "appendItems toSection", initial: "A[a] B[b]", change: { $0.appendItems(["x"], toSection: "A") },
            expected: "A[a x] B[b]"),
        Case(
            name: "appendItems to an empty section", initial: "A[] B[]",
            change: { $0.appendItems(["x"], toSection: "A") }, expected: "A[x] B[]"),
        Case(name: "appendItems with none", initial: "A[a]", change: { $0.appendItems([]) }, expected: "A[a]"),
        Case(
            name: "insertItems beforeItem", initial: "A[a b c]",
            change: { $0.insertItems(["x", "y"], beforeItem: "b") }, expected: "A[a x y b c]"),
        Case(
            name: "insertItems beforeItem first", initial: "A[a] B[b c]",
            change: { $0.insertItems(["x"], beforeItem: "b") }, expected: "A[a] B[x b c]"),
        Case(
            name: "insertItems afterItem", initial: "A[a b c]", change: { $0.insertItems(["x"], afterItem: "b") },
            expected: "A[a b x c]"),
        Case(
            name: "insertItems afterItem last", initial: "A[a] B[b]", change: { $0.insertItems(["x"], afterItem: "a") },
            expected: "A[a x] B[b]"),
        Case(
            name: "deleteItems, ignoring unknown and repeats", initial: "A[a b c] B[d e]",
            change: { $0.deleteItems(["b", "zz", "e", "b"]) }, expected: "A[a c] B[d]"),
        Case(
            name: "deleteItems leaves empty sections", initial: "A[a] B[b]", change: { $0.deleteItems(["a", "b"]) },
            expected: "A[] B[]"),
        Case(
            name: "deleteAllItems removes the sections too", initial: "A[a] B[b]", change: { $0.deleteAllItems() },
            expected: ""),
        Case(
            name: "moveItem beforeItem within a section", initial: "A[a b c d]",
            change: { $0.moveItem("d", beforeItem: "b") }, expected: "A[a d b c]"),
        Case(
            name: "moveItem beforeItem forward", initial: "A[a b c d]", change: { $0.moveItem("a", beforeItem: "d") },
            expected: "A[b c a d]"),
        Case(
            name: "moveItem afterItem within a section", initial: "A[a b c d]",
            change: { $0.moveItem("a", afterItem: "c") }, expected: "A[b c a d]"),
        Case(
            name: "moveItem across sections", initial: "A[a b] B[c d]", change: { $0.moveItem("a", afterItem: "d") },
            expected: "A[b] B[c d a]"),
        Case(
            name: "moveItem across sections backward", initial: "A[a b] B[c d]",
            change: { $0.moveItem("d", beforeItem: "a") }, expected: "A[d a b] B[c]"),
        Case(
            name: "moveItem onto itself", initial: "A[a b]", change: { $0.moveItem("a", afterItem: "a") },
            expected: "A[a b]"),
        Case(
            name: "appendItems of an existing item moves it", initial: "A[a b] B[c]",
            change: { $0.appendItems(["a"], toSection: "B") }, expected: "A[b] B[c a]"),
        Case(
            name: "appendItems of existing items in the target keeps the given order", initial: "A[a b c]",
            change: { $0.appendItems(["a", "x", "b"]) }, expected: "A[c a x b]"),
        Case(
            name: "insertItems of existing items moves them to the destination", initial: "A[a b c] B[d]",
            change: { $0.insertItems(["c", "a"], beforeItem: "d") }, expected: "A[b] B[c a d]"),
        Case(
            name: "insertItems of an existing item next to the destination", initial: "A[a b c]",
            change: { $0.insertItems(["a"], afterItem: "b") }, expected: "A[b a c]"),
        Case(
            name: "sections and items may share identifiers", initial: "A[A B]", change: { $0.appendSections(["B"]) },
            expected: "A[A B] B[]"),
    ]

    @Test(arguments: cases)
    func operation(_ testCase: Case) {
        var snapshot = makeSnapshot(testCase.initial)
        testCase.change(&snapshot)
        expectEqual(render(snapshot), testCase.expected)
        checkLookups(snapshot)
    }

    @Test func lookupsOfMissingIdentifiersAreNil() {
        let snapshot = makeSnapshot("A[a b] B[c]")
        expectEqual(snapshot.indexOfItem("c"), 2)
        expectEqual(snapshot.indexOfItem("zz"), nil)
        expectEqual(snapshot.indexOfSection("Z"), nil)
        expectEqual(snapshot.sectionIdentifier(containingItem: "zz"), nil)
        expectEqual(snapshot.sectionIdentifier(containingItem: "c"), "B")
    }

    @Test func reloadAndReconfigureMarksKeepFirstOrderAndLeaveWithTheirIdentifiers() {
        var snapshot = makeSnapshot("A[a b c] B[d] C[e]")
        snapshot.reloadItems(["c", "a"])
        snapshot.reloadItems(["a", "d"])
        snapshot.reconfigureItems(["b", "e", "b"])
        snapshot.reloadSections(["C", "A", "C"])
        expectEqual(snapshot.reloadedItemIdentifiers, ["c", "a", "d"])
        expectEqual(snapshot.reconfiguredItemIdentifiers, ["b", "e"])
        expectEqual(snapshot.reloadedSectionIdentifiers, ["C", "A"])
        snapshot.deleteItems(["a"])
        snapshot.deleteSections(["C"])
        expectEqual(snapshot.reloadedItemIdentifiers, ["c", "d"])
        expectEqual(snapshot.reconfiguredItemIdentifiers, ["b"])
        expectEqual(snapshot.reloadedSectionIdentifiers, ["A"])
        snapshot.moveItem("c", beforeItem: "d")
        expectEqual(snapshot.reloadedItemIdentifiers, ["c", "d"])
        snapshot.deleteAllItems()
        #expect(
            snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reconfiguredItemIdentifiers.isEmpty
                && snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test func copiesAreIndependentIncludingTheirCachedIndices() {
        var first = makeSnapshot("A[a b] B[c d] C[e]")
        expectEqual(first.indexOfItem("e"), 4)  // fills the shared prefix sums
        var second = first
        second.appendItems(["x", "y"], toSection: "A")
        first.deleteItems(["a"])
        expectEqual(first.indexOfItem("e"), 3)
        expectEqual(second.indexOfItem("e"), 6)
        checkLookups(first)
        checkLookups(second)
    }

    @Test func indexOfItemStaysRightThroughInterleavedMutationsAndLookups() {
        var snapshot = TextSnapshot()
        snapshot.appendSections((0..<20).map { "S\($0)" })
        var rng = SplitMix64(seed: 7)
        for step in 0..<400 {
            let section = "S\(rng.int(0...19))"
            switch rng.int(0...3) {
            case 0, 1: snapshot.appendItems(["i\(step)"], toSection: section)
            case 2:
                if let victim = snapshot.itemIdentifiers(inSection: section).first { snapshot.deleteItems([victim]) }
            default:
                if let anchor = snapshot.itemIdentifiers(inSection: section).last {
                    snapshot.insertItems(["i\(step)"], beforeItem: anchor)
                }
            }
            if step % 17 == 0 { snapshot.moveSection("S\(rng.int(0...19))", afterSection: "S\(rng.int(0...19))") }
            if step % 7 == 0 { checkLookups(snapshot) }
            let probe = snapshot.itemIdentifiers
            if let item = probe.last { expectEqual(snapshot.indexOfItem(item), probe.count - 1) }
        }
        checkLookups(snapshot)
    }

    @Test func integerIdentifiers() {
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([10, 20])
        snapshot.appendItems(Array(0..<1000), toSection: 10)
        snapshot.appendItems(Array(1000..<1500), toSection: 20)
        snapshot.deleteItems(Array(stride(from: 0, to: 1000, by: 2)))
        expectEqual(snapshot.numberOfItems, 1000)
        expectEqual(snapshot.indexOfItem(1001), 501)
        expectEqual(snapshot.numberOfItems(inSection: 10), 500)
        checkLookups(snapshot)
    }

    // MARK: - Misuse, through the throwing twins

    @Test func misuseThrowsUIKitsMessageAndChangesNothing() {
        let original = makeSnapshot("A[a b] B[c]")
        func expectThrow(
            _ reason: String, sourceLocation: SourceLocation = #_sourceLocation,
            _ body: (inout TextSnapshot) throws -> Void
        ) {
            var snapshot = original
            #expect(throws: TableViewException(.internalInconsistency, reason), sourceLocation: sourceLocation) {
                try body(&snapshot)
            }
            expectEqual(render(snapshot), render(original), sourceLocation: sourceLocation)
            checkLookups(snapshot, sourceLocation: sourceLocation)
        }
        expectThrow("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x,\n    y\n)}") {
            try $0.checkedAppendItems(["x", "y", "x", "z", "y", "x"])
        }
        expectThrow("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}") {
            try $0.checkedInsertItems(["x", "x"], relativeTo: "a", after: false)
        }
        expectThrow("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    X\n)}") {
            try $0.checkedAppendSections(["X", "X"])
        }
        expectThrow("Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    X\n)}") {
            try $0.checkedInsertSections(["X", "X"], relativeTo: "A", after: true)
        }
        expectThrow(
            "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: B"
        ) {
            try $0.checkedAppendSections(["X", "B"])
        }
        expectThrow(
            "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n    A,\n    B\n)"
        ) {
            try $0.checkedAppendSections(["A", "B"])
        }
        expectThrow("Invalid parameter not satisfying: section != NSNotFound") {
            try $0.checkedInsertItems(["x"], relativeTo: "zz", after: false)
        }
        expectThrow("Invalid parameter not satisfying: section != NSNotFound") {
            try $0.checkedInsertItems(["x"], relativeTo: "zz", after: true)
        }
        expectThrow("Invalid parameter not satisfying: section != NSNotFound") {
            try $0.checkedAppendItems(["x"], toSection: "Z")
        }
        expectThrow("Invalid parameter not satisfying: insertIndex != NSNotFound") {
            try $0.checkedInsertSections(["X"], relativeTo: "Z", after: false)
        }
        expectThrow("Invalid parameter not satisfying: insertIndex != NSNotFound") {
            try $0.checkedInsertSections(["X"], relativeTo: "Z", after: true)
        }
        expectThrow("Invalid parameter not satisfying: fromIndex != NSNotFound") {
            try $0.checkedMoveItem("zz", relativeTo: "a", after: false)
        }
        expectThrow("Invalid parameter not satisfying: toIndex != NSNotFound") {
            try $0.checkedMoveItem("a", relativeTo: "zz", after: true)
        }
        expectThrow("Invalid parameter not satisfying: fromSection != NSNotFound") {
            try $0.checkedMoveSection("Z", relativeTo: "A", after: false)
        }
        expectThrow("Invalid parameter not satisfying: toSection != NSNotFound") {
            try $0.checkedMoveSection("A", relativeTo: "Z", after: true)
        }
        expectThrow(
            "Invalid update: destination for insertion operation [a] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate 0x0000000000000000 - action: INS>."
        ) {
            try $0.checkedInsertItems(["x", "a"], relativeTo: "a", after: false)
        }
        expectThrow(
            "Invalid update: destination for section operation [A] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x0000000000000000 - action: INS>."
        ) {
            try $0.checkedInsertSections(["A"], relativeTo: "A", after: true)
        }
        expectThrow("Attempted to reload item identifier that does not exist in the snapshot: zz") {
            try $0.checkedReloadItems(["a", "zz"])
        }
        expectThrow("Attempted to reconfigure item identifier that does not exist in the snapshot: zz") {
            try $0.checkedReconfigureItems(["zz"])
        }
        expectThrow("Invalid section identifier for reload specified: Z") {
            try $0.checkedReloadSections(["A", "Z"])
        }
        expectThrow("Invalid parameter not satisfying: section != NSNotFound") {
            _ = try $0.checkedNumberOfItems(inSection: "Z")
        }
        expectThrow("Invalid parameter not satisfying: section != NSNotFound") {
            _ = try $0.checkedItemIdentifiers(inSection: "Z")
        }
        var empty = TextSnapshot()
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "There are currently no sections in the data source. Please add a section first.")
        ) {
            try empty.checkedAppendItems(["x"])
        }
    }

    @Test func warningTextForExistingItems() {
        #expect(
            Messages.itemIdentifiersAlreadyExistWarning(["a"]).hasSuffix(
                "to catch this in the debugger. Item identifier that already exists: a"))
        #expect(
            Messages.itemIdentifiersAlreadyExistWarning(["a"]).hasPrefix(
                "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved"
            ))
        let plural = Messages.itemIdentifiersAlreadyExistWarning(["a", "b"])
        #expect(
            plural.hasPrefix(
                "Diffable data source detected an attempt to insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved"
            ))
        #expect(plural.hasSuffix("Item identifiers that already exist: (\n    a,\n    b\n)"))
    }
}
