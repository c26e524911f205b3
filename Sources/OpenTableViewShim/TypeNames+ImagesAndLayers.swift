#if !canImport(UIKit)
    import Foundation
    import OpenTableView

    // UIKit's and Core Animation's names for images made from bytes and drawn by renderers, for
    // Bézier paths, and for layers of an app's own and their animations (`CGPath` and
    // `CGMutablePath` keep Core Graphics' names: the UIKit module declares them where Core
    // Graphics is missing). Each is a typealias, so nested names resolve as
    // in UIKit (`UIGraphicsImageRendererFormat.Range`, `CAShapeLayer.LineCap`…).
    // `Tests/CompatibilityTests/APICoverage+ImagesAndLayers.swift` references every one of them.

    /// UIKit's `UIGraphicsImageRenderer`: OpenTableView's ``GraphicsImageRenderer``.
    public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
    /// UIKit's `UIGraphicsImageRendererFormat`: OpenTableView's ``GraphicsImageRendererFormat``.
    public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
    /// UIKit's `UIGraphicsImageRendererContext`: OpenTableView's ``GraphicsImageRendererContext``.
    public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
    /// UIKit's `UIBezierPath`: OpenTableView's ``BezierPath``.
    public typealias UIBezierPath = BezierPath
    /// UIKit's `UIRectCorner`: OpenTableView's ``RectCorner``.
    public typealias UIRectCorner = RectCorner
    /// Core Animation's `CAGradientLayer`: OpenTableView's ``GradientLayer``.
    public typealias CAGradientLayer = GradientLayer
    /// Core Animation's `CAGradientLayerType`: OpenTableView's ``GradientLayerType``.
    public typealias CAGradientLayerType = GradientLayerType
    /// Core Animation's `CAShapeLayer`: OpenTableView's ``ShapeLayer``.
    public typealias CAShapeLayer = ShapeLayer
    /// Core Animation's `CAShapeLayerLineCap`: OpenTableView's ``ShapeLayer/LineCap``.
    public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
    /// Core Animation's `CAShapeLayerLineJoin`: OpenTableView's ``ShapeLayer/LineJoin``.
    public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
    /// Core Animation's `CAAnimation`: OpenTableView's ``Animation``.
    public typealias CAAnimation = Animation
    /// Core Animation's `CAAnimationDelegate`: OpenTableView's ``AnimationDelegate``.
    public typealias CAAnimationDelegate = AnimationDelegate
    /// Core Animation's `CAPropertyAnimation`: OpenTableView's ``PropertyAnimation``.
    public typealias CAPropertyAnimation = PropertyAnimation
    /// Core Animation's `CABasicAnimation`: OpenTableView's ``BasicAnimation``.
    public typealias CABasicAnimation = BasicAnimation
    /// Core Animation's `CAKeyframeAnimation`: OpenTableView's ``KeyframeAnimation``.
    public typealias CAKeyframeAnimation = KeyframeAnimation
    /// Core Animation's `CASpringAnimation`: OpenTableView's ``SpringAnimation``.
    public typealias CASpringAnimation = SpringAnimation
    /// Core Animation's `CATransaction`: OpenTableView's ``Transaction``.
    public typealias CATransaction = Transaction
    /// Core Animation's `CAMediaTimingFunction`: OpenTableView's ``MediaTimingFunction``.
    public typealias CAMediaTimingFunction = MediaTimingFunction
    /// Core Animation's `CAMediaTimingFunctionName`: OpenTableView's ``MediaTimingFunctionName``.
    public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
    /// Core Animation's `CAMediaTimingFillMode`: OpenTableView's ``MediaTimingFillMode``.
    public typealias CAMediaTimingFillMode = MediaTimingFillMode
    /// Core Animation's `CAAnimationCalculationMode`: OpenTableView's ``AnimationCalculationMode``.
    public typealias CAAnimationCalculationMode = AnimationCalculationMode
#endif

#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for the trait types and the search types added with them.

    /// UIKit's `UIContentSizeCategory`: OpenTableView's ``ContentSizeCategory``.
    public typealias UIContentSizeCategory = ContentSizeCategory
    /// UIKit's `UIUserInterfaceSizeClass`: OpenTableView's ``UserInterfaceSizeClass``.
    public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
    /// UIKit's `UITraitEnvironmentLayoutDirection`: OpenTableView's ``TraitEnvironmentLayoutDirection``.
    public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
    /// UIKit's `UILegibilityWeight`: OpenTableView's ``LegibilityWeight``.
    public typealias UILegibilityWeight = LegibilityWeight
    /// UIKit's `UITraitEnvironment`: OpenTableView's ``TraitEnvironment``.
    public typealias UITraitEnvironment = TraitEnvironment
    /// UIKit's `UITraitDefinition`: OpenTableView's ``TraitDefinition``.
    public typealias UITraitDefinition = TraitDefinition
    /// UIKit's `UITraitChangeRegistration`: OpenTableView's ``TraitChangeRegistration``.
    public typealias UITraitChangeRegistration = TraitChangeRegistration
    /// UIKit's `UITraitUserInterfaceStyle`: OpenTableView's ``TraitUserInterfaceStyle``.
    public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
    /// UIKit's `UITraitPreferredContentSizeCategory`: OpenTableView's ``TraitPreferredContentSizeCategory``.
    public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
    /// UIKit's `UITraitHorizontalSizeClass`: OpenTableView's ``TraitHorizontalSizeClass``.
    public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
    /// UIKit's `UITraitVerticalSizeClass`: OpenTableView's ``TraitVerticalSizeClass``.
    public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
    /// UIKit's `UITraitDisplayScale`: OpenTableView's ``TraitDisplayScale``.
    public typealias UITraitDisplayScale = TraitDisplayScale
    /// UIKit's `UITraitLayoutDirection`: OpenTableView's ``TraitLayoutDirection``.
    public typealias UITraitLayoutDirection = TraitLayoutDirection
    /// UIKit's `UITraitLegibilityWeight`: OpenTableView's ``TraitLegibilityWeight``.
    public typealias UITraitLegibilityWeight = TraitLegibilityWeight
    /// UIKit's `UITraitUserInterfaceIdiom`: OpenTableView's ``TraitUserInterfaceIdiom``.
    public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
#endif
