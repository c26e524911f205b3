import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A header or footer view's configurations and their state, owned by
/// ``TableViewHeaderFooterView/configurations``.
struct HeaderFooterConfigurations {
    var content: (any ContentConfiguration)?
    /// `nil` at first: unlike the cell's, Apple does not document a default background
    /// configuration for headers and footers.
    var background: BackgroundConfiguration?
    var automaticallyUpdatesContent = true
    var automaticallyUpdatesBackground = true
    var updateHandler: TableViewHeaderFooterView.ConfigurationUpdateHandler?
    var needsUpdate = true
    var isUpdating = false
    /// The style of the table that made the view, and whether it shows it as a header or a footer.
    var tableStyle: TableView.Style?
    var kind: HeaderFooterKind?
}

/// Content and background configurations of headers and footers (iOS 14+), as on the cell (see
/// `TableViewCell+Configuration.swift` for when updates run): the pending update runs before
/// `willDisplayHeaderView`/`willDisplayFooterView`, when the table measures the view, and at the
/// view's next layout.
extension TableViewHeaderFooterView {
    /// A function that updates a header or footer's configurations for a state, as UIKit's
    /// `UITableViewHeaderFooterView.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler =
        @MainActor (TableViewHeaderFooterView, ViewConfigurationState) ->
        Void

    /// A list content configuration with the default styling for where the view is shown, as
    /// UIKit's `defaultContentConfiguration()` ("according to the section where the view
    /// appears"): ``ListContentConfiguration/groupedHeader()`` or
    /// ``ListContentConfiguration/groupedFooter()`` in a grouped or inset grouped table,
    /// ``ListContentConfiguration/plainHeader()`` or ``ListContentConfiguration/plainFooter()``
    /// otherwise.
    ///
    /// The table style is known once the view comes from `dequeueReusableHeaderFooterView`; whether
    /// it is a footer is known only once the delegate returned it as one, so inside
    /// `viewForFooterInSection` a view that was never shown as a footer gets the header's
    /// configuration (UIKit's private logic is not documented).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        let grouped = configurations.tableStyle == .grouped || configurations.tableStyle == .insetGrouped
        switch (grouped, configurations.kind == .footer) {
        case (true, false): return .groupedHeader()
        case (true, true): return .groupedFooter()
        case (false, false): return .plainHeader()
        case (false, true): return .plainFooter()
        }
    }

    /// The configuration of the view's content, or `nil` (the default) for the classic labels. As
    /// the cell's ``TableViewCell/contentConfiguration``: it replaces ``contentView`` (or applies
    /// to it), and sets ``textLabel`` and ``detailTextLabel`` to `nil` for good.
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
            for label in [textLabel, detailTextLabel] where label?.superview === contentView {
                label?.removeFromSuperview()
            }
            textLabel = nil
            detailTextLabel = nil
            contentView = contentView(showing: configuration, in: contentView)
            setNeedsLayout()
        }
    }

    /// Whether the view updates its content configuration for each new state. Default `true`.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    /// A background configuration with the default styling for the table the view is in, as UIKit's
    /// `defaultBackgroundConfiguration()`: ``BackgroundConfiguration/listGroupedHeaderFooter()`` in
    /// a grouped or inset grouped table, ``BackgroundConfiguration/listPlainHeaderFooter()``
    /// otherwise.
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        switch configurations.tableStyle {
        case .grouped?, .insetGrouped?: .listGroupedHeaderFooter()
        case .plain?, nil: .listPlainHeaderFooter()
        }
    }

    /// The configuration of the view's background, `nil` at first. As UIKit documents, setting a
    /// non-`nil` configuration sets ``View/backgroundColor`` and ``backgroundView`` to `nil`, and
    /// setting ``backgroundView`` sets this property to `nil`. Recorded (and kept updated for the
    /// state) only: nothing is drawn.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurations.background }
        set {
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
        }
    }

    /// Whether the view updates its background configuration for each new state. Default `true`.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

    /// A function called at each configuration update, after ``updateConfiguration(using:)``, as
    /// UIKit's `configurationUpdateHandler`. Setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurations.updateHandler }
        set {
            configurations.updateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for a configuration update, as UIKit's `setNeedsUpdateConfiguration()`; coalesced until
    /// the next display, measurement or layout.
    public func setNeedsUpdateConfiguration() {
        guard !configurations.isUpdating else { return }
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    // MARK: Internals

    /// Runs the pending configuration update, if any, in the cell's order: content, background,
    /// ``updateConfiguration(using:)``, ``configurationUpdateHandler``.
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

    /// The table tells the view its style when it makes the view.
    func configurationTableStyle(_ style: TableView.Style) {
        configurations.tableStyle = style
    }

    /// The table tells the view whether it shows it as a header or a footer.
    func configurationKind(_ kind: HeaderFooterKind) {
        configurations.kind = kind
    }

    /// The height the content view needs at `width`, when a content configuration decides the
    /// content; `nil` for the classic labels.
    func configuredContentHeight(forWidth width: CGFloat) -> CGFloat? {
        // The pending update first: it may set the content configuration (a configuration update
        // handler usually does).
        updateConfigurationIfNeeded()
        guard configurations.content != nil else { return nil }
        return contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// A background view set by the app replaces the background configuration, as in UIKit.
    func backgroundConfigurationWasReplacedByView() {
        configurations.background = nil
    }

}
