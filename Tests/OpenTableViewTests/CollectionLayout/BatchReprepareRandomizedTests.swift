import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Random batches (items inserted, deleted and moved; sections inserted, deleted and moved) on a
/// flow layout whose delegate sizes every item and on a compositional layout whose sections
/// differ by index: after each batch, which re-prepares only what it touched, the layout's every
/// frame and its content size are those of a collection view laid out afresh with the same data.
/// A failure names the seed and the step.
@MainActor
@Suite struct BatchReprepareRandomizedTests {
    /// One random valid batch of one operation on the counts `before`: the data source's counts
    /// are set (`setCounts`) before `collectionView` is told, as an app changes its model first;
    /// its description for the failure message.
    private func randomBatch(
        _ rng: inout SplitMix64, _ before: [Int], _ setCounts: ([Int]) -> Void, _ collectionView: CollectionView
    ) -> String {
        var counts = before
        let nonEmpty = counts.indices.filter { counts[$0] > 0 }
        switch rng.int(0...5) {
        case 0 where !counts.isEmpty:
            let s = rng.int(0...(counts.count - 1))
            counts[s] += 1
            let item = rng.int(0...(counts[s] - 1))
            setCounts(counts)
            collectionView.insertItems(at: [IndexPath(item: item, section: s)])
            return "insert \(s)-\(item)"
        case 1 where !nonEmpty.isEmpty:
            let s = nonEmpty[rng.int(0...(nonEmpty.count - 1))]
            let item = rng.int(0...(counts[s] - 1))
            counts[s] -= 1
            setCounts(counts)
            collectionView.deleteItems(at: [IndexPath(item: item, section: s)])
            return "delete \(s)-\(item)"
        case 2 where !nonEmpty.isEmpty:
            let from = nonEmpty[rng.int(0...(nonEmpty.count - 1))]
            let item = rng.int(0...(counts[from] - 1))
            counts[from] -= 1
            let to = rng.int(0...(counts.count - 1))
            counts[to] += 1
            let target = rng.int(0...(counts[to] - 1))
            setCounts(counts)
            collectionView.moveItem(at: IndexPath(item: item, section: from), to: IndexPath(item: target, section: to))
            return "move \(from)-\(item) to \(to)-\(target)"
        case 3 where counts.count < 12:
            let s = rng.int(0...counts.count)
            counts.insert(rng.int(0...9), at: s)
            setCounts(counts)
            collectionView.insertSections(IndexSet(integer: s))
            return "insert section \(s)"
        case 4 where counts.count > 1:
            let s = rng.int(0...(counts.count - 1))
            counts.remove(at: s)
            setCounts(counts)
            collectionView.deleteSections(IndexSet(integer: s))
            return "delete section \(s)"
        case 5 where counts.count > 1:
            let from = rng.int(0...(counts.count - 1))
            let to = rng.int(0...(counts.count - 1))
            counts.insert(counts.remove(at: from), at: to)
            setCounts(counts)
            collectionView.moveSection(from, toSection: to)
            return "move section \(from) to \(to)"
        default:
            return "nothing"
        }
    }

    private func everything(_ collectionView: CollectionView) -> [String] {
        let size = collectionView.contentSize
        return describedFrames(
            collectionView.collectionViewLayout, in: CGRect(x: 0, y: 0, width: size.width + 1, height: size.height + 1))
            + ["content \(size)"]
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func flowBatchesMatchAFreshLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let controller = TagsController(counts: (0..<6).map { _ in rng.int(0...9) })
        for s in 0..<12 {
            controller.sizes[s] = (0..<30).map { _ in CGSize(width: CGFloat(rng.int(3...14)) * 10, height: 30) }
        }
        func make() -> CollectionView {
            let collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: CollectionViewFlowLayout())
            collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
            collectionView.registerSectionTitles()
            collectionView.dataSource = controller
            collectionView.delegate = controller
            collectionView.layoutIfNeeded()
            return collectionView
        }
        let collectionView = make()
        for step in 0..<25 {
            let batch = randomBatch(&rng, controller.counts, { controller.counts = $0 }, collectionView)
            expectEqual(everything(collectionView), everything(make()), "seed \(seed) step \(step): \(batch)")
        }
    }

    @Test(arguments: [UInt64(4), 5, 6])
    func compositionalBatchesMatchAFreshLayout(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        /// A collection view on the compositional layout showing `counts`, with its data source
        /// (the collection view holds it weakly).
        func make(_ counts: [Int]) -> (CollectionView, GridRecorder) {
            let layout = CollectionViewCompositionalLayout { index, _ in
                let item = CollectionLayoutItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1 / CGFloat(index % 3 + 2)),
                        heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(30 + index % 4 * 10))),
                    subitems: [item])
                let section = CollectionLayoutSection(group: group)
                section.interGroupSpacing = CGFloat(index % 2 * 6)
                section.contentInsets = DirectionalEdgeInsets(
                    top: 4, leading: 8, bottom: CGFloat(index % 3), trailing: 8)
                return section
            }
            let collectionView = CollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
            let source = GridRecorder(counts: counts)
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            return (collectionView, source)
        }
        let (collectionView, recorder) = make((0..<6).map { _ in rng.int(0...9) })
        for step in 0..<25 {
            let batch = randomBatch(&rng, recorder.counts, { recorder.counts = $0 }, collectionView)
            let (fresh, source) = make(recorder.counts)
            expectEqual(everything(collectionView), everything(fresh), "seed \(seed) step \(step): \(batch)")
            withExtendedLifetime(source) {}
        }
    }
}
