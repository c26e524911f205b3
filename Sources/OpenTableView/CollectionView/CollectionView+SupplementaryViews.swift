import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// Supplementary views (section headers and footers, and a layout's own kinds): one reuse pool
/// per kind, the table's `ReusePool`, and their own display ledger.
extension CollectionView {
    /// The work of ``register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``: the pool of
    /// `kind` (made on first use), with a factory that creates the class with `init(frame:)`.
    func registerImplementation(
        _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryPool(kind).register(
            identifier,
            factory: viewClass.map { type in
                { identifier in
                    let view = type.init(frame: .zero)
                    view.storedReuseIdentifier = identifier
                    return view
                }
            })
    }

    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``, throwing UIKit's
    /// exception for an identifier not registered for `kind` (registrations are per kind: an
    /// identifier registered for headers does not dequeue a footer). The order is the cells':
    /// the registration is checked, a queued view gets `prepareForReuse()`, then the element's
    /// layout attributes are applied.
    func checkedDequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws(TableViewException) -> CollectionReusableView {
        guard let pool = supplementaryReuse[kind], pool.isRegistered(identifier) else {
            throw Messages.unregisteredCollectionView(kind: kind, identifier: identifier)
        }
        let view: CollectionReusableView
        if let queued = pool.popQueued(identifier) {
            queued.prepareForReuse()
            view = queued
        } else if let made = pool.makeRegistered(identifier) {
            view = made
        } else {
            throw Messages.unregisteredCollectionView(kind: kind, identifier: identifier)
        }
        let attributes: CollectionViewLayoutAttributes?
        if let pending = content.pendingSupplementary,
            pending.element == SupplementaryElement(kind: kind, indexPath: indexPath)
        {
            attributes = pending.attributes
        } else {
            attributes = layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)
        }
        if let attributes { apply(attributes, to: view) }
        return view
    }

    /// Asks the data source for the view of `element`, frames it and displays it, then
    /// `willDisplaySupplementaryView`. A view the data source did not dequeue, or no view at all
    /// (the method is not implemented), throws UIKit's exception and displays nothing.
    func displaySupplementary(_ element: SupplementaryElement, _ attributes: CollectionViewLayoutAttributes)
        throws(TableViewException)
    {
        guard let dataSource else { return }
        content.pendingSupplementary = (element, attributes)
        content.supplementaryViewProviderMissing = false
        recordCall(.viewForSupplementaryElement(kind: element.kind, element.indexPath), to: dataSource)
        let view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
        content.pendingSupplementary = nil
        if content.supplementaryViewProviderMissing {
            content.supplementaryViewProviderMissing = false
            throw Messages.supplementaryViewNotDequeued(
                kind: element.kind, indexPath: element.indexPath, returnedType: nil)
        }
        guard view.reuseIdentifier != nil else {
            throw Messages.supplementaryViewNotDequeued(
                kind: element.kind, indexPath: element.indexPath, returnedType: String(describing: type(of: view)))
        }
        if !view.frame.hasSameValues(as: attributes.frame) { view.frame = attributes.frame }
        addSubview(view)
        content.displayedSupplementaryViews[element] = view
        recordCall(.willDisplaySupplementaryView(kind: element.kind, element.indexPath), to: collectionDelegate)
        collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: element.kind, at: element.indexPath)
    }

    /// Ends the display of the supplementary views of `elements`: each leaves the screen, goes
    /// back to its kind's queue, then `didEndDisplayingSupplementaryView`.
    func endSupplementaryDisplay(of elements: [SupplementaryElement]) {
        for element in elements {
            guard let view = content.displayedSupplementaryViews.removeValue(forKey: element) else { continue }
            view.removeFromSuperview()
            if let identifier = view.storedReuseIdentifier {
                supplementaryPool(element.kind).enqueue(view, identifier: identifier)
            }
            recordCall(
                .didEndDisplayingSupplementaryView(kind: element.kind, element.indexPath), to: collectionDelegate)
            collectionDelegate?.collectionView(
                self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind, at: element.indexPath)
        }
    }

    /// The work of ``visibleSupplementaryViews(ofKind:)``: in index-path order.
    func visibleSupplementaryViewsImplementation(ofKind kind: String) -> [CollectionReusableView] {
        content.displayedSupplementaryViews.filter { $0.key.kind == kind }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The work of ``indexPathsForVisibleSupplementaryElements(ofKind:)``: in order.
    func indexPathsForVisibleSupplementaryElementsImplementation(ofKind kind: String) -> [IndexPath] {
        content.displayedSupplementaryViews.keys.filter { $0.kind == kind }.map(\.indexPath).sorted()
    }

    /// The reuse pool of `kind`, made on first use.
    func supplementaryPool(_ kind: String) -> ReusePool<CollectionReusableView> {
        if let pool = supplementaryReuse[kind] { return pool }
        let pool = ReusePool<CollectionReusableView>()
        supplementaryReuse[kind] = pool
        return pool
    }
}
