// The constraint solver: building and solving typical cells (11–40 constraints) and a
// 1,000-constraint row of views, an edit variable dragged (`suggestValue`), and a constraint's
// constant changed, both as UIKit-style replacement (remove + add) and in place
// (`updateConstant`). Every operation reads every variable's value. The same workloads run in
// Kiwi through Benchmarks/kiwi/kiwi_bench.py; README.md ("Constraint solver") has the ratios.

import Benchmark
import OpenTableViewConstraintSolver
import SolverWorkloads
import TableWorkloads

let benchmarks: @Sendable () -> Void = {
    for spec in SolverWorkloads.all {
        let system = PreparedSystem(spec)
        Benchmark(
            "solver build + solve: \(spec.name)", configuration: Configurations.wholeTable(rows: 1, perRow: false)
        ) {
            benchmark in
            for _ in benchmark.scaledIterations { blackHole(system.build().1) }
        }
        for operation in ["suggest", "replace", "update"] {
            let slot = SolverSlot()
            Benchmark("solver \(operation): \(spec.name)", configuration: Configurations.perOperation()) { benchmark in
                let solver = slot.get(system, operation)
                var sum = 0.0
                benchmark.startMeasurement()
                for _ in 0..<1_000 { sum += solver.step() }
                benchmark.stopMeasurement()
                blackHole(sum)
            }
        }
    }
}

/// The solver a benchmark edits, set up on its first iteration and kept for the next ones.
final class SolverSlot: @unchecked Sendable {
    private var state: SolverState?
    func get(_ system: PreparedSystem, _ operation: String) -> SolverState {
        if let state { return state }
        let made = SolverState(system, operation)
        state = made
        return made
    }
}

/// A solver and the operation repeated on it (as solver-compare's `Runner`).
final class SolverState {
    let system: PreparedSystem
    let operation: String
    var solver: Solver
    var current: Constraint
    var steps = 0

    init(_ system: PreparedSystem, _ operation: String) {
        self.system = system
        self.operation = operation
        solver = operation == "suggest" ? system.editable() : system.build().0
        current = system.constraints[system.spec.replaceIndex]
    }

    func step() -> Double {
        let spec = system.spec
        steps += 1
        switch operation {
        case "suggest":
            try! solver.suggestValue(
                spec.editValues[steps % spec.editValues.count], for: system.variables[spec.editVariable])
        case "replace":
            var changed = spec.constraints[spec.replaceIndex]
            changed.constant = spec.replaceConstants[steps % spec.replaceConstants.count]
            let next = changed.constraint(system.variables)
            try! solver.remove(current)
            try! solver.add(next)
            current = next
        default:
            try! solver.updateConstant(of: current, to: spec.replaceConstants[steps % spec.replaceConstants.count])
        }
        let solver = solver  // one copy of the struct, not one per variable read
        return system.variables.reduce(0) { $0 + solver.value(of: $1) }
    }
}
