/// Why a solver refused a request. The solver is unchanged after any of these.
public enum ConstraintSolverError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already
    /// added (or, from ``Solver/updateConstant(of:to:)`` and ``Solver/suggestValue(_:for:)``,
    /// with its new constant). Auto Layout then logs "Unable to simultaneously satisfy
    /// constraints." and breaks a constraint; that choice belongs to the layer above.
    case unsatisfiableConstraint(Constraint)
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable already has an edit constraint (or a stay, for ``Solver/addStay(_:strength:)``).
    case duplicateEditVariable(Variable)
    /// The variable has no edit constraint (or no stay).
    case unknownEditVariable(Variable)

    /// What went wrong, naming the constraint or variable.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c): "Unsatisfiable required constraint: \(c)"
        case .duplicateConstraint(let c): "Duplicate constraint: \(c)"
        case .unknownConstraint(let c): "Unknown constraint: \(c)"
        case .duplicateEditVariable(let v): "Duplicate edit variable: \(v)"
        case .unknownEditVariable(let v): "Unknown edit variable: \(v)"
        }
    }
}
