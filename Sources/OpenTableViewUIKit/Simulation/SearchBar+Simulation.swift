import Foundation

/// Test-facing simulation of a user searching. An OpenTableView addition: UIKit has no such API.
///
/// Each gesture sends what UIKit sends, in this order (Apple documents the calls, not all of their
/// order; where it is silent the order is OpenTableView's, Compatibility/Porting.md "Search"):
/// - tapping into the bar (first gesture of ``typing(_:)``, ``selectToken(_:)``):
///   `searchBarShouldBeginEditing(_:)`; then, for a bar of an inactive ``SearchController``,
///   `willPresentSearchController(_:)`, `searchBarTextDidBeginEditing(_:)`,
///   `updateSearchResults(for:)`, `didPresentSearchController(_:)`;
/// - each typed character: `searchBar(_:shouldChangeTextIn:replacementText:)`, the text changes,
///   `searchBar(_:textDidChange:)`, `updateSearchResults(for:)`.
extension Simulation where Base: SearchBar {
    /// Simulates the user tapping into the bar and typing `text`, one character (grapheme) at a
    /// time at the end of the text, in the order the extension's overview gives. A refused
    /// character is skipped. Returns the bar's text afterwards.
    @discardableResult
    public func typing(_ text: String) -> String {
        guard base.userBeginsEditing() else { return base.text ?? "" }
        for character in text {
            let end = (base.text ?? "").utf16.count
            base.userReplaces(NSRange(location: end, length: 0), with: String(character))
        }
        return base.text ?? ""
    }

    /// Simulates the user deleting the last character (the keyboard's delete key): a one-character
    /// range replaced by `""`, asked and told as a typed character. Nothing when the text is empty.
    public func deleteBackward() {
        guard base.userBeginsEditing(), let last = (base.text ?? "").last else { return }
        let length = String(last).utf16.count
        base.userReplaces(NSRange(location: (base.text ?? "").utf16.count - length, length: length), with: "")
    }

    /// Simulates the user tapping the scope button at `index`: ``SearchBar/selectedScopeButtonIndex``
    /// changes, `searchBar(_:selectedScopeButtonIndexDidChange:)`, then the search controller's
    /// updater is asked. Tapping the selected button does nothing. Traps when the bar has no such
    /// scope button (a finger cannot tap it).
    public func selectScopeButton(at index: Int) {
        let titles = base.scopeButtonTitles ?? []
        precondition(
            titles.indices.contains(index),
            "The search bar has no scope button at index \(index) (scopeButtonTitles: \(titles))")
        guard index != base.selectedScopeButtonIndex else { return }
        base.selectedScopeButtonIndex = index
        base.delegate?.searchBar(base, selectedScopeButtonIndexDidChange: index)
        base.searchController?.searchDidChange()
    }

    /// Simulates the user picking a suggested token (as Mail's and Photos' suggestions do): the
    /// bar begins editing if it is not, the typed text is replaced by `token`, appended after the
    /// tokens already there, and the search controller's updater is asked once.
    public func selectToken(_ token: SearchToken) {
        guard base.userBeginsEditing() else { return }
        let field = base.searchTextField
        field.insertToken(token, at: field.tokens.count)
        field.text = ""
        base.searchController?.searchDidChange()
    }

    /// Simulates the user deleting the token at `index` (selecting it and pressing delete): when
    /// ``SearchTextField/allowsDeletingTokens``, the token goes and the updater is asked;
    /// otherwise nothing happens.
    public func deleteToken(at index: Int) {
        let field = base.searchTextField
        guard field.allowsDeletingTokens, field.tokens.indices.contains(index) else { return }
        field.removeToken(at: index)
        base.searchController?.searchDidChange()
    }

    /// Simulates the user tapping the keyboard's Search button while editing:
    /// `searchBarSearchButtonClicked(_:)`. The bar keeps editing (apps that want the keyboard gone
    /// call `resignFirstResponder()`, which ends editing). Nothing when the bar is not editing.
    public func tapSearchButton() {
        guard base.isEditingSearch else { return }
        base.delegate?.searchBarSearchButtonClicked(base)
    }

    /// Simulates the user tapping Cancel: `searchBarCancelButtonClicked(_:)`; then, for a bar of an
    /// active ``SearchController``: `willDismissSearchController(_:)`, the text and tokens cleared,
    /// `searchBarTextDidEndEditing(_:)`, `updateSearchResults(for:)` (still active, empty),
    /// the search inactive, `didDismissSearchController(_:)`. A bar without a controller only
    /// tells its delegate (the app decides, as in UIKit).
    public func cancel() {
        base.delegate?.searchBarCancelButtonClicked(base)
        guard let searchController = base.searchController, searchController.isActive else { return }
        searchController.dismissFromCancel { [base] in
            base.text = ""
            base.searchTextField.tokens = []
            base.userEndsEditing(forced: true)
        }
    }
}
