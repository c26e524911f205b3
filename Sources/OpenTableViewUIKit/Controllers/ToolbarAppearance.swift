import Foundation

/// How a toolbar looks, as UIKit's `UIToolbarAppearance`: a ``BarAppearance`` (the background and
/// shadow) with the buttons' appearances.
///
/// Set it on ``Toolbar/standardAppearance`` and its siblings. Nothing is drawn headless: the values
/// are recorded.
/// ([UIToolbarAppearance](https://developer.apple.com/documentation/uikit/uitoolbarappearance))
@preconcurrency @MainActor
open class ToolbarAppearance: BarAppearance {
    /// The appearance of plain bar button items. The appearance keeps a copy of what is set.
    open var buttonAppearance: BarButtonItemAppearance {
        get { storedButtonAppearance }
        set { storedButtonAppearance = newValue.copy() }
    }

    /// The appearance of bar button items of the done style. The appearance keeps a copy of what
    /// is set.
    open var doneButtonAppearance: BarButtonItemAppearance {
        get { storedDoneButtonAppearance }
        set { storedDoneButtonAppearance = newValue.copy() }
    }

    private var storedButtonAppearance = BarButtonItemAppearance(style: .plain)
    private var storedDoneButtonAppearance = BarButtonItemAppearance(style: .done)

    /// Creates an appearance with the default background, for `idiom` (see
    /// ``BarAppearance/init(idiom:)``; `init()` makes one for the device's).
    public override init(idiom: UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance with the background and shadow of `barAppearance`; made from a
    /// toolbar appearance, with copies of its button appearances too; otherwise with their
    /// defaults.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let toolbar = barAppearance as? ToolbarAppearance else { return }
        storedButtonAppearance = toolbar.storedButtonAppearance.copy()
        storedDoneButtonAppearance = toolbar.storedDoneButtonAppearance.copy()
    }
}
