import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// What a table learns about whether its data source and delegate implement an optional method is
/// kept in the table (`Protocols/DelegateImplementations.swift`), not in the process: a default
/// that runs for one table is not taken by another table for its own delegate's.
@MainActor
@Suite(.explorerPagesOnFailure) struct PerTableDefaultCallsTests {
    final class Source: NSObject, TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    /// Implements nothing: every optional call is the protocol's default.
    final class Silent: NSObject, TableViewDelegate {}

    /// Implements the row height, which asks the other table's heights from inside: the default
    /// that answers there counts for the other table only.
    final class Fixed: NSObject, TableViewDelegate {
        weak var other: TableView?
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            if let other { _ = other.delegate?.tableView(other, heightForRowAt: indexPath) }
            return 30
        }
    }

    static func makeTable(_ delegate: TableViewDelegate, _ source: Source) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        table.delegate = delegate
        return table
    }

    @Test func aDefaultThatRanForAnotherTableDoesNotMakeThisDelegateLookSilent() {
        let source = Source()
        let silent = Silent()
        let fixed = Fixed()
        let quiet = Self.makeTable(silent, source)
        let table = Self.makeTable(fixed, source)
        fixed.other = quiet
        quiet.layoutIfNeeded()
        let quietDefaults = quiet.delegateImplementations.defaultCalls
        #expect(quietDefaults > 0)
        table.layoutIfNeeded()
        // The fixed delegate's heights are its own: rows of 30 points, not the automatic estimate.
        expectEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 90, width: 320, height: 30))
        expectEqual(table.contentSize.height, 600)
        // The defaults it called inside counted for the table they were called for.
        #expect(quiet.delegateImplementations.defaultCalls > quietDefaults)
    }
}
