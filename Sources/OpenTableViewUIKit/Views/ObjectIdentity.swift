import Foundation

// Equality and hashing by identity for the classes that derive from `NSObject` in UIKit.
//
// `UIView`, `UIViewController`, `NSLayoutConstraint` and the other UIKit classes below inherit
// `isEqual:` and `hash` from `NSObject`, which compare the object itself, and through them Swift's
// `Equatable` and `Hashable`. iOS code relies on it without noticing: `firstIndex(of:)` on
// `arrangedSubviews` or `viewControllers`, `contains(_:)` on `constraints`, `Set<UIView>`,
// `XCTAssertEqual(cell.accessoryView, toggle)`. The members are `nonisolated`: comparing two
// references reads no state, and the conformance is usable off the main actor, as `NSObject`'s is.
// (Value-like UIKit classes such as `UIColor`, `UIFont` and `UIImage` are structs here, equal by
// value already.)

extension View: Hashable {
    /// Whether `lhs` and `rhs` are the same view, as `NSObject`'s `isEqual:` answers for views.
    public nonisolated static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
    /// Hashes the view's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ViewController: Hashable {
    /// Whether `lhs` and `rhs` are the same view controller, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: ViewController, rhs: ViewController) -> Bool { lhs === rhs }
    /// Hashes the view controller's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutConstraint: Hashable {
    /// Whether `lhs` and `rhs` are the same constraint, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool { lhs === rhs }
    /// Hashes the constraint's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutGuide: Hashable {
    /// Whether `lhs` and `rhs` are the same layout guide, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: LayoutGuide, rhs: LayoutGuide) -> Bool { lhs === rhs }
    /// Hashes the layout guide's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutAnchor: Hashable {
    /// Whether `lhs` and `rhs` are the same anchor, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> Bool { lhs === rhs }
    /// Hashes the anchor's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension BarItem: Hashable {
    /// Whether `lhs` and `rhs` are the same bar item, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: BarItem, rhs: BarItem) -> Bool { lhs === rhs }
    /// Hashes the bar item's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NavigationItem: Hashable {
    /// Whether `lhs` and `rhs` are the same navigation item, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: NavigationItem, rhs: NavigationItem) -> Bool { lhs === rhs }
    /// Hashes the navigation item's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension AlertAction: Hashable {
    /// Whether `lhs` and `rhs` are the same alert action, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: AlertAction, rhs: AlertAction) -> Bool { lhs === rhs }
    /// Hashes the alert action's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension MenuElement: Hashable {
    /// Whether `lhs` and `rhs` are the same menu element, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: MenuElement, rhs: MenuElement) -> Bool { lhs === rhs }
    /// Hashes the menu element's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Layer: Hashable {
    /// Whether `lhs` and `rhs` are the same layer, as `NSObject`'s `isEqual:` answers for `CALayer`.
    public nonisolated static func == (lhs: Layer, rhs: Layer) -> Bool { lhs === rhs }
    /// Hashes the layer's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Event: Hashable {
    /// Whether `lhs` and `rhs` are the same event, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: Event, rhs: Event) -> Bool { lhs === rhs }
    /// Hashes the event's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
