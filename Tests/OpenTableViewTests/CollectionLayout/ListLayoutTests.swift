import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

/// A settings screen on the list layout, written as apps write one: a list configuration with a
/// trailing swipe provider, cells that size themselves, a data source of sections of rows.
@MainActor
private final class SettingsList: NSObject, CollectionViewDataSource {
    var counts: [Int]
    /// Heights the rows' cells need, by index path; 44 elsewhere.
    var heights: [IndexPath: CGFloat] = [:]
    var cellRequests: [IndexPath] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Setting", for: indexPath) as! SizingNoteCell
        cell.neededHeight = heights[indexPath] ?? 44
        return cell
    }

    /// The section headers of `headerMode = .supplementary`, dequeued as UIKit requires.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: SectionTitleView.reuseIdentifier, for: indexPath)
            as! SectionTitleView
        header.title = "Section \(indexPath.section)"
        return header
    }
}

/// The list layout: `UICollectionLayoutListConfiguration` through
/// `UICollectionViewCompositionalLayout.list(using:)`. Rows are laid out as a table's: estimated at
/// 44 and measured from their cells when displayed, paddings and header heights from the table's
/// style metrics (Compatibility/Evidence.md, section 1.2; "List layout" in section 21).
@MainActor
@Suite struct ListLayoutTests {
    private func makeList(_ configuration: CollectionLayoutListConfiguration, _ data: SettingsList) -> CollectionView {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        collectionView.register(SizingNoteCell.self, forCellWithReuseIdentifier: "Setting")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collectionView.register(
                SectionTitleView.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: SectionTitleView.reuseIdentifier)
        }
        collectionView.dataSource = data
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test func aPlainListSelfSizesItsRowsUnderTableHeaders() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let data = SettingsList(counts: [3, 2])
        data.heights = [IndexPath(item: 1, section: 0): 60, IndexPath(item: 1, section: 1): 30]
        let collectionView = makeList(configuration, data)
        // A plain table's header: 22 above it, 28 high. Section 0: header 22..<50, rows 44, 60
        // (measured), 44 from 50: 50, 94, 154, ending 198. Section 1: header 220..<248, rows 248
        // and 292 (30 high), ending 322.
        expectEqual(
            describedFrames(collectionView.collectionViewLayout, in: CGRect(x: 0, y: 0, width: 320, height: 1000)),
            [
                "header 0-0 (0.0, 22.0, 320.0, 28.0)",
                "cell 0-0 (0.0, 50.0, 320.0, 44.0)", "cell 0-1 (0.0, 94.0, 320.0, 60.0)",
                "cell 0-2 (0.0, 154.0, 320.0, 44.0)",
                "header 1-0 (0.0, 220.0, 320.0, 28.0)",
                "cell 1-0 (0.0, 248.0, 320.0, 44.0)", "cell 1-1 (0.0, 292.0, 320.0, 30.0)",
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 322))
        // The cells on screen were framed again with their measured heights.
        expectEqual(collectionView.visibleCells.map(\.frame.height), [44, 60, 44, 44, 30])
        // Another width forgets the measured heights: the rows are estimated and measured again
        // (the same heights here, so the same frames at the new width).
        let layout = collectionView.collectionViewLayout as! CollectionViewCompositionalLayout
        expectEqual(layout.measuredSizes.count, 2)
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        collectionView.layoutIfNeeded()
        expectEqual(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 0, y: 94, width: 200, height: 60))
        expectEqual(collectionView.contentSize, CGSize(width: 200, height: 322))
    }

    @Test func aGroupedListHasTheGroupedTablesPaddings() {
        let data = SettingsList(counts: [2, 1])
        let collectionView = makeList(CollectionLayoutListConfiguration(appearance: .grouped), data)
        // A grouped table without headers: 35 above the first section, rows at 35 and 79, its
        // 17.5 footer to 140.5; section 1's 17.5 header, its row at 158 to 202, its footer to
        // 219.5, then 20 at the end.
        expectEqual(
            describedFrames(collectionView.collectionViewLayout, in: CGRect(x: 0, y: 0, width: 320, height: 1000)),
            [
                "cell 0-0 (0.0, 35.0, 320.0, 44.0)", "cell 0-1 (0.0, 79.0, 320.0, 44.0)",
                "cell 1-0 (0.0, 158.0, 320.0, 44.0)",
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 239.5))
    }

    /// UIKit's `.insetGrouped` list insets its sections as the table style does: rows, headers
    /// and footers 16 points in from each side (the table's side margin on this iPhone), the
    /// grouped places down the list (Compatibility/Evidence.md, "Inset grouped sections").
    @Test func anInsetGroupedListInsetsItsSectionsAsTheTableOfItsStyle() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let data = SettingsList(counts: [2, 1])
        data.heights = [IndexPath(item: 1, section: 0): 60]
        let collectionView = makeList(configuration, data)
        // The grouped list's places (a 54-point first header: 32 + 16 + 6; a 39-point later one;
        // 17.5-point footers), 288 wide from x = 16.
        expectEqual(
            describedFrames(collectionView.collectionViewLayout, in: CGRect(x: 0, y: 0, width: 320, height: 1000)),
            [
                "header 0-0 (16.0, 0.0, 288.0, 54.0)",
                "cell 0-0 (16.0, 54.0, 288.0, 44.0)", "cell 0-1 (16.0, 98.0, 288.0, 60.0)",
                "header 1-0 (16.0, 175.5, 288.0, 39.0)",
                "cell 1-0 (16.0, 214.5, 288.0, 44.0)",
            ])
        expectEqual(collectionView.visibleCells.map(\.frame.minX), [16, 16, 16])
        expectEqual(collectionView.visibleCells.map(\.frame.width), [288, 288, 288])
        // The same rows in an inset-grouped table take the same column.
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        let rows = RecordingDataSource([2, 1], log: TableEventLog())
        table.dataSource = rows
        table.layoutIfNeeded()
        expectEqual(table.visibleCells.map(\.frame.minX), [16, 16, 16])
        expectEqual(table.visibleCells.map(\.frame.width), [288, 288, 288])
        // The collection view's own margins (8 points) do not decide it; the safe area adds to it.
        expectEqual(collectionView.layoutMargins.left, 8)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.addSubview(collectionView)
        window.deviceSafeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 30)
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        let inset = collectionView.adjustedContentInset
        expectEqual(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX,
            44 + 16 - inset.left)
        expectEqual(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width,
            320 - inset.left - inset.right - (44 + 16 - inset.left) - (30 + 16 - inset.right))
    }

    @Test func aMillionRowsAskOnlyTheVisibleCellsAndKeepTheirEstimates() throws {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            SwipeActionsConfiguration(actions: [
                ContextualAction(style: .destructive, title: "Delete \(indexPath.item)") { _, _, done in done(true) }
            ])
        }
        let data = SettingsList(counts: [1_000_000])
        let collectionView = makeList(configuration, data)
        let layout = collectionView.collectionViewLayout as! CollectionViewCompositionalLayout
        // 35 of top padding, then 44-point rows: 0..<400 shows rows 0–8 (row 8 at 387).
        expectEqual(data.cellRequests, (0..<9).map { IndexPath(item: $0, section: 0) })
        // Nothing measured differently: the section is still one estimated run.
        #expect(layout.measuredSizes.isEmpty)
        expectEqual(layout.grid.model.section(0).rows.runs.count, 1)
        // 35 + 44,000,000 + 17.5 (footer) + 20.
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 44_000_072.5))
        // The swipe provider is kept and reachable per section.
        let provider = try #require(layout.listConfiguration(forSection: 0)?.trailingSwipeActionsConfigurationProvider)
        expectEqual(provider(IndexPath(item: 7, section: 0))?.actions.map(\.title), ["Delete 7"])
    }

    @Test func aGroupOfOneEstimatedItemSelfSizesAsListRows() {
        // A "manual list" of compositional parts: one full-width item of estimated height a group.
        let estimated = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
        let section = CollectionLayoutSection(
            group: .vertical(layoutSize: estimated, subitems: [CollectionLayoutItem(layoutSize: estimated)]))
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 0, trailing: 16)
        let data = SettingsList(counts: [3])
        data.heights = [IndexPath(item: 1, section: 0): 70]
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        collectionView.register(SizingNoteCell.self, forCellWithReuseIdentifier: "Setting")
        collectionView.dataSource = data
        collectionView.layoutIfNeeded()
        // Rows 288 wide at x 16, measured 44, 70, 44, 8 apart from y 10: 10, 62, 140; the
        // section ends at 184.
        expectEqual(
            collectionView.visibleCells.map(\.frame),
            [
                CGRect(x: 16, y: 10, width: 288, height: 44), CGRect(x: 16, y: 62, width: 288, height: 70),
                CGRect(x: 16, y: 140, width: 288, height: 44),
            ])
        expectEqual(collectionView.contentSize, CGSize(width: 320, height: 184))
    }

    /// A list's rows self-size like a table's (the list layout is the table of its style): rows
    /// entering above the first row already on screen, measured at another height than their
    /// estimate, move the content offset by the difference, so the rows on screen stay where the
    /// user sees them, as the self-sizing table's do
    /// (`EstimatedHeightTests.rowsOnScreenDoNotJumpWhenRowsAboveThemAreMeasured`).
    @Test func rowsOnScreenStayInPlaceWhenRowsAboveThemAreMeasuredAsATablesDo() {
        let data = SettingsList(counts: [1000])
        for item in 0..<1000 { data.heights[IndexPath(item: item, section: 0)] = 20 }
        let list = makeList(CollectionLayoutListConfiguration(appearance: .plain), data)
        let (table, _) = makeTable([1000], size: CGSize(width: 320, height: 400), rowHeight: nil)
        table.estimatedRowHeight = 44
        let heights = RecordingHeightDelegate(log: TableEventLog()) { _ in 20 }
        heights.recordsHeights = false
        table.attach(heights)
        table.layoutIfNeeded()
        // Rows 0–19 were measured at 20 (480 points less than their estimates). Jump into the
        // middle: 22,000 is row 512's estimated start (400 + 492 × 44 + 24), whose rows are
        // measured; those above stay estimated.
        list.contentOffset = CGPoint(x: 0, y: 22_000)
        table.contentOffset = CGPoint(x: 0, y: 22_000)
        list.layoutIfNeeded()
        table.layoutIfNeeded()
        let anchor = IndexPath(item: 512, section: 0)
        let cell = list.cellForItem(at: anchor)!
        let row = table.cellForRow(at: anchor)!
        expectEqual(cell.frame.minY, 22_000)
        expectEqual(row.frame.minY, 22_000)
        // Scroll up in three steps of 30: rows 511, 510, … enter at their 44-point estimate and
        // are measured at 20; the offset absorbs the 24 each loses, and row 512 is 30, 60, 90
        // points below the top, in the list as in the table. (The list also shows and measures
        // a row that only touches the viewport's edge, so its offsets can differ from the
        // table's by a row's 24; what the user sees does not.)
        for step in 1...3 {
            list.contentOffset.y -= 30
            table.contentOffset.y -= 30
            list.layoutIfNeeded()
            table.layoutIfNeeded()
            expectIdentical(list.cellForItem(at: anchor), cell)
            expectEqual(cell.frame.minY - list.contentOffset.y, CGFloat(30 * step))
            expectEqual(row.frame.minY - table.contentOffset.y, CGFloat(30 * step))
        }
        // Four rows entering above were measured at 20 during the steps (the jump's passes had
        // measured 510 and 511): row 512 starts 4 × 24 higher, the offset 90 above it, and row
        // 507 (21,804 to 21,824) is the first on screen.
        expectEqual(cell.frame.minY, 21_904)
        expectEqual(list.contentOffset.y, 21_814)
        expectEqual(list.indexPathsForVisibleItems.sorted().first, IndexPath(item: 507, section: 0))
    }

    @Test func theListConfigurationsDefaultsAreUIKits() {
        let configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
        expectEqual(configuration.appearance, .sidebar)
        #expect(configuration.showsSeparators)
        expectEqual(configuration.backgroundColor, nil)
        expectEqual(configuration.headerMode, .none)
        expectEqual(configuration.footerMode, .none)
        expectEqual(configuration.headerTopPadding, nil)
        expectEqual(configuration.leadingSwipeActionsConfigurationProvider, nil)
    }
}
