/// One pair of a sparse row.
struct Cell: Sendable {
    var symbol: Symbol
    var coefficient: Double
}

/// A linear expression over symbols, `constant + Σ coefficient × symbol`: a tableau row (its basic
/// symbol equals it), a level of the objective, or a constraint being added.
///
/// The cells are one array sorted by symbol, not a `[Symbol: Double]` dictionary: the hot
/// operations are a lookup (a binary search over a few dozen cells at most, no hashing) and the
/// merge of two rows (a linear walk that allocates one array), and a row is one allocation
/// instead of a hash table. (Benchmarks/README.md, "Constraint solver", has the measurements.)
struct Row: Sendable {
    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        cells = []
    }

    /// An empty row with room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells = []
        cells.reserveCapacity(capacity)
    }

    /// Where `symbol` is, or where it would be inserted.
    @inline(__always) private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low &+ high) >> 1
            let raw = cells[middle].symbol.raw
            if raw < symbol.raw {
                low = middle &+ 1
            } else if raw > symbol.raw {
                high = middle
            } else {
                return (middle, true)
            }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(of symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Whether the row has only dummy symbols (or none).
    var hasOnlyDummies: Bool { cells.allSatisfy { $0.symbol.isDummy } }

    /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
    mutating func add(_ symbol: Symbol, times coefficient: Double) {
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if isNearZero(sum) {
                removeCell(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !isNearZero(coefficient) {
            insertCell(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// `cells.insert(_:at:)` without the generic range replacement it goes through (4 % of a
    /// small cell's build): append, then move the tail up one.
    @inline(__always) private mutating func insertCell(_ cell: Cell, at index: Int) {
        cells.append(cell)
        let last = cells.count - 1
        guard index < last else { return }
        cells.withUnsafeMutableBufferPointer { buffer in
            // Cells are trivial values: moving them is a memmove, which allows the overlap.
            let base = buffer.baseAddress!
            (base + index + 1).moveInitialize(from: base + index, count: last - index)
            base[index] = cell
        }
    }

    /// `cells.remove(at:)`, the same way: move the tail down one, drop the last.
    @inline(__always) private mutating func removeCell(at index: Int) {
        let last = cells.count - 1
        if index < last {
            cells.withUnsafeMutableBufferPointer { buffer in
                let base = buffer.baseAddress!
                (base + index).moveInitialize(from: base + index + 1, count: last - index)
            }
        }
        cells.removeLast()
    }

    /// Adds `multiplier × other`, constant included.
    mutating func add(_ other: Row, times multiplier: Double) {
        constant += other.constant * multiplier
        let theirs = other.cells
        if theirs.count <= 2 {
            // Inserting one or two cells in place moves fewer bytes than merging into a new array.
            for cell in theirs { add(cell.symbol, times: cell.coefficient * multiplier) }
            return
        }
        // Merge in place, from the back: grow the array by their count (geometrically, so
        // steady-state merges allocate nothing), walk both from their ends writing at the end,
        // then close the gap that cancelled and shared symbols left. The write position stays
        // ahead of the unread cells of this row, so nothing is overwritten before it is read.
        let mineCount = cells.count
        let total = mineCount + theirs.count
        cells.append(contentsOf: theirs)
        var write = total
        var i = mineCount - 1
        cells.withUnsafeMutableBufferPointer { buffer in
            theirs.withUnsafeBufferPointer { theirs in
                var j = theirs.count - 1
                while j >= 0 {
                    let b = theirs[j]
                    if i >= 0 && buffer[i].symbol.raw > b.symbol.raw {
                        write &-= 1
                        buffer[write] = buffer[i]
                        i &-= 1
                    } else if i >= 0 && buffer[i].symbol.raw == b.symbol.raw {
                        let c = buffer[i].coefficient + b.coefficient * multiplier
                        if !isNearZero(c) {
                            write &-= 1
                            buffer[write] = Cell(symbol: b.symbol, coefficient: c)
                        }
                        i &-= 1
                        j &-= 1
                    } else {
                        let c = b.coefficient * multiplier
                        if !isNearZero(c) {
                            write &-= 1
                            buffer[write] = Cell(symbol: b.symbol, coefficient: c)
                        }
                        j &-= 1
                    }
                }
            }
        }
        // Cells 0...i are still in place; the merged tail starts at `write`.
        if write > i + 1 { cells.removeSubrange((i + 1)..<write) }
    }

    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Symbol) {
        let (index, found) = position(of: symbol)
        if found { removeCell(at: index) }
    }

    /// Negates the constant and every coefficient.
    mutating func negate() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Read as `0 = self`, rewrites the row as `symbol = …`: removes `symbol` and divides the
    /// rest by minus its coefficient.
    /// - Precondition: `symbol` is in the row.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let scale = -1 / cells[index].coefficient
        removeCell(at: index)
        constant *= scale
        for i in cells.indices { cells[i].coefficient *= scale }
    }

    /// Read as `basic = self`, rewrites the row as `entering = …` (a pivot).
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        add(basic, times: -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by `row` (what the symbol equals), if the symbol is present.
    /// - Returns: whether it was.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        let (index, found) = position(of: symbol)
        guard found else { return false }
        let coefficient = cells[index].coefficient
        removeCell(at: index)
        add(row, times: coefficient)
        return true
    }
}
