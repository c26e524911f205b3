import OpenTableViewShim
import Testing

@testable import PortedApps

/// The Explorer app's iOS 14 collection-view screens (`Fixtures/Apps/Inputs/Explorer`, written as
/// Apple's "Implementing Modern Collection Views" sample, tutorials and apps write them), ported
/// by the tool with no hand edits and driven as a user would: compositional geometry with badges
/// and headers, an orthogonal row, a sidebar outline that expands, swipe actions that re-star a
/// row, a list whose appearance cycles, a custom content configuration reconfigured in place and
/// a list cell subclass whose configuration follows a custom state.
@MainActor @Suite struct PortedModernCollectionTests {
    private static func laidOut<Screen: UIViewController>(_ screen: Screen, width: CGFloat = 320, height: CGFloat = 480)
        -> Screen
    {
        screen.loadViewIfNeeded()
        screen.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        screen.view.layoutIfNeeded()
        return screen
    }

    /// The text of a list cell's content configuration.
    private static func text(_ cell: UICollectionViewCell?) -> String? {
        (cell?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    /// The texts of the section's cells on screen, top to bottom.
    private static func texts(_ collectionView: UICollectionView, section: Int) -> [String?] {
        collectionView.layoutIfNeeded()
        return (0..<collectionView.numberOfItems(inSection: section)).map {
            text(collectionView.cellForItem(at: IndexPath(item: $0, section: section)))
        }
    }

    // MARK: Badges, headers and section backgrounds

    @Test func theBadgeGridPlacesInsetItemsUnderEachHeaderAndABadgeOnEachTopTrailingCorner() throws {
        let screen = Self.laidOut(BadgeGridViewController())
        let collectionView = try #require(screen.collectionView)
        // The section's content insets (20) leave 280 points; the header (fractional width 1,
        // 44 high) follows them across and sits above the insets' top. The group is 280 wide and
        // `.fractionalWidth(0.2)` = 56 high; four 70-point items a row, each inset by 5: 60 × 46.
        let header = BadgeGridViewController.sectionHeaderElementKind
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?
                .frame == CGRect(x: 20, y: 0, width: 280, height: 44))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 25, y: 69, width: 60, height: 46))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 95, y: 125, width: 60, height: 46))
        // Section 0: header 44, inset 20, two rows of 56, inset 20 = 196; section 1 follows.
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?
                .frame == CGRect(x: 20, y: 196, width: 280, height: 44))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 1))?.frame
                == CGRect(x: 95, y: 265, width: 60, height: 46))
        // The badge: 20 × 20 inside the cell's top trailing corner (`[.top, .trailing]`), moved
        // by 0.3 of its width right and 0.3 of its height up (UIKit's NSCollectionLayoutAnchor).
        let badge = BadgeGridViewController.badgeElementKind
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: badge, at: IndexPath(item: 0, section: 0))?
                .frame == CGRect(x: 85 - 20 + 6, y: 69 - 6, width: 20, height: 20))
        #expect(
            collectionView.layoutAttributesForSupplementaryElement(ofKind: badge, at: IndexPath(item: 1, section: 1))?
                .frame == CGRect(x: 155 - 20 + 6, y: 265 - 6, width: 20, height: 20))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 196 + 44 + 20 + 56 + 20))
    }

    @Test func theBadgeGridShowsEachCountAndHidesTheZeroBadges() throws {
        let screen = Self.laidOut(BadgeGridViewController())
        let collectionView = try #require(screen.collectionView)
        let badges = collectionView.visibleSupplementaryViews(ofKind: BadgeGridViewController.badgeElementKind)
            .compactMap { $0 as? BadgeSupplementaryView }
        // One badge per cell on screen: 6 + 2 items.
        #expect(badges.count == 8)
        let byFrame = badges.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        #expect(byFrame.map { $0.label.text } == ["1", "0", "3", "2", "0", "7", "0", "4"])
        #expect(byFrame.map(\.isHidden) == [false, true, false, false, true, false, true, false])
        // Badges draw above their cells.
        let attributes = try #require(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: BadgeGridViewController.badgeElementKind, at: IndexPath(item: 0, section: 0)))
        #expect(attributes.zIndex == 1)
        let headers = collectionView.visibleSupplementaryViews(ofKind: BadgeGridViewController.sectionHeaderElementKind)
            .compactMap { ($0 as? TitleSupplementaryView)?.label.text }.sorted()
        #expect(headers == ["Archive", "Inbox"])
    }

    @Test func theBadgeGridDrawsTheRegisteredBackgroundBehindEachSection() throws {
        let screen = Self.laidOut(BadgeGridViewController())
        let collectionView = try #require(screen.collectionView)
        let backgrounds = collectionView.visibleDecorationViews(ofKind: SectionBackgroundDecorationView.elementKind)
        #expect(backgrounds.count == 2)
        #expect(backgrounds.allSatisfy { $0 is SectionBackgroundDecorationView && $0.layer.cornerRadius == 12 })
        // Made from the class the layout registered, behind the cells, framed as the layout says.
        #expect(collectionView.subviews.first === backgrounds[1] || collectionView.subviews.first === backgrounds[0])
        let layout = collectionView.collectionViewLayout
        let attributes = try #require(
            layout.layoutAttributesForDecorationView(
                ofKind: SectionBackgroundDecorationView.elementKind, at: IndexPath(item: 0, section: 1)))
        #expect(backgrounds[1].frame == attributes.frame)
        // Scrolled away, the first section's background leaves the screen.
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleDecorationViews(ofKind: SectionBackgroundDecorationView.elementKind).count == 1)
    }

    // MARK: Emoji explorer: orthogonal row, sidebar outline, inset grouped list

    @Test func theEmojiExplorerLaysTheRecentsOutInOneRowThatScrollsAcross() throws {
        let screen = Self.laidOut(EmojiExplorerViewController())
        let collectionView = try #require(screen.collectionView)
        // Insets 10 leave 300 points: groups 0.28 × 300 = 84 wide, 0.2 × 300 = 60 high, 10 apart;
        // the item fills its group less 5 on each side.
        let group = 0.28 * 300.0
        let frames = (0..<5).map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames[0] == CGRect(x: 15, y: 15, width: group - 10, height: 50))
        #expect(frames[1] == CGRect(x: 10 + group + 10 + 5, y: 15, width: group - 10, height: 50))
        #expect(frames[3] == CGRect(x: 10 + 3 * (group + 10) + 5, y: 15, width: group - 10, height: 50))
        let grid = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(Self.text(grid) == "🙂")
        let background = try #require(grid.backgroundConfiguration)
        #expect(background.cornerRadius == 8)
        #expect(background.strokeWidth == 1 / grid.traitCollection.displayScale)
        // `.continuousGroupLeadingBoundary`: a drag of 100 comes to rest on a group's leading
        // edge, the second group's (94 points along, 84 + 10).
        collectionView.simulate.scrollOrthogonalSection(0, by: 100)
        collectionView.layoutIfNeeded()
        let scrolled = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX)
        #expect(abs(scrolled - 15) < 1e-9)
    }

    @Test func theEmojiExplorerOutlineStartsCollapsedAndExpandsFromItsHeaderRow() throws {
        let screen = Self.laidOut(EmojiExplorerViewController(), height: 900)
        let collectionView = try #require(screen.collectionView)
        #expect(Self.texts(collectionView, section: 1) == ["Smileys", "Nature", "Food"])
        let header = try #require(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell)
        #expect(header.accessories.map(\.accessoryType) == [.outlineDisclosure])
        // A header-style disclosure's row expands on a tap, with no selection.
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 1))
        #expect(Self.texts(collectionView, section: 1) == ["Smileys", "😀", "😂", "😎", "Nature", "Food"])
        #expect(collectionView.indexPathsForSelectedItems == nil)
        let child = try #require(
            collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) as? UICollectionViewListCell)
        #expect((child.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Tears of Joy")
        #expect(child.indentationLevel == 1)
        // Selecting an emoji "pushes" its detail.
        collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 1))
        #expect(screen.pushedEmojis.map(\.title) == ["Tears of Joy"])
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 1))
        #expect(Self.texts(collectionView, section: 1) == ["Smileys", "Nature", "Food"])
    }

    @Test func comingBackToTheEmojiExplorerDeselectsWithoutATransitionCoordinator() throws {
        let screen = Self.laidOut(EmojiExplorerViewController(), height: 1200)
        let collectionView = try #require(screen.collectionView)
        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 2))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 2)])
        #expect(screen.pushedEmojis.map(\.title) == ["Tears of Joy"])
        // Transitions complete at once headless: no coordinator, so Apple's sample deselects at
        // once, the state a transition that was not cancelled ends in.
        #expect(screen.transitionCoordinator == nil)
        screen.beginAppearanceTransition(true, animated: true)
        screen.endAppearanceTransition()
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func theEmojiExplorerListStarsAndUnstarsARowFromItsLeadingSwipe() throws {
        let screen = Self.laidOut(EmojiExplorerViewController(), height: 1200)
        let collectionView = try #require(screen.collectionView)
        let first = IndexPath(item: 0, section: 2)
        let cell = try #require(collectionView.cellForItem(at: first) as? UICollectionViewListCell)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "Smileys")
        // The first emoji starts starred: a disclosure indicator and the star.
        #expect(cell.accessories.map(\.accessoryType) == [.disclosureIndicator, .customView])
        let swiped = try #require(collectionView.simulate.swipeItem(at: first, edge: .leading))
        #expect(swiped.actions.map(\.image) == [UIImage(systemName: "star.slash")])
        collectionView.simulate.tapSwipeAction(at: 0)
        #expect(screen.starredEmojis.isEmpty)
        #expect(cell.accessories.map(\.accessoryType) == [.disclosureIndicator])
        let again = try #require(collectionView.simulate.swipeItem(at: first, edge: .leading))
        #expect(again.actions.map(\.image) == [UIImage(systemName: "star.fill")])
        // The trailing edge has no provider.
        #expect(collectionView.simulate.swipeItem(at: IndexPath(item: 1, section: 2)) == nil)
    }

    // MARK: List appearances

    @Test func theListAppearancesCycleFromTheBarButtonAndKeepTheSelection() throws {
        let screen = Self.laidOut(ListAppearancesViewController())
        let collectionView = try #require(screen.collectionView)
        let button = try #require(screen.navigationItem.rightBarButtonItem)
        #expect(button.title == "Plain")
        // `.firstItemInSection`: the header item, then its three children, expanded.
        #expect(Self.texts(collectionView, section: 0) == ["Section 0", "Item 0", "Item 1", "Item 2"])
        // A plain list starts at the top, rows 44 high.
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 44)
        collectionView.simulate.tapItem(at: IndexPath(item: 2, section: 0))
        var titles: [String?] = []
        for _ in 0..<5 {
            button.simulate.tap()
            titles.append(screen.navigationItem.rightBarButtonItem?.title)
        }
        #expect(titles == ["Sidebar Plain", "Sidebar", "Grouped", "Inset Grouped", "Plain"])
        #expect(screen.appearance == .plain)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func aGroupedAppearancePutsTheGroupedPaddingAboveTheFirstSectionAndDropsTheIndicators() throws {
        let screen = Self.laidOut(ListAppearancesViewController())
        let collectionView = try #require(screen.collectionView)
        let child = IndexPath(item: 1, section: 0)
        let plainCell = try #require(collectionView.cellForItem(at: child) as? UICollectionViewListCell)
        #expect(plainCell.accessories.map(\.accessoryType) == [.disclosureIndicator])
        // Plain → Sidebar Plain → Sidebar → Grouped.
        for _ in 0..<3 { screen.navigationItem.rightBarButtonItem?.simulate.tap() }
        collectionView.layoutIfNeeded()
        // A grouped list's first section has the grouped table's 35 points above it.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 35)
        screen.navigationItem.rightBarButtonItem?.simulate.tap()
        #expect(screen.appearance == .insetGrouped)
        // Back to a sidebar: the rows lose their indicators, dequeued again by the reload.
        screen.navigationItem.rightBarButtonItem?.simulate.tap()
        screen.navigationItem.rightBarButtonItem?.simulate.tap()
        collectionView.layoutIfNeeded()
        let sidebarCell = try #require(collectionView.cellForItem(at: child) as? UICollectionViewListCell)
        #expect(screen.appearance == .sidebarPlain)
        #expect(sidebarCell.accessories.isEmpty)
    }

    @Test func theListAppearancesHeaderCollapsesItsSection() throws {
        let screen = Self.laidOut(ListAppearancesViewController())
        let collectionView = try #require(screen.collectionView)
        collectionView.simulate.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 0, section: 0))
        #expect(collectionView.numberOfItems(inSection: 0) == 1)
        #expect(Self.text(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))) == "Section 1")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 44)
    }

    // MARK: Custom content configuration

    private static func readingList() -> ReadingListViewController {
        let screen = ReadingListViewController()
        screen.today = [
            .init(title: "Compositional layouts", summary: "Items, groups and sections."),
            .init(title: "Diffable data sources", summary: "Snapshots all the way down."),
        ]
        screen.earlier = [.init(title: "Cell registrations", summary: "No more reuse identifiers.")]
        return laidOut(screen)
    }

    /// The screen's collection view, a `private lazy var` pinned in its view.
    private static func collectionView(of screen: UIViewController) throws -> UICollectionView {
        try #require(screen.view.subviews.compactMap { $0 as? UICollectionView }.first)
    }

    private static func articleView(_ collectionView: UICollectionView, _ indexPath: IndexPath) throws
        -> (cell: UICollectionViewListCell, configuration: ArticleContentConfiguration)
    {
        let cell = try #require(collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell)
        let configuration = try #require(cell.contentConfiguration as? ArticleContentConfiguration)
        return (cell, configuration)
    }

    @Test func theReadingListDrawsItsArticlesWithTheirOwnContentViewUnderPlainHeaders() throws {
        let screen = Self.readingList()
        let collectionView = try Self.collectionView(of: screen)
        let (cell, configuration) = try Self.articleView(collectionView, IndexPath(item: 1, section: 0))
        #expect(configuration.title == "Diffable data sources")
        #expect(configuration.isRead == false)
        // The cell's content view is the one the configuration made.
        #expect(cell.contentView is ArticleContentView)
        let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
            .sorted { $0.frame.minY < $1.frame.minY }
        #expect(
            headers.map {
                (($0 as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
            }
                == ["Today", "Earlier"])
        // A plain list's supplementary header is 28 points with 22 above it (the plain table's
        // `sectionHeaderTopPadding`, Compatibility/Evidence.md "List layout"), the rows below it.
        #expect(headers.first?.frame == CGRect(x: 0, y: 22, width: 320, height: 28))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
    }

    @Test func selectingAnArticleTintsItsBackgroundAndItsTitleThroughTheState() throws {
        let screen = Self.readingList()
        let collectionView = try Self.collectionView(of: screen)
        let indexPath = IndexPath(item: 0, section: 0)
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        let (cell, configuration) = try Self.articleView(collectionView, indexPath)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBlue)
        #expect(configuration.titleColor == .white)
        collectionView.deselectItem(at: indexPath, animated: false)
        let deselected = try Self.articleView(collectionView, indexPath)
        #expect(deselected.configuration.titleColor == .label)
        #expect(cell.backgroundConfiguration?.backgroundColor != .systemBlue)
    }

    @Test func markingAnArticleReadReconfiguresTheSameCellOnTheNextTurnOfTheMainQueue() async throws {
        let screen = Self.readingList()
        let collectionView = try Self.collectionView(of: screen)
        let indexPath = IndexPath(item: 0, section: 1)
        let before = try Self.articleView(collectionView, indexPath).cell
        let actions = try #require(collectionView.simulate.swipeItem(at: indexPath))
        #expect(actions.actions.map(\.title) == ["Read"])
        collectionView.simulate.tapSwipeAction(titled: "Read")
        // The snapshot is applied from `DispatchQueue.main.async`: not yet.
        #expect(try Self.articleView(collectionView, indexPath).configuration.isRead == false)
        for _ in 0..<100 where try Self.articleView(collectionView, indexPath).configuration.isRead == false {
            await Task.yield()
        }
        collectionView.layoutIfNeeded()
        let after = try Self.articleView(collectionView, indexPath)
        #expect(after.configuration.isRead)
        // `reconfigureItems` updates the cell in place: the same cell, no new dequeue.
        #expect(after.cell === before)
        // A read article offers no swipe action any more.
        #expect(collectionView.simulate.swipeItem(at: indexPath) == nil)
    }

    // MARK: A list cell subclass with a custom state

    private static func tasks() -> TasksViewController {
        let screen = TasksViewController(projects: [
            TaskItem(
                title: "Garden", isDone: false,
                subtasks: [TaskItem(title: "Water", isDone: false), TaskItem(title: "Weed", isDone: true)]),
            TaskItem(title: "House", isDone: false, subtasks: [TaskItem(title: "Sweep", isDone: false)]),
        ])
        return laidOut(screen)
    }

    private static func footerText(_ collectionView: UICollectionView) -> String? {
        collectionView.layoutIfNeeded()
        let footer = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).first
        return ((footer as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test func theTasksOutlineExpandsAProjectIntoItsTaskCells() throws {
        let screen = Self.tasks()
        let collectionView = try #require(screen.collectionView)
        #expect(Self.texts(collectionView, section: 0) == ["Garden", "House"])
        let garden = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect((garden.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "1")
        #expect(Self.footerText(collectionView) == "2 tasks left")
        collectionView.simulate.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 0, section: 0))
        #expect(screen.expansions == ["Garden"])
        #expect(Self.texts(collectionView, section: 0) == ["Garden", "Water", "Weed", "House"])
        let weed = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? TaskListCell)
        #expect(weed.configurationState.task?.title == "Weed")
        let content = try #require(weed.contentConfiguration as? UIListContentConfiguration)
        #expect(content.image == UIImage(systemName: "checkmark.circle.fill"))
        #expect(content.textProperties.color == .secondaryLabel)
        #expect(weed.indentationLevel == 1)
    }

    @Test func tickingATaskUpdatesItsCellTheProjectCountAndTheFooter() throws {
        let screen = Self.tasks()
        let collectionView = try #require(screen.collectionView)
        collectionView.simulate.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 0, section: 0))
        // The project rows are not selectable; the task rows are.
        collectionView.simulate.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(Self.texts(collectionView, section: 0) == ["Garden", "Water", "Weed", "House"])
        collectionView.simulate.tapItem(at: IndexPath(item: 1, section: 0))
        // The garden stays expanded; Water is done.
        #expect(Self.texts(collectionView, section: 0) == ["Garden", "Water", "Weed", "House"])
        let water = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TaskListCell)
        #expect(water.configurationState.task?.isDone == true)
        #expect(
            (water.contentConfiguration as? UIListContentConfiguration)?.image
                == UIImage(systemName: "checkmark.circle.fill"))
        let garden = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect((garden?.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "0")
        // No selection: UIKit's `indexPathsForSelectedItems` is nil when none is selected.
        #expect(collectionView.indexPathsForSelectedItems == nil)
    }
}
