// Checks of the tableau's invariants, for tests.
extension Solver {
    /// What is wrong with the tableau, if anything: a restricted basic symbol below 0, a basic
    /// symbol inside a row or an objective level, or a restricted non-dummy symbol whose cost
    /// vector is lexicographically negative (the optimum not reached).
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        let basics = Set(basicSymbols)
        for (index, row) in rows.enumerated() {
            let basic = basicSymbols[index]
            if basic.isRestricted && !basic.isDummy && row.constant < -epsilon {
                problems.append("row of \(basic.raw) is \(row.constant)")
            }
            if basic.isDummy && !isNearZero(row.constant) { problems.append("dummy \(basic.raw) = \(row.constant)") }
            for cell in row.cells where basics.contains(cell.symbol) {
                problems.append("basic \(cell.symbol.raw) in row of \(basic.raw)")
            }
        }
        for (index, level) in levels.enumerated() {
            for cell in level.row.cells where basics.contains(cell.symbol) {
                problems.append("basic \(cell.symbol.raw) in level \(index)")
            }
        }
        if let (symbol, direction) = enteringSymbol() {
            problems.append("not optimal: \(symbol.raw) can enter (\(direction))")
        }
        return problems
    }
}
