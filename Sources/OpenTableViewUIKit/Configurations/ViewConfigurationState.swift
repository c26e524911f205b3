import Foundation

/// The state of a view that supports configurations, as UIKit's `UIViewConfigurationState`: a
/// header or footer hands one to its `updateConfiguration(using:)` and to its configurations'
/// `updated(for:)`.
public struct ViewConfigurationState: ConfigurationState, Hashable {
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus. Always `false` from a table headless: there is no focus engine.
    public var isFocused = false
    /// Whether the view is pinned (a floating section header). Headless tables leave it `false`.
    public var isPinned = false
    private var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

    /// The traits of the view.
    public var traitCollection: TraitCollection

    /// Creates a state with the given traits, every flag `false` and no custom state, as UIKit's
    /// `init(traitCollection:)`.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state for `key`; setting `nil` removes it.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
