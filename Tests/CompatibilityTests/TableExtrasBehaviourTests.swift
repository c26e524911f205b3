// The table extras as iOS code uses them, in UIKit's spelling: pull to refresh, primary actions,
// cell state transitions, row actions, self-sizing invalidation, the section index and a reorder's
// uncommitted state. Porting.md cites these tests for the behaviours it describes. They drive
// the table with OpenTableView's simulations, so the file is Linux-only.
#if !canImport(UIKit)
    import OpenTableViewShim
    import OpenTableViewTesting
    import Testing
    import TestSupport

    /// A feed that reloads on a pull and tells its controller when a row is opened.
    @MainActor
    final class PullToRefreshFeed: UITableViewController {
        var items = ["Older"]
        var opened: [IndexPath] = []
        var calls: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let refreshControl = UIRefreshControl()
            refreshControl.addAction(
                UIAction { [unowned self] _ in
                    calls.append("valueChanged")
                    items.insert("Newer", at: 0)
                    tableView.reloadData()
                    self.refreshControl?.endRefreshing()
                }, for: .valueChanged)
            self.refreshControl = refreshControl
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
            opened.append(indexPath)
        }
        override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            calls.append("inset \(scrollView.adjustedContentInset.top)")
        }
    }

    /// A cell that logs its state transitions.
    final class TransitionLoggingCell: UITableViewCell {
        var transitions: [String] = []
        override func willTransition(to state: UITableViewCell.StateMask) {
            super.willTransition(to: state)
            transitions.append("will \(state.rawValue)")
        }
        override func didTransition(to state: UITableViewCell.StateMask) {
            super.didTransition(to: state)
            transitions.append("did \(state.rawValue)")
        }
    }

    /// An inbox of the iOS 8 era: row actions instead of swipe configurations.
    @MainActor
    final class RowActionInbox: NSObject, UITableViewDataSource, UITableViewDelegate {
        var messages = ["Hello", "Invoice", "Lunch?"]
        var flagged: [Int] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            let flag = UITableViewRowAction(style: .normal, title: "Flag") { [unowned self] _, indexPath in
                flagged.append(indexPath.row)
                tableView.setEditing(false, animated: true)
            }
            flag.backgroundColor = .systemBlue
            return [flag]
        }
    }

    /// Five editable, movable rows that note `hasUncommittedUpdates` during a reorder.
    @MainActor
    final class EditableRows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var seen: [Bool] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            seen.append(tableView.hasUncommittedUpdates)
        }
        func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            seen.append(tableView.hasUncommittedUpdates)
            return proposedDestinationIndexPath
        }
    }

    /// Two sections with a section index whose titles change.
    @MainActor
    final class IndexedRows: NSObject, UITableViewDataSource {
        var titles = [UITableView.indexSearch, "A"]

        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    }

    @MainActor
    @Suite(.explorerPagesOnFailure) struct TableExtrasBehaviourTests {
        @Test func aPullSendsValueChangedOnceAndKeepsTheControlShowing() {
            let rows = NumberedRows([20])
            let tableView = rows.makeTable()
            let control = UIRefreshControl()
            var refreshes = 0
            control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
            tableView.refreshControl = control
            tableView.simulate.pullToRefresh()
            expectEqual(refreshes, 1)
            #expect(control.isRefreshing)
            expectEqual(tableView.adjustedContentInset.top, 60)
            expectEqual(tableView.contentInset, .zero)
            expectEqual(tableView.contentOffset.y, -60)
            tableView.simulate.pullToRefresh()
            expectEqual(refreshes, 1)
        }

        @Test func endRefreshingGivesTheInsetBackAndScrollsBackToTheTop() {
            let feed = PullToRefreshFeed(style: .plain)
            let tableView = feed.tableView!
            tableView.layoutIfNeeded()
            tableView.simulate.pullToRefresh()
            // The action reloaded and ended refreshing while the finger was down.
            expectEqual(feed.calls, ["valueChanged"])
            expectEqual(feed.refreshControl?.isRefreshing, false)
            expectEqual(tableView.adjustedContentInset, .zero)
            tableView.layoutIfNeeded()
            expectEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["Newer", "Older"])
            feed.refreshControl?.beginRefreshing()
            expectEqual(feed.calls, ["valueChanged", "inset 60.0"])
            feed.refreshControl?.endRefreshing()
            expectEqual(feed.calls, ["valueChanged", "inset 60.0", "inset 0.0"])
        }

        @Test func aTapPerformsThePrimaryActionAfterTheSelection() {
            let feed = PullToRefreshFeed(style: .plain)
            feed.tableView.layoutIfNeeded()
            let recorder = TableCallRecorder(attachedTo: feed.tableView)
            feed.tableView.simulate.tapRow(at: IndexPath(item: 0, section: 0))
            expectEqual(
                recorder.events(ofKind: .canPerformPrimaryAction, .willSelect, .didSelect, .performPrimaryAction),
                [
                    .canPerformPrimaryAction([0, 0]), .willSelect([0, 0]), .didSelect([0, 0]),
                    .performPrimaryAction([0, 0]),
                ])
            expectEqual(feed.opened, [IndexPath(row: 0, section: 0)])
        }

        @Test func aSwipeShowsTheDeleteConfirmationWithoutTheEditControl() {
            let rows = EditableRows()
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(TransitionLoggingCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = rows
            tableView.delegate = rows
            tableView.layoutIfNeeded()
            let cell = tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as! TransitionLoggingCell
            tableView.setEditing(true, animated: true)
            tableView.setEditing(false, animated: true)
            tableView.simulate.swipeRow(at: IndexPath(row: 1, section: 0))
            #expect(cell.showingDeleteConfirmation)
            tableView.simulate.cancelSwipe()
            expectEqual(cell.transitions, ["will 1", "did 1", "will 0", "did 0", "will 2", "did 2", "will 0", "did 0"])
        }

        @Test func rowActionsShowWhenTheTrailingConfigurationIsNil() {
            let inbox = RowActionInbox()
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = inbox
            tableView.delegate = inbox
            tableView.layoutIfNeeded()
            let revealed = tableView.simulate.swipeRow(at: IndexPath(row: 1, section: 0))
            expectEqual(revealed?.actions.map(\.title), ["Flag"])
            expectEqual(revealed?.actions.first?.backgroundColor, .systemBlue)
            tableView.simulate.tapSwipeAction(at: 0)
            expectEqual(inbox.flagged, [1])
            #expect(!tableView.isEditing)
        }

        final class GrowingCell: UITableViewCell {
            var height: CGFloat = 44
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
        }

        @Test func aCellThatInvalidatesIsMeasuredAgainAndTheRowsBelowMove() {
            let rows = NumberedRows([10])
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(GrowingCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = rows
            tableView.delegate = rows
            tableView.layoutIfNeeded()
            let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as! GrowingCell
            cell.height = 90
            cell.contentView.invalidateIntrinsicContentSize()
            tableView.layoutIfNeeded()
            expectEqual(tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 90)
        }

        @Test func titlesAreKeptUntilReloaded() {
            let rows = IndexedRows()
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = rows
            expectEqual(tableView.sectionIndexTitlesForDisplay, ["{search}", "A"])
            rows.titles = ["A", "B"]
            expectEqual(tableView.sectionIndexTitlesForDisplay, ["{search}", "A"])
            tableView.reloadSectionIndexTitles()
            expectEqual(tableView.sectionIndexTitlesForDisplay, ["A", "B"])
        }

        @Test func aReorderIsUncommittedUntilTheDataSourceIsTold() {
            let rows = EditableRows()
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = rows
            tableView.delegate = rows
            tableView.setEditing(true, animated: false)
            tableView.simulate.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            expectEqual(rows.seen, [true, false])
        }
    }
#endif
