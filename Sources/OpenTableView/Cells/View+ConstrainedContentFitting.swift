import Foundation

/// What a cell and a header/footer view do alike to self-size through constraints.
extension View {
    /// The size when constraints lay out `contentView`: `width`, and the content view's fitting
    /// height at `contentWidth` (required) and `targetHeight` (at `vertical`); `nil` when no
    /// constraint lays it out, and `sizeThatFits(_:)` decides.
    func constrainedContentFittingSize(
        _ contentView: View, width: CGFloat, contentWidth: CGFloat, targetHeight: CGFloat, vertical: LayoutPriority
    ) -> CGSize? {
        guard LayoutEngine.usesConstraints(toFit: contentView) else { return nil }
        let content = contentView.systemLayoutSizeFitting(
            CGSize(width: contentWidth, height: targetHeight), withHorizontalFittingPriority: .required,
            verticalFittingPriority: vertical)
        return CGSize(width: width, height: content.height)
    }
}
