import Foundation

extension RowHeights {
    /// Every broken internal rule, described; empty when the value is sound.
    ///
    /// Checked by the tests after each randomized step rather than asserted in the library, so
    /// that debug builds of apps do not pay O(stored rows) per edit. The rules:
    /// no empty run; explicit runs hold at most B rows and their `ends` are the running sums of
    /// their heights; no two neighbouring runs can merge; the index arrays match the runs.
    ///
    /// - Complexity: O(#runs + stored rows).
    func invariantViolations() -> [String] {
        var problems: [String] = []
        if runStarts.count != runs.count + 1 || runOffsets.count != runs.count + 1 {
            return ["index has \(runStarts.count)/\(runOffsets.count) entries for \(runs.count) runs"]
        }
        if runStarts[0] != 0 || runOffsets[0] != 0 { problems.append("index does not start at 0") }
        for (j, run) in runs.enumerated() {
            if run.count <= 0 { problems.append("run \(j) is empty") }
            if !run.isUniform {
                if run.count > explicitRunLimit { problems.append("run \(j) holds \(run.count) > B rows") }
                if run.heights.count != run.count || run.ends.count != run.count {
                    problems.append("run \(j) arrays do not match its count")
                } else {
                    var sum: CGFloat = 0
                    for (i, height) in run.heights.enumerated() {
                        sum += height
                        if run.ends[i] != sum { problems.append("run \(j) end \(i) is stale"); break }
                    }
                }
            }
            if runStarts[j + 1] != runStarts[j] + run.count { problems.append("start of run \(j + 1) is wrong") }
            if runOffsets[j + 1] != runOffsets[j] + run.totalHeight {
                problems.append("offset of run \(j + 1) is wrong")
            }
            if j > 0, canMerge(runs[j - 1], run) { problems.append("runs \(j - 1) and \(j) should be merged") }
        }
        return problems
    }
}
