import Foundation

/// Where a supplementary item attaches to its item, as UIKit's `NSCollectionLayoutAnchor`
/// ([NSCollectionLayoutAnchor](https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor)).
///
/// UIKit's header draws the edges: `[.top, .trailing]` puts the supplementary item inside the
/// container's top trailing corner, `[.top]` centred along the top edge, no edge in the centre.
/// An offset then moves it: an absolute one by points, a fractional one by fractions of the
/// supplementary item's own size ("edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5,
/// y: -0.5)" centres a badge on the corner).
@preconcurrency @MainActor
public final class CollectionLayoutAnchor {
    /// The edges the anchor holds to.
    public let edges: DirectionalRectEdge
    /// The offset from those edges: points, or fractions of the supplementary item's size.
    public let offset: CGPoint
    /// Whether ``offset`` is in points.
    public let isAbsoluteOffset: Bool
    /// Whether ``offset`` is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    /// An anchor on `edges`, with no offset.
    public init(edges: DirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = false
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    /// The anchor's point on a rectangle of `size` (leading is left: layouts run left to right).
    func point(in size: CGSize) -> CGPoint {
        let x: CGFloat = edges.contains(.leading) ? 0 : edges.contains(.trailing) ? size.width : size.width / 2
        let y: CGFloat = edges.contains(.top) ? 0 : edges.contains(.bottom) ? size.height : size.height / 2
        return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary item of `size`.
    func points(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }
}

/// A view attached to each of an item's cells, such as a badge, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`
/// ([NSCollectionLayoutSupplementaryItem](https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem)),
/// given to ``CollectionLayoutItem/init(layoutSize:supplementaryItems:)``.
///
/// The layout answers one supplementary view of ``elementKind`` per cell of the item, at the
/// cell's index path: its size resolved against the cell's (fractional dimensions are fractions
/// of the cell), placed by ``containerAnchor`` on the cell's frame (after the item's content
/// insets) and, when given, ``itemAnchor`` on the supplementary item itself: the item anchor's
/// point is put on the container anchor's point. It moves with its cell (in an orthogonal
/// section too).
///
/// Differences from UIKit (Compatibility/API.md): items of list sections and of sections whose
/// items self-size along their group take the supplementary items of the group's first subitem
/// that has some; ``zIndex`` defaults to 1, so that a badge draws above its cell as it does on
/// iOS (UIKit does not document its default).
@preconcurrency @MainActor
open class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// The kind of supplementary view the collection view is asked for.
    public let elementKind: String
    /// Where the item attaches on its cell.
    public let containerAnchor: CollectionLayoutAnchor
    /// The point of the supplementary item put on ``containerAnchor``'s; `nil` aligns the same
    /// edges (inside the container).
    public let itemAnchor: CollectionLayoutAnchor?
    /// The item's stacking order. Default 1.
    open var zIndex = 1

    /// An item of `layoutSize` and `elementKind` attached at `containerAnchor`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// An item of `layoutSize` and `elementKind` whose `itemAnchor` point sits on the cell's
    /// `containerAnchor` point.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
        itemAnchor: CollectionLayoutAnchor
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// The item's frame on a cell at `container`, in the same coordinates.
    func frame(on container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let anchor = containerAnchor.point(in: container.size)
        // Without an item anchor, the same edges of the item meet the container's: inside it.
        let own = (itemAnchor ?? containerAnchor).point(in: size)
        var origin = CGPoint(x: container.minX + anchor.x - own.x, y: container.minY + anchor.y - own.y)
        let moved = containerAnchor.points(for: size)
        origin.x += moved.x
        origin.y += moved.y
        if let itemAnchor {
            let more = itemAnchor.points(for: size)
            origin.x += more.x
            origin.y += more.y
        }
        return CGRect(origin: origin, size: size)
    }
}
