#if !canImport(UIKit)
    import OpenTableView

    // UIKit's name for OpenTableView's stack view. Nested names resolve as in UIKit
    // (`UIStackView.Distribution`, `UIStackView.Alignment`).
    // `Tests/CompatibilityTests/APICoverage+StackView.swift` references it.

    /// UIKit's `UIStackView`: OpenTableView's ``StackView``.
    public typealias UIStackView = StackView
#endif
