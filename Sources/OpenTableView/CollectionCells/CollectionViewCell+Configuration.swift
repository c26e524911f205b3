import Foundation

/// A collection view cell's content and background configurations, its update handler and the
/// state flags they follow, owned by ``CollectionViewCell/configurations``.
struct CollectionCellConfigurations {
    var content: (any ContentConfiguration)?
    var automaticallyUpdatesContent = true
    /// The background configuration: none for a plain cell, the list's for a list cell
    /// (`CollectionViewListCell` sets it when made).
    var background: BackgroundConfiguration?
    /// Whether ``background`` is still the default one, which follows the list's appearance.
    var backgroundIsDefault = false
    var automaticallyUpdatesBackground = true
    var updateHandler: CollectionViewCell.ConfigurationUpdateHandler?
    /// A new cell is updated before it is first displayed or measured.
    var needsUpdate = true
    /// Set while an update runs, so the configurations it sets do not ask for another.
    var isUpdating = false
    /// Whether the collection view shows the cell's swipe actions.
    var isSwiped = false
    /// Whether the cell's outline item shows its children.
    var isExpanded = false
    /// Whether the collection view is editing.
    var isEditing = false
    /// Whether the cell's item has focus (``CollectionView``'s focus state).
    var isFocused = false
    /// The appearance of the list section the collection view shows the cell in, `nil` outside a
    /// list section.
    var listAppearance: CollectionLayoutListConfiguration.Appearance?
}

/// Content and background configurations (iOS 14+) on collection view cells, as the table cell's:
/// the content configuration's content view takes the content view's place, the background
/// configuration is kept for the cell's state, and the cell's configuration update runs whenever
/// the state changes.
///
/// An update, in order (Apple,
/// [automaticallyUpdatesBackgroundConfiguration](https://developer.apple.com/documentation/uikit/uicollectionviewcell/automaticallyupdatesbackgroundconfiguration),
/// [configurationUpdateHandler](https://developer.apple.com/documentation/uikit/uicollectionviewcell/configurationupdatehandler-7rqbu)):
/// the content configuration becomes its `updated(for:)` (when
/// ``automaticallyUpdatesContentConfiguration``), the background configuration too (when
/// ``automaticallyUpdatesBackgroundConfiguration``), then ``updateConfiguration(using:)``, then
/// ``configurationUpdateHandler``, all with the same ``configurationState``.
///
/// When it runs: at once when the state changes (selection, highlight, swipe, expansion, editing,
/// focus);
/// for ``setNeedsUpdateConfiguration()`` (and a new cell, and a new handler) at the cell's next
/// layout, its measurement, or when the collection view displays it (after `cellForItemAt` and
/// the selection it sets, before `willDisplay`), whichever comes first. Difference from UIKit:
/// UIKit coalesces state changes into one update before the next layout; here each change updates
/// at once, which shows the same result.
extension CollectionViewCell {
    /// A function called at each configuration update, after ``updateConfiguration(using:)``, with
    /// the cell and its state, as UIKit's `configurationUpdateHandler`: whenever the state changes,
    /// and once before the cell is first displayed. Setting it asks for an update. Not
    /// overridable, as UIKit's Swift property (an extension member of `UICollectionViewCell`) is
    /// not; as an `open` member of the class its getter was also mangled differently at its
    /// definition and in a subclass's vtable (Swift 6.3), and the link failed.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurations.updateHandler }
        set {
            configurations.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// The work of ``contentConfiguration``'s setter.
    func setContentConfiguration(_ newValue: (any ContentConfiguration)?) {
        guard var configuration = newValue else {
            guard configurations.content != nil else { return }
            configurations.content = nil
            installContentView(replaceSubview(contentViewStorage, with: View()))
            return
        }
        if configurations.automaticallyUpdatesContent && !configurations.isUpdating {
            configuration = configuration.updated(for: configurationState)
        }
        configurations.content = configuration
        installContentView(contentView(showing: configuration, in: contentViewStorage))
        // A displayed self-sizing cell showing new content is measured again (the collection
        // view's `selfSizingInvalidation`).
        (superviewStorage as? CollectionView)?.cellDidInvalidateSize(self)
    }

    // MARK: Background

    /// The work of ``defaultBackgroundConfiguration()``: the list section's style (Apple: "The
    /// system determines default values for the configuration according to the section where the
    /// cell appears"), a plain list's for a list cell outside a list, clear for any other cell
    /// (Compatibility/Evidence.md, "Background configurations on collection view cells").
    func defaultBackgroundConfigurationImplementation() -> BackgroundConfiguration {
        switch configurations.listAppearance {
        case .plain?: .listPlainCell()
        case .grouped?, .insetGrouped?: .listGroupedCell()
        case .sidebar?, .sidebarPlain?: .listSidebarCell()
        case nil: self is CollectionViewListCell ? .listPlainCell() : .clear()
        }
    }

    /// The work of ``backgroundConfiguration``'s setter: the configuration replaces the background
    /// color and the background views (Apple: "A background configuration is mutually exclusive
    /// with background views").
    func setBackgroundConfiguration(_ newValue: BackgroundConfiguration?) {
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
        if backgroundView != nil { backgroundView = nil }
        if selectedBackgroundView != nil { selectedBackgroundView = nil }
    }

    /// A background view set by the app replaces the background configuration, as UIKit's
    /// (`backgroundView`: "Setting a non-`nil` value for this property resets
    /// `backgroundConfiguration` to `nil`").
    func backgroundConfigurationWasReplacedByView() {
        configurations.background = nil
        configurations.backgroundIsDefault = false
    }

    // MARK: State

    /// The state ``configurationState`` returns unless a subclass adds to it.
    func makeConfigurationState() -> CellConfigurationState {
        var state = CellConfigurationState(traitCollection: .current)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = configurations.isEditing
        state.isSwiped = configurations.isSwiped
        state.isExpanded = configurations.isExpanded
        state.isFocused = configurations.isFocused
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// The collection view tells the cell whether its swipe actions are shown.
    func setSwipedForConfiguration(_ swiped: Bool) {
        guard configurations.isSwiped != swiped else { return }
        configurations.isSwiped = swiped
        updateConfigurationForStateChange()
    }

    /// The diffable data source tells the cell whether its outline item is expanded.
    func setExpandedForConfiguration(_ expanded: Bool) {
        guard configurations.isExpanded != expanded else { return }
        configurations.isExpanded = expanded
        updateConfigurationForStateChange()
    }

    /// The collection view tells the cell whether its item has focus: as focus moves, and as it
    /// dequeues the cell for an item (a reused cell does not keep the focus of the item it showed).
    func setFocusedForConfiguration(_ focused: Bool) {
        guard configurations.isFocused != focused else { return }
        configurations.isFocused = focused
        updateConfigurationForStateChange()
    }

    /// The collection view tells the cell whether it is editing.
    func setEditingForConfiguration(_ editing: Bool) {
        guard configurations.isEditing != editing else { return }
        configurations.isEditing = editing
        editingStateDidChange()
        updateConfigurationForStateChange()
    }

    /// The collection view tells the cell the appearance of the list section it shows the cell in
    /// (`nil` outside a list): a default background configuration follows it.
    func setListAppearanceForConfiguration(_ appearance: CollectionLayoutListConfiguration.Appearance?) {
        guard configurations.listAppearance != appearance else { return }
        configurations.listAppearance = appearance
        if configurations.backgroundIsDefault {
            configurations.background = defaultBackgroundConfiguration()
            configurations.backgroundIsDefault = true
            setNeedsUpdateConfiguration()
        }
    }

    // MARK: Updates

    /// The work of ``setNeedsUpdateConfiguration()``.
    func setNeedsUpdateConfigurationImplementation() {
        guard !configurations.isUpdating else { return }
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs the pending configuration update, if any.
    func updateConfigurationIfNeeded() {
        guard configurations.needsUpdate else { return }
        runConfigurationUpdate()
    }

    /// A state change updates the configurations at once.
    func updateConfigurationForStateChange() {
        runConfigurationUpdate()
    }

    /// One configuration update, in the order described on this extension.
    private func runConfigurationUpdate() {
        guard !configurations.isUpdating else { return }
        configurations.needsUpdate = false
        configurations.isUpdating = true
        defer { configurations.isUpdating = false }
        let state = configurationState
        if configurations.automaticallyUpdatesContent, let content = configurations.content {
            let updated = content.updated(for: state)
            configurations.content = updated
            installContentView(contentView(showing: updated, in: contentViewStorage))
        }
        if configurations.automaticallyUpdatesBackground, let background = configurations.background {
            configurations.background = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurations.updateHandler?(self, state)
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
