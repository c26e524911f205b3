import Foundation

/// The text field of a search bar, holding text and tokens, as UIKit's `UISearchTextField`
/// (iOS 13).
///
/// Tokens come before the text, in order. Inserting and removing them in code tells nobody, as
/// setting the text does; the user's token gestures (`simulate.selectToken(_:)`,
/// `simulate.deleteToken(at:)` on the search bar) tell the bar's search controller. An index out
/// of range traps, as Swift's arrays do (UIKit raises `NSRangeException`).
@preconcurrency @MainActor
open class SearchTextField: TextField {
    /// The tokens, in order, as `UISearchTextField.tokens`. Default empty.
    open var tokens: [SearchToken] = []

    /// Whether the user may delete tokens. Default `true`.
    open var allowsDeletingTokens = true

    /// Whether the user may copy tokens. Default `false`. Recorded only.
    open var allowsCopyingTokens = false

    /// The background color of the tokens. Default `nil` (the tint). Recorded only.
    open var tokenBackgroundColor: Color?

    /// Creates a search text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the field from an archive, as UIKit's `init?(coder:)`: only OpenTableView's
    /// Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Inserts `token` at `tokenIndex` (0 through ``tokens``' count), as
    /// `insertToken(_:at:)`.
    open func insertToken(_ token: SearchToken, at tokenIndex: Int) {
        precondition(tokenIndex >= 0 && tokenIndex <= tokens.count, "Token index \(tokenIndex) out of range")
        tokens.insert(token, at: tokenIndex)
    }

    /// Removes the token at `tokenIndex`, as `removeToken(at:)`.
    open func removeToken(at tokenIndex: Int) {
        precondition(tokens.indices.contains(tokenIndex), "Token index \(tokenIndex) out of range")
        tokens.remove(at: tokenIndex)
    }

    /// Whether the field holds text or tokens: what makes the results controller show.
    package var hasQuery: Bool { !(text ?? "").isEmpty || !tokens.isEmpty }
}

/// A token in a search field, as UIKit's `UISearchToken`: an icon and a text, and the object the
/// app associates with it.
@preconcurrency @MainActor
open class SearchToken {
    /// The icon, or `nil`. An OpenTableView addition for tests: UIKit keeps it private.
    public let icon: Image?
    /// The text. An OpenTableView addition for tests: UIKit keeps it private.
    public let text: String

    /// The app's object for the token, as `UISearchToken.representedObject`. Default `nil`.
    open var representedObject: Any?

    /// Creates a token, as `UISearchToken(icon:text:)`.
    public init(icon: Image?, text: String) {
        self.icon = icon
        self.text = text
    }
}
