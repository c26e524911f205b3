/// One start, empty or end tag of an XML document, with its attributes.
struct XMLElementToken {
    let name: String
    let attributes: [String: String]
    /// `</Name>`.
    let isClosing: Bool
    /// `<Name … />`.
    let isEmpty: Bool
}

/// Syntax errors in the XML: the line and what is wrong.
struct XMLSyntaxError: Error {
    let line: Int
    let message: String
}

/// The tags of the small XML documents Xcode writes (`contents.xcworkspacedata`): elements and
/// attributes, the five predefined entities and numeric character references; text, comments and
/// the `<?xml …?>` declaration are skipped.
enum XMLTokenizer {
    static func tokens(_ text: String) throws(XMLSyntaxError) -> [XMLElementToken] {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        var tokens: [XMLElementToken] = []
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-.:".unicodeScalars.contains(scalar)
        }
        while index < scalars.count {
            if scalars[index] == "\n" { line += 1 }
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            let start = line
            let rest = String(String.UnicodeScalarView(scalars[index..<min(index + 4, scalars.count)]))
            if rest.hasPrefix("<?") || rest.hasPrefix("<!--") || rest.hasPrefix("<!") {
                let terminator: [Unicode.Scalar] =
                    rest.hasPrefix("<!--") ? ["-", "-", ">"] : rest.hasPrefix("<?") ? ["?", ">"] : [">"]
                index += 2
                while index < scalars.count,
                    Array(scalars[index..<min(index + terminator.count, scalars.count)]) != terminator
                {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index < scalars.count else {
                    throw XMLSyntaxError(line: start, message: "a declaration or comment is never closed")
                }
                index += terminator.count
                continue
            }
            index += 1
            let isClosing = index < scalars.count && scalars[index] == "/"
            if isClosing { index += 1 }
            var name = String.UnicodeScalarView()
            while index < scalars.count, isNameScalar(scalars[index]) {
                name.append(scalars[index])
                index += 1
            }
            guard !name.isEmpty else { throw XMLSyntaxError(line: line, message: "a tag has no name") }
            var attributes: [String: String] = [:]
            var isEmpty = false
            while true {
                while index < scalars.count, scalars[index].properties.isWhitespace {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index < scalars.count else {
                    throw XMLSyntaxError(line: start, message: "the tag <\(String(name))> is never closed")
                }
                if scalars[index] == ">" {
                    index += 1
                    break
                }
                if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == ">" {
                    isEmpty = true
                    index += 2
                    break
                }
                var attribute = String.UnicodeScalarView()
                while index < scalars.count, isNameScalar(scalars[index]) {
                    attribute.append(scalars[index])
                    index += 1
                }
                guard !attribute.isEmpty else {
                    throw XMLSyntaxError(
                        line: line, message: "unexpected '\(scalars[index])' in the tag <\(String(name))>")
                }
                while index < scalars.count, scalars[index].properties.isWhitespace {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index < scalars.count, scalars[index] == "=" else {
                    throw XMLSyntaxError(line: line, message: "the attribute \(String(attribute)) has no value")
                }
                index += 1
                while index < scalars.count, scalars[index].properties.isWhitespace {
                    if scalars[index] == "\n" { line += 1 }
                    index += 1
                }
                guard index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" else {
                    throw XMLSyntaxError(line: line, message: "the value of \(String(attribute)) is not quoted")
                }
                let quote = scalars[index]
                index += 1
                var value = String.UnicodeScalarView()
                while index < scalars.count, scalars[index] != quote {
                    if scalars[index] == "\n" { line += 1 }
                    value.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count else {
                    throw XMLSyntaxError(line: start, message: "the value of \(String(attribute)) is never closed")
                }
                index += 1
                attributes[String(attribute)] = try unescape(String(value), line: line)
            }
            tokens.append(
                XMLElementToken(name: String(name), attributes: attributes, isClosing: isClosing, isEmpty: isEmpty))
        }
        return tokens
    }

    private static func unescape(_ value: String, line: Int) throws(XMLSyntaxError) -> String {
        guard value.contains("&") else { return value }
        var result = ""
        var rest = Substring(value)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
                throw XMLSyntaxError(line: line, message: "an entity is never closed")
            }
            let entity = rest[rest.index(after: ampersand)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number: UInt32? =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                guard let number, let scalar = Unicode.Scalar(number) else {
                    throw XMLSyntaxError(line: line, message: "unknown entity &\(entity);")
                }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
