import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension CollectionView {
    /// A cell class and the handler that configures its cells for an item, as UIKit's
    /// [UICollectionView.CellRegistration](https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration)
    /// (iOS 14): create it once (not inside a cell provider) and dequeue with
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
    ///
    /// The registration names its own reuse identifier, as UIKit generates one: the first dequeue
    /// registers the class under it, and copies of the registration share it.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures `cell` for the item at `indexPath`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The identifier the class is registered and dequeued under.
        let reuseIdentifier: String
        let handler: Handler
        /// Whether the registration was made while a collection view was asking for a cell, which
        /// UIKit refuses at the dequeue (iOS 15+).
        let isMadeInsideCellRequest: Bool
        /// The nib the cells are made from, or `nil` for the class.
        let nib: Nib?

        /// A registration of `Cell`, configured by `handler` at each dequeue.
        public init(handler: @escaping Handler) {
            reuseIdentifier = "\(Cell.self)-CellRegistration-\(UUID().uuidString)"
            self.handler = handler
            isMadeInsideCellRequest = CollectionView.cellRequestDepth > 0
            nib = nil
        }

        /// A registration whose cells are made from `cellNib` (one `Cell` its only top-level
        /// object), configured by `handler` at each dequeue, as UIKit's
        /// `init(cellNib:handler:)`: the nib is registered on first use, as
        /// ``CollectionView/register(_:forCellWithReuseIdentifier:)-(Nib?,_)`` registers one.
        public init(cellNib: Nib, handler: @escaping Handler) {
            reuseIdentifier = "\(Cell.self)-CellRegistration-\(UUID().uuidString)"
            self.handler = handler
            isMadeInsideCellRequest = CollectionView.cellRequestDepth > 0
            nib = cellNib
        }
    }

    /// A supplementary view class, its element kind and the handler that configures its views, as
    /// UIKit's
    /// [UICollectionView.SupplementaryRegistration](https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration)
    /// (iOS 14), dequeued by ``CollectionView/dequeueConfiguredReusableSupplementary(using:for:)``.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures `supplementaryView` of `elementKind` at `indexPath`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath)
            -> Void

        /// The kind of supplementary view, such as ``CollectionView/elementKindSectionHeader``.
        public let elementKind: String
        /// The identifier the class is registered and dequeued under.
        let reuseIdentifier: String
        let handler: Handler
        /// The nib the views are made from, or `nil` for the class.
        let nib: Nib?

        /// A registration of `Supplementary` for `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "\(Supplementary.self)-SupplementaryRegistration-\(UUID().uuidString)"
            self.handler = handler
            nib = nil
        }

        /// A registration whose views of `elementKind` are made from `supplementaryNib` (one
        /// `Supplementary` its only top-level object), configured by `handler`, as UIKit's
        /// `init(supplementaryNib:elementKind:handler:)`.
        public init(supplementaryNib: Nib, elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            reuseIdentifier = "\(Supplementary.self)-SupplementaryRegistration-\(UUID().uuidString)"
            self.handler = handler
            nib = supplementaryNib
        }
    }

    /// A cell for the item at `indexPath` from `registration`, configured by its handler with
    /// `item`, as UIKit's
    /// [dequeueConfiguredReusableCell(using:for:item:)](https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)):
    /// the registration's class is registered on first use, then the cell is dequeued as
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` does (a queued cell gets
    /// `prepareForReuse()`, the layout's attributes are applied), then the handler runs.
    ///
    /// `item` is optional in UIKit's signature, for Objective-C; the handler takes an `Item`, so a
    /// `nil` for a non-optional `Item` is a programming error and traps.
    ///
    /// A registration made inside `cellForItemAt` or a cell provider raises UIKit's
    /// `NSInternalInconsistencyException` ("Attempted to dequeue a cell using a registration that
    /// was created inside …", iOS 15+); `checked.dequeueConfiguredReusableCell(using:for:item:)`
    /// throws it.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        do {
            return try checkedDequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        } catch {
            raise(error)
        }
    }

    /// A supplementary view of the registration's kind for the element at `indexPath`, configured
    /// by its handler, as UIKit's
    /// [dequeueConfiguredReusableSupplementary(using:for:)](https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)):
    /// the registration's class is registered for its kind on first use, the view is dequeued as
    /// ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` does (a queued view
    /// gets `prepareForReuse()`, the layout's attributes are applied), then the handler runs with
    /// the view, the kind and the index path. Use it in `viewForSupplementaryElementOfKind` or a
    /// diffable data source's `supplementaryViewProvider`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        let identifier = registration.reuseIdentifier
        if supplementaryReuse[kind]?.isRegistered(identifier) != true {
            if let nib = registration.nib {
                registerImplementation(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            } else {
                registerImplementation(
                    Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            }
        }
        let dequeued: CollectionReusableView
        do {
            dequeued = try checkedDequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        } catch {
            raise(error)
        }
        guard let view = dequeued as? Supplementary else {
            preconditionFailure("a supplementary registration dequeued a view that is not a \(Supplementary.self)")
        }
        registration.handler(view, kind, indexPath)
        return view
    }

    /// Runs `request`, a data source's answer for a cell, counted as a cell request: a cell
    /// registration made inside it is refused at its dequeue, as UIKit does.
    func askingForCell<T>(_ request: () -> T) -> T {
        CollectionView.cellRequestDepth += 1
        defer { CollectionView.cellRequestDepth -= 1 }
        return request()
    }

    /// How many data-source cell requests are running (on any collection view).
    static var cellRequestDepth = 0

    /// ``dequeueConfiguredReusableCell(using:for:item:)``, throwing UIKit's exception for a
    /// registration made inside a cell request.
    func checkedDequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) throws(TableViewException) -> Cell {
        if registration.isMadeInsideCellRequest { throw Messages.registrationCreatedInsideCellRequest() }
        let identifier = registration.reuseIdentifier
        if !cellReuse.isRegistered(identifier) {
            if let nib = registration.nib {
                registerImplementation(nib, forCellWithReuseIdentifier: identifier)
            } else {
                registerImplementation(Cell.self, forCellWithReuseIdentifier: identifier)
            }
        }
        guard let cell = try checkedDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            preconditionFailure("a cell registration dequeued a cell that is not a \(Cell.self)")
        }
        guard let item else {
            preconditionFailure("dequeueConfiguredReusableCell(using:for:item:) was given no item for \(Item.self)")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }
}

extension CollectionView.Checked {
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)`` that throws instead of
    /// trapping.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) throws(TableViewException) -> Cell {
        try collectionView.checkedDequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
}
