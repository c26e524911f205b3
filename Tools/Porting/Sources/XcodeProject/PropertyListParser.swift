/// Parses the old-style ASCII property list format Xcode writes `project.pbxproj` in: the
/// `// !$*UTF8*$!` header, `/* … */` and `//` comments, quoted strings with backslash escapes
/// (`\"`, `\\`, `\n`, `\t`, `\U00e9`), unquoted strings (`PBXProject`, `$(SRCROOT)/App`,
/// `com.apple.product-type.application`), arrays with or without a trailing comma, dictionaries and
/// data. Text in, value out: it reads no file.
public struct PropertyListParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    /// Parses `text`, which holds one value (in a `project.pbxproj`, the root dictionary).
    public static func parse(_ text: String) throws(PropertyListError) -> PropertyList {
        var parser = PropertyListParser(text)
        let value = try parser.parseValue()
        try parser.skipWhitespaceAndComments()
        guard parser.index == parser.scalars.count else {
            throw parser.error("unexpected text after the property list's root value")
        }
        return value
    }

    private init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    private func error(_ message: String) -> PropertyListError {
        PropertyListError(line: line, message: message)
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1 }
        index += 1
    }

    private mutating func skipWhitespaceAndComments() throws(PropertyListError) {
        while let scalar = current {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while let next = current, next != "\n" { advance() }
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                let start = line
                advance()
                advance()
                while true {
                    guard let next = current else {
                        throw PropertyListError(line: start, message: "a comment opened here is never closed")
                    }
                    if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    private mutating func parseValue() throws(PropertyListError) -> PropertyList {
        try skipWhitespaceAndComments()
        guard let scalar = current else { throw error("the file ends where a value was expected") }
        switch scalar {
        case "{": return try parseDictionary()
        case "(": return try parseArray()
        case "<": return try parseData()
        case "\"", "'": return .string(try parseQuotedString())
        default:
            guard Self.isUnquoted(scalar) else {
                throw error("unexpected character '\(scalar)' where a value was expected")
            }
            return .string(parseUnquotedString())
        }
    }

    private mutating func parseDictionary() throws(PropertyListError) -> PropertyList {
        let start = line
        advance()
        var dictionary: [String: PropertyList] = [:]
        while true {
            try skipWhitespaceAndComments()
            guard let scalar = current else {
                throw PropertyListError(line: start, message: "a dictionary opened here is never closed")
            }
            if scalar == "}" {
                advance()
                return .dictionary(dictionary)
            }
            let keyLine = line
            guard case .string(let key) = try parseValue() else {
                throw PropertyListError(line: keyLine, message: "a dictionary key must be a string")
            }
            try skipWhitespaceAndComments()
            guard current == "=" else { throw error("expected '=' after the key '\(key)'") }
            advance()
            let value = try parseValue()
            try skipWhitespaceAndComments()
            guard current == ";" else { throw error("expected ';' after the value of '\(key)'") }
            advance()
            dictionary[key] = value
        }
    }

    private mutating func parseArray() throws(PropertyListError) -> PropertyList {
        let start = line
        advance()
        var array: [PropertyList] = []
        while true {
            try skipWhitespaceAndComments()
            guard let scalar = current else {
                throw PropertyListError(line: start, message: "an array opened here is never closed")
            }
            if scalar == ")" {
                advance()
                return .array(array)
            }
            array.append(try parseValue())
            try skipWhitespaceAndComments()
            if current == "," {
                advance()
            } else if current != ")" {
                throw error("expected ',' or ')' in an array")
            }
        }
    }

    private mutating func parseData() throws(PropertyListError) -> PropertyList {
        let start = line
        advance()
        var digits: [UInt8] = []
        while let scalar = current, scalar != ">" {
            advance()
            if scalar.properties.isWhitespace { continue }
            guard let digit = Self.hexValue(scalar) else {
                throw error("'\(scalar)' is not a hexadecimal digit in data")
            }
            digits.append(digit)
        }
        guard current == ">" else { throw PropertyListError(line: start, message: "data opened here is never closed") }
        advance()
        guard digits.count.isMultiple(of: 2) else { throw error("data has an odd number of hexadecimal digits") }
        return .data(stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] })
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "a"..."f": UInt8(scalar.value - 87)
        case "A"..."F": UInt8(scalar.value - 55)
        default: nil
        }
    }

    private mutating func parseQuotedString() throws(PropertyListError) -> String {
        let quote = scalars[index]
        let start = line
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current else {
                throw PropertyListError(line: start, message: "a string opened here is never closed")
            }
            advance()
            if scalar == quote { return String(text) }
            guard scalar == "\\" else {
                text.append(scalar)
                continue
            }
            guard let escaped = current else {
                throw PropertyListError(line: start, message: "a string opened here is never closed")
            }
            advance()
            switch escaped {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            case "a": text.append("\u{07}")
            case "b": text.append("\u{08}")
            case "f": text.append("\u{0C}")
            case "v": text.append("\u{0B}")
            case "U", "u":
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = current, let nibble = Self.hexValue(digit) else {
                        throw error("\\U must be followed by four hexadecimal digits")
                    }
                    value = value << 4 | UInt32(nibble)
                    advance()
                }
                guard let unicode = Unicode.Scalar(value) else { throw error("\\U\(value) is not a character") }
                text.append(unicode)
            case "0"..."7":
                // Up to three octal digits, as in C.
                var value = escaped.value - 48
                for _ in 0..<2 {
                    guard let digit = current, ("0"..."7").contains(digit) else { break }
                    value = value * 8 + digit.value - 48
                    advance()
                }
                text.append(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
            default: text.append(escaped)
            }
        }
    }

    private mutating func parseUnquotedString() -> String {
        var text = String.UnicodeScalarView()
        while let scalar = current, Self.isUnquoted(scalar) {
            text.append(scalar)
            advance()
        }
        return String(text)
    }

    /// The characters of an unquoted string: letters, digits and `_$+/:.-` (Xcode quotes
    /// everything else, `<group>` included).
    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) { return true }
        return "_$+/:.-".unicodeScalars.contains(scalar)
    }
}

/// A syntax error in a property list: the line and what is wrong.
public struct PropertyListError: Error, Hashable, Sendable {
    /// The 1-based line the error is on (for an unclosed construct, the line it opens on).
    public let line: Int
    public let message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
