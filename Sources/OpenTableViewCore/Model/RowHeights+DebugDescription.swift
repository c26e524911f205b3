import Foundation

extension RowHeights: CustomDebugStringConvertible {
    /// The runs, one bracket each: `U` for uniform (`count×height`), `E` for explicit
    /// (first heights shown), `~` marking estimated runs. Meant for test failures.
    ///
    /// - Complexity: O(#runs).
    public var debugDescription: String {
        let parts = runs.map { run -> String in
            let flag = run.isEstimated ? "~" : ""
            if run.isUniform { return "[U\(flag) \(run.count)×\(run.uniformHeight)]" }
            let shown = run.heights.prefix(4).map { "\($0)" }.joined(separator: ",")
            return "[E\(flag) \(run.count): \(shown)\(run.count > 4 ? ",…" : "")]"
        }
        return "RowHeights(\(count) rows, \(totalHeight)) " + parts.joined()
    }
}
