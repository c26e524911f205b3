import Foundation

/// A cell of a collection view, as UIKit's `UICollectionViewCell`.
///
/// The cell's ``contentView`` fills it and holds the app's subviews; ``backgroundView`` and
/// ``selectedBackgroundView`` sit behind it. The collection view sets ``isSelected`` and
/// ``isHighlighted`` as the user taps and as the selection changes. A ``contentConfiguration``
/// (iOS 14+) replaces the content view with the configuration's own and follows the cell's
/// ``configurationState``, as does a ``backgroundConfiguration``; ``updateConfiguration(using:)``
/// and ``configurationUpdateHandler`` run whenever the state changes
/// (`CollectionViewCell+Configuration.swift`).
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    /// A function that updates a cell's configurations for a state, as UIKit's
    /// `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (CollectionViewCell, CellConfigurationState) -> Void

    /// The view the cell's content goes in: the cell's size, resized with it.
    open var contentView: View { contentViewStorage }
    /// The content view: the one made with the cell, or a content configuration's.
    final var contentViewStorage: View

    /// The content configuration shown by the content view, as UIKit's `contentConfiguration`:
    /// setting one puts its content view in place of the current one (or gives it to the current
    /// one when that shows configurations of the same type), updated for ``configurationState``
    /// when ``automaticallyUpdatesContentConfiguration``. `nil` (the default) keeps the content view.
    open var contentConfiguration: (any ContentConfiguration)? {
        get { configurations.content }
        set { setContentConfiguration(newValue) }
    }

    /// Whether the content configuration follows the cell's state (selected, highlighted,
    /// swiped), as UIKit's `automaticallyUpdatesContentConfiguration`. Default `true`.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    /// The cell's state for its configurations, as UIKit's `configurationState`: selected,
    /// highlighted, editing (while the collection view is), swiped (while the collection view
    /// shows the cell's swipe actions) and expanded (an outline item with its children shown).
    open var configurationState: CellConfigurationState { makeConfigurationState() }

    /// A background configuration with the system's values for the section the cell is shown in,
    /// as UIKit's `defaultBackgroundConfiguration()`: `listPlainCell()` in a `.plain` list,
    /// `listGroupedCell()` in a `.grouped` or `.insetGrouped` one, `listSidebarCell()` in a
    /// sidebar; outside a list section, `listPlainCell()` for a list cell and `clear()` for any
    /// other cell.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        defaultBackgroundConfigurationImplementation()
    }

    /// The background configuration, as UIKit's `backgroundConfiguration`: `nil` by default, a
    /// list cell's starts as its `defaultBackgroundConfiguration()` and follows the list it is
    /// shown in until the app sets one. Setting one clears the background color, ``backgroundView``
    /// and ``selectedBackgroundView``; it is updated for ``configurationState`` when
    /// ``automaticallyUpdatesBackgroundConfiguration`` (a list cell's background turns gray while
    /// selected or highlighted, as ``BackgroundConfiguration/updated(for:)`` says). Headless, nothing
    /// is drawn: read the configuration, or its ``BackgroundConfiguration/resolvedBackgroundColor(for:)``.
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { configurations.background }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether the background configuration follows the cell's state, as UIKit's
    /// `automaticallyUpdatesBackgroundConfiguration`. Default `true`.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

    /// Asks for a configuration update, as UIKit's `setNeedsUpdateConfiguration()`: requests are
    /// coalesced into one update at the cell's next layout, its measurement, or its display,
    /// whichever comes first. Call it when a custom state a subclass adds to
    /// ``configurationState`` changes.
    open func setNeedsUpdateConfiguration() { setNeedsUpdateConfigurationImplementation() }

    /// Updates the cell's configurations for `state`, as UIKit's `updateConfiguration(using:)`:
    /// override it (calling `super` is not needed) to set ``contentConfiguration`` and
    /// ``backgroundConfiguration`` for the state. Do not call it: call
    /// ``setNeedsUpdateConfiguration()``. It runs after the automatic updates and before
    /// ``configurationUpdateHandler``.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// The configuration values and state flags the configuration update works from.
    ///
    /// `@exclusivity(unchecked)`, as the table cell's stored state (ARCHITECTURE.md, "Unchecked
    /// exclusivity, checked"): displaying a cell reads and writes it about eight times, and no
    /// access is held across app code (its fields are read or written whole, never through a
    /// method call).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var configurations = CollectionCellConfigurations()

    /// A view behind the content view, sized to the cell; `nil` by default.
    open var backgroundView: View? {
        didSet {
            replace(oldValue, with: backgroundView, below: contentViewStorage)
            if backgroundView != nil { backgroundConfigurationWasReplacedByView() }
        }
    }

    /// A view shown above ``backgroundView`` and behind the content view while the cell is
    /// selected or highlighted (Apple, `selectedBackgroundView`: "The view that is displayed just
    /// above the background view when the cell is selected"; UIKit shows it for a highlight too);
    /// `nil` by default.
    open var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
            if selectedBackgroundView != nil { backgroundConfigurationWasReplacedByView() }
        }
    }

    /// The selection state of the cell, as UIKit's `isSelected`: set by the collection view when
    /// the item is selected or deselected, and when the cell is displayed for an item. Default
    /// `false`. Apps override it (calling `super`) to restyle the cell.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if oldValue != isSelected { updateConfigurationForStateChange() }
        }
    }

    /// The highlight state of the cell, as UIKit's `isHighlighted`: `true` while a tap is on the
    /// item (``Simulation/tapItem(at:)``). Default `false`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if oldValue != isHighlighted { updateConfigurationForStateChange() }
        }
    }

    /// The storyboard segue a selection of the cell performs (a prototype's selection segue),
    /// set by `NibLoader.trigger(_:fromSelectionOf:)`.
    package final var interfaceBuilderSelectionSegue: (@MainActor (CollectionViewCell) -> Void)?

    /// Creates a cell with `frame` and an empty content view of the same size.
    public required init(frame: CGRect) {
        contentViewStorage = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        // A cell solves its own constraints, as UIKit's do and as the table's cells here, so
        // reuse never moves them between engines and a change inside it reaches the collection
        // view (`selfSizingInvalidation` `.enabledIncludingConstraints`).
        hostsLayoutEngine = true
        contentViewStorage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentViewStorage)
    }

    /// Creates the cell from an archive, as UIKit's `init(coder:)`: the cell and its content view
    /// start with the decoder's frame (its size), and the cell with its reuse identifier.
    public required init?(coder: NSCoder) {
        contentViewStorage = View(frame: CGRect(origin: .zero, size: (coder as? NibDecoder)?.frame?.size ?? .zero))
        super.init(coder: coder)
        hostsLayoutEngine = true
        contentViewStorage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentViewStorage)
    }

    /// Runs the pending configuration update before the subviews are laid out.
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    /// The size the cell needs, as UIKit's: when constraints lay out the ``contentView``, the size
    /// they give it, each dimension held to `targetSize` at its priority (so a capsule whose
    /// label is pinned 12 points from each side is as wide as its label and the padding);
    /// otherwise `sizeThatFits(_:)`. `preferredLayoutAttributesFitting(_:)` asks it with both
    /// dimensions at the fitting level to self-size an item.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        updateConfigurationIfNeeded()
        guard LayoutEngine.usesConstraints(toFit: contentViewStorage) else { return sizeThatFits(targetSize) }
        return contentViewStorage.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    /// The list cell shows and hides its editing accessories; nothing for other cells.
    func editingStateDidChange() {}

    /// Shows ``selectedBackgroundView`` (below the content view, above the background view) while
    /// the cell is selected or highlighted, and takes it out otherwise.
    private func updateSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            guard view.superview !== self else { return }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, belowSubview: contentViewStorage)
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    /// Puts `new` where `old` was: below `reference`, sized to the cell and resized with it.
    private func replace(_ old: View?, with new: View?, below reference: View) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, belowSubview: reference)
    }
}
