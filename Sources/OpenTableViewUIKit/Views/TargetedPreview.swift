import Foundation

/// A view to show as the preview of a context menu, standing in for UIKit's `UITargetedPreview`.
///
/// A table's delegate may return one to replace the row's default preview as the menu appears or
/// goes away. Headless nothing is drawn: the preview keeps its view and parameters for a test to
/// read. UIKit's `init(view:parameters:target:)` (a preview placed elsewhere) is not provided.
@preconcurrency @MainActor
open class TargetedPreview {
    /// The view the preview shows.
    public let view: View
    /// How the view is shown, as given (a copy of the defaults otherwise).
    public let parameters: PreviewParameters

    /// A preview of `view` with `parameters`, as `UITargetedPreview(view:parameters:)`; the
    /// parameters default to ``PreviewParameters/init()``, as `UITargetedPreview(view:)` does.
    public init(view: View, parameters: PreviewParameters = PreviewParameters()) {
        self.view = view
        self.parameters = parameters
    }

    /// The size of the preview: the view's bounds size.
    open var size: CGSize { view.bounds.size }
}

/// How a targeted preview shows its view, standing in for UIKit's `UIPreviewParameters`. Recorded
/// only; UIKit's paths (`visiblePath`, `shadowPath`) are not provided.
@preconcurrency @MainActor
open class PreviewParameters {
    /// The colour behind the view. Default `nil` (the system's).
    open var backgroundColor: Color?

    /// Parameters with the defaults, as `UIPreviewParameters()`.
    public init() {}
}
