import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// Section headers and footers: heights per style, padding, floating (`Compatibility/Evidence.md` §1.2, §4, §4.1).
@MainActor
@Suite(.explorerPagesOnFailure) struct HeaderFooterTests {
    /// Plain, three sections of three 44-point rows, titled headers: 22 padding + 28 header each.
    func titledPlainTable(log: TableEventLog = TableEventLog()) -> (TestTableView, RecordingDataSource) {
        let (table, dataSource) = makeTable([3, 3, 3], log: log)
        dataSource.headerTitles = [0: "S0", 1: "S1", 2: "S2"]
        return (table, dataSource)
    }

    @Test func plainTitledHeadersGetDefaultHeightAndTopPadding() {
        let (table, _) = titledPlainTable()
        expectEqual(table.rect(forSection: 0), CGRect(x: 0, y: 0, width: 320, height: 182))
        expectEqual(table.rect(forSection: 1), CGRect(x: 0, y: 182, width: 320, height: 182))
        expectEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 204, width: 320, height: 28))
        expectEqual(table.rectForRow(at: path(1, 0)), CGRect(x: 0, y: 232, width: 320, height: 44))
        expectEqual(table.rectForFooter(inSection: 1), CGRect(x: 0, y: 364, width: 320, height: 0))
        expectEqual(table.contentSize.height, 546)
    }

    @Test func plainSectionsWithoutTitleOrViewHaveNoHeaderSpace() {
        let (table, _) = makeTable([2, 2])
        expectEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 88, width: 320, height: 0))
        expectEqual(table.rectForRow(at: path(1, 0)), CGRect(x: 0, y: 88, width: 320, height: 44))
        expectEqual(table.contentSize.height, 176)
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 0), nil)
    }

    @Test func explicitTopPaddingAndHeaderHeightAreHonoured() {
        let (table, _) = titledPlainTable()
        table.sectionHeaderTopPadding = 0
        table.sectionHeaderHeight = 40
        expectEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 172, width: 320, height: 40))
        expectEqual(table.contentSize.height, 516)
    }

    @Test func plainHeadersFloatAndArePushedUpByTheNextSection() {
        let log = TableEventLog()
        let (table, dataSource) = titledPlainTable(log: log)
        dataSource.recordsTitles = true
        let delegate = RecordingDelegate(log: log)
        table.attach(delegate)
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 22, width: 320, height: 28))
        expectEqual(table.headerView(forSection: 0)?.textLabel?.text, "S0")
        expectEqual(table.headerView(forSection: 1), nil)
        _ = log.take()

        table.contentOffset.y = 100
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 0)?.frame.minY, 100)
        expectEqual(table.headerView(forSection: 1)?.frame.minY, 204)
        // The natural rect does not move with the floating view.
        expectEqual(table.rectForHeader(inSection: 0).minY, 22)

        table.contentOffset.y = 170
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 0)?.frame.minY, 154)

        table.contentOffset.y = 210
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 0), nil)
        expectEqual(table.headerView(forSection: 1)?.frame.minY, 210)
        let headerEvents = log.take().filter { $0.kind.rawValue.contains("Header") }
        // Section 2 starts at 364, inside the viewport [210, 410): its header (386) appears too.
        expectEqual(
            headerEvents,
            [
                .titleForHeader(1), .willDisplayHeader(1), .didEndDisplayingHeader(0), .titleForHeader(2),
                .willDisplayHeader(2),
            ])
    }

    @Test func contentInsetMovesWherePlainHeadersPin() {
        let (table, _) = titledPlainTable()
        table.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
        table.contentOffset.y = 36
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 0)?.frame.minY, 100)
    }

    @Test func groupedSectionsGetUIKitGapsAndDoNotFloat() {
        let (table, _) = makeTable([2, 2], style: .grouped, size: CGSize(width: 320, height: 400))
        // 35 above the first (header-less) section, 17.5 footers and headers, 20 at the bottom.
        expectEqual(table.rect(forSection: 0), CGRect(x: 0, y: 35, width: 320, height: 105.5))
        expectEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 123, width: 320, height: 17.5))
        expectEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 140.5, width: 320, height: 17.5))
        expectEqual(table.rectForRow(at: path(1, 0)), CGRect(x: 0, y: 158, width: 320, height: 44))
        expectEqual(table.contentSize.height, 283.5)
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 1), nil)
    }

    @Test func groupedTitledHeadersDoNotFloat() {
        let (table, dataSource) = makeTable([10, 10], style: .grouped)
        dataSource.headerTitles = [0: "First", 1: "Second"]
        let line = Font.preferredFont(forTextStyle: .footnote).lineHeight
        expectEqual(table.rectForHeader(inSection: 0).height, 32 + line + 6)
        expectEqual(table.rectForHeader(inSection: 1).height, 17 + line + 6)
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 0), nil)
        let header = table.rectForHeader(inSection: 1)
        table.contentOffset.y = header.minY - 10
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 1)?.frame, header)
    }

    @Test func tableHeaderAndFooterViewsAreInTheContent() {
        let (table, _) = makeTable([3])
        let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        expectEqual(table.rectForRow(at: path(0, 0)).minY, 100)
        expectEqual(table.contentSize.height, 282)
        expectEqual(header.frame, CGRect(x: 0, y: 0, width: 320, height: 100))
        expectEqual(footer.frame, CGRect(x: 0, y: 232, width: 320, height: 50))
        expectEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 50)), nil)
    }

    @Test func delegateHeightsAndCustomViewsAreUsed() {
        let log = TableEventLog()
        let (table, _) = makeTable([2, 2], log: log)
        let delegate = RecordingHeightDelegate(log: log) { _ in 44 }
        delegate.headerHeight = { $0 == 0 ? 30 : 0 }
        delegate.footerHeight = { _ in 10 }
        table.attach(delegate)
        expectEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 22, width: 320, height: 30))
        expectEqual(table.rectForFooter(inSection: 0), CGRect(x: 0, y: 140, width: 320, height: 10))
        expectEqual(table.rectForHeader(inSection: 1), CGRect(x: 0, y: 150, width: 320, height: 0))
        expectEqual(table.contentSize.height, 248)
    }

    /// A data source that keeps the protocol's default for header titles and implements footer
    /// titles (a title for odd sections).
    final class FooterTitles: TableViewDataSource {
        let counts: [Int]
        var footerTitleCalls = 0
        init(counts: [Int]) { self.counts = counts }
        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            footerTitleCalls += 1
            return section % 2 == 1 ? "F\(section)" : nil
        }
    }

    /// The same data source, implementing header titles that are all `nil`.
    final class NilHeaderTitles: TableViewDataSource {
        let base: FooterTitles
        init(_ base: FooterTitles) { self.base = base }
        func numberOfSections(in tableView: TableView) -> Int { base.numberOfSections(in: tableView) }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            base.tableView(tableView, numberOfRowsInSection: section)
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            base.tableView(tableView, cellForRowAt: indexPath)
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            base.tableView(tableView, titleForFooterInSection: section)
        }
    }

    /// A reload asks the data source for each section's titles. Once the first header answer came
    /// from the protocol's default (the method is not implemented, as UIKit's `respondsToSelector:`
    /// would say), the later sections' header titles are not asked, as they cannot be anything but
    /// `nil`; the footer titles, implemented, are asked for every section. Nothing a
    /// port sees differs from a data source that implements header titles and answers `nil`: the
    /// same heights in both styles, and a recorder sees the same calls.
    @Test(arguments: [TableView.Style.plain, .grouped, .insetGrouped])
    func defaultTitlesAreRecordedButAskedOnceAReload(style: TableView.Style) {
        let counts = [2, 0, 3, 1, 2, 2, 0, 1]
        func makeTitled(_ dataSource: TableViewDataSource) -> (TestTableView, TableCallRecorder) {
            let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
            table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            table.rowHeight = 44
            table.attach(dataSource)
            let recorder = TableCallRecorder(attachedTo: table)
            table.layoutIfNeeded()
            return (table, recorder)
        }
        let defaults = FooterTitles(counts: counts)
        let (table, recorder) = makeTitled(defaults)
        let implemented = FooterTitles(counts: counts)
        let (reference, referenceRecorder) = makeTitled(NilHeaderTitles(implemented))
        for pass in 0..<3 {
            expectEqual(recorder.events, referenceRecorder.events, "\(style) pass \(pass)")
            expectEqual(defaults.footerTitleCalls, implemented.footerTitleCalls)
            for section in counts.indices {
                expectEqual(table.rectForHeader(inSection: section), reference.rectForHeader(inSection: section))
                expectEqual(table.rectForFooter(inSection: section), reference.rectForFooter(inSection: section))
            }
            expectEqual(table.contentSize, reference.contentSize)
            // Titled footers have room, untitled ones (plain) none.
            if style == .plain {
                expectEqual(table.rectForFooter(inSection: 3).height, 28)
                expectEqual(table.rectForFooter(inSection: 2).height, 0)
            }
            recorder.reset()
            referenceRecorder.reset()
            // The reload alone (a query builds the model; no layout asks for title views): every
            // section's titles are recorded, the footer's asked every time, the header's default
            // called for the first section only.
            let footerCalls = defaults.footerTitleCalls
            let defaultCalls = table.delegateImplementations.defaultCalls
            table.reloadData()
            _ = table.rect(forSection: 0)
            expectEqual(table.delegateImplementations.defaultCalls, defaultCalls + 1, "\(style) pass \(pass)")
            expectEqual(defaults.footerTitleCalls, footerCalls + counts.count)
            expectEqual(recorder.events(ofKind: .titleForHeader), counts.indices.map { .titleForHeader($0) })
            expectEqual(recorder.events(ofKind: .titleForFooter), counts.indices.map { .titleForFooter($0) })
            let referenceDefaultCalls = reference.delegateImplementations.defaultCalls
            reference.reloadData()
            _ = reference.rect(forSection: 0)
            expectEqual(reference.delegateImplementations.defaultCalls, referenceDefaultCalls)
            table.layoutIfNeeded()
            reference.layoutIfNeeded()
        }
    }

    /// A data source that leaves the titles to the protocol's default.
    final class NoTitles: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func numberOfSections(in tableView: TableView) -> Int { 3 }
    }

    /// A delegate whose own header height and view ask the data source for the section's title,
    /// as header code often does, here of a data source that leaves titles to the default.
    final class TitleReadingDelegate: TableViewDelegate {
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
            tableView.dataSource?.tableView(tableView, titleForHeaderInSection: section) == nil ? 40 : 60
        }
        func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
            let view = TableViewHeaderFooterView(reuseIdentifier: nil)
            view.accessibilityLabel =
                tableView.dataSource?.tableView(tableView, titleForHeaderInSection: section) ?? "S\(section)"
            return view
        }
    }

    /// The title's default, run from inside the delegate's own header methods, is not taken for
    /// those methods' defaults: the delegate's heights and views are used. (The table tells a
    /// default from an implementation by a note the default leaves; the titles leave theirs apart.)
    @Test func aDefaultTitleAskedInsideTheDelegatesHeaderMethodsLeavesThemImplemented() {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        table.attach(NoTitles() as TableViewDataSource)
        table.attach(TitleReadingDelegate() as TableViewDelegate)
        table.layoutIfNeeded()
        for section in 0..<3 {
            expectEqual(table.rectForHeader(inSection: section).height, 40, "section \(section)")
        }
        expectEqual(table.contentSize.height, 450, "three sections of 22 + 40 + 88")
        expectEqual(table.headerView(forSection: 0)?.accessibilityLabel, "S0")
    }
}
