import Foundation

/// A controller that shows a search bar and reports what is typed, as UIKit's
/// `UISearchController`, kept small: the search bar's text, the results updater, and whether the
/// search is active.
///
/// Headless nothing is presented: activating the search only records it and asks the
/// ``searchResultsUpdater`` to update, as UIKit does when the search bar becomes first responder.
@preconcurrency @MainActor
open class SearchController: ViewController {
    /// The controller that shows the results, or `nil` to show them in the searched controller.
    public let searchResultsController: ViewController?

    /// The search bar, which a navigation item shows.
    public let searchBar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))

    /// Told to update the results when the search becomes active and whenever its text changes.
    /// Weak, as in UIKit.
    open weak var searchResultsUpdater: SearchResultsUpdating?

    /// Whether a dimming view covers the searched content while searching. Default `true`.
    /// Recorded only.
    open var obscuresBackgroundDuringPresentation = true

    /// Whether the navigation bar hides while searching. Default `true`. Recorded only.
    open var hidesNavigationBarDuringPresentation = true

    /// Creates a search controller showing results in `searchResultsController` (or in place).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// Creates the controller from an archive, as UIKit's `UISearchController.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// Creates a search controller that shows its results in place.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    /// Whether the search is active. Setting it to `true` asks the ``searchResultsUpdater`` to
    /// update; setting it to `false` clears nothing (UIKit clears the text only when the user
    /// cancels).
    open var isActive = false {
        didSet {
            if isActive, !oldValue { searchResultsUpdater?.updateSearchResults(for: self) }
        }
    }

    /// Tells the updater the text changed, when the search is active (UIKit calls it for each
    /// edit the user makes in the search bar).
    package func searchTextDidChange() {
        if isActive { searchResultsUpdater?.updateSearchResults(for: self) }
    }
}

/// Updates search results as the search changes, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Called when the search becomes active and when its text changes.
    func updateSearchResults(for searchController: SearchController)
}

/// The bar of a ``SearchController``, as UIKit's `UISearchBar`: text and placeholder, recorded.
@preconcurrency @MainActor
open class SearchBar: View {
    /// The controller this bar belongs to.
    package weak var searchController: SearchController?

    /// The text in the bar. Setting it in code does not tell the updater (UIKit tells it only of
    /// the user's edits: use ``simulateTyping(_:)`` for those).
    open var text: String?

    /// The placeholder shown when the text is empty. Default `nil`.
    open var placeholder: String?

    /// Creates a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the bar from an archive, as UIKit's `UISearchBar.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
