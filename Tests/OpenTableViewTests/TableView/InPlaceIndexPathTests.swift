import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// The index paths a `reloadData` hands `heightForRowAt` are written in place
/// (`IndexPath+InPlaceElements.swift`): what a delegate receives and keeps must be, in
/// every way it can observe, the index path `IndexPath(row:section:)` makes.
@MainActor
@Suite(.explorerPagesOnFailure) struct InPlaceIndexPathTests {
    /// Keeps every index path `heightForRowAt` receives, as a delegate that caches by index path
    /// would.
    private final class KeepingDelegate: TableViewDelegate {
        var received: [IndexPath] = []
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            received.append(indexPath)
            return 44
        }
    }

    @Test func foundationsTwoElementLayoutIsTheOneTheReloadWritesInPlace() {
        // On this Foundation the fast path is taken; were it not, the reload would use
        // Foundation's setters and this test would say so rather than the benchmarks.
        #expect(InPlaceIndexPathLayout.hasWordPairLayout)
    }

    @Test(arguments: [(0, 0), (3, 7), (0, 1), (1, 0), (12_345, 2_047), (Int.max, Int.max - 1)])
    func settingAnElementInPlaceGivesFoundationsOwnValue(section: Int, row: Int) {
        var inPlace = IndexPath(row: 99, section: 98)
        inPlace.setRowOfPair(row)
        inPlace.setSectionOfPair(section)
        var bySetter = IndexPath(row: 99, section: 98)
        bySetter[1] = row
        bySetter[0] = section
        let made = IndexPath(row: row, section: section)
        for other in [bySetter, made] {
            expectEqual(inPlace, other)
            expectEqual(inPlace.hashValue, other.hashValue)
            expectEqual(inPlace.count, 2)
            expectEqual(Array(inPlace), [section, row])
            expectEqual(inPlace.description, other.description)
            expectEqual(inPlace.compare(other), .orderedSame)
        }
        // Still a two-element index path Foundation can grow and shrink.
        expectEqual(inPlace.appending(5), IndexPath(indexes: [section, row, 5]))
        expectEqual(inPlace.dropLast(), IndexPath(index: section))
    }

    @Test func theDelegateKeepsEveryIndexPathItWasGivenUnchanged() {
        // Long and short sections (the two per-row loops) and an empty one between them.
        let counts = [2_100, 3, 0, 32, 33]
        let (table, _) = makeTable(counts, rowHeight: nil)
        let delegate = KeepingDelegate()
        table.attach(delegate)
        table.reloadData()
        _ = table.numberOfSections
        let expected = counts.enumerated().flatMap { section, rows in
            (0..<rows).map { IndexPath(row: $0, section: section) }
        }
        expectEqual(delegate.received, expected)
        // Each kept value is intact after the loop wrote later rows into its own index path, and
        // works as a dictionary key alongside Foundation's values.
        let byPath = Dictionary(uniqueKeysWithValues: delegate.received.enumerated().map { ($1, $0) })
        for (offset, indexPath) in expected.enumerated() {
            expectEqual(byPath[indexPath], offset)
        }
        expectEqual(delegate.received.map(\.section), expected.map(\.section))
        expectEqual(delegate.received.map(\.row), expected.map(\.row))
    }
}
