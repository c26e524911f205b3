import Foundation

@testable import OpenTableView

/// A screen of tags and photos whose controller sizes its items and sections through
/// `UICollectionViewDelegateFlowLayout`, written as apps write it: the sizes in arrays, a
/// `switch` per section, counts of the layout's questions for the cost tests.
@MainActor
final class TagsController: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    /// Item sizes per section; a section missing here answers the layout's own size.
    var sizes: [Int: [CGSize]] = [:]
    /// Whether `sizeForItemAt` is implemented at all (a second class leaves it out).
    var sizeForItemCalls = 0
    var cellRequests = 0

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeForItemCalls += 1
        return sizes[indexPath.section]?[indexPath.item] ?? CGSize(width: 60, height: 60)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        switch section {
        case 0: return EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        default: return .zero
        }
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        section == 0 ? 10 : 4
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        10
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        section == 0 ? .zero : CGSize(width: 0, height: 25)
    }

    /// The section titles the header sizes above make room for, dequeued as UIKit requires.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: SectionTitleView.reuseIdentifier, for: indexPath)
            as! SectionTitleView
        header.title = "Tags \(indexPath.section)"
        return header
    }
}

/// A section title, as the layout screens' headers and footers: a label's text and a reuse
/// identifier kept on the class, the way apps name their reusable views.
final class SectionTitleView: CollectionReusableView {
    static let reuseIdentifier = "SectionTitle"
    var title = ""

    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }
}

/// A photo wall that styles its sections through the delegate but leaves item sizes to the
/// layout's `itemSize` (no `sizeForItemAt`), as most grids do.
@MainActor
final class WallController: NSObject, CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts: [Int]
    var cellRequests = 0
    var insetRequests = 0

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        insetRequests += 1
        return EdgeInsets(top: 5, left: 10, bottom: 15, right: 10)
    }
}

/// A cell that sizes itself without constraints, as frame-based cells do: `sizeThatFits(_:)`
/// answers the height its text needs (here set by the data source) at the estimated width.
final class SizingNoteCell: CollectionViewCell {
    var neededHeight: CGFloat = 44
    var sizingCalls = 0

    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: neededHeight)
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        sizingCalls += 1
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// Notes whose cells measure themselves: heights per item.
@MainActor
final class SizingNotesController: NSObject, CollectionViewDataSource {
    var heights: [CGFloat]
    var cells: [SizingNoteCell] = []

    init(heights: [CGFloat]) {
        self.heights = heights
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        heights.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Note", for: indexPath) as! SizingNoteCell
        cell.neededHeight = heights[indexPath.item]
        if !cells.contains(where: { $0 === cell }) { cells.append(cell) }
        return cell
    }
}

/// The frames of every element of `layout` in `rect`, described as "kind section-item" and frame,
/// for one `#expect` per layout.
@MainActor
func describedFrames(_ layout: CollectionViewLayout, in rect: CGRect) -> [String] {
    (layout.layoutAttributesForElements(in: rect) ?? []).map {
        let kind: String
        switch $0.representedElementKind {
        case CollectionView.elementKindSectionHeader?: kind = "header"
        case CollectionView.elementKindSectionFooter?: kind = "footer"
        case let other?: kind = other
        case nil: kind = "cell"
        }
        let f = $0.frame
        return "\(kind) \($0.indexPath.section)-\($0.indexPath.item) (\(f.minX), \(f.minY), \(f.width), \(f.height))"
    }
}
