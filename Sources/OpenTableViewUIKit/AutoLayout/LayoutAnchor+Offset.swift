import Foundation

extension LayoutXAxisAnchor {
    /// A dimension anchor for the distance from this anchor to `otherAnchor` (positive when
    /// `otherAnchor` is to the right), as UIKit's `anchorWithOffset(to:)`: constrain it like a
    /// width, to a constant (`a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
    /// .constraint(equalToConstant: 8)`) or to another such distance, for equal gaps.
    ///
    /// Difference from UIKit: the distance is a hidden layout guide of the anchors' closest
    /// common ancestor, spanned by two required constraints installed on that view (they appear
    /// in its `constraints`) when the anchor is made; both anchors' views must then be in one
    /// hierarchy. Otherwise the guide belongs to no view, and activating a constraint made with
    /// the anchor raises UIKit's exception for items without a common ancestor.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension.offset(from: self, to: otherAnchor, horizontal: true)
    }
}

extension LayoutYAxisAnchor {
    /// A dimension anchor for the distance from this anchor down to `otherAnchor`, as UIKit's
    /// `anchorWithOffset(to:)`. See ``LayoutXAxisAnchor/anchorWithOffset(to:)`` for how it is
    /// made headless.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension.offset(from: self, to: otherAnchor, horizontal: false)
    }
}

extension LayoutDimension {
    /// The width (or height) of a guide whose leading (top) edge is `start` and trailing
    /// (bottom) edge `end`.
    static func offset<Axis: AnyObject>(
        from start: LayoutAnchor<Axis>, to end: LayoutAnchor<Axis>, horizontal: Bool
    ) -> LayoutDimension {
        let guide = LayoutGuide()
        guide.identifier = "UILayoutAnchorOffset"
        guard let startItem = start.itemStorage, let endItem = end.itemStorage,
            let owner = LayoutConstraint.commonAncestor(of: startItem, endItem)
        else {
            return horizontal ? guide.widthAnchor : guide.heightAnchor
        }
        guide.owningView = owner
        // The view keeps the guide: constraints hold their items weakly.
        owner.ensureLayoutState().offsetGuides.append(guide)
        let edges: (LayoutConstraint.Attribute, LayoutConstraint.Attribute) =
            horizontal ? (.left, .right) : (.top, .bottom)
        LayoutConstraint.activate([
            LayoutConstraint(unchecked: guide, edges.0, .equal, startItem, start.attribute, 1, 0),
            LayoutConstraint(unchecked: guide, edges.1, .equal, endItem, end.attribute, 1, 0),
        ])
        return horizontal ? guide.widthAnchor : guide.heightAnchor
    }
}
