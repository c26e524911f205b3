#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for the content-unavailable configuration of iOS 17 (the empty-list screen).
    // `Tests/CompatibilityTests/APICoverage+ContentUnavailable.swift` references every one of them.

    /// UIKit's `UIContentUnavailableConfiguration`: OpenTableView's ``ContentUnavailableConfiguration``.
    public typealias UIContentUnavailableConfiguration = ContentUnavailableConfiguration
    /// UIKit's `UIContentUnavailableConfigurationState`: OpenTableView's
    /// ``ContentUnavailableConfigurationState``.
    public typealias UIContentUnavailableConfigurationState = ContentUnavailableConfigurationState
    /// UIKit's `UIContentUnavailableView`: OpenTableView's ``ContentUnavailableView``.
    public typealias UIContentUnavailableView = ContentUnavailableView
#endif
