import Foundation

/// A search field with optional scope buttons, as UIKit's `UISearchBar`.
///
/// The text lives in the bar's ``searchTextField`` (one owner: ``text`` reads and writes it), with
/// the tokens. Setting properties in code tells nobody, as in UIKit; the user's gestures
/// (`simulate.typing(_:)`, `simulate.selectScopeButton(at:)`, `simulate.selectToken(_:)`,
/// `simulate.tapSearchButton()`, `simulate.cancel()`) tell the ``delegate`` and, for a bar that
/// belongs to a ``SearchController``, the controller's updater.
@preconcurrency @MainActor
open class SearchBar: View {
    /// The controller this bar belongs to.
    package weak var searchController: SearchController?

    /// Told of the user's edits, scope changes and button taps. Weak, as in UIKit.
    open weak var delegate: SearchBarDelegate?

    /// The bar's text field, which holds the text and the tokens, as `UISearchBar.searchTextField`
    /// (iOS 13).
    public let searchTextField = SearchTextField(frame: CGRect(x: 8, y: 10, width: 304, height: 36))

    /// Whether the user is editing the search (between beginning and ending editing).
    package var isEditingSearch = false

    /// The text in the bar: the ``searchTextField``'s text. Never `nil` when read (setting `nil`
    /// empties it), as UIKit's. Setting it in code tells nobody (UIKit tells the delegate and
    /// updater only of the user's edits: use `simulate.typing(_:)` for those).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The placeholder shown when the text is empty: the field's placeholder. Default `nil`.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A single line of text above the bar. Default `nil`. Recorded only.
    open var prompt: String?

    /// The titles of the scope buttons, as `UISearchBar.scopeButtonTitles`. Default `nil`.
    open var scopeButtonTitles: [String]?

    /// The index of the selected scope button. Default 0. Setting it in code tells nobody.
    open var selectedScopeButtonIndex = 0

    /// Whether the scope bar shows. Default `false`; a ``SearchController`` with
    /// ``SearchController/automaticallyShowsScopeBar`` shows it while active.
    open var showsScopeBar = false

    private var showsCancelButtonStorage = false

    /// Whether the Cancel button shows. Default `false`. While the bar's ``SearchController`` is
    /// active and ``SearchController/automaticallyShowsCancelButton``, it reads `true`.
    open var showsCancelButton: Bool {
        get {
            if let searchController, searchController.isActive, searchController.automaticallyShowsCancelButton {
                return true
            }
            return showsCancelButtonStorage
        }
        set { showsCancelButtonStorage = newValue }
    }

    /// Sets ``showsCancelButton``, as `setShowsCancelButton(_:animated:)`; nothing is animated.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Whether the bookmark button shows. Default `false`. Recorded only.
    open var showsBookmarkButton = false

    /// The style of the bar. Default ``Style/default``. Recorded only.
    open var searchBarStyle: Style = .default

    /// The bar's style, as `UISearchBar.Style`, with UIKit's raw values.
    public enum Style: UInt, Sendable, Hashable {
        /// The default style (prominent).
        case `default` = 0
        /// A translucent background and an opaque field.
        case prominent = 1
        /// No background, a translucent field.
        case minimal = 2
    }

    /// Creates a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    /// Creates the bar from an archive, as UIKit's `init?(coder:)`: only OpenTableView's
    /// Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a search bar 56 points tall, as `UISearchBar()` sized by `sizeToFit()`.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    }

    // MARK: First responder

    /// Begins editing, as a tap into the bar does (the search controller presents the search):
    /// UIKit's bar forwards first-responder status to its field. Returns `false` when the
    /// delegate's `searchBarShouldBeginEditing(_:)` refuses.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        userBeginsEditing()
    }

    /// Ends editing (`searchBarShouldEndEditing(_:)`, then `searchBarTextDidEndEditing(_:)`), as
    /// apps call it from `searchBarSearchButtonClicked(_:)` to hide the keyboard. The search stays
    /// active. Returns `false` when the delegate refuses.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditingSearch else { return true }
        userEndsEditing(forced: false)
        return !isEditingSearch
    }

    // MARK: The user's gestures (reached through `simulate`)

    /// The user taps into the bar: `searchBarShouldBeginEditing(_:)`; if allowed and not editing
    /// yet, the controller presents the search around `searchBarTextDidBeginEditing(_:)`. Returns
    /// whether the bar is editing afterwards.
    package func userBeginsEditing() -> Bool {
        if isEditingSearch { return true }
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        let beginEditing = { [self] in
            isEditingSearch = true
            delegate?.searchBarTextDidBeginEditing(self)
        }
        if let searchController, !searchController.isActive {
            searchController.present(whileEditing: beginEditing)
        } else {
            beginEditing()
        }
        return true
    }

    /// The user replaces `range` of the text with `replacement`: asks
    /// `searchBar(_:shouldChangeTextIn:replacementText:)`; if allowed, the text changes,
    /// `searchBar(_:textDidChange:)`, and the controller's updater is asked.
    package func userReplaces(_ range: NSRange, with replacement: String) {
        guard delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        let current = (text ?? "") as NSString
        text = current.replacingCharacters(in: range, with: replacement)
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchDidChange()
    }

    /// The user ends editing: `searchBarShouldEndEditing(_:)` unless `forced`, then
    /// `searchBarTextDidEndEditing(_:)`.
    package func userEndsEditing(forced: Bool) {
        guard isEditingSearch else { return }
        guard forced || (delegate?.searchBarShouldEndEditing(self) ?? true) else { return }
        isEditingSearch = false
        delegate?.searchBarTextDidEndEditing(self)
    }
}
