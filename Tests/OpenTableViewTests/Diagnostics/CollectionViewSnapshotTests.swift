import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// A cell with one label in its content view, as a photo grid's caption.
final class TitledItemCell: CollectionViewCell {
    let title = Label(frame: CGRect(x: 4, y: 4, width: 80, height: 20))

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A section title in a header or footer.
final class TitledSupplementaryView: CollectionReusableView {
    let title = Label(frame: CGRect(x: 8, y: 4, width: 200, height: 20))

    required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Items titled "Item s.i", headers "Section s", footers "End s".
@MainActor
private final class TitledItems: NSObject, CollectionViewDataSource {
    let counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath) as! TitledItemCell
        cell.title.text = "Item \(indexPath.section).\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            as! TitledSupplementaryView
        let isHeader = kind == CollectionView.elementKindSectionHeader
        view.title.text = (isHeader ? "Section " : "End ") + "\(indexPath.section)"
        return view
    }
}

/// The collection view's text snapshot and SVG picture: what a user sees, in a stable format
/// (the cells and supplementary views on screen with their frames and texts, the selection, an
/// orthogonal section's offset), as the table's.
@MainActor
@Suite struct CollectionViewSnapshotTests {
    private func makeCollectionView(_ layout: CollectionViewLayout, counts: [Int], height: CGFloat = 200)
        -> (CollectionView, AnyObject)
    {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
        let items = TitledItems(counts: counts)
        collectionView.register(TitledItemCell.self, forCellWithReuseIdentifier: "Item")
        for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
            collectionView.register(
                TitledSupplementaryView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        collectionView.dataSource = items
        return (collectionView, items)
    }

    @Test func aFlowGridWithASelection() {
        let (collectionView, items) = makeCollectionView(pinnedFlowLayout(), counts: [4])
        defer { withExtendedLifetime(items) {} }
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        // pinnedFlowLayout(): the header 0 ..< 30; inset 5: line 1 at 35 (x 10, 115, 220), line 2
        // at 35 + 40 + 10 = 85, its one item centered ((320 − 90) / 2 = 115, as the flow layout
        // places a lone item); inset 15: the footer at 140 ..< 160. The selection is marked.
        expectEqual(
            collectionView.textSnapshot(),
            """
            CollectionView CollectionViewFlowLayout 320.0x200.0 offset 0.0,0.0 content 320.0x160.0
              0.0,0.0 320.0x30.0 header 0 "Section 0"
              10.0,35.0 90.0x40.0 cell 0.0 "Item 0.0"
              115.0,35.0 90.0x40.0 cell 0.1 "Item 0.1" [selected]
              220.0,35.0 90.0x40.0 cell 0.2 "Item 0.2"
              115.0,85.0 90.0x40.0 cell 0.3 "Item 0.3"
              0.0,140.0 320.0x20.0 footer 0 "End 0"
            """)
    }

    @Test func aListScrolled() {
        let layout = CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .plain))
        let (collectionView, items) = makeCollectionView(layout, counts: [10], height: 100)
        defer { withExtendedLifetime(items) {} }
        collectionView.contentOffset = CGPoint(x: 0, y: 60)
        // Plain list rows at their 44-point estimate (the cells answer no other height): 60 ..< 160
        // shows rows 1 (44 ..< 88) to 3 (132 ..< 176); the content is 10 · 44 = 440.
        expectEqual(
            collectionView.textSnapshot(),
            """
            CollectionView CollectionViewCompositionalLayout 320.0x100.0 offset 0.0,60.0 content 320.0x440.0
              0.0,44.0 320.0x44.0 cell 0.1 "Item 0.1"
              0.0,88.0 320.0x44.0 cell 0.2 "Item 0.2"
              0.0,132.0 320.0x44.0 cell 0.3 "Item 0.3"
            """)
    }

    @Test func anOrthogonalSectionShowsItsOffset() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        )
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(50)),
            subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let (collectionView, items) = makeCollectionView(
            CollectionViewCompositionalLayout(section: section), counts: [3], height: 100)
        defer { withExtendedLifetime(items) {} }
        collectionView.simulate.scrollOrthogonalSection(0, by: 150)
        // Groups 200 wide at x 0, 200, 400 (600 in all, the offset up to 280): at 150 they show at
        // −150, 50 and 250, and the section's offset closes the snapshot.
        expectEqual(
            collectionView.textSnapshot(),
            """
            CollectionView CollectionViewCompositionalLayout 320.0x100.0 offset 0.0,0.0 content 320.0x50.0
              -150.0,0.0 200.0x50.0 cell 0.0 "Item 0.0"
              50.0,0.0 200.0x50.0 cell 0.1 "Item 0.1"
              250.0,0.0 200.0x50.0 cell 0.2 "Item 0.2"
              orthogonal 0 offset 150.0
            """)
        expectEqual(
            collectionView.svgPicture(),
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="320.0" height="100.0" viewBox="0.0 0.0 320.0 100.0" font-family="Helvetica, Arial, sans-serif" font-size="13">
              <title>CollectionView CollectionViewCompositionalLayout, offset 0.0,0.0</title>
              <rect id="background" x="0.0" y="0.0" width="320.0" height="100.0" fill="#f2f2f7"/>
              <g id="supplementary-views">
              </g>
              <g id="cells">
                <g class="cell" data-item="0.0">
                  <rect x="-150.0" y="0.0" width="200.0" height="50.0" fill="#ffffff" stroke="#c6c6c8"/>
                  <text x="-142.0" y="29.5" fill="#000000">Item 0.0</text>
                </g>
                <g class="cell" data-item="0.1">
                  <rect x="50.0" y="0.0" width="200.0" height="50.0" fill="#ffffff" stroke="#c6c6c8"/>
                  <text x="58.0" y="29.5" fill="#000000">Item 0.1</text>
                </g>
                <g class="cell" data-item="0.2">
                  <rect x="250.0" y="0.0" width="200.0" height="50.0" fill="#ffffff" stroke="#c6c6c8"/>
                  <text x="258.0" y="29.5" fill="#000000">Item 0.2</text>
                </g>
              </g>
              <g id="orthogonal-sections">
                <g class="orthogonal" data-section="0" data-offset="150.0">
                  <text x="314.0" y="44.0" text-anchor="end" font-size="9" fill="#8e8e93">section 0 scrolled across to 150.0</text>
                </g>
              </g>
              <rect id="viewport" x="0.0" y="0.0" width="320.0" height="100.0" fill="none" stroke="#ff3b30" stroke-width="2"/>
            </svg>

            """)
    }

    @Test func theSVGPictureOfAFlowGrid() {
        let (collectionView, items) = makeCollectionView(pinnedFlowLayout(), counts: [2])
        defer { withExtendedLifetime(items) {} }
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        // Two items on a line sit at the insets' edges: x 10 and 320 − 10 − 90 = 220; the footer
        // at 35 + 40 + 15 = 90. Supplementary views by index path, then kind (footer first); the
        // selected cell tinted.
        expectEqual(
            collectionView.svgPicture(),
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="320.0" height="200.0" viewBox="0.0 0.0 320.0 200.0" font-family="Helvetica, Arial, sans-serif" font-size="13">
              <title>CollectionView CollectionViewFlowLayout, offset 0.0,0.0</title>
              <rect id="background" x="0.0" y="0.0" width="320.0" height="200.0" fill="#f2f2f7"/>
              <g id="supplementary-views">
                <g class="supplementary" data-kind="UICollectionElementKindSectionFooter" data-index-path="0.0">
                  <rect x="0.0" y="90.0" width="320.0" height="20.0" fill="#e5e5ea" stroke="#c6c6c8"/>
                  <text x="8.0" y="104.5" fill="#6d6d72">End 0</text>
                </g>
                <g class="supplementary" data-kind="UICollectionElementKindSectionHeader" data-index-path="0.0">
                  <rect x="0.0" y="0.0" width="320.0" height="30.0" fill="#e5e5ea" stroke="#c6c6c8"/>
                  <text x="8.0" y="19.5" fill="#6d6d72">Section 0</text>
                </g>
              </g>
              <g id="cells">
                <g class="cell" data-item="0.0" data-selected="true">
                  <rect x="10.0" y="35.0" width="90.0" height="40.0" fill="#d1d1d6" stroke="#c6c6c8"/>
                  <text x="18.0" y="59.5" fill="#000000">Item 0.0</text>
                </g>
                <g class="cell" data-item="0.1">
                  <rect x="220.0" y="35.0" width="90.0" height="40.0" fill="#ffffff" stroke="#c6c6c8"/>
                  <text x="228.0" y="59.5" fill="#000000">Item 0.1</text>
                </g>
              </g>
              <g id="orthogonal-sections">
              </g>
              <rect id="viewport" x="0.0" y="0.0" width="320.0" height="200.0" fill="none" stroke="#ff3b30" stroke-width="2"/>
            </svg>

            """)
    }
}
