import Foundation

/// How a navigation bar looks, as UIKit's `UINavigationBarAppearance`: a ``BarAppearance`` (the
/// background and shadow) with the title's attributes, the buttons' appearances and the back
/// indicator.
///
/// Set it on ``NavigationBar/standardAppearance`` and its siblings, or on a
/// ``NavigationItem``'s to override the bar's while that item is on top. Nothing is drawn
/// headless: the values are recorded.
/// ([UINavigationBarAppearance](https://developer.apple.com/documentation/uikit/uinavigationbarappearance))
@preconcurrency @MainActor
open class NavigationBarAppearance: BarAppearance {
    /// Attributes of the title's text (`NSAttributedString.Key` to value). Default empty: the
    /// bar's font and color.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// Attributes of the large title's text. Default empty.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// How far the title moves from its place. Default `.zero`.
    open var titlePositionAdjustment = Offset.zero

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

    /// The appearance of the back button. The appearance keeps a copy of what is set.
    open var backButtonAppearance: BarButtonItemAppearance {
        get { storedBackButtonAppearance }
        set { storedBackButtonAppearance = newValue.copy() }
    }

    /// The image beside the back button's title. Default: the system's back chevron
    /// (`Image(systemName: "chevron.backward")`).
    open var backIndicatorImage: Image { storedBackIndicator.image }

    /// The mask of ``backIndicatorImage`` during push and pop transitions. Default: the system's
    /// chevron.
    open var backIndicatorTransitionMaskImage: Image { storedBackIndicator.mask }

    private var storedButtonAppearance = BarButtonItemAppearance(style: .plain)
    private var storedDoneButtonAppearance = BarButtonItemAppearance(style: .done)
    private var storedBackButtonAppearance = BarButtonItemAppearance(style: .plain)
    private var storedBackIndicator = NavigationBarAppearance.systemBackIndicator

    /// Creates an appearance with the default background and default attributes, for `idiom`
    /// (see ``BarAppearance/init(idiom:)``; `init()` makes one for the device's).
    public override init(idiom: UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Creates an appearance with the background and shadow of `barAppearance`; made from a
    /// navigation bar appearance, with its title attributes, buttons and back indicator too (a
    /// copy); otherwise with their defaults.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let navigation = barAppearance as? NavigationBarAppearance else { return }
        titleTextAttributes = navigation.titleTextAttributes
        largeTitleTextAttributes = navigation.largeTitleTextAttributes
        titlePositionAdjustment = navigation.titlePositionAdjustment
        storedButtonAppearance = navigation.storedButtonAppearance.copy()
        storedDoneButtonAppearance = navigation.storedDoneButtonAppearance.copy()
        storedBackButtonAppearance = navigation.storedBackButtonAppearance.copy()
        storedBackIndicator = navigation.storedBackIndicator
    }

    /// Sets the back indicator and its transition mask. As in UIKit, both or neither: when either
    /// is `nil`, the system's chevron comes back for both.
    open func setBackIndicatorImage(
        _ backIndicatorImage: Image?, transitionMaskImage backIndicatorTransitionMaskImage: Image?
    ) {
        if let backIndicatorImage, let backIndicatorTransitionMaskImage {
            storedBackIndicator = (backIndicatorImage, backIndicatorTransitionMaskImage)
        } else {
            storedBackIndicator = NavigationBarAppearance.systemBackIndicator
        }
    }

    /// The system's back chevron, as the indicator and its mask.
    private static let systemBackIndicator: (image: Image, mask: Image) = {
        let chevron = Image(systemName: "chevron.backward")!
        return (chevron, chevron)
    }()
}
