import Foundation
import OpenTableViewTesting
import TestSupport
import Testing

@testable import OpenTableView

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an SVG document, parsed with Foundation's XML parser: a parse failure fails
/// the test, so the picture is well-formed XML.
@MainActor
private final class SVGElements: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        let path: [String]
        var text = ""
    }
    private(set) var elements: [Element] = []
    private var stack: [Int] = []

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    nonisolated func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        MainActor.assumeIsolated {
            let path = stack.map { elements[$0].name }
            elements.append(Element(name: elementName, attributes: attributes, path: path))
            stack.append(elements.count - 1)
        }
    }

    nonisolated func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        MainActor.assumeIsolated { _ = stack.popLast() }
    }

    nonisolated func parser(_ parser: XMLParser, foundCharacters string: String) {
        MainActor.assumeIsolated {
            if let last = stack.last { elements[last].text += string }
        }
    }

    func all(_ name: String, class className: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (className == nil || $0.attributes["class"] == className) }
    }

    func byID(_ id: String) -> Element? { elements.first { $0.attributes["id"] == id } }
}

@MainActor
private final class Titled: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 6 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "S\(section) <&>" }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row) \"quoted\""
        return cell
    }
}

/// The SVG picture's structure, checked by parsing it as XML.
@MainActor
@Suite(.explorerPagesOnFailure) struct SVGPictureTests {
    private func makeTable() -> (TestTableView, Titled) {
        let table = TestTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.rowHeight = 44
        let titled = Titled()
        table.attach(titled)
        table.layoutIfNeeded()
        table.contentOffset.y = 180
        return (table, titled)
    }

    @Test func theViewportPictureShowsTheDisplayedRowsAndHeaders() throws {
        let (table, _) = makeTable()
        let svg = try SVGElements(table.svgPicture())
        let root = try #require(svg.elements.first)
        #expect(root.name == "svg" && root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
        expectEqual(root.attributes["viewBox"], "0.0 180.0 320.0 300.0")
        let viewport = try #require(svg.byID("viewport"))
        #expect(viewport.attributes["y"] == "180.0" && viewport.attributes["height"] == "300.0")
        // No content, no sections, in a viewport picture.
        #expect(svg.byID("sections") == nil && svg.byID("rows") == nil)
        let displayed = try #require(svg.byID("displayed-rows"))
        let visible = try #require(table.indexPathsForVisibleRows)
        let firstGlobal = visible[0].section * 6 + visible[0].row
        expectEqual(displayed.attributes["data-first-global-row"], "\(firstGlobal)")
        expectEqual(displayed.attributes["data-count"], "\(visible.count)")
        let cells = svg.all("g", class: "cell")
        expectEqual(cells.map { $0.attributes["data-row"] ?? "" }, visible.map { "\($0.section).\($0.row)" })
        expectEqual(cells.map { $0.attributes["data-cell-index"] ?? "" }, visible.indices.map { "\($0)" })
        #expect(cells.allSatisfy { $0.path.last == "g" && $0.path.contains("svg") })
        // Texts survive escaping: the parser gives back the labels' text.
        let texts = svg.all("text").map(\.text)
        #expect(texts.contains("Row 0.4 \"quoted\""))
        expectEqual(svg.all("g", class: "header").map { $0.attributes["data-section"] ?? "" }, ["0", "1"])
        #expect(texts.contains("S1 <&>"))
    }

    @Test func theContentPictureMarksSectionsRowsAndTheViewport() throws {
        let (table, _) = makeTable()
        let svg = try SVGElements(table.svgPicture(showingContent: true))
        let sections = svg.all("rect", class: "section")
        expectEqual(sections.count, 3)
        expectEqual(sections[1].attributes["y"], "\(table.rect(forSection: 1).minY)")
        expectEqual(svg.all("rect", class: "row").count, 18)
        #expect(svg.all("text").contains { $0.text == "section 1: rows 6..<12" })
        expectEqual(svg.byID("viewport")?.attributes["y"], "180.0")
        // Over the row limit, sections only.
        let large = try SVGElements(table.svgPicture(showingContent: true, rowLimit: 10))
        #expect(large.all("rect", class: "row").isEmpty && large.all("rect", class: "section").count == 3)
    }
}
