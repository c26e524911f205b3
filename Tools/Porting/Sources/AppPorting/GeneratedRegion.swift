/// The part of a file `otv-port init` owns, between a begin and an end line; the rest of the file
/// is the person's. Running `init` again replaces the region and keeps everything else.
public enum GeneratedRegion {
    public static let begin = "// otv-port: generated begin (otv-port init rewrites this region; edit outside it)"
    public static let end = "// otv-port: generated end"

    /// Why an existing file cannot take a new region.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// `region` between the markers, with a newline after the end marker.
    public static func wrap(_ region: String) -> String {
        "\(begin)\n\(region)\n\(end)\n"
    }

    /// `existing` with its region replaced by `region`.
    public static func replace(in existing: String, file: String, with region: String) throws(Problem) -> String {
        let lines = existing.split(separator: "\n", omittingEmptySubsequences: false)
        let starts = lines.indices.filter { lines[$0].hasPrefix("// otv-port: generated begin") }
        let ends = lines.indices.filter { lines[$0] == end }
        guard starts.count == 1, ends.count == 1, let start = starts.first, let stop = ends.first, start < stop else {
            throw Problem(
                description: "\(file) exists and has no single `otv-port: generated` region: move it away, or put "
                    + "the lines `\(begin)` and `\(end)` around the part otv-port may rewrite")
        }
        let before = lines[..<start].joined(separator: "\n")
        let after = lines[(stop + 1)...].joined(separator: "\n")
        return before + (start > 0 ? "\n" : "") + wrap(region) + after
    }
}
