/// API that Foundation and the standard library on Linux lack, found line by line, each with the
/// usual replacement. The file stays in the package: the line is reported, for a person to change.
public enum LinuxFoundationGaps {
    /// One API Linux lacks: the word that names it in source and what to use instead.
    public struct Gap: Hashable, Sendable {
        public let word: String
        public let replacement: String
    }

    /// The gaps, by the identifier that names them.
    public static let gaps: [Gap] = [
        Gap(
            word: "RelativeDateTimeFormatter",
            replacement:
                "swift-corelibs-foundation has no RelativeDateTimeFormatter: format with DateComponentsFormatter "
                + "or your own wording, behind `#if canImport(Darwin)`"),
        Gap(
            word: "autoreleasepool",
            replacement: "there is no autorelease pool without Objective-C: call the closure's body directly "
                + "(`#if canImport(ObjectiveC)` around the pool)"),
        Gap(
            word: "Logger",
            replacement: "`os.Logger` is Apple's unified logging: use swift-log's `Logger`, or `print`, "
                + "behind `#if canImport(os)`"),
        Gap(
            word: "os_log",
            replacement: "`os_log` is Apple's unified logging: use swift-log, or `print`, behind `#if canImport(os)`"),
        Gap(
            word: "OSLog",
            replacement: "`OSLog` is Apple's unified logging: use swift-log, or `print`, behind `#if canImport(os)`"),
        Gap(
            word: "NSUbiquitousKeyValueStore",
            replacement: "iCloud's key-value store exists only on Apple platforms: put it behind a protocol"),
        Gap(
            word: "ProcessInfo.processInfo.isiOSAppOnMac",
            replacement: "Apple-only: it is always false on Linux; guard it with `#if canImport(Darwin)`"),
    ]

    /// A line of a file that uses API Linux lacks.
    public struct Use: Hashable, Sendable {
        /// 1-based.
        public let line: Int
        public let gap: Gap
    }

    /// The lines of `text` that use one of ``gaps``, outside comments and outside `#if` blocks
    /// (a guarded use was already handled).
    public static func uses(in text: String) -> [Use] {
        let lines = SourceLines(text)
        var uses: [Use] = []
        var depth = 0
        for (index, line) in lines.code.enumerated() {
            if line.hasPrefix("#if") {
                depth += 1
                continue
            }
            if line.hasPrefix("#endif") {
                depth = max(0, depth - 1)
                continue
            }
            guard depth == 0 else { continue }
            if let module = SourceLines.importedModule(line) {
                if module == "os" || module == "OSLog" {
                    uses.append(Use(line: index + 1, gap: gaps[2]))
                }
                continue
            }
            for gap in gaps {
                let found =
                    gap.word.contains(".")
                    ? line.contains(gap.word) : SourceLines.containsWord(gap.word, in: Substring(line))
                if found {
                    uses.append(Use(line: index + 1, gap: gap))
                    break
                }
            }
        }
        return uses
    }
}
