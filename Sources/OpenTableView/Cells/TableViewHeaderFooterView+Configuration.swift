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

    /// The work of ``defaultContentConfiguration()``, behind its open entry point in the class body.
    func defaultContentConfigurationImplementation() -> ListContentConfiguration {
        let grouped = configurations.tableStyle == .grouped || configurations.tableStyle == .insetGrouped
        switch (grouped, configurations.kind == .footer) {
        case (true, false): return .groupedHeader()
        case (true, true): return .groupedFooter()
        case (false, false): return .plainHeader()
        case (false, true): return .plainFooter()
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
            for label in [textLabelStorage, detailTextLabelStorage] where label?.superviewStorage === contentViewStorage
            {
                label?.removeFromSuperview()
            }
            textLabelStorage = nil
            detailTextLabelStorage = nil
            contentViewStorage = contentView(showing: configuration, in: contentViewStorage)
            setNeedsLayout()
        }
    }

    /// The work of ``automaticallyUpdatesContentConfiguration``, behind its open entry point in the class body.
    var automaticallyUpdatesContentConfigurationImplementation: Bool {
        get { configurations.automaticallyUpdatesContent }
        set { configurations.automaticallyUpdatesContent = newValue }
    }

    /// The work of ``defaultBackgroundConfiguration()``, behind its open entry point in the class body.
    func defaultBackgroundConfigurationImplementation() -> BackgroundConfiguration {
        switch configurations.tableStyle {
        case .grouped?, .insetGrouped?: .listGroupedHeaderFooter()
        case .plain?, nil: .listPlainHeaderFooter()
        }
    }

    /// The work of ``backgroundConfiguration``, behind its open entry point in the class body.
    var backgroundConfigurationImplementation: BackgroundConfiguration? {
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

    /// The work of ``automaticallyUpdatesBackgroundConfiguration``, behind its open entry point in the class body.
    var automaticallyUpdatesBackgroundConfigurationImplementation: Bool {
        get { configurations.automaticallyUpdatesBackground }
        set { configurations.automaticallyUpdatesBackground = newValue }
    }

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
        return contentViewStorage.systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }

    /// A background view set by the app replaces the background configuration, as in UIKit.
    func backgroundConfigurationWasReplacedByView() {
        configurations.background = nil
    }

}
