import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// A collection view cell with list features, as UIKit's `UICollectionViewListCell`: "a
/// collection view cell that provides list features and default styling"
/// ([UICollectionViewListCell](https://developer.apple.com/documentation/uikit/uicollectionviewlistcell)):
/// indentation and accessories.
///
/// The content view is inset at the leading edge by ``indentationLevel`` × ``indentationWidth``
/// (Apple: "the overall indentation is the product of `indentationWidth` and
/// `indentationLevel`"); a diffable data source whose section has a section snapshot sets the
/// level from the item's level, as Apple documents ("the indentation level sets automatically
/// when you use a hierarchical data source"). Each shown accessory is a subview of the cell; the
/// outline disclosure's tap (`simulate.tapOutlineDisclosure()`) expands or collapses the item.
///
/// Differences from UIKit (Compatibility/API.md): accessories are views of the cell but are not
/// framed yet (they take no width from the content view), and the cell is never editing, so
/// accessories displayed `.whenEditing` do not show.
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories, in order; setting them replaces the accessory views.
    open var accessories: [CellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }

    /// How many levels the content is indented. Default 0.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }

    /// The width of one indentation level. Default 10, UITableViewCell's documented default
    /// (UIKit does not document the list cell's: Compatibility/Evidence.md, "Collection views").
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    /// Whether the accessories are indented with the content. Default `true`. Kept: accessories
    /// are not framed yet.
    open var indentsAccessories = true

    /// A list content configuration for the cell, as UIKit's `defaultContentConfiguration()`:
    /// the table's `ListContentConfiguration.cell()`.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }

    /// The views of the shown accessories, parallel to the shown entries of ``accessories``.
    final private(set) var accessoryViews: [(accessory: CellAccessory, view: View)] = []

    /// The names of the accessories that show (`"outlineDisclosure"`, `"label(3)"`, …), in order.
    /// An OpenTableView addition for tests.
    public var shownAccessoryNames: [String] { accessoryViews.map(\.accessory.name) }

    /// Insets the content view at the leading edge by the indentation.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let indentation = CGFloat(Swift.max(0, indentationLevel)) * indentationWidth
        let frame = CGRect(x: indentation, y: 0, width: Swift.max(0, bounds.width - indentation), height: bounds.height)
        if contentView.frame != frame { contentView.frame = frame }
    }

    /// A list row self-sizes as a table row with a content configuration: the width the layout
    /// gives stays, and the height is what the content view needs at its width (the width less
    /// the indentation), measured as the table measures its rows (Apple: list cells "self-size"
    /// in a list section). A cell without a content configuration is measured by `super`.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        guard contentConfiguration != nil else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let indentation = CGFloat(Swift.max(0, indentationLevel)) * indentationWidth
        let width = Swift.max(0, layoutAttributes.size.width - indentation)
        let preferred = layoutAttributes.copy() as! CollectionViewLayoutAttributes
        preferred.size.height =
            contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        return preferred
    }

    /// Runs the outline disclosure's action: its handler when it has one, else the expansion or
    /// collapse of the cell's item through the collection view's diffable data source. Returns
    /// `false` when the cell shows no outline disclosure.
    func performOutlineDisclosureAction() -> Bool {
        for (accessory, _) in accessoryViews {
            guard case .outlineDisclosure(_, let handler) = accessory.kind else { continue }
            if let handler {
                handler()
            } else if let collectionView = superview as? CollectionView,
                let indexPath = collectionView.content.displayedCells.indexPath(of: self)
            {
                (collectionView.dataSource as? OutlineExpandingDataSource)?.toggleOutline(at: indexPath)
            }
            return true
        }
        return false
    }

    private func rebuildAccessoryViews() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.filter { $0.isShown(editing: false) }.map { accessory in
            let view: View
            if case .customView(let configuration) = accessory.kind {
                view = configuration.customView
            } else {
                view = View(frame: .zero)
            }
            addSubview(view)
            return (accessory, view)
        }
    }
}

/// A data source whose items expand and collapse in an outline: the diffable data source with
/// section snapshots, reached by the outline disclosure accessory without knowing its generic
/// types.
@MainActor
protocol OutlineExpandingDataSource: AnyObject {
    /// Expands the item at `indexPath` when it is collapsed, collapses it when expanded.
    func toggleOutline(at indexPath: IndexPath)
}

extension Simulation where Base: CollectionViewListCell {
    /// Simulates a tap on the cell's outline disclosure accessory: its action handler, or the
    /// expansion or collapse of the cell's item through the diffable data source's section
    /// snapshot handlers. Returns `false` when the cell shows no outline disclosure. An
    /// OpenTableView addition for tests.
    @discardableResult
    public func tapOutlineDisclosure() -> Bool {
        base.performOutlineDisclosureAction()
    }
}
