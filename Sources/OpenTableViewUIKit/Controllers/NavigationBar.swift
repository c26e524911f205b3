import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: a headless view,
/// 44 points tall, whose items are the navigation items of the controllers in the stack.
///
/// Its appearance properties are recorded only: nothing is drawn headless.
@preconcurrency @MainActor
open class NavigationBar: View {
    /// The navigation controller that manages the bar, if any.
    package weak var navigationController: NavigationController?

    /// Whether the bar shows large titles when a navigation item's
    /// ``NavigationItem/largeTitleDisplayMode`` allows. Default `false`. Recorded only: the bar
    /// stays 44 points tall.
    open var prefersLargeTitles = false

    /// Whether the bar is translucent. Default `true`, as in UIKit.
    open var isTranslucent = true

    /// The bar's background tint. Default `nil`. Recorded only.
    open var barTintColor: Color?

    /// Attributes for the title text (`NSAttributedString.Key` to value). Default `nil`. Recorded
    /// only.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?

    /// Attributes for large title text. Default `nil`. Recorded only.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?

    /// The bar's appearance at its standard height, when content is scrolled under it. Default: a
    /// ``NavigationBarAppearance`` with the default background. The bar keeps a copy of what is
    /// set, as UIKit's `@NSCopying` property does. Recorded only.
    open var standardAppearance: NavigationBarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }

    /// The appearance of a compact bar (landscape iPhone), or `nil` for ``standardAppearance``.
    /// Default `nil`. The bar keeps a copy. Recorded only.
    open var compactAppearance: NavigationBarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy() }
    }

    /// The appearance when the content's top edge meets the bar, or `nil` for UIKit's (the
    /// standard one with a transparent background). Default `nil`. The bar keeps a copy. Recorded
    /// only.
    open var scrollEdgeAppearance: NavigationBarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The appearance of a compact bar when the content's top edge meets it, or `nil`. Default
    /// `nil`. The bar keeps a copy. Recorded only.
    open var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy() }
    }

    private var storedStandardAppearance = NavigationBarAppearance()
    private var storedCompactAppearance: NavigationBarAppearance?
    private var storedScrollEdgeAppearance: NavigationBarAppearance?
    private var storedCompactScrollEdgeAppearance: NavigationBarAppearance?

    /// The bar's style. Default `.default`. Recorded only.
    open var barStyle = BarStyle.default

    /// An image for the bar's shadow in place of the default one, or `nil`. Default `nil`. As in
    /// UIKit, it is drawn only with a custom background image (see ``setBackgroundImage(_:for:)``);
    /// `Image()` with an empty background image hides the shadow. Recorded only.
    open var shadowImage: Image?

    /// The image beside the back button's title, or `nil` for the system's chevron. Default `nil`.
    /// Recorded only.
    open var backIndicatorImage: Image?

    /// The mask of ``backIndicatorImage`` during push and pop transitions, or `nil`. Default `nil`.
    /// Recorded only.
    open var backIndicatorTransitionMaskImage: Image?

    /// The background images set with ``setBackgroundImage(_:for:barMetrics:)``, by position and
    /// metrics.
    private var backgroundImages: [BackgroundImageKey: Image] = [:]

    /// The title's vertical offsets set with ``setTitleVerticalPositionAdjustment(_:for:)``.
    private var titleVerticalAdjustments: [BarMetrics: CGFloat] = [:]

    /// Sets the bar's background image for `barMetrics` at any position, or removes it with `nil`.
    /// `Image()` gives an empty background (with an empty ``shadowImage``, a transparent bar).
    /// Recorded only.
    open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image set for `barMetrics` at any position, or `nil`.
    open func backgroundImage(for barMetrics: BarMetrics) -> Image? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// Sets the bar's background image for `barPosition` and `barMetrics`, or removes it with `nil`.
    /// Recorded only.
    open func setBackgroundImage(
        _ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics
    ) {
        backgroundImages[BackgroundImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
    }

    /// The background image set for `barPosition` and `barMetrics`, or `nil`: the image set for
    /// that pair (an image set for `.any` is not returned for another position).
    open func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
        backgroundImages[BackgroundImageKey(position: barPosition, metrics: barMetrics)]
    }

    /// Moves the title up (negative) or down by `adjustment` points at `barMetrics`. Recorded only.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: BarMetrics) {
        titleVerticalAdjustments[barMetrics] = adjustment
    }

    /// The title's vertical offset at `barMetrics`. Default 0.
    open func titleVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
        titleVerticalAdjustments[barMetrics] ?? 0
    }

    /// Creates a bar; a navigation controller makes its own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the bar from an archive, as UIKit's `UINavigationBar.init?(coder:)`: only
    /// OpenTableView's Interface Builder loading reaches it (see `View.init?(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The navigation items, bottom of the stack first: those of the navigation controller's
    /// controllers for a managed bar, as UIKit maintains them.
    open var items: [NavigationItem]? {
        navigationController?.viewControllers.map(\.navigationItem)
    }

    /// The item at the top of the stack.
    open var topItem: NavigationItem? { items?.last }

    /// The item below the top one, whose back button the bar shows.
    open var backItem: NavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// The bar's width and 44 points, as UIKit's compact bar.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 44)
    }
}

/// The position and metrics a background image is set for, as a dictionary key.
private struct BackgroundImageKey: Hashable {
    let position: BarPosition
    let metrics: BarMetrics
}
