import Foundation

/// A collection view cell's content configuration and the state flags it follows, owned by
/// ``CollectionViewCell/configurations``.
struct CollectionCellConfigurations {
    var content: (any ContentConfiguration)?
    var automaticallyUpdatesContent = true
    /// Whether the collection view shows the cell's swipe actions.
    var isSwiped = false
    /// Whether the cell's outline item shows its children.
    var isExpanded = false
}

/// Content configurations (iOS 14+) on collection view cells, as the table cell's: the
/// configuration's content view takes the content view's place, and the configuration becomes its
/// `updated(for:)` the cell's state when it is set and whenever the state changes (selection,
/// highlight, swipe, expansion).
///
/// Difference from UIKit: UIKit coalesces state changes into one update before the next layout;
/// here each change updates the configuration at once, which shows the same result.
extension CollectionViewCell {
    /// The work of ``contentConfiguration``'s setter.
    func setContentConfiguration(_ newValue: (any ContentConfiguration)?) {
        guard var configuration = newValue else {
            guard configurations.content != nil else { return }
            configurations.content = nil
            installContentView(replaceSubview(contentViewStorage, with: View()))
            return
        }
        if configurations.automaticallyUpdatesContent {
            configuration = configuration.updated(for: configurationState)
        }
        configurations.content = configuration
        installContentView(contentView(showing: configuration, in: contentViewStorage))
    }

    /// The state ``configurationState`` returns unless a subclass adds to it.
    func makeConfigurationState() -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: .current)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isSwiped = configurations.isSwiped
        state.isExpanded = configurations.isExpanded
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// The collection view tells the cell whether its swipe actions are shown.
    func setSwipedForConfiguration(_ swiped: Bool) {
        guard configurations.isSwiped != swiped else { return }
        configurations.isSwiped = swiped
        updateContentConfigurationForState()
    }

    /// The diffable data source tells the cell whether its outline item is expanded.
    func setExpandedForConfiguration(_ expanded: Bool) {
        guard configurations.isExpanded != expanded else { return }
        configurations.isExpanded = expanded
        updateContentConfigurationForState()
    }

    /// Re-applies the content configuration for the current state, when it follows the state.
    func updateContentConfigurationForState() {
        guard configurations.automaticallyUpdatesContent, let content = configurations.content else { return }
        let updated = content.updated(for: configurationState)
        configurations.content = updated
        installContentView(contentView(showing: updated, in: contentViewStorage))
    }

    /// Makes `view` the content view: sized to the cell and resized with it.
    private func installContentView(_ view: View) {
        if view !== contentViewStorage {
            view.frame = CGRect(origin: .zero, size: bounds.size)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentViewStorage = view
        }
        setNeedsLayout()
    }
}
