import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A cell's content and background configurations and their state, owned by
/// ``TableViewCell/configurations``.
struct CellConfigurations {
    var content: (any ContentConfiguration)?
    /// A new cell has the default background configuration, as UIKit documents ("UITableViewCell
    /// automatically sets up a default background configuration").
    var background: BackgroundConfiguration? = .listPlainCell()
    /// Whether ``background`` is still the default one, which follows the table's style.
    var backgroundIsDefault = true
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true
    var updateHandler: TableViewCell.ConfigurationUpdateHandler?
    /// A new cell is updated before it is first displayed or measured.
    var needsUpdate = true
    /// Set while an update runs, so the configurations it sets do not ask for another.
    var isUpdating = false
    /// Whether the table shows the cell's swipe actions.
    var isSwiped = false
    /// The style of the table the cell was made for, once the table says.
    var tableStyle: TableView.Style?
}

/// Content and background configurations (iOS 14+): ``contentConfiguration``,
/// ``backgroundConfiguration`` and the configuration update.
///
/// When the update runs. UIKit coalesces ``setNeedsUpdateConfiguration()`` requests into one update
/// "at the appropriate time", before layout. Headless, with no run loop, the pending update runs:
/// - when the table is about to display the cell: after `cellForRowAt` and the selection and editing
///   state the table sets, just before `tableView(_:willDisplay:forRowAt:)`;
/// - when the table measures a self-sizing cell that has a content configuration;
/// - at the start of the cell's next ``View/layoutSubviews()``, that is the next
///   ``View/layoutIfNeeded()`` of the cell or the table (after a selection, highlight, editing or
///   swipe change of a displayed cell, or a custom state change).
///
/// An update, in order: the content configuration becomes its `updated(for:)` (when
/// ``automaticallyUpdatesContentConfiguration``), the background configuration too (when
/// ``automaticallyUpdatesBackgroundConfiguration``), then
/// ``updateConfiguration(using:)``, then ``configurationUpdateHandler``, all with the same
/// ``configurationState``. A new cell needs an update; `setSelected`, `setHighlighted` and
/// `setEditing` ask for one when the state changes, and so does the table when it reveals or hides
/// the cell's swipe actions.
extension TableViewCell {
    /// A function that updates a cell's configurations for a state, as UIKit's
    /// `UITableViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (TableViewCell, CellConfigurationState) -> Void

    // MARK: Content

    /// The work of ``defaultContentConfiguration()``, behind its open entry point in the class body.
    func defaultContentConfigurationImplementation() -> ListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The work of ``contentConfiguration``, behind its open entry point in the class body.
    var contentConfigurationImplementation: (any ContentConfiguration)? {
        get { configurations.content }
        set {
            guard var configuration = newValue else {
                if configurations.content != nil {
                    configurations.content = nil
                    contentViewStorage = replaceSubview(contentViewStorage, with: View())
                }
                return
            }
            if configurations.automaticallyUpdatesContent && !configurations.isUpdating {
                configuration = configuration.updated(for: configurationState)
            }
            configurations.content = configuration
            dropStandardViews()
            contentViewStorage = contentView(showing: configuration, in: contentViewStorage)
            setNeedsLayout()
        }
    }

    /// The work of ``automaticallyUpdatesContentConfiguration``, behind its open entry point in the class body.
    var automaticallyUpdatesContentConfigurationImplementation: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    // MARK: Background

    /// The work of ``defaultBackgroundConfiguration()``, behind its open entry point in the class body.
    func defaultBackgroundConfigurationImplementation() -> BackgroundConfiguration {
        switch configurations.tableStyle {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        case .plain?, nil: .listPlainCell()
        }
    }

    /// The work of ``backgroundConfiguration``, behind its open entry point in the class body.
    var backgroundConfigurationImplementation: BackgroundConfiguration? {
        get { configurations.background }
        set {
            configurations.backgroundIsDefault = false
            guard var configuration = newValue else {
                configurations.background = nil
                return
            }
            if configurations.automaticallyUpdatesBackground && !configurations.isUpdating {
                configuration = configuration.updated(for: configurationState)
            }
            configurations.background = configuration
            backgroundColor = nil
            backgroundView = nil
            selectedBackgroundView = nil
        }
    }

    /// The work of ``automaticallyUpdatesBackgroundConfiguration``, behind its open entry point in the class body.
    var automaticallyUpdatesBackgroundConfigurationImplementation: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

    // MARK: Updates

    /// The work of ``configurationUpdateHandler``, behind its open entry point in the class body.
    var configurationUpdateHandlerImplementation: ConfigurationUpdateHandler? {
        get { configurations.updateHandler }
        set {
            configurations.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The work of ``setNeedsUpdateConfiguration()``, behind its open entry point in the class body.
    func setNeedsUpdateConfigurationImplementation() {
        guard !configurations.isUpdating else { return }
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    // MARK: Internals

    /// Runs the pending configuration update, if any.
    func updateConfigurationIfNeeded() {
        guard configurations.needsUpdate, !configurations.isUpdating else { return }
        configurations.needsUpdate = false
        configurations.isUpdating = true
        defer { configurations.isUpdating = false }
        let state = configurationState
        if configurations.automaticallyUpdatesContent, let content = configurations.content {
            contentConfiguration = content.updated(for: state)
        }
        if configurations.automaticallyUpdatesBackground, let background = configurations.background {
            configurations.background = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurations.updateHandler?(self, state)
    }

    /// The state ``configurationState`` returns unless a subclass adds to it.
    func makeConfigurationState() -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: .current)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = configurations.isSwiped
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// The table tells the cell its style (for the default background) when it makes the cell.
    func configurationTableStyle(_ style: TableView.Style) {
        guard configurations.tableStyle != style else { return }
        configurations.tableStyle = style
        if configurations.backgroundIsDefault {
            configurations.background = defaultBackgroundConfiguration()
            setNeedsUpdateConfiguration()
        }
    }

    /// The table tells the cell whether its swipe actions are revealed.
    func setSwipedForConfiguration(_ swiped: Bool) {
        guard configurations.isSwiped != swiped else { return }
        configurations.isSwiped = swiped
        setNeedsUpdateConfiguration()
    }

    /// The height the content view needs in a cell `width` wide, when a content configuration
    /// decides the content; `nil` for the classic labels.
    func configuredContentHeight(forWidth width: CGFloat) -> CGFloat? {
        // The pending update first: it may set the content configuration (a configuration update
        // handler usually does).
        updateConfigurationIfNeeded()
        guard configurations.content != nil else { return nil }
        let contentWidth = contentWidth(forCellWidth: width)
        return contentViewStorage.systemLayoutSizeFitting(
            CGSize(width: contentWidth, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// A background view set by the app replaces the background configuration, as in UIKit.
    func backgroundConfigurationWasReplacedByView() {
        configurations.background = nil
        configurations.backgroundIsDefault = false
    }

    /// The classic labels and image view go for good once a configuration decides the content.
    private func dropStandardViews() {
        for view in [textLabelIfCreated, detailTextLabelIfCreated, imageViewIfCreated] as [View?] {
            if let view, view.superviewStorage === contentViewStorage { view.removeFromSuperview() }
        }
        textLabelIfCreated = nil
        detailTextLabelIfCreated = nil
        imageViewIfCreated = nil
        standardViewsDropped = true
    }

}
