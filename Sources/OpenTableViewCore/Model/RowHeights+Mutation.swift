import Foundation

// Edits. Each one touches the run(s) at the edit, merges across the boundaries it created and
// re-indexes the runs after it: O(B + #runs), never a rebuild of the section.

extension RowHeights {
    /// Marks every row's height as an estimate, keeping the heights: what self-sized rows become
    /// when the width they were measured at changes, so each is measured again when laid out.
    ///
    /// - Complexity: O(rows) when some row was measured (the runs are rebuilt), O(1) otherwise.
    public mutating func markAllEstimated() {
        guard estimatedRowCount < count else { return }
        var heights: [CGFloat] = []
        heights.reserveCapacity(count)
        for row in 0..<count { heights.append(height(at: row)) }
        self = RowHeights(heights, estimated: true)
    }

    /// Sets the height of `row` and whether that height is an estimate.
    ///
    /// Setting the value a row already has (same height, same flag) changes nothing. Measuring
    /// one row of a long uniform estimated run splits it into
    /// `[uniform estimated][1 measured row][uniform estimated]` (the middle is a one-row uniform
    /// run, so storage grows by O(1)); measuring its neighbours later merges them into that
    /// middle run.
    ///
    /// - Complexity: O(B + #runs).
    public mutating func setHeight(_ height: CGFloat, at row: Int, estimated: Bool = false) {
        RowHeights.checkHeight(height)
        let (j, i) = locate(row)
        if runs[j].isEstimated == estimated && runs[j].height(at: i) == height { return }
        if runs[j].isEstimated == estimated && !runs[j].isUniform {
            runs[j].setExplicitHeight(height, at: i)
            reindex(from: j)
            return
        }
        if moveBoundaryOfUniformRun(j, local: i, height: height, estimated: estimated) { return }
        let run = runs[j]
        var pieces: [Run] = []
        if i > 0 { pieces.append(run.prefix(i)) }
        pieces.append(Run(uniform: height, count: 1, estimated: estimated))
        if i + 1 < run.count { pieces.append(run.suffix(from: i + 1)) }
        replaceRuns(j..<j + 1, with: pieces)
    }

    /// Measuring a row at the edge of a uniform run, as its estimate, when the neighbouring run
    /// across that edge is uniform of the same height with the new flag: the edge moves by one row,
    /// with no run split off and merged back. This is each step of a self-sizing table's scroll,
    /// which measures the rows entering at the border between the measured rows and the estimated
    /// ones. The result is the runs `replaceRuns` would make, so the index is re-summed as it
    /// would be.
    ///
    /// The shortened run keeps at least one row, and must not become mergeable with its
    /// neighbour on the other side (a short uniform run can join an explicit one, see
    /// ``canMerge(_:_:)``); the lengthened one cannot become mergeable with anything it was not.
    /// Otherwise nothing is done and `false` returned.
    ///
    /// - Complexity: O(1), or O(#runs − `j`) when the index's sums round otherwise (``moveEdge(_:by:)``).
    private mutating func moveBoundaryOfUniformRun(_ j: Int, local i: Int, height: CGFloat, estimated: Bool) -> Bool {
        guard runs[j].isUniform, runs[j].uniformHeight == height, runs[j].count > 1 else { return false }
        func takes(_ k: Int) -> Bool {
            runs[k].isUniform && runs[k].uniformHeight == height && runs[k].isEstimated == estimated
        }
        // Whether run `j`, one row shorter, stays apart from run `other` (a uniform run's copy
        // holds no per-row storage).
        func staysApart(from other: Int) -> Bool {
            guard other >= 0 && other < runs.count else { return true }
            var shortened = runs[j]
            shortened.removeSubrange(0..<1)
            return !canMerge(shortened, runs[other])
        }
        if i == 0, j > 0, takes(j - 1), staysApart(from: j + 1) {
            runs[j - 1].growUniform(by: 1)
            runs[j].removeSubrange(0..<1)
            moveEdge(j, by: 1)
            return true
        }
        if i == runs[j].count - 1, j + 1 < runs.count, takes(j + 1), staysApart(from: j - 1) {
            runs[j].removeSubrange(i..<i + 1)
            runs[j + 1].growUniform(by: 1)
            moveEdge(j + 1, by: -1)
            return true
        }
        return false
    }

    /// The index after the edge between runs `k − 1` and `k` moved by `delta` rows, their
    /// heights unchanged: entry `k` is summed again as ``reindex(from:)`` sums it, and when the
    /// next entry comes out as it was, bit for bit, so does every later one (each is the same
    /// sum of the one before it and an unchanged run), so the re-summing stops there.
    ///
    /// - Complexity: O(1), or O(#runs − `k`) when the rounding of the new sums differs.
    private mutating func moveEdge(_ k: Int, by delta: Int) {
        // Two runs or more: the index is spilled (an inline one holds a single run).
        runStarts.heap[k] += delta
        let top = runOffsets.heap[k - 1] + runs[k - 1].totalHeight
        runOffsets.heap[k] = top
        if top + runs[k].totalHeight != runOffsets.heap[k + 1] { reindex(from: k) }
    }

    /// Inserts one row of `height` before `row` (`row == count` appends).
    ///
    /// - Complexity: O(B + #runs).
    public mutating func insert(_ height: CGFloat, at row: Int, estimated: Bool = false) {
        RowHeights.checkHeight(height)
        precondition(row >= 0 && row <= count, "insertion row \(row) out of bounds 0...\(count)")
        let candidates = candidateRuns(forInsertionAt: row)
        // Room in an explicit run with the same flag: insert in place, no new run.
        for (j, i) in candidates {
            // Read through `runs[j]` (no local copy) so the arrays stay uniquely referenced
            // and the insertion below happens in place.
            guard !runs[j].isUniform, runs[j].isEstimated == estimated,
                runs[j].count < explicitRunLimit
            else { continue }
            runs[j].insertExplicit(height, at: i, limit: explicitRunLimit)
            reindex(from: j)
            return
        }
        // Else a uniform run of the same height and flag just grows (every row of a uniform
        // section): the same rule as `insert(repeating:count:at:estimated:)`, without looking
        // for the candidates again.
        for (j, _) in candidates
        where runs[j].isUniform && runs[j].uniformHeight == height && runs[j].isEstimated == estimated {
            runs[j].growUniform(by: 1)
            reindex(from: j)
            return
        }
        insertRuns([Run(uniform: height, count: 1, estimated: estimated)], at: row)
    }

    /// Inserts `count` rows of `height` before `row`: O(1) memory, whatever the count.
    ///
    /// - Complexity: O(#runs) (O(B + #runs) if it falls inside an explicit run).
    public mutating func insert(repeating height: CGFloat, count newRows: Int, at row: Int, estimated: Bool = false) {
        RowHeights.checkHeight(height)
        precondition(newRows >= 0, "row count \(newRows) is negative")
        precondition(row >= 0 && row <= count, "insertion row \(row) out of bounds 0...\(count)")
        guard newRows > 0 else { return }
        // A uniform run of the same height and flag at the spot just grows.
        for (j, _) in candidateRuns(forInsertionAt: row) {
            let run = runs[j]
            guard run.isUniform, run.uniformHeight == height, run.isEstimated == estimated else {
                continue
            }
            runs[j].growUniform(by: newRows)
            reindex(from: j)
            return
        }
        insertRuns([Run(uniform: height, count: newRows, estimated: estimated)], at: row)
    }

    /// Inserts all rows of `other` before `row`, keeping their heights and estimate flags.
    ///
    /// This is how the table splices rows that a batch update inserts.
    ///
    /// - Complexity: O(B + #runs + `other`'s runs + `other.storedHeightCount`).
    public mutating func insert(contentsOf other: RowHeights, at row: Int) {
        precondition(row >= 0 && row <= count, "insertion row \(row) out of bounds 0...\(count)")
        guard !other.isEmpty else { return }
        var incoming: [Run] = []
        incoming.reserveCapacity(other.runs.count)
        for run in other.runs {
            // Runs from a table with a larger bound B are cut down to this one's.
            var start = 0
            while !run.isUniform && run.count - start > explicitRunLimit {
                incoming.append(run.suffix(from: start).prefix(explicitRunLimit))
                start += explicitRunLimit
            }
            incoming.append(start == 0 ? run : run.suffix(from: start))
        }
        insertRuns(incoming, at: row)
    }

    /// Removes `row`.
    ///
    /// - Complexity: O(B + #runs).
    public mutating func remove(at row: Int) {
        removeSubrange(row..<row + 1)
    }

    /// Removes the rows in `range`.
    ///
    /// Runs entirely inside the range go at once, so removing a million uniform rows is as
    /// cheap as removing one.
    ///
    /// - Complexity: O(B + #runs).
    public mutating func removeSubrange(_ range: Range<Int>) {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= count,
            "rows \(range) out of bounds 0..<\(count)")
        guard !range.isEmpty else { return }
        let (first, firstLocal) = locate(range.lowerBound)
        let (last, lastLocal) = locate(range.upperBound - 1)
        if first == last {
            runs[first].removeSubrange(firstLocal..<lastLocal + 1)
            if runs[first].count == 0 {
                replaceRuns(first..<first + 1, with: [])
            } else {
                reindex(from: coalesce(first..<first + 1))
            }
            return
        }
        var pieces: [Run] = []
        if firstLocal > 0 { pieces.append(runs[first].prefix(firstLocal)) }
        if lastLocal + 1 < runs[last].count { pieces.append(runs[last].suffix(from: lastLocal + 1)) }
        replaceRuns(first..<last + 1, with: pieces)
    }

    // MARK: Helpers

    /// Runs that could take a row inserted before `row`, with the local insertion index:
    /// the run holding `row`, and the run ending just before it when `row` is on a boundary.
    ///
    /// - Complexity: O(log #runs), without allocating: every one-row insert asks for it.
    func candidateRuns(forInsertionAt row: Int) -> InsertionCandidates {
        if runs.isEmpty { return InsertionCandidates() }
        if row == count { return InsertionCandidates(first: (runs.count - 1, runs[runs.count - 1].count)) }
        let (j, i) = locate(row)
        if i == 0 && j > 0 { return InsertionCandidates(first: (j, 0), second: (j - 1, runs[j - 1].count)) }
        return InsertionCandidates(first: (j, i))
    }

    /// At most two (run, local index) pairs, in order, as a sequence that needs no array.
    @_spi(OpenTableViewInternals) public struct InsertionCandidates: Sequence, IteratorProtocol {
        public var first: (run: Int, local: Int)?
        public var second: (run: Int, local: Int)?

        public mutating func next() -> (run: Int, local: Int)? {
            if let candidate = first {
                first = nil
                return candidate
            }
            defer { second = nil }
            return second
        }
    }

    /// Inserts whole runs before `row`, splitting the run that holds `row` if needed.
    ///
    /// - Complexity: O(B + #runs + inserted runs).
    mutating func insertRuns(_ newRuns: [Run], at row: Int) {
        if row == count {
            replaceRuns(runs.count..<runs.count, with: newRuns)
            return
        }
        let (j, i) = locate(row)
        if i == 0 {
            replaceRuns(j..<j, with: newRuns)
        } else {
            let run = runs[j]
            replaceRuns(j..<j + 1, with: [run.prefix(i)] + newRuns + [run.suffix(from: i)])
        }
    }
}
