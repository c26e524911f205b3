import Foundation

/// A controller that manages a search bar and the display of search results, as UIKit's
/// `UISearchController`.
///
/// Headless nothing is drawn or animated: presenting the search (``isActive`` becoming `true`,
/// from code or from the user tapping into the ``searchBar``) tells the ``delegate``
/// (`willPresentSearchController(_:)`, then `didPresentSearchController(_:)`) and asks the
/// ``searchResultsUpdater`` to update, as Apple documents for `updateSearchResults(for:)` ("when
/// the search bar becomes the first responder or the search bar's text changes"); dismissing tells
/// the delegate (`willDismissSearchController(_:)`, `didDismissSearchController(_:)`).
///
/// The ``searchResultsController`` becomes a child of the search controller when the search is
/// first presented, and its view is hidden unless ``showsSearchResultsController``: by default
/// (``automaticallyShowsSearchResultsController``) it shows while the search field holds text or
/// tokens, as Apple documents ("automatically shows its results controller based on the contents of
/// its text property"). `presentSearchController(_:)`, which lets a delegate present the search
/// itself, is not called: the presentation is always the controller's own.
@preconcurrency @MainActor
open class SearchController: ViewController {
    // MARK: UIKit's get-only members, open as UIKit declares them (their storage is below)

    /// The controller that shows the results, or `nil` to show them in the searched controller.
    open var searchResultsController: ViewController? { searchResultsControllerStorage }
    /// The search bar, which a navigation item (``NavigationItem/searchController``) or a table's
    /// header shows.
    open var searchBar: SearchBar { searchBarStorage }

    /// The storage of ``searchResultsController``, fixed at creation.
    let searchResultsControllerStorage: ViewController?
    /// The storage of ``searchBar``.
    let searchBarStorage = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))

    /// Told to update the results when the search becomes active and whenever the user changes the
    /// search (text, scope, tokens). Weak, as in UIKit.
    open weak var searchResultsUpdater: SearchResultsUpdating?

    /// Told when the search is presented and dismissed. Weak, as in UIKit.
    open weak var delegate: SearchControllerDelegate?

    /// Whether a dimming view covers the searched content while searching. Default `true`.
    /// Recorded only.
    open var obscuresBackgroundDuringPresentation = true

    /// Whether the navigation bar hides while searching. Default `true`. Recorded only.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the search bar shows its Cancel button while the search is active. Default `true`.
    /// Read by ``SearchBar/showsCancelButton`` while active.
    open var automaticallyShowsCancelButton = true

    /// Whether the search bar shows its scope bar while the search is active. Default `true`:
    /// ``SearchBar/showsScopeBar`` turns on when the search is presented and off when dismissed.
    open var automaticallyShowsScopeBar = true

    /// Whether the controller decides when the results controller shows, from the search field's
    /// contents. Default `true`; setting ``showsSearchResultsController`` turns it off, as Apple
    /// documents.
    open var automaticallyShowsSearchResultsController = true {
        didSet { updateResultsVisibility() }
    }

    private var explicitShowsResults = false

    /// Whether the results controller's view is visible while the search is active. Automatic (see
    /// ``automaticallyShowsSearchResultsController``) until set.
    open var showsSearchResultsController: Bool {
        get {
            guard automaticallyShowsSearchResultsController else { return explicitShowsResults }
            return isActive && searchBarStorage.searchTextField.hasQuery
        }
        set {
            explicitShowsResults = newValue
            automaticallyShowsSearchResultsController = false
        }
    }

    /// Creates a search controller showing results in `searchResultsController` (or in place).
    public init(searchResultsController: ViewController?) {
        searchResultsControllerStorage = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBarStorage.searchController = self
    }

    /// Creates the controller from an archive, as UIKit's `UISearchController.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        searchResultsControllerStorage = nil
        super.init(coder: coder)
        searchBarStorage.searchController = self
    }

    /// Creates a search controller that shows its results in place.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    private var activeStorage = false

    /// Whether the search is presented. Setting it to `true` presents it (delegate told, updater
    /// asked), to `false` dismisses it; setting the value it has does nothing. Dismissing clears
    /// nothing: UIKit clears the text only when the user cancels (`simulate.cancel()`).
    open var isActive: Bool {
        get { activeStorage }
        set {
            guard newValue != activeStorage else { return }
            if newValue {
                present(whileEditing: nil)
            } else {
                dismiss(clearing: {}, updates: false)
            }
        }
    }

    /// Presents the search: `willPresentSearchController(_:)`, active, `beganEditing` (the
    /// bar's `searchBarTextDidBeginEditing(_:)` when the user tapped into it), the updater asked,
    /// `didPresentSearchController(_:)`.
    package func present(whileEditing beganEditing: (() -> Void)?) {
        delegate?.willPresentSearchController(self)
        activeStorage = true
        if let searchResultsControllerStorage, searchResultsControllerStorage.parent == nil {
            addChild(searchResultsControllerStorage)
            searchResultsControllerStorage.didMove(toParent: self)
        }
        searchResultsControllerStorage?.loadViewIfNeeded()
        if automaticallyShowsScopeBar, searchBarStorage.scopeButtonTitles?.isEmpty == false {
            searchBarStorage.showsScopeBar = true
        }
        beganEditing?()
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    /// The user tapped Cancel: `willDismissSearchController(_:)`, `clear` (the bar empties and
    /// ends editing), the updater asked while still active, inactive,
    /// `didDismissSearchController(_:)`.
    package func dismissFromCancel(clear: () -> Void) {
        dismiss(clearing: clear, updates: true)
    }

    private func dismiss(clearing clear: () -> Void, updates: Bool) {
        delegate?.willDismissSearchController(self)
        clear()
        if updates { searchResultsUpdater?.updateSearchResults(for: self) }
        activeStorage = false
        if automaticallyShowsScopeBar { searchBarStorage.showsScopeBar = false }
        updateResultsVisibility()
        delegate?.didDismissSearchController(self)
    }

    /// The user changed the search (text, scope or tokens): when active, the results controller's
    /// visibility follows and the updater is asked to update.
    package func searchDidChange() {
        guard isActive else { return }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func updateResultsVisibility() {
        guard let searchResultsControllerStorage, searchResultsControllerStorage.isViewLoaded else { return }
        searchResultsControllerStorage.view.isHidden = !(isActive && showsSearchResultsController)
    }
}

/// Updates search results as the search changes, as UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Called when the search becomes active and when the user changes its text, scope or tokens.
    func updateSearchResults(for searchController: SearchController)
}

/// Told when a search controller is presented and dismissed, as UIKit's
/// `UISearchControllerDelegate`. Every method is optional (defaults do nothing). As with the other
/// delegate protocols, implement the methods in the class that declares the conformance.
@preconcurrency @MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The search is about to be presented.
    func willPresentSearchController(_ searchController: SearchController)
    /// The search was presented.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search is about to be dismissed.
    func willDismissSearchController(_ searchController: SearchController)
    /// The search was dismissed.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Default: nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Default: nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Default: nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Default: nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
