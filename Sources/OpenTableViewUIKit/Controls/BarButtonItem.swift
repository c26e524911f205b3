import Foundation

/// A button on a navigation bar or toolbar, standing in for UIKit's `UIBarButtonItem`.
///
/// As in UIKit it is a ``BarItem``, not a view. It runs its ``primaryAction`` when tapped, or
/// shows its ``menu``; without either it sends ``action`` to ``target``. Headless there is no bar
/// and no tap: tests tap an item with `simulate.tap()`, which runs the primary action with the
/// item as its sender, or reports the target/action pair or the menu (Swift on Linux cannot call
/// a method by its selector, so a target/action item is reported, not performed).
@preconcurrency @MainActor
open class BarButtonItem: BarItem {
    /// The system item the item was created as, or `nil`.
    public let systemItem: SystemItem?
    /// The style. Default ``Style/plain``; a `.done` system item is ``Style/done``.
    open var style: Style = .plain
    /// The width of a ``SystemItem/fixedSpace`` item or a custom view. Default 0. Recorded only.
    open var width: CGFloat = 0
    /// The titles the item may show, so a bar can reserve the widest. Default `nil`. Recorded only.
    open var possibleTitles: Set<String>?
    /// The view shown instead of a button, or `nil`. A custom view receives its own touches, so
    /// `simulate.tap()` does nothing for an item that has one.
    open var customView: View?
    /// The selector sent to ``target`` when tapped, or `nil`. Ignored while ``primaryAction`` is set.
    open var action: Selector?
    /// The object that receives ``action``; held weakly, as in UIKit.
    open weak var target: AnyObject?
    /// How the item's ``action`` is performed when a storyboard or nib connected it (or a
    /// storyboard segue it triggers), since Swift on Linux cannot call a method by its selector:
    /// `simulate.tap()` runs it (`NibLoader.connect`, `NibLoader.trigger`).
    package final var interfaceBuilderAction: (@MainActor (BarButtonItem) -> Void)?
    /// The tint of the title and image, or `nil` to inherit the bar's. Recorded only.
    open var tintColor: Color?
    /// The menu shown when tapped (if there is no ``primaryAction``) or long-pressed, or `nil`.
    open var menu: Menu?
    /// Whether the item is selected (iOS 15). Default `false`.
    open var isSelected = false
    /// Whether the item is hidden from its bar (iOS 16). Default `false`.
    open var isHidden = false

    /// The action run when the item is tapped, or `nil`, as `UIBarButtonItem.primaryAction`.
    ///
    /// As UIKit documents, setting an action copies its title and image to the item (except for
    /// a system item, which keeps its own look), setting `nil` leaves them, and while it is set
    /// ``target`` and ``action`` are ignored.
    open var primaryAction: Action? {
        didSet { adoptPrimaryActionLook() }
    }

    /// Copies the primary action's title and image, as UIKit does when it is set. Called by the
    /// initializers too, since Swift runs no property observer for a class's own initializer.
    private func adoptPrimaryActionLook() {
        guard let primaryAction, systemItem == nil else { return }
        title = primaryAction.title
        image = primaryAction.image
    }

    /// Creates an empty plain item, as `UIBarButtonItem()`.
    public override init() {
        self.systemItem = nil
        super.init()
    }

    /// Creates an item from an archive, as UIKit's `UIBarButtonItem.init?(coder:)` (designated and
    /// `required`): only OpenTableView's Interface Builder loading reaches it (see
    /// ``BarItem/init(coder:)``), and the item then starts as ``init()`` starts.
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    private init(systemItem: SystemItem?, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        super.init()
        self.target = target.map { $0 as AnyObject }
        self.action = action
        if systemItem == .done { style = .done }
    }

    /// Creates a system item that sends `action` to `target`, as
    /// `UIBarButtonItem(barButtonSystemItem:target:action:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem, target: target, action: action)
    }

    /// Creates a titled item that sends `action` to `target`, as
    /// `UIBarButtonItem(title:style:target:action:)`.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(systemItem: nil, target: target, action: action)
        self.title = title
        self.style = style
    }

    /// Creates an item with an image that sends `action` to `target`, as
    /// `UIBarButtonItem(image:style:target:action:)`.
    public convenience init(image: Image?, style: Style, target: Any?, action: Selector?) {
        self.init(systemItem: nil, target: target, action: action)
        self.image = image
        self.style = style
    }

    /// Creates an item that shows `customView`, as `UIBarButtonItem(customView:)`.
    public convenience init(customView: View) {
        self.init(systemItem: nil, target: nil, action: nil)
        self.customView = customView
    }

    /// Creates a system item that runs `primaryAction` or shows `menu`, as
    /// `UIBarButtonItem(systemItem:primaryAction:menu:)` (iOS 14). The item keeps the system
    /// look: the action's title and image are not copied.
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init(systemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates a plain item that runs `primaryAction` or shows `menu`, as
    /// `UIBarButtonItem(title:image:primaryAction:menu:)` (iOS 14). A primary action's title and
    /// image replace `title` and `image`, as UIKit documents.
    public convenience init(
        title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
    ) {
        self.init(systemItem: nil, target: nil, action: nil)
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryActionLook()
    }

    /// Creates a plain item from `primaryAction`'s title and image, as
    /// `UIBarButtonItem(primaryAction:)` (iOS 14).
    public convenience init(primaryAction: Action?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }
}
