import Foundation

/// Hands out the identities of variables and constraints: unique in the process, so a variable or
/// a constraint means the same thing to every solver, and a solver can key its records by a
/// plain `Int` instead of hashing names.
///
/// A lock, not an atomic: `Synchronization.Atomic` needs macOS 15 / iOS 18, and this module builds
/// wherever Foundation does. Creating a variable or a constraint is rare next to solving, so the
/// lock costs nothing measurable.
final class IdentitySource: @unchecked Sendable {
    /// The one source of the process.
    static let shared = IdentitySource()

    private let lock = NSLock()
    private var next = 1

    /// A number never handed out before.
    func make() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let identity = next
        next += 1
        return identity
    }
}
