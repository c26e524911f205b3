/// Test-facing simulation of a user searching. An OpenTableView addition: UIKit has no such API.
extension SearchBar {
    /// Simulates the user tapping into the bar and typing `text`: activates the search controller
    /// if it is not active (its updater is asked to update), appends `text` to ``text``, and asks
    /// the updater again, as UIKit does after each edit. Typing a string counts as one edit.
    public func simulateTyping(_ text: String) {
        if let searchController, !searchController.isActive { searchController.isActive = true }
        self.text = (self.text ?? "") + text
        searchController?.searchTextDidChange()
    }

    /// Simulates the user tapping Cancel: the text is cleared (the updater is asked to update)
    /// and the search becomes inactive.
    public func simulateCancel() {
        text = ""
        searchController?.searchTextDidChange()
        searchController?.isActive = false
    }
}
