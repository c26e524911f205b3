import Foundation

/// The flow layout's questions to the collection view's delegate, as UIKit's
/// `UICollectionViewDelegateFlowLayout`, whose methods "define the size of items and the spacing
/// between items in the grid"
/// ([UICollectionViewDelegateFlowLayout](https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout)).
///
/// A ``CollectionViewFlowLayout`` asks the delegate of its collection view when it conforms. Every
/// method is optional; the defaults answer what the layout would use without them (its
/// ``CollectionViewFlowLayout/itemSize``, ``CollectionViewFlowLayout/sectionInset`` and so on),
/// as UIKit does when a method is missing. The per-section methods are asked once per section
/// when the layout prepares; `sizeForItemAt` once per item, and only when the delegate implements
/// it (the layout asks one item first and keeps its own item size when the default answers).
///
/// Difference from UIKit, as for the table's protocols: Swift protocol extensions dispatch
/// statically, so a subclass of a conforming class cannot add an optional method its superclass
/// left out; implement it in the conforming class itself.
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`. Default: the layout's `itemSize`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The margins of `section`'s items. Default: the layout's `sectionInset`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets
    /// The least space between lines of `section`. Default: the layout's `minimumLineSpacing`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least space between items of a line of `section`. Default: the layout's
    /// `minimumInteritemSpacing`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of `section`'s header; zero means no header. Default: the layout's
    /// `headerReferenceSize`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of `section`'s footer; zero means no footer. Default: the layout's
    /// `footerReferenceSize`.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        guard let flow = collectionViewLayout as? CollectionViewFlowLayout else { return .zero }
        flow.defaultSizeForItemAnswered = true
        return flow.itemSize
    }

    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }

    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }

    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
