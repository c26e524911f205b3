/// Paths relative to the package's folder, joined and normalized as Xcode's group paths are.
enum RelativePaths {
    /// `base/path` with `.` and `..` resolved; `..` above `base` is kept.
    static func join(_ base: String, _ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(base.isEmpty ? path : path.isEmpty ? base : base + "/" + path)
    }

    static func normalize(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
            } else {
                components.append(component)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }

    /// Whether `path` leaves the package's folder.
    static func isOutside(_ path: String) -> Bool { path.hasPrefix("/") || path == ".." || path.hasPrefix("../") }

    /// The extension of the last component, lowercased (`swift`, `xcdatamodeld`), or "".
    static func pathExtension(_ path: String) -> String {
        let last = path.split(separator: "/").last ?? ""
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return "" }
        return last[last.index(after: dot)...].lowercased()
    }
}
