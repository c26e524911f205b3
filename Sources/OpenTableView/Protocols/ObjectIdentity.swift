import Foundation

// Equality and hashing by identity for the table's classes that derive from `NSObject` in UIKit,
// as the view module does for views and view controllers (see its `Views/ObjectIdentity.swift`).

extension TableViewRowAction: Hashable {
    /// Whether `lhs` and `rhs` are the same row action, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: TableViewRowAction, rhs: TableViewRowAction) -> Bool { lhs === rhs }
    /// Hashes the row action's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ContextualAction: Hashable {
    /// Whether `lhs` and `rhs` are the same contextual action, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: ContextualAction, rhs: ContextualAction) -> Bool { lhs === rhs }
    /// Hashes the contextual action's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension SwipeActionsConfiguration: Hashable {
    /// Whether `lhs` and `rhs` are the same configuration, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: SwipeActionsConfiguration, rhs: SwipeActionsConfiguration) -> Bool {
        lhs === rhs
    }
    /// Hashes the configuration's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension TableViewDiffableDataSource: Hashable {
    /// Whether `lhs` and `rhs` are the same data source, as `NSObject`'s `isEqual:`.
    public nonisolated static func == (lhs: TableViewDiffableDataSource, rhs: TableViewDiffableDataSource) -> Bool {
        lhs === rhs
    }
    /// Hashes the data source's identity, as `NSObject`'s `hash`.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
