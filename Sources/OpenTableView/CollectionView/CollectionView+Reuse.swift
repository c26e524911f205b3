import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension CollectionView {
    /// The work of ``register(_:forCellWithReuseIdentifier:)``: the table's `ReusePool`, with a
    /// factory that creates the class with `init(frame:)` and names its reuse identifier.
    func registerImplementation(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        cellReuse.register(
            identifier,
            factory: cellClass.map { type in
                { identifier in
                    let cell = type.init(frame: .zero)
                    cell.storedReuseIdentifier = identifier
                    return cell
                }
            })
    }

    /// ``dequeueReusableCell(withReuseIdentifier:for:)``, throwing UIKit's exception for an
    /// identifier without a registration. The order is UIKit's: the registration is checked
    /// first (a queue left from an unregistered identifier does not count), then a queued cell
    /// gets `prepareForReuse()`, then the item's layout attributes are applied.
    func checkedDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        throws(TableViewException) -> CollectionViewCell
    {
        guard cellReuse.isRegistered(identifier) else {
            throw Messages.unregisteredCollectionView(kind: Messages.collectionElementKindCell, identifier: identifier)
        }
        // A reconfigure gets the displayed cell back, as it is (CollectionView+Updates.swift).
        if let target = updateState.takeReconfigureTarget(identifier) { return target }
        let cell: CollectionViewCell
        if let queued = cellReuse.popQueued(identifier) {
            queued.prepareForReuse()
            cell = queued
        } else if let made = cellReuse.makeRegistered(identifier) {
            cell = made
        } else {
            throw Messages.unregisteredCollectionView(kind: Messages.collectionElementKindCell, identifier: identifier)
        }
        let attributes: CollectionViewLayoutAttributes?
        if let pending = content.pendingItem, pending.indexPath == indexPath {
            attributes = pending.attributes
        } else {
            attributes = layoutAttributesForItem(at: indexPath)
        }
        if let attributes { apply(attributes, to: cell) }
        prepareForItem(cell, at: indexPath)
        return cell
    }

    /// Frames `view` from `attributes` (frame, alpha, hidden), then calls its `apply(_:)`.
    /// Alpha and hidden are set only when they change: their setters tell key-value observers
    /// and a stack view, a fifth of a dequeue when the values stay, as they nearly always do.
    func apply(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
        view.frame = attributes.frame
        let alpha = attributes.alpha
        if view.alpha != alpha { view.alpha = alpha }
        let isHidden = attributes.isHidden
        if view.isHidden != isHidden { view.isHidden = isHidden }
        let transform = attributes.transform
        if view.transform != transform { view.transform = transform }
        view.apply(attributes)
    }

    /// Puts a cell that left the screen back in its identifier's queue.
    func recycle(_ cell: CollectionViewCell) {
        cell.removeFromSuperview(calledBy: self)
        guard let identifier = cell.storedReuseIdentifier else { return }
        cellReuse.enqueue(cell, identifier: identifier)
    }
}
