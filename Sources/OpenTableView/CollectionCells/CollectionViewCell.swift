import Foundation

/// A cell of a collection view, as UIKit's `UICollectionViewCell`.
///
/// The cell's ``contentView`` fills it and holds the app's subviews; ``backgroundView`` and
/// ``selectedBackgroundView`` sit behind it. The collection view sets ``isSelected`` and
/// ``isHighlighted`` as the user taps and as the selection changes. A ``contentConfiguration``
/// (iOS 14+) replaces the content view with the configuration's own and follows the cell's
/// ``configurationState`` (`CollectionViewCell+Configuration.swift`); background configurations and
/// `configurationUpdateHandler` are not part of this type yet.
open class CollectionViewCell: CollectionReusableView {
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
    /// highlighted, swiped (while the collection view shows the cell's swipe actions) and expanded
    /// (an outline item with its children shown).
    open var configurationState: CellConfigurationState { makeConfigurationState() }

    /// The configuration values and state flags the configuration update works from.
    final var configurations = CollectionCellConfigurations()

    /// A view behind the content view, sized to the cell; `nil` by default.
    open var backgroundView: View? {
        didSet { replace(oldValue, with: backgroundView, below: contentViewStorage) }
    }

    /// A view shown above ``backgroundView`` and behind the content view while the cell is
    /// selected or highlighted (Apple, `selectedBackgroundView`: "The view that is displayed just
    /// above the background view when the cell is selected"; UIKit shows it for a highlight too);
    /// `nil` by default.
    open var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    /// The selection state of the cell, as UIKit's `isSelected`: set by the collection view when
    /// the item is selected or deselected, and when the cell is displayed for an item. Default
    /// `false`. Apps override it (calling `super`) to restyle the cell.
    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if oldValue != isSelected { updateContentConfigurationForState() }
        }
    }

    /// The highlight state of the cell, as UIKit's `isHighlighted`: `true` while a tap is on the
    /// item (``Simulation/tapItem(at:)``). Default `false`.
    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if oldValue != isHighlighted { updateContentConfigurationForState() }
        }
    }

    /// The storyboard segue a selection of the cell performs (a prototype's selection segue),
    /// set by `NibLoader.trigger(_:fromSelectionOf:)`.
    package final var interfaceBuilderSelectionSegue: (@MainActor (CollectionViewCell) -> Void)?

    /// Creates a cell with `frame` and an empty content view of the same size.
    public required init(frame: CGRect) {
        contentViewStorage = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        contentViewStorage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentViewStorage)
    }

    /// Creates the cell from an archive, as UIKit's `init(coder:)`: the cell and its content view
    /// start with the decoder's frame (its size), and the cell with its reuse identifier.
    public required init?(coder: NSCoder) {
        contentViewStorage = View(frame: CGRect(origin: .zero, size: (coder as? NibDecoder)?.frame?.size ?? .zero))
        super.init(coder: coder)
        contentViewStorage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentViewStorage)
    }

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
