import Foundation

extension RowHeights {
    /// Every broken internal rule, described; empty when the value is sound.
    ///
    /// Checked by the tests after each randomized step rather than asserted in the library, so
    /// that debug builds of apps do not pay O(stored rows) per edit. The rules:
    /// no empty run; explicit runs hold at most B rows, and their checkpoints and total are
    /// exactly (bit for bit) the left-to-right running sums of their heights; no two
    /// neighbouring runs can merge; the index arrays match the runs.
    ///
    /// - Complexity: O(#runs + stored rows).
    public func invariantViolations() -> [String] {
        var problems: [String] = []
        if runStarts.count != runs.count + 1 || runOffsets.count != runs.count + 1 {
            return ["index has \(runStarts.count)/\(runOffsets.count) entries for \(runs.count) runs"]
        }
        if runStarts[0] != 0 || runOffsets[0] != 0 { problems.append("index does not start at 0") }
        for (j, run) in runs.enumerated() {
            if run.count <= 0 { problems.append("run \(j) is empty") }
            if run.isUniform {
                if !run.checkpoints.isEmpty || run.explicitTotal != 0 { problems.append("uniform run \(j) keeps sums") }
            } else {
                if run.count > explicitRunLimit { problems.append("run \(j) holds \(run.count) > B rows") }
                problems += sumViolations(of: run, index: j)
            }
            if runStarts[j + 1] != runStarts[j] + run.count { problems.append("start of run \(j + 1) is wrong") }
            if runOffsets[j + 1] != runOffsets[j] + run.totalHeight {
                problems.append("offset of run \(j + 1) is wrong")
            }
            if j > 0, canMerge(runs[j - 1], run) { problems.append("runs \(j - 1) and \(j) should be merged") }
        }
        return problems
    }

    /// What is wrong with the sums of explicit run `run` (number `index`, for the messages).
    ///
    /// - Complexity: O(`run.count`).
    private func sumViolations(of run: Run, index j: Int) -> [String] {
        if run.heights.count != run.count { return ["run \(j) heights do not match its count"] }
        let interval = Run.checkpointInterval
        if run.checkpoints.count != Run.checkpointCount(forRows: run.count) {
            return ["run \(j) has \(run.checkpoints.count) checkpoints for \(run.count) rows"]
        }
        var sum: CGFloat = 0
        for (i, height) in run.heights.enumerated() {
            if i % interval == 0 && run.checkpoints[i / interval] != sum {
                return ["run \(j) checkpoint \(i / interval) is stale"]
            }
            sum += height
        }
        if run.explicitTotal != sum { return ["run \(j) total is stale"] }
        return []
    }
}
