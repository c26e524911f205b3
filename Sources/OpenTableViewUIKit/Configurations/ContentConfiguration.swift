import Foundation

/// What a content configuration provides, as UIKit's `UIContentConfiguration` protocol: a value
/// describing a view's content that makes the view showing it and adapts itself to a state.
///
/// An app's own configuration is a struct conforming to this protocol whose `makeContentView()`
/// returns a view conforming to ``ContentView``; set it as a cell's `contentConfiguration`.
public protocol ContentConfiguration {
    /// A new content view showing this configuration.
    @MainActor func makeContentView() -> any View & ContentView
    /// The configuration for `state`: the same content, with the look the state calls for.
    func updated(for state: any ConfigurationState) -> Self
}

/// A view made from a content configuration, as UIKit's `UIContentView` protocol.
///
/// Difference from UIKit: UIKit's protocol refines `NSObjectProtocol`; here it is class-bound.
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown. Setting it applies the new configuration to the view.
    var configuration: any ContentConfiguration { get set }
    /// Whether the view can show `configuration` (rather than being replaced by a new view).
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    /// `true`: a content view supports every configuration unless it says otherwise, as UIKit's
    /// default. A cell still replaces its content view when the new configuration is of another type
    /// than the one shown (see the cell's `contentConfiguration`).
    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        true
    }
}
