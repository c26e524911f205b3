import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// An accessory of a list cell, as UIKit's
/// [UICellAccessory](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct):
/// a disclosure indicator, a checkmark, a delete or reorder control, an outline disclosure, a
/// label or a view of the app's, shown while the cell is in the ``DisplayedState`` it names.
@preconcurrency @MainActor
public struct CellAccessory {
    /// What an accessory's action runs when the user taps it.
    public typealias ActionHandler = () -> Void

    /// When an accessory shows, as UIKit's `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Sendable, Hashable {
        /// Whether or not the cell is editing.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing
    }

    /// How much width an accessory reserves, as UIKit's `UICellAccessory.LayoutDimension`.
    public enum LayoutDimension: Sendable, Hashable {
        /// The system's width for the accessory.
        case standard
        /// The accessory's own width.
        case actual
        /// A width of the app's.
        case custom(CGFloat)
    }

    /// Options of ``disclosureIndicator(displayed:options:)``.
    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of ``checkmark(displayed:options:)``.
    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of ``delete(displayed:options:actionHandler:)``.
    public struct DeleteOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public var backgroundColor: Color?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
            backgroundColor: Color? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of ``reorder(displayed:options:)``.
    public struct ReorderOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public var showsVerticalSeparator: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// Options of ``outlineDisclosure(displayed:options:actionHandler:)``.
    public struct OutlineDisclosureOptions {
        /// The disclosure's look: for a section header (trailing) or a cell (leading).
        public enum Style: Sendable, Hashable {
            /// A header's look for an item with children at the top level, a cell's otherwise.
            case automatic
            /// A section header's look.
            case header
            /// A cell's look.
            case cell
        }
        public var style: Style
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil
        ) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of ``label(text:displayed:options:)``.
    public struct LabelOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public var font: Font?
        public var adjustsFontForContentSizeCategory: Bool?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
            font: Font? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
    }

    /// Options of ``multiselect(displayed:options:)``.
    public struct MultiselectOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public var backgroundColor: Color?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
            backgroundColor: Color? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Options of ``detail(displayed:options:actionHandler:)``, as UIKit's
    /// `UICellAccessory.DetailOptions` (iOS 15.4).
    public struct DetailOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// Options of ``insert(displayed:options:actionHandler:)``.
    public struct InsertOptions {
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public var backgroundColor: Color?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
            backgroundColor: Color? = nil
        ) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// Which edge of the cell a custom accessory goes at, and where among that edge's accessories,
    /// as UIKit's `UICellAccessory.Placement`.
    public enum Placement {
        /// The index a custom accessory takes among the accessories already on its edge, given in
        /// leading-to-trailing order, as UIKit's `UICellAccessory.Placement.Position`.
        public typealias Position = @MainActor ([CellAccessory]) -> Int

        /// At the leading edge, shown in `displayed`, at `at` (by default after the accessories
        /// already there, next to the content).
        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        /// At the trailing edge, shown in `displayed`, at `at` (by default after the accessories
        /// already there, at the cell's trailing edge).
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// A position just after the first accessory of the same kind as `accessory` (a custom
        /// view matches any custom view), or at the end when there is none, as UIKit's
        /// `position(after:)`.
        public static func position(after accessory: CellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.kindName == accessory.kindName }.map { $0 + 1 } ?? accessories.count
            }
        }

        /// A position just before the first accessory of the same kind as `accessory`, or at the
        /// end when there is none, as UIKit's `position(before:)`.
        public static func position(before accessory: CellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.kindName == accessory.kindName } ?? accessories.count
            }
        }
    }

    /// A view of the app's as an accessory, as UIKit's `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        /// Which edge of the cell the view goes at.
        public typealias Placement = CellAccessory.Placement
        public var customView: View
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension?
        public var tintColor: Color?
        public var maintainsFixedSize: Bool?
        public init(
            customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// The kind of an accessory, as UIKit's `UICellAccessory.AccessoryType`: what
    /// ``accessoryType`` answers, and what a test names to tap one
    /// (`collectionView.simulate.tapAccessory(.delete, ofItemAt:)`).
    public enum AccessoryType: Sendable, Hashable {
        case disclosureIndicator
        case outlineDisclosure
        case checkmark
        case delete
        case insert
        case reorder
        case multiselect
        case label
        case customView
        /// The information button of ``detail(displayed:options:actionHandler:)`` (iOS 15.4).
        case detail
    }

    /// The accessory's kind, as UIKit's `accessoryType`.
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .delete: .delete
        case .reorder: .reorder
        case .outlineDisclosure: .outlineDisclosure
        case .label: .label
        case .customView: .customView
        case .multiselect: .multiselect
        case .insert: .insert
        case .detail: .detail
        }
    }

    /// Which accessory this is, with what it carries.
    enum Kind {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case checkmark(CheckmarkOptions)
        case delete(DeleteOptions, ActionHandler?)
        case reorder(ReorderOptions)
        case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
        case label(String, LabelOptions)
        case customView(CustomViewConfiguration)
        case multiselect(MultiselectOptions)
        case insert(InsertOptions, ActionHandler?)
        case detail(DetailOptions, ActionHandler?)
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayed: DisplayedState

    /// A chevron pointing at more content, as UIKit's `disclosureIndicator(displayed:options:)`.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> CellAccessory {
        CellAccessory(kind: .disclosureIndicator(options), displayed: displayed)
    }

    /// A checkmark, as UIKit's `checkmark(displayed:options:)`.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions())
        -> CellAccessory
    {
        CellAccessory(kind: .checkmark(options), displayed: displayed)
    }

    /// A delete control, shown while editing by default, as UIKit's
    /// `delete(displayed:options:actionHandler:)`. A tap
    /// (`collectionView.simulate.tapAccessory(.delete, ofItemAt:)`) runs `actionHandler`; without
    /// one it reveals the cell's trailing swipe actions (the list configuration's
    /// `trailingSwipeActionsConfigurationProvider`), as UIKit's default action does.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(kind: .delete(options, actionHandler), displayed: displayed)
    }

    /// A reorder control, shown while editing by default, as UIKit's `reorder(displayed:options:)`.
    /// Dragging it (`collectionView.simulate.dragReorderAccessory(ofItemAt:to:)`) moves the item
    /// interactively: the data source's `canMoveItemAt` and `moveItemAt` (a diffable data
    /// source's `reorderingHandlers`).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions())
        -> CellAccessory
    {
        CellAccessory(kind: .reorder(options), displayed: displayed)
    }

    /// A disclosure that expands and collapses the cell's item in its section snapshot, as
    /// UIKit's `outlineDisclosure(displayed:options:actionHandler:)`. Without an action handler,
    /// a tap expands or collapses the item through the collection view's diffable data source
    /// (its `sectionSnapshotHandlers`); with one, the handler runs instead.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(kind: .outlineDisclosure(options, actionHandler), displayed: displayed)
    }

    /// A text, as UIKit's `label(text:displayed:options:)`.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions())
        -> CellAccessory
    {
        CellAccessory(kind: .label(text, options), displayed: displayed)
    }

    /// A view of the app's, as UIKit's `customView(configuration:)`.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return CellAccessory(kind: .customView(configuration), displayed: displayed)
    }

    /// A selection circle, shown while editing by default, as UIKit's
    /// `multiselect(displayed:options:)`: "an empty circle for an unselected cell and … a filled
    /// circle with a checkmark for a selected cell", at the leading edge.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> CellAccessory {
        CellAccessory(kind: .multiselect(options), displayed: displayed)
    }

    /// An insert control, shown while editing by default, as UIKit's
    /// `insert(displayed:options:actionHandler:)`, at the leading edge. A tap
    /// (`collectionView.simulate.tapAccessory(.insert, ofItemAt:)`) runs `actionHandler`; without
    /// one it does nothing.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(kind: .insert(options, actionHandler), displayed: displayed)
    }

    /// The system information button, at the trailing edge, as UIKit's
    /// `detail(displayed:options:actionHandler:)` (iOS 15.4): "A detail cell accessory displays as
    /// the system information button. This accessory appears on the trailing edge of the cell"
    /// ([Apple](https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detail(displayed:options:actionhandler:))).
    /// Shown `.always` by default. A tap
    /// (`collectionView.simulate.tapAccessory(.detail, ofItemAt:)`) runs `actionHandler`; without
    /// one the button takes the tap and nothing happens (the item is not selected).
    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(kind: .detail(options, actionHandler), displayed: displayed)
    }

    /// Whether the accessory shows on a cell that is (or is not) `editing`.
    func isShown(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// A short name, for the accessory's view and for tests.
    var name: String {
        if case .label(let text, _) = kind { return "label(\(text))" }
        return kindName
    }

    /// The accessory's kind, without what it carries.
    var kindName: String {
        switch kind {
        case .disclosureIndicator: "disclosureIndicator"
        case .checkmark: "checkmark"
        case .delete: "delete"
        case .reorder: "reorder"
        case .outlineDisclosure: "outlineDisclosure"
        case .label: "label"
        case .customView: "customView"
        case .multiselect: "multiselect"
        case .insert: "insert"
        case .detail: "detail"
        }
    }
}
