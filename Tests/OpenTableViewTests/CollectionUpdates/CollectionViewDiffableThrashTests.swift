import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Seeded random snapshots applied through `UICollectionViewDiffableDataSource`
/// (`CollectionViewDiffableDataSource`), with scrolling and selection between them: after each
/// `apply(_:animatingDifferences:)` the collection view must hold the snapshot (counts, and each
/// displayed cell showing the item at its index path), keep the selection on the items that
/// stay (not on one moved into a section the snapshot inserts, which the difference deletes and
/// inserts), keep the display ledger balanced and `invariantViolations()` empty;
/// `applySnapshotUsingReloadData(_:)` now and then forgets the selection, as a reload does.
///
/// Replay one seed with `OPENTABLEVIEW_SEED=<seed> swift test --filter CollectionViewDiffableThrash`.
@MainActor
@Suite struct CollectionViewDiffableThrashTests {
    /// 4 seeds of ``defaultSnapshots``; CI's `OPENTABLEVIEW_DIFFABLE_BATCHES=132` raises them.
    nonisolated static let defaultSeeds: [UInt64] = Array(1...4)
    nonisolated static let defaultSnapshots = 30
    nonisolated static var seeds: [UInt64] { RandomizedRuns.seeds(default: defaultSeeds) }

    @Test(arguments: CollectionViewDiffableThrashTests.seeds)
    func randomSnapshotsMatchTheModel(seed: UInt64) {
        let snapshots = RandomizedRuns.count(
            "OPENTABLEVIEW_DIFFABLE_BATCHES",
            default: RandomizedRuns.count("OPENTABLEVIEW_THRASH_BATCHES", default: Self.defaultSnapshots))
        if CollectionDiffableThrashRun(seed: seed).run(snapshots: snapshots) {
            print("CollectionViewDiffableThrash seed \(seed) [\(snapshots) snapshots]")
        }
    }

    /// The same snapshots on the list layout, whose rows size themselves to their items: every
    /// visible row must be as high as its item's cell asks, wherever the snapshots moved it.
    /// `OPENTABLEVIEW_LIST_BATCHES` raises the snapshots per seed.
    @Test(arguments: CollectionViewDiffableThrashTests.seeds)
    func randomSnapshotsOnAListMatchTheModel(seed: UInt64) {
        let snapshots = RandomizedRuns.count("OPENTABLEVIEW_LIST_BATCHES", default: Self.defaultSnapshots)
        if CollectionDiffableThrashRun(seed: seed, layout: .list).run(snapshots: snapshots) {
            print("CollectionViewDiffableThrash (list) seed \(seed) [\(snapshots) snapshots]")
        }
    }

    /// The same snapshots on an app's layout whose rows carry a badge that follows its item
    /// (``BadgeListLayout``): every displayed badge must show the item at its index path.
    @Test(arguments: CollectionViewDiffableThrashTests.seeds)
    func randomSnapshotsWithItemBadgesMatchTheModel(seed: UInt64) {
        let snapshots = RandomizedRuns.count(
            "OPENTABLEVIEW_DIFFABLE_BATCHES",
            default: RandomizedRuns.count("OPENTABLEVIEW_THRASH_BATCHES", default: Self.defaultSnapshots))
        if CollectionDiffableThrashRun(seed: seed, layout: .badges).run(snapshots: snapshots) {
            print("CollectionViewDiffableThrash (badges) seed \(seed) [\(snapshots) snapshots]")
        }
    }
}

@MainActor
final class CollectionDiffableThrashRun {
    let seed: UInt64
    var rng: SplitMix64
    let collectionView: CollectionView
    let delegate = ThrashGridSource()
    var dataSource: CollectionViewDiffableDataSource<Int, Int>!
    /// Section identifiers, each with its item identifiers, as the last snapshot applied.
    var model: [(Int, [Int])] = []
    var selectedIDs: Set<Int> = []
    var nextID = 0
    var step = 0
    var recent: [String] = []
    let isList: Bool

    init(seed: UInt64, layout choice: CollectionThrashLayout = .flow) {
        self.seed = seed
        rng = SplitMix64(seed: seed &+ 0xD1FF)
        let layout: CollectionViewLayout
        switch choice {
        case .flow:
            let flow = CollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 100, height: 30)
            layout = flow
            isList = false
        case .list:
            let appearances: [CollectionLayoutListConfiguration.Appearance] = [
                .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
            ]
            layout = CollectionViewCompositionalLayout.list(
                using: CollectionLayoutListConfiguration(appearance: appearances[rng.int(0...4)]))
            isList = true
        case .badges:
            let badges = BadgeListLayout()
            badges.badgesFollowItems = true
            layout = badges
            isList = false
        }
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        collectionView.register(ThrashGridCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.allowsMultipleSelection = rng.chance(50)
        collectionView.delegate = delegate
        dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, id in
            let cell =
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! ThrashGridCell
            cell.itemID = id
            return cell
        }
        collectionView.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collectionView.register(
            ThrashBadgeView.self, forSupplementaryViewOfKind: BadgeListLayout.badgeKind, withReuseIdentifier: "Badge")
        dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
            guard kind == BadgeListLayout.badgeKind else {
                return collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
            }
            let badge =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "Badge", for: indexPath) as! ThrashBadgeView
            badge.itemID = dataSource.itemIdentifier(for: indexPath) ?? -1
            return badge
        }
    }

    private func newID() -> Int {
        nextID += 1
        return nextID
    }

    /// A random edit of the model: sections and items inserted, deleted and moved.
    private func randomModel() -> [(Int, [Int])] {
        var sections = model
        if sections.isEmpty || rng.chance(15) {
            sections.insert((newID(), (0..<rng.int(0...15)).map { _ in newID() }), at: rng.int(0...sections.count))
        }
        if sections.count > 1 && rng.chance(10) { sections.remove(at: rng.int(0...(sections.count - 1))) }
        if sections.count > 1 && rng.chance(10) {
            let moved = sections.remove(at: rng.int(0...(sections.count - 1)))
            sections.insert(moved, at: rng.int(0...sections.count))
        }
        var moving: [Int] = []
        for s in sections.indices {
            sections[s].1 = sections[s].1.filter { _ in
                switch rng.int(0...99) {
                case 0..<10: return false
                default: return true
                }
            }
            if !sections[s].1.isEmpty && rng.chance(30) {
                moving.append(sections[s].1.remove(at: rng.int(0...(sections[s].1.count - 1))))
            }
        }
        for id in moving + (0..<rng.int(0...4)).map({ _ in newID() }) {
            let s = rng.int(0...(sections.count - 1))
            sections[s].1.insert(id, at: rng.int(0...sections[s].1.count))
        }
        return sections
    }

    func run(snapshots: Int) -> Bool {
        for n in 1...snapshots {
            step = n
            switch rng.int(0...3) {
            case 0:
                collectionView.contentOffset.y = CGFloat(rng.int(0...max(0, Int(collectionView.contentSize.height))))
                collectionView.layoutIfNeeded()
                note("scroll to \(collectionView.contentOffset.y)")
            case 1:
                let all = model.flatMap { section in section.1.enumerated().map { (section.0, $0.offset, $0.element) } }
                if let (sectionID, item, id) = all.isEmpty ? nil : all[rng.int(0...(all.count - 1))],
                    let s = model.firstIndex(where: { $0.0 == sectionID })
                {
                    let path = IndexPath(item: item, section: s)
                    if selectedIDs.contains(id) {
                        collectionView.deselectItem(at: path, animated: false)
                        selectedIDs.remove(id)
                    } else {
                        collectionView.selectItem(at: path, animated: false, scrollPosition: [])
                        if !collectionView.allowsMultipleSelection { selectedIDs = [] }
                        selectedIDs.insert(id)
                    }
                    note("toggle selection of \(path)")
                }
            default: break
            }
            let before = model
            model = randomModel()
            var snapshot = CollectionViewDiffableDataSource<Int, Int>.Snapshot()
            snapshot.appendSections(model.map(\.0))
            for (section, items) in model { snapshot.appendItems(items, toSection: section) }
            if rng.chance(10) {
                dataSource.applySnapshotUsingReloadData(snapshot)
                selectedIDs = []
                note("applySnapshotUsingReloadData \(model.map(\.1.count))")
            } else {
                let animated = rng.bool()
                dataSource.apply(snapshot, animatingDifferences: animated)
                selectedIDs.formIntersection(Set(model.flatMap(\.1)))
                // An item that moves into a section the snapshot inserts cannot be a move in a
                // batch ("attempt to perform an insert and a move to the same section"): the
                // difference deletes and inserts it, and its selection goes, as a deleted item's.
                let oldSections = Set(before.map(\.0))
                for (section, items) in model where !oldSections.contains(section) {
                    selectedIDs.subtract(items)
                }
                note("apply(animatingDifferences: \(animated)) \(model.map(\.1.count))")
            }
            collectionView.layoutIfNeeded()
            let problems = verify()
            guard problems.isEmpty else {
                Issue.record(
                    Comment(
                        rawValue: """
                            seed \(seed) (0x\(String(seed, radix: 16))) snapshot \(step): \(problems.prefix(6).joined(separator: "; "))
                            recent steps: \(recent.joined(separator: " | "))
                            snapshot before: \(before.map { "\($0.0): \($0.1)" }.joined(separator: "; "))
                            snapshot after: \(model.map { "\($0.0): \($0.1)" }.joined(separator: "; "))
                            selected: \(selectedIDs.sorted())
                            replay: OPENTABLEVIEW_SEED=\(seed) swift test --filter CollectionViewDiffableThrash
                            """))
                return false
            }
        }
        return true
    }

    private func note(_ text: String) {
        recent.append(text)
        if recent.count > 5 { recent.removeFirst() }
    }

    private func verify() -> [String] {
        var p = collectionView.invariantViolations() + delegate.problems
        delegate.problems = []
        if collectionView.numberOfSections != model.count {
            return p + ["numberOfSections \(collectionView.numberOfSections) != \(model.count)"]
        }
        for (s, section) in model.enumerated() where collectionView.numberOfItems(inSection: s) != section.1.count {
            p.append("numberOfItems(\(s)) \(collectionView.numberOfItems(inSection: s)) != \(section.1.count)")
        }
        for (indexPath, cell) in zip(collectionView.indexPathsForVisibleItems, collectionView.visibleCells) {
            let expected = model[indexPath.section].1[indexPath.item]
            let shown = (cell as! ThrashGridCell).itemID
            if shown != expected { p.append("cell at \(indexPath) shows \(shown), the snapshot has \(expected)") }
            if isList && cell.frame.height != ThrashGridCell.neededHeight(expected) {
                p.append(
                    "list row \(indexPath) (item \(expected)) is \(cell.frame.height) high, its cell needs \(ThrashGridCell.neededHeight(expected))"
                )
            }
            if cell.isSelected != selectedIDs.contains(expected) {
                p.append("cell at \(indexPath) isSelected \(cell.isSelected)")
            }
            if dataSource.itemIdentifier(for: indexPath) != expected {
                p.append(
                    "itemIdentifier(for: \(indexPath)) \(String(describing: dataSource.itemIdentifier(for: indexPath)))"
                )
            }
        }
        if delegate.cells.count != collectionView.visibleCells.count {
            p.append(
                "\(delegate.cells.count) cells displayed by the callbacks, \(collectionView.visibleCells.count) visible"
            )
        }
        // A badge belongs to its item: it shows the item at its index path.
        let badges = collectionView.visibleSupplementaryViews(ofKind: BadgeListLayout.badgeKind)
        let badgePaths = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BadgeListLayout.badgeKind)
        for (indexPath, badge) in zip(badgePaths, badges) {
            let shown = (badge as! ThrashBadgeView).itemID
            if indexPath.section >= model.count || indexPath.item >= model[indexPath.section].1.count {
                p.append("badge \(indexPath) is not of an item in the snapshot")
            } else if shown != model[indexPath.section].1[indexPath.item] {
                p.append(
                    "badge at \(indexPath) shows \(shown), the snapshot has \(model[indexPath.section].1[indexPath.item])"
                )
            }
        }
        let headers = collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
        if Set((headers + badges).map(ObjectIdentifier.init)) != delegate.headers {
            p.append(
                "\(delegate.headers.count) supplementary views displayed by the callbacks, \(headers.count + badges.count) visible"
            )
        }
        var expectedSelection: [IndexPath] = []
        for (s, section) in model.enumerated() {
            for (i, id) in section.1.enumerated() where selectedIDs.contains(id) {
                expectedSelection.append(IndexPath(item: i, section: s))
            }
        }
        let selection = collectionView.indexPathsForSelectedItems ?? []
        if selection != expectedSelection { p.append("selection \(selection) != \(expectedSelection)") }
        return p
    }
}
