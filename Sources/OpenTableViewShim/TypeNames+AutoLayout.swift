#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for OpenTableView's Auto Layout: constraints, anchors, layout guides and
    // stack views. Nested names resolve as in UIKit (`NSLayoutConstraint.Attribute`,
    // `NSLayoutConstraint.Axis`). `Tests/CompatibilityTests/APICoverage+AutoLayout.swift`
    // references every one of them.

    /// UIKit's `NSLayoutConstraint`: OpenTableView's ``LayoutConstraint``.
    public typealias NSLayoutConstraint = LayoutConstraint
    /// UIKit's `NSLayoutAnchor`: OpenTableView's ``LayoutAnchor``.
    public typealias NSLayoutAnchor = LayoutAnchor
    /// UIKit's `NSLayoutXAxisAnchor`: OpenTableView's ``LayoutXAxisAnchor``.
    public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
    /// UIKit's `NSLayoutYAxisAnchor`: OpenTableView's ``LayoutYAxisAnchor``.
    public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
    /// UIKit's `NSLayoutDimension`: OpenTableView's ``LayoutDimension``.
    public typealias NSLayoutDimension = LayoutDimension
    /// UIKit's `UILayoutGuide`: OpenTableView's ``LayoutGuide``.
    public typealias UILayoutGuide = LayoutGuide
#endif
