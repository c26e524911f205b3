import Foundation

/// The controller's part in the safe area: its `additionalSafeAreaInsets` are added to its root
/// view's, and it hears `viewSafeAreaInsetsDidChange()` after the root view's
/// `safeAreaInsetsDidChange()`, as UIKit documents.
extension ViewController {
    /// Recomputes the loaded root view's safe area (and its subviews') for new additional insets.
    /// An unloaded view gets them when it loads.
    func additionalSafeAreaInsetsDidChange() {
        viewIfLoaded?.updateSafeAreaInsets(boundsChanged: false)
    }
}
