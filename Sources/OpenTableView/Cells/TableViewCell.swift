import Foundation

/// A row of a table, standing in for UIKit's `UITableViewCell`.
///
/// A cell owns a ``contentView`` that holds the standard ``textLabel``, ``detailTextLabel`` and
/// ``imageView`` (which of these exist depends on the ``CellStyle``; each is made on first access,
/// as in UIKit), plus optional background
/// and accessory views. The table sets its frame, selection, highlight and editing state; the cell
/// lays out its standard views and measures the height its labels need (see
/// `TableViewCell+Layout.swift` for the headless metrics).
///
/// The one source difference from UIKit: ``init(style:reuseIdentifier:)`` is `required`, so a
/// table can create a registered subclass from its type (Swift has no `alloc/init` by class
/// object). A subclass with stored properties implements it with `required` instead of `override`.
/// ``init(coder:)`` is `required`, as in UIKit, and reached only through Interface Builder loading.
@preconcurrency @MainActor
open class TableViewCell: View {
    // MARK: - UIKit's members, open as UIKit declares them
    //
    // Declared in the class body so that an app's subclass can override them (Swift cannot
    // override a member declared in an extension); each reads its storage or calls its
    // implementation in the file of its concern (`TableViewCell+Configuration.swift`,
    // `TableViewCell+StateTransitions.swift`). The cell's layout and the table read the storage:
    // a subclass that overrides ``contentView`` or ``textLabel`` is seen by code that calls them.

    // MARK: Creating a table view cell

    /// The identifier the cell was created with, which a table uses to reuse it. Fixed at creation.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    // MARK: Accessing views of the cell object

    /// The view that holds the cell's content. Add custom subviews here, not to the cell, so the
    /// layout for accessories and editing moves them along. A ``contentConfiguration`` replaces it
    /// with the configuration's content view.
    open var contentView: View { contentViewStorage }

    /// The main label. Present in every style; `nil` once a ``contentConfiguration`` is set, as in
    /// UIKit, where the two are mutually exclusive.
    ///
    /// Created on first access and added to the ``contentView`` then, as UIKit does: a cell whose
    /// code never asks for it has no label in its content view. Complexity: O(1).
    open var textLabel: Label? {
        textLabelIfCreated ?? makeTextLabel()
    }

    /// The secondary label. `nil` in the ``CellStyle/default`` style, present in the others; `nil`
    /// once a ``contentConfiguration`` is set. Created on first access, as ``textLabel``.
    open var detailTextLabel: Label? {
        detailTextLabelIfCreated ?? makeDetailTextLabel()
    }

    /// The leading image view, with no image at first. Present in every style; not laid out in
    /// ``CellStyle/value2``; `nil` once a ``contentConfiguration`` is set. Created on first
    /// access, as ``textLabel``.
    open var imageView: ImageView? {
        imageViewIfCreated ?? makeImageView()
    }

    // MARK: Managing cell configurations

    /// A list content configuration with the default styling for the cell's style and no content,
    /// as UIKit's `defaultContentConfiguration()`: ``ListContentConfiguration/cell()`` for
    /// ``CellStyle/default``, ``ListContentConfiguration/subtitleCell()`` for ``CellStyle/subtitle``,
    /// ``ListContentConfiguration/valueCell()`` for ``CellStyle/value1`` and ``CellStyle/value2``
    /// (Apple documents the result as "for the cell's style" and has no configuration like value2).
    open func defaultContentConfiguration() -> ListContentConfiguration { defaultContentConfigurationImplementation() }

    /// The configuration of the cell's content, or `nil` (the default) for the classic labels.
    ///
    /// As in UIKit: setting a configuration replaces ``contentView`` with a new content view made by
    /// the configuration, or applies it to the current content view when that view shows
    /// configurations of the same type and `supports(_:)` it; it sets ``textLabel``,
    /// ``detailTextLabel`` and ``imageView`` to `nil` for good. Setting `nil` after a configuration
    /// replaces the content view with a new, empty one. With
    /// ``automaticallyUpdatesContentConfiguration``, the configuration is shown updated for the
    /// current ``configurationState`` (the getter returns that updated configuration).
    open var contentConfiguration: (any ContentConfiguration)? {
        get { contentConfigurationImplementation }
        set { contentConfigurationImplementation = newValue }
    }

    /// Whether the cell updates its content configuration for each new state. Default `true`.
    open var automaticallyUpdatesContentConfiguration: Bool {
        get { automaticallyUpdatesContentConfigurationImplementation }
        set { automaticallyUpdatesContentConfigurationImplementation = newValue }
    }

    /// A background configuration with the default styling for the table the cell is in, as UIKit's
    /// `defaultBackgroundConfiguration()`: ``BackgroundConfiguration/listGroupedCell()`` in a grouped
    /// or inset grouped table, ``BackgroundConfiguration/listPlainCell()`` otherwise (also before the
    /// cell is dequeued from or displayed by a table).
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        defaultBackgroundConfigurationImplementation()
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
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { backgroundConfigurationImplementation }
        set { backgroundConfigurationImplementation = newValue }
    }

    /// Whether the cell updates its background configuration for each new state. Default `true`.
    open var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { automaticallyUpdatesBackgroundConfigurationImplementation }
        set { automaticallyUpdatesBackgroundConfigurationImplementation = newValue }
    }

    /// A function called at each configuration update, after ``updateConfiguration(using:)``, with
    /// the cell and its state, as UIKit's `configurationUpdateHandler`. Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationUpdateHandlerImplementation }
        set { configurationUpdateHandlerImplementation = newValue }
    }

    /// Asks for a configuration update, as UIKit's `setNeedsUpdateConfiguration()`. Requests are
    /// coalesced: the update runs once, at the next display, measurement or layout (see the
    /// discussion of this extension). Call it when a custom state changes.
    open func setNeedsUpdateConfiguration() { setNeedsUpdateConfigurationImplementation() }

    // MARK: Managing editing

    /// The editing control the table shows for this row. Set by the table from its delegate's
    /// `tableView(_:editingStyleForRowAt:)`; ``EditingStyle/none`` until then.
    open var editingStyle: EditingStyle { editingStyleStorage }

    /// Whether the cell shows its Delete confirmation: its swipe actions are revealed, or its
    /// delete control was tapped in editing mode, as UIKit's `showingDeleteConfirmation`.
    open var showingDeleteConfirmation: Bool { showingDeleteConfirmationImplementation }

    // MARK: - Storage and state

    /// The arrangement of the standard views, fixed at creation. Not public in UIKit either.
    let style: CellStyle

    // The stored state below is `@exclusivity(unchecked)` (the subviews and configuration state
    // also `final`): the cell's appearance update and layout read it on every reuse, and a class
    // property's run-time exclusivity check costs more than the read; no access to it is held
    // across a call out.

    /// The storage of ``reuseIdentifier``, fixed at creation, except for a cell a nib made without
    /// an identifier of its own, which takes the one it was registered under, as in UIKit.
    final var storedReuseIdentifier: String?
    /// The storage of ``contentView``: the cell's layout and the table read it directly.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var contentViewStorage: View
    /// The standard views made so far (`TableViewCell+StandardViews.swift` makes them): the
    /// layout and the selected appearance read these, so they never create a view nobody asked for.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var textLabelIfCreated: Label?
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var detailTextLabelIfCreated: Label?
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var imageViewIfCreated: ImageView?
    /// Whether a ``contentConfiguration`` replaced the standard views for good.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var standardViewsDropped = false
    /// The content and background configurations and their update state
    /// (`TableViewCell+Configuration.swift`).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var configurations = CellConfigurations()

    /// The standard accessory shown outside editing mode. Default ``AccessoryType/none``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }

    /// A custom accessory shown outside editing mode, in place of ``accessoryType``; a subview of
    /// the cell (not of the content view) that keeps its own size.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var accessoryView: View? {
        didSet {
            noteDecorationViews()
            accessoryViewsDidChange(removing: oldValue)
        }
    }

    /// The standard accessory shown in editing mode. Default ``AccessoryType/none``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue { setNeedsLayout() } }
    }

    /// A custom accessory shown in editing mode, in place of ``editingAccessoryType``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var editingAccessoryView: View? {
        didSet {
            noteDecorationViews()
            accessoryViewsDidChange(removing: oldValue)
        }
    }

    /// The selected appearance. Default ``SelectionStyle/default``.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }

    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var selectedState = false
    /// Whether the cell is selected. Setting it calls ``setSelected(_:animated:)`` without
    /// animation, so a subclass that overrides that method sees every change.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }

    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var highlightedState = false
    /// Whether the cell is highlighted (touched down). Setting it calls
    /// ``setHighlighted(_:animated:)`` without animation.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }

    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var editingState = false
    /// Whether the cell is in editing mode. Setting it calls ``setEditing(_:animated:)``
    /// without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// The storage of ``editingStyle``, set by the table.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var editingStyleStorage: EditingStyle = .none {
        didSet { if editingStyleStorage != oldValue { setNeedsLayout() } }
    }

    /// Whether the reorder control shows in editing mode. Default `false`; the table turns it on
    /// for rows its data source can move.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { setNeedsLayout() } }
    }

    /// Whether the content moves right to make room for the editing control. Default `true`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var shouldIndentWhileEditing = true {
        didSet { if shouldIndentWhileEditing != oldValue { setNeedsLayout() } }
    }

    /// How many steps of ``indentationWidth`` the standard views are indented. Default 0.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one indentation step. Default 10 points.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// Where the separator below the cell starts and ends; only left and right count. Default 16
    /// points on the left. Recorded only: separators are not drawn.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    /// A view behind everything else in the cell, sized to the cell. Default `nil`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var backgroundView: View? {
        didSet {
            noteDecorationViews()
            if backgroundView != nil { backgroundConfigurationWasReplacedByView() }
            if oldValue?.superviewStorage === self { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view shown above ``backgroundView`` while the cell is selected or highlighted (unless the
    /// selection style is ``SelectionStyle/none``), sized to the cell. Default `nil`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var selectedBackgroundView: View? {
        didSet {
            noteDecorationViews()
            if selectedBackgroundView != nil { backgroundConfigurationWasReplacedByView() }
            if oldValue?.superviewStorage === self { oldValue?.removeFromSuperview() }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }

    /// A view shown instead of ``selectedBackgroundView`` while the cell is selected in a table
    /// that allows multiple selection (in its current mode), as UIKit's
    /// `multipleSelectionBackgroundView`. Default `nil`: ``selectedBackgroundView`` shows then too.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var multipleSelectionBackgroundView: View? {
        didSet {
            noteDecorationViews()
            if oldValue?.superviewStorage === self { oldValue?.removeFromSuperview() }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }

    /// Whether a ``backgroundView``, ``selectedBackgroundView``, ``multipleSelectionBackgroundView``,
    /// ``accessoryView`` or ``editingAccessoryView`` is set: the layout reads this one flag, kept by
    /// their `didSet`s (``noteDecorationViews()``), rather than the five overridable getters.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final private(set) var hasDecorationViews = false

    /// Brings ``hasDecorationViews`` up to date after one of its views was set.
    private func noteDecorationViews() {
        hasDecorationViews =
            backgroundView != nil || selectedBackgroundView != nil || multipleSelectionBackgroundView != nil
            || accessoryView != nil || editingAccessoryView != nil
    }

    /// Whether the Delete confirmation (or the swipe actions) shows: see
    /// ``showingDeleteConfirmation`` and `TableViewCell+StateTransitions.swift`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var deleteConfirmationState = false
    /// Whether the standard labels and image view were last set highlighted by
    /// `updateSelectionAppearance()` (`TableViewCell+StandardViews.swift`).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var standardViewsShowSelection = false
    /// What a selection of the cell triggers when a storyboard connected a segue to it (a
    /// prototype or static cell's segue), run by the table before `didSelectRowAt`
    /// (`InterfaceBuilder/NibLoader+Tables.swift`).
    package final var interfaceBuilderSelectionSegue: (@MainActor (TableViewCell) -> Void)?

    /// Creates a cell of a style with an identifier for reuse, as UIKit's initializer of the same
    /// name, with UIKit's default frame of 320 × 44 points.
    ///
    /// `required` here, unlike UIKit (see the type's discussion). A table creates registered
    /// classes with the ``CellStyle/default`` style; a subclass that wants another style passes
    /// it to `super` whatever it is given, as on iOS.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        let frame = TableMetrics.defaultCellFrame
        self.style = style
        storedReuseIdentifier = reuseIdentifier
        contentViewStorage = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        // A cell solves its own constraints, as UIKit's do, so reuse never moves them between
        // engines; the content view's margins are UIKit's cell margins (Compatibility/AutoLayout.md).
        hostsLayoutEngine = true
        contentViewStorage.layoutMargins = TableMetrics.cellContentLayoutMargins
        addSubview(contentViewStorage)
    }

    /// Creates a cell from an archive, as UIKit's `UITableViewCell.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`), and the
    /// cell then starts with the decoder's style (``NibDecoder/cellStyle``, default
    /// ``CellStyle/default``), reuse identifier and frame (320 × 44 points when it has none).
    public required init?(coder: NSCoder) {
        let decoder = coder as? NibDecoder
        style = decoder?.cellStyle ?? .default
        storedReuseIdentifier = decoder?.reuseIdentifier
        let frame = decoder?.frame ?? TableMetrics.defaultCellFrame
        contentViewStorage = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(coder: coder)
        self.frame = frame
        hostsLayoutEngine = true
        contentViewStorage.layoutMargins = TableMetrics.cellContentLayoutMargins
        addSubview(contentViewStorage)
    }

    /// Creates a ``CellStyle/default`` cell without a reuse identifier, with the given frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a ``CellStyle/default`` cell without a reuse identifier, 320 × 44 points, as
    /// `UITableViewCell()` is.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Sets the selected state. Override it to change the appearance, and call `super`.
    /// The base also shows or hides the selected appearance.
    open func setSelected(_ selected: Bool, animated: Bool) {
        // The appearance already shows the state the cell has: every other change it depends on
        // (the selection style, the selected background views, the table's selection mode, the
        // cell joining a table) updates it itself. Reuse sets both states to `false` on every
        // cell it hands out, most of them already unselected.
        guard selected != selectedState else { return }
        setNeedsUpdateConfiguration()
        selectedState = selected
        updateSelectionAppearance()
    }

    /// Sets the highlighted state, which the table sets while a row is touched. Override it to
    /// change the appearance, and call `super`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        // As in `setSelected(_:animated:)`: the appearance already shows the state the cell has.
        guard highlighted != highlightedState else { return }
        setNeedsUpdateConfiguration()
        highlightedState = highlighted
        updateSelectionAppearance()
    }

    /// Enters or leaves editing mode, which swaps in the editing accessory and indents the content
    /// for the editing control. Override to adjust custom content, and call `super`.
    ///
    /// A change is a state transition: ``willTransition(to:)`` comes first, then the state
    /// changes, then ``didTransition(to:)`` (at once: animations complete at once headless).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        let state = StateMask(showingEditControl: editing, showingDeleteConfirmation: false)
        willTransition(to: state)
        editingState = editing
        setNeedsUpdateConfiguration()
        deleteConfirmationState = false
        accessoryViewsDidChange(removing: nil)
        setNeedsLayout()
        didTransition(to: state)
    }

    /// The cell is about to change state: enter or leave editing mode (``StateMask/showingEditControl``),
    /// or show or hide the Delete confirmation (``StateMask/showingDeleteConfirmation``), as
    /// UIKit's `willTransition(to:)`. `state` is the whole state after the change. Overrides
    /// must call `super`. The base does nothing.
    open func willTransition(to state: StateMask) {}

    /// The cell finished changing to `state`, as UIKit's `didTransition(to:)`. Overrides must
    /// call `super`. The base does nothing.
    open func didTransition(to state: StateMask) {}

    /// Resets state that belongs to the row, not the content, before the table hands the cell out
    /// again from its reuse pool. Overrides must call `super`.
    ///
    /// The base calls `setHighlighted(false, animated: false)` then
    /// `setSelected(false, animated: false)`. As in UIKit it does not clear the labels' text or
    /// the image (configure them in `tableView(_:cellForRowAt:)`), and it leaves editing state to
    /// the table.
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    /// Lays out the content view, the accessory and the standard views for the cell's size, state
    /// and style. Subclasses call `super` first, then place their own content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layoutStandardViews()
    }

    /// The size the cell needs at the proposed width (the current width if the proposal is zero or
    /// not finite): that width, and the height of its standard labels with padding, at least 44.
    ///
    /// A headless approximation of self-sizing (see `TableViewCell+Layout.swift`); a plain
    /// one-line ``CellStyle/default`` cell measures exactly 44. Cells with custom content override
    /// this method or ``View/systemLayoutSizeFitting(_:)``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let height = configuredContentHeight(forWidth: width) ?? standardHeight(forWidth: width)
        return CGSize(width: width, height: height)
    }

    /// The size the cell needs at `targetSize.width`, as UIKit's: when constraints lay out the
    /// ``contentView``, the height they give it at the content view's width (the cell's less the
    /// accessory and editing controls); otherwise ``sizeThatFits(_:)``. The table calls this
    /// with a required width and ``LayoutPriority/fittingSizeLevel`` vertically to self-size a
    /// row. The width returned is the target's.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        let width = targetSize.width > 0 && targetSize.width.isFinite ? targetSize.width : bounds.width
        updateConfigurationIfNeeded()
        return constrainedContentFittingSize(
            contentViewStorage, width: width, contentWidth: contentWidth(forCellWidth: width),
            targetHeight: targetSize.height,
            vertical: verticalFittingPriority) ?? sizeThatFits(targetSize)
    }

    /// The cell's current state for its configurations, as UIKit's `configurationState`: selected,
    /// highlighted, editing and swiped from the cell and the table; disabled when
    /// ``View/isUserInteractionEnabled`` is `false`. Override it to add custom states (call
    /// `super`), and call ``setNeedsUpdateConfiguration()`` when they change.
    open var configurationState: CellConfigurationState {
        makeConfigurationState()
    }

    /// Updates the cell's configurations for `state`, as UIKit's `updateConfiguration(using:)`:
    /// override it (the base does nothing) to set ``contentConfiguration`` or
    /// ``backgroundConfiguration`` for the state. Do not call it: call
    /// ``setNeedsUpdateConfiguration()``. When it runs is described in
    /// `TableViewCell+Configuration.swift`.
    open func updateConfiguration(using state: CellConfigurationState) {}
}
