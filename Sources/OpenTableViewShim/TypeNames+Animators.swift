#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for the property animator and its protocols.
    // `Tests/CompatibilityTests/APICoverage+Animations.swift` references every one of them.

    /// UIKit's `UIViewPropertyAnimator`: OpenTableView's ``ViewPropertyAnimator``.
    public typealias UIViewPropertyAnimator = ViewPropertyAnimator
    /// UIKit's `UIViewAnimating`: OpenTableView's ``ViewAnimating``.
    public typealias UIViewAnimating = ViewAnimating
    /// UIKit's `UIViewImplicitlyAnimating`: OpenTableView's ``ViewImplicitlyAnimating``.
    public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
    /// UIKit's `UIViewAnimatingState`: OpenTableView's ``ViewAnimatingState``.
    public typealias UIViewAnimatingState = ViewAnimatingState
    /// UIKit's `UIViewAnimatingPosition`: OpenTableView's ``ViewAnimatingPosition``.
    public typealias UIViewAnimatingPosition = ViewAnimatingPosition
#endif
