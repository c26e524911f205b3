import Foundation

@testable import OpenTableView

/// The grid's section headers and footers, as an app writes them: one caption view class
/// registered for both kinds, dequeued in `viewForSupplementaryElementOfKind`. The recorder logs
/// the supplementary calls only when `logsSupplementaryViews` is set, so the cell-only tests read
/// the cell calls alone.
extension GridRecorder {
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let name = Self.shortName(kind)
        logSupplementary("viewForSupplementary(\(name) \(indexPath.section)-\(indexPath.item))")
        let view =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: name, for: indexPath)
            as! CaptionView
        view.recorder = self
        view.caption = "\(name) \(indexPath.section)"
        return view
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        logSupplementary(
            "willDisplaySupplementary(\(Self.shortName(elementKind)) \(indexPath.section)-\(indexPath.item))")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        logSupplementary(
            "didEndDisplayingSupplementary(\(Self.shortName(elementKind)) \(indexPath.section)-\(indexPath.item))")
    }

    func logSupplementary(_ entry: String) {
        if logsSupplementaryViews { log.append(entry) }
    }

    /// "Header" and "Footer" for the flow layout's kinds; also the reuse identifiers.
    static func shortName(_ kind: String) -> String {
        switch kind {
        case CollectionView.elementKindSectionHeader: "Header"
        case CollectionView.elementKindSectionFooter: "Footer"
        default: kind
        }
    }
}

/// A section header or footer showing a caption, with its own `init(frame:)` and a
/// `prepareForReuse()` override calling super.
final class CaptionView: CollectionReusableView {
    weak var recorder: GridRecorder?
    var caption = ""

    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        recorder?.logSupplementary("prepareForReuse(\(caption))")
        caption = ""
    }
}
