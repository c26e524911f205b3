/// A unified diff of two texts, as `diff -u` prints it, for `otv-port`'s default output.
public enum UnifiedDiff {
    /// The diff of `old` and `new`, labelled `a/path` and `b/path`, with `context` unchanged lines
    /// around each change; empty when the texts are equal.
    ///
    /// - Complexity: O(n × m) time and memory in the two line counts (a longest common
    ///   subsequence); source files are small enough for it.
    public static func make(old: String, new: String, path: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let a = lines(old)
        let b = lines(new)
        let script = editScript(a, b)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Group the script into hunks: changes closer than 2 × context lines share one.
        var index = 0
        while index < script.count {
            guard let firstChange = script[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(index, firstChange - context)
            var end = firstChange
            var lastChange = firstChange
            while end < script.count {
                if script[end].kind != .same {
                    lastChange = end
                } else if end - lastChange > 2 * context {
                    break
                }
                end += 1
            }
            let stop = min(script.count, lastChange + context + 1)
            let hunk = script[start..<stop]
            let oldStart = hunk.first!.oldLine
            let newStart = hunk.first!.newLine
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: output += " \(edit.text)\n"
                case .delete: output += "-\(edit.text)\n"
                case .insert: output += "+\(edit.text)\n"
                }
            }
            index = stop
        }
        return output
    }

    private struct Edit {
        enum Kind { case same, delete, insert }
        let kind: Kind
        let text: Substring
        /// The 1-based line the edit is at (or after, for an insertion) in each text.
        let oldLine: Int
        let newLine: Int
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // diff -u writes an empty range as the line before it.
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private static func editScript(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
        let width = b.count + 1
        var lengths = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var script: [Edit] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                script.append(Edit(kind: .same, text: a[i], oldLine: i + 1, newLine: j + 1))
                i += 1
                j += 1
            } else if i < a.count && (j == b.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) {
                // Deletions first, as diff -u prints a changed block.
                script.append(Edit(kind: .delete, text: a[i], oldLine: i + 1, newLine: j + 1))
                i += 1
            } else {
                script.append(Edit(kind: .insert, text: b[j], oldLine: i + 1, newLine: j + 1))
                j += 1
            }
        }
        return script
    }
}
