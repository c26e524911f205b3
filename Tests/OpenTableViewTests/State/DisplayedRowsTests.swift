import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// ``DisplayedRows``: the visible-cell array plus the global index of its first element.
@MainActor
@Suite(.explorerPagesOnFailure) struct DisplayedRowsTests {
    private func cells(_ count: Int) -> [TableViewCell] {
        (0..<count).map { _ in TableViewCell(style: .default, reuseIdentifier: nil) }
    }

    @Test func lookupsAreArithmeticOnTheFirstGlobalIndex() {
        var rows = DisplayedRows()
        #expect(rows.isEmpty && rows.lastGlobal == nil && rows.globalRange == 0..<0)
        let made = cells(3)
        rows.replace(with: made, first: 10)
        expectEqual(rows.globalRange, 10..<13)
        expectEqual(rows.lastGlobal, 12)
        expectIdentical(rows.cell(atGlobal: 11), made[1])
        #expect(rows.cell(atGlobal: 9) == nil && rows.cell(atGlobal: 13) == nil)
        expectEqual(rows.global(of: made[2]), 12)
        expectEqual(rows.global(of: TableViewCell(style: .default, reuseIdentifier: nil)), nil)
        expectEqual(
            rows.byGlobalRow().mapValues(ObjectIdentifier.init),
            [
                10: ObjectIdentifier(made[0]), 11: ObjectIdentifier(made[1]), 12: ObjectIdentifier(made[2]),
            ])
    }

    /// A scroll step trims and extends the ends; the first global index follows.
    @Test func trimmingAndExtendingTheEndsKeepsTheIndices() {
        var rows = DisplayedRows()
        let made = cells(6)
        rows.replace(with: Array(made[1...3]), first: 21)  // rows 21–23
        rows.removeFirst(1)  // 22–23
        expectEqual(rows.globalRange, 22..<24)
        rows.prepend([made[0]])  // 21–23
        #expect(rows.globalRange == 21..<24 && rows.cell(atGlobal: 21) === made[0])
        rows.removeLast(from: 2)  // 21–22
        rows.append([made[4], made[5]])  // 21–24
        expectEqual(rows.globalRange, 21..<25)
        expectEqual(
            rows.cells.map(ObjectIdentifier.init), [made[0], made[2], made[4], made[5]].map(ObjectIdentifier.init))
        rows.replaceCell(atGlobal: 22, with: made[3])
        expectIdentical(rows.cell(atGlobal: 22), made[3])
        rows.removeAll()
        #expect(rows.isEmpty && rows.globalRange == 0..<0)
    }

    /// A jump hands its new cells over and gets the emptied array back to fill next time.
    @Test func replacingBySwappingHandsBackTheOldArray() {
        var rows = DisplayedRows()
        let made = cells(4)
        rows.replace(with: Array(made[0...1]), first: 7)
        rows.removeAll()
        var entering = Array(made[2...3])
        rows.replace(swapping: &entering, first: 40)
        #expect(rows.globalRange == 40..<42 && rows.cell(atGlobal: 41) === made[3])
        #expect(entering.isEmpty && entering.capacity >= 2)
    }
}
