import Foundation

/// What a compositional section's content insets are measured from, as UIKit's
/// `UIContentInsetsReference`
/// ([UIContentInsetsReference](https://developer.apple.com/documentation/uikit/uicontentinsetsreference)).
///
/// In a vertical layout, `.layoutMargins` and `.readableContent` move a section's groups (and the
/// boundary items that follow its insets) in from the sides by the collection view's horizontal
/// layout margins, or by the readable content guide's (the margins at most 672 points wide,
/// centred, as ``View/readableContentGuide``), before its own `contentInsets`. A section's
/// `.automatic` takes the layout configuration's reference.
///
/// Differences from UIKit (Compatibility/API.md): `.automatic`, `.none` and `.safeArea` all
/// measure from the content area (the bounds less the adjusted content inset, which holds the
/// safe area as the content inset adjustment behaviour says); list sections and horizontal layouts
/// do not follow the reference; a change of the margins does not invalidate the layout.
public enum ContentInsetsReference: Int, Sendable, Hashable {
    /// The system's default (see the type's differences).
    case automatic = 0
    /// No additional insets.
    case none
    /// The safe area.
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The collection view's readable content guide.
    case readableContent
}

extension CollectionViewCompositionalLayout {
    /// The room the section's insets reference adds at its leading and trailing edges, beyond the
    /// content area (the bounds less the adjusted content inset).
    func referenceInsets(of section: CollectionLayoutSection) -> (leading: CGFloat, trailing: CGFloat) {
        let reference =
            section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        guard let collectionView, reference == .layoutMargins || reference == .readableContent else {
            return (0, 0)
        }
        let bounds = collectionView.bounds
        let margins = collectionView.layoutMargins
        let inset = collectionView.adjustedContentInset
        var leading = margins.left
        var trailing = margins.right
        if reference == .readableContent {
            let width = Swift.max(0, bounds.width - margins.left - margins.right)
            let side = (width - Swift.min(width, LayoutMetrics.readableWidth)) / 2
            leading += side
            trailing += side
        }
        return (Swift.max(0, leading - inset.left), Swift.max(0, trailing - inset.right))
    }
}
