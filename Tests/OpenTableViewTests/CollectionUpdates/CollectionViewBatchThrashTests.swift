import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Seeded random batches on a collection view (a flow layout grid with headers, or a list layout
/// of a random appearance whose rows size themselves to their items), against the
/// reference model of `ThrashModel.swift`, written from UIKit's documented rules and independent
/// of the library's `UpdatePlan`: random valid `performBatchUpdates` batches (items and sections
/// inserted, deleted, moved and reloaded, or nothing), with scrolling, resizing and selection
/// between them, must leave the items where the reference puts them (each displayed cell shows
/// its item's identity), keep the selection on the items that survive, and keep the display
/// ledger balanced and `invariantViolations()` empty; random invalid batches (counts that do not
/// add up, an index out of range, a delete and reload of one item) must throw UIKit's
/// collection-view text through `performBatchUpdatesThrowing` and leave everything as it was.
///
/// Replay one seed with `OPENTABLEVIEW_SEED=<seed> swift test --filter CollectionViewBatchThrash`;
/// every failure names its seed and batch.
@MainActor
@Suite struct CollectionViewBatchThrashTests {
    /// 8 seeds of ``defaultBatches`` in a developer's `swift test`; CI (`.ci/run`) sets
    /// `OPENTABLEVIEW_THRASH_BATCHES=315` and `Tests/long-run.sh` thousands per seed.
    nonisolated static let defaultSeeds: [UInt64] = Array(1...8)
    nonisolated static let defaultBatches = 40
    nonisolated static var seeds: [UInt64] { RandomizedRuns.seeds(default: defaultSeeds) }

    @Test(arguments: CollectionViewBatchThrashTests.seeds)
    func randomBatchesMatchTheReference(seed: UInt64) {
        let batches = RandomizedRuns.count("OPENTABLEVIEW_THRASH_BATCHES", default: Self.defaultBatches)
        let run = CollectionBatchThrashRun(seed: seed)
        if run.run(batches: batches) {
            let stats = run.stats.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            print("CollectionViewBatchThrash seed \(seed) [\(batches) batches] \(stats.joined(separator: ", "))")
        }
    }

    /// The same batches on the list layout: the rows measured from their cells must follow their
    /// items through the batches (a moved row keeps its height, as a table's), so every visible
    /// cell is as high as its item asks. 4 seeds by default; `OPENTABLEVIEW_LIST_BATCHES` raises
    /// the batches per seed.
    @Test(arguments: RandomizedRuns.seeds(default: Array(1...4)))
    func randomBatchesOnAListMatchTheReference(seed: UInt64) {
        let batches = RandomizedRuns.count("OPENTABLEVIEW_LIST_BATCHES", default: Self.defaultBatches)
        let run = CollectionBatchThrashRun(seed: seed, layout: .list)
        if run.run(batches: batches) {
            let stats = run.stats.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            print("CollectionViewBatchThrash (list) seed \(seed) [\(batches) batches] \(stats.joined(separator: ", "))")
        }
    }

    /// The same batches on an app's layout whose rows carry a badge that belongs to its item
    /// (``BadgeListLayout`` with `badgesFollowItems`, as a compositional item's supplementary
    /// items): every displayed badge must show the item at its index path (a moved item takes
    /// its badge along, a deleted or reloaded one's badge ends and a new one is asked). 4 seeds
    /// by default; `OPENTABLEVIEW_THRASH_BATCHES` raises the batches per seed.
    @Test(arguments: RandomizedRuns.seeds(default: Array(1...4)))
    func randomBatchesWithItemBadgesMatchTheReference(seed: UInt64) {
        let batches = RandomizedRuns.count("OPENTABLEVIEW_THRASH_BATCHES", default: Self.defaultBatches)
        let run = CollectionBatchThrashRun(seed: seed, layout: .badges)
        if run.run(batches: batches) {
            let stats = run.stats.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            print(
                "CollectionViewBatchThrash (badges) seed \(seed) [\(batches) batches] \(stats.joined(separator: ", "))")
        }
    }
}

/// The layout a thrash run's collection view uses.
enum CollectionThrashLayout {
    /// A flow layout grid of 60 × 40 items with 20-point headers.
    case flow
    /// A list of a random appearance with supplementary headers, rows self-sizing to
    /// ``ThrashGridCell/neededHeight``.
    case list
    /// An app's layout of 44-point rows under headers, each row with a badge that follows its
    /// item (``BadgeListLayout``).
    case badges
}

/// A badge showing its item's identity, so a batch's effect on the badges can be checked.
final class ThrashBadgeView: CollectionReusableView {
    var itemID = -1
}

/// A cell showing its item's identity, so a batch's effect on the cells can be checked.
final class ThrashGridCell: CollectionViewCell {
    var itemID = -1

    /// The height the cell asks for in a list: 24 to 68 points, by its item.
    static func neededHeight(_ itemID: Int) -> CGFloat { CGFloat(24 + (itemID % 5) * 11) }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.neededHeight(itemID))
    }
}

/// The data source and delegate: the reference model's items, and the display ledger as the
/// callbacks tell it.
@MainActor
final class ThrashGridSource: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var model = ThrashModel()
    /// The displayed cells and supplementary views (headers and badges), by identity: a batch
    /// re-keys the survivors without callbacks, and a reloaded item's new cell is displayed
    /// before its old one ends.
    var cells = Set<ObjectIdentifier>()
    var headers = Set<ObjectIdentifier>()
    var problems: [String] = []
    /// Display callbacks so far, to tell that a rejected batch made none.
    var events = 0

    func numberOfSections(in collectionView: CollectionView) -> Int { model.sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        model.sections[section].items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! ThrashGridCell
        cell.itemID = model.sections[indexPath.section].items[indexPath.item].id
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        guard kind == BadgeListLayout.badgeKind else {
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        }
        let badge =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Badge", for: indexPath)
            as! ThrashBadgeView
        badge.itemID = model.sections[indexPath.section].items[indexPath.item].id
        return badge
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events += 1
        if !cells.insert(ObjectIdentifier(cell)).inserted {
            problems.append("willDisplay(\(indexPath)) of a displayed cell")
        }
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events += 1
        if cells.remove(ObjectIdentifier(cell)) == nil {
            problems.append("didEndDisplaying(\(indexPath)) of a cell not displayed")
        }
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        events += 1
        if !headers.insert(ObjectIdentifier(view)).inserted {
            problems.append("willDisplaySupplementaryView(\(indexPath)) of a displayed view")
        }
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        events += 1
        if headers.remove(ObjectIdentifier(view)) == nil {
            problems.append("didEndDisplayingSupplementaryView(\(indexPath)) of a view not displayed")
        }
    }
}

/// One seed's run of batches on one collection view.
@MainActor
final class CollectionBatchThrashRun {
    let seed: UInt64
    var rng: SplitMix64
    let collectionView: CollectionView
    let source = ThrashGridSource()
    /// The selected items, by identity.
    var selectedIDs: Set<Int> = []
    var nextID = 0
    var batch = 0
    var recent: [String] = []
    var stats: [String: Int] = [:]
    let isList: Bool

    init(seed: UInt64, layout choice: CollectionThrashLayout = .flow) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        let layout: CollectionViewLayout
        switch choice {
        case .flow:
            let flow = CollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 60, height: 40)
            flow.headerReferenceSize = CGSize(width: 0, height: 20)
            flow.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
            layout = flow
            isList = false
        case .list:
            let appearances: [CollectionLayoutListConfiguration.Appearance] = [
                .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
            ]
            var configuration = CollectionLayoutListConfiguration(appearance: appearances[rng.int(0...4)])
            configuration.headerMode = .supplementary
            layout = CollectionViewCompositionalLayout.list(using: configuration)
            isList = true
        case .badges:
            let badges = BadgeListLayout()
            badges.badgesFollowItems = true
            layout = badges
            isList = false
        }
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collectionView.register(ThrashGridCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collectionView.register(
            ThrashBadgeView.self, forSupplementaryViewOfKind: BadgeListLayout.badgeKind, withReuseIdentifier: "Badge")
        collectionView.allowsMultipleSelection = rng.chance(50)
        var model = ThrashModel()
        for _ in 0..<rng.int(1...6) { model.sections.append(newSection()) }
        source.model = model
        collectionView.dataSource = source
        collectionView.delegate = source
    }

    private func newItem() -> ThrashItem {
        nextID += 1
        return ThrashItem(id: nextID, height: 0)
    }

    private func newSection() -> ThrashSection {
        nextID += 1
        let id = nextID
        return ThrashSection(
            id: id, title: nil, headerHeight: 0, footerHeight: 0, items: (0..<rng.int(0...12)).map { _ in newItem() })
    }

    /// Runs the batches; `false` after the first failure (recorded as an issue).
    func run(batches: Int) -> Bool {
        collectionView.layoutIfNeeded()
        guard report(verify(), "start") else { return false }
        for b in 1...batches {
            batch = b
            if let step = betweenBatches() { note(step) }
            let ok = rng.chance(25) ? invalidBatch() : validBatch()
            guard ok else { return false }
        }
        return true
    }

    private func note(_ text: String) {
        recent.append(text)
        if recent.count > 5 { recent.removeFirst() }
    }

    private func report(_ problems: [String], _ context: String, ops: [ThrashOp] = [], before: ThrashModel? = nil)
        -> Bool
    {
        guard !problems.isEmpty else { return true }
        Issue.record(
            Comment(
                rawValue: """
                    seed \(seed) (0x\(String(seed, radix: 16))) batch \(batch) (\(context)): \(problems.prefix(6).joined(separator: "; "))
                    operations: \(ops.map(\.swift).joined(separator: "; "))
                    model before:
                    \(before?.dump ?? "-")
                    recent steps: \(recent.joined(separator: " | "))
                    replay: OPENTABLEVIEW_SEED=\(seed) swift test --filter CollectionViewBatchThrash
                    """))
        print("CollectionViewBatchThrashTests failed with seed \(seed) at batch \(batch)")
        return false
    }

    // MARK: Between batches

    private func betweenBatches() -> String? {
        let model = source.model
        switch rng.int(0...9) {
        case 0, 1, 2:
            let y = CGFloat(rng.int(0...max(0, Int(collectionView.contentSize.height))))
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
            return "scroll to \(y)"
        case 3:
            collectionView.frame.size.height = CGFloat(rng.int(100...700))
            collectionView.layoutIfNeeded()
            return "height \(collectionView.frame.height)"
        case 4, 5, 6:
            guard model.totalRows > 0 else { return nil }
            let (path, id) = randomItem(model)
            if rng.chance(30) && collectionView.cellForItem(at: path) != nil {
                collectionView.simulate.tapItem(at: path)
                if collectionView.allowsMultipleSelection && selectedIDs.contains(id) {
                    selectedIDs.remove(id)
                } else {
                    if !collectionView.allowsMultipleSelection { selectedIDs = [] }
                    selectedIDs.insert(id)
                }
                return "tap \(path)"
            }
            if selectedIDs.contains(id) {
                collectionView.deselectItem(at: path, animated: false)
                selectedIDs.remove(id)
                return "deselect \(path)"
            }
            collectionView.selectItem(at: path, animated: false, scrollPosition: [])
            if !collectionView.allowsMultipleSelection { selectedIDs = [] }
            selectedIDs.insert(id)
            return "select \(path)"
        default:
            return nil
        }
    }

    private func randomItem(_ model: ThrashModel) -> (IndexPath, Int) {
        var g = rng.int(0...(model.totalRows - 1))
        for (s, section) in model.sections.enumerated() {
            if g < section.items.count { return (IndexPath(item: g, section: s), section.items[g].id) }
            g -= section.items.count
        }
        preconditionFailure("no items")
    }

    // MARK: Valid batches

    /// A random valid batch, built from its result: sections deleted, reloaded, inserted and
    /// moved; in the sections that stay in place, items deleted, reloaded, inserted and moved
    /// (within and between them). The reference (`ThrashModel.applying`) must agree with the
    /// result built here.
    private func randomValidBatch(from before: ThrashModel) -> (ThrashBatch, ThrashModel) {
        var batch = ThrashBatch()
        let count = before.sections.count
        var deleted = Set<Int>()
        var reloaded = Set<Int>()
        for s in 0..<count where rng.chance(8) {
            if rng.bool() { deleted.insert(s) } else { reloaded.insert(s) }
        }
        // The surviving old sections in order, then inserted and moved ones placed in it.
        var order: [Int?] = (0..<count).filter { !deleted.contains($0) }
        var moved: Int?
        let movable = order.compactMap { $0 }.filter { !reloaded.contains($0) }
        if !movable.isEmpty && rng.chance(15) {
            let s = movable[rng.int(0...(movable.count - 1))]
            order.removeAll { $0 == s }
            order.insert(s, at: rng.int(0...order.count))
            moved = s
        }
        var insertedSlots = 0
        for _ in 0..<(rng.chance(15) ? rng.int(1...2) : 0) {
            order.insert(nil, at: rng.int(0...order.count))
            insertedSlots += 1
        }
        // Items of the sections that stay in place (not deleted, reloaded or moved).
        let plain = order.compactMap { $0 }.filter { !reloaded.contains($0) && $0 != moved }
        var kept: [Int: [ThrashItem?]] = [:]  // old section → its items, nil where one left
        var movingOut: [(from: IndexPath, item: ThrashItem)] = []
        var reloadedItems: [IndexPath: ThrashItem] = [:]
        var deletedItems: [IndexPath] = []
        for s in plain {
            var items: [ThrashItem?] = before.sections[s].items
            for (i, item) in before.sections[s].items.enumerated() {
                let path = IndexPath(item: i, section: s)
                switch rng.int(0...99) {
                case 0..<8:
                    deletedItems.append(path)
                    items[i] = nil
                case 8..<13:
                    reloadedItems[path] = newItem()
                    items[i] = reloadedItems[path]
                case 13..<17:
                    movingOut.append((path, item))
                    items[i] = nil
                default: break
                }
            }
            kept[s] = items
        }
        // Build each new section's items: kept ones in order, moved and inserted ones placed.
        var result = ThrashModel()
        var newIndexOfOld: [Int: Int] = [:]
        for (n, old) in order.enumerated() { if let old { newIndexOfOld[old] = n } }
        var lists: [Int: [(ThrashItem, origin: IndexPath?)]] = [:]  // new section → items
        for s in plain { lists[newIndexOfOld[s]!] = kept[s]!.compactMap { $0 }.map { ($0, nil) } }
        let targets = plain.map { newIndexOfOld[$0]! }
        for move in movingOut {
            let n = targets[rng.int(0...(targets.count - 1))]
            lists[n]!.insert((move.item, move.from), at: rng.int(0...lists[n]!.count))
        }
        var insertedItems: [IndexPath: ThrashItem] = [:]
        var insertMarks: [Int: Set<Int>] = [:]
        for n in targets where rng.chance(30) {
            for _ in 0..<rng.int(1...3) {
                let item = newItem()
                let at = rng.int(0...lists[n]!.count)
                lists[n]!.insert((item, nil), at: at)
                insertMarks[n, default: []].insert(item.id)
            }
        }
        for (n, old) in order.enumerated() {
            if let old {
                if reloaded.contains(old) {
                    var section = newSection()
                    section.id = before.sections[old].id
                    batch.reloadedSections[old] = section
                    result.sections.append(section)
                } else if let list = lists[n] {
                    var section = before.sections[old]
                    section.items = list.map(\.0)
                    for (i, entry) in list.enumerated() {
                        let path = IndexPath(item: i, section: n)
                        if let from = entry.origin {
                            batch.ops.append(.moveRow(from, path))
                        } else if insertMarks[n]?.contains(entry.0.id) == true {
                            insertedItems[path] = entry.0
                        }
                    }
                    result.sections.append(section)
                } else {
                    result.sections.append(before.sections[old])
                }
            } else {
                let section = newSection()
                batch.insertedSections[n] = section
                result.sections.append(section)
            }
        }
        if !deletedItems.isEmpty { batch.ops.append(.deleteRows(deletedItems.shuffled(using: &rng))) }
        if !reloadedItems.isEmpty { batch.ops.append(.reloadRows(reloadedItems.keys.sorted())) }
        if !insertedItems.isEmpty { batch.ops.append(.insertRows(insertedItems.keys.sorted())) }
        if !deleted.isEmpty { batch.ops.append(.deleteSections(deleted.sorted())) }
        if !reloaded.isEmpty { batch.ops.append(.reloadSections(reloaded.sorted())) }
        if insertedSlots > 0 { batch.ops.append(.insertSections(batch.insertedSections.keys.sorted())) }
        if let moved { batch.ops.append(.moveSection(moved, newIndexOfOld[moved]!)) }
        batch.ops = batch.ops.shuffled(using: &rng)
        batch.insertedItems = insertedItems
        batch.reloadedItems = reloadedItems
        return (batch, result)
    }

    private func validBatch() -> Bool {
        let before = source.model
        let (batch, built) = randomValidBatch(from: before)
        guard let after = before.applying(batch), after == built else {
            return report(
                ["test bug: the reference and the generator disagree"], "valid batch", ops: batch.ops, before: before)
        }
        // Cells on screen before, by item identity.
        var cellsBefore: [Int: ObjectIdentifier] = [:]
        for cell in collectionView.visibleCells {
            cellsBefore[(cell as! ThrashGridCell).itemID] = ObjectIdentifier(cell)
        }
        var badgesBefore: [Int: ObjectIdentifier] = [:]
        for badge in collectionView.visibleSupplementaryViews(ofKind: BadgeListLayout.badgeKind) {
            badgesBefore[(badge as! ThrashBadgeView).itemID] = ObjectIdentifier(badge)
        }
        source.model = after
        let badgeLayout = collectionView.collectionViewLayout as? BadgeListLayout
        let shownBefore = collectionView.indexPathsForVisibleItems
        badgeLayout?.appearingItems = []
        badgeLayout?.disappearingItems = []
        var completed: Bool?
        collectionView.performBatchUpdates({ for op in batch.ops { self.issue(op) } }, completion: { completed = $0 })
        let shownAfter = collectionView.indexPathsForVisibleItems
        collectionView.layoutIfNeeded()
        let reloadedIDs = Set(batch.reloadedItems.values.map(\.id))
        let insertedSectionIDs = Set(batch.insertedSections.values.map(\.id))
        let reloadedSectionIDs = Set(batch.reloadedSections.keys.map { before.sections[$0].id })
        selectedIDs.formIntersection(after.allIDs)
        // Items of reloaded sections are new items: the selection leaves them.
        for s in after.sections where reloadedSectionIDs.contains(s.id) || insertedSectionIDs.contains(s.id) {
            for item in s.items { selectedIDs.remove(item.id) }
        }
        selectedIDs.subtract(reloadedIDs)
        stats[batch.ops.isEmpty ? "empty" : "valid", default: 0] += 1
        note("valid batch of \(batch.ops.count), \(before.counts) → \(after.counts)")
        var problems = verify()
        if completed != true { problems.append("completion \(String(describing: completed)), expected true") }
        if let badgeLayout {
            problems += appearingAndDisappearingProblems(
                badgeLayout, before: before, after: after, shownBefore, shownAfter)
        }
        // Items that stayed on screen keep their cell. Not yet on a list: the self-sizing passes
        // after a batch lay inserted rows out at their estimate first, which can push a row off
        // screen for a pass (its cell ends display) before the measured heights bring it back
        // with another cell; a table measures rows as it lays them out (ARCHITECTURE.md, "Next,
        // in order"; found by the list thrash's seed 4, batch 1).
        for cell in collectionView.visibleCells where !isList {
            let id = (cell as! ThrashGridCell).itemID
            if let old = cellsBefore[id], old != ObjectIdentifier(cell) {
                problems.append("item \(id) stayed on screen but its cell changed")
            }
        }
        // A badge follows its item: one that stayed on screen, not reloaded, keeps its view.
        for badge in collectionView.visibleSupplementaryViews(ofKind: BadgeListLayout.badgeKind) {
            let id = (badge as! ThrashBadgeView).itemID
            if !reloadedIDs.contains(id), let old = badgesBefore[id], old != ObjectIdentifier(badge) {
                problems.append("item \(id) stayed on screen but its badge changed")
            }
        }
        return report(problems, "valid batch", ops: batch.ops, before: before)
    }

    /// The layout's appearing and disappearing hooks (`BadgeListLayout`) during the batch: asked
    /// between its prepare and finalize only, the final attributes of the items on screen before
    /// (valid index paths before the batch), the initial ones of those on screen after (valid
    /// after it).
    private func appearingAndDisappearingProblems(
        _ layout: BadgeListLayout, before: ThrashModel, after: ThrashModel, _ shownBefore: [IndexPath],
        _ shownAfter: [IndexPath]
    ) -> [String] {
        var problems: [String] = []
        if layout.hooksOutsideUpdates > 0 { problems.append("appearing/disappearing hooks asked outside an update") }
        func valid(_ indexPath: IndexPath, in model: ThrashModel) -> Bool {
            indexPath.section < model.sections.count && indexPath.item < model.sections[indexPath.section].items.count
        }
        for indexPath in layout.disappearingItems where !valid(indexPath, in: before) {
            problems.append("final attributes asked for \(indexPath), not an item before the batch")
        }
        for indexPath in layout.appearingItems where !valid(indexPath, in: after) {
            problems.append("initial attributes asked for \(indexPath), not an item after the batch")
        }
        if layout.disappearingItems != shownBefore {
            problems.append("final attributes asked for \(layout.disappearingItems), shown before \(shownBefore)")
        }
        if layout.appearingItems != shownAfter {
            problems.append("initial attributes asked for \(layout.appearingItems), shown after \(shownAfter)")
        }
        return problems
    }

    private func issue(_ op: ThrashOp) {
        switch op {
        case .insertRows(let p): collectionView.insertItems(at: p)
        case .deleteRows(let p): collectionView.deleteItems(at: p)
        case .reloadRows(let p): collectionView.reloadItems(at: p)
        case .moveRow(let f, let t): collectionView.moveItem(at: f, to: t)
        case .insertSections(let s): collectionView.insertSections(IndexSet(s))
        case .deleteSections(let s): collectionView.deleteSections(IndexSet(s))
        case .reloadSections(let s): collectionView.reloadSections(IndexSet(s))
        case .moveSection(let f, let t): collectionView.moveSection(f, toSection: t)
        }
    }

    // MARK: Invalid batches

    /// UIKit's collection-view text for the table's: the same sentences with "items" for "rows"
    /// and "collection view" for "table view" (Compatibility/Evidence.md, "Collection views").
    static func collectionViewText(_ tableText: String) -> String {
        var text = tableText.replacingOccurrences(of: "table view", with: "collection view")
        text = text.replacingOccurrences(of: " rows", with: " items")
        text = text.replacingOccurrences(of: " row ", with: " item ")
        text = text.replacingOccurrences(of: "Delete row", with: "Delete item")
        text = text.replacingOccurrences(of: "Insert row", with: "Insert item")
        text = text.replacingOccurrences(of: "Move row", with: "Move item")
        text = text.replacingOccurrences(of: "row counts", with: "item counts")
        return text
    }

    private func invalidBatch() -> Bool {
        let before = source.model
        let (valid, after) = randomValidBatch(from: before)
        var ops = valid.ops
        var dataSource = after
        let kind: String
        switch rng.int(0...2) {
        case 0:
            // The data source was not updated, or updated with one item too many.
            kind = "counts"
            if rng.bool() || after.sections.isEmpty {
                dataSource = before
            } else {
                let s = rng.int(0...(after.sections.count - 1))
                dataSource.sections[s].items.append(newItem())
            }
        case 1:
            kind = "range"
            let s = rng.int(0...before.sections.count)
            let count = s < before.sections.count ? before.sections[s].items.count : 0
            ops.append(.deleteRows([IndexPath(item: count + rng.int(0...2), section: s)]))
        default:
            kind = "conflict"
            guard before.totalRows > 0 else { return true }
            let (path, _) = randomItem(before)
            ops.append(.deleteRows([path]))
            ops.append(.reloadRows([path]))
        }
        guard
            let tableReasons = ThrashExpectations.expectedReasons(ops, before: before.counts, after: dataSource.counts)
        else { return true }
        let reasons = tableReasons.map(Self.collectionViewText)
        let visible = collectionView.indexPathsForVisibleItems
        let frames = collectionView.visibleCells.map(\.frame)
        let selected = collectionView.indexPathsForSelectedItems
        let events = source.events
        let offset = collectionView.contentOffset
        source.model = dataSource
        var thrown: TableViewException?
        do {
            try collectionView.performBatchUpdatesThrowing { for op in ops { self.issue(op) } }
        } catch {
            thrown = error
        }
        source.model = before
        collectionView.layoutIfNeeded()
        stats["rejected \(kind)", default: 0] += 1
        note("invalid (\(kind)) batch of \(ops.count)")
        var problems: [String] = []
        if let thrown {
            if thrown.name != .internalInconsistency || !reasons.contains(thrown.reason) {
                problems.append(
                    "threw \(thrown.name.rawValue): \(thrown.reason)\n    expected: \(reasons.joined(separator: "\n    or: "))"
                )
            }
        } else {
            problems.append("accepted an invalid batch; expected: \(reasons.joined(separator: "\n    or: "))")
        }
        if collectionView.indexPathsForVisibleItems != visible || collectionView.visibleCells.map(\.frame) != frames
            || collectionView.indexPathsForSelectedItems != selected || collectionView.contentOffset != offset
        {
            problems.append("the collection view changed")
        }
        if source.events != events {
            problems.append("\(source.events - events) display callbacks during a rejected batch")
        }
        problems += verify()
        return report(problems, "invalid batch (\(kind))", ops: ops, before: before)
    }

    // MARK: Verification

    private func verify() -> [String] {
        var p = collectionView.invariantViolations() + source.problems
        source.problems = []
        let model = source.model
        if collectionView.numberOfSections != model.sections.count {
            return p + ["numberOfSections \(collectionView.numberOfSections) != \(model.sections.count)"]
        }
        for (s, section) in model.sections.enumerated()
        where collectionView.numberOfItems(inSection: s) != section.items.count {
            p.append("numberOfItems(\(s)) \(collectionView.numberOfItems(inSection: s)) != \(section.items.count)")
        }
        for (indexPath, cell) in zip(collectionView.indexPathsForVisibleItems, collectionView.visibleCells) {
            guard let item = model.item(at: indexPath) else {
                p.append("visible item \(indexPath) is not in the model")
                continue
            }
            let shown = (cell as! ThrashGridCell).itemID
            if shown != item.id { p.append("cell at \(indexPath) shows item \(shown), the model has \(item.id)") }
            // A list row is measured as it shows and keeps its height through the batches.
            if isList && cell.frame.height != ThrashGridCell.neededHeight(item.id) {
                p.append(
                    "list row \(indexPath) (item \(item.id)) is \(cell.frame.height) high, its cell needs \(ThrashGridCell.neededHeight(item.id))"
                )
            }
            if cell.isSelected != selectedIDs.contains(item.id) {
                p.append("cell at \(indexPath) isSelected \(cell.isSelected)")
            }
            if !source.cells.contains(ObjectIdentifier(cell)) {
                p.append("cell at \(indexPath) is visible without willDisplay")
            }
        }
        if source.cells.count != collectionView.visibleCells.count {
            p.append(
                "\(source.cells.count) cells displayed by the callbacks, \(collectionView.visibleCells.count) visible")
        }
        let headers = collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
        let badges = collectionView.visibleSupplementaryViews(ofKind: BadgeListLayout.badgeKind)
        if Set((headers + badges).map(ObjectIdentifier.init)) != source.headers {
            p.append(
                "\(source.headers.count) supplementary views displayed by the callbacks, \(headers.count + badges.count) visible"
            )
        }
        // A badge belongs to its item: it shows the item at its index path, framed by the layout.
        let badgePaths = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BadgeListLayout.badgeKind)
        for (indexPath, badge) in zip(badgePaths, badges) {
            guard let item = model.item(at: indexPath) else {
                p.append("badge \(indexPath) is not of an item in the model")
                continue
            }
            let shown = (badge as! ThrashBadgeView).itemID
            if shown != item.id { p.append("badge at \(indexPath) shows item \(shown), the model has \(item.id)") }
        }
        let byID = model.indexPathsByID
        let expectedSelection = selectedIDs.compactMap { byID[$0] }.sorted()
        let selection = collectionView.indexPathsForSelectedItems ?? []
        if selection != expectedSelection { p.append("selection \(selection) != \(expectedSelection)") }
        return p
    }
}
