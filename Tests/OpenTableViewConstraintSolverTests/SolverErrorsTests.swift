import OpenTableViewConstraintSolver
import TestSupport
import Testing

/// What the solver refuses, with the constraint or variable named, and that a refusal changes
/// nothing.
@Suite struct SolverErrorsTests {
    /// Two required equalities that disagree: the second is refused by name.
    @Test func conflictingRequiredEqualities() throws {
        let x = Variable("x")
        var solver = Solver()
        let first = x == 10
        let second = x == 20
        try solver.add(first)
        #expect(throws: ConstraintSolverError.unsatisfiableConstraint(second)) { try solver.add(second) }
        expectEqual(solver.constraints, [first])
        expectEqual(solver.value(of: x), 10)
        #expect(!solver.contains(second))
    }

    /// Required inequalities that leave no room: refused through the artificial-variable phase,
    /// and the solver goes on exactly as before, optional goals included.
    @Test func conflictingRequiredInequalities() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y >= x + 5)
        try solver.add((y == 100).withStrength(.weak))
        try solver.add((x == 50).withStrength(.medium))
        let before = (solver.value(of: x), solver.value(of: y))
        #expect(before == (50, 100))
        let impossible = y <= 12
        #expect(throws: ConstraintSolverError.unsatisfiableConstraint(impossible)) { try solver.add(impossible) }
        #expect((solver.value(of: x), solver.value(of: y)) == before)
        #expect(solver.constraints.count == 4)
        // Still usable: a satisfiable one goes in.
        try solver.add(y <= 60)
        #expect((solver.value(of: x), solver.value(of: y)) == (50, 60))
    }

    /// A required equality that restates others is accepted; one that contradicts them is not.
    @Test func redundantRequiredEqualities() throws {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        var solver = Solver()
        try solver.add(x == y)
        try solver.add(y == z)
        try solver.add(x == z)
        let off = x == z + 1
        #expect(throws: ConstraintSolverError.unsatisfiableConstraint(off)) { try solver.add(off) }
        try solver.add(z == 7)
        expectEqual([solver.value(of: x), solver.value(of: y), solver.value(of: z)], [7, 7, 7])
    }

    @Test func duplicateAndUnknownConstraints() throws {
        let x = Variable("x")
        var solver = Solver()
        let c = x == 1
        try solver.add(c)
        #expect(throws: ConstraintSolverError.duplicateConstraint(c)) { try solver.add(c) }
        let other = x >= 0
        #expect(throws: ConstraintSolverError.unknownConstraint(other)) { try solver.remove(other) }
        #expect(throws: ConstraintSolverError.unknownConstraint(other)) {
            try solver.updateConstant(of: other, to: 3)
        }
        try solver.remove(c)
        #expect(throws: ConstraintSolverError.unknownConstraint(c)) { try solver.remove(c) }
        // A copy made with a new strength is a different constraint.
        expectNotEqual(c.withStrength(.weak), c)
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x")
        var solver = Solver()
        #expect(throws: ConstraintSolverError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
        #expect(throws: ConstraintSolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(solver.hasEditVariable(x))
        expectEqual(solver.editVariables, [x])
        #expect(throws: ConstraintSolverError.duplicateEditVariable(x)) {
            try solver.addEditVariable(x, strength: .weak)
        }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.constraints.isEmpty)
    }

    /// A required edit variable: suggestions within the required constraints are taken exactly,
    /// one outside them is refused and the previous value kept.
    @Test func requiredEditVariable() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(x <= 100)
        try solver.addEditVariable(x, strength: .required)
        try solver.suggestValue(40, for: x)
        expectEqual(solver.value(of: x), 40)
        #expect(throws: (any Error).self) { try solver.suggestValue(140, for: x) }
        expectEqual(solver.value(of: x), 40)
        try solver.suggestValue(100, for: x)
        expectEqual(solver.value(of: x), 100)
    }

    @Test func errorDescriptionsNameTheConstraint() {
        let x = Variable("width")
        let c = x == 10
        expectEqual(
            ConstraintSolverError.unsatisfiableConstraint(c).description,
            "Unsatisfiable required constraint: 1.0·width + -10.0 == 0 @ required")
        expectEqual(ConstraintSolverError.unknownEditVariable(x).description, "Unknown edit variable: width")
    }
}
