import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// A collection view cell with list features, as UIKit's `UICollectionViewListCell`: "a
/// collection view cell that provides list features and default styling"
/// ([UICollectionViewListCell](https://developer.apple.com/documentation/uikit/uicollectionviewlistcell)):
/// indentation, accessories and a list background.
///
/// The content view is inset at the leading edge by ``indentationLevel`` × ``indentationWidth``
/// (Apple: "the overall indentation is the product of `indentationWidth` and
/// `indentationLevel`"); a diffable data source whose section has a section snapshot sets the
/// level from the item's level, as Apple documents ("the indentation level sets automatically
/// when you use a hierarchical data source"). Each shown accessory is a subview of the cell,
/// framed beside the content view (`CollectionViewListCell+AccessoryLayout.swift`): the leading
/// ones before it, the trailing ones after it, each in its reserved width; an accessory shows
/// while the cell's editing state (the collection view's ``CollectionView/isEditing``) matches its
/// `displayed`. The outline disclosure's tap (`simulate.tapOutlineDisclosure()`) expands or
/// collapses the item; with the `.header` style a tap anywhere on the cell does.
///
/// The cell starts with a background configuration, its `defaultBackgroundConfiguration()`,
/// which follows the appearance of the list section that shows it until the app sets another.
///
/// Differences from UIKit (Compatibility/API.md): the accessories' widths are the table cell's, as
/// UIKit does not document its own (Compatibility/Evidence.md, "List cell accessories").
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories; setting them replaces the accessory views. Their order in the array does
    /// not place system accessories (Apple: "The order of system accessories in the array doesn't
    /// affect their placement"); custom views are placed in array order.
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

    /// Whether the leading accessories are indented with the content. Default `true`. The
    /// content view is indented either way.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// A guide for laying out the separator in relation to the cell's primary content, as UIKit's
    /// `separatorLayoutGuide`: constrain its leading anchor to the leading edge of a custom
    /// content's primary view, and the separator starts there. Without such a constraint the
    /// separator follows the primary text of a list content configuration, or the content view's
    /// leading margin (`CollectionViewListCell+Separators.swift`). Difference from UIKit: the
    /// guide's own `layoutFrame` is what the app's constraints make of it, zero without them.
    public var separatorLayoutGuide: LayoutGuide {
        if let guide = separatorGuideStorage { return guide }
        let guide = LayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        separatorGuideStorage = guide
        return guide
    }

    /// The separator guide, once made.
    final var separatorGuideStorage: LayoutGuide?

    /// Creates a list cell with `frame`, a list's default background configuration and no
    /// accessories.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        adoptDefaultBackground()
    }

    /// Creates the cell from an archive, as UIKit's `init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptDefaultBackground()
    }

    /// A list content configuration for the cell, as UIKit's `defaultContentConfiguration()`:
    /// the table's `ListContentConfiguration.cell()`.
    open func defaultContentConfiguration() -> ListContentConfiguration {
        .cell()
    }

    /// The views of the shown accessories, leading edge then trailing edge, each in
    /// leading-to-trailing order.
    final private(set) var accessoryLayout = ListCellAccessoryLayout([])

    /// The shown accessories and their views, in the order of ``accessoryLayout``.
    final var accessoryViews: [(accessory: CellAccessory, view: View)] {
        accessoryLayout.slots.map { ($0.accessory, $0.view) }
    }

    /// The names of the accessories that show (`"outlineDisclosure"`, `"label(3)"`, …), leading
    /// edge then trailing edge, each in leading-to-trailing order. An OpenTableView addition for
    /// tests.
    public var shownAccessoryNames: [String] { accessoryLayout.slots.map(\.accessory.name) }

    /// The frames of the shown accessories' views in the cell, in the order of
    /// ``shownAccessoryNames``, after laying the cell out. An OpenTableView addition for tests.
    public var shownAccessoryFrames: [CGRect] {
        layoutIfNeeded()
        return accessoryLayout.slots.map(\.view.frame)
    }

    /// The text snapshot's marks of the accessories shown and not hidden, leading to trailing.
    final var accessorySnapshotMarks: [String] {
        accessoryLayout.slots.compactMap { slot in
            guard !slot.view.isHidden else { return nil }
            switch slot.accessory.kind {
            case .label(let text, _): return "accessory label \"\(text)\""
            case .customView(let configuration): return "accessory customView \(type(of: configuration.customView))"
            default: return "accessory \(slot.accessory.kindName)"
            }
        }
    }

    /// The indentation of the content: ``indentationLevel`` × ``indentationWidth``.
    final var indentation: CGFloat { CGFloat(Swift.max(0, indentationLevel)) * indentationWidth }

    /// Frames the content view between the leading and trailing accessories, indented, and the
    /// accessories in their slots.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = accessoryLayout.contentFrame(in: bounds.size, indentation: indentation)
        if contentView.frame != frame { contentView.frame = frame }
        accessoryLayout.frameViews(in: bounds.size, leadingStart: indentsAccessories ? indentation : 0)
    }

    /// A list row self-sizes as a table row with a content configuration: the width the layout
    /// gives stays, and the height is what the content view needs at its width (the width less
    /// the indentation and the accessories), measured as the table measures its rows (Apple: list
    /// cells "self-size" in a list section). A cell without a content configuration is measured by
    /// `super`.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        // The pending update first: a configuration update handler usually sets the content.
        updateConfigurationIfNeeded()
        // The stored configuration is tested in place (the `open` getter copies it out).
        guard configurations.content != nil else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let width = accessoryLayout.contentFrame(in: layoutAttributes.size, indentation: indentation).width
        let preferred = layoutAttributes.copyForPreferredAttributes()
        preferred.size.height =
            contentView.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        return preferred
    }

    /// Accessories displayed `.whenEditing` or `.whenNotEditing` show or hide with the editing
    /// state.
    override func editingStateDidChange() {
        rebuildAccessoryViews()
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
                let indexPath = collectionView.indexPath(for: self)
            {
                (collectionView.dataSource as? OutlineExpandingDataSource)?.toggleOutline(at: indexPath)
            }
            return true
        }
        return false
    }

    /// Whether a tap anywhere on the cell toggles its item's expansion instead of selecting it:
    /// the cell shows an outline disclosure whose style is `.header`, or `.automatic` on a cell
    /// whose content configuration is a header's (Apple,
    /// [UICellAccessory.OutlineDisclosureOptions.Style.header](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum/header):
    /// "a tap anywhere in the header toggles the expansion state of the item. The cell itself is
    /// not selectable"; `.automatic` "determines the style depending on whether the cell's
    /// configuration is as a section header").
    var outlineDisclosureTogglesOnCellTap: Bool {
        for (accessory, _) in accessoryViews {
            guard case .outlineDisclosure(let options, _) = accessory.kind else { continue }
            switch options.style {
            case .header: return true
            case .cell: return false
            case .automatic: return isConfiguredAsHeader
            }
        }
        return false
    }

    /// Whether the content configuration is a list header's (`header()`, `groupedHeader()`,
    /// `plainHeader()`, `sidebarHeader()`, the prominent inset-grouped headers).
    private var isConfiguredAsHeader: Bool {
        guard let content = contentConfiguration as? ListContentConfiguration else { return false }
        switch content.style {
        case .header, .groupedHeader, .plainHeader, .sidebarHeader, .prominentInsetGroupedHeader,
            .extraProminentInsetGroupedHeader:
            return true
        default:
            return false
        }
    }

    /// Makes the views of the accessories shown in the current editing state (a custom view is its
    /// own view; a label's is a label with its text; a system accessory's an empty view, as nothing
    /// is drawn headless) and lays them out again.
    private func rebuildAccessoryViews() {
        for slot in accessoryLayout.slots { slot.view.removeFromSuperview() }
        let editing = configurations.isEditing
        let shown = accessories.filter { $0.isShown(editing: editing) }.map { accessory in
            let view: View
            switch accessory.kind {
            case .customView(let configuration):
                view = configuration.customView
            case .label(let text, let options):
                let label = Label(frame: .zero)
                label.text = text
                if let font = options.font { label.font = font }
                view = label
            default:
                view = View(frame: .zero)
            }
            addSubview(view)
            return (accessory: accessory, view: view)
        }
        accessoryLayout = ListCellAccessoryLayout(shown)
        setNeedsLayout()
    }

    /// A new cell's background is the list's default one, which follows the list it is shown in.
    private func adoptDefaultBackground() {
        configurations.background = defaultBackgroundConfiguration()
        configurations.backgroundIsDefault = true
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
