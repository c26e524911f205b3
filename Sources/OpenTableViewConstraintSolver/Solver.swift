/// A Cassowary constraint solver: finds values for ``Variable``s that satisfy every required
/// ``Constraint`` and, level by level, come as close as possible to the optional ones.
///
/// The incremental simplex method of Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm" (ACM TOCHI 8(4), 2001), the algorithm Auto Layout is
/// built on: constraints are added and removed one at a time, each change re-optimising from the
/// previous solution; edit variables (``addEditVariable(_:strength:)``,
/// ``suggestValue(_:for:)``) and constant changes (``updateConstant(of:to:)``) re-optimise with
/// the dual simplex. Values are read at any time with ``value(of:)``, in O(1).
///
/// Strengths are ordered levels (see ``Strength``): all required constraints hold, then the
/// solver minimises the weighted error of the highest optional level, then the next, and so on.
/// An optional equality's error is `|lhs − rhs|`, an optional inequality's the amount by which
/// it is violated.
///
/// A value type: copying a solver copies its state (copy-on-write), so a test can keep the
/// solver from before a change and compare. Not tied to any actor; `Sendable`.
///
/// Differences from Auto Layout's engine (which is not public): where several solutions are
/// equally good, this solver picks one by the simplex's rules (see ``isAmbiguous(_:)``); Auto
/// Layout's choice may differ. Compatibility/ConstraintSolver.md says more.
public struct Solver: Sendable {
    /// A constraint in the solver, and the symbols that find it again in the tableau.
    struct Record: Sendable {
        var constraint: Constraint
        /// The constraint's current constant (``updateConstant(of:to:)`` changes it).
        var constant: Double
        /// Slack (inequality), dummy (required equality) or e⁺ (optional equality).
        var marker: Symbol
        /// The marker's coefficient in `expression + coefficient × marker + … = 0`.
        var markerCoefficient: Double
        /// The error symbol of an optional inequality, e⁻ of an optional equality.
        var other: Symbol?
    }

    // The tableau: rows[i] is what basicSymbols[i] equals; rowIndex[s.index] finds a basic
    // symbol's row (−1 for a parametric symbol). Dense arrays, not a dictionary of rows, so
    // finding a row is an array read and walking them is a loop over contiguous memory.
    var rows: [Row] = []
    var basicSymbols: [Symbol] = []
    var rowIndex: [Int32] = []

    /// The objective, one row per optional priority in use, highest first (see ``Strength``).
    var levels: [Level] = []
    /// The objective of the artificial phase of ``add(_:)``, while it runs.
    var artificial: Row?
    /// Basic restricted symbols whose rows went negative after a constant changed: the dual
    /// simplex's work list.
    var infeasible: [Symbol] = []

    var symbolOfVariable = IdentityTable<Symbol>()
    /// The constraints in the solver, by constraint identity.
    var records = IdentityMap<Record>()
    /// Edit constraints by variable identity.
    var edits = IdentityMap<Constraint>()
    /// Stay constraints by variable identity.
    var stays = IdentityMap<Constraint>()

    /// An empty solver.
    public init() {}

    // MARK: Constraints

    /// Adds `constraint` and re-optimises.
    ///
    /// - Throws: ``ConstraintSolverError/duplicateConstraint(_:)`` if it is already there;
    ///   ``ConstraintSolverError/unsatisfiableConstraint(_:)`` if it is required and cannot hold
    ///   with the required constraints already there. The solver is unchanged when it throws.
    /// - Complexity: a few pivots, each O(rows × row length); amortised, close to O(rows).
    public mutating func add(_ constraint: Constraint) throws(ConstraintSolverError) {
        guard records.slot(of: constraint.id) == nil else { throw .duplicateConstraint(constraint) }
        if rowIndex.isEmpty { reserveInitialCapacity() }
        var (row, record) = makeRow(for: constraint)
        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            substitute(subject, with: row)
            appendRow(row, basic: subject)
        } else if row.hasOnlyDummies {
            // Only required equalities' markers are left: the constraint is a combination of
            // required equalities already there, so it holds exactly when its constant is 0.
            guard isNearZero(row.constant) else { throw .unsatisfiableConstraint(constraint) }
            row.solve(for: record.marker)
            substitute(record.marker, with: row)
            appendRow(row, basic: record.marker)
        } else if !addWithArtificialVariable(row) {
            throw .unsatisfiableConstraint(constraint)
        }
        records.insert(constraint.id, record)
        optimize()
        resetStays()
    }

    /// Removes `constraint` and re-optimises: the solution is again the one without it.
    ///
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)`` if it is not there.
    public mutating func remove(_ constraint: Constraint) throws(ConstraintSolverError) {
        guard let record = records.removeValue(forKey: constraint.id) else {
            throw .unknownConstraint(constraint)
        }
        removeErrors(of: record)
        let marker = record.marker
        if let index = row(of: marker) {
            _ = removeRow(at: index)
        } else if let index = markerLeavingRow(marker) {
            // Make the marker basic, then drop its row: the constraint's equation leaves the
            // tableau. The row is chosen so the others stay feasible (Cassowary §4.4).
            let leaving = basicSymbols[index]
            var row = removeRow(at: index)
            row.solve(for: marker, replacing: leaving)
            substitute(marker, with: row)
        }
        if !infeasible.isEmpty { _ = dualOptimize() }
        optimize()
        resetStays()
    }

    /// Whether `constraint` is in the solver.
    public func contains(_ constraint: Constraint) -> Bool { records.slot(of: constraint.id) != nil }

    /// The constraints in the solver, in the order they were made, edit and stay constraints
    /// included.
    public var constraints: [Constraint] {
        records.values.map(\.constraint).sorted { $0.id < $1.id }
    }

    /// The current constant of `constraint`'s expression (`lhs − rhs`): its own, or the last
    /// one ``updateConstant(of:to:)`` set. `nil` when it is not in the solver.
    public func constant(of constraint: Constraint) -> Double? { records[constraint.id]?.constant }

    /// Changes the constant of `constraint`'s expression (`lhs − rhs`) to `constant` and
    /// re-optimises with the dual simplex, without removing and re-adding it: Auto Layout's
    /// `NSLayoutConstraint.constant` setter, incrementally (for `a == b + c`, the expression is
    /// `a − b − c`, so pass `−c`).
    ///
    /// - Throws: ``ConstraintSolverError/unknownConstraint(_:)``;
    ///   ``ConstraintSolverError/unsatisfiableConstraint(_:)`` if `constraint` is required and
    ///   cannot hold with the new constant; the old constant is then kept.
    public mutating func updateConstant(of constraint: Constraint, to constant: Double)
        throws(ConstraintSolverError)
    {
        guard let slot = records.slot(of: constraint.id) else { throw .unknownConstraint(constraint) }
        let record = records[slot: slot]
        let delta = constant - record.constant
        guard delta != 0 else { return }
        // In `expression + k·m + … = 0`, adding δ to the constant is replacing the marker m by
        // m' + δ/k: one row changes if m is basic, else the rows that mention m (Cassowary §3.3,
        // the edit-constant update, for any constraint's marker).
        let shift = delta / record.markerCoefficient
        guard shiftMarker(record.marker, by: shift) else { throw .unsatisfiableConstraint(constraint) }
        records[slot: slot].constant = constant
        if !dualOptimize() {
            // Only a required constraint can fail here; undo. The old constants were feasible,
            // so the dual simplex finds them again.
            infeasible.removeAll()
            _ = shiftMarker(record.marker, by: -shift)
            _ = dualOptimize()
            records[slot: slot].constant = record.constant
            throw .unsatisfiableConstraint(constraint)
        }
        resetStays()
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: a constraint `variable == its current value` at
    /// `strength`, whose value ``suggestValue(_:for:)`` then moves.
    ///
    /// Cassowary's edit constraints are usually strong; a required one is allowed here, and then
    /// a suggestion that conflicts with required constraints throws.
    /// - Throws: ``ConstraintSolverError/duplicateEditVariable(_:)`` if it already is one.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(ConstraintSolverError) {
        guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(variable, .equal, Expression(constant: value(of: variable)), strength: strength)
        try add(constraint)
        edits.insert(variable.id, constraint)
    }

    /// Removes `variable`'s edit constraint.
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)`` if it is not an edit variable.
    public mutating func removeEditVariable(_ variable: Variable) throws(ConstraintSolverError) {
        guard let constraint = edits.removeValue(forKey: variable.id) else {
            throw .unknownEditVariable(variable)
        }
        try remove(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.id] != nil }

    /// Suggests `value` for the edit variable `variable` and re-optimises with the dual simplex:
    /// the variable takes the value unless stronger constraints keep it elsewhere.
    ///
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)``;
    ///   ``ConstraintSolverError/unsatisfiableConstraint(_:)`` (the edit constraint) only for a
    ///   required edit variable whose value conflicts with required constraints.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(ConstraintSolverError) {
        guard let constraint = edits[variable.id] else { throw .unknownEditVariable(variable) }
        try updateConstant(of: constraint, to: -value)
    }

    // MARK: Stays

    /// Adds a stay on `variable`: an optional constraint that keeps it where it is.
    ///
    /// As in Cassowary, a stay holds the variable at the value it had when the solver last
    /// settled: after every change (add, remove, suggest, constant update), each stay's constant
    /// is reset to its variable's new value. Removing a constraint does not bring back values
    /// a stay has since adopted.
    /// - Precondition: `strength` is not required (a required stay would fix the variable for
    ///   ever: use a required constraint).
    /// - Throws: ``ConstraintSolverError/duplicateEditVariable(_:)`` if it already has a stay.
    public mutating func addStay(_ variable: Variable, strength: Strength = .weak) throws(ConstraintSolverError) {
        precondition(!strength.isRequired, "A stay is not required; use a required constraint")
        guard stays[variable.id] == nil else { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(variable, .equal, Expression(constant: value(of: variable)), strength: strength)
        try add(constraint)
        stays.insert(variable.id, constraint)
    }

    /// Removes `variable`'s stay.
    /// - Throws: ``ConstraintSolverError/unknownEditVariable(_:)`` if it has none.
    public mutating func removeStay(_ variable: Variable) throws(ConstraintSolverError) {
        guard let constraint = stays.removeValue(forKey: variable.id) else { throw .unknownEditVariable(variable) }
        try remove(constraint)
    }

    // MARK: Values

    /// `variable`'s value in the current solution; 0 for a variable no constraint mentions.
    /// - Complexity: O(1): a basic variable's row constant, or 0 for a parametric one.
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolOfVariable[variable.id], let index = row(of: symbol) else { return 0 }
        return rows[index].constant
    }
}
