import Foundation

extension RowHeights: Equatable {
    /// Two values are equal when they describe the same rows: same count and, row by row, the
    /// same height and estimate flag. How the rows are split into runs does not matter (an
    /// edited value and a fresh build of the same rows compare equal), nor does
    /// ``explicitRunLimit``.
    ///
    /// Offsets of equal values can still differ in the last bits when their heights are not
    /// exactly representable sums, because runs are summed separately.
    ///
    /// - Complexity: O(#runs) when the run structures match or both sides are uniform where
    ///   they overlap; otherwise O(#runs + rows in explicit runs).
    public static func == (lhs: RowHeights, rhs: RowHeights) -> Bool {
        if lhs.runs == rhs.runs { return true }
        guard lhs.count == rhs.count else { return false }
        var (left, leftLocal) = (0, 0)
        var (right, rightLocal) = (0, 0)
        while left < lhs.runs.count {
            let a = lhs.runs[left]
            let b = rhs.runs[right]
            guard a.isEstimated == b.isEstimated else { return false }
            let span = Swift.min(a.count - leftLocal, b.count - rightLocal)
            if a.isUniform && b.isUniform {
                guard a.uniformHeight == b.uniformHeight else { return false }
            } else {
                for k in 0..<span where a.height(at: leftLocal + k) != b.height(at: rightLocal + k) {
                    return false
                }
            }
            leftLocal += span
            rightLocal += span
            if leftLocal == a.count { (left, leftLocal) = (left + 1, 0) }
            if rightLocal == b.count { (right, rightLocal) = (right + 1, 0) }
        }
        return true
    }
}
