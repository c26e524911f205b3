/// Test-facing simulation of a user searching. An OpenTableView addition: UIKit has no such API.
extension Simulation where Base: SearchBar {
    /// Simulates the user tapping into the bar and typing `text`: activates the search controller
    /// if it is not active (its updater is asked to update), appends `text` to ``SearchBar/text``, and asks
    /// the updater again, as UIKit does after each edit. Typing a string counts as one edit.
    public func typing(_ text: String) {
        if let searchController = base.searchController, !searchController.isActive { searchController.isActive = true }
        base.text = (base.text ?? "") + text
        base.searchController?.searchTextDidChange()
    }

    /// Simulates the user tapping Cancel: the text is cleared (the updater is asked to update)
    /// and the search becomes inactive.
    public func cancel() {
        base.text = ""
        base.searchController?.searchTextDidChange()
        base.searchController?.isActive = false
    }
}
