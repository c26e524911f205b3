import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

extension CollectionView {
    /// The work of ``register(_:forCellWithReuseIdentifier:)-(Nib?,_)``, behind its open entry
    /// point in the class body: new cells are the nib's one top-level object, named with the
    /// registered identifier (the one the collection view dequeues and recycles them under).
    func registerImplementation(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        cellReuse.register(
            identifier,
            factory: nib.map { nib in
                { identifier in
                    let cell: CollectionViewCell = Self.instantiateOneView(of: nib, identifier: identifier)
                    cell.storedReuseIdentifier = identifier
                    return cell
                }
            })
    }

    /// The work of ``register(_:forSupplementaryViewOfKind:withReuseIdentifier:)-(Nib?,_,_)``:
    /// the kind's pool makes views from the nib.
    func registerImplementation(
        _ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        supplementaryPool(kind).register(
            identifier,
            factory: nib.map { nib in
                { identifier in
                    let view: CollectionReusableView = Self.instantiateOneView(of: nib, identifier: identifier)
                    view.storedReuseIdentifier = identifier
                    return view
                }
            })
    }

    /// The nib's one top-level object, of the class asked for; anything else raises UIKit's
    /// `NSInternalInconsistencyException` when the collection view instantiates the nib, whose
    /// text names `UICollectionReusableView` for cells and supplementary views alike ("invalid
    /// nib registered for identifier (cell) - nib must contain exactly one top level object which
    /// must be a UICollectionReusableView instance": wokalski/WCFastCell issue 11).
    private static func instantiateOneView<Reusable: CollectionReusableView>(
        of nib: Nib, identifier: String
    ) -> Reusable {
        let objects = nib.instantiate(withOwner: nil, options: nil)
        guard objects.count == 1, let view = objects[0] as? Reusable else {
            raise(TableViewNibMessages.invalidNib(identifier: identifier, expected: "UICollectionReusableView"))
        }
        return view
    }
}
