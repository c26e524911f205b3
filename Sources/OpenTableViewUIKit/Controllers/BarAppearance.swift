import Foundation

/// The background and shadow of a bar, as UIKit's `UIBarAppearance`: the base of
/// ``NavigationBarAppearance`` and ``TabBarAppearance``.
///
/// Nothing is drawn headless: an appearance records its values for a bar to hold and tests to read.
/// A bar keeps a copy of the appearance it is given, as UIKit's `@NSCopying` properties do
/// (``copy()``), so changing an appearance after setting it does not change the bar's.
///
/// The three `configureWith…` methods set UIKit's documented kinds of background; the values
/// themselves are OpenTableView's choice, which UIKit does not document (see
/// `Compatibility/API.md`, "UIBarAppearance"):
///
/// | | ``backgroundEffect`` | ``backgroundColor`` | ``shadowColor`` |
/// |---|---|---|---|
/// | default (also a new appearance) | `BlurEffect(style: .systemChromeMaterial)` | `nil` | `Color(white: 0, alpha: 0.3)` |
/// | opaque | `nil` | `.systemBackground` | `Color(white: 0, alpha: 0.3)` |
/// | transparent | `nil` | `nil` | `nil` |
///
/// Each also resets ``backgroundImage``, ``backgroundImageContentMode`` and ``shadowImage``.
/// ([UIBarAppearance](https://developer.apple.com/documentation/uikit/uibarappearance))
@preconcurrency @MainActor
open class BarAppearance {
    /// The blur composited first, under the color and the image. Default: the default
    /// background's blur.
    open var backgroundEffect: BlurEffect?

    /// The color composited over ``backgroundEffect``. Default `nil`.
    open var backgroundColor: Color?

    /// The image composited over ``backgroundColor``, resized by ``backgroundImageContentMode``.
    /// Default `nil`.
    open var backgroundImage: Image?

    /// How ``backgroundImage`` is resized. Default `.scaleToFill`; `.redraw` reads back as
    /// `.scaleToFill`, as in UIKit.
    open var backgroundImageContentMode: View.ContentMode {
        get { storedBackgroundImageContentMode }
        set { storedBackgroundImageContentMode = newValue == .redraw ? .scaleToFill : newValue }
    }

    /// The color of the bar's shadow, or the tint of ``shadowImage`` when it is a template image;
    /// `nil` or clear for no shadow. Default: the default background's.
    open var shadowColor: Color?

    /// An image for the shadow in place of the bar's own, or `nil`. Default `nil`.
    open var shadowImage: Image?

    /// The kind of device the appearance is for. Default: the device's (`.phone` headless).
    public let idiom: UserInterfaceIdiom

    private var storedBackgroundImageContentMode = View.ContentMode.scaleToFill

    /// Creates an appearance with the default background (see the type's table), for the
    /// device's idiom.
    public convenience init() {
        self.init(idiom: Device.current.userInterfaceIdiom)
    }

    /// Creates an appearance with the default background for `idiom`. As in UIKit the idiom is a
    /// hint: `.unspecified` resolves to the device's. Recorded only: the values are the same for
    /// every idiom.
    public init(idiom: UserInterfaceIdiom) {
        self.idiom = idiom == .unspecified ? Device.current.userInterfaceIdiom : idiom
        configureWithDefaultBackground()
    }

    /// Creates an appearance with the background and shadow of `barAppearance`, which may be of
    /// another kind of bar: a ``NavigationBarAppearance`` made from a ``TabBarAppearance`` shares
    /// its background and shadow, and has the defaults of its own attributes. Made from one of its
    /// own kind, it is a copy.
    ///
    /// `required` here, where UIKit's is not: ``copy()`` makes the copy through it. A subclass that
    /// declares an initializer of its own implements this one too.
    public required init(barAppearance: BarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        storedBackgroundImageContentMode = barAppearance.storedBackgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// A new appearance of the same class with this one's values, as UIKit's `copy()`: what a bar
    /// keeps when an appearance is set.
    public final func copy() -> Self {
        Self(barAppearance: self)
    }

    /// Sets the default background: a blur and a shadow (see the type's table). Replaces every
    /// background and shadow value set before.
    open func configureWithDefaultBackground() {
        resetBackground(
            effect: BlurEffect(style: .systemChromeMaterial), color: nil, shadow: BarAppearance.defaultShadowColor)
    }

    /// Sets an opaque background, in colors of the current theme, and a shadow (see the type's
    /// table). Replaces every background and shadow value set before.
    open func configureWithOpaqueBackground() {
        resetBackground(effect: nil, color: .systemBackground, shadow: BarAppearance.defaultShadowColor)
    }

    /// Sets a transparent background and no shadow. Replaces every background and shadow value set
    /// before.
    open func configureWithTransparentBackground() {
        resetBackground(effect: nil, color: nil, shadow: nil)
    }

    /// The shadow of the default and opaque backgrounds: black at 30 %.
    static let defaultShadowColor = Color(white: 0, alpha: 0.3)

    private func resetBackground(effect: BlurEffect?, color: Color?, shadow: Color?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        storedBackgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }
}
