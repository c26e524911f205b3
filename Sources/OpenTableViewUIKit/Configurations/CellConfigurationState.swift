import Foundation

/// The state of a cell, as UIKit's `UICellConfigurationState`: the view states plus the
/// cell-specific ones. A table view cell builds one from its own state (see the cell's
/// `configurationState`) and hands it to `updateConfiguration(using:)`, its
/// `configurationUpdateHandler` and its configurations' `updated(for:)`.
public struct CellConfigurationState: ConfigurationState, Hashable {
    /// Where a cell is in a drag, as UIKit's `UICellConfigurationState.DragState`.
    public enum DragState: Int, Sendable, Hashable {
        /// Not part of a drag.
        case none
        /// Lifting at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Where a cell is in a drop, as UIKit's `UICellConfigurationState.DropState`.
    public enum DropState: Int, Sendable, Hashable {
        /// Not part of a drop.
        case none
        /// In a drop session but not its target.
        case notTargeted
        /// The target of a drop.
        case targeted
    }

    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus. Always `false` from a table headless: there is no focus engine.
    public var isFocused = false
    /// Whether the cell is pinned. Always `false` for table view cells.
    public var isPinned = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's swipe actions are revealed.
    public var isSwiped = false
    /// Whether the cell is expanded (outline disclosure). Table view cells leave it `false`.
    public var isExpanded = false
    /// Whether the cell is being reordered. The headless reorder (`dragRow(at:to:)`) is one step,
    /// so a table leaves it `false`.
    public var isReordering = false
    /// The cell's drag state. Always ``DragState/none`` headless: there is no drag session.
    public var cellDragState = DragState.none
    /// The cell's drop state. Always ``DropState/none`` headless: there is no drop session.
    public var cellDropState = DropState.none
    private var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

    /// The traits of the view.
    public var traitCollection: TraitCollection

    /// Creates a state with the given traits, every flag `false` and no custom state, as UIKit's
    /// `init(traitCollection:)`.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state for `key`; setting `nil` removes it.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
