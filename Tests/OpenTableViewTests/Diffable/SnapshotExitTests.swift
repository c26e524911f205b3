import Foundation
import Testing

@testable import OpenTableView

/// The snapshot's traps, each in a child process (see `ExitTests`), with UIKit's console line.
extension ExitTests {
    static func consoleLine(_ reason: String) -> String {
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(reason)'"
    }

    static func standardError(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func snapshotDuplicateItemIdentifiersTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.appendItems(["x", "y", "x"])
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine(
                    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    x\n)}")))
    }

    @Test func snapshotDuplicateSectionIdentifiersTrap() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = TextSnapshot()
            snapshot.appendSections(["A", "B", "A"])
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine(
                    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    A\n)}")))
    }

    @Test func snapshotAppendingAnExistingSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.appendSections(["A"])
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine(
                    "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A"
                )))
    }

    @Test func snapshotInsertingAnExistingSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a] B[]")
            snapshot.insertSections(["B"], beforeSection: "A")
        }
        #expect(Self.standardError(result).contains("Section identifier that already exists: B'"))
    }

    @Test func snapshotInsertItemsBeforeAnUnknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.insertItems(["x"], beforeItem: "zz")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: section != NSNotFound")))
    }

    @Test func snapshotInsertItemsAfterAnUnknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.insertItems(["x"], afterItem: "zz")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: section != NSNotFound")))
    }

    @Test func snapshotInsertItemsRelativeToAnInsertedItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.insertItems(["a"], afterItem: "a")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine(
                    "Invalid update: destination for insertion operation [a] is in the insertion identifier list for update: <_UIDiffableDataSourceUpdate 0x0000000000000000 - action: INS>."
                )))
    }

    @Test func snapshotInsertSectionsBeforeAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.insertSections(["X"], beforeSection: "Z")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: insertIndex != NSNotFound")))
    }

    @Test func snapshotInsertSectionsAfterAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.insertSections(["X"], afterSection: "Z")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: insertIndex != NSNotFound")))
    }

    @Test func snapshotInsertSectionsRelativeToAnInsertedSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.insertSections(["X", "Y"], beforeSection: "Y")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine(
                    "Invalid update: destination for section operation [Y] is in the inserted section list for update: <_UIDiffableDataSourceUpdate 0x0000000000000000 - action: INS>."
                )))
    }

    @Test func snapshotMoveOfAnUnknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.moveItem("zz", beforeItem: "a")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: fromIndex != NSNotFound")))
    }

    @Test func snapshotMoveAfterAnUnknownItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.moveItem("a", afterItem: "zz")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: toIndex != NSNotFound")))
    }

    @Test func snapshotMoveOfAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.moveSection("Z", afterSection: "A")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: fromSection != NSNotFound")))
    }

    @Test func snapshotMoveBeforeAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.moveSection("A", beforeSection: "Z")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: toSection != NSNotFound")))
    }

    @Test func snapshotNumberOfItemsInAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = makeSnapshot("A[a]").numberOfItems(inSection: "Z")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: section != NSNotFound")))
    }

    @Test func snapshotItemIdentifiersInAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = makeSnapshot("A[a]").itemIdentifiers(inSection: "Z")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: section != NSNotFound")))
    }

    @Test func snapshotAppendItemsWithoutSectionsTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = TextSnapshot()
            snapshot.appendItems(["x"])
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("There are currently no sections in the data source. Please add a section first.")))
    }

    @Test func snapshotAppendItemsToAnUnknownSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.appendItems(["x"], toSection: "Z")
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Invalid parameter not satisfying: section != NSNotFound")))
    }

    @Test func snapshotReloadOfAMissingItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.reloadItems(["zz"])
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Attempted to reload item identifier that does not exist in the snapshot: zz")))
    }

    @Test func snapshotReconfigureOfAMissingItemTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.reconfigureItems(["zz"])
        }
        #expect(
            Self.standardError(result).contains(
                Self.consoleLine("Attempted to reconfigure item identifier that does not exist in the snapshot: zz")))
    }

    @Test func snapshotReloadOfAMissingSectionTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a]")
            snapshot.reloadSections(["Z"])
        }
        #expect(
            Self.standardError(result).contains(Self.consoleLine("Invalid section identifier for reload specified: Z")))
    }

    @Test func snapshotTrapOnTheMainActorCallsWillRaise() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                TableViewExceptionHandling.willRaise = { exception in
                    FileHandle.standardError.write(Data("willRaise: \(exception.reason)\n".utf8))
                }
                var snapshot = makeSnapshot("A[a]")
                snapshot.reloadSections(["Z"])
            }
        }
        let output = Self.standardError(result)
        #expect(output.contains("willRaise: Invalid section identifier for reload specified: Z\n"))
        #expect(output.contains(Self.consoleLine("Invalid section identifier for reload specified: Z")))
    }

    @Test func snapshotAppendingExistingItemsWarnsAndMoves() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            var snapshot = makeSnapshot("A[a b] B[c]")
            snapshot.appendItems(["a"], toSection: "B")
            snapshot.insertItems(["c", "b"], beforeItem: "a")
            if render(snapshot) != "A[] B[c b a]" { exit(2) }
        }
        let output = Self.standardError(result)
        #expect(
            output.contains(
                "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in the snapshot. The existing item identifier will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifier that already exists: a\n"
            ))
        #expect(
            output.contains(
                "Diffable data source detected an attempt to insert or append 2 item identifiers that already exist in the snapshot. The existing item identifiers will be moved into place instead, but this operation will be more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. Item identifiers that already exist: (\n    c,\n    b\n)\n"
            ))
    }
}
