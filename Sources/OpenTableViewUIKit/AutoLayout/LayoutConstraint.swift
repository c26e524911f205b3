import Foundation
import OpenTableViewDiagnostics

/// A relation between two attributes of views or layout guides that Auto Layout keeps, as UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute relation secondItem.secondAttribute ×
/// multiplier + constant`, at a ``priority``.
///
/// Make one with the anchors (`label.leadingAnchor.constraint(equalTo: …)`) or the full
/// initializer, then activate it (``isActive``, ``activate(_:)``). An active constraint is
/// installed on the closest common ancestor of its items (``View/constraints``); the layout pass
/// solves the constraints with the package's Cassowary solver and sets the frames of the views
/// that do not translate their autoresizing mask (see `Compatibility/AutoLayout.md`).
///
/// Changing ``constant`` or a non-required ``priority`` of an active constraint updates the
/// solution incrementally at the next layout pass; it does not rebuild the system.
@preconcurrency @MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible {
    /// The first item: a ``View`` or a ``LayoutGuide``. Held weakly, as UIKit does not own it.
    open var firstItem: AnyObject? { firstItemStorage }
    /// The attribute of the first item.
    open var firstAttribute: Attribute { firstAttributeStorage }
    /// How the first side compares to the second.
    open var relation: Relation { relationStorage }
    /// The second item, or `nil` for a constraint on a constant (`width == 44`).
    open var secondItem: AnyObject? { secondItemStorage }
    /// The attribute of the second item, ``Attribute/notAnAttribute`` without one.
    open var secondAttribute: Attribute { secondAttributeStorage }
    /// The factor applied to the second attribute.
    open var multiplier: CGFloat { multiplierStorage }
    // The storage of the get-only members above, which UIKit declares `open`; the engine reads
    // the properties, as app code does.
    let firstAttributeStorage: Attribute
    let relationStorage: Relation
    let secondAttributeStorage: Attribute
    let multiplierStorage: CGFloat

    /// The amount added to the second side. Unlike the other properties it may change while the
    /// constraint is active; the next layout pass moves the views.
    open var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            LayoutEngine.constraintDidChange(self)
        }
    }

    /// How much the constraint matters, from 1 to 1000 (``LayoutPriority/required``). Default
    /// required.
    ///
    /// An active constraint may change between optional priorities but not between required and
    /// optional: UIKit raises `NSInternalInconsistencyException` (Apple's documentation of
    /// `priority`), and so does OpenTableView.
    open var priority: LayoutPriority {
        get { priorityStorage }
        set {
            trapping { try checkedSetPriority(newValue) }
        }
    }

    /// A name for the constraint, printed in its description and in the log of unsatisfiable
    /// constraints.
    open var identifier: String?

    /// Whether the constraint is archived with its view. Recorded only: there are no nibs headless.
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// closest common ancestor of its items or removes it from there; activating one whose items
    /// have no common ancestor raises UIKit's `NSGenericException`.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue {
                trapping { try checkedActivate() }
            } else {
                deactivateNow()
            }
        }
    }

    /// The first item's anchor for ``firstAttribute``.
    open var firstAnchor: LayoutAnchor<AnyObject> {
        LayoutAnchor(item: firstItemStorage, attribute: firstAttribute)
    }

    /// The second item's anchor for ``secondAttribute``, or `nil` without a second item.
    open var secondAnchor: LayoutAnchor<AnyObject>? {
        secondItemStorage.map { LayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// Creates a constraint `view1.attr1 relation view2.attr2 × multiplier + c`, as UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    ///
    /// The items are views or layout guides. UIKit's checks apply, with its
    /// `NSInvalidArgumentException` messages: a position cannot equal a constant (no second item,
    /// or a multiplier of 0), leading/trailing cannot be mixed with left/right, and the two
    /// attributes must run along the same axis (a width may relate to a height).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        trapping {
            try LayoutConstraint.check(first: first, attr1, second: second, attr2, multiplier: multiplier)
                .throwIfPresent()
        }
        self.init(
            unchecked: first, attr1, relation, second, second == nil ? .notAnAttribute : attr2, multiplier, c)
    }

    /// The designated initializer, without checks: the anchors only make valid pairs.
    package init(
        unchecked first: AnyObject, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?,
        _ attr2: Attribute, _ multiplier: CGFloat, _ constant: CGFloat
    ) {
        firstItemStorage = first
        firstAttributeStorage = attr1
        relationStorage = relation
        secondItemStorage = second
        secondAttributeStorage = attr2
        multiplierStorage = multiplier
        self.constant = constant
    }

    /// Activates every constraint in `constraints`, as `NSLayoutConstraint.activate(_:)`: the same
    /// as setting ``isActive`` on each, in order.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`, as `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… 'id' UILabel:0x…'Hi'.leading ==
    /// UIView:0x….leadingMargin + 8   (active)>`, with the package's fixed placeholder address.
    open var description: String {
        ConstraintDescription.describe(self)
    }

    // MARK: Internals

    // Weak, as UIKit's items are not owned: a constraint installed on its own first item would
    // otherwise keep that view alive.
    private weak var firstItemStorage: AnyObject?
    private weak var secondItemStorage: AnyObject?
    private var priorityStorage = LayoutPriority.required

    /// The view the constraint is installed on while active (its items' closest common
    /// ancestor, or the view ``View/addConstraint(_:)`` was sent to). Weak: the view owns the
    /// constraint.
    package weak var container: View?
    /// When the constraint was activated, process-wide: engines add constraints in this order, so
    /// the one broken when required constraints conflict is the one activated last.
    package var activationOrder = 0
    private static var nextActivationOrder = 0

    /// Activates the constraint, or throws UIKit's exception when its items have no common
    /// ancestor; then nothing changes.
    package func checkedActivate() throws(TableViewException) {
        guard container == nil else { return }
        guard let ancestor = LayoutConstraint.commonAncestor(of: firstItemStorage, secondItemStorage) else {
            throw Messages.constraintWithoutCommonAncestor(
                firstAnchor.description, secondAnchor?.description ?? firstAnchor.description)
        }
        install(on: ancestor)
    }

    /// Installs the constraint on `view` (``View/addConstraint(_:)`` or activation).
    package func install(on view: View) {
        if let container { container.uninstall(self) }
        LayoutConstraint.nextActivationOrder += 1
        activationOrder = LayoutConstraint.nextActivationOrder
        container = view
        view.installConstraint(self)
        for item in [firstItemStorage, secondItemStorage] {
            (item as? View)?.becomeLayoutItem()
        }
        LayoutEngine.structureDidChange(around: view)
    }

    /// Removes the constraint from its view; does nothing if it is not active.
    package func deactivateNow() {
        guard let view = container else { return }
        view.uninstall(self)
        container = nil
        LayoutEngine.structureDidChange(around: view)
    }

    /// Sets the priority, or throws UIKit's exception for a change between required and optional
    /// on an active constraint; then the priority stays.
    package func checkedSetPriority(_ newValue: LayoutPriority) throws(TableViewException) {
        let old = priorityStorage
        guard newValue != old else { return }
        if container != nil, (newValue == .required) != (old == .required) {
            throw Messages.mutatingRequiredPriority(new: newValue.rawValue, old: old.rawValue)
        }
        priorityStorage = LayoutPriority(min(max(newValue.rawValue, 1), 1000))
        if container != nil { LayoutEngine.constraintDidChange(self) }
    }

    /// The closest view that is, or contains, every item; `nil` when they are in different view
    /// hierarchies (or an item is gone). A guide counts as its owning view.
    package static func commonAncestor(of first: AnyObject?, _ second: AnyObject?) -> View? {
        guard let a = LayoutItemGeometry.hostView(of: first) else { return nil }
        guard let second else { return a }
        guard let b = LayoutItemGeometry.hostView(of: second) else { return nil }
        return a.closestCommonAncestor(with: b)
    }

    /// UIKit's argument checks of the full initializer, as exceptions.
    private static func check(
        first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute, multiplier: CGFloat
    ) -> TableViewException? {
        guard first is View || first is LayoutGuide else { return Messages.constraintWithoutFirstItem() }
        let firstIsPosition = attr1.kind == .xPosition || attr1.kind == .yPosition
        if firstIsPosition && (second == nil || multiplier == 0) { return Messages.constraintOfPositionToConstant() }
        guard second != nil else { return nil }
        if (attr1.isDirectional && attr2.isAbsoluteHorizontal) || (attr1.isAbsoluteHorizontal && attr2.isDirectional) {
            return Messages.constraintMixingLeadingAndLeft()
        }
        let sameKind =
            attr1.kind == attr2.kind
            || (attr1.kind == .width || attr1.kind == .height) && (attr2.kind == .width || attr2.kind == .height)
        if !sameKind { return Messages.constraintWithInvalidPairing(attr1.name, attr2.name) }
        return nil
    }
}
