import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// `setCollectionViewLayout(_:animated:)` and `(_:animated:completion:)`: the layout changes as
/// the property's setter changes it; the completion's Boolean "indicates whether the transition
/// completed" (Apple), and a headless change completes at once, the items already laid out by the
/// new layout when it runs.
@MainActor
@Suite struct SetCollectionViewLayoutTests {
    private static func flow(_ side: CGFloat) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return layout
    }

    /// The collection view and its data source (held by the caller: `dataSource` is weak).
    private static func collectionView() -> (CollectionView, GridRecorder) {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: flow(80))
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        let recorder = GridRecorder(counts: [6])
        collectionView.dataSource = recorder
        collectionView.layoutIfNeeded()
        return (collectionView, recorder)
    }

    @Test func theCompletionRunsOnceTheItemsAreLaidOutByTheNewLayout() {
        let (collectionView, recorder) = Self.collectionView()
        defer { withExtendedLifetime(recorder) {} }
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.origin == CGPoint(x: 0, y: 80))
        let layout = Self.flow(160)
        var seen: [(Bool, CGRect?)] = []
        collectionView.setCollectionViewLayout(layout, animated: true) { finished in
            seen.append((finished, collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame))
        }
        #expect(collectionView.collectionViewLayout === layout)
        #expect(seen.count == 1)
        #expect(seen.first?.0 == true)
        #expect(seen.first?.1 == CGRect(x: 0, y: 320, width: 160, height: 160))
    }

    @Test func withoutACompletionItIsTheSetter() {
        let (collectionView, recorder) = Self.collectionView()
        defer { withExtendedLifetime(recorder) {} }
        let layout = Self.flow(40)
        collectionView.setCollectionViewLayout(layout, animated: false)
        #expect(collectionView.collectionViewLayout === layout)
        collectionView.layoutIfNeeded()
        // Six 40-point items on one 320-point line: the flow layout shares the 80 points left
        // between them (16 apart), the last one at the trailing edge.
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame
                == CGRect(x: 280, y: 0, width: 40, height: 40))
    }
}
