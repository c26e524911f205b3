import OpenTableViewConstraintSolver
import TestSupport
import Testing

/// The cases Auto Layout's documentation and the Cassowary paper spell out, with exact values.
@Suite struct SolverDocumentedCasesTests {
    /// Badros, Borning & Stuckey's running example: a midpoint between a left and a right edge,
    /// `xm = (xl + xr) / 2`, `xl + 10 ≤ xr`, `xr ≤ 100`, `xl ≥ 0`; here with a medium goal on the
    /// right edge and a weak one on the left, and the midpoint dragged (an edit variable).
    @Test func paperMidpointExample() throws {
        let left = Variable("left")
        let mid = Variable("mid")
        let right = Variable("right")
        var solver = Solver()
        try solver.add(2 * mid == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.add((right == 80).withStrength(.medium))
        try solver.add((left == 20).withStrength(.weak))
        expectEqual([solver.value(of: left), solver.value(of: mid), solver.value(of: right)], [20, 50, 80])

        try solver.addEditVariable(mid, strength: .strong)
        try solver.suggestValue(90, for: mid)
        // The medium goal on `right` wins over the weak one on `left`: right is as close to 80
        // as `left + 10 ≤ right` and `left + right = 180` allow.
        expectEqual([solver.value(of: left), solver.value(of: mid), solver.value(of: right)], [85, 90, 95])
        try solver.suggestValue(30, for: mid)
        // right = 80 (its goal), left = 2·30 − 80 = −20 would break `left ≥ 0`: left = 0, and then
        // mid = 30 forces right = 60, which the strong edit beats the medium goal for.
        expectEqual([solver.value(of: left), solver.value(of: mid), solver.value(of: right)], [0, 30, 60])
        try solver.suggestValue(200, for: mid)
        // right ≤ 100 and left + 10 ≤ right cap the midpoint at 95: the edit loses.
        expectEqual([solver.value(of: left), solver.value(of: mid), solver.value(of: right)], [90, 95, 100])
        try solver.removeEditVariable(mid)
        expectEqual([solver.value(of: left), solver.value(of: mid), solver.value(of: right)], [20, 50, 80])
    }

    /// "Higher priority constraints are satisfied before lower priority constraints"
    /// (`NSLayoutConstraint.priority`): one constraint at 999 beats a hundred at 998.
    @Test func oneConstraintAtAHigherPriorityBeatsAnyNumberBelowIt() throws {
        let x = Variable("x")
        var solver = Solver()
        for _ in 0..<100 { try solver.add((x == 20).withStrength(Strength(priority: 998))) }
        try solver.add((x == 10).withStrength(Strength(priority: 999)))
        expectEqual(solver.value(of: x), 10)
        expectEqual(solver.unsatisfiedConstraints().count, 100)
    }

    /// Weak constraints, however many or heavy, never outweigh a strong one (Kiwi's folded
    /// strengths would let a 10⁶-weight weak constraint win).
    @Test func weightsNeverCrossLevels() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 10).withStrength(.strong))
        try solver.add((x == 20).withStrength(Strength(priority: 250, weight: 1e9)))
        expectEqual(solver.value(of: x), 10)
    }

    /// Inside a level, weights trade errors off: the weighted error `1·|x − 0| + 3·|x − 10|` is
    /// least at x = 10.
    @Test func weightsInsideALevel() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add((x == 0).withStrength(Strength(priority: 500, weight: 1)))
        try solver.add((x == 10).withStrength(Strength(priority: 500, weight: 3)))
        expectEqual(solver.value(of: x), 10)
    }

    /// required > strong > medium > weak, and removal brings the next one back.
    @Test func strengthOrder() throws {
        let x = Variable("x")
        var solver = Solver()
        let weak = (x == 1).withStrength(.weak)
        let medium = (x == 2).withStrength(.medium)
        let strong = (x == 3).withStrength(.strong)
        let required = x == 4
        var seen: [Double] = []
        for constraint in [weak, medium, strong, required] {
            try solver.add(constraint)
            seen.append(solver.value(of: x))
        }
        for constraint in [required, strong, medium] {
            try solver.remove(constraint)
            seen.append(solver.value(of: x))
        }
        expectEqual(seen, [1, 2, 3, 4, 3, 2, 1])
        expectEqual([Strength.required, .strong, .medium, .weak].map(\.priority), [1000, 750, 500, 250])
    }

    /// An optional goal outside a required bound is met as closely as the bound allows, and
    /// reported as unsatisfied with its violation.
    @Test func requiredBeatsOptional() throws {
        let x = Variable("x")
        var solver = Solver()
        let bound = x >= 50
        let goal = (x == 10).withStrength(.strong)
        try solver.add(bound)
        try solver.add(goal)
        expectEqual(solver.value(of: x), 50)
        expectEqual(solver.violation(of: goal), 40)
        expectEqual(solver.violation(of: bound), 0)
        expectEqual(solver.unsatisfiedConstraints(), [goal])
    }

    /// `<=` and `>=` through slack variables, required and optional.
    @Test func inequalities() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        try solver.add(x <= 10)
        try solver.add((x == 20).withStrength(.weak))
        expectEqual(solver.value(of: x), 10)
        try solver.add(y >= x + 5)
        try solver.add((y == 0).withStrength(.weak))
        expectEqual(solver.value(of: y), 15)
        // An optional inequality gives way to a required one, and holds when it can.
        let z = Variable("z")
        let optional = (z >= 30).withStrength(.medium)
        try solver.add(optional)
        try solver.add(z <= 25)
        expectEqual(solver.value(of: z), 25)
        expectEqual(solver.violation(of: optional), 5)
    }

    /// Multipliers: `width = 0.5 × superview.width`, an aspect ratio, and a centre
    /// `centerX = minX + 0.5 × width`.
    @Test func multipliers() throws {
        let superWidth = Variable("super.width")
        let width = Variable("width")
        let height = Variable("height")
        let minX = Variable("minX")
        let centerX = Variable("centerX")
        var solver = Solver()
        try solver.add(superWidth == 300)
        try solver.add(width == 0.5 * superWidth)
        try solver.add(height == width * (9.0 / 16.0))
        try solver.add(centerX == superWidth / 2)
        try solver.add(centerX == minX + 0.5 * width)
        expectEqual(solver.value(of: width), 150)
        expectEqual(solver.value(of: height), 84.375)
        expectEqual(solver.value(of: minX), 75)
    }

    /// A cell's self-sizing height: a label pinned to the margins of a content view whose height
    /// follows, the label's height at least its intrinsic height (compression resistance, 750)
    /// and hugging it (250), a required minimum row height.
    @Test func selfSizingCellHeight() throws {
        let cellTop = Variable("cell.top")
        let cellHeight = Variable("cell.height")
        let labelTop = Variable("label.top")
        let labelHeight = Variable("label.height")
        var solver = Solver()
        try solver.add(cellTop == 0)
        try solver.add(labelTop == cellTop + 11)
        try solver.add(labelTop + labelHeight == cellTop + cellHeight - 11)
        try solver.add((labelHeight >= 41).withStrength(.strong))
        try solver.add((labelHeight <= 41).withStrength(.weak))
        try solver.add(cellHeight >= 44)
        // Fitting: the cell's height as small as possible (UIKit's fitting size level, 50).
        try solver.add((cellHeight == 0).withStrength(Strength(priority: 50)))
        expectEqual(solver.value(of: cellHeight), 63)
        expectEqual(solver.value(of: labelHeight), 41)
        // A shorter label: the required 44 pt minimum wins over hugging, the label grows.
        var shorter = Solver()
        try shorter.add(cellTop == 0)
        try shorter.add(labelTop == cellTop + 11)
        try shorter.add(labelTop + labelHeight == cellTop + cellHeight - 11)
        try shorter.add((labelHeight >= 20).withStrength(.strong))
        try shorter.add((labelHeight <= 20).withStrength(.weak))
        try shorter.add(cellHeight >= 44)
        try shorter.add((cellHeight == 0).withStrength(Strength(priority: 50)))
        expectEqual(shorter.value(of: cellHeight), 44)
        expectEqual(shorter.value(of: labelHeight), 22)
    }

    /// Removing a constraint brings back the solution from before it, exactly.
    @Test func removalRestoresThePreviousSolution() throws {
        let xs = (0..<6).map { Variable("x\($0)") }
        var solver = Solver()
        try solver.add(xs[0] == 10)
        for i in 1..<6 {
            try solver.add(xs[i] >= xs[i - 1] + 8)
            try solver.add((xs[i] == xs[i - 1] + 20).withStrength(.weak))
        }
        let before = xs.map { solver.value(of: $0) }
        expectEqual(before, [10, 30, 50, 70, 90, 110])
        let squeeze = xs[5] <= 60
        try solver.add(squeeze)
        expectEqual(xs.map { solver.value(of: $0) }.last, 60)
        try solver.remove(squeeze)
        expectEqual(xs.map { solver.value(of: $0) }, before)
    }

    /// Constant changes without removal (`NSLayoutConstraint.constant`), through the dual simplex.
    @Test func updateConstant() throws {
        let x = Variable("x")
        let y = Variable("y")
        var solver = Solver()
        let spacing = y == x + 8
        try solver.add(x == 10)
        try solver.add(spacing)
        expectEqual(solver.value(of: y), 18)
        try solver.updateConstant(of: spacing, to: -20)  // y − x − 20 = 0
        expectEqual(solver.value(of: y), 30)
        expectEqual(solver.constant(of: spacing), -20)
        let cap = y <= 40
        try solver.add(cap)
        // y − 25 ≤ 0 conflicts with y = 30: refused, and the old constant is kept.
        #expect(throws: ConstraintSolverError.unsatisfiableConstraint(cap)) {
            try solver.updateConstant(of: cap, to: -25)
        }
        expectEqual(solver.constant(of: cap), -40)
        expectEqual(solver.value(of: y), 30)
        try solver.updateConstant(of: spacing, to: -15)
        try solver.updateConstant(of: cap, to: -25)
        expectEqual(solver.value(of: y), 25)
    }
}
