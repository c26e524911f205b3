#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for the focus types a collection view's delegate receives
    // (Compatibility/API.md, "UICollectionView: focus": headless, focus moves are simulated).

    /// UIKit's `UIFocusHeading`: OpenTableView's ``FocusHeading``.
    public typealias UIFocusHeading = FocusHeading
    /// UIKit's `UIFocusUpdateContext`: OpenTableView's ``FocusUpdateContext``.
    public typealias UIFocusUpdateContext = FocusUpdateContext
    /// UIKit's `UIFocusAnimationCoordinator`: OpenTableView's ``FocusAnimationCoordinator``.
    public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
    /// UIKit's `UICollectionViewFocusUpdateContext`: OpenTableView's
    /// ``CollectionViewFocusUpdateContext``.
    public typealias UICollectionViewFocusUpdateContext = CollectionViewFocusUpdateContext
#endif
