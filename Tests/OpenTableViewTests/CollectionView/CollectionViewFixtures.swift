import Foundation

@testable import OpenTableView

/// A photo-grid screen's data source and delegate, written as apps write them, recording every
/// call the collection view makes in UIKit's selector spelling.
@MainActor
final class GridRecorder: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var counts: [Int]
    var log: [String] = []
    /// When set, `cellForItemAt` returns a cell it made itself (misuse UIKit rejects).
    var returnsUndequeuedCell = false
    /// When set, the supplementary-view calls are logged too (`GridRecorder+Supplementary.swift`).
    var logsSupplementaryViews = false

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        log.append("numberOfSections")
        return counts.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        log.append("numberOfItems(\(section))")
        return counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        log.append("cellForItemAt(\(indexPath.section)-\(indexPath.item))")
        if returnsUndequeuedCell { return CollectionViewCell(frame: .zero) }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.recorder = self
        cell.title = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("willDisplay(\(indexPath.section)-\(indexPath.item))")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        log.append("didEndDisplaying(\(indexPath.section)-\(indexPath.item))")
    }
}

/// A cell subclass as apps write one: its own `init(frame:)` (with `required`, the one change the
/// port needs), a stored property, and `prepareForReuse()` / `apply(_:)` overrides calling super.
final class PhotoCell: CollectionViewCell {
    weak var recorder: GridRecorder?
    var title = ""

    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        recorder?.log.append("prepareForReuse(\(title))")
        title = ""
    }

    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        recorder?.log.append(
            "apply(\(layoutAttributes.indexPath.section)-\(layoutAttributes.indexPath.item))")
    }
}

/// The flow layout the geometry tests pin (derivations beside each frame):
/// items 90 × 40, 10 between items and lines, insets top 5, left 10, bottom 15, right 10,
/// headers 30 and footers 20 high. In a 320-point-wide collection view a line has
/// 300 points between the insets, so floor((300 + 10) / (90 + 10)) = 3 items, justified:
/// spacing (300 − 3·90) / 2 = 15, x = 10, 115, 220.
@MainActor
func pinnedFlowLayout() -> CollectionViewFlowLayout {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 40)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    return layout
}

/// A 320 × 200 collection view on `pinnedFlowLayout()` with the recorder as data source and
/// delegate, `PhotoCell` registered as "Photo", `CaptionView` as "Header" and "Footer" for the
/// section headers and footers.
@MainActor
func makePinnedGrid(counts: [Int]) -> (CollectionView, GridRecorder) {
    let collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: pinnedFlowLayout())
    let recorder = GridRecorder(counts: counts)
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
    collectionView.register(
        CaptionView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "Header")
    collectionView.register(
        CaptionView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
        withReuseIdentifier: "Footer")
    collectionView.dataSource = recorder
    collectionView.delegate = recorder
    return (collectionView, recorder)
}
