/// The import changes Linux Foundation and Combine need, made on the text so the file still
/// builds on iOS:
/// - a file that uses `URLSession`, `URLRequest` or `HTTPURLResponse` gets
///   `#if canImport(FoundationNetworking)` / `import FoundationNetworking` / `#endif` after its
///   imports (on Linux those types live in FoundationNetworking);
/// - `import Combine` becomes `#if canImport(Combine)` / `import Combine` / `#else` /
///   `import OpenCombineShim` / `#endif` (OpenCombine's shim product re-exports Combine where it exists
///   and OpenCombine elsewhere; the guard keeps the iOS build free of the dependency);
/// - `import CoreGraphics` and `import QuartzCore` are guarded by `#if canImport(…)`: Linux
///   Foundation declares `CGFloat`, `CGRect` and the rest, and the shim `CALayer`.
/// Each is idempotent: an adjusted file is left as it is.
public enum ImportAdjustments {
    /// What ``adjust(_:)`` changed.
    public struct Result: Hashable, Sendable {
        public let text: String
        public let addedFoundationNetworking: Bool
        /// Whether an import of Combine, CoreGraphics or QuartzCore was put behind `#if canImport`.
        public let guardedImports: Bool
        public let usesCombine: Bool
        public let changed: Bool
    }

    static let networkingTypes = ["URLSession", "URLRequest", "HTTPURLResponse", "URLSessionDataTask", "URLResponse"]
    static let guardedModules: Set<String> = ["CoreGraphics", "QuartzCore"]

    public static func adjust(_ text: String) -> Result {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let code = SourceLines(text).code
        var changed = false
        var guarded = false
        var usesCombine = false
        var depth = 0
        var lastImport: Int?
        var importInsideIf = false
        var output: [String] = []
        for (index, line) in lines.enumerated() {
            let trimmed = code[index]
            let module = SourceLines.importedModule(trimmed)
            if module == "Combine" || module == "OpenCombineShim" || module == "OpenCombine" { usesCombine = true }
            if depth == 0, let module, module == "Combine" || guardedModules.contains(module) {
                let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
                output.append("\(indentation)#if canImport(\(module))")
                output.append(line)
                if module == "Combine" {
                    output.append("\(indentation)#else")
                    output.append("\(indentation)import OpenCombineShim")
                }
                output.append("\(indentation)#endif")
                changed = true
                guarded = true
                lastImport = output.count - 1
                continue
            }
            output.append(line)
            if trimmed.hasPrefix("#if") {
                depth += 1
            } else if trimmed.hasPrefix("#endif") {
                depth = max(0, depth - 1)
                if depth == 0 && importInsideIf {
                    lastImport = output.count - 1
                    importInsideIf = false
                }
            } else if module != nil {
                if depth == 0 { lastImport = output.count - 1 } else { importInsideIf = true }
            }
        }
        lines = output
        let usesNetworking = code.contains { line in
            networkingTypes.contains { SourceLines.containsWord($0, in: Substring(line)) }
        }
        let importsNetworking = code.contains { SourceLines.importedModule($0) == "FoundationNetworking" }
        var added = false
        if usesNetworking && !importsNetworking {
            let block = ["#if canImport(FoundationNetworking)", "import FoundationNetworking", "#endif"]
            let at = lastImport.map { $0 + 1 } ?? 0
            lines.insert(contentsOf: block, at: at)
            added = true
            changed = true
        }
        return Result(
            text: changed ? lines.joined(separator: "\n") : text, addedFoundationNetworking: added,
            guardedImports: guarded,
            usesCombine: usesCombine, changed: changed)
    }
}
