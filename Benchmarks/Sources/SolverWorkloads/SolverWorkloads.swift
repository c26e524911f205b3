import Foundation
import OpenTableViewConstraintSolver

/// One constraint of a workload, by variable index: `Σ coefficient·x[index] + constant op 0`
/// at `priority` (1000 = required). The same description is exported as JSON for the Kiwi
/// script (Benchmarks/kiwi/), so both solvers solve identical systems.
public struct ConstraintSpec: Codable, Sendable {
    public var terms: [[Double]]  // [index, coefficient]
    public var constant: Double
    public var op: String  // "==", "<=", ">="
    public var priority: Float

    public func constraint(_ variables: [Variable]) -> Constraint {
        let relation: Relation = op == "==" ? .equal : op == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
        return Constraint(
            expression: Expression(terms.map { Term(variables[Int($0[0])], coefficient: $0[1]) }, constant: constant),
            relation: relation, strength: Strength(priority: priority))
    }
}

/// A system to solve, the edits to make on it, and the constraint whose constant is changed.
public struct SystemSpec: Codable, Sendable {
    public var name: String
    public var variableCount: Int
    public var constraints: [ConstraintSpec]
    /// The variable dragged by `suggestValue`, its edit priority, and the values suggested in turn.
    public var editVariable: Int
    public var editPriority: Float
    public var editValues: [Double]
    /// The constraint whose constant alternates between `replaceConstants` (UIKit's
    /// `constraint.constant = …`).
    public var replaceIndex: Int
    public var replaceConstants: [Double]
    /// The values after building, from this solver, for the Kiwi script to check against.
    public var expected: [Double]?
}

/// The workloads: cells of 10, 20 and 40 constraints, and a 1,000-constraint row of views.
public enum SolverWorkloads {
    /// A self-sizing cell: a content view 390 pt wide with `labels` labels stacked in it, pinned
    /// to 16 pt side margins and 11 pt top and bottom margins, 8 pt apart; each label's height
    /// resists compression (750) and hugs (250) its intrinsic height; the content view's
    /// height is fitted (== 0 at 50, UIKit's fitting-size level) above a 44 pt minimum.
    /// Variables per view: minX, minY, width, height. 5 + 5 × labels constraints.
    public static func cell(labels: Int) -> SystemSpec {
        var c: [ConstraintSpec] = []
        func add(_ terms: [(Int, Double)], _ constant: Double, _ op: String, _ priority: Float = 1000) {
            c.append(
                ConstraintSpec(
                    terms: terms.map { [Double($0.0), $0.1] }, constant: constant, op: op, priority: priority))
        }
        // Content view: variables 0…3.
        add([(0, 1)], 0, "==")
        add([(1, 1)], 0, "==")
        add([(2, 1)], -390, "==")
        add([(3, 1)], -44, ">=")
        add([(3, 1)], 0, "==", 50)
        for i in 0..<labels {
            let v = 4 + 4 * i
            add([(v, 1), (0, -1)], -16, "==")  // leading
            add([(v, 1), (v + 2, 1), (0, -1), (2, -1)], 16, "==")  // trailing
            if i == 0 {
                add([(v + 1, 1), (1, -1)], -11, "==")  // top margin
            } else {
                add([(v + 1, 1), (v - 3, -1), (v - 1, -1)], -8, "==")  // 8 pt below the previous
            }
            let intrinsic = Double(20 + (i % 3) * 21)
            add([(v + 3, 1)], -intrinsic, ">=", 750)
            add([(v + 3, 1)], -intrinsic, "<=", 250)
        }
        let last = 4 + 4 * (labels - 1)
        add([(last + 1, 1), (last + 3, 1), (1, -1), (3, -1)], 11, "<=")  // bottom margin
        // The content view's width is what the table's width edits.
        return SystemSpec(
            name: "cell \(c.count) constraints", variableCount: 4 + 4 * labels, constraints: c, editVariable: 2,
            editPriority: 750, editValues: [320, 390, 428, 375], replaceIndex: 5,
            replaceConstants: [-20, -16, -24, -16])
    }

    /// A row of 200 views: each at least 8 pt after the previous (required), preferably 12
    /// (500), at least 20 wide (required), preferably 40 + (i mod 7)·5 wide (250), the same
    /// height as the first (required), and the row's end kept within the first view's x + 12,000 (required):
    /// 998 constraints.
    public static func row(views: Int = 200) -> SystemSpec {
        var c: [ConstraintSpec] = []
        func add(_ terms: [(Int, Double)], _ constant: Double, _ op: String, _ priority: Float = 1000) {
            c.append(
                ConstraintSpec(
                    terms: terms.map { [Double($0.0), $0.1] }, constant: constant, op: op, priority: priority))
        }
        // Variables per view: x, width, height.
        add([(0, 1)], 0, "==")
        add([(2, 1)], -44, "==")
        for i in 1..<views {
            let (x, w, h) = (3 * i, 3 * i + 1, 3 * i + 2)
            let (px, pw) = (3 * (i - 1), 3 * (i - 1) + 1)
            add([(x, 1), (px, -1), (pw, -1)], -8, ">=")
            add([(x, 1), (px, -1), (pw, -1)], -12, "==", 500)
            add([(w, 1)], -20, ">=")
            add([(w, 1)], -Double(40 + (i % 7) * 5), "==", 250)
            add([(h, 1), (2, -1)], 0, "==")
        }
        let (lx, lw) = (3 * (views - 1), 3 * (views - 1) + 1)
        add([(lx, 1), (lw, 1), (0, -1)], -12_000, "<=")
        return SystemSpec(
            name: "row \(c.count) constraints", variableCount: 3 * views, constraints: c, editVariable: 0,
            editPriority: 750, editValues: [100, 0, 250, 50], replaceIndex: 3, replaceConstants: [-16, -12, -4, -12])
    }

    public static var all: [SystemSpec] { [cell(labels: 1), cell(labels: 3), cell(labels: 7), row()] }
}

/// A workload ready to time: its variables and constraints made in advance, so a run times the
/// solver's calls only.
public struct PreparedSystem: Sendable {
    public let spec: SystemSpec
    public let variables: [Variable]
    public let constraints: [Constraint]

    public init(_ spec: SystemSpec) {
        self.spec = spec
        let variables = (0..<spec.variableCount).map { Variable("x\($0)") }
        self.variables = variables
        constraints = spec.constraints.map { $0.constraint(variables) }
    }

    /// A new solver with every constraint added; returns it with the sum of the values read.
    public func build() -> (Solver, Double) {
        var solver = Solver()
        for constraint in constraints { try! solver.add(constraint) }
        return (solver, variables.reduce(0) { $0 + solver.value(of: $1) })
    }

    /// A built solver with the edit variable in place.
    public func editable() -> Solver {
        var (solver, _) = build()
        try! solver.addEditVariable(variables[spec.editVariable], strength: Strength(priority: spec.editPriority))
        return solver
    }
}
