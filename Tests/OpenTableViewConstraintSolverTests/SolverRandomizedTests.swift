import Foundation
import OpenTableViewConstraintSolver
import TestSupport
import Testing

/// Random small systems against the brute-force ``ReferenceSolver``: which required constraints
/// are accepted, that they hold, and that the weighted error of every level is the least
/// possible; then removal, re-adding, edits and constant updates, each checked the same way.
///
/// `SOLVER_RANDOM_SEEDS=20000 swift test --filter SolverRandomizedTests` for a long run; the
/// default (400 seeds) takes about 6 s in a debug build.
@Suite struct SolverRandomizedTests {
    static let seeds = Int(ProcessInfo.processInfo.environment["SOLVER_RANDOM_SEEDS"] ?? "") ?? 400
    /// The first seed (`SOLVER_RANDOM_FIRST_SEED`), to replay a failure.
    static let firstSeed = Int(ProcessInfo.processInfo.environment["SOLVER_RANDOM_FIRST_SEED"] ?? "") ?? 0

    @Test func randomSystemsMatchTheReference() throws {
        for seed in Self.firstSeed..<(Self.firstSeed + Self.seeds) {
            try check(seed: UInt64(seed))
        }
    }

    /// One system: n variables in the box [0, 200]ⁿ, required and optional constraints with
    /// small integer coefficients (so degenerate and redundant cases are common).
    private func check(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let n = random.next(in: 2...3)
        let variables = (0..<n).map { Variable("x\($0)") }
        var box: [ConstraintSpec] = []
        for i in 0..<n {
            var unit = [Double](repeating: 0, count: n)
            unit[i] = 1
            box.append(
                ConstraintSpec(coefficients: unit, constant: 0, relation: .greaterThanOrEqual, strength: .required))
            box.append(
                ConstraintSpec(coefficients: unit, constant: -200, relation: .lessThanOrEqual, strength: .required))
        }
        var solver = Solver()
        var accepted: [(spec: ConstraintSpec, constraint: Constraint)] = []
        for spec in box {
            let constraint = spec.constraint(over: variables)
            try solver.add(constraint)
            accepted.append((spec, constraint))
        }
        let count = random.next(in: 2...8)
        for _ in 0..<count {
            let spec = randomSpec(&random, n)
            let constraint = spec.constraint(over: variables)
            let feasible = ReferenceSolver.isFeasible(accepted.map(\.spec) + [spec], dimension: n)
            do {
                try solver.add(constraint)
                #expect(feasible, "seed \(seed): accepted an infeasible \(constraint)")
                accepted.append((spec, constraint))
            } catch {
                #expect(!feasible, "seed \(seed): refused a feasible \(constraint): \(error)")
                expectEqual(error, .unsatisfiableConstraint(constraint))
            }
        }
        let optimum = try expectOptimal(solver, accepted.map(\.spec), variables, seed, "built")

        // Remove one (not of the box), check, add it back: the optimum comes back.
        if accepted.count > box.count {
            let victim = random.next(in: box.count...(accepted.count - 1))
            try solver.remove(accepted[victim].constraint)
            var rest = accepted.map(\.spec)
            rest.remove(at: victim)
            _ = try expectOptimal(solver, rest, variables, seed, "after removal")
            let again = accepted[victim].spec.constraint(over: variables)
            try solver.add(again)
            accepted[victim].constraint = again
            let back = try expectOptimal(solver, accepted.map(\.spec), variables, seed, "re-added")
            #expect(zip(back, optimum).allSatisfy { abs($0 - $1) <= 1e-6 * (1 + abs($1)) })
        }

        // Drag a variable: an edit constraint at a random optional level, two suggestions.
        let k = random.next(in: 0...(n - 1))
        let editStrength = Strength(priority: [999, 750, 600, 250, 10][random.next(in: 0...4)])
        try solver.addEditVariable(variables[k], strength: editStrength)
        for _ in 0..<2 {
            let value = Double(random.next(in: -50...250))
            try solver.suggestValue(value, for: variables[k])
            var unit = [Double](repeating: 0, count: n)
            unit[k] = 1
            let goal = ConstraintSpec(coefficients: unit, constant: -value, relation: .equal, strength: editStrength)
            _ = try expectOptimal(solver, accepted.map(\.spec) + [goal], variables, seed, "edit to \(value)")
        }
        try solver.removeEditVariable(variables[k])
        _ = try expectOptimal(solver, accepted.map(\.spec), variables, seed, "edit removed")

        // Change a constant in place: refused exactly when the required constraints would conflict.
        let target = random.next(in: 0...(accepted.count - 1))
        var changed = accepted[target].spec
        changed.constant = Double(random.next(in: -300...300))
        var specs = accepted.map(\.spec)
        specs[target] = changed
        let feasible = ReferenceSolver.isFeasible(specs, dimension: n)
        do {
            try solver.updateConstant(of: accepted[target].constraint, to: changed.constant)
            #expect(feasible, "seed \(seed): accepted an infeasible constant \(changed.constant)")
            accepted[target].spec = changed
        } catch {
            #expect(!feasible, "seed \(seed): refused a feasible constant \(changed.constant)")
        }
        _ = try expectOptimal(solver, accepted.map(\.spec), variables, seed, "constant updated")
    }

    private func randomSpec(_ random: inout SplitMix64, _ n: Int) -> ConstraintSpec {
        var coefficients = (0..<n).map { _ in Double(random.next(in: -3...3)) }
        if coefficients.allSatisfy({ $0 == 0 }) { coefficients[random.next(in: 0...(n - 1))] = 1 }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(in: 0...2)]
        let strength: Strength =
            random.next(in: 0...2) == 0
            ? .required
            : Strength(
                priority: [999, 750, 600, 250, 10][random.next(in: 0...4)], weight: Double(random.next(in: 1...3)))
        return ConstraintSpec(
            coefficients: coefficients, constant: Double(random.next(in: -400...400)), relation: relation,
            strength: strength)
    }

    /// Checks the solver's solution against the reference: required constraints hold, every
    /// level's error is the optimum. Returns the optimum.
    private func expectOptimal(
        _ solver: Solver, _ specs: [ConstraintSpec], _ variables: [Variable], _ seed: UInt64, _ stage: String
    ) throws -> [Double] {
        let point = variables.map { solver.value(of: $0) }
        expectEqual(solver.invariantViolations(), [], "seed \(seed), \(stage)")
        for spec in specs where spec.strength.isRequired {
            #expect(spec.violation(at: point) <= 1e-6, "seed \(seed), \(stage): required broken at \(point)")
        }
        let optimum = ReferenceSolver.optimum(specs, dimension: variables.count)
        let achieved = ReferenceSolver.priorities(specs).map { ReferenceSolver.levelError(specs, $0, at: point) }
        let matches = zip(achieved, optimum).allSatisfy { abs($0 - $1) <= 1e-6 * (1 + abs($1)) }
        #expect(matches, "seed \(seed), \(stage): errors \(achieved), optimum \(optimum), at \(point)")
        return optimum
    }
}

/// SplitMix64: small, fast, and the same sequence on every platform.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
