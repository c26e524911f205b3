// One test per behaviour Compatibility/Porting.md lists as a difference from UIKit or as a choice
// where UIKit's behaviour is uncertain, so that the guide cannot drift from the code. These pin
// OpenTableView's behaviour; on iOS several of them would (by definition) fail, so the file is
// Linux-only.
#if !canImport(UIKit)
import OpenTableViewShim
import Testing

@MainActor
@Suite struct KnownDifferencesTests {
    // MARK: Animations

    final class ScrollRecorder: NSObject, UITableViewDelegate {
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("didScroll") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    }

    @Test func animatedScrollsCompleteAtOnce() {
        let rows = NumberedRows([100])
        let tableView = rows.makeTable()
        let recorder = ScrollRecorder()
        tableView.delegate = recorder
        tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        #expect(tableView.contentOffset.y == 2200)
        #expect(recorder.events == ["didScroll", "didEndScrollingAnimation"])
        tableView.layoutIfNeeded()
        #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
        #expect(tableView.dataSource === rows)
    }

    // MARK: Styles

    @Test func insetGroupedIsLaidOutLikeGrouped() {
        let rows = NumberedRows([3, 2], headerTitles: ["One", "Two"])
        let grouped = rows.makeTable(style: .grouped)
        let insetGrouped = rows.makeTable(style: .insetGrouped)
        #expect(insetGrouped.style == .insetGrouped)
        for section in 0..<2 {
            #expect(insetGrouped.rect(forSection: section) == grouped.rect(forSection: section))
            #expect(insetGrouped.rectForHeader(inSection: section) == grouped.rectForHeader(inSection: section))
        }
        #expect(insetGrouped.visibleCells.map(\.frame) == grouped.visibleCells.map(\.frame))
        #expect(insetGrouped.visibleCells.allSatisfy { $0.frame.minX == 0 && $0.frame.width == 320 })
        #expect(grouped.dataSource === rows && insetGrouped.dataSource === rows)
    }

    // MARK: Heights

    final class CountingHeights: NSObject, UITableViewDelegate {
        var asked = 0
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            asked += 1
            return 50
        }
    }

    @Test func heightForRowAtIsAskedForEveryRowAtReloadUnlessEstimating() {
        let rows = NumberedRows([1_000])
        let tableView = rows.makeTable()
        let heights = CountingHeights()
        tableView.delegate = heights
        tableView.reloadData()
        #expect(heights.asked == 1_000)
        #expect(tableView.contentSize.height == 50_000)

        heights.asked = 0
        tableView.estimatedRowHeight = 44
        tableView.reloadData()
        tableView.layoutIfNeeded()
        #expect(heights.asked > 0 && heights.asked < 20)
        #expect(tableView.dataSource === rows)
    }

    final class ZeroGroupedHeaders: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 0 }
    }

    @Test func groupedHeaderHeightZeroMeansZero() {
        let rows = NumberedRows([2, 2], headerTitles: ["One", "Two"])
        let tableView = rows.makeTable(style: .grouped)
        let zero = ZeroGroupedHeaders()
        tableView.delegate = zero
        tableView.reloadData()
        #expect(tableView.rectForHeader(inSection: 1).height == 0)
        // Without a first header, the grouped table's 35-point top padding applies.
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
        #expect(tableView.delegate === zero && tableView.dataSource === rows)
    }

    final class EstimatedHeaders: NSObject, UITableViewDelegate {
        func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 100 }
    }

    @Test func headersAreResolvedExactlyAndTheirEstimatesAreUnused() {
        let rows = NumberedRows([2], headerTitles: ["Title"])
        let tableView = rows.makeTable()
        let estimates = EstimatedHeaders()
        tableView.delegate = estimates
        tableView.estimatedSectionHeaderHeight = 60
        tableView.reloadData()
        #expect(tableView.rectForHeader(inSection: 0).height == 28)
        #expect(tableView.contentSize.height == 138) // 22 of padding + 28 + two rows of 44
        #expect(tableView.delegate === estimates && tableView.dataSource === rows)
    }

    // MARK: Selection

    final class SelectionRecorder: NSObject, UITableViewDelegate {
        var events: [String] = []
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("willSelect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            events.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            events.append("didSelect \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            events.append("didDeselect \(indexPath.row)")
        }
    }

    @Test func tappingAnotherRowAsksTheNewRowFirst() {
        let rows = NumberedRows([5])
        let tableView = rows.makeTable()
        let recorder = SelectionRecorder()
        tableView.delegate = recorder
        tableView.tapRow(at: IndexPath(row: 0, section: 0))
        recorder.events.removeAll()
        tableView.tapRow(at: IndexPath(row: 3, section: 0))
        #expect(recorder.events == ["willSelect 3", "willDeselect 0", "didDeselect 0", "didSelect 3"])
        #expect(tableView.dataSource === rows)
    }

    @Test func selectRowValidatesTheIndexPathEvenWithoutScrolling() {
        let rows = NumberedRows([3])
        let tableView = rows.makeTable()
        #expect(throws: TableViewException(.range,
            "Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 rows in section 0.")) {
            try tableView.checked.selectRow(at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
        }
        #expect(tableView.indexPathForSelectedRow == nil)
        #expect(tableView.dataSource === rows)
    }

    @Test func reloadDataClearsTheSelection() {
        let rows = NumberedRows([3])
        let tableView = rows.makeTable()
        tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        tableView.reloadData()
        #expect(tableView.indexPathsForSelectedRows == nil)
        #expect(tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.dataSource === rows)
    }

    // MARK: Scrolling

    @Test func scrollToTopKeepsTheRowBelowItsPinnedHeader() {
        let rows = NumberedRows([20, 20], headerTitles: ["One", "Two"])
        let tableView = rows.makeTable()
        for row in [0, 5, 8] {
            let indexPath = IndexPath(row: row, section: 1)
            tableView.scrollToRow(at: indexPath, at: .top, animated: false)
            tableView.layoutIfNeeded()
            #expect(tableView.rectForRow(at: indexPath).minY - tableView.contentOffset.y == 28, "row \(row)")
            #expect(tableView.headerView(forSection: 1)?.frame.minY == tableView.contentOffset.y)
        }
        #expect(tableView.dataSource === rows)
    }

    // MARK: Messages

    @Test func messagesOmitTheTableViewSuffixAndUseAFixedAddress() {
        let rows = NumberedRows([3])
        let tableView = rows.makeTable()
        #expect(throws: TableViewException(.internalInconsistency,
            "request for rect at invalid index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 5})")) {
            _ = try tableView.checked.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 5, section: 0))
        }
        #expect(tableView.dataSource === rows)
    }

    // MARK: Protocols

    /// A conforming class without `titleForHeaderInSection`...
    class PlainSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    /// ...and a subclass that adds it: the table never sees it (static dispatch).
    final class TitledSource: PlainSource {
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Never shown" }
    }

    @Test func aSubclassOfAConformingClassCannotAddOptionalMethods() {
        let source = TitledSource()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = source
        tableView.layoutIfNeeded()
        #expect(tableView.rectForHeader(inSection: 0).height == 0)
        #expect(tableView.headerView(forSection: 0) == nil)
        #expect(tableView.dataSource === source)
    }

    // MARK: Controllers

    @Test func aViewControllerWithANibNameTraps() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UIViewController(nibName: "Main", bundle: nil) }
        }
    }
}
#endif
