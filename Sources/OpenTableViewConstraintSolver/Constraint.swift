/// How a constraint relates its expression to zero.
public enum Relation: Hashable, Sendable, CustomStringConvertible {
    /// `expression ≤ 0` (`NSLayoutConstraint.Relation.lessThanOrEqual`).
    case lessThanOrEqual
    /// `expression = 0` (`NSLayoutConstraint.Relation.equal`).
    case equal
    /// `expression ≥ 0` (`NSLayoutConstraint.Relation.greaterThanOrEqual`).
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear equality or inequality with a strength: `expression relation 0`, such as
/// `label.minX - (cell.minX + 16) == 0` at priority 1000.
///
/// A constraint is a value with an identity (like ``Variable``): copies are the same constraint,
/// and a solver knows it by ``id``. Build one from both sides with `==`, `<=` and `>=`
/// (`x + 10 <= y`), which keep `lhs - rhs` as the ``expression``, or with
/// ``init(_:_:_:strength:)``; change its strength with ``withStrength(_:)``, which makes a new
/// constraint.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
    /// The identity: unique in the process.
    public let id: Int
    /// The left side minus the right side.
    public let expression: Expression
    /// How ``expression`` relates to zero.
    public let relation: Relation
    /// Required, or how much the constraint matters.
    public let strength: Strength

    /// `lhs relation rhs` at `strength`.
    public init(
        _ lhs: some LinearExpressionConvertible, _ relation: Relation, _ rhs: some LinearExpressionConvertible,
        strength: Strength = .required
    ) {
        self.init(expression: lhs - rhs, relation: relation, strength: strength)
    }

    /// `expression relation 0` at `strength`.
    public init(expression: Expression, relation: Relation, strength: Strength = .required) {
        self.id = IdentitySource.shared.make()
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint (a new identity) with the same expression and relation at `strength`.
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression: expression, relation: relation, strength: strength)
    }

    /// Whether the two are the same constraint (same identity).
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs.id == rhs.id }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// `expression relation 0 @ strength`.
    public var description: String { "\(expression) \(relation) 0 @ \(strength)" }
}

/// The required constraint `lhs == rhs`.
public func == <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .equal, rhs)
}

/// The required constraint `lhs == rhs`.
public func == <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .equal, Expression(constant: rhs))
}

/// The required constraint `lhs <= rhs`.
public func <= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, rhs)
}

/// The required constraint `lhs <= rhs`.
public func <= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
}

/// The required constraint `lhs >= rhs`.
public func >= <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, rhs)
}

/// The required constraint `lhs >= rhs`.
public func >= <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
}
