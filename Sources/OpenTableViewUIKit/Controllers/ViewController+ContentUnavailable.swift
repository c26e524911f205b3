import Foundation

/// What a view controller keeps for its content-unavailable view.
package struct ContentUnavailableStorage {
    /// The configuration the app set, before `updated(for:)`.
    var configuration: (any ContentConfiguration)?
    /// The view showing it, over the controller's view.
    var view: (any View & ContentView)?
    /// Whether `updateContentUnavailableConfiguration(using:)` is due before the next layout.
    /// `true` at first, so that the first layout asks the controller.
    var needsUpdate = true

    package init() {}
}

// The empty-list screen of iOS 17: a content-unavailable configuration that the controller shows
// over its view (`UIViewController.contentUnavailableConfiguration`). Apple documents that
// `updateContentUnavailableConfiguration(using:)` is not to be called directly and that
// `setNeedsUpdateContentUnavailableConfiguration()` requests it; it does not say when the request
// is served. Headless it is served before the view's next layout (`layoutIfNeeded()`), before
// `viewWillLayoutSubviews()`, with requests coalesced, and once before the first layout
// (`Compatibility/Porting.md`, "Content-unavailable configurations").
extension ViewController {
    /// The content-unavailable configuration the controller shows over its view, or `nil` for
    /// none, as UIKit's `contentUnavailableConfiguration` (iOS 17).
    ///
    /// Setting a configuration shows its view (made by `makeContentView()`, or the current one
    /// reused when it ``ContentView/supports(_:)`` the new configuration and is of the same type)
    /// in front of the controller's other subviews, filling its view's bounds, with the
    /// configuration updated for ``contentUnavailableConfigurationState`` (so ``ContentUnavailableConfiguration/search()``
    /// names the search text). Setting `nil` removes the view. Usually set from
    /// ``updateContentUnavailableConfiguration(using:)``.
    public var contentUnavailableConfiguration: (any ContentConfiguration)? {
        get { contentUnavailable.configuration }
        set {
            contentUnavailable.configuration = newValue
            showContentUnavailableConfiguration()
        }
    }

    /// Asks for ``updateContentUnavailableConfiguration(using:)`` before the view's next layout,
    /// as UIKit's `setNeedsUpdateContentUnavailableConfiguration()` (iOS 17). Several requests
    /// before that layout make one call.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailable.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Serves a pending ``setNeedsUpdateContentUnavailableConfiguration()``: called by the root
    /// view's layout before ``viewWillLayoutSubviews()``.
    package func updateContentUnavailableConfigurationIfNeeded() {
        guard contentUnavailable.needsUpdate else { return }
        contentUnavailable.needsUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Keeps the content-unavailable view in front, filling the root view: called by the root
    /// view's layout after ``View/layoutSubviews()``.
    package func placeContentUnavailableView() {
        guard let contentView = contentUnavailable.view, let root = viewIfLoaded else { return }
        if contentView.superview !== root {
            root.addSubview(contentView)
        } else if root.subviewsStorage.last !== contentView {
            root.bringSubviewToFront(contentView)
        }
        if contentView.frame != root.bounds { contentView.frame = root.bounds }
        contentView.layoutIfNeeded()
    }

    /// Shows ``contentUnavailableConfiguration`` (updated for the current state) in the content
    /// view, making, reusing or removing it.
    private func showContentUnavailableConfiguration() {
        guard let configuration = contentUnavailable.configuration else {
            contentUnavailable.view?.removeFromSuperview()
            contentUnavailable.view = nil
            return
        }
        let updated = configuration.updated(for: contentUnavailableConfigurationState)
        if let current = contentUnavailable.view,
            ObjectIdentifier(type(of: current.configuration)) == ObjectIdentifier(type(of: updated)),
            current.supports(updated)
        {
            current.configuration = updated
        } else {
            contentUnavailable.view?.removeFromSuperview()
            contentUnavailable.view = updated.makeContentView()
        }
        placeContentUnavailableView()
        viewIfLoaded?.setNeedsLayout()
    }
}
