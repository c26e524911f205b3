import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// An app's compositional layout subclass, as apps write one to add a decoration or log a
/// preparation: it calls the section-provider initializer (whose closure parameter is the case the
/// compiler once mangled differently across modules) and overrides `prepare()` and
/// `layoutAttributesForElements(in:)`, calling super.
private final class FeedLayout: CollectionViewCompositionalLayout {
    var preparations = 0

    init() {
        super.init(sectionProvider: { _, _ in
            CollectionLayoutSection(
                group: .horizontal(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                    subitems: [
                        CollectionLayoutItem(
                            layoutSize: CollectionLayoutSize(
                                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    ]))
        })
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        preparations += 1
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.filter { $0.indexPath.item % 2 == 0 }
    }
}

/// An app's subclass of the flow layout that edits `super`'s answer, the pattern
/// ARCHITECTURE.md promises works unchanged.
private final class LeftAlignedLayout: CollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)?.map {
            $0.copy() as! CollectionViewLayoutAttributes
        }
        var x = sectionInset.left
        var lineY = -CGFloat.greatestFiniteMagnitude
        for element in attributes ?? [] where element.representedElementCategory == .cell {
            if element.frame.minY > lineY { x = sectionInset.left }
            element.frame.origin.x = x
            x += element.frame.width + minimumInteritemSpacing
            lineY = Swift.max(lineY, element.frame.minY)
        }
        return attributes
    }
}

@MainActor
@Suite struct LayoutSubclassTests {
    @Test func aCompositionalSubclassPreparesOnceAndFiltersSupersAnswer() {
        let layout = FeedLayout()
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [6])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        // Two items a row of 80: rows 0, 80, 160 in 0..<200; the subclass keeps even items only.
        expectEqual(collectionView.indexPathsForVisibleItems, [0, 2, 4].map { IndexPath(item: $0, section: 0) })
        expectEqual(layout.preparations, 1)
    }

    @Test func aFlowSubclassThatLeftAlignsSupersLines() {
        let layout = LeftAlignedLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let recorder = GridRecorder(counts: [4])
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        // Super justifies three a line (x 10, 115, 220) and centers item 3 (115); the subclass
        // packs them from the left inset 10 apart: 10, 110, 210, then 10.
        expectEqual(collectionView.visibleCells.map(\.frame.minX), [10, 110, 210, 10])
    }
}
