import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

// UIKit behaviour of members that the library's own tests do not reach, checked in UIKit
// spellings through the shim (Compatibility/API.md names these tests in its "verified" column).
#if canImport(UIKit)
    import UIKit
#else
    import OpenTableViewShim
#endif

@MainActor
@Suite(.explorerPagesOnFailure) struct UIKitBehaviourTests {
    // MARK: Reloads

    /// Records display callbacks, in order (its own class: optional methods count only in the
    /// class that declares the conformance, see Porting.md).
    final class DisplayOrder: NSObject, UITableViewDataSource, UITableViewDelegate {
        let log = TableEventLog()
        func makeTable() -> UITableView {
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.rowHeight = 44
            tableView.dataSource = self
            tableView.delegate = self
            tableView.layoutIfNeeded()
            return tableView
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            log.record(.willDisplay(indexPath))
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        {
            log.record(.didEndDisplaying(indexPath))
        }
    }

    /// `reloadRows(at:with:)` "causes the table view to ask its data source for a new cell for
    /// that row. The table animates that new cell in as it animates the old row out" (Apple): the
    /// row shows another cell instance, and the old cell ends display at the old index path. A
    /// reloaded row is deselected.
    @Test func reloadGivesANewCellAndDeselects() throws {
        let rows = DisplayOrder()
        let tableView = rows.makeTable()
        let row = IndexPath(row: 2, section: 0)
        tableView.selectRow(at: row, animated: false, scrollPosition: .none)
        let old = try #require(tableView.cellForRow(at: row))
        rows.log.reset()
        tableView.reloadRows(at: [row], with: .automatic)
        tableView.layoutIfNeeded()
        let new = try #require(tableView.cellForRow(at: row))
        expectNotIdentical(new, old)
        expectEqual(new.textLabel?.text, "0.2")
        expectEqual(tableView.indexPathsForSelectedRows, nil)
        #if !canImport(UIKit)
            // Headless, the (instant) animation ends at once; on iOS didEndDisplaying comes later.
            expectEqual(rows.log.events, [.willDisplay([0, 2]), .didEndDisplaying([0, 2])])
        #endif
    }

    /// `reconfigureRows(at:)` keeps the cell ("preserving the existing cells", Apple); the
    /// diffable `reloadItems` replaces it as `reloadRows` does.
    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
            tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        tableView.layoutIfNeeded()
        let b = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let c = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(["b"])
        snapshot.reloadItems(["c"])
        dataSource.apply(snapshot, animatingDifferences: true)
        tableView.layoutIfNeeded()
        expectIdentical(tableView.cellForRow(at: IndexPath(row: 1, section: 0)), b)
        expectNotIdentical(tableView.cellForRow(at: IndexPath(row: 2, section: 0)), c)
        expectEqual(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "c")
    }

    /// Apple's `reloadItems(_:)` promises the item is reloaded; UIKit cannot reload and move one
    /// row in a batch, so a reloaded item that also moves is deleted and inserted: the cell
    /// provider is asked for it again and its row shows the new content, while the items that
    /// only move keep their cells. (With animations finishing at once the inserted row may get
    /// the deleted row's instance back, re-prepared: Porting.md, "Animations complete at once".)
    @Test func aReloadedItemThatMovesGetsANewCell() throws {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        var provided: [String] = []
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
            tableView, indexPath, item in
            provided.append(item)
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        tableView.layoutIfNeeded()
        let a = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        provided.removeAll()
        snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["c", "a", "b"])
        snapshot.reloadItems(["c"])
        dataSource.apply(snapshot, animatingDifferences: true)
        tableView.layoutIfNeeded()
        expectEqual(provided, ["c"])
        let reloaded = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        expectEqual(reloaded.textLabel?.text, "c")
        expectNotIdentical(reloaded, a)
        expectIdentical(tableView.cellForRow(at: IndexPath(row: 1, section: 0)), a)
    }

    /// "It adjusts offsets if the table shrinks as a result of the reload" (Apple, `reloadData()`):
    /// a table scrolled past the new end of its content comes back to the last screenful, with the
    /// insets, and shows the rows there. Content that does not shrink keeps its offset.
    @Test(arguments: [UIEdgeInsets.zero, UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)])
    func reloadDataClampsTheOffsetWhenTheContentShrinks(insets: UIEdgeInsets) {
        let rows = NumberedRows([100])
        let tableView = rows.makeTable()
        tableView.rowHeight = 44
        tableView.contentInset = insets
        tableView.contentOffset.y = 3000
        tableView.layoutIfNeeded()
        rows.rowCounts = [20]  // 880 points of content in a 480-point table
        tableView.reloadData()
        let last = 880 + insets.bottom - 480
        expectEqual(tableView.contentOffset.y, last)
        tableView.layoutIfNeeded()
        expectEqual(tableView.indexPathsForVisibleRows?.first, IndexPath(row: Int(last / 44), section: 0))
        expectEqual(tableView.indexPathsForVisibleRows?.last, IndexPath(row: 19, section: 0))
        rows.rowCounts = [2]  // shorter than the table: back to the top inset
        tableView.reloadData()
        expectEqual(tableView.contentOffset.y, -insets.top)
        tableView.layoutIfNeeded()
        expectEqual(tableView.indexPathsForVisibleRows, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        tableView.contentOffset.y = 150
        rows.rowCounts = [3]  // grows: the offset stays, even past the end
        tableView.reloadData()
        expectEqual(tableView.contentOffset.y, 150)
    }

    /// The same when the reload comes from a new data source at the next layout.
    @Test func newDataSourceClampsTheOffsetAtTheNextLayout() {
        let rows = NumberedRows([100])
        let tableView = rows.makeTable()
        tableView.contentOffset.y = 3000
        tableView.layoutIfNeeded()
        let fewer = NumberedRows([3])
        tableView.dataSource = fewer
        tableView.layoutIfNeeded()
        expectEqual(tableView.contentOffset.y, 0)
        expectEqual(tableView.indexPathsForVisibleRows?.count, 3)
        expectIdentical(tableView.dataSource, fewer)
        expectEqual(rows.rowCounts, [100])
    }

    /// A table with no height shows no rows, as a UIKit table view given no height asks for no
    /// cells: `indexPathsForVisibleRows` is "nil" when "no rows are visible" (Apple), even when the
    /// viewport's top lies inside a row.
    @Test func zeroHeightViewportShowsNoRows() {
        let rows = NumberedRows([10])
        let tableView = rows.makeTable()
        tableView.rowHeight = 44
        tableView.frame.size.height = 20
        tableView.contentOffset.y = 50  // inside row 1 (44–88)
        tableView.layoutIfNeeded()
        expectEqual(tableView.indexPathsForVisibleRows, [IndexPath(row: 1, section: 0)])
        tableView.frame.size.height = 0
        tableView.layoutIfNeeded()
        expectEqual(tableView.indexPathsForVisibleRows, nil)
        #expect(tableView.visibleCells.isEmpty)
        tableView.frame.size.height = 20
        tableView.layoutIfNeeded()
        expectEqual(tableView.indexPathsForVisibleRows, [IndexPath(row: 1, section: 0)])
    }

    @Test func indexPathForACellIsItsRowWhileVisible() throws {
        let rows = NumberedRows([30])
        let tableView = rows.makeTable()
        let cell = try #require(tableView.cellForRow(at: IndexPath(row: 4, section: 0)))
        expectEqual(tableView.indexPath(for: cell), IndexPath(row: 4, section: 0))
        expectEqual(tableView.indexPath(for: UITableViewCell(style: .default, reuseIdentifier: nil)), nil)
        tableView.setContentOffset(CGPoint(x: 0, y: 44 * 20), animated: false)
        tableView.layoutIfNeeded()
        // Scrolled away: the cell went back to the pool (or shows another row now).
        expectNotEqual(tableView.indexPath(for: cell), IndexPath(row: 4, section: 0))
        expectIdentical(tableView.dataSource, rows)
    }

    /// Notifications are delivered synchronously on the posting thread (the main thread here).
    final class PostCount: @unchecked Sendable {
        var value = 0
    }

    @Test func selectionDidChangeIsPostedForTapsOnly() {
        let rows = NumberedRows([5])
        let tableView = rows.makeTable()
        let posts = PostCount()
        let observer = NotificationCenter.default.addObserver(
            forName: UITableView.selectionDidChangeNotification, object: tableView, queue: nil
        ) { _ in posts.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        expectEqual(posts.value, 0)
        #if !canImport(UIKit)
            tableView.simulate.tapRow(at: IndexPath(row: 2, section: 0))
            expectEqual(posts.value, 1)
        #endif
        expectIdentical(tableView.dataSource, rows)
    }

    @Test func multipleSelectionDuringEditingKeepsEveryTappedRow() {
        let rows = NumberedRows([5])
        let tableView = rows.makeTable()
        tableView.allowsSelectionDuringEditing = true
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.setEditing(true, animated: false)
        User.tap(tableView, at: IndexPath(row: 3, section: 0))
        User.tap(tableView, at: IndexPath(row: 1, section: 0))
        expectEqual(
            tableView.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)])
        expectIdentical(tableView.dataSource, rows)
    }

    @Test func backgroundViewFillsTheTable() {
        let rows = NumberedRows([5])
        let tableView = rows.makeTable()
        let background = UIView()
        tableView.backgroundView = background
        tableView.layoutIfNeeded()
        expectIdentical(background.superview, tableView)
        expectEqual(background.frame.size, tableView.bounds.size)
        expectIdentical(tableView.dataSource, rows)
    }

    final class TitledFooters: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer" }
    }

    @Test func sectionFooterHeightSizesTitledFooters() {
        let source = TitledFooters()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.sectionFooterHeight = 40
        tableView.dataSource = source
        tableView.layoutIfNeeded()
        expectEqual(tableView.rectForFooter(inSection: 0), CGRect(x: 0, y: 88, width: 320, height: 40))
        expectEqual(tableView.footerView(forSection: 0)?.textLabel?.text, "Footer")
        expectIdentical(tableView.dataSource, source)
    }

    final class Estimates: NSObject, UITableViewDelegate {
        var askedHeights: [Int] = []
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 100 }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            askedHeights.append(indexPath.row)
            return 44
        }
    }

    @Test func estimatedHeightForRowAtDefersRealHeightsToRowsThatAppear() {
        let rows = NumberedRows([1_000])
        let estimates = Estimates()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = rows
        tableView.delegate = estimates
        tableView.layoutIfNeeded()
        // Eleven rows of 44 fill 480 points; the other 989 rows still count 100 each.
        expectEqual(tableView.indexPathsForVisibleRows?.count, 11)
        expectEqual(Set(estimates.askedHeights), Set(0..<11))
        expectEqual(tableView.contentSize.height, 99_384)  // 11 × 44 + 989 × 100
        expectIdentical(tableView.dataSource, rows)
    }

    @Test func appearanceDefaultsUseUIKitsTypes() {
        let tableView = UITableView(frame: .zero, style: .plain)
        let style: UITableViewCell.SeparatorStyle = tableView.separatorStyle
        expectEqual(style, .singleLine)
        expectEqual(tableView.separatorColor, UIColor.separator)
        expectEqual(tableView.separatorInset, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        expectEqual(
            [UITableView.RowAnimation.fade, .right, .left, .top, .bottom, .none, .middle, .automatic].map(\.rawValue),
            [0, 1, 2, 3, 4, 5, 6, 100])
        expectEqual(UITableView.automaticDimension, -1)
    }

    final class Screen: UIViewController {
        let log = TableEventLog()
        override func viewDidLoad() {
            super.viewDidLoad()
            log.record(.viewDidLoad)
        }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.record(.viewWillAppear(animated: animated))
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.record(.viewDidAppear(animated: animated))
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.record(.viewWillDisappear(animated: animated))
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            log.record(.viewDidDisappear(animated: animated))
        }
    }

    @Test func appearanceCallbacksComeInUIKitsOrder() {
        let screen = Screen(nibName: nil, bundle: nil)
        expectEqual(screen.viewIfLoaded, nil)
        #expect(!screen.isViewLoaded)
        screen.beginAppearanceTransition(true, animated: false)
        screen.endAppearanceTransition()
        expectNotEqual(screen.viewIfLoaded, nil)
        screen.beginAppearanceTransition(false, animated: false)
        screen.endAppearanceTransition()
        expectEqual(
            screen.log.events,
            [
                .viewDidLoad, .viewWillAppear(animated: false), .viewDidAppear(animated: false),
                .viewWillDisappear(animated: false), .viewDidDisappear(animated: false),
            ])
    }
    // MARK: Custom header and footer views

    /// A registered header class; it inherits the initializer, so it needs no `init` of its own.
    final class BadgeHeader: UITableViewHeaderFooterView {}

    final class CustomHeaders: NSObject, UITableViewDataSource, UITableViewDelegate {
        let log = TableEventLog()

        func numberOfSections(in tableView: UITableView) -> Int { 20 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 12 }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
            header?.textLabel?.text = "Section \(section)"
            return header
        }
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 12))
        }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            log.record(.willDisplayHeader(section))
        }
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            log.record(.didEndDisplayingHeader(section))
        }
        func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            log.record(.willDisplayFooter(section))
        }
        func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
            log.record(.didEndDisplayingFooter(section))
        }
    }

    @Test func customHeaderAndFooterViewsAreDisplayedAndReused() throws {
        let source = CustomHeaders()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.register(BadgeHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        tableView.dataSource = source
        tableView.delegate = source
        tableView.layoutIfNeeded()
        // Each section: 22 of padding, a 40-point header, three rows, a 12-point footer: 206.
        let header = try #require(tableView.headerView(forSection: 0))
        #expect(header is BadgeHeader)
        expectEqual(header.textLabel?.text, "Section 0")
        expectEqual(header.frame, CGRect(x: 0, y: 22, width: 320, height: 40))
        expectEqual(tableView.rectForFooter(inSection: 0), CGRect(x: 0, y: 194, width: 320, height: 12))
        // A footer that is not a UITableViewHeaderFooterView is shown but not returned.
        expectEqual(tableView.footerView(forSection: 0), nil)
        // Section 2's footer (naturally at 606) floats at the bottom of the viewport, so it shows too.
        // These six, each once, in any order.
        let firstEvents: [TableEvent] = [
            .willDisplayHeader(0), .willDisplayHeader(1), .willDisplayHeader(2),
            .willDisplayFooter(0), .willDisplayFooter(1), .willDisplayFooter(2),
        ]
        #expect(firstEvents.allSatisfy(source.log.events.contains))
        expectEqual(source.log.events.count, 6)

        var headers: Set<ObjectIdentifier> = [ObjectIdentifier(header)]
        for y in stride(from: 200, through: 3_600, by: 200) {
            tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
            tableView.layoutIfNeeded()
            for section in 0..<20 {
                if let view = tableView.headerView(forSection: section) {
                    headers.insert(ObjectIdentifier(view))
                    expectEqual(view.textLabel?.text, "Section \(section)")
                }
            }
        }
        // Headers that scrolled away were reused: a handful of instances for twenty sections.
        #expect(headers.count <= 5)
        let willDisplay = source.log.events(ofKind: .willDisplayHeader).count
        let didEnd = source.log.events(ofKind: .didEndDisplayingHeader).count
        let shown = (0..<20).filter { tableView.headerView(forSection: $0) != nil }.count
        expectEqual(willDisplay - didEnd, shown)
        #expect(source.log.events.contains(.didEndDisplayingFooter(0)))
        expectIdentical(tableView.dataSource, source)
    }

    @Test func aTableViewControllerWithoutANibManagesAPlainTable() {
        let controller = UITableViewController(nibName: nil, bundle: nil)
        expectEqual(controller.tableView.style, .plain)
        expectIdentical(controller.tableView.dataSource, controller)
    }

    // MARK: Editing and swipe actions

    /// Editable rows that delete through `commit`, with a custom delete title and rows that do not
    /// indent while editing.
    final class Chores: NSObject, UITableViewDataSource, UITableViewDelegate {
        var chores = ["Dishes", "Laundry", "Vacuum"]
        var flagged: [String] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { chores.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = chores[indexPath.row]
            return cell
        }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            chores.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .left)
        }
        func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
            -> String?
        {
            "Remove"
        }
        func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 0
        }
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] action, _, completion in
                self?.flagged.append(self?.chores[indexPath.row] ?? "?")
                completion(true)
            }
            flag.image = UIImage(systemName: "flag")
            return UISwipeActionsConfiguration(actions: [flag])
        }
    }

    func choresTable(_ source: Chores) -> UITableView {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = source
        tableView.delegate = source
        tableView.layoutIfNeeded()
        return tableView
    }

    @Test func theDeleteConfirmationTitleNamesTheStandardSwipeAction() {
        let source = Chores()
        let tableView = choresTable(source)
        expectEqual(User.swipe(tableView, at: IndexPath(row: 1, section: 0)), ["Remove"])
        User.tapSwipeAction(tableView, at: 0)
        expectEqual(source.chores, ["Dishes", "Vacuum"])
        expectEqual(tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["Dishes", "Vacuum"])
        expectIdentical(tableView.dataSource, source)
    }

    @Test func leadingActionsRunTheirHandler() {
        let source = Chores()
        let tableView = choresTable(source)
        expectEqual(User.swipe(tableView, at: IndexPath(row: 2, section: 0), from: .leading), ["Flag"])
        User.tapSwipeAction(tableView, at: 0)
        expectEqual(source.flagged, ["Vacuum"])
        expectEqual(source.chores.count, 3)
        expectIdentical(tableView.dataSource, source)
    }

    @Test func rowsThatShouldNotIndentKeepTheirContentInPlaceWhileEditing() throws {
        let source = Chores()
        let tableView = choresTable(source)
        tableView.setEditing(true, animated: false)
        tableView.layoutIfNeeded()
        let first = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        expectEqual(first.contentView.frame.minX, 0)
        #expect(second.contentView.frame.minX > 0)
        expectIdentical(tableView.dataSource, source)
    }

    @Test func contextualActionsKeepWhatTheyWereGiven() {
        var performed: [Bool] = []
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, completion in completion(true) }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in completion(false) }
        #expect(archive.style == .normal && delete.style == .destructive)
        expectEqual(archive.title, "Archive")
        expectEqual(archive.image, nil)
        archive.backgroundColor = .systemBlue
        expectEqual(archive.backgroundColor, .systemBlue)
        delete.handler(delete, UIView()) { performed.append($0) }
        expectEqual(performed, [false])
        let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
        expectEqual(configuration.actions.map(\.title), ["Delete", "Archive"])
        #expect(configuration.performsFirstActionWithFullSwipe)
        expectEqual(UIContextualAction.Style.destructive.rawValue, 1)
    }

    // MARK: View animations around a table

    /// A list whose titles the test changes, as a screen changes its model before an animated
    /// reload.
    final class Titles: NSObject, UITableViewDataSource {
        var titles = ["Apples", "Bread", "Cheese"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
    }

    /// `UIView.transition(with:duration:options:animations:completion:)` around `reloadData()` (a
    /// cross-dissolve of the whole table) and `UIView.performWithoutAnimation(_:)` around
    /// `reloadRows(at:with:)`: the changes in the blocks are made when the calls return, on iOS as
    /// headless (only the completion's timing differs, see Porting.md).
    @Test func transitionsAndNonAnimatedReloadsChangeTheRowsAtOnce() {
        let titles = Titles()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = titles
        tableView.layoutIfNeeded()
        titles.titles = ["Dates", "Eggs"]
        UIView.transition(
            with: tableView, duration: 0.3, options: .transitionCrossDissolve,
            animations: { tableView.reloadData() })
        tableView.layoutIfNeeded()
        expectEqual(tableView.numberOfRows(inSection: 0), 2)
        expectEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["Dates", "Eggs"])
        titles.titles[1] = "Figs"
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        }
        #expect(UIView.areAnimationsEnabled)
        tableView.layoutIfNeeded()
        expectEqual(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Figs")
    }
}
