import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// ``TableContent`` on its own, without a table: the model and its version, what the cells were
/// framed for, the caches keyed by that version, the row-keyed state moved through a batch, and
/// `invariantViolations(viewport:)` reporting inconsistencies made by hand.
@MainActor
@Suite(.explorerPagesOnFailure) struct TableContentTests {
    private func model(_ counts: [Int], height: CGFloat = 44) -> TableLayoutModel {
        TableLayoutModel(
            sections: counts.map {
                SectionMetrics(
                    paddingAboveHeader: 0, headerHeight: 0, footerHeight: 0,
                    rows: RowHeights(repeating: height, count: $0))
            })
    }

    /// A content with `counts` loaded, framed at 320 points, and its caches filled the way the
    /// layout pass fills them for `viewport`.
    private func loaded(_ counts: [Int], viewport: CGRect) -> TableContent {
        var content = TableContent()
        content.model = model(counts)
        content.needsDataReload = false
        fillCaches(&content, viewport: viewport)
        content.noteFramed(for: RowColumn(minX: 0, width: viewport.width))
        return content
    }

    /// What `TableView.currentVisibleRange()` records for `viewport`.
    private func fillCaches(_ content: inout TableContent, viewport: CGRect) {
        let found = content.model.visibleRowRangeAndStableViewport(
            minY: viewport.minY, maxY: viewport.maxY, hint: nil)
        content.knownRowLocations.record(
            found.range, first: found.first, end: found.end, modelVersion: content.modelVersion)
        let stable = try! #require(found.stable)
        content.visibleRangeCache = VisibleRangeCache(
            range: found.range, top: stable.top, bottom: stable.bottom, modelVersion: content.modelVersion,
            hint: found.hint)
    }

    private let viewport = CGRect(x: 0, y: 100, width: 320, height: 200)

    /// Whether the displayed cells are framed for the content's model in `column`, as the layout
    /// pass reads it (`TableContent.framedColumn`).
    private func isFramed(_ content: TableContent, _ column: RowColumn) -> Bool {
        content.framedModelVersion == content.modelVersion && content.framedColumn == column
    }

    // MARK: Building and versions

    @Test func buildingAModelBumpsTheVersionAndTheCellsAreNoLongerFramedForIt() {
        var content = TableContent()
        expectEqual(content.modelVersion, 0)
        expectEqual(content.model.numberOfSections, 0)
        content.noteFramed(for: RowColumn(minX: 0, width: 320))
        #expect(isFramed(content, RowColumn(minX: 0, width: 320)))
        #expect(!isFramed(content, RowColumn(minX: 0, width: 375)))
        // The same width from another left edge (an inset-grouped table's margins moved) is not.
        #expect(!isFramed(content, RowColumn(minX: 16, width: 320)))
        content.model = model([4, 3])
        expectEqual(content.modelVersion, 1)
        expectEqual(content.model.totalRowCount, 7)
        expectEqual(content.model.contentHeight - 308, 0)
        #expect(!isFramed(content, RowColumn(minX: 0, width: 320)))
        content.noteFramed(for: RowColumn(minX: 0, width: 320))
        #expect(isFramed(content, RowColumn(minX: 0, width: 320)))
    }

    /// Every change in place bumps the version, also one that throws halfway: a cache of the old
    /// version then answers nothing rather than something wrong.
    @Test func anEditInPlaceBumpsTheVersionEvenWhenItThrows() {
        var content = loaded([10], viewport: viewport)
        let version = content.modelVersion
        content.model.setRowHeight(80, row: 9, section: 0)
        expectEqual(content.modelVersion, version + 1)
        struct Halfway: Error {}
        #expect(throws: Halfway.self) {
            try content.model.updateSection(0) { section in
                section.headerHeight = 30
                throw Halfway()
            }
        }
        expectEqual(content.modelVersion, version + 2)
        // Reading does not bump it.
        _ = content.model.visibleRowRange(minY: 0, maxY: 100)
        expectEqual(content.modelVersion, version + 2)
        let cache = try! #require(content.visibleRangeCache)
        #expect(!cache.answers(minY: viewport.minY, maxY: viewport.maxY, version: content.modelVersion))
        expectEqual(content.invariantViolations(viewport: viewport), [])
    }

    // MARK: A batch

    /// A batch recorded between `beginUpdates()` and `endUpdates()` and committed: the model
    /// edited in place, the row-keyed state moved through the batch's remapping, the batch cleared,
    /// and the caches of the old model no longer answering. The content agrees with itself at
    /// every step.
    @Test func aBatchCommitMovesTheRowStateAndRetiresTheOldCaches() throws {
        var content = loaded([4, 3], viewport: viewport)
        content.rowState.selected = [path(0, 3), path(1, 2)]
        content.rowState.prefetched = [6]
        expectEqual(content.invariantViolations(viewport: viewport), [])

        // beginUpdates(); deleteRows([0.1]); insertRows([1.0])
        content.updateDepth = 1
        content.pendingUpdate.deleteRows(at: [path(0, 1)])
        content.pendingUpdate.insertRows(at: [path(1, 0)])
        expectEqual(content.invariantViolations(viewport: viewport), [])

        // The outermost endUpdates(): plan, model, row state, commit.
        let before = content.model
        let plan = try UpdatePlan.make(content.pendingUpdate, before: [4, 3], after: [3, 4]).get()
        let oldVersion = content.modelVersion
        content.model.removeRows(1..<2, section: 0)
        content.model.insertRow(44, estimated: false, at: 0, section: 1)
        content.rowState.remap(through: BatchRemapping(plan: plan, oldModel: before, newModel: content.model))
        content.pendingUpdate = BatchUpdate()
        content.updateDepth = 0

        expectEqual(content.modelVersion, oldVersion + 2)
        expectEqual(content.rowState.selected, [path(0, 2), path(1, 3)])
        expectEqual(content.rowState.prefetched, [6])  // 1.2 (global 6 of [4, 3]) is 1.3 (global 6 of [3, 4])
        expectEqual(content.model.contentHeight - 308, 0)
        #expect(!isFramed(content, RowColumn(minX: 0, width: viewport.width)))
        let cache = try #require(content.visibleRangeCache)
        #expect(!cache.answers(minY: viewport.minY, maxY: viewport.maxY, version: content.modelVersion))
        #expect(content.knownRowLocations.recorded(forVersion: content.modelVersion).isEmpty)
        expectEqual(content.invariantViolations(viewport: viewport), [])

        // The next layout pass fills the caches for the new model; they agree with it.
        fillCaches(&content, viewport: viewport)
        content.noteFramed(for: RowColumn(minX: 0, width: viewport.width))
        expectEqual(content.visibleRangeCache?.range, content.model.visibleRowRange(minY: 100, maxY: 300))
        #expect(!content.knownRowLocations.recorded(forVersion: content.modelVersion).isEmpty)
        expectEqual(content.invariantViolations(viewport: viewport), [])
    }

    // MARK: Inconsistencies made by hand

    @Test func aVisibleRangeCacheThatDisagreesWithTheModelIsReported() {
        var content = loaded([20], viewport: viewport)
        content.visibleRangeCache?.range = 0..<3
        #expect(
            content.invariantViolations(viewport: viewport).contains {
                $0.hasPrefix("the visible-range cache gives 0..<3 for 100.0..<300.0, the model 2..<7")
            })
    }

    @Test func aKnownRowLocationThatIsNotWhereTheModelHasTheRowIsReported() {
        var content = loaded([20], viewport: viewport)
        content.knownRowLocations.record(
            5..<8, first: (section: 0, row: 4, rows: 20, rowsTop: 0), end: nil, modelVersion: content.modelVersion)
        #expect(
            content.invariantViolations(viewport: viewport).contains {
                $0.hasPrefix("row 5 is recorded at 0.4 of 20 rows")
            })
    }

    @Test func rowStateOutsideTheModelIsReported() {
        var content = loaded([4, 3], viewport: viewport)
        content.rowState.selected = [path(1, 3)]
        content.rowState.prefetched = [7]
        content.rowState.swiped = (path(2, 0), SwipeActionsConfiguration(actions: []))
        expectEqual(
            content.invariantViolations(viewport: viewport),
            [
                "selected row [1, 3] is not in the model", "swiped row [2, 0] is not in the model",
                "prefetched row 7 outside the model's 7 rows",
            ])
    }

    @Test func aBatchPendingOutsideABatchIsReported() {
        var content = loaded([4], viewport: viewport)
        content.pendingUpdate.insertRows(at: [path(0, 0)])
        expectEqual(
            content.invariantViolations(viewport: viewport), ["a batch of 1 operations is pending outside a batch"])
        content.updateDepth = 1
        expectEqual(content.invariantViolations(viewport: viewport), [])
        content.updateDepth = -1
        expectEqual(content.invariantViolations(viewport: viewport).first, "update depth -1")
    }

    @Test func displayedRowsOutsideTheModelAreReported() {
        var content = loaded([4], viewport: viewport)
        content.displayedRows.replace(with: [TableViewCell(), TableViewCell()], first: 3)
        expectEqual(
            content.invariantViolations(viewport: viewport), ["displayed rows 3..<5 outside the model's 4 rows"])
        // Once the model changed, cells framed for the old one are not checked against it.
        content.model.setRowHeight(50, row: 0, section: 0)
        expectEqual(content.invariantViolations(viewport: viewport), [])
    }

    @Test func cellsDisplayedBeforeTheDataIsLoadedAreReported() {
        var content = TableContent()
        content.displayedRows.replace(with: [TableViewCell()], first: 0)
        expectEqual(content.invariantViolations(viewport: viewport), ["1 cells displayed before the data is loaded"])
    }
}
