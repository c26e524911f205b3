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

    /// A list content configuration with the default styling for the cell's style and no content,
    /// as UIKit's `defaultContentConfiguration()`: ``ListContentConfiguration/cell()`` for
    /// ``CellStyle/default``, ``ListContentConfiguration/subtitleCell()`` for ``CellStyle/subtitle``,
    /// ``ListContentConfiguration/valueCell()`` for ``CellStyle/value1`` and ``CellStyle/value2``
    /// (Apple documents the result as "for the cell's style" and has no configuration like value2).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The configuration of the cell's content, or `nil` (the default) for the classic labels.
    ///
    /// As in UIKit: setting a configuration replaces ``contentView`` with a new content view made by
    /// the configuration, or applies it to the current content view when that view shows
    /// configurations of the same type and `supports(_:)` it; it sets ``textLabel``,
    /// ``detailTextLabel`` and ``imageView`` to `nil` for good. Setting `nil` after a configuration
    /// replaces the content view with a new, empty one. With
    /// ``automaticallyUpdatesContentConfiguration``, the configuration is shown updated for the
    /// current ``configurationState`` (the getter returns that updated configuration).
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurations.content }
        set {
            guard var configuration = newValue else {
                if configurations.content != nil {
                    configurations.content = nil
                    contentView = replaceSubview(contentView, with: View())
                }
                return
            }
            if configurations.automaticallyUpdatesContent && !configurations.isUpdating {
                configuration = configuration.updated(for: configurationState)
            }
            configurations.content = configuration
            dropStandardViews()
            contentView = contentView(showing: configuration, in: contentView)
            setNeedsLayout()
        }
    }

    /// Whether the cell updates its content configuration for each new state. Default `true`.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    // MARK: Background

    /// A background configuration with the default styling for the table the cell is in, as UIKit's
    /// `defaultBackgroundConfiguration()`: ``BackgroundConfiguration/listGroupedCell()`` in a grouped
    /// or inset grouped table, ``BackgroundConfiguration/listPlainCell()`` otherwise (also before the
    /// cell is dequeued from or displayed by a table).
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        switch configurations.tableStyle {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        case .plain?, nil: .listPlainCell()
        }
    }

    /// The configuration of the cell's background.
    ///
    /// As UIKit documents, a cell starts with a default background configuration (the one
    /// ``defaultBackgroundConfiguration()`` returns, following the table's style until the app sets
    /// one), and a background configuration and background views are mutually exclusive: setting a
    /// non-`nil` configuration sets ``View/backgroundColor``, ``backgroundView`` and
    /// ``selectedBackgroundView`` to `nil`; setting either view sets this property to `nil`. With
    /// ``automaticallyUpdatesBackgroundConfiguration`` the configuration is kept updated for the
    /// cell's state, so a selected cell's configuration reads the selected background color.
    ///
    /// Headless nothing is drawn: the configuration is recorded (and updated) for code and tests to
    /// read; no background view is added to the cell.
    public var backgroundConfiguration: BackgroundConfiguration? {
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

    /// Whether the cell updates its background configuration for each new state. Default `true`.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

    // MARK: Updates

    /// A function called at each configuration update, after ``updateConfiguration(using:)``, with
    /// the cell and its state, as UIKit's `configurationUpdateHandler`. Setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurations.updateHandler }
        set {
            configurations.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for a configuration update, as UIKit's `setNeedsUpdateConfiguration()`. Requests are
    /// coalesced: the update runs once, at the next display, measurement or layout (see the
    /// discussion of this extension). Call it when a custom state changes.
    public func setNeedsUpdateConfiguration() {
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
        return contentView.systemLayoutSizeFitting(
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
            if let view, view.superview === contentView { view.removeFromSuperview() }
        }
        textLabelIfCreated = nil
        detailTextLabelIfCreated = nil
        imageViewIfCreated = nil
        standardViewsDropped = true
    }

}
