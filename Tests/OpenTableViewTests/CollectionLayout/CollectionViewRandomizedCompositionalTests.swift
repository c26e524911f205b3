import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Seeded random conformance of the vertical compositional layout: one section definition (a
/// horizontal group as wide as the section, of an absolute height, repeating an item of a
/// fractional width, with item and section content insets, inter-group spacing and an optional
/// `.top` header) over random item counts, scrolled, resized, reloaded and selected, checked
/// after every step against ``BruteForceCompositional``, written from Apple's documentation.
///
/// Replay with `OPENTABLEVIEW_SEED=<seed> swift test --filter CollectionViewRandomizedCompositional`.
@MainActor
@Suite struct CollectionViewRandomizedCompositionalTests {
    nonisolated static let defaultSeeds: [UInt64] = Array(1...4)
    nonisolated static var seeds: [UInt64] { RandomizedRuns.seeds(default: defaultSeeds) }

    @Test(arguments: CollectionViewRandomizedCompositionalTests.seeds)
    func randomCompositionalGridsMatchBruteForce(seed: UInt64) {
        RandomCompositionalRun(seed: seed).run(
            episodes: RandomizedRuns.count("OPENTABLEVIEW_LAYOUT_EPISODES", default: 1), stepsPerEpisode: 40)
    }
}

/// A compositional section's parameters, as the run draws them.
struct CompositionalSpec {
    var counts: [Int] = []
    /// Items a group holds: the item's width is `1 / columns` of the group's.
    var columns = 1
    var groupHeight: CGFloat = 44
    var interGroupSpacing: CGFloat = 0
    var sectionInsets = DirectionalEdgeInsets()
    var itemInsets = DirectionalEdgeInsets()
    /// The `.top` header's absolute height, or `nil` for none.
    var header: CGFloat?
}

/// The vertical compositional layout of ``CompositionalSpec`` from Apple's documentation:
///
/// - "A compositional layout is composed of one or more sections that break up the layout into
///   distinct visual groupings. Each section is composed of groups of individual items"
///   (Apple, `UICollectionViewCompositionalLayout`); a section's groups repeat along the scroll
///   axis `interGroupSpacing` apart ("the amount of space between the groups in the section").
/// - "Each item's size is expressed relative to its container's size" (`NSCollectionLayoutDimension`,
///   `fractionalWidth`): the group's width fraction is of the section's width less its content
///   insets, the item's of the group's. Items fill a horizontal group from the leading edge; the
///   last group holds the remaining items in its first slots.
/// - An item's `contentInsets` are "the amount of space added around the content of the item to
///   adjust its final size after its position is computed": the frame is the slot less them.
/// - A `.top` boundary supplementary item sits above the section's content (before its top content
///   inset), across the section's width less its leading and trailing insets
///   (`supplementariesFollowContentInsets`, default `true`).
/// - The content is as wide as the collection view and as tall as its sections.
struct BruteForceCompositional {
    var items: [[CGRect]] = []
    var headers: [CGRect?] = []
    var contentSize = CGSize.zero

    init(spec: CompositionalSpec, width: CGFloat) {
        let insets = spec.sectionInsets
        let groupWidth = width - insets.leading - insets.trailing
        let slot = groupWidth / CGFloat(spec.columns)
        var y: CGFloat = 0
        for count in spec.counts {
            if let height = spec.header {
                headers.append(CGRect(x: insets.leading, y: y, width: groupWidth, height: height))
                y += height
            } else {
                headers.append(nil)
            }
            y += insets.top
            var frames: [CGRect] = []
            let groups = (count + spec.columns - 1) / spec.columns
            for item in 0..<count {
                let group = item / spec.columns
                let column = item % spec.columns
                let slotFrame = CGRect(
                    x: insets.leading + CGFloat(column) * slot,
                    y: y + CGFloat(group) * (spec.groupHeight + spec.interGroupSpacing), width: slot,
                    height: spec.groupHeight)
                let i = spec.itemInsets
                frames.append(
                    CGRect(
                        x: slotFrame.minX + i.leading, y: slotFrame.minY + i.top,
                        width: slotFrame.width - i.leading - i.trailing, height: slotFrame.height - i.top - i.bottom))
            }
            items.append(frames)
            if groups > 0 { y += CGFloat(groups) * spec.groupHeight + CGFloat(groups - 1) * spec.interGroupSpacing }
            y += insets.bottom
        }
        contentSize = CGSize(width: width, height: y)
    }
}

/// One seed's run, as ``RandomFlowLayoutRun``'s on the compositional layout.
@MainActor
final class RandomCompositionalRun {
    static let headerKind = "header"
    let seed: UInt64
    var rng: SplitMix64
    var collectionView: CollectionView!
    var source: RandomGridDelegate!
    var spec = CompositionalSpec()
    var selection: Set<IndexPath> = []
    var episode = 0
    var step = 0
    var recent: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed &+ 0x00C0_4405)
    }

    func run(episodes: Int, stepsPerEpisode: Int) {
        for e in 0..<episodes {
            (episode, step, recent) = (e, 0, [])
            note(start())
            guard check() else { return }
            for s in 1...stepsPerEpisode {
                step = s
                note(randomStep())
                guard check() else { return }
            }
        }
    }

    private func note(_ text: String) {
        recent.append(text)
        if recent.count > 6 { recent.removeFirst() }
    }

    private func pick<T>(_ values: [T]) -> T { values[rng.int(0...(values.count - 1))] }

    private func randomSpec() -> CompositionalSpec {
        var spec = CompositionalSpec()
        spec.counts = (0..<pick([1, 2, 4, 12])).map { _ in rng.chance(70) ? rng.int(1...30) : rng.int(31...300) }
        spec.columns = pick([1, 2, 4, 5])
        spec.groupHeight = pick([20, 44, 100.5])
        spec.interGroupSpacing = pick([0, 0, 8, 10.5])
        if rng.chance(60) {
            spec.sectionInsets = DirectionalEdgeInsets(
                top: pick([0, 10, 20.5]), leading: pick([0, 16]), bottom: pick([0, 10]), trailing: pick([0, 16, 4.5]))
        }
        if rng.chance(50) {
            spec.itemInsets = DirectionalEdgeInsets(
                top: 2, leading: pick([0, 2.5]), bottom: pick([0, 2]), trailing: 2)
        }
        spec.header = rng.chance(50) ? pick([20, 44]) : nil
        return spec
    }

    private func makeLayout() -> CollectionViewCompositionalLayout {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(spec.columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = spec.itemInsets
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(spec.groupHeight)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = spec.interGroupSpacing
        section.contentInsets = spec.sectionInsets
        if let height = spec.header {
            section.boundarySupplementaryItems = [
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                    elementKind: Self.headerKind, alignment: .top)
            ]
        }
        return CollectionViewCompositionalLayout(section: section)
    }

    private func start() -> String {
        selection = []
        spec = randomSpec()
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: pick([320, 375, 414.5]), height: pick([200, 480.5, 800])),
            collectionViewLayout: makeLayout())
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: Self.headerKind,
            withReuseIdentifier: Self.headerKind)
        var flow = FlowSpec()
        flow.counts = spec.counts
        source = RandomGridDelegate(spec: flow)
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.allowsMultipleSelection = rng.chance(30)
        collectionView.contentOffset.y = CGFloat(rng.int(0...2000))
        return "new grid \(collectionView.bounds.size) \(spec)"
    }

    private var total: Int { spec.counts.reduce(0, +) }

    private func randomItem() -> IndexPath {
        var g = rng.int(0...(total - 1))
        for (s, count) in spec.counts.enumerated() {
            if g < count { return IndexPath(item: g, section: s) }
            g -= count
        }
        preconditionFailure("no items")
    }

    private func randomStep() -> String {
        switch rng.int(0...99) {
        case 0..<35:
            collectionView.contentOffset.y += CGFloat(rng.int(-600...600)) / 2
            return "scroll to \(collectionView.contentOffset.y)"
        case 35..<45:
            collectionView.contentOffset.y = CGFloat(rng.int(-50...Int(collectionView.contentSize.height) + 50))
            return "jump to \(collectionView.contentOffset.y)"
        case 45..<55:
            let size = CGSize(width: pick([320, 375, 414.5, 600]), height: pick([200, 480.5, 800]))
            collectionView.frame = CGRect(origin: .zero, size: size)
            return "resize to \(size)"
        case 55..<62:
            spec = randomSpec()
            collectionView.collectionViewLayout = makeLayout()
            source.spec.counts = spec.counts
            collectionView.reloadData()
            selection = []
            return "new layout and reloadData \(spec)"
        case 62..<85:
            guard total > 0 else { return "no items" }
            let target = randomItem()
            if rng.chance(40) {
                collectionView.deselectItem(at: target, animated: false)
                selection.remove(target)
                return "deselect \(target)"
            }
            collectionView.selectItem(at: target, animated: false, scrollPosition: [])
            if !collectionView.allowsMultipleSelection { selection = [] }
            selection.insert(target)
            return "select \(target)"
        case 85..<95:
            guard total > 0 else { return "no items" }
            let target = randomItem()
            collectionView.scrollToItem(at: target, at: pick([.top, .centeredVertically, .bottom]), animated: false)
            return "scrollToItem \(target) → \(collectionView.contentOffset.y)"
        default:
            return "layout only"
        }
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
            && abs(a.height - b.height) < 0.001
    }

    private func check() -> Bool {
        collectionView.layoutIfNeeded()
        var p = collectionView.invariantViolations() + source.problems
        source.problems = []
        let bounds = collectionView.bounds
        let bf = BruteForceCompositional(spec: spec, width: bounds.width)
        let size = collectionView.contentSize
        if abs(size.width - bf.contentSize.width) > 0.001 || abs(size.height - bf.contentSize.height) > 0.001 {
            p.append("contentSize \(size) != \(bf.contentSize)")
        }
        var expected: [IndexPath] = []
        for (s, frames) in bf.items.enumerated() {
            for (i, frame) in frames.enumerated() where BruteForceFlowLayout.overlaps(frame, bounds) {
                expected.append(IndexPath(item: i, section: s))
            }
        }
        let visible = collectionView.indexPathsForVisibleItems
        if visible != expected {
            p.append("visible items \(visible.count) \(visible.prefix(4)) != \(expected.count) \(expected.prefix(4))")
        }
        for (indexPath, cell) in zip(visible, collectionView.visibleCells) where indexPath.section < bf.items.count {
            guard indexPath.item < bf.items[indexPath.section].count else { continue }
            let frame = bf.items[indexPath.section][indexPath.item]
            if !Self.close(cell.frame, frame) { p.append("cell \(indexPath) frame \(cell.frame) != \(frame)") }
            if cell.isSelected != selection.contains(indexPath) {
                p.append("cell \(indexPath) isSelected \(cell.isSelected)")
            }
        }
        if source.cells.count != visible.count {
            p.append("\(source.cells.count) cells by the callbacks, \(visible.count) visible")
        }
        let headers = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.headerKind)
        var expectedHeaders: [IndexPath] = []
        for (s, frame) in bf.headers.enumerated() {
            if let frame, BruteForceFlowLayout.overlaps(frame, bounds) {
                expectedHeaders.append(IndexPath(item: 0, section: s))
            }
        }
        if headers != expectedHeaders { p.append("visible headers \(headers) != \(expectedHeaders)") }
        for indexPath in headers where indexPath.section < bf.headers.count {
            if let view = collectionView.supplementaryView(forElementKind: Self.headerKind, at: indexPath),
                let frame = bf.headers[indexPath.section], !Self.close(view.frame, frame)
            {
                p.append("header \(indexPath) frame \(view.frame) != \(frame)")
            }
        }
        let expectedSelection: [IndexPath]? = selection.isEmpty ? nil : selection.sorted()
        if collectionView.indexPathsForSelectedItems != expectedSelection {
            p.append(
                "selection \(String(describing: collectionView.indexPathsForSelectedItems)) != \(String(describing: expectedSelection))"
            )
        }
        guard p.isEmpty else {
            Issue.record(
                Comment(
                    rawValue: """
                        seed \(seed) (0x\(String(seed, radix: 16))) episode \(episode) step \(step): \(p.prefix(6).joined(separator: "; "))
                        recent actions: \(recent.joined(separator: " | "))
                        replay: OPENTABLEVIEW_SEED=\(seed) swift test --filter CollectionViewRandomizedCompositional
                        """))
            return false
        }
        return true
    }
}

/// Deterministic reproductions of what the compositional runs found.
@MainActor
@Suite struct CollectionViewRandomizedCompositionalRegressionTests {
    /// Seed 1 (step 29, after a `scrollToItem(at:at:animated:)` put a group's edge on the bounds'
    /// edge) found that the compositional layout left out the groups only touching the bounds,
    /// which `CGRect.intersects` counts, as the flow layout did (Compatibility/Evidence.md,
    /// "Elements on the bounds' edge"). Groups of four items 50 high: bounds 50...250 meet
    /// group 0 (0...50) on the top edge and group 5 (250...300) on the bottom one.
    @Test func seed1() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        var spec = FlowSpec()
        spec.counts = [40]
        let source = RandomGridDelegate(spec: spec)
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.contentOffset.y = 50
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.indexPathsForVisibleItems, (0..<24).map { IndexPath(item: $0, section: 0) })
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 80, height: 50))
        expectEqual(collectionView.invariantViolations(), [])
    }
}
