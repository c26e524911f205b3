import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewUIKit

/// A list cell's separators (Apple,
/// [separatorLayoutGuide](https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/separatorlayoutguide):
/// "The separator layout guide represents the frame of the separator, which the system uses to
/// determine where to draw the separator at the bottom of the cell. By default, when you apply a
/// system-provided content configuration to a list cell, the separator automatically aligns to the
/// primary text in the content view. For custom subviews in the cell, you need to add a constraint
/// to this layout guide that connects it to the leading edge of the cell's primary content").
///
/// Nothing is drawn headless; ``CollectionViewListCell/shownSeparatorFrames`` gives the lines.
extension CollectionViewListCell {
    /// The separator lines the list draws for the cell: the top one (at y 0) and the bottom one
    /// (at the cell's height), each a zero-height rectangle from its leading inset to the cell's
    /// width less its trailing inset, `nil` when hidden; both `nil` outside a list section or when
    /// the list shows no separators. Asked from the collection view each time (the list
    /// configuration's `itemSeparatorHandler` is called). An OpenTableView addition for tests.
    public var shownSeparatorFrames: (top: CGRect?, bottom: CGRect?) {
        layoutIfNeeded()
        guard let configuration = resolvedSeparatorConfiguration() else { return (nil, nil) }
        let automaticLeading = automaticSeparatorLeadingInset
        func line(at y: CGFloat, _ visibility: ListSeparatorConfiguration.Visibility, _ insets: DirectionalEdgeInsets)
            -> CGRect?
        {
            guard visibility == .visible else { return nil }
            let automatic = ListSeparatorConfiguration.automaticInsets
            let leading = insets.leading == automatic.leading ? automaticLeading : insets.leading
            let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
            return CGRect(x: leading, y: y, width: Swift.max(0, bounds.width - leading - trailing), height: 0)
        }
        return (
            line(at: 0, configuration.topSeparatorVisibility, configuration.topSeparatorInsets),
            line(at: bounds.height, configuration.bottomSeparatorVisibility, configuration.bottomSeparatorInsets)
        )
    }

    /// The cell's separator configuration from the list section it is shown in.
    func resolvedSeparatorConfiguration() -> ListSeparatorConfiguration? {
        guard let collectionView = superview as? CollectionView, let indexPath = collectionView.indexPath(for: self),
            let layout = collectionView.collectionViewLayout as? CollectionViewCompositionalLayout,
            let list = layout.listConfiguration(forSection: indexPath.section)
        else { return nil }
        return list.separatorConfiguration(
            at: indexPath, itemCount: collectionView.numberOfItems(inSection: indexPath.section))
    }

    /// Where the separator starts when its leading inset is automatic: where the app's constraints
    /// put ``separatorLayoutGuide``'s leading edge; else, with a list content configuration, the
    /// primary text's leading edge; else the content view's leading layout margin.
    var automaticSeparatorLeadingInset: CGFloat {
        if let guide = separatorGuideStorage, !guide.constraintsAffectingLayout(for: .horizontal).isEmpty {
            return guide.layoutFrame.minX
        }
        if let list = contentView as? ListContentView {
            return contentView.frame.minX + list.layoutFrame(ofPart: list.textLabel).minX
        }
        return contentView.frame.minX + contentView.layoutMargins.left
    }
}
