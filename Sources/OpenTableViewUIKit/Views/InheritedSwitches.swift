/// What a view inherits from its tree that lets it skip work: the per-tree counterparts of
/// process-wide "has any view ever…" switches, which made the path a view took depend on what
/// other trees (other tests) had done before.
///
/// A switch is set on the view where it starts and on its whole subtree, and handed down to every
/// subtree added below (`View.noteSwitches(ofNewSubview:)`), so a view's own bits say what its
/// ancestors did. A view keeps its bits when it leaves the tree, which is what the tint needs (the
/// tint it showed came from the tree it leaves); a stale bit only costs the slow path, whose
/// answer is the same.
package struct InheritedSwitches: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The view or an ancestor has (or had) a non-zero safe area: its geometry setters work the
    /// safe area out again.
    package static let safeArea = InheritedSwitches(rawValue: 1 << 0)
    /// The view or an ancestor was given a tint color or adjustment mode: moving the view compares
    /// the tint it shows before and after.
    package static let customTint = InheritedSwitches(rawValue: 1 << 1)
    /// The view is or was in a window's tree (a window sets it on itself): moving the view looks
    /// for the windows it leaves and enters, to send `willMove(toWindow:)` and `didMoveToWindow()`.
    /// A tree that never was in a window (every test that builds a table without one, every cell
    /// waiting for reuse) skips the walk up its ancestors.
    package static let window = InheritedSwitches(rawValue: 1 << 2)
}
