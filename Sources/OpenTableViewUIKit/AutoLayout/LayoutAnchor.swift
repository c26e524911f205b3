import Foundation

/// An attribute of a view or layout guide to make constraints from, as UIKit's `NSLayoutAnchor`:
/// `label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)`.
///
/// The type parameter keeps x positions, y positions and dimensions apart at compile time, as in
/// UIKit: ``LayoutXAxisAnchor``, ``LayoutYAxisAnchor`` and ``LayoutDimension``. The constraints
/// made are inactive until activated.
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    /// The view or layout guide the anchor belongs to. Weak, as in UIKit.
    open var item: AnyObject? { itemStorage }
    /// UIKit's name for the anchor: `UILabel:0x….top`.
    open var name: String {
        "\(ConstraintDescription.describeItem(itemStorage, withText: false)).\(attribute.name)"
    }

    /// Whether the constraints on the anchor's item leave its attribute free, as UIKit's
    /// `hasAmbiguousLayout` of an anchor (see ``View/hasAmbiguousLayout``).
    open var hasAmbiguousLayout: Bool {
        LayoutEngine.isAmbiguous(itemStorage, along: attribute.kind.axis)
    }

    /// The active constraints that affect the anchor's item along the anchor's axis, as UIKit's
    /// `constraintsAffectingLayout`.
    open var constraintsAffectingLayout: [LayoutConstraint] {
        LayoutEngine.constraintsAffecting(itemStorage, along: attribute.kind.axis)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// `<NSLayoutXAxisAnchor:0x… "UILabel:0x….leading">`, as UIKit prints an anchor.
    open var description: String {
        "<\(uikitClassName):\(ConstraintDescription.address) \"\(name)\">"
    }

    // MARK: Internals

    package weak var itemStorage: AnyObject?
    package let attribute: LayoutConstraint.Attribute

    package init(item: AnyObject?, attribute: LayoutConstraint.Attribute) {
        itemStorage = item
        self.attribute = attribute
    }

    /// The UIKit class name printed in the description.
    package var uikitClassName: String {
        switch attribute.kind {
        case .xPosition: "NSLayoutXAxisAnchor"
        case .yPosition: "NSLayoutYAxisAnchor"
        case .width, .height: "NSLayoutDimension"
        case .none: "NSLayoutAnchor"
        }
    }

    package func make(
        _ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: itemStorage ?? LayoutAnchorMissingItem.shared, attribute, relation,
            anchor.itemStorage ?? LayoutAnchorMissingItem.shared, anchor.attribute, multiplier, constant)
    }
}

/// Stands in for an anchor's item that is gone, so a constraint can still be made (and then
/// fails to activate with UIKit's message, as it has no common ancestor).
@MainActor
package final class LayoutAnchorMissingItem {
    package static let shared = LayoutAnchorMissingItem()
}

/// An anchor for a horizontal position (left, right, leading, trailing, center x), as UIKit's
/// `NSLayoutXAxisAnchor`. It makes constraints only with other x-axis anchors.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + systemSpacing × multiplier`: this anchor after `anchor` by UIKit's
    /// standard spacing. The spacing is 8 points headless (UIKit's between sibling views; UIKit
    /// may use more for text, which depends on fonts).
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }

    /// `self >= anchor + systemSpacing × multiplier` (8 points headless).
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }

    /// `self <= anchor + systemSpacing × multiplier` (8 points headless).
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
}

/// An anchor for a vertical position (top, bottom, center y, baselines), as UIKit's
/// `NSLayoutYAxisAnchor`. It makes constraints only with other y-axis anchors.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + systemSpacing × multiplier`: this anchor below `anchor` by UIKit's
    /// standard spacing (8 points headless).
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }

    /// `self >= anchor + systemSpacing × multiplier` (8 points headless).
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }

    /// `self <= anchor + systemSpacing × multiplier` (8 points headless).
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: LayoutMetrics.systemSpacing * multiplier)
    }
}

/// An anchor for a width or height, as UIKit's `NSLayoutDimension`: it relates to other
/// dimensions (a width to a height too) with a multiplier, or to a constant.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
        makeConstant(.equal, c)
    }

    /// `self >= c`.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        makeConstant(.greaterThanOrEqual, c)
    }

    /// `self <= c`.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        makeConstant(.lessThanOrEqual, c)
    }

    /// `self == anchor × m`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self == anchor × m + c`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> LayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= anchor × m`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self >= anchor × m + c`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= anchor × m`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= anchor × m + c`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
        -> LayoutConstraint
    {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }

    private func makeConstant(_ relation: LayoutConstraint.Relation, _ c: CGFloat) -> LayoutConstraint {
        LayoutConstraint(
            unchecked: itemStorage ?? LayoutAnchorMissingItem.shared, attribute, relation, nil, .notAnAttribute, 1, c)
    }
}

/// The fixed distances of Auto Layout headless.
package enum LayoutMetrics {
    /// UIKit's standard spacing between sibling views (its "system spacing"; `NSSpace(8)` in
    /// constraint descriptions).
    package static let systemSpacing: CGFloat = 8
}
