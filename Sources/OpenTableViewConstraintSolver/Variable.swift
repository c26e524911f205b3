/// An unknown the solver finds a value for: in Auto Layout, one attribute of one view, such as a
/// view's minimum x or its width.
///
/// A variable is a value with an identity: copies are the same variable, and two variables made
/// separately are different even when their names are equal. It belongs to no solver; a solver
/// learns of it when a constraint that mentions it is added, and answers its value with
/// ``Solver/value(of:)``.
///
/// `==` on two variables compares their identities and gives a `Bool`; to constrain two
/// variables to be equal, use `==` where a ``Constraint`` is expected (`try solver.add(x == y)`)
/// or ``Constraint/init(_:_:_:strength:)``.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The identity: unique in the process.
    public let id: Int
    /// A name for diagnostics; it plays no part in solving or in equality.
    public let name: String

    /// A new variable, different from every other.
    ///
    /// - Parameter name: shown in diagnostics and descriptions; need not be unique.
    public init(_ name: String = "") {
        self.id = IdentitySource.shared.make()
        self.name = name
    }

    /// Whether the two are the same variable (same identity).
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name, or `v` followed by the identity when the name is empty.
    public var description: String { name.isEmpty ? "v\(id)" : name }
}
