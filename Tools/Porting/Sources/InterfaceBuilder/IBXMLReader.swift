import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads the XML of a `.storyboard` or `.xib` into an ``IBElement`` tree with line numbers, with
/// Foundation's `XMLParser` (FoundationXML on Linux). Malformed XML gives the parser's message and
/// line instead of a tree.
enum IBXMLReader {
    /// Why a file could not be read as XML.
    struct Failure: Error, Equatable {
        let line: Int
        let message: String
    }

    static func read(_ contents: String) -> Result<IBElement, Failure> {
        let parser = XMLParser(data: Data(contents.utf8))
        let builder = TreeBuilder()
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        guard parsed, builder.failure == nil, let root = builder.root else {
            let message =
                builder.failure?.message
                ?? parser.parserError.map { "malformed XML (\(describe($0))); the file is not converted" }
                ?? "malformed XML; the file is not converted"
            return .failure(Failure(line: builder.failure?.line ?? max(parser.lineNumber, 1), message: message))
        }
        return .success(root)
    }

    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        return "XMLParser error \(code)"
    }

    /// Builds the tree from the parser's callbacks: a stack of open elements.
    private final class TreeBuilder: NSObject, XMLParserDelegate {
        private var stack: [IBElement] = []
        private(set) var root: IBElement?
        private(set) var failure: Failure?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            // The parser hands the attributes over as a dictionary; sorting them makes the order
            // (and so every report) independent of hashing.
            let attributes = attributeDict.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            stack.append(IBElement(name: elementName, attributes: attributes, line: max(parser.lineNumber, 1)))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].children.append(element)
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if failure == nil {
                failure = Failure(
                    line: max(parser.lineNumber, 1),
                    message:
                        "malformed XML (XMLParser error \((parseError as NSError).code)); the file is not converted")
            }
        }
    }
}
