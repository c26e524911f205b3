import Foundation

/// Supplies a collection view's sections, items and cells, as UIKit's
/// `UICollectionViewDataSource`.
///
/// The signatures are UIKit's. `collectionView(_:numberOfItemsInSection:)` and
/// `collectionView(_:cellForItemAt:)` are required; the optional ``numberOfSections(in:)`` has a
/// default that answers as UIKit does when it is missing: one section. Reordering and index
/// titles come with the parts of the collection view that use them.
///
/// Difference from UIKit, as for the table's protocols: Swift protocol extensions dispatch
/// statically, so a subclass of a conforming class cannot add an optional method its superclass
/// left out; implement it in the conforming class itself.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items in `section`. Required.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`. Required; it must come from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The number of sections. Default: 1.
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The view of the supplementary element of `kind` (a section header or footer, or a kind of
    /// the layout's own) at `indexPath`, as UIKit's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` (Apple's page of that title).
    /// It must come from ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// Asked when the element enters the bounds.
    ///
    /// Default: none. A layout with supplementary elements then raises UIKit's
    /// `NSInternalInconsistencyException` ("the view returned from
    /// -collectionView:viewForSupplementaryElementOfKind:atIndexPath (…) was not retrieved by calling
    /// -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))"),
    /// as UIKit does for a data source without the method.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
    /// Whether the item at `indexPath` may be moved interactively. Default: `true`
    /// (`CollectionView+InteractiveMovement.swift`).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The end of an interactive movement: the item moved from `sourceIndexPath` to
    /// `destinationIndexPath`; update the data. Default: nothing.
    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        // Tells the collection view the method is missing; the view is never shown.
        collectionView.content.supplementaryViewProviderMissing = true
        return CollectionReusableView(frame: .zero)
    }
}
