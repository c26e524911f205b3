/// Accumulates generated Swift line by line at the repository's indentation (four spaces), so the
/// output is formatted as `swift format` leaves it without running it.
struct SwiftWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// A line at the current depth; a text of several lines keeps the extra indentation of each.
    mutating func line(_ text: String = "") {
        for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(piece.isEmpty ? "" : String(repeating: "    ", count: depth) + piece)
        }
    }

    /// `opening {`, the body one level in, `}`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// A trailing closure: `opening` (ending in `in` or `{`), the body one level in, `closing`.
    mutating func closure(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// The body one level in, without braces (the elements of an array literal).
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Appends another writer's lines at this depth.
    mutating func append(_ other: SwiftWriter) {
        for text in other.lines { line(text) }
    }

    var text: String { lines.flatMap(Self.wrap).joined(separator: "\n") + "\n" }

    static let lineLength = 120

    /// A line longer than the repository's 120 columns, broken as `swift format` breaks a call:
    /// after the opening parenthesis of its first call, the arguments packed on the lines below,
    /// one level in, the closing parenthesis after the last.
    static func wrap(_ line: String) -> [String] {
        guard line.count > lineLength else { return [line] }
        let indentation = String(line.prefix { $0 == " " })
        let characters = Array(line)
        guard let open = characters.firstIndex(of: "("), open + 1 < characters.count else { return [line] }
        var depth = 0
        var inString = false
        var arguments: [String] = []
        var current = ""
        var close: Int?
        var index = open + 1
        while index < characters.count {
            let character = characters[index]
            if character == "\"" && (index == 0 || characters[index - 1] != "\\") { inString.toggle() }
            if !inString {
                if "([{".contains(character) { depth += 1 }
                if ")]}".contains(character) {
                    if depth == 0 {
                        close = index
                        break
                    }
                    depth -= 1
                }
                if character == "," && depth == 0 {
                    arguments.append(current.trimmed(" ") + ",")
                    current = ""
                    index += 1
                    continue
                }
            }
            current.append(character)
            index += 1
        }
        guard let close, !current.isEmpty else { return [line] }
        arguments.append(current.trimmed(" "))
        let head = String(characters[...open])
        let tail = String(characters[close...])
        let inner = indentation + "    "
        var lines = [head]
        var packed = inner
        for argument in arguments {
            let candidate = packed == inner ? packed + argument : packed + " " + argument
            if candidate.count > lineLength && packed != inner {
                lines.append(packed)
                packed = inner + argument
            } else {
                packed = candidate
            }
        }
        lines.append(packed + tail)
        return lines.flatMap { $0.count > lineLength && $0 != line ? wrap($0) : [$0] }
    }
}

extension String {
    fileprivate func trimmed(_ set: Character) -> String {
        var result = Substring(self)
        while result.first == set { result.removeFirst() }
        while result.last == set { result.removeLast() }
        return String(result)
    }
}

/// Swift spellings of the literals Interface Builder writes.
enum SwiftLiteral {
    /// A string literal, escaped.
    static func string(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    /// A number as IB writes it (`0.0`, `11.666666666666664`, `20`), kept as written so the
    /// output is deterministic, or `nil` when it is not a number.
    static func number(_ value: String) -> String? {
        guard let double = Double(value), double.isFinite else { return nil }
        if double == double.rounded(), abs(double) < 1e15 { return String(Int(double)) }
        return value
    }

    /// `lowerCamelCase` of a type name (`ContactCell` → `contactCell`, `URLField` → `urlField`).
    static func lowerCamel(_ name: String) -> String {
        let characters = Array(name)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return name }
        let lowered = upper == 1 || upper == characters.count ? upper : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// A valid Swift identifier made of the letters and digits of `text`.
    static func identifier(_ text: String) -> String {
        var result = ""
        var upperNext = false
        for character in text {
            if character.isLetter || character.isNumber {
                result.append(upperNext ? Character(character.uppercased()) : character)
                upperNext = false
            } else {
                upperNext = !result.isEmpty
            }
        }
        if result.isEmpty { return "object" }
        if result.first!.isNumber { result = "_" + result }
        return keywords.contains(result) ? "`\(result)`" : result
    }

    static let keywords: Set<String> = [
        "class", "default", "func", "import", "in", "init", "let", "protocol", "return", "self", "static", "struct",
        "switch", "var", "where", "while", "for", "if", "else", "case", "enum", "extension", "is", "as", "super",
    ]
}
