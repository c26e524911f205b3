#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for OpenTableView's gesture recognizers and touches.
    // `Tests/CompatibilityTests/APICoverage+Gestures.swift` references every one of them.

    /// UIKit's `UIGestureRecognizer`: OpenTableView's ``GestureRecognizer``.
    public typealias UIGestureRecognizer = GestureRecognizer
    /// UIKit's `UIGestureRecognizerDelegate`: OpenTableView's ``GestureRecognizerDelegate``.
    public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
    /// UIKit's `UITapGestureRecognizer`: OpenTableView's ``TapGestureRecognizer``.
    public typealias UITapGestureRecognizer = TapGestureRecognizer
    /// UIKit's `UILongPressGestureRecognizer`: OpenTableView's ``LongPressGestureRecognizer``.
    public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
    /// UIKit's `UIPanGestureRecognizer`: OpenTableView's ``PanGestureRecognizer``.
    public typealias UIPanGestureRecognizer = PanGestureRecognizer
    /// UIKit's `UIScreenEdgePanGestureRecognizer`: OpenTableView's ``ScreenEdgePanGestureRecognizer``.
    public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
    /// UIKit's `UISwipeGestureRecognizer`: OpenTableView's ``SwipeGestureRecognizer``.
    public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
    /// UIKit's `UIPinchGestureRecognizer`: OpenTableView's ``PinchGestureRecognizer``.
    public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
    /// UIKit's `UIRotationGestureRecognizer`: OpenTableView's ``RotationGestureRecognizer``.
    public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
    /// UIKit's `UITouch`: OpenTableView's ``Touch``.
    public typealias UITouch = Touch
    /// UIKit's `UIRectEdge`: OpenTableView's ``RectEdge``.
    public typealias UIRectEdge = RectEdge
#endif
