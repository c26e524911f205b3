import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// The headless widths of a list cell's accessories, in points. UIKit does not document its
/// accessories' widths; these are the table cell's (Compatibility/Evidence.md, "List cell
/// accessories"): a standard accessory 40 points, like `UITableViewCell`'s accessory types; an
/// editing control (delete, insert, multiselect) and the reorder control 38, like the table cell's;
/// a label or a custom view its own width and 16 points, the table cell's margin beside a custom
/// accessory view.
enum ListCellAccessoryMetrics {
    /// A disclosure indicator, a checkmark, an outline disclosure.
    static let standardWidth: CGFloat = 40
    /// A delete, insert or multiselect control; the reorder control.
    static let editingControlWidth: CGFloat = 38
    /// Beside a label or a custom view.
    static let viewMargin: CGFloat = 16
}

/// Where a list cell's accessories go (Apple,
/// [UICollectionViewListCell.accessories](https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories):
/// "System accessories have system-defined placement within the cell. The system automatically
/// determines their rendering order and which side of the cell they appear on. … For custom
/// accessories, you determine their placement").
///
/// The system's placement here, leading to trailing: at the leading edge multiselect, delete,
/// insert; at the trailing edge label, checkmark, outline disclosure, disclosure indicator,
/// reorder (on iOS the outline disclosure "appears on the trailing edge": Apple,
/// `UICellAccessoryOutlineDisclosure`). Custom views are then put at their edge, in the order of
/// the array, each at the index its placement's position closure gives among the accessories
/// already on that edge.
///
/// Each accessory reserves a slot as wide as its `reservedLayoutWidth` (`.standard` by default,
/// see ``ListCellAccessoryMetrics``; `.actual` the accessory's own width, the standard one for a
/// system accessory, which has no glyph headless; `.custom(w)` w), and its view is centered in the
/// slot ("The layout width that the system reserves for the accessory, and then centers the
/// accessory within": Apple, `reservedLayoutWidth`). A hidden accessory (`isHidden: true`) keeps
/// its slot; its view is hidden. The leading accessories start at the indentation when
/// ``CollectionViewListCell/indentsAccessories`` (else at the cell's leading edge), the trailing
/// ones end at the cell's trailing edge, and the content view takes what is between: from the
/// indentation plus the leading slots to the first trailing slot.
@MainActor
struct ListCellAccessoryLayout {
    /// An accessory shown, its view and its slot.
    struct Slot {
        let accessory: CellAccessory
        let view: View
        let isLeading: Bool
        var width: CGFloat = 0
    }

    /// The shown accessories, leading edge then trailing edge, each in leading-to-trailing order.
    private(set) var slots: [Slot]

    /// Orders the shown `accessories` (with their views) by edge and the system's placement.
    init(_ shown: [(accessory: CellAccessory, view: View)]) {
        var leading: [Slot] = []
        var trailing: [Slot] = []
        let system = shown.filter { Self.systemRank($0.accessory) != nil }.sorted {
            Self.systemRank($0.accessory)! < Self.systemRank($1.accessory)!
        }
        for (accessory, view) in system {
            let leads = Self.isLeadingSystemAccessory(accessory)
            let slot = Slot(accessory: accessory, view: view, isLeading: leads)
            if leads { leading.append(slot) } else { trailing.append(slot) }
        }
        for (accessory, view) in shown {
            guard case .customView(let configuration) = accessory.kind else { continue }
            switch configuration.placement {
            case .leading(_, let position):
                let index = Swift.min(Swift.max(0, position(leading.map(\.accessory))), leading.count)
                leading.insert(Slot(accessory: accessory, view: view, isLeading: true), at: index)
            case .trailing(_, let position):
                let index = Swift.min(Swift.max(0, position(trailing.map(\.accessory))), trailing.count)
                trailing.insert(Slot(accessory: accessory, view: view, isLeading: false), at: index)
            }
        }
        slots = leading + trailing
        for index in slots.indices { slots[index].width = Self.reservedWidth(of: slots[index]) }
    }

    /// The width the leading accessories reserve.
    var leadingWidth: CGFloat { slots.reduce(0) { $0 + ($1.isLeading ? $1.width : 0) } }
    /// The width the trailing accessories reserve.
    var trailingWidth: CGFloat { slots.reduce(0) { $0 + ($1.isLeading ? 0 : $1.width) } }

    /// The content view's frame in a cell of `size` indented by `indentation`.
    func contentFrame(in size: CGSize, indentation: CGFloat) -> CGRect {
        let x = indentation + leadingWidth
        return CGRect(x: x, y: 0, width: Swift.max(0, size.width - trailingWidth - x), height: size.height)
    }

    /// Frames every accessory view in its slot; the leading slots start at `leadingStart`.
    func frameViews(in size: CGSize, leadingStart: CGFloat) {
        var x = leadingStart
        var trailingX = size.width - trailingWidth
        for slot in slots {
            let slotX: CGFloat
            if slot.isLeading {
                slotX = x
                x += slot.width
            } else {
                slotX = trailingX
                trailingX += slot.width
            }
            let own = Self.ownSize(of: slot)
            let width = own?.width ?? slot.width
            let height = own.map { $0.height > 0 ? Swift.min($0.height, size.height) : size.height } ?? size.height
            let frame = CGRect(
                x: slotX + (slot.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
            if slot.view.frame != frame { slot.view.frame = frame }
            let hidden = Self.isHidden(slot.accessory)
            if slot.view.isHidden != hidden { slot.view.isHidden = hidden }
        }
    }

    // MARK: Per accessory

    /// The system's order of its accessories, leading to trailing; `nil` for a custom view.
    private static func systemRank(_ accessory: CellAccessory) -> Int? {
        switch accessory.kind {
        case .multiselect: 0
        case .delete: 1
        case .insert: 2
        case .label: 3
        case .checkmark: 4
        case .detail: 5
        case .outlineDisclosure: 6
        case .disclosureIndicator: 7
        case .reorder: 8
        case .customView: nil
        }
    }

    private static func isLeadingSystemAccessory(_ accessory: CellAccessory) -> Bool {
        switch accessory.kind {
        case .multiselect, .delete, .insert: true
        default: false
        }
    }

    /// The view's own size for a label or a custom view; `nil` for a system accessory, whose view
    /// fills its slot.
    private static func ownSize(of slot: Slot) -> CGSize? {
        switch slot.accessory.kind {
        case .label:
            return CGSize(width: slot.view.intrinsicContentSize.width, height: 0)
        case .customView:
            let size = slot.view.bounds.size
            return size.width > 0 ? size : slot.view.intrinsicContentSize
        default:
            return nil
        }
    }

    private static func reservedWidth(of slot: Slot) -> CGFloat {
        let standard: CGFloat
        switch slot.accessory.kind {
        case .disclosureIndicator, .checkmark, .outlineDisclosure, .detail:
            standard = ListCellAccessoryMetrics.standardWidth
        case .delete, .insert, .multiselect, .reorder:
            standard = ListCellAccessoryMetrics.editingControlWidth
        case .label, .customView:
            standard = Swift.max(0, ownSize(of: slot)?.width ?? 0) + ListCellAccessoryMetrics.viewMargin
        }
        switch reservedLayoutWidth(of: slot.accessory) {
        case .standard?, nil: return standard
        case .actual?: return ownSize(of: slot).map { Swift.max(0, $0.width) } ?? standard
        case .custom(let width)?: return Swift.max(0, width)
        }
    }

    private static func reservedLayoutWidth(of accessory: CellAccessory) -> CellAccessory.LayoutDimension? {
        switch accessory.kind {
        case .disclosureIndicator(let options): options.reservedLayoutWidth
        case .checkmark(let options): options.reservedLayoutWidth
        case .delete(let options, _): options.reservedLayoutWidth
        case .reorder(let options): options.reservedLayoutWidth
        case .outlineDisclosure(let options, _): options.reservedLayoutWidth
        case .label(_, let options): options.reservedLayoutWidth
        case .customView(let configuration): configuration.reservedLayoutWidth
        case .multiselect(let options): options.reservedLayoutWidth
        case .insert(let options, _): options.reservedLayoutWidth
        case .detail(let options, _): options.reservedLayoutWidth
        }
    }

    static func isHidden(_ accessory: CellAccessory) -> Bool {
        let hidden: Bool?
        switch accessory.kind {
        case .disclosureIndicator(let options): hidden = options.isHidden
        case .checkmark(let options): hidden = options.isHidden
        case .delete(let options, _): hidden = options.isHidden
        case .reorder(let options): hidden = options.isHidden
        case .outlineDisclosure(let options, _): hidden = options.isHidden
        case .label(_, let options): hidden = options.isHidden
        case .customView(let configuration): hidden = configuration.isHidden
        case .multiselect(let options): hidden = options.isHidden
        case .insert(let options, _): hidden = options.isHidden
        case .detail(let options, _): hidden = options.isHidden
        }
        return hidden ?? false
    }
}
