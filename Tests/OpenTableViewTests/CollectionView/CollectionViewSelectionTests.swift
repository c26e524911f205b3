import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Selection and highlighting: a simulated tap runs UIKit's delegate flow (Apple,
/// `UICollectionViewDelegate`, "Managing the selected cells" and "Managing cell highlighting":
/// `shouldHighlightItemAt` "asks the delegate if the item should be highlighted during tracking";
/// the highlight, selection and deselection methods are called "only in response to user
/// interactions"), programmatic selection calls nothing, and cells show the state.
@MainActor
@Suite struct CollectionViewSelectionTests {
    /// A delegate that logs the selection calls, with the tapped cell's highlight as seen in
    /// `didHighlightItemAt`, and answers the `should…` questions as told.
    final class SelectionLog: NSObject, CollectionViewDelegate {
        var log: [String] = []
        var highlights = true
        var selects = true
        var deselects = true

        private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }

        func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldHighlight(\(name(indexPath)))")
            return highlights
        }
        func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
            let highlighted = collectionView.cellForItem(at: indexPath)?.isHighlighted == true
            log.append("didHighlight(\(name(indexPath))\(highlighted ? ", cell highlighted" : ""))")
        }
        func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            log.append("didUnhighlight(\(name(indexPath)))")
        }
        func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldSelect(\(name(indexPath)))")
            return selects
        }
        func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
            log.append("shouldDeselect(\(name(indexPath)))")
            return deselects
        }
        func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
            log.append("didSelect(\(name(indexPath)))")
        }
        func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
            log.append("didDeselect(\(name(indexPath)))")
        }
    }

    /// The pinned grid (sections of 7, 2 and 0 items) with the selection log as its delegate.
    private func makeGrid() -> (CollectionView, GridRecorder, SelectionLog) {
        let (collectionView, recorder) = makePinnedGrid(counts: [7, 2, 0])
        let delegate = SelectionLog()
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        return (collectionView, recorder, delegate)
    }

    private func selected(_ collectionView: CollectionView) -> [String] {
        (collectionView.indexPathsForSelectedItems ?? []).map { "\($0.section)-\($0.item)" }
    }

    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test func defaultsAreUIKits() throws {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime((recorder, delegate)) {} }
        #expect(collectionView.allowsSelection && !collectionView.allowsMultipleSelection)
        expectEqual(collectionView.indexPathsForSelectedItems, nil)
        let cell = try #require(collectionView.cellForItem(at: item(0)))
        #expect(!cell.isSelected && !cell.isHighlighted && cell.selectedBackgroundView == nil)
    }

    @Test func aTapHighlightsUnhighlightsThenSelectsAndASecondTapMovesTheSelection() throws {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.simulate.tapItem(at: item(1))
        collectionView.simulate.tapItem(at: item(4))
        expectEqual(
            delegate.log,
            [
                "shouldHighlight(0-1)", "didHighlight(0-1, cell highlighted)", "didUnhighlight(0-1)",
                "shouldSelect(0-1)", "didSelect(0-1)",
                "shouldHighlight(0-4)", "didHighlight(0-4, cell highlighted)", "didUnhighlight(0-4)",
                "shouldSelect(0-4)", "didDeselect(0-1)", "didSelect(0-4)",
            ])
        expectEqual(selected(collectionView), ["0-4"])
        let states = [item(1), item(4)].map {
            collectionView.cellForItem(at: $0).map { [$0.isSelected, $0.isHighlighted] }
        }
        expectEqual(states, [[false, false], [true, false]])
        // A tap on the selected item selects it again in single selection.
        delegate.log = []
        collectionView.simulate.tapItem(at: item(4))
        expectEqual(delegate.log.suffix(2), ["shouldSelect(0-4)", "didSelect(0-4)"])
        expectEqual(selected(collectionView), ["0-4"])
    }

    @Test func multipleSelectionAddsItemsAndATapOnASelectedItemAsksToDeselectIt() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.allowsMultipleSelection = true
        collectionView.simulate.tapItem(at: item(2))
        collectionView.simulate.tapItem(at: item(0, 1))
        expectEqual(selected(collectionView), ["0-2", "1-0"])
        delegate.log = []
        delegate.deselects = false
        collectionView.simulate.tapItem(at: item(2))
        delegate.deselects = true
        collectionView.simulate.tapItem(at: item(2))
        let flow = [
            "shouldHighlight(0-2)", "didHighlight(0-2, cell highlighted)", "didUnhighlight(0-2)", "shouldDeselect(0-2)",
        ]
        expectEqual(delegate.log, flow + flow + ["didDeselect(0-2)"])
        expectEqual(selected(collectionView), ["1-0"])
    }

    @Test func theDelegateCanRefuseTheHighlightOrTheSelection() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.selectItem(at: item(3), animated: false, scrollPosition: [])
        delegate.highlights = false
        collectionView.simulate.tapItem(at: item(1))
        delegate.highlights = true
        delegate.selects = false
        collectionView.simulate.tapItem(at: item(1))
        expectEqual(
            delegate.log,
            [
                "shouldHighlight(0-1)",
                "shouldHighlight(0-1)", "didHighlight(0-1, cell highlighted)", "didUnhighlight(0-1)",
                "shouldSelect(0-1)",
            ])
        expectEqual(selected(collectionView), ["0-3"])
    }

    @Test func withSelectionOffATapDoesNothingAndSelectItemIsIgnored() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.allowsSelection = false
        collectionView.simulate.tapItem(at: item(1))
        collectionView.selectItem(at: item(1), animated: false, scrollPosition: .top)
        #expect(delegate.log.isEmpty)
        expectEqual(collectionView.indexPathsForSelectedItems, nil)
        expectEqual(collectionView.contentOffset.y, 0)
    }

    @Test func programmaticSelectionCallsNoDelegateMethodAndScrollsWhenAsked() throws {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime(recorder) {} }
        collectionView.selectItem(at: item(1), animated: false, scrollPosition: [])
        collectionView.selectItem(at: item(6), animated: true, scrollPosition: .top)
        // Single selection: item 0-6 replaced 0-1, and scrolled to the top (135).
        expectEqual(selected(collectionView), ["0-6"])
        expectEqual(collectionView.contentOffset.y, 135)
        collectionView.allowsMultipleSelection = true
        collectionView.selectItem(at: item(1, 1), animated: false, scrollPosition: [])
        expectEqual(selected(collectionView), ["0-6", "1-1"])
        // Item 1-1 (245..<285) enters at the next pass already selected.
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.cellForItem(at: item(1, 1))?.isSelected, true)
        collectionView.deselectItem(at: item(6), animated: false)
        expectEqual(selected(collectionView), ["1-1"])
        expectEqual(collectionView.cellForItem(at: item(6))?.isSelected, false)
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        expectEqual(collectionView.indexPathsForSelectedItems, nil)
        #expect(delegate.log.isEmpty)
    }

    @Test func aSelectItemOutOfRangeThrowsAndChangesNothing() {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime((recorder, delegate)) {} }
        collectionView.selectItem(at: item(0), animated: false, scrollPosition: [])
        #expect(
            throws: TableViewException(
                .internalInconsistency,
                "Attempted to scroll the collection view to an out-of-bounds item (2) when there are only 2 items in section 1."
            )
        ) {
            try collectionView.checked.selectItem(at: item(2, 1), animated: false, scrollPosition: [])
        }
        expectEqual(selected(collectionView), ["0-0"])
    }

    @Test func reusedCellsShowTheirNewItemsSelectionAndReloadDataForgetsIt() throws {
        let (collectionView, recorder, delegate) = makeGrid()
        defer { withExtendedLifetime((recorder, delegate)) {} }
        collectionView.simulate.tapItem(at: item(5))
        let cell = try #require(collectionView.cellForItem(at: item(5)))
        #expect(cell.isSelected)
        // Scrolled away, 0-5's cell is reused for 1-1 (queued second-to-last), unselected there.
        collectionView.contentOffset = CGPoint(x: 0, y: 190)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: item(1, 1)) === cell && !cell.isSelected)
        collectionView.reloadData()
        expectEqual(collectionView.indexPathsForSelectedItems, nil)
    }

    @Test func theSelectedBackgroundViewShowsWhileSelectedOrHighlighted() throws {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 90, height: 40))
        let background = View()
        let selectedBackground = View()
        cell.backgroundView = background
        cell.selectedBackgroundView = selectedBackground
        expectEqual(selectedBackground.superview, nil)
        cell.isHighlighted = true
        expectEqual(
            cell.subviews.map { ObjectIdentifier($0) },
            [background, selectedBackground, cell.contentView].map { ObjectIdentifier($0) })
        expectEqual(selectedBackground.frame, CGRect(x: 0, y: 0, width: 90, height: 40))
        cell.isHighlighted = false
        cell.isSelected = true
        expectIdentical(selectedBackground.superview, cell)
        cell.isSelected = false
        expectEqual(selectedBackground.superview, nil)
    }
}
