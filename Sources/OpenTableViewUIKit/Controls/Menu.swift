import Foundation

/// A menu of actions and submenus, standing in for UIKit's `UIMenu`.
///
/// Nothing is shown headless: a menu keeps its title, options and ``children`` so that code that
/// passes `menu:` compiles and a test can find an action in it and send it
/// (`simulate.tap()` reports the menu a menu-only item would show).
@preconcurrency @MainActor
open class Menu: MenuElement {
    /// The menu's identifier. A generated, unique one unless given at creation.
    open var identifier: Identifier { identifierStorage }
    /// How the menu is shown. Default none.
    open var options: Options { optionsStorage }
    /// The actions and submenus, in order.
    open var children: [MenuElement] { childrenStorage }
    // The storage of the three members above, which UIKit declares open and get-only.
    let identifierStorage: Identifier
    let optionsStorage: Options
    let childrenStorage: [MenuElement]

    /// Creates a menu, as `UIMenu(title:subtitle:image:identifier:options:children:)`, with UIKit's
    /// defaults (empty title, no image, a generated identifier, no options, no children). Leaving
    /// out the iOS 15 subtitle gives the iOS 13 `UIMenu(title:image:identifier:options:children:)`.
    public init(
        title: String = "",
        subtitle: String? = nil,
        image: Image? = nil,
        identifier: Identifier? = nil,
        options: Options = [],
        children: [MenuElement] = []
    ) {
        identifierStorage = identifier ?? Identifier(UUID().uuidString)
        optionsStorage = options
        childrenStorage = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of this menu with other children, as `UIMenu.replacingChildren(_:)`.
    open func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }
}
