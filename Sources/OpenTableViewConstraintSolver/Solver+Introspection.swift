// What the layer above needs for Auto Layout's diagnostics: which constraints are not met, and
// whether a variable's value is forced.
extension Solver {
    /// How far `constraint` is from holding in the current solution: `|lhs − rhs|` for an
    /// equality, the excess for an inequality, 0 when it holds; `nil` when it is not in the solver.
    /// Required constraints always hold (up to rounding); an optional one is violated when
    /// stronger constraints pull against it.
    public func violation(of constraint: Constraint) -> Double? {
        guard let record = records[constraint.id] else { return nil }
        var expression = record.constraint.expression
        expression.constant = record.constant
        let amount = expression.evaluate { value(of: $0) }
        switch record.constraint.relation {
        case .equal: return abs(amount)
        case .lessThanOrEqual: return max(0, amount)
        case .greaterThanOrEqual: return max(0, -amount)
        }
    }

    /// The constraints in the solver that the current solution violates by more than
    /// `tolerance`, in the order they were made: the optional constraints that stronger ones
    /// overrode (Auto Layout's "broken" constraints are required ones it removed, which the
    /// layer above records when ``add(_:)`` throws).
    public func unsatisfiedConstraints(tolerance: Double = 1e-6) -> [Constraint] {
        constraints.filter { (violation(of: $0) ?? 0) > tolerance }
    }

    /// The variables with edit constraints, in the order they were made edit variables.
    public var editVariables: [Variable] {
        edits.values.sorted { $0.id < $1.id }.map { $0.expression.terms[0].variable }
    }

    /// Whether `variable` could take another value in an equally good solution: the constraints
    /// do not pin it down (Auto Layout's `hasAmbiguousLayout`, per variable).
    ///
    /// Checked on the optimal tableau, in O(rows × row length): a variable no constraint
    /// mentions, or a parametric one, is free; a basic one is ambiguous when its row has a
    /// symbol that costs nothing at any level and can move by more than `epsilon` without making
    /// another row infeasible. This is exact when the optimal vertex is not degenerate; at a
    /// degenerate vertex (a zero-length step hides a direction a further pivot would reveal) it
    /// can answer `false` for an ambiguous variable, never `true` for a determined one.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbolOfVariable[variable.id], let index = row(of: symbol) else { return true }
        for cell in rows[index].cells where !cell.symbol.isDummy && hasNoCost(cell.symbol) {
            if canMove(cell.symbol, by: 1) { return true }
            if cell.symbol.isExternal && canMove(cell.symbol, by: -1) { return true }
        }
        return false
    }

    /// Whether the parametric `symbol` can move in `direction` (±1) by more than `epsilon`
    /// with every restricted basic symbol staying ≥ 0.
    private func canMove(_ symbol: Symbol, by direction: Double) -> Bool {
        for index in rows.indices where basicSymbols[index].isRestricted {
            let rate = rows[index].coefficient(of: symbol) * direction
            if rate < 0 && -rows[index].constant / rate <= epsilon { return false }
        }
        return true
    }
}
