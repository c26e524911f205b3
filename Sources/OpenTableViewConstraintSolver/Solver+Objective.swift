// The objective: one row per optional priority in use, compared lexicographically.
extension Solver {
    /// One level of the objective: the weighted errors of the optional constraints at
    /// `priority`, as a row over parametric symbols.
    struct Level: Sendable {
        var priority: Float
        var row: Row
        /// How many error symbols the level holds; at 0 the level goes.
        var errors: Int
    }

    /// The index of the level of `priority`, or where it would be inserted (levels are ordered
    /// highest first).
    private func levelPosition(_ priority: Float) -> (index: Int, found: Bool) {
        // A handful of levels in practice (required aside, Auto Layout code uses 999, 750, 250,
        // 50 and a few others): a linear scan.
        for index in levels.indices {
            if levels[index].priority == priority { return (index, true) }
            if levels[index].priority < priority { return (index, false) }
        }
        return (levels.count, false)
    }

    /// Puts a new error symbol (parametric) into the objective at `strength`'s level.
    mutating func addError(_ error: Symbol, strength: Strength) {
        let (index, found) = levelPosition(strength.priority)
        if !found { levels.insert(Level(priority: strength.priority, row: Row(), errors: 0), at: index) }
        levels[index].row.add(error, times: strength.weight)
        levels[index].errors += 1
    }

    /// Takes a constraint's error symbols out of the objective before the constraint goes.
    mutating func removeErrors(of record: Record) {
        let strength = record.constraint.strength
        guard !strength.isRequired else { return }
        let (index, found) = levelPosition(strength.priority)
        precondition(found, "an optional constraint's level is missing")
        for error in [record.marker, record.other] {
            guard let error, error.kind == .error else { continue }
            if let basic = row(of: error) {
                levels[index].row.add(rows[basic], times: -strength.weight)
            } else {
                levels[index].row.add(error, times: -strength.weight)
            }
            levels[index].errors -= 1
        }
        if levels[index].errors == 0 { levels.remove(at: index) }
    }

    /// Whether `symbol`'s cost is zero in every level above `level`.
    @inline(__always) func isFree(_ symbol: Symbol, above level: Int) -> Bool {
        for index in 0..<level where levels[index].row.coefficient(of: symbol) != 0 { return false }
        return true
    }

    /// Whether moving `symbol` up costs nothing at any level.
    func hasNoCost(_ symbol: Symbol) -> Bool { isFree(symbol, above: levels.count) }

    /// The entering symbol of the primal simplex and the way it moves (+1 up, −1 down): a
    /// restricted symbol whose cost vector is lexicographically negative (negative at some level,
    /// zero at every level above), or a parametric external symbol whose cost vector is not zero
    /// (an unrestricted variable may move either way, down when its cost is positive). The lowest
    /// such symbol at the highest level (Bland's rule within a level, which rules out cycling).
    /// Dummies never enter.
    ///
    /// Externals moving down matter: a pivot can leave a user's variable parametric inside an
    /// error symbol's row, which puts it into the objective; Cassowary implementations that only
    /// look for negative costs stop short of the optimum there.
    func enteringSymbol() -> (symbol: Symbol, direction: Double)? {
        if let artificial {
            for cell in artificial.cells where !cell.symbol.isDummy {
                if cell.coefficient < 0 { return (cell.symbol, 1) }
                if cell.symbol.isExternal { return (cell.symbol, -1) }
            }
            return nil
        }
        for level in levels.indices {
            for cell in levels[level].row.cells
            where !cell.symbol.isDummy && (cell.coefficient < 0 || cell.symbol.isExternal)
                && isFree(cell.symbol, above: level)
            {
                return (cell.symbol, cell.coefficient < 0 ? 1 : -1)
            }
        }
        return nil
    }

    /// The entering symbol of the dual simplex for an infeasible row: among the symbols that can
    /// raise the row (restricted ones with a positive coefficient; external ones, which move
    /// either way, with any), the one whose cost vector divided by that coefficient's size is
    /// lexicographically least, so the objective stays optimal. Ratios within `epsilon` of each
    /// other are equal and the next level decides: two ratios that differ only by rounding would
    /// otherwise pick a symbol that leaves a lower level's cost negative after the pivot (found
    /// by the randomized tests).
    func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: Cell?
        for var cell in row.cells where !cell.symbol.isDummy {
            if cell.symbol.isExternal {
                cell.coefficient = abs(cell.coefficient)
            } else if cell.coefficient <= 0 {
                continue
            }
            guard let current = best else {
                best = cell
                continue
            }
            for level in levels {
                let candidate = level.row.coefficient(of: cell.symbol) / cell.coefficient
                let incumbent = level.row.coefficient(of: current.symbol) / current.coefficient
                if candidate < incumbent - epsilon {
                    best = cell
                    break
                }
                if candidate > incumbent + epsilon { break }
            }
        }
        return best?.symbol
    }
}
