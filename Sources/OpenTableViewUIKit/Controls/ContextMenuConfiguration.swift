import Foundation

/// The closure that makes a context menu's preview, as UIKit's
/// `UIContextMenuContentPreviewProvider`: a view controller to preview, or `nil` for the default
/// preview (the row itself, in a table).
public typealias ContextMenuContentPreviewProvider = @MainActor () -> ViewController?

/// The closure that makes a context menu from the actions the system suggests, as UIKit's
/// `UIContextMenuActionProvider`; `nil` shows no menu. A table suggests no actions: the array is
/// empty.
public typealias ContextMenuActionProvider = @MainActor ([MenuElement]) -> Menu?

/// What a context menu shows, standing in for UIKit's `UIContextMenuConfiguration`: an identifier,
/// a preview provider and an action provider, which the interaction calls when it shows the menu.
///
/// A table asks its delegate for one when a row is long-pressed
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`); headless, `TableView`'s
/// `showContextMenuForRow(at:point:)` stands for the long press. Nothing is drawn: the providers
/// run and their menu and view controller are kept for a test to read and act on.
@preconcurrency @MainActor
open class ContextMenuConfiguration {
    /// How the elements of a context menu are ordered, as UIKit's
    /// `UIContextMenuConfiguration.ElementOrder` (iOS 16; same raw values). Recorded only.
    public enum ElementOrder: Int, Sendable, Hashable {
        /// The system chooses.
        case automatic = 0
        /// By priority: the first element closest to the touch.
        case priority = 1
        /// In the order given.
        case fixed = 2
    }

    /// The configuration's identifier: the one given at creation, or a unique string (an
    /// `NSString`) that UIKit documents it generates when given `nil`.
    public let identifier: any NSCopying
    /// How the menu's elements are ordered (iOS 16). Default ``ElementOrder/automatic``.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    /// The identifiers of the other items a multi-item menu acts on (iOS 16). Default empty.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// The number of items badged on a multi-item preview (iOS 16); below 2 shows no badge.
    /// Default 0 (UIKit documents the unset value as decided by the system).
    open var badgeCount: Int = 0

    /// The closure that makes the preview, as given at creation.
    package let previewProvider: ContextMenuContentPreviewProvider?
    /// The closure that makes the menu, as given at creation.
    package let actionProvider: ContextMenuActionProvider?

    /// Creates a configuration, as UIKit's
    /// `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`, with its defaults:
    /// a generated identifier, the default preview and no menu.
    public init(
        identifier: (any NSCopying)? = nil,
        previewProvider: ContextMenuContentPreviewProvider? = nil,
        actionProvider: ContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
