import Foundation

extension NibDecoder {
    /// The attributes of a scene's `<navigationItem key="navigationItem">`, which UIKit decodes
    /// with the controller in `UIViewController.init?(coder:)`: they are set when the app's
    /// `super.init(coder:)` returns, so what its `init?(coder:)` sets afterwards (a `title`, a
    /// large-title mode) wins, as on iOS. `nil` leaves the navigation item as a new controller's.
    public var navigationItem: NavigationItemAttributes? {
        get { values["navigationItem"] as? NavigationItemAttributes }
        set { values["navigationItem"] = newValue }
    }

    /// The scene's `<tabBarItem key="tabBarItem">`, made before the controller and decoded with it
    /// in `UIViewController.init?(coder:)`, as ``navigationItem``: a `tabBarItem` (or `title`) the
    /// app's `init?(coder:)` sets afterwards wins, as on iOS. `nil` leaves the controller's own.
    public var tabBarItem: TabBarItem? {
        get { values["tabBarItem"] as? TabBarItem }
        set { values["tabBarItem"] = newValue }
    }

    /// Creates the decoder of a controller whose scene has a navigation item or a tab bar item.
    public convenience init(
        title: String? = nil, storyboardIdentifier: String? = nil, navigationItem: NavigationItemAttributes? = nil,
        tabBarItem: TabBarItem?
    ) {
        self.init(title: title, storyboardIdentifier: storyboardIdentifier)
        self.navigationItem = navigationItem
        self.tabBarItem = tabBarItem
    }

    /// Creates the decoder of a controller whose scene has a navigation item.
    public convenience init(
        title: String? = nil, storyboardIdentifier: String? = nil, navigationItem: NavigationItemAttributes
    ) {
        self.init(title: title, storyboardIdentifier: storyboardIdentifier)
        self.navigationItem = navigationItem
    }

    /// What a `<navigationItem>` element sets on the controller's navigation item, each `nil`
    /// (or `false`, `.automatic`) as a new navigation item has it. Its bar button items are made
    /// by the generated code after the controller, as they connect to it.
    public struct NavigationItemAttributes: Sendable, Equatable {
        /// `title`.
        public var title: String?
        /// `prompt`.
        public var prompt: String?
        /// `backButtonTitle`.
        public var backButtonTitle: String?
        /// `largeTitleDisplayMode`. Default `.automatic`.
        public var largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode
        /// `hidesBackButton`. Default `false`.
        public var hidesBackButton: Bool
        /// `leftItemsSupplementBackButton`. Default `false`.
        public var leftItemsSupplementBackButton: Bool

        /// Creates the attributes of a navigation item.
        public init(
            title: String? = nil, prompt: String? = nil, backButtonTitle: String? = nil,
            largeTitleDisplayMode: NavigationItem.LargeTitleDisplayMode = .automatic, hidesBackButton: Bool = false,
            leftItemsSupplementBackButton: Bool = false
        ) {
            self.title = title
            self.prompt = prompt
            self.backButtonTitle = backButtonTitle
            self.largeTitleDisplayMode = largeTitleDisplayMode
            self.hidesBackButton = hidesBackButton
            self.leftItemsSupplementBackButton = leftItemsSupplementBackButton
        }

        /// Sets the attributes on `item`.
        @MainActor func apply(to item: NavigationItem) {
            if let title { item.title = title }
            if let prompt { item.prompt = prompt }
            if let backButtonTitle { item.backButtonTitle = backButtonTitle }
            item.largeTitleDisplayMode = largeTitleDisplayMode
            item.hidesBackButton = hidesBackButton
            item.leftItemsSupplementBackButton = leftItemsSupplementBackButton
        }
    }
}
