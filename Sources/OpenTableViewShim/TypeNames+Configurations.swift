#if !canImport(UIKit)
    import OpenTableView

    // UIKit's names for the content and background configurations (iOS 14+) and the values they
    // use. Nested names resolve through them as in UIKit (`UIListContentConfiguration.TextProperties`,
    // `UICellConfigurationState.DragState`, `UITableViewCell.ConfigurationUpdateHandler`).
    // `Tests/CompatibilityTests/APICoverage+Configurations.swift` references every one of them.

    // MARK: Configurations

    /// UIKit's `UIContentConfiguration`: OpenTableView's ``ContentConfiguration``.
    public typealias UIContentConfiguration = ContentConfiguration
    /// UIKit's `UIContentView`: OpenTableView's ``ContentView``.
    public typealias UIContentView = ContentView
    /// UIKit's `UIListContentConfiguration`: OpenTableView's ``ListContentConfiguration``.
    public typealias UIListContentConfiguration = ListContentConfiguration
    /// UIKit's `UIListContentView`: OpenTableView's ``ListContentView``.
    public typealias UIListContentView = ListContentView
    /// UIKit's `UIBackgroundConfiguration`: OpenTableView's ``BackgroundConfiguration``.
    public typealias UIBackgroundConfiguration = BackgroundConfiguration
    /// UIKit's `UIConfigurationColorTransformer`: OpenTableView's ``ConfigurationColorTransformer``.
    public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer

    // MARK: Configuration states

    /// UIKit's `UIConfigurationState`: OpenTableView's ``ConfigurationState``.
    public typealias UIConfigurationState = ConfigurationState
    /// UIKit's `UIViewConfigurationState`: OpenTableView's ``ViewConfigurationState``.
    public typealias UIViewConfigurationState = ViewConfigurationState
    /// UIKit's `UICellConfigurationState`: OpenTableView's ``CellConfigurationState``.
    public typealias UICellConfigurationState = CellConfigurationState
    /// UIKit's `UIConfigurationStateCustomKey`: OpenTableView's ``ConfigurationStateCustomKey``.
    public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey

    // MARK: Values

    /// UIKit's `NSDirectionalRectEdge`: OpenTableView's ``DirectionalRectEdge``.
    public typealias NSDirectionalRectEdge = DirectionalRectEdge
    /// UIKit's `UIAxis`: OpenTableView's ``Axis``.
    public typealias UIAxis = Axis
    /// UIKit's `NSLineBreakMode`: OpenTableView's ``LineBreakMode``.
    public typealias NSLineBreakMode = LineBreakMode
#endif
