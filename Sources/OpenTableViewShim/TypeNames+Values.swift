#if !canImport(UIKit)
    import Foundation
    import OpenTableView

    // UIKit's (and Core Animation's, Core Graphics') names for the values and views around the
    // table: colors, fonts, layers, accessibility, windows and safe areas. Each is a typealias, so
    // nested names resolve as in UIKit (`UIFont.Weight`, `UIImage.SymbolConfiguration`,
    // `UIWindow.Level`, `UIView.TintAdjustmentMode`).
    // `Tests/CompatibilityTests/APICoverage+Values.swift` references every one of them.

    /// UIKit's `UIWindow`: OpenTableView's ``Window``.
    public typealias UIWindow = Window
    /// UIKit's `UITraitCollection`: OpenTableView's ``TraitCollection`` (the interface style only).
    public typealias UITraitCollection = TraitCollection
    /// UIKit's `UIUserInterfaceStyle`: OpenTableView's ``UserInterfaceStyle``.
    public typealias UIUserInterfaceStyle = UserInterfaceStyle
    /// UIKit's `UIFontMetrics`: OpenTableView's ``FontMetrics``.
    public typealias UIFontMetrics = FontMetrics
    /// UIKit's `UIAccessibilityTraits`: OpenTableView's ``AccessibilityTraits``.
    public typealias UIAccessibilityTraits = AccessibilityTraits
    /// UIKit's `NSDirectionalEdgeInsets`: OpenTableView's ``DirectionalEdgeInsets``.
    public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
    /// Core Animation's `CALayer`: OpenTableView's ``Layer``, the layer behind every view.
    public typealias CALayer = Layer
    /// Core Animation's `CALayerCornerCurve`: OpenTableView's ``Layer/CornerCurve``.
    public typealias CALayerCornerCurve = Layer.CornerCurve
    /// Core Animation's `CACornerMask`: OpenTableView's ``Layer/CornerMask``.
    public typealias CACornerMask = Layer.CornerMask
    /// Core Graphics' `CGColor`, which Foundation on Linux lacks: OpenTableView's ``GraphicsColor``.
    public typealias CGColor = GraphicsColor
    /// UIKit's `NSParagraphStyle`: OpenTableView's ``ParagraphStyle``.
    public typealias NSParagraphStyle = ParagraphStyle
    /// UIKit's `NSMutableParagraphStyle`: OpenTableView's ``MutableParagraphStyle``.
    public typealias NSMutableParagraphStyle = MutableParagraphStyle
    /// UIKit's `NSUnderlineStyle`: OpenTableView's ``UnderlineStyle``.
    public typealias NSUnderlineStyle = UnderlineStyle
#endif
