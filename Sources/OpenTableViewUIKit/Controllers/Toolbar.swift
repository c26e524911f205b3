import Foundation

/// A bar of buttons, as UIKit's `UIToolbar`: a headless view, 44 points tall, showing its
/// ``items`` (bar button items, with flexible and fixed spaces between them).
///
/// A navigation controller has one at its bottom (``NavigationController/toolbar``), hidden until
/// ``NavigationController/setToolbarHidden(_:animated:)`` shows it, whose items are the top
/// controller's ``ViewController/toolbarItems``. Its appearance properties are recorded only:
/// nothing is drawn headless. A test taps an item with `simulate.tap()`.
/// ([UIToolbar](https://developer.apple.com/documentation/uikit/uitoolbar))
@preconcurrency @MainActor
open class Toolbar: View {
    /// The items shown, left to right. Default `nil`.
    open var items: [BarButtonItem]?

    /// Sets ``items`` (at once headless).
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// Whether the bar is translucent. Default `true`, as in UIKit.
    open var isTranslucent = true

    /// The bar's background tint. Default `nil`. Recorded only.
    open var barTintColor: Color?

    /// The bar's style. Default `.default`. Recorded only.
    open var barStyle = BarStyle.default

    /// The bar's appearance at its standard height, when content is scrolled under it. Default: a
    /// ``ToolbarAppearance`` with the default background. The bar keeps a copy of what is set, as
    /// UIKit's `@NSCopying` property does. Recorded only.
    open var standardAppearance: ToolbarAppearance {
        get { storedStandardAppearance }
        set { storedStandardAppearance = newValue.copy() }
    }

    /// The appearance of a compact bar (landscape iPhone), or `nil` for ``standardAppearance``.
    /// Default `nil`. The bar keeps a copy. Recorded only.
    open var compactAppearance: ToolbarAppearance? {
        get { storedCompactAppearance }
        set { storedCompactAppearance = newValue?.copy() }
    }

    /// The appearance when the content's bottom edge meets the bar (iOS 15), or `nil`. Default
    /// `nil`. The bar keeps a copy. Recorded only.
    open var scrollEdgeAppearance: ToolbarAppearance? {
        get { storedScrollEdgeAppearance }
        set { storedScrollEdgeAppearance = newValue?.copy() }
    }

    /// The appearance of a compact bar when the content's bottom edge meets it (iOS 15), or
    /// `nil`. Default `nil`. The bar keeps a copy. Recorded only.
    open var compactScrollEdgeAppearance: ToolbarAppearance? {
        get { storedCompactScrollEdgeAppearance }
        set { storedCompactScrollEdgeAppearance = newValue?.copy() }
    }

    private var storedStandardAppearance = ToolbarAppearance()
    private var storedCompactAppearance: ToolbarAppearance?
    private var storedScrollEdgeAppearance: ToolbarAppearance?
    private var storedCompactScrollEdgeAppearance: ToolbarAppearance?
}
