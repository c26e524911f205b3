/// One variable times a coefficient: a term of a linear ``Expression``.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// Its coefficient (a multiplier, in Auto Layout's words).
    public var coefficient: Double

    /// `coefficient × variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant, such as `view.minX + 0.5 × view.width + 8`.
///
/// Built with the usual operators from ``Variable``s, expressions and `Double`s (`x + 2 * y - 10`).
/// Terms are kept as written; the solver adds up repeated variables.
public struct Expression: Hashable, Sendable, CustomStringConvertible, LinearExpressionConvertible {
    /// The terms, as written.
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1 × variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The value with each variable replaced by `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// Itself.
    public var expression: Expression { self }

    /// `2·x + -1·y + 10`, in the order written.
    public var description: String {
        var parts = terms.map { "\($0.coefficient)·\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}

/// A ``Variable`` or an ``Expression``: what the operators that build expressions and
/// constraints accept on either side.
public protocol LinearExpressionConvertible: Sendable {
    /// The value as an expression.
    var expression: Expression { get }
}

extension Variable: LinearExpressionConvertible {
    /// `1 × self`.
    public var expression: Expression { Expression(self) }
}

/// The sum of two expressions.
public func + <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    let l = lhs.expression
    let r = rhs.expression
    return Expression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// An expression plus a constant.
public func + <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    var e = lhs.expression
    e.constant += rhs
    return e
}

/// A constant plus an expression.
public func + <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression { rhs + lhs }

/// The difference of two expressions.
public func - <L: LinearExpressionConvertible, R: LinearExpressionConvertible>(lhs: L, rhs: R) -> Expression {
    lhs + (-rhs)
}

/// An expression minus a constant.
public func - <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression { lhs + (-rhs) }

/// A constant minus an expression.
public func - <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression { (-rhs) + lhs }

/// The negated expression.
public prefix func - <E: LinearExpressionConvertible>(operand: E) -> Expression { operand * -1 }

/// An expression times a constant (Auto Layout's multiplier).
public func * <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression {
    let e = lhs.expression
    return Expression(
        e.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) }, constant: e.constant * rhs)
}

/// A constant times an expression (Auto Layout's multiplier).
public func * <R: LinearExpressionConvertible>(lhs: Double, rhs: R) -> Expression { rhs * lhs }

/// An expression divided by a constant.
public func / <L: LinearExpressionConvertible>(lhs: L, rhs: Double) -> Expression { lhs * (1 / rhs) }
