import Foundation

/// A single-line editable text, standing in for UIKit's `UITextField`.
///
/// The field records its text, its appearance and its keyboard settings, and takes part in
/// first-responder bookkeeping: ``becomeFirstResponder()`` begins editing and
/// ``resignFirstResponder()`` ends it, asking the ``delegate`` and sending the editing events in
/// this order:
/// - begin: `textFieldShouldBeginEditing(_:)`, the field becomes first responder, ``isEditing``
///   turns `true` (and the text is cleared if ``clearsOnBeginEditing``), ``Control/Event/editingDidBegin``,
///   `textFieldDidBeginEditing(_:)`;
/// - end: `textFieldShouldEndEditing(_:)` (not asked when ``View/endEditing(_:)`` forces it), the
///   field resigns, ``isEditing`` turns `false`, ``Control/Event/editingDidEnd``,
///   `textFieldDidEndEditing(_:reason:)` with ``DidEndEditingReason/committed``.
///
/// UIKit documents the delegate calls around the first-responder change; where the control event
/// falls relative to the delegate call it does not document, and this order is OpenTableView's
/// choice (Compatibility/Porting.md). There is no keyboard: tests type with
/// `simulate.typing(_:)`, `simulate.pressReturn()`, `simulate.clear()` and `simulate.endEditing()`.
/// Setting ``text`` in code sends nothing, as in UIKit.
@preconcurrency @MainActor
open class TextField: Control {
    private var textStorage = ""
    private var fontStorage = Font.systemFont(ofSize: 17)
    private var textColorStorage = Color.label

    /// The text. Never `nil` when read: setting `nil` makes it empty, as UIKit's `UITextField`
    /// (whose text is an empty string by default). Setting it sends no event.
    open var text: String? {
        get { textStorage }
        set {
            keyValueObservers?.willChange(.text)
            textStorage = newValue ?? ""
            keyValueObservers?.didChange(.text)
        }
    }

    /// The text as an attributed string, as `UITextField.attributedText`. Attributes are not kept
    /// headless: reading gives ``text`` without attributes, setting sets ``text`` to the string.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: textStorage) }
        set { textStorage = newValue?.string ?? "" }
    }

    /// The text shown while the field is empty, or `nil`. Default `nil`.
    open var placeholder: String?
    /// The font. Default the 17-point system font; setting `nil` restores it.
    open var font: Font? {
        get { fontStorage }
        set { fontStorage = newValue ?? .systemFont(ofSize: 17) }
    }
    /// The text color. Default ``Color/label``; setting `nil` restores it.
    open var textColor: Color? {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label }
    }
    /// The horizontal alignment. Default ``TextAlignment/natural``.
    open var textAlignment: TextAlignment = .natural
    /// The border. Default ``BorderStyle/none``, as a field made in code has.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows. Default ``ViewMode/never``.
    open var clearButtonMode: ViewMode = .never
    /// A view at the leading edge, or `nil`.
    open var leftView: View?
    /// When ``leftView`` shows. Default ``ViewMode/never``.
    open var leftViewMode: ViewMode = .never
    /// A view at the trailing edge, or `nil`.
    open var rightView: View?
    /// When ``rightView`` shows. Default ``ViewMode/never``.
    open var rightViewMode: ViewMode = .never
    /// Whether beginning to edit removes the old text. Default `false`.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the width. Default `false`. Recorded only.
    open var adjustsFontSizeToFitWidth = false
    /// A view shown above the keyboard while editing, or `nil`. Recorded only.
    open var inputAccessoryView: View?
    /// A view shown instead of the keyboard while editing, or `nil`. Recorded only.
    open var inputView: View?

    /// The keyboard asked for. Default ``KeyboardType/default``.
    open var keyboardType: KeyboardType = .default
    /// The Return key's title. Default ``ReturnKeyType/default``.
    open var returnKeyType: ReturnKeyType = .default
    /// Automatic capitals. Default ``TextAutocapitalizationType/sentences``.
    open var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Autocorrection. Default ``TextAutocorrectionType/default``.
    open var autocorrectionType: TextAutocorrectionType = .default
    /// Whether the text is hidden as it is typed (a password). Default `false`.
    open var isSecureTextEntry = false
    /// What the field holds, for suggestions, or `nil`. Default `nil`.
    open var textContentType: TextContentType!

    /// The delegate, held weakly as in UIKit.
    open weak var delegate: (any TextFieldDelegate)?

    /// Whether the field is editing: `true` from becoming first responder until resigning. Open
    /// and get-only, as UIKit declares it; the field itself reads its storage.
    open var isEditing: Bool { isEditingStorage }
    /// The storage of ``isEditing``.
    var isEditingStorage = false

    /// Creates a text field with a frame, as `UITextField(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the text field from an archive, as UIKit's `UITextField.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: First responder

    /// `true` while the field is enabled: a disabled field cannot begin editing.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, as `UITextField.becomeFirstResponder()`, in the order the type's overview
    /// gives. Returns `false`, changing nothing, when the field is disabled or the delegate's
    /// `textFieldShouldBeginEditing(_:)` says no. Already editing: returns `true` at once.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditingStorage = true
        if clearsOnBeginEditing { textStorage = "" }
        sendActions(for: .editingDidBegin)
        delegate?.textFieldDidBeginEditing(self)
        return true
    }

    /// Ends editing, as `UITextField.resignFirstResponder()`, in the order the type's overview
    /// gives. Returns `false`, still editing, when the delegate's `textFieldShouldEndEditing(_:)`
    /// says no (unless ``View/endEditing(_:)`` forces it).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !View.isResigningByForce {
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        isEditingStorage = false
        sendActions(for: .editingDidEnd)
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        return true
    }

    // MARK: Editing, for the simulations

    /// Replaces the UTF-16 `range` of the text with `string`, if the delegate allows it; then
    /// `textFieldDidChangeSelection(_:)` and ``Control/Event/editingChanged``. Returns whether the
    /// text changed hands. What one keystroke, or the clear button, does.
    package func replaceCharacters(in range: NSRange, with string: String) -> Bool {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else {
            return false
        }
        textStorage = (textStorage as NSString).replacingCharacters(in: range, with: string)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        return true
    }
}
