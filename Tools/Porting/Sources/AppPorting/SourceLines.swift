/// A Swift file's lines as the line-based checks need them: trimmed, without `//` comments and
/// block comments, and its imports that no `#if` guards.
struct SourceLines {
    /// The trimmed lines, comments removed (a line that is only a comment is empty), in order.
    let code: [String]

    init(_ text: String) {
        var code: [String] = []
        var inBlockComment = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = Substring(raw)
            var kept = ""
            while !line.isEmpty {
                if inBlockComment {
                    guard let end = line.firstRange(of: "*/") else {
                        line = ""
                        break
                    }
                    line = line[end.upperBound...]
                    inBlockComment = false
                } else if let start = line.firstRange(of: "/*"),
                    line.firstRange(of: "//").map({ $0.lowerBound > start.lowerBound }) ?? true
                {
                    kept += line[..<start.lowerBound]
                    line = line[start.upperBound...]
                    inBlockComment = true
                } else if let comment = line.firstRange(of: "//") {
                    kept += line[..<comment.lowerBound]
                    line = ""
                } else {
                    kept += line
                    line = ""
                }
            }
            code.append(kept.trimmingWhitespace())
        }
        self.code = code
    }

    /// The modules imported outside any `#if` (`import os.log` gives `os`; `@testable` and
    /// `@_exported` imports count).
    var unconditionalImports: [String] {
        var depth = 0
        var modules: [String] = []
        for line in code {
            if line.hasPrefix("#if") {
                depth += 1
            } else if line.hasPrefix("#endif") {
                depth = max(0, depth - 1)
            } else if depth == 0, let module = Self.importedModule(line) {
                modules.append(module)
            }
        }
        return modules
    }

    /// The module `line` imports, or nil when it is not an import.
    static func importedModule(_ line: String) -> String? {
        var words = line.split(separator: " ").map(String.init)
        while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
        guard words.first == "import", words.count >= 2 else { return nil }
        // `import struct Foundation.URL`, `import class UIKit.UIView`
        let path =
            words.count >= 3
                && ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
                    .contains(words[1])
            ? words[2] : words[1]
        return path.split(separator: ".").first.map(String.init)
    }

    /// Whether `word` occurs in `text` as a whole identifier.
    static func containsWord(_ word: String, in text: Substring) -> Bool {
        var rest = text
        while let range = rest.firstRange(of: word) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let isBoundary = { (character: Character?) in
                guard let character else { return true }
                return !(character.isLetter || character.isNumber || character == "_")
            }
            if isBoundary(before) && isBoundary(after) { return true }
            rest = text[range.upperBound...]
        }
        return false
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex { !$0.properties.isWhitespace }!
        return String(scalars[first...last])
    }
}
