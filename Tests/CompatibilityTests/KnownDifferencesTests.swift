// One test per behaviour Compatibility/Porting.md lists as a difference from UIKit or as a choice
// where UIKit's behaviour is uncertain, so that the guide cannot drift from the code. These pin
// OpenTableView's behaviour; on iOS several of them would (by definition) fail, so the file is
// Linux-only.
#if !canImport(UIKit)
    import OpenTableViewShim
    import OpenTableViewTesting
    import Testing
    import TestSupport

    @MainActor
    @Suite(.explorerPagesOnFailure) struct KnownDifferencesTests {
        // MARK: Animations

        /// A delegate that implements nothing: the table's scroll-view calls to it are recorded
        /// by a `TableCallRecorder`, as a test of an app's own delegate would record them.
        final class SilentDelegate: NSObject, UITableViewDelegate {}

        @Test func animatedScrollsCompleteAtOnce() {
            let rows = NumberedRows([100])
            let tableView = rows.makeTable()
            let delegate = SilentDelegate()
            tableView.delegate = delegate
            let recorder = TableCallRecorder(attachedTo: tableView)
            tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
            expectEqual(tableView.contentOffset.y, 2200)
            expectEqual(
                recorder.events(ofKind: .didScroll, .didEndScrollingAnimation),
                [
                    .didScroll(contentOffset: CGPoint(x: 0, y: 2200), isDragging: false),
                    .didEndScrollingAnimation(contentOffset: CGPoint(x: 0, y: 2200)),
                ])
            tableView.layoutIfNeeded()
            expectEqual(tableView.indexPathsForVisibleRows?.first, IndexPath(row: 50, section: 0))
            #expect(tableView.dataSource === rows && tableView.delegate === delegate)
        }

        // MARK: Styles

        /// The inset is the table's side margin on the one screen headless models (16 points on
        /// an iPhone 15 or 16); UIKit's is 20 on screens with wide margins (Plus and Max iPhones,
        /// iPads), and a window of their size does not change it here.
        @Test func insetGroupedSidesAreTheIPhoneMarginsAtAnyWidth() {
            let rows = NumberedRows([3, 2], headerTitles: ["One", "Two"])
            let insetGrouped = rows.makeTable(style: .insetGrouped)
            insetGrouped.frame = CGRect(x: 0, y: 0, width: 430, height: 480)
            insetGrouped.layoutIfNeeded()
            expectEqual(insetGrouped.visibleCells.first?.frame.minX, 16)
            expectEqual(insetGrouped.visibleCells.first?.frame.width, 398)
            expectEqual(insetGrouped.rectForHeader(inSection: 1).minX, 16)
            #expect(insetGrouped.dataSource === rows)
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
            expectEqual(heights.asked, 1_000)
            expectEqual(tableView.contentSize.height, 50_000)

            heights.asked = 0
            tableView.estimatedRowHeight = 44
            tableView.reloadData()
            tableView.layoutIfNeeded()
            #expect(heights.asked > 0 && heights.asked < 20)
            expectIdentical(tableView.dataSource, rows)
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
            expectEqual(tableView.rectForHeader(inSection: 1).height, 0)
            // Without a first header, the grouped table's 35-point top padding applies.
            expectEqual(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 35)
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
            expectEqual(tableView.rectForHeader(inSection: 0).height, 28)
            expectEqual(tableView.contentSize.height, 138)  // 22 of padding + 28 + two rows of 44
            #expect(tableView.delegate === estimates && tableView.dataSource === rows)
        }

        // MARK: Selection

        @Test func tappingAnotherRowAsksTheNewRowFirst() {
            let rows = NumberedRows([5])
            let tableView = rows.makeTable()
            let delegate = SilentDelegate()
            tableView.delegate = delegate
            let recorder = TableCallRecorder(attachedTo: tableView)
            tableView.simulate.tapRow(at: IndexPath(row: 0, section: 0))
            recorder.reset()
            tableView.simulate.tapRow(at: IndexPath(row: 3, section: 0))
            expectEqual(
                recorder.events(ofKind: .willSelect, .willDeselect, .didDeselect, .didSelect),
                [
                    .willSelect([0, 3]), .willDeselect([0, 0]), .didDeselect([0, 0]), .didSelect([0, 3]),
                ])
            expectIdentical(tableView.dataSource, rows)
        }

        @Test func selectRowValidatesTheIndexPathEvenWithoutScrolling() {
            let rows = NumberedRows([3])
            let tableView = rows.makeTable()
            #expect(
                throws: TableViewException(
                    .range,
                    "Attempted to scroll the table view to an out-of-bounds row (7) when there are only 3 rows in section 0."
                )
            ) {
                try tableView.checked.selectRow(
                    at: IndexPath(row: 7, section: 0), animated: false, scrollPosition: .none)
            }
            expectEqual(tableView.indexPathForSelectedRow, nil)
            expectIdentical(tableView.dataSource, rows)
        }

        @Test func reloadDataClearsTheSelection() {
            let rows = NumberedRows([3])
            let tableView = rows.makeTable()
            tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            tableView.reloadData()
            expectEqual(tableView.indexPathsForSelectedRows, nil)
            expectEqual(tableView.numberOfRows(inSection: 0), 3)
            expectIdentical(tableView.dataSource, rows)
        }

        // MARK: Cells

        /// A cell written the classic way: a custom label in the content view, and the text label
        /// asked for later by the data source.
        final class BadgeCell: UITableViewCell {
            let badge = UILabel()
            required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .value1, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(badge)
            }

            required init?(coder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        @Test func standardViewsAreMadeOnFirstAccessBehindTheAppsContent() throws {
            let cell = BadgeCell(style: .value1, reuseIdentifier: "Badge")
            expectEqual(cell.contentView.subviews.map(ObjectIdentifier.init), [ObjectIdentifier(cell.badge)])
            cell.textLabel?.text = "Inbox"
            cell.detailTextLabel?.text = "12"
            let text = try #require(cell.textLabel)
            let detail = try #require(cell.detailTextLabel)
            let inOrder: [UIView] = [text, detail, cell.badge]
            expectEqual(cell.contentView.subviews.map(ObjectIdentifier.init), inOrder.map(ObjectIdentifier.init))
            // The image view joins behind the labels when it is asked for.
            let image = try #require(cell.imageView)
            expectEqual(cell.contentView.subviews.count, 4)
            expectIdentical(cell.contentView.subviews.first, image)
        }

        /// Porting.md, "Which views a cell's own layout frames": the cell frames the optional views
        /// that were set, not what an overriding getter returns.
        @Test func aComputedOverrideOfAnOptionalViewIsNotFramedByTheCell() {
            final class DecoratedCell: UITableViewCell {
                let computed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
                override var backgroundView: UIView? {
                    get { computed }
                    set { super.backgroundView = newValue }
                }
            }
            let cell = DecoratedCell(style: .default, reuseIdentifier: nil)
            cell.layoutIfNeeded()
            expectEqual(cell.computed.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
            // Set through the override, which calls `super`: from then on the cell lays out its
            // optional views, through the getters.
            cell.backgroundView = UIView()
            cell.layoutIfNeeded()
            expectEqual(cell.computed.frame, CGRect(x: 0, y: 0, width: 320, height: 44))
        }

        // MARK: Scrolling

        @Test func scrollToTopKeepsTheRowBelowItsPinnedHeader() {
            let rows = NumberedRows([20, 20], headerTitles: ["One", "Two"])
            let tableView = rows.makeTable()
            for row in [0, 5, 8] {
                let indexPath = IndexPath(row: row, section: 1)
                tableView.scrollToRow(at: indexPath, at: .top, animated: false)
                tableView.layoutIfNeeded()
                expectEqual(tableView.rectForRow(at: indexPath).minY - tableView.contentOffset.y, 28, "row \(row)")
                expectEqual(tableView.headerView(forSection: 1)?.frame.minY, tableView.contentOffset.y)
            }
            expectIdentical(tableView.dataSource, rows)
        }

        // MARK: Messages

        @Test func messagesOmitTheTableViewSuffixAndUseAFixedAddress() {
            let rows = NumberedRows([3])
            let tableView = rows.makeTable()
            #expect(
                throws: TableViewException(
                    .internalInconsistency,
                    "request for rect at invalid index path (<NSIndexPath: 0x0000000000000000> {length = 2, path = 0 - 5})"
                )
            ) {
                _ = try tableView.checked.dequeueReusableCell(
                    withIdentifier: "Cell", for: IndexPath(row: 5, section: 0))
            }
            expectIdentical(tableView.dataSource, rows)
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
            expectEqual(tableView.rectForHeader(inSection: 0).height, 0)
            expectEqual(tableView.headerView(forSection: 0), nil)
            expectIdentical(tableView.dataSource, source)
        }

        // MARK: Batch updates

        /// The exception a batch raises, or `nil` when it applies.
        func exception(_ tableView: UITableView, _ updates: () -> Void) -> TableViewException? {
            do {
                try tableView.performBatchUpdatesThrowing(updates)
                return nil
            } catch {
                return error
            }
        }

        @Test func batchCompletionsRunAtOnceWithTrue() {
            let rows = NumberedRows([5])
            let tableView = rows.makeTable()
            var completions: [Bool] = []
            rows.rowCounts = [6]
            tableView.performBatchUpdates(
                {
                    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                }, completion: { completions.append($0) })
            // Before performBatchUpdates returned: the completion ran, with true, and the row is laid out.
            expectEqual(completions, [true])
            expectEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "0.0")
            expectEqual(tableView.cellForRow(at: IndexPath(row: 5, section: 0))?.frame.minY, 220)
        }

        @Test func viewAnimationCompletionsRunAtOnceWithTrue() {
            let rows = NumberedRows([5])
            let tableView = rows.makeTable()
            var log: [String] = []
            UIView.animate(
                withDuration: 0.3,
                animations: {
                    tableView.alpha = 0
                    log.append("animations")
                }, completion: { log.append("completion \($0)") })
            log.append("returned")
            // Before animate returned: the change was made and the completion ran, with true. On iOS
            // the completion runs when the animation ends, after "returned".
            expectEqual(log, ["animations", "completion true", "returned"])
            expectEqual(tableView.alpha, 0)
            // A repeating animation never ends, so its completion never runs.
            var repeated = false
            UIView.animate(
                withDuration: 1, delay: 0, options: [.repeat], animations: {}, completion: { _ in repeated = true })
            #expect(!repeated)
        }

        @Test func anInvalidBatchGetsTheClassicMessageOnlyWhenTheCountsAreUnchanged() {
            let rows = NumberedRows([5])
            let tableView = rows.makeTable()
            // The data source did not change: UIKit's classic arithmetic message.
            let classic = exception(tableView) {
                tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
            expectEqual(
                classic?.reason.hasPrefix(
                    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)"
                ), true)
            // The data source changed, inconsistently with the updates: iOS 16.4's message.
            rows.rowCounts = [7]
            let batch = exception(tableView) {
                tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
            expectEqual(
                batch?.reason,
                """
                Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
                Data source before updates = { 1 section with row counts: [5] }
                Data source after updates = { 1 section with row counts: [7] }
                Updates = [
                \tInsert row (0 - 0)
                ]
                """)
            expectEqual(tableView.numberOfRows(inSection: 0), 5)
        }

        @Test func rowChangesInsideChangedSectionsAreAbsorbed() {
            let rows = NumberedRows([3, 3, 3])
            let tableView = rows.makeTable()
            rows.rowCounts = [4, 3, 3]
            expectEqual(
                exception(tableView) {
                    tableView.deleteSections([1], with: .automatic)
                    // inside the deleted section:
                    tableView.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
                    tableView.insertSections([1], with: .automatic)
                    // inside the inserted section:
                    tableView.insertRows(at: [IndexPath(row: 2, section: 1)], with: .automatic)
                    tableView.reloadSections([2], with: .automatic)
                    // inside the reloaded section:
                    tableView.reloadRows(at: [IndexPath(row: 1, section: 2)], with: .automatic)
                    tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
                }, nil)
            expectEqual((0..<3).map { tableView.numberOfRows(inSection: $0) }, [4, 3, 3])
        }

        @Test func movesOutOfDeletedOrIntoInsertedSectionsAreRejected() {
            let rows = NumberedRows([3, 3])
            let tableView = rows.makeTable()
            rows.rowCounts = [4]
            expectEqual(
                exception(tableView) {
                    tableView.deleteSections([1], with: .automatic)
                    tableView.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
                }?.reason, "attempt to perform a delete and a move from the same section (1)")
            rows.rowCounts = [3, 3]
            expectEqual(
                exception(tableView) {
                    tableView.reloadSections([1], with: .automatic)
                    tableView.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
                }?.reason, "attempt to perform a delete and a move from the same section (1)")
            rows.rowCounts = [2, 1, 3]
            expectEqual(
                exception(tableView) {
                    tableView.insertSections([1], with: .automatic)
                    tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
                }?.reason, "attempt to perform an insert and a move to the same section (1)")
            expectEqual((0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }, [3, 3])
        }

        @Test func theContentOffsetIsKeptAcrossBatchUpdatesAndClampedWhenContentShrinks() {
            let rows = NumberedRows([40])
            let tableView = rows.makeTable()
            tableView.contentOffset.y = 440
            tableView.layoutIfNeeded()
            rows.rowCounts = [41]
            tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            // The offset stays, so the content under it moves down a row.
            expectEqual(tableView.contentOffset.y, 440)
            expectEqual(tableView.indexPathsForVisibleRows?.first, IndexPath(row: 10, section: 0))
            expectEqual(tableView.cellForRow(at: IndexPath(row: 11, section: 0))?.textLabel?.text, "0.10")
            // Fewer rows than the offset needs: the offset is clamped to the end of the content.
            rows.rowCounts = [12]
            tableView.deleteRows(at: (12..<41).map { IndexPath(row: $0, section: 0) }, with: .automatic)
            expectEqual(tableView.contentSize.height, 528)
            expectEqual(tableView.contentOffset.y, 48)  // 528 - 480
        }

        final class CountingCells: NumberedRows {
            var asked: [IndexPath] = []
            var freshCells = false
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                asked.append(indexPath)
                guard freshCells else { return super.tableView(tableView, cellForRowAt: indexPath) }
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "fresh \(indexPath.row)"
                return cell
            }
        }

        @Test func reconfiguringARowWithoutACellDoesNothing() {
            let rows = CountingCells([100])
            let tableView = rows.makeTable()
            rows.asked.removeAll()
            tableView.reconfigureRows(at: [IndexPath(row: 50, section: 0)])
            #expect(rows.asked.isEmpty)
            tableView.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
            expectEqual(rows.asked, [IndexPath(row: 2, section: 0)])
        }

        @Test func aDifferentCellFromReconfigureIsDisplayedInPlace() throws {
            let rows = CountingCells([5])
            let tableView = rows.makeTable()
            let old = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            rows.freshCells = true
            tableView.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
            let new = try #require(tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
            expectNotIdentical(new, old)
            expectEqual(new.textLabel?.text, "fresh 1")
            expectEqual(new.frame, CGRect(x: 0, y: 44, width: 320, height: 44))
            expectEqual(old.superview, nil)
        }

        // MARK: Editing

        /// Editable rows, no `commit`, no swipe actions.
        final class NoCommit: NSObject, UITableViewDataSource {
            var items = ["A", "B", "C"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = items[indexPath.row]
                return cell
            }
            func tableView(
                _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {
                items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
            }
        }

        func table(_ dataSource: UITableViewDataSource) -> UITableView {
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.dataSource = dataSource
            tableView.layoutIfNeeded()
            return tableView
        }

        @Test func theSwipeDeleteActionAppearsWithoutCommit() {
            let source = NoCommit()
            let tableView = table(source)
            // UIKit shows no Delete here (the data source does not implement commit); OpenTableView does.
            expectEqual(
                tableView.simulate.swipeRow(at: IndexPath(row: 1, section: 0))?.actions.map(\.title), ["Delete"])
            tableView.simulate.tapSwipeAction(at: 0)
            expectEqual(source.items, ["A", "B", "C"])
            expectEqual(tableView.numberOfRows(inSection: 0), 3)
            #expect(!tableView.isEditing)
        }

        @Test func rowsAreMovableWhenCanMoveRowAtIsNotImplemented() {
            let source = NoCommit()
            let tableView = table(source)
            tableView.setEditing(true, animated: false)
            expectEqual(
                tableView.simulate.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)),
                IndexPath(row: 2, section: 0))
            expectEqual(source.items, ["B", "C", "A"])
            expectEqual(tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["B", "C", "A"])
        }

        // MARK: Prefetching

        final class Prefetches: NSObject, UITableViewDataSourcePrefetching {
            let log = TableEventLog()
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
                log.record(.prefetch(indexPaths))
            }
            func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
                log.record(.cancelPrefetching(indexPaths))
            }
        }

        /// Rows of section 0, in the order given.
        static func rows(_ rows: some Sequence<Int>) -> [IndexPath] { rows.map { IndexPath(row: $0, section: 0) } }

        @Test func prefetchingLooksOneViewportAheadInTheScrollDirection() {
            let rows = NumberedRows([100])
            let tableView = rows.makeTable()
            let prefetches = Prefetches()
            tableView.prefetchDataSource = prefetches
            tableView.layoutIfNeeded()
            #expect(prefetches.log.isEmpty)  // a pass that did not scroll prefetches nothing
            tableView.contentOffset.y = 2200  // rows 50...60 visible
            tableView.layoutIfNeeded()
            expectEqual(prefetches.log.events, [.prefetch(Self.rows(61...71))])
            tableView.layoutIfNeeded()
            expectEqual(prefetches.log.events.count, 1)
            tableView.contentOffset.y = 2156  // one row back up: the look-ahead turns upwards
            tableView.layoutIfNeeded()
            expectEqual(
                prefetches.log.events.dropFirst(),
                [
                    .cancelPrefetching(Self.rows(61...71)), .prefetch(Self.rows((38...48).reversed())),
                ])
            expectIdentical(tableView.dataSource, rows)
        }

        // MARK: Diffable data source

        func diffableTable() -> (UITableView, UITableViewDiffableDataSource<String, Int>) {
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: tableView) {
                tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "\(item)"
                return cell
            }
            return (tableView, dataSource)
        }

        func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<String, Int> {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["Main"])
            snapshot.appendItems(items, toSection: "Main")
            return snapshot
        }

        @Test func theFirstApplyBeforeTheTableLoadedReloads() {
            let (tableView, dataSource) = diffableTable()
            final class Counter: NSObject, UITableViewDelegate {
                var willDisplay = 0
                func tableView(
                    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
                ) { willDisplay += 1 }
            }
            let counter = Counter()
            tableView.delegate = counter
            dataSource.apply(snapshot([1, 2, 3]), animatingDifferences: true)
            // Reloaded, not updated: nothing is asked for until the table lays out.
            expectEqual(counter.willDisplay, 0)
            expectEqual(tableView.numberOfRows(inSection: 0), 3)
            tableView.layoutIfNeeded()
            expectEqual(counter.willDisplay, 3)
            expectEqual(tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["1", "2", "3"])
        }

        @Test func applyIsSynchronousAndClearsTheReloadAndReconfigureMarks() async {
            let (tableView, dataSource) = diffableTable()
            dataSource.apply(snapshot([1, 2, 3]), animatingDifferences: false, completion: nil)
            tableView.layoutIfNeeded()
            var next = dataSource.snapshot()
            next.appendItems([4])
            next.reconfigureItems([1])
            next.reloadItems([2])
            var completed = false
            dataSource.apply(next, animatingDifferences: true) { completed = true }
            // Applied before apply returned, completion included.
            #expect(completed)
            expectEqual(tableView.numberOfRows(inSection: 0), 4)
            #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
            #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
            // The async form does the same.
            await dataSource.apply(snapshot([4, 3, 2, 1]))
            expectEqual(tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["4", "3", "2", "1"])
            await dataSource.applySnapshotUsingReloadData(snapshot([5]))
            expectEqual(tableView.numberOfRows(inSection: 0), 1)
            expectEqual(tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["5"])
        }

        /// A diffable data source that lets the user reorder, as on iOS: an override of `moveRowAt`
        /// calls `super`, which moves the item in the data source's snapshot.
        final class Reorderable: UITableViewDiffableDataSource<String, Int> {
            let log = TableEventLog()
            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(
                _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
            ) {
                super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
                log.record(.moveRow(sourceIndexPath, to: destinationIndexPath))
            }
        }

        @Test func aDiffableDataSourceFollowsAUserReorderInItsSnapshot() {
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let dataSource = Reorderable(tableView: tableView) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "\(item)"
                return cell
            }
            dataSource.apply(snapshot([1, 2, 3]))
            tableView.setEditing(true, animated: false)
            tableView.simulate.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            expectEqual(dataSource.log.events, [.moveRow([0, 0], to: [0, 2])])
            expectEqual(dataSource.snapshot().itemIdentifiers, [2, 3, 1])
            expectEqual(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)), 1)
            expectEqual(tableView.visibleCells.map { $0.textLabel?.text ?? "" }, ["2", "3", "1"])
        }

        // MARK: Controllers

        /// A nib name nothing is registered under raises UIKit's "Could not load NIB in bundle"
        /// when the view loads, as on iOS (Compatibility/InterfaceBuilder.md).
        @Test func aViewControllerWithAnUnregisteredNibNameTrapsWhenItsViewLoads() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run { UIViewController(nibName: "Main", bundle: nil).loadViewIfNeeded() }
            }
        }
    }
#endif
