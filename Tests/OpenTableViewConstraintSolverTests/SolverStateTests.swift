import OpenTableViewConstraintSolver
import TestSupport
import Testing

/// Edits, stays, ambiguity and value semantics.
@Suite struct SolverStateTests {
    /// A drag: a strong edit variable moves within required bounds, and a weak goal elsewhere is
    /// untouched.
    @Test func editsWithinBounds() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.add(y == x + 10)
        try solver.add((x == 5).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        var seen: [Double] = []
        for value in [50.0, 150, -20, 20] {
            try solver.suggestValue(value, for: x)
            seen.append(solver.value(of: x))
            seen.append(solver.value(of: y))
        }
        expectEqual(seen, [50, 60, 100, 110, 0, 10, 20, 30])
        try solver.removeEditVariable(x)
        expectEqual(solver.value(of: x), 5)
    }

    /// A new edit variable starts at the variable's current value, so adding it moves nothing.
    @Test func addingAnEditVariableMovesNothing() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 30).withStrength(.weak))
        try solver.addEditVariable(x, strength: .strong)
        expectEqual(solver.value(of: x), 30)
    }

    /// A stay keeps a variable where the last change left it (Cassowary's stays).
    @Test func staysKeepTheLastValue() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        try solver.add(x + y == 100)
        let pin = (x == 30).withStrength(.strong)
        try solver.add(pin)
        try solver.addStay(x)
        try solver.addStay(y)
        #expect((solver.value(of: x), solver.value(of: y)) == (30, 70))
        try solver.remove(pin)
        #expect((solver.value(of: x), solver.value(of: y)) == (30, 70))
        try solver.addEditVariable(x, strength: .strong)
        try solver.suggestValue(45, for: x)
        #expect((solver.value(of: x), solver.value(of: y)) == (45, 55))
        try solver.removeEditVariable(x)
        // The stays have taken the dragged values.
        #expect((solver.value(of: x), solver.value(of: y)) == (45, 55))
        #expect(throws: ConstraintSolverError.duplicateEditVariable(x)) { try solver.addStay(x) }
        try solver.removeStay(x)
        #expect(throws: ConstraintSolverError.unknownEditVariable(x)) { try solver.removeStay(x) }
    }

    /// `hasAmbiguousLayout`'s question per variable.
    @Test func ambiguity() throws {
        let x = Variable("x")
        let y = Variable("y")
        let unknown = Variable("unknown")
        var solver = Solver()
        try solver.add(x + y == 100)
        #expect(solver.isAmbiguous(x) || solver.isAmbiguous(y))
        #expect(solver.isAmbiguous(unknown))
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        let pin = y == 30
        try solver.add(pin)
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        try solver.remove(pin)
        // An optional goal decides too: the solution is the unique best one.
        try solver.add((y == 30).withStrength(.weak))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
        expectEqual(solver.value(of: x), 70)
        // Two goals at one level pulling apart with equal weights: any x in [20, 70] costs 50.
        let z = Variable("z")
        try solver.add((z == 20).withStrength(.medium))
        try solver.add((z == 70).withStrength(.medium))
        #expect(solver.isAmbiguous(z))
    }

    /// Many variables (the solver's variable table grows several times): a chain of 1,000.
    @Test func aThousandVariables() throws {
        let xs = (0..<1_000).map { Variable("x\($0)") }
        var solver = Solver()
        try solver.add(xs[0] == 0)
        for i in 1..<xs.count { try solver.add(xs[i] == xs[i - 1] + 1) }
        #expect(xs.indices.allSatisfy { solver.value(of: xs[$0]) == Double($0) })
        expectEqual(solver.value(of: Variable("never added")), 0)
    }

    /// A solver is a value: a copy keeps the state from before the change.
    @Test func valueSemantics() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 10).withStrength(.weak))
        let before = solver
        try solver.add(x == 20)
        expectEqual(before.value(of: x), 10)
        expectEqual(solver.value(of: x), 20)
        expectEqual(before.constraints.count, 1)
    }

    /// Expressions keep what was written; descriptions name variables.
    @Test func expressionsAndDescriptions() {
        let x = Variable("x")
        let y = Variable()
        let e = 2 * x - y / 4 + 3
        expectEqual(e.terms, [Term(x, coefficient: 2), Term(y, coefficient: -0.25)])
        expectEqual(e.constant, 3)
        expectEqual(e.evaluate { $0 == x ? 1 : 8 }, 3)
        expectEqual(x.description, "x")
        expectEqual(y.description, "v\(y.id)")
        let c = (x <= y).withStrength(Strength(priority: 999, weight: 2))
        expectEqual(c.relation, .lessThanOrEqual)
        expectEqual(c.description, "1.0·x + -1.0·v\(y.id) <= 0 @ 999.0 × 2.0")
    }
}
