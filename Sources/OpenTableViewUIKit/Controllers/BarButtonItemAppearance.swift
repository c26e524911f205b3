import Foundation

/// How a bar's buttons look in each state, as UIKit's `UIBarButtonItemAppearance`: what a
/// ``NavigationBarAppearance`` holds for its plain, done and back buttons.
///
/// Nothing is drawn headless: the values are recorded. Every state starts without attributes, no
/// image and no offsets, whatever the style (UIKit supplies the style's font and colors when it
/// draws, which headless it does not).
/// ([UIBarButtonItemAppearance](https://developer.apple.com/documentation/uikit/uibarbuttonitemappearance))
@preconcurrency @MainActor
open class BarButtonItemAppearance {
    /// The appearance of an enabled button.
    public private(set) var normal = BarButtonItemStateAppearance()
    /// The appearance of a button being touched.
    public private(set) var highlighted = BarButtonItemStateAppearance()
    /// The appearance of a disabled button.
    public private(set) var disabled = BarButtonItemStateAppearance()
    /// The appearance of a focused button (focus-driven interfaces).
    public private(set) var focused = BarButtonItemStateAppearance()

    /// Creates the default appearance of buttons of `style`.
    public init(style: BarButtonItem.Style) {}

    /// Creates the default appearance of plain buttons.
    public convenience init() {
        self.init(style: .plain)
    }

    /// A new appearance with this one's values in new state appearances, as UIKit's `copy()`: what
    /// a bar appearance keeps when one is set.
    open func copy() -> BarButtonItemAppearance {
        let copy = BarButtonItemAppearance(style: .plain)
        copy.normal = normal.copied()
        copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }

    /// Resets every state to the default appearance of buttons of `style`.
    open func configureWithDefault(for style: BarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] { state.reset() }
    }
}

/// How a bar's buttons look in one state, as UIKit's `UIBarButtonItemStateAppearance`: reached
/// through a ``BarButtonItemAppearance``, never made on its own. Recorded only.
@preconcurrency @MainActor
open class BarButtonItemStateAppearance {
    /// Attributes of the title (`NSAttributedString.Key` to value). Default empty.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place. Default `.zero`.
    open var titlePositionAdjustment = Offset.zero
    /// An image behind the button, or `nil`. Default `nil`.
    open var backgroundImage: Image?
    /// How far ``backgroundImage`` moves from its place. Default `.zero`.
    open var backgroundImagePositionAdjustment = Offset.zero

    package init() {}

    /// A new state appearance with these values.
    func copied() -> BarButtonItemStateAppearance {
        let copy = BarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }

    /// Back to the values of a new state appearance.
    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }
}
