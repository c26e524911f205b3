import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// ``HeaderFooterDisplay``: what is on screen per kind, and what an update forgets.
@MainActor
@Suite(.explorerPagesOnFailure) struct HeaderFooterDisplayTests {
    @Test func eachKindHasItsOwnViewsAndSpaceOnlySections() {
        var display = HeaderFooterDisplay()
        #expect(display.isEmpty)
        let view = View(frame: .zero)
        display.views[.footer][3] = view
        display.spaceOnly[.header].insert(1)
        #expect(display.views.header.isEmpty)
        expectIdentical(display.views[.footer][3], view)
        #expect(display.spaceOnly.header == [1] && display.spaceOnly.footer.isEmpty)
        #expect(!display.isEmpty)
        display.forgetSpaceOnlySections()
        #expect(display.spaceOnly.header.isEmpty)
        expectEqual(display.views.footer.count, 1)
        display.views[.footer].removeAll()
        #expect(display.isEmpty)
    }

    /// The table keeps a header's view and a footer's view of the same section apart, and ends
    /// display of both on reload: headers first, then footers.
    @Test func aReloadEndsHeadersThenFooters() {
        let log = TableEventLog()
        let (table, dataSource) = makeTable([1, 1], size: CGSize(width: 320, height: 400), log: log)
        dataSource.headerTitles = [0: "A", 1: "B"]
        dataSource.footerTitles = [0: "a", 1: "b"]
        table.attach(RecordingDelegate(log: log))
        table.reloadData()
        table.layoutIfNeeded()
        expectEqual(table.headerView(forSection: 0)?.textLabel?.text, "A")
        expectEqual(table.footerView(forSection: 0)?.textLabel?.text, "a")
        _ = log.take()
        table.reloadData()
        let ended = log.take().filter { [.didEndDisplayingHeader, .didEndDisplayingFooter].contains($0.kind) }
        expectEqual(
            ended,
            [
                .didEndDisplayingHeader(0), .didEndDisplayingHeader(1), .didEndDisplayingFooter(0),
                .didEndDisplayingFooter(1),
            ])
    }
}
