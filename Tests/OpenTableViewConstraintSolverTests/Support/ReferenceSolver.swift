import Foundation
import OpenTableViewConstraintSolver

/// A constraint over variables x₀ … xₙ₋₁ by index: `Σ coefficients[i]·xᵢ + constant relation 0`.
struct ConstraintSpec {
    var coefficients: [Double]
    var constant: Double
    var relation: Relation
    var strength: Strength

    /// How far the point is from meeting the constraint (0 when it does).
    func violation(at point: [Double]) -> Double {
        // The sum in order, as `zip(…).reduce(constant)` would add it, in a plain loop: the
        // reference calls this for every vertex, and a debug build runs `zip` and `reduce`
        // through unspecialized generic code.
        var amount = constant
        var index = 0
        while index < min(coefficients.count, point.count) {
            amount += coefficients[index] * point[index]
            index += 1
        }
        switch relation {
        case .equal: return abs(amount)
        case .lessThanOrEqual: return max(0, amount)
        case .greaterThanOrEqual: return max(0, -amount)
        }
    }

    func constraint(over variables: [Variable]) -> Constraint {
        let terms = zip(variables, coefficients).map { Term($0, coefficient: $1) }
        return Constraint(expression: Expression(terms, constant: constant), relation: relation, strength: strength)
    }
}

/// A brute-force reference for small systems in a bounded box: every optimum of a (lexicographic,
/// weighted) sum of errors over a bounded polytope is attained at a vertex of the arrangement of
/// all the constraints' hyperplanes, so it enumerates the intersections of every n hyperplanes,
/// keeps those that meet the required constraints, and filters them level by level.
enum ReferenceSolver {
    static let tolerance = 1e-6

    /// The feasible vertices, or none when the required constraints cannot all hold.
    static func vertices(_ specs: [ConstraintSpec], dimension n: Int) -> [[Double]] {
        let required = specs.filter { $0.strength.isRequired }
        var points: [[Double]] = []
        var chosen: [Int] = []
        func visit(_ start: Int) {
            if chosen.count == n {
                if let point = intersection(chosen.map { specs[$0] }, n),
                    required.allSatisfy({ $0.violation(at: point) <= tolerance })
                {
                    points.append(point)
                }
                return
            }
            guard start < specs.count else { return }
            for next in start..<specs.count {
                chosen.append(next)
                visit(next + 1)
                chosen.removeLast()
            }
        }
        visit(0)
        return points
    }

    static func isFeasible(_ specs: [ConstraintSpec], dimension n: Int) -> Bool {
        !vertices(specs, dimension: n).isEmpty
    }

    /// The least weighted error per optional priority (highest first), lexicographically.
    static func optimum(_ specs: [ConstraintSpec], dimension n: Int) -> [Double] {
        var candidates = vertices(specs, dimension: n)
        precondition(!candidates.isEmpty, "the reference was given infeasible required constraints")
        return priorities(specs).map { priority in
            let values = candidates.map { levelError(specs, priority, at: $0) }
            let best = values.min()!
            candidates = zip(candidates, values).filter { $0.1 <= best + tolerance }.map(\.0)
            return best
        }
    }

    static func priorities(_ specs: [ConstraintSpec]) -> [Float] {
        Set(specs.filter { !$0.strength.isRequired }.map(\.strength.priority)).sorted(by: >)
    }

    static func levelError(_ specs: [ConstraintSpec], _ priority: Float, at point: [Double]) -> Double {
        specs.filter { $0.strength.priority == priority }.reduce(0) {
            $0 + $1.strength.weight * $1.violation(at: point)
        }
    }

    /// The point where the hyperplanes meet, if they meet in exactly one (Gaussian elimination
    /// with partial pivoting).
    private static func intersection(_ planes: [ConstraintSpec], _ n: Int) -> [Double]? {
        var m = planes.map { $0.coefficients + [-$0.constant] }
        for column in 0..<n {
            let pivot = (column..<n).max { abs(m[$0][column]) < abs(m[$1][column]) }!
            guard abs(m[pivot][column]) > 1e-9 else { return nil }
            m.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = m[row][column] / m[column][column]
                if factor != 0 { for k in column...n { m[row][k] -= factor * m[column][k] } }
            }
        }
        return (0..<n).map { m[$0][n] / m[$0][$0] }
    }
}
