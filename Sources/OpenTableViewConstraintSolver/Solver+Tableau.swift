// The tableau's bookkeeping: symbols, rows, substitution, and turning a constraint into a row.
extension Solver {
    /// A new symbol of `kind`.
    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        let symbol = Symbol(index: rowIndex.count, kind: kind)
        rowIndex.append(-1)
        return symbol
    }

    /// Room for a typical cell's tableau (a few dozen symbols) in the arrays that grow with it,
    /// so a small solver's build does not reallocate them at 1, 2, 4, 8 and 16 entries.
    mutating func reserveInitialCapacity() {
        rows.reserveCapacity(16)
        basicSymbols.reserveCapacity(16)
        rowIndex.reserveCapacity(32)
    }

    /// The index of `symbol`'s row when it is basic.
    @inline(__always) func row(of symbol: Symbol) -> Int? {
        let index = rowIndex[symbol.index]
        return index < 0 ? nil : Int(index)
    }

    mutating func appendRow(_ row: Row, basic: Symbol) {
        rowIndex[basic.index] = Int32(rows.count)
        rows.append(row)
        basicSymbols.append(basic)
    }

    /// Removes the row at `index` (its symbol becomes parametric) by moving the last row into
    /// its place: O(1).
    mutating func removeRow(at index: Int) -> Row {
        let removed = basicSymbols[index]
        rowIndex[removed.index] = -1
        let last = rows.count - 1
        if index != last {
            rows.swapAt(index, last)
            basicSymbols.swapAt(index, last)
            rowIndex[basicSymbols[index].index] = Int32(index)
        }
        basicSymbols.removeLast()
        return rows.removeLast()
    }

    /// Replaces `symbol` by `row` in every row and objective; a restricted basic symbol whose
    /// row goes negative is noted for the dual simplex.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for index in rows.indices {
            if rows[index].substitute(symbol, with: row) {
                let basic = basicSymbols[index]
                if basic.isRestricted && rows[index].constant < -epsilon { infeasible.append(basic) }
            }
        }
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
        if artificial != nil { artificial!.substitute(symbol, with: row) }
    }

    /// Pivots: `entering` becomes basic in the row at `index`, whose basic symbol leaves.
    mutating func pivot(row index: Int, entering: Symbol) {
        let leaving = basicSymbols[index]
        var row = removeRow(at: index)
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        appendRow(row, basic: entering)
    }

    /// The symbol of a user's variable, made on first use.
    mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbolOfVariable[variable.id] { return symbol }
        let symbol = makeSymbol(.external)
        symbolOfVariable.insert(variable.id, symbol)
        return symbol
    }

    /// `constraint` as a row over parametric symbols, with its slack, error or dummy symbols
    /// (Cassowary §3.2): `expression ≤ 0` becomes `expression + s = 0`, `≥` becomes
    /// `expression − s = 0`, an optional one adds its error (`∓ e`, or `− e⁺ + e⁻` for an
    /// equality) and puts the error in the objective at its level; a required equality gets a
    /// dummy marker. Basic variables are replaced by their rows; the row's constant is made ≥ 0.
    mutating func makeRow(for constraint: Constraint) -> (Row, Record) {
        let expression = constraint.expression
        // Room for the terms and the two symbols below, so the row is one allocation unless a
        // basic variable's row is merged in.
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        for term in expression.terms where !isNearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let index = self.row(of: symbol) {
                row.add(rows[index], times: term.coefficient)
            } else {
                row.add(symbol, times: term.coefficient)
            }
        }
        let strength = constraint.strength
        let marker: Symbol
        let markerCoefficient: Double
        var other: Symbol?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            markerCoefficient = sign
            row.add(marker, times: sign)
            if !strength.isRequired {
                let error = makeSymbol(.error)
                other = error
                row.add(error, times: -sign)
                addError(error, strength: strength)
            }
        case .equal:
            if strength.isRequired {
                marker = makeSymbol(.dummy)
                markerCoefficient = 1
                row.add(marker, times: 1)
            } else {
                marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                other = minus
                markerCoefficient = -1
                row.add(marker, times: -1)
                row.add(minus, times: 1)
                addError(marker, strength: strength)
                addError(minus, strength: strength)
            }
        }
        if row.constant < 0 { row.negate() }
        let record = Record(
            constraint: constraint, constant: expression.constant, marker: marker, markerCoefficient: markerCoefficient,
            other: other)
        return (row, record)
    }

    /// The symbol a new row can be solved for at once, keeping the tableau feasible: an external
    /// variable (unrestricted), else a new slack or error symbol with a negative coefficient
    /// (the row's constant is ≥ 0, so it takes a value ≥ 0). `nil`: the artificial phase decides.
    func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        if record.marker.isPivotable && row.coefficient(of: record.marker) < 0 { return record.marker }
        if let other = record.other, other.isPivotable, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Replaces `marker` by `marker + shift` everywhere: the tableau of the same constraints with
    /// one constant changed (see ``updateConstant(of:to:)``).
    /// - Returns: `false`, changing nothing, when the marker is a basic dummy: its row says a
    ///   required equality is a combination of others, which a new constant would contradict.
    mutating func shiftMarker(_ marker: Symbol, by shift: Double) -> Bool {
        if let index = row(of: marker) {
            if marker.isDummy { return isNearZero(shift) }
            rows[index].constant -= shift
            if rows[index].constant < -epsilon { infeasible.append(marker) }
            return true
        }
        for index in rows.indices {
            let coefficient = rows[index].coefficient(of: marker)
            guard coefficient != 0 else { continue }
            rows[index].constant += coefficient * shift
            let basic = basicSymbols[index]
            if basic.isRestricted && rows[index].constant < -epsilon { infeasible.append(basic) }
        }
        for index in levels.indices {
            levels[index].row.constant += levels[index].row.coefficient(of: marker) * shift
        }
        return true
    }

    /// After each change, moves every stay's constant to its variable's current value: the
    /// stay's error symbol that is basic gets the constant 0 (Cassowary's `resetStayConstants`).
    mutating func resetStays() {
        guard !stays.isEmpty else { return }
        for constraint in stays.values {
            guard let slot = records.slot(of: constraint.id) else { continue }
            let record = records[slot: slot]
            if let index = row(of: record.marker) {
                rows[index].constant = 0
            } else if let other = record.other, let index = row(of: other) {
                rows[index].constant = 0
            }
            let variable = constraint.expression.terms[0].variable
            records[slot: slot].constant = -value(of: variable)
        }
    }
}
