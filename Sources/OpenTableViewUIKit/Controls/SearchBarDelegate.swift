import Foundation

/// Told of a search bar's edits, scope changes and button taps, as UIKit's `UISearchBarDelegate`.
///
/// Every method is optional, with a default that behaves as UIKit does when the method is
/// missing: the `should…` methods allow, the others do nothing. As with the other delegate
/// protocols, Swift dispatches a protocol extension's default statically: implement a method in
/// the class that declares the conformance.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether the bar may begin editing. Default `true`.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// The bar began editing.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether the bar may end editing. Default `true`.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// The bar ended editing.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The user changed the text (not called for text set in code).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether the user's edit may replace `range` (UTF-16 offsets) with `text`. Default `true`.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user tapped the keyboard's Search button.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The user tapped the bookmark button.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// The user tapped the Cancel button.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The user tapped the results list button.
    func searchBarResultsListButtonClicked(_ searchBar: SearchBar)
    /// The user selected another scope button.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    /// Default: `true`.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Default: nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Default: `true`.
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Default: nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Default: nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Default: `true`.
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Default: nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Default: nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    /// Default: nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Default: nothing.
    public func searchBarResultsListButtonClicked(_ searchBar: SearchBar) {}
    /// Default: nothing.
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
