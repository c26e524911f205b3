// The simplex steps: primal optimisation, the dual simplex, the artificial phase, and the row a
// removed constraint's marker leaves through.
extension Solver {
    /// Primal simplex: pivots until no symbol lowers the objective (Cassowary §3.3). Leaves
    /// the tableau feasible, as it found it.
    mutating func optimize() {
        while let (entering, direction) = enteringSymbol() {
            // The ratio test: the restricted row that hits 0 first as `entering` moves. Ties go
            // to the lowest basic symbol (Bland's rule).
            var leaving = -1
            var ratio = Double.infinity
            for index in rows.indices {
                let basic = basicSymbols[index]
                guard basic.isRestricted else { continue }
                let coefficient = rows[index].coefficient(of: entering) * direction
                guard coefficient < 0 else { continue }
                let r = -rows[index].constant / coefficient
                if r < ratio || (r == ratio && basic < basicSymbols[leaving]) {
                    ratio = r
                    leaving = index
                }
            }
            // Every optional constraint's error is ≥ 0 with a positive weight, so the objective
            // is bounded below and some row always limits the entering symbol.
            precondition(leaving >= 0, "Cassowary: the objective is unbounded (a solver bug)")
            pivot(row: leaving, entering: entering)
        }
    }

    /// Dual simplex: restores feasibility after constants changed, keeping the objective
    /// optimal (Cassowary §3.4, re-optimisation after edits).
    /// A row counts as infeasible below −`epsilon`, not below 0: a constant of −3e-14 is a
    /// rounding of 0, and no symbol can raise it when the row is `−3e-14 − s`, which would read
    /// as a conflict (found by the randomized tests).
    /// - Returns: `false` when a row cannot be made feasible: required constraints conflict.
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let index = row(of: leaving), rows[index].constant < -epsilon else { continue }
            guard let entering = dualEnteringSymbol(rows[index]) else { return false }
            pivot(row: index, entering: entering)
        }
        return true
    }

    /// Adds a row that has no obvious subject with an artificial variable `a = row`, minimising
    /// `a` (Cassowary §3.2's artificial-variable phase).
    /// - Returns: whether `a` reached 0, that is whether the constraint can hold. When it
    ///   cannot, the row is dropped and the tableau is again that of the constraints before.
    mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        appendRow(row, basic: art)
        artificial = row
        optimize()
        let success = isNearZero(artificial!.constant)
        artificial = nil
        if let index = self.row(of: art) {
            var row = removeRow(at: index)
            if !success {
                // `a` is basic (its value is positive), so it appears in no other row: without
                // its row the tableau holds the old constraints, still feasible. The artificial
                // phase may have left the real objective short of optimal.
                optimize()
                return false
            }
            if !row.cells.isEmpty {
                // `a` is 0 but basic: pivot it out on a slack or error symbol, else an external,
                // else a dummy (the row then only restates required equalities).
                let entering =
                    row.cells.first { $0.symbol.isPivotable }?.symbol
                    ?? row.cells.first { $0.symbol.isExternal }?.symbol ?? row.cells[0].symbol
                row.solve(for: entering, replacing: art)
                substitute(entering, with: row)
                appendRow(row, basic: entering)
            }
        }
        // `a` is parametric now, that is 0: strike it from the tableau.
        for index in rows.indices { rows[index].remove(art) }
        for index in levels.indices { levels[index].row.remove(art) }
        return true
    }

    /// The row to pivot a removed constraint's parametric marker into (Cassowary §4.4): the
    /// restricted row with a negative coefficient that limits the marker most, else a restricted
    /// row with a positive coefficient (least ratio), else any row that has it; `nil` when
    /// rounding has struck the marker from every row (the constraint then has no row to drop).
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        var negative = (index: -1, ratio: Double.infinity)
        var positive = (index: -1, ratio: Double.infinity)
        var external = -1
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if basicSymbols[index].isExternal {
                external = index
            } else if coefficient < 0 {
                let r = -rows[index].constant / coefficient
                if r < negative.ratio { negative = (index, r) }
            } else {
                let r = rows[index].constant / coefficient
                if r < positive.ratio { positive = (index, r) }
            }
        }
        if negative.index >= 0 { return negative.index }
        if positive.index >= 0 { return positive.index }
        return external >= 0 ? external : nil
    }
}
