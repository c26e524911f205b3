// solver-compare: times OpenTableViewConstraintSolver on the workloads of SolverWorkloads with the
// same clock and the same loop structure as Benchmarks/kiwi/kiwi_bench.py, so the two are
// comparable in one sitting, and exports the workloads as JSON for that script.
//
//   swift run -c release solver-compare export kiwi/workloads.json
//   swift run -c release solver-compare time            # a table of ns per operation
//   swift run -c release solver-compare run WORKLOAD OPERATION N   # for callgrind (profile.sh style)

import Foundation
import OpenTableViewConstraintSolver
import SolverWorkloads

let arguments = CommandLine.arguments.dropFirst()

/// The median over `batches` of the time per operation of `body`, which runs `perBatch` operations.
func measure(batches: Int = 15, perBatch: Int, _ body: () -> Double) -> Double {
    var sink = 0.0
    var samples: [Double] = []
    for _ in 0..<batches {
        let start = DispatchTime.now().uptimeNanoseconds
        sink += body()
        let end = DispatchTime.now().uptimeNanoseconds
        samples.append(Double(end - start) / Double(perBatch))
    }
    if sink.isNaN { print("") }
    return samples.sorted()[samples.count / 2]
}

/// One operation of a workload, on state set up before the clock starts: build (a new solver,
/// every constraint added, every value read), suggest (one `suggestValue`, every value read),
/// replace (UIKit's constant change as remove + add of a constraint with the new constant, every
/// value read), update (`updateConstant`, every value read).
final class Runner {
    let system: PreparedSystem
    let operation: String
    var solver: Solver
    var current: Constraint
    /// The constraints `replace` swaps in, one per constant, made before the clock starts (as
    /// the Kiwi script does); consecutive steps use different ones.
    let replacements: [Constraint]
    var step = 0

    init(_ system: PreparedSystem, _ operation: String) {
        self.system = system
        self.operation = operation
        solver = operation == "suggest" ? system.editable() : system.build().0
        current = system.constraints[system.spec.replaceIndex]
        let spec = system.spec
        replacements = spec.replaceConstants.map { constant in
            var changed = spec.constraints[spec.replaceIndex]
            changed.constant = constant
            return changed.constraint(system.variables)
        }
    }

    /// Every value, as Kiwi's `updateVariables()` writes every variable's.
    static func readAll(_ solver: borrowing Solver, _ variables: [Variable]) -> Double {
        variables.reduce(0) { $0 + solver.value(of: $1) }
    }

    /// Runs `n` operations; returns the values read, so nothing is optimised away.
    func run(_ n: Int) -> Double {
        let spec = system.spec
        // The solver is a local for the batch: read through the class's property, each operation
        // would copy the struct (a retain and release of each of its buffers), which is the
        // harness's cost, not the solver's.
        var solver = self.solver
        self.solver = Solver()
        defer { self.solver = solver }
        var current = self.current
        defer { self.current = current }
        func readAll() -> Double { Runner.readAll(solver, system.variables) }
        var sum = 0.0
        for _ in 0..<n {
            step += 1
            switch operation {
            case "build":
                sum += system.build().1
            case "suggest":
                let value = spec.editValues[step % spec.editValues.count]
                try! solver.suggestValue(value, for: system.variables[spec.editVariable])
                sum += readAll()
            case "replace":
                let next = replacements[step % replacements.count]
                try! solver.remove(current)
                try! solver.add(next)
                current = next
                sum += readAll()
            case "update":
                let constant = spec.replaceConstants[step % spec.replaceConstants.count]
                try! solver.updateConstant(of: current, to: constant)
                sum += readAll()
            default:
                fatalError("unknown operation \(operation)")
            }
        }
        return sum
    }
}

switch arguments.first {
case "export":
    let path = arguments.dropFirst().first ?? "kiwi/workloads.json"
    let specs = SolverWorkloads.all.map { spec -> SystemSpec in
        var spec = spec
        let system = PreparedSystem(spec)
        let (solver, _) = system.build()
        spec.expected = system.variables.map { solver.value(of: $0) }
        return spec
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(specs).write(to: URL(fileURLWithPath: path))
    print("wrote \(specs.count) workloads to \(path)")
case "run":
    let names = Array(arguments.dropFirst())
    let system = PreparedSystem(SolverWorkloads.all.first { $0.name.hasPrefix(names[0]) }!)
    print(Runner(system, names[1]).run(Int(names[2])!))
default:
    print("workload|operation|ns per operation")
    for spec in SolverWorkloads.all {
        let system = PreparedSystem(spec)
        let big = spec.constraints.count >= 1000
        for operation in ["build", "suggest", "replace", "update"] {
            let n = operation == "build" ? (big ? 5 : 500) : (big ? 500 : 5000)
            let runner = Runner(system, operation)
            let ns = measure(perBatch: n) { runner.run(n) }
            print("\(spec.name)|\(operation)|\(String(format: "%.0f", ns))")
        }
    }
}
