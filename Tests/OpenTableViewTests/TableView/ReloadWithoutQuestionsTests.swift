import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@_spi(OpenTableViewInternals) @testable import OpenTableView

/// What a reload works out without asking: once the delegate is known to implement
/// neither a header's (or footer's) height nor its view and the data source leaves its title to the
/// default, and no recorder listens, a section's header and footer heights follow from the table's
/// properties; and a reload keeps its buffer of row heights for the next one, up to a limit.
@MainActor
@Suite(.explorerPagesOnFailure) struct ReloadWithoutQuestionsTests {
    /// Answers the structure and every row's height, and nothing about headers and footers.
    final class RowsOnly: TableViewDataSource, TableViewDelegate {
        let counts: [Int]
        init(counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            40 + CGFloat(indexPath.row % 3) * 2
        }
    }

    private func makeTable(_ answers: RowsOnly, style: TableView.Style, header: CGFloat, footer: CGFloat)
        -> TestTableView
    {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.sectionHeaderHeight = header
        table.sectionFooterHeight = footer
        table.attach(answers as TableViewDataSource)
        table.attach(answers as TableViewDelegate)
        return table
    }

    /// Every style, with the properties automatic, zero or set: the sections' geometry worked out
    /// without asking is the geometry of a table that asks each section (a recorder makes it ask, to
    /// tell of the title calls), and it is UIKit's for sections without views or titles: nothing in
    /// plain style; in grouped styles the property, or when automatic 17.5 points, but for the
    /// first section's header, which becomes the 35-point top padding instead.
    @Test(
        arguments: [TableView.Style.plain, .grouped, .insetGrouped],
        [(TableView.automaticDimension, TableView.automaticDimension), (0, 0), (28, 12)])
    func headersAndFootersWorkedOutWithoutAskingMatchTheTableThatAsks(
        style: TableView.Style, properties: (header: CGFloat, footer: CGFloat)
    ) {
        let answers = RowsOnly(counts: [3, 0, 5, 2, 1])
        let quiet = makeTable(answers, style: style, header: properties.header, footer: properties.footer)
        let asking = makeTable(answers, style: style, header: properties.header, footer: properties.footer)
        let recorder = TableCallRecorder(attachedTo: asking)
        quiet.layoutIfNeeded()
        asking.layoutIfNeeded()
        // The table that asks does ask: in plain style every section's titles, in order (in grouped
        // styles a set property is used without asking, and the layout pass asks visible sections).
        if style == .plain {
            let titles = recorder.log.events(ofKinds: [.titleForHeader, .titleForFooter])
            expectEqual(
                titles, answers.counts.indices.flatMap { [TableEvent.titleForHeader($0), .titleForFooter($0)] })
        }
        expectEqual(quiet.contentSize, asking.contentSize)
        for section in answers.counts.indices {
            expectEqual(quiet.rect(forSection: section), asking.rect(forSection: section), "section \(section)")
            expectEqual(quiet.rectForHeader(inSection: section), asking.rectForHeader(inSection: section))
            expectEqual(quiet.rectForFooter(inSection: section), asking.rectForFooter(inSection: section))
            let header = quiet.rectForHeader(inSection: section).height
            let footer = quiet.rectForFooter(inSection: section).height
            switch style {
            case .plain:
                #expect(header == 0 && footer == 0, "section \(section)")
            default:
                let automatic = properties.header < 0
                let expectedHeader: CGFloat =
                    automatic ? (section == 0 ? 0 : TableMetrics.groupedEmptyHeaderFooterHeight) : properties.header
                let expectedFooter: CGFloat =
                    properties.footer < 0 ? TableMetrics.groupedEmptyHeaderFooterHeight : properties.footer
                expectEqual(header, expectedHeader, "section \(section)")
                expectEqual(footer, expectedFooter, "section \(section)")
            }
        }
    }

    /// The reload's buffer of row heights (for the short sections' answers, `RowHeightChunk`) is
    /// kept for the next reload when it holds at most 32,768 heights, so reloads do not allocate
    /// and free it each time; a larger one is freed, and a table without `heightForRowAt` or without
    /// short sections keeps none.
    @Test func aReloadKeepsItsHeightBufferForTheNextUpToTheLimit() {
        let small = makeTable(RowsOnly(counts: Array(repeating: 10, count: 100)), style: .plain, header: -1, footer: -1)
        small.layoutIfNeeded()
        let kept = small.rowHeightScratch.keptCapacity
        #expect(kept >= 1_000 && kept <= RowHeightScratch.retainedCapacityLimit)
        small.reloadData()
        small.layoutIfNeeded()
        expectEqual(small.rowHeightScratch.keptCapacity, kept)

        let large = makeTable(
            RowsOnly(counts: Array(repeating: 10, count: 4_000)), style: .plain, header: -1, footer: -1)
        large.layoutIfNeeded()
        expectEqual(large.rowHeightScratch.keptCapacity, 0)
        expectEqual(large.numberOfRows(inSection: 3_999), 10)
        expectEqual(large.rectForRow(at: IndexPath(row: 9, section: 3_999)).maxY, large.contentSize.height)

        let long = makeTable(RowsOnly(counts: [3_000, 40, 33]), style: .plain, header: -1, footer: -1)
        long.layoutIfNeeded()
        expectEqual(long.rowHeightScratch.keptCapacity, 0)
        expectEqual(long.rectForRow(at: IndexPath(row: 32, section: 2)).maxY, long.contentSize.height)

        let uniform = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        uniform.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let answers = RowsOnly(counts: Array(repeating: 10, count: 100))
        uniform.attach(answers as TableViewDataSource)
        uniform.rowHeight = 44
        uniform.layoutIfNeeded()
        expectEqual(uniform.rowHeightScratch.keptCapacity, 0)
        expectEqual(uniform.contentSize.height, 44_000)
    }
}
