import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Supplementary views through batch updates, as UIKit's collection view maps them
/// (Compatibility/Evidence.md, "Supplementary views through a batch"):
///
/// - a kind the layout keeps per item follows its items (UIKit's update maps the kinds its layout
///   anchors to items through the item map: a moved item takes its view along; a deleted or
///   reloaded item's view ends display);
/// - any other kind follows its section, moved inside it by the layout's
///   `indexPathsToDeleteForSupplementaryView(ofKind:)` and
///   `indexPathsToInsertForSupplementaryView(ofKind:)` ("The collection view calls this method
///   whenever you add cells or sections to the collection view. Implementing this method gives
///   your layout object an opportunity to add new supplementary views to complement the
///   additions"), asked between `prepare(forCollectionViewUpdates:)` and
///   `finalizeCollectionViewUpdates()`, counted as UIKit counts.
///
/// The list: a header (0..<30) and rows of 44 points from y 30, a 30 × 30 badge 7 points inside
/// each row's trailing edge (x 283), in a 320 × 400 collection view.
@MainActor
@Suite struct SupplementaryBatchTests {
    let badge = BadgeListLayout.badgeKind
    let header = CollectionView.elementKindSectionHeader

    private func makeList(_ sections: [[String]], followItems: Bool = false) -> (
        CollectionView, BadgeListLayout, BadgeRecorder
    ) {
        let layout = BadgeListLayout()
        layout.badgesFollowItems = followItems
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let recorder = BadgeRecorder(sections)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        collectionView.register(BadgeView.self, forSupplementaryViewOfKind: badge, withReuseIdentifier: "Badge")
        collectionView.register(BadgeView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "Header")
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        collectionView.layoutIfNeeded()
        recorder.log = []
        layout.log = []
        return (collectionView, layout, recorder)
    }

    private func badges(_ collectionView: CollectionView, section: Int = 0, count: Int) -> [CollectionReusableView?] {
        (0..<count).map {
            collectionView.supplementaryView(forElementKind: badge, at: IndexPath(item: $0, section: section))
        }
    }

    private func titles(_ collectionView: CollectionView) -> [String] {
        collectionView.visibleSupplementaryViews(ofKind: badge).map { ($0 as! BadgeView).title }
    }

    private func badgeFrame(row: Int) -> CGRect { CGRect(x: 283, y: 30 + CGFloat(row) * 44 + 7, width: 30, height: 30) }

    // MARK: An app's layout: sections and the layout's delete and insert index paths

    @Test func theFirstPassShowsTheHeaderThenEachRowWithItsBadge() {
        let (collectionView, _, recorder) = makeList([["a", "b"]])
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        expectEqual(
            recorder.log,
            [
                "didEndDisplaying(Badge 0-0)", "didEndDisplaying(Header 0-0)", "didEndDisplaying(Badge 0-1)",
                "viewFor(Header 0-0)", "willDisplay(Header 0-0)",
                "cellForItemAt(0-0)", "viewFor(Badge 0-0)", "willDisplay(Badge 0-0)",
                "cellForItemAt(0-1)", "viewFor(Badge 0-1)", "willDisplay(Badge 0-1)",
            ])
        expectEqual(titles(collectionView), ["a", "b"])
    }

    @Test func aDeletedItemsBadgeEndsAndTheOthersMoveUpKeepingTheirViews() throws {
        let (collectionView, layout, recorder) = makeList([["a", "b", "c", "d", "e"]])
        let before = badges(collectionView, count: 5)
        #expect(!before.contains { $0 == nil })
        recorder.sections[0].remove(at: 1)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        // Asked once per kind on screen, in name order, between the layout's update calls.
        expectEqual(
            layout.log,
            [
                "prepare(forCollectionViewUpdates:)", "indexPathsToDelete(Badge)", "indexPathsToInsert(Badge)",
                "indexPathsToDelete(Header)", "indexPathsToInsert(Header)", "finalizeCollectionViewUpdates()",
            ])
        // The deleted item's badge ends with its index path before the batch; nothing is asked.
        expectEqual(recorder.log, ["didEndDisplaying(Badge 0-1)"])
        let after = badges(collectionView, count: 4)
        expectIdentical(after[0], before[0])
        expectIdentical(after[1], before[2])
        expectIdentical(after[2], before[3])
        expectIdentical(after[3], before[4])
        expectEqual(after.map { $0?.frame }, (0..<4).map(badgeFrame))
        expectEqual(titles(collectionView), ["a", "c", "d", "e"])
        #expect(collectionView.invariantViolations().isEmpty)
    }

    @Test func anInsertedItemGetsANewBadgeAfterTheOthersMoveDown() {
        let (collectionView, _, recorder) = makeList([["a", "b", "c"]])
        let before = badges(collectionView, count: 3)
        #expect(!before.contains { $0 == nil })
        recorder.sections[0].insert("x", at: 1)
        collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        expectEqual(recorder.log, ["cellForItemAt(0-1)", "viewFor(Badge 0-1)", "willDisplay(Badge 0-1)"])
        let after = badges(collectionView, count: 4)
        expectIdentical(after[0], before[0])
        expectIdentical(after[2], before[1])
        expectIdentical(after[3], before[2])
        expectEqual(after.map { $0?.frame }, (0..<4).map(badgeFrame))
        expectEqual(titles(collectionView), ["a", "x", "b", "c"])
    }

    /// UIKit moves a view past the inserted indexes in `0...j` of its index `j` once the deleted
    /// ones are out, so two views inserted before it move it by one: the first badge goes to
    /// index 1 (showing "a" while the item there is "y") and a new one is asked for index 2.
    /// The radar "Custom supplementary views not positioned correctly by
    /// UICollectionViewFlowLayout" reports it: inserting one supplementary view at a time
    /// behaves, two at once misplace existing views.
    @Test func twoInsertsBeforeABadgeMoveItByOneAsUIKitCounts() {
        let (collectionView, _, recorder) = makeList([["a", "b", "c"]])
        let before = badges(collectionView, count: 3)
        #expect(!before.contains { $0 == nil })
        recorder.sections[0].insert(contentsOf: ["x", "y"], at: 0)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        expectEqual(
            recorder.log,
            [
                "cellForItemAt(0-0)", "viewFor(Badge 0-0)", "willDisplay(Badge 0-0)", "cellForItemAt(0-1)",
                "viewFor(Badge 0-2)", "willDisplay(Badge 0-2)",
            ])
        let after = badges(collectionView, count: 5)
        expectIdentical(after[1], before[0])
        expectIdentical(after[3], before[1])
        expectIdentical(after[4], before[2])
        expectEqual(after.map { $0?.frame }, (0..<5).map(badgeFrame))
        expectEqual(titles(collectionView), ["x", "a", "a", "b", "c"])
    }

    /// An app's layout cannot tell UIKit that its kind belongs to items: an item move leaves the
    /// badges where they are (the moved item's row shows the badge of the item that was there).
    @Test func anItemMoveLeavesAnAppLayoutsBadgesInPlace() {
        let (collectionView, _, recorder) = makeList([["a", "b", "c"]])
        let before = badges(collectionView, count: 3)
        #expect(!before.contains { $0 == nil })
        recorder.sections[0] = ["b", "c", "a"]
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        expectEqual(recorder.log, [])
        let after = badges(collectionView, count: 3)
        for row in 0..<3 { expectIdentical(after[row], before[row]) }
        expectEqual(titles(collectionView), ["a", "b", "c"])
    }

    /// A layout that does not answer its deleted badges: the views keep their index paths, and
    /// the one past the last row ends in the layout pass, the layout no longer listing it.
    @Test func aLayoutThatForgetsItsDeletedBadgesEndsTheLastOneInThePass() {
        let (collectionView, layout, recorder) = makeList([["a", "b", "c"]])
        layout.answersBadgeUpdates = false
        let before = badges(collectionView, count: 3)
        #expect(!before.contains { $0 == nil })
        recorder.sections[0].remove(at: 0)
        collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        expectEqual(recorder.log, ["didEndDisplaying(Badge 0-2)"])
        let after = badges(collectionView, count: 2)
        expectIdentical(after[0], before[0])
        expectIdentical(after[1], before[1])
        expectEqual(titles(collectionView), ["a", "b"])
    }

    @Test func aDeletedSectionsViewsEndAndTheNextSectionsMoveUp() {
        let (collectionView, _, recorder) = makeList([["a"], ["b", "c"]])
        let headerOfB = collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        let before = badges(collectionView, section: 1, count: 2)
        #expect(!before.contains { $0 == nil })
        recorder.sections.remove(at: 0)
        collectionView.deleteSections(IndexSet(integer: 0))
        // Index-path order, then kind: the section's badge, then its header.
        expectEqual(recorder.log, ["didEndDisplaying(Badge 0-0)", "didEndDisplaying(Header 0-0)"])
        expectIdentical(
            collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)), headerOfB)
        let after = badges(collectionView, count: 2)
        expectIdentical(after[0], before[0])
        expectIdentical(after[1], before[1])
        expectEqual(after.map { $0?.frame }, (0..<2).map(badgeFrame))
    }

    // MARK: A kind that belongs to items

    @Test func badgesThatBelongToItemsFollowMovesAndEndWithDeletedAndReloadedItems() {
        let (collectionView, layout, recorder) = makeList([["a", "b", "c", "d"]], followItems: true)
        let before = badges(collectionView, count: 4)
        #expect(!before.contains { $0 == nil })
        recorder.sections[0] = ["c", "b", "d′"]
        collectionView.performBatchUpdates {
            collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
            collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
        }
        // UIKit asks every kind on screen; the item kind's answers are not used.
        expectEqual(
            layout.log,
            [
                "prepare(forCollectionViewUpdates:)", "indexPathsToDelete(Badge)", "indexPathsToInsert(Badge)",
                "indexPathsToDelete(Header)", "indexPathsToInsert(Header)", "finalizeCollectionViewUpdates()",
            ])
        // The deleted and the reloaded items' badges end, in index-path order; the reloaded
        // item's new badge is asked in the pass.
        expectEqual(
            recorder.log,
            [
                "didEndDisplaying(Badge 0-0)", "didEndDisplaying(Badge 0-3)",
                "cellForItemAt(0-2)", "viewFor(Badge 0-2)", "willDisplay(Badge 0-2)",
            ])
        let after = badges(collectionView, count: 3)
        expectIdentical(after[0], before[2])
        expectIdentical(after[1], before[1])
        expectEqual(after.map { $0?.frame }, (0..<3).map(badgeFrame))
        expectEqual(titles(collectionView), ["c", "b", "d′"])
        #expect(collectionView.invariantViolations().isEmpty)
    }

    @Test func badgesThatBelongToItemsFollowAnItemMovedToAnotherSection() {
        let (collectionView, _, recorder) = makeList([["a", "b"], ["c"]], followItems: true)
        let badgeOfA = collectionView.supplementaryView(forElementKind: badge, at: IndexPath(item: 0, section: 0))
        recorder.sections = [["b"], ["c", "a"]]
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        expectEqual(recorder.log, [])
        let moved = collectionView.supplementaryView(forElementKind: badge, at: IndexPath(item: 1, section: 1))
        expectIdentical(moved, badgeOfA)
        // Section 1's rows start at 30 + 44 + 30 = 104; "a" is its second row.
        expectEqual(moved?.frame, CGRect(x: 283, y: 104 + 44 + 7, width: 30, height: 30))
        expectEqual(titles(collectionView), ["b", "c", "a"])
    }

    @Test func diffableAppliesMoveTheBadgesThatBelongToItems() {
        let layout = BadgeListLayout()
        layout.badgesFollowItems = true
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        let recorder = BadgeRecorder([])
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        collectionView.register(BadgeView.self, forSupplementaryViewOfKind: badge, withReuseIdentifier: "Badge")
        collectionView.register(BadgeView.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "Header")
        collectionView.delegate = recorder
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            let view =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: kind == BadgeListLayout.badgeKind ? "Badge" : "Header",
                    for: indexPath) as! BadgeView
            view.title = dataSource.itemIdentifier(for: indexPath) ?? ""
            return view
        }
        var snapshot = CollectionViewDiffableDataSource<Int, String>.Snapshot()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let before = badges(collectionView, count: 4)
        #expect(!before.contains { $0 == nil })
        recorder.log = []
        snapshot.deleteItems(["b"])
        snapshot.moveItem("d", beforeItem: "a")
        dataSource.apply(snapshot, animatingDifferences: true)
        expectEqual(recorder.log, ["didEndDisplaying(Badge 0-1)"])
        let after = badges(collectionView, count: 3)
        expectIdentical(after[0], before[3])
        expectIdentical(after[1], before[0])
        expectIdentical(after[2], before[2])
        expectEqual(after.map { $0?.frame }, (0..<3).map(badgeFrame))
        expectEqual(titles(collectionView), ["d", "a", "c"])
    }
}
