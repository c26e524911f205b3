import Foundation

/// The state a content-unavailable configuration is updated for, as UIKit's
/// `UIContentUnavailableConfigurationState` (iOS 17): the traits and the search text of the view
/// controller that shows it.
///
/// A view controller passes its ``ViewController/contentUnavailableConfigurationState`` to
/// ``ViewController/updateContentUnavailableConfiguration(using:)``.
public struct ContentUnavailableConfigurationState: ConfigurationState, Hashable {
    /// The traits of the view controller.
    public var traitCollection: TraitCollection
    /// The text in the search bar of the view controller's search controller
    /// (`navigationItem.searchController`), or `nil` when it has none.
    public var searchText: String?
    private var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with `traitCollection` and no search text, as
    /// `UIContentUnavailableConfigurationState(traitCollection:)`.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// An app-defined state value, or `nil`.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
