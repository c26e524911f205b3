import Foundation

/// A scrollable, multiline, editable text, standing in for UIKit's `UITextView` (a
/// ``ScrollView`` subclass, as in UIKit).
///
/// The text view records its text and appearance and takes part in first-responder bookkeeping:
/// ``becomeFirstResponder()`` begins editing and ``resignFirstResponder()`` ends it, asking the
/// ``delegate`` and posting the editing notifications in this order:
/// - begin: `textViewShouldBeginEditing(_:)`, the view becomes first responder,
///   `textViewDidBeginEditing(_:)`, ``textDidBeginEditingNotification``;
/// - each change the user makes (`simulate.typing(_:)`): `textView(_:shouldChangeTextIn:replacementText:)`,
///   the text changes and the insertion point moves after the new text,
///   `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)`, ``textDidChangeNotification``;
/// - end: `textViewShouldEndEditing(_:)` (not asked when ``View/endEditing(_:)`` forces it), the
///   view resigns, `textViewDidEndEditing(_:)`, ``textDidEndEditingNotification``.
///
/// Apple documents each call's meaning; the order of the delegate call and the notification is
/// OpenTableView's choice (Compatibility/Porting.md, "Text views"). Setting ``text`` in code calls
/// no delegate method and posts nothing, as Apple documents for `textViewDidChange(_:)`.
///
/// Sizing: the text is measured in ``font``, wrapped to the width less ``textContainerInset`` and
/// the text container's line fragment padding (5 points each side, `NSTextContainer`'s default),
/// plus the inset's top and bottom. With ``isScrollEnabled`` `false` that height is the
/// ``intrinsicContentSize`` (at the current width), so Auto Layout sizes the view to its text, as
/// in UIKit; with scrolling it is the ``ScrollView/contentSize`` after layout.
@preconcurrency @MainActor
open class TextView: ScrollView {
    private var textStorage = ""
    private var fontStorage: Font = .preferredFont(forTextStyle: .body)

    /// Posted after a text view became first responder, as
    /// `UITextView.textDidBeginEditingNotification`; the object is the text view.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed a text view's text, as `UITextView.textDidChangeNotification`;
    /// the object is the text view. Not posted for changes made in code.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view resigned first responder, as
    /// `UITextView.textDidEndEditingNotification`; the object is the text view.
    public nonisolated static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// The text. Never `nil` when read: setting `nil` makes it empty. Setting it moves the
    /// insertion point to the end and calls no delegate method.
    open var text: String! {
        get { textStorage }
        set {
            textStorage = newValue ?? ""
            selectedRange = NSRange(location: textStorage.utf16.count, length: 0)
            textDidChange()
        }
    }

    /// The text as an attributed string, as `UITextView.attributedText`. Attributes are not kept
    /// headless: reading gives ``text`` in ``font``, setting sets ``text`` to the string.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: textStorage) }
        set { text = newValue?.string ?? "" }
    }

    /// The font. Default the body text style, as Apple documents; setting `nil` restores it.
    open var font: Font? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? .preferredFont(forTextStyle: .body)
            textDidChange()
        }
    }
    /// The text color, or `nil` (the default) for the label color.
    open var textColor: Color?
    /// The horizontal alignment. Default ``TextAlignment/natural``.
    open var textAlignment: TextAlignment = .natural
    /// Whether the user can edit the text. Default `true`. A text view that is not editable cannot
    /// become first responder headless (on iOS it still can, to select text).
    open var isEditable = true {
        didSet { if !isEditable && isFirstResponder { resignFirstResponder() } }
    }
    /// Whether the user can select text. Default `true`. Recorded only.
    open var isSelectable = true
    /// The selected range (UTF-16 offsets), or the insertion point when its length is 0. Default
    /// the end of the text.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The margins of the text inside the view. Default top 8, left 0, bottom 8, right 0, as Apple
    /// documents.
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChange() }
    }
    /// Whether the font follows the content size category. Default `false`. Recorded only.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the user may style the text. Default `false`. Recorded only.
    open var allowsEditingTextAttributes = false
    /// Whether typing replaces the whole text. Default `false`. Recorded only.
    open var clearsOnInsertion = false
    /// A view shown above the keyboard while editing, or `nil`. Recorded only.
    open var inputAccessoryView: View?
    /// A view shown instead of the keyboard while editing, or `nil`. Recorded only.
    open var inputView: View?
    /// The keyboard asked for. Default ``KeyboardType/default``.
    open var keyboardType: KeyboardType = .default
    /// The Return key's title. Default ``ReturnKeyType/default``. In a text view Return types a
    /// line break.
    open var returnKeyType: ReturnKeyType = .default
    /// Automatic capitals. Default ``TextAutocapitalizationType/sentences``.
    open var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Autocorrection. Default ``TextAutocorrectionType/default``.
    open var autocorrectionType: TextAutocorrectionType = .default

    /// The delegate (weak), as `UITextView.delegate`: the scroll view's delegate, typed as a
    /// ``TextViewDelegate`` (which refines ``ScrollViewDelegate``).
    public var delegate: (any TextViewDelegate)? {
        get { scrollDelegate as? any TextViewDelegate }
        set { scrollDelegate = newValue }
    }

    /// Creates a text view with a frame, as `UITextView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the text view from an archive, as UIKit's `UITextView.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// See ``ScrollView/isScrollEnabled``. A text view that does not scroll sizes to its text: a
    /// change invalidates ``intrinsicContentSize``.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: First responder

    /// `true` while the text view is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing, as `UITextView.becomeFirstResponder()`, in the order the type's overview
    /// gives. Returns `false`, changing nothing, when the view is not editable or the delegate's
    /// `textViewShouldBeginEditing(_:)` says no. Already editing: returns `true` at once.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        guard delegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, as `UITextView.resignFirstResponder()`, in the order the type's overview
    /// gives. Returns `false`, still editing, when the delegate's `textViewShouldEndEditing(_:)`
    /// says no (unless ``View/endEditing(_:)`` forces it).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !View.isResigningByForce {
            guard delegate?.textViewShouldEndEditing(self) ?? true else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: Editing, for the simulations

    /// Replaces the UTF-16 `range` of the text with `string` if the delegate allows it, as one
    /// keystroke does; see the type's overview for the calls. Returns whether the text changed.
    package func replaceCharacters(in range: NSRange, with string: String) -> Bool {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else {
            return false
        }
        textStorage = (textStorage as NSString).replacingCharacters(in: range, with: string)
        selectedRange = NSRange(location: range.location + string.utf16.count, length: 0)
        textDidChange()
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        return true
    }

    // MARK: Sizing

    /// The proposed width (the current one when zero or not finite) and the height of the text
    /// wrapped to it, with the insets (see the type's overview).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: textHeight(forWidth: width))
    }

    /// With ``isScrollEnabled`` `false`: no intrinsic width, and the height of the text at the
    /// current width. With scrolling: no intrinsic size, as a scroll view.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
        }
        return CGSize(width: View.noIntrinsicMetric, height: textHeight(forWidth: bounds.width))
    }

    /// Sets the content size to the text's, so that a scrolling text view scrolls over its text.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = CGSize(width: bounds.width, height: textHeight(forWidth: bounds.width))
        if contentSize != size { contentSize = size }
    }

    /// `NSTextContainer.lineFragmentPadding`'s default: 5 points inside each side of the container.
    static let lineFragmentPadding: CGFloat = 5

    /// The height the text takes at `width`, with the insets: at least one line.
    private func textHeight(forWidth width: CGFloat) -> CGFloat {
        let textWidth = Swift.max(
            width - textContainerInset.left - textContainerInset.right - 2 * Self.lineFragmentPadding, 0)
        let measured = TextMeasurement.size(of: textStorage, font: fontStorage, numberOfLines: 0, width: textWidth)
        let lines = Swift.max(measured.height, fontStorage.lineHeight.rounded(.up))
        return lines + textContainerInset.top + textContainerInset.bottom
    }

    private func textDidChange() {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }
}
