import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// `UISearchController`, `UISearchBar` and `UISearchTextField`: what the user's gestures tell the
/// delegates and the results updater, in order, and what the results controller shows.
@MainActor
@Suite struct SearchControllerTests {
    /// Records every delegate and updater call as one log.
    final class Recorder: SearchResultsUpdating, SearchControllerDelegate, SearchBarDelegate {
        var log: [String] = []
        var refusedCharacters: Set<String> = []
        var allowsBeginEditing = true

        func updateSearchResults(for searchController: SearchController) {
            let field = searchController.searchBar.searchTextField
            log.append("update(\(field.text ?? ""), tokens: \(field.tokens.map(\.text)))")
        }
        func willPresentSearchController(_ searchController: SearchController) { log.append("willPresent") }
        func didPresentSearchController(_ searchController: SearchController) { log.append("didPresent") }
        func willDismissSearchController(_ searchController: SearchController) { log.append("willDismiss") }
        func didDismissSearchController(_ searchController: SearchController) { log.append("didDismiss") }
        func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool {
            log.append("shouldBegin")
            return allowsBeginEditing
        }
        func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool {
            log.append("shouldEnd")
            return true
        }
        func searchBarTextDidEndEditing(_ searchBar: SearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
        {
            log.append("shouldChange(\(range.location),\(range.length),\(text))")
            return !refusedCharacters.contains(text)
        }
        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
            log.append("textDidChange(\(searchText))")
        }
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("searchButton") }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancelButton") }
        func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            log.append("scope(\(selectedScope))")
        }
    }

    func makeSearch(results: ViewController? = nil) -> (SearchController, Recorder) {
        let search = SearchController(searchResultsController: results)
        let recorder = Recorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        search.searchBar.delegate = recorder
        return (search, recorder)
    }

    @Test func defaultsAreUIKits() {
        let search = SearchController()
        #expect(search.searchResultsController == nil && !search.isActive)
        #expect(search.obscuresBackgroundDuringPresentation && search.hidesNavigationBarDuringPresentation)
        #expect(search.automaticallyShowsCancelButton && search.automaticallyShowsScopeBar)
        #expect(search.automaticallyShowsSearchResultsController && !search.showsSearchResultsController)
        let bar = search.searchBar
        #expect(bar.text == "" && bar.placeholder == nil && bar.scopeButtonTitles == nil)
        #expect(bar.selectedScopeButtonIndex == 0 && !bar.showsScopeBar && !bar.showsCancelButton)
        #expect(bar.searchBarStyle == .default && bar.searchTextField.superview === bar)
        #expect(bar.searchTextField.tokens.isEmpty && bar.searchTextField.allowsDeletingTokens)
        #expect(!bar.searchTextField.allowsCopyingTokens)
    }

    /// Apple, `updateSearchResults(for:)`: "The system calls this method when the search bar
    /// becomes the first responder or the search bar's text changes."
    @Test func typingPresentsTheSearchThenReportsEachCharacter() {
        let (search, recorder) = makeSearch()
        search.searchBar.simulate.typing("ap")
        expectEqual(
            recorder.log,
            [
                "shouldBegin", "willPresent", "didBegin", "update(, tokens: [])", "didPresent",
                "shouldChange(0,0,a)", "textDidChange(a)", "update(a, tokens: [])",
                "shouldChange(1,0,p)", "textDidChange(ap)", "update(ap, tokens: [])",
            ])
        #expect(search.isActive && search.searchBar.showsCancelButton)
        recorder.log = []
        recorder.refusedCharacters = ["!"]
        expectEqual(search.searchBar.simulate.typing("!e"), "ape")
        expectEqual(
            recorder.log,
            [
                "shouldChange(2,0,!)", "shouldChange(2,0,e)", "textDidChange(ape)", "update(ape, tokens: [])",
            ])
        recorder.log = []
        search.searchBar.simulate.deleteBackward()
        expectEqual(recorder.log, ["shouldChange(2,1,)", "textDidChange(ap)", "update(ap, tokens: [])"])
    }

    @Test func aRefusedBeginTypesNothing() {
        let (search, recorder) = makeSearch()
        recorder.allowsBeginEditing = false
        expectEqual(search.searchBar.simulate.typing("a"), "")
        #expect(recorder.log == ["shouldBegin"] && !search.isActive)
    }

    @Test func textSetInCodeTellsNobody() {
        let (search, recorder) = makeSearch()
        search.isActive = true
        recorder.log = []
        search.searchBar.text = "code"
        search.searchBar.selectedScopeButtonIndex = 1
        search.searchBar.searchTextField.insertToken(SearchToken(icon: nil, text: "Fruit"), at: 0)
        #expect(recorder.log.isEmpty)
        expectEqual(search.searchBar.searchTextField.text, "code")
    }

    @Test func activatingInCodePresentsWithoutEditingAndDeactivatingDismisses() {
        let (search, recorder) = makeSearch()
        search.isActive = true
        search.isActive = true
        expectEqual(recorder.log, ["willPresent", "update(, tokens: [])", "didPresent"])
        recorder.log = []
        search.searchBar.text = "kept"
        search.isActive = false
        expectEqual(recorder.log, ["willDismiss", "didDismiss"])
        expectEqual(search.searchBar.text, "kept")
    }

    @Test func scopeButtonsTellTheDelegateThenTheUpdater() {
        let (search, recorder) = makeSearch()
        search.searchBar.scopeButtonTitles = ["All", "Fruit", "Vegetables"]
        search.searchBar.simulate.typing("a")
        #expect(search.searchBar.showsScopeBar)
        recorder.log = []
        search.searchBar.simulate.selectScopeButton(at: 2)
        search.searchBar.simulate.selectScopeButton(at: 2)
        expectEqual(search.searchBar.selectedScopeButtonIndex, 2)
        expectEqual(recorder.log, ["scope(2)", "update(a, tokens: [])"])
    }

    @Test func tokensReplaceTheTypedTextAndDeletingOneUpdates() {
        let (search, recorder) = makeSearch()
        let field = search.searchBar.searchTextField
        search.searchBar.simulate.typing("fr")
        recorder.log = []
        let fruit = SearchToken(icon: Image(systemName: "leaf"), text: "Fruit")
        fruit.representedObject = "fruit-kind"
        search.searchBar.simulate.selectToken(fruit)
        expectEqual(recorder.log, ["update(, tokens: [\"Fruit\"])"])
        #expect(field.tokens.first === fruit && field.text == "")
        expectEqual(field.tokens.first?.representedObject as? String, "fruit-kind")
        let red = SearchToken(icon: nil, text: "Red")
        field.insertToken(red, at: 0)
        expectEqual(field.tokens.map(\.text), ["Red", "Fruit"])
        recorder.log = []
        search.searchBar.simulate.deleteToken(at: 0)
        expectEqual(recorder.log, ["update(, tokens: [\"Fruit\"])"])
        field.allowsDeletingTokens = false
        search.searchBar.simulate.deleteToken(at: 0)
        expectEqual(field.tokens.count, 1)
        field.removeToken(at: 0)
        #expect(field.tokens.isEmpty)
    }

    @Test func searchButtonTellsTheDelegateAndResigningEndsEditing() {
        let (search, recorder) = makeSearch()
        search.searchBar.simulate.tapSearchButton()
        #expect(recorder.log.isEmpty)
        search.searchBar.simulate.typing("a")
        recorder.log = []
        search.searchBar.simulate.tapSearchButton()
        #expect(search.searchBar.resignFirstResponder())
        expectEqual(recorder.log, ["searchButton", "shouldEnd", "didEnd"])
        #expect(search.isActive)
    }

    @Test func cancelClearsDismissesAndTellsEveryoneInOrder() {
        let (search, recorder) = makeSearch()
        search.searchBar.simulate.typing("a")
        search.searchBar.simulate.selectToken(SearchToken(icon: nil, text: "Fruit"))
        search.searchBar.simulate.typing("b")
        recorder.log = []
        search.searchBar.simulate.cancel()
        expectEqual(
            recorder.log,
            [
                "cancelButton", "willDismiss", "didEnd", "update(, tokens: [])", "didDismiss",
            ])
        #expect(!search.isActive && search.searchBar.text == "" && search.searchBar.searchTextField.tokens.isEmpty)
        #expect(!search.searchBar.showsCancelButton)
    }

    @Test func aBarWithoutControllerOnlyTellsItsDelegate() {
        let bar = SearchBar()
        let recorder = Recorder()
        bar.delegate = recorder
        bar.simulate.typing("x")
        bar.simulate.cancel()
        expectEqual(
            recorder.log, ["shouldBegin", "didBegin", "shouldChange(0,0,x)", "textDidChange(x)", "cancelButton"])
        expectEqual(bar.text, "x")
    }

    /// Apple, `automaticallyShowsSearchResultsController`: the controller "automatically shows its
    /// results controller based on the contents of its text property"; setting
    /// `showsSearchResultsController` turns the automatic behaviour off.
    @Test func theResultsControllerShowsWhileTheFieldHoldsAQuery() {
        let results = ViewController()
        let (search, _) = makeSearch(results: results)
        search.searchBar.simulate.typing("")
        #expect(search.isActive && results.parent === search && results.isViewLoaded)
        #expect(results.view.isHidden && !search.showsSearchResultsController)
        search.searchBar.simulate.typing("a")
        #expect(!results.view.isHidden && search.showsSearchResultsController)
        search.searchBar.simulate.deleteBackward()
        #expect(results.view.isHidden)
        search.searchBar.simulate.selectToken(SearchToken(icon: nil, text: "Fruit"))
        #expect(!results.view.isHidden)
        search.showsSearchResultsController = false
        #expect(!search.automaticallyShowsSearchResultsController && results.view.isHidden)
        search.showsSearchResultsController = true
        search.searchBar.simulate.cancel()
        #expect(results.view.isHidden)
    }
}
