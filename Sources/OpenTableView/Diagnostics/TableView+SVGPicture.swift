import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// A picture of the table as an SVG document: the viewport as a user sees it or, with
    /// `showingContent`, the whole content with the viewport marked on it. An OpenTableView
    /// addition, for studying the layout and for keeping next to a failing test.
    ///
    /// Rows, headers and footers are boxes with their labels' text (read as ``textSnapshot()``
    /// reads them); selected rows are tinted. The elements carry stable ids and classes, so a test
    /// or a stylesheet can find them:
    ///
    /// - `<rect id="viewport">`: the bounds, in content coordinates;
    /// - `<g id="sections">`: one `<rect class="section" data-section="s">` per section, from
    ///   ``rect(forSection:)`` (whole-content pictures only);
    /// - `<g id="rows">`: one `<rect class="row" data-row="s.r">` per row (whole-content pictures
    ///   of at most `rowLimit` rows; larger tables draw sections only);
    /// - `<g id="displayed-rows" data-first-global-row="g" data-count="n">`: the visible-cell array,
    ///   a `<g class="cell" data-row="s.r" data-global-row="g" data-cell-index="i">` per cell, with
    ///   its box and texts: the array plus the global row index of its first element is how the
    ///   table knows what is on screen;
    /// - `<g id="headers">` and `<g id="footers">`: the section header and footer views on screen.
    ///
    /// Coordinates are the table's content coordinates, so a viewport picture's `viewBox` starts at
    /// the content offset. The drawing is schematic (system-like gray boxes and 13-point text), not
    /// UIKit's rendering.
    public func svgPicture(showingContent: Bool = false, rowLimit: Int = 400) -> String {
        layoutIfNeeded()
        return svgPictureAsLaidOut(showingContent: showingContent, rowLimit: rowLimit)
    }

    /// ``svgPicture(showingContent:rowLimit:)`` of the table as it is, without laying it out first:
    /// a session recorder draws the table at the end of its layout pass, or between a call and the
    /// layout pass it scheduled, and must not run one itself.
    func svgPictureAsLaidOut(showingContent: Bool = false, rowLimit: Int = 400) -> String {
        var svg = SVGWriter()
        let width = bounds.width
        let margin: CGFloat = showingContent ? 24 : 0
        let box =
            showingContent
            ? CGRect(x: -margin, y: -margin, width: width + 2 * margin + 180, height: contentSize.height + 2 * margin)
            : bounds
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"),
                ("width", format(box.width)), ("height", format(box.height)),
                ("viewBox", "\(format(box.minX)) \(format(box.minY)) \(format(box.width)) \(format(box.height))"),
                ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "13"),
            ])
        svg.element("title", text: "TableView \(settings.style), offset \(format(contentOffset.y))")
        svg.element("rect", [("id", "background")] + rectAttributes(box) + [("fill", "#f2f2f7")])
        if showingContent { drawContent(&svg, rowLimit: rowLimit) }
        drawDisplayedRows(&svg)
        for kind in HeaderFooterKind.allCases {
            svg.open("g", [("id", kind == .header ? "headers" : "footers")])
            // Sorted: the display keeps them by section without an order, and a picture must be
            // the same for the same table (reference snapshots compare it as text).
            for (section, view) in content.headerFooterDisplay.views[kind].sorted(by: { $0.0 < $1.0 }) {
                let texts = ViewTreeReading(view).texts.map(\.text)
                svg.open("g", [("class", kind == .header ? "header" : "footer"), ("data-section", "\(section)")])
                svg.element("rect", rectAttributes(view.frame) + [("fill", "#e5e5ea"), ("stroke", "#c6c6c8")])
                drawTexts(&svg, texts, in: view.frame, color: "#6d6d72")
                svg.close("g")
            }
            svg.close("g")
        }
        svg.element(
            "rect",
            [("id", "viewport")] + rectAttributes(bounds) + [
                ("fill", "none"), ("stroke", "#ff3b30"), ("stroke-width", showingContent ? "3" : "2"),
            ])
        if showingContent {
            svg.element(
                "text", [("x", format(width + 8)), ("y", format(bounds.minY + 14)), ("fill", "#ff3b30")],
                text: "viewport, offset \(format(contentOffset.y))")
        }
        svg.close("svg")
        return svg.text
    }

    /// Sections, their rows (small tables), and a label per section, beside the table.
    private func drawContent(_ svg: inout SVGWriter, rowLimit: Int) {
        let sections = numberOfSectionsImplementation
        let totalRows = model.totalRowCount
        svg.open("g", [("id", "sections")])
        var global = 0
        for section in 0..<sections {
            let rect = rectImplementation(forSection: section)
            svg.element(
                "rect",
                [("class", "section"), ("data-section", "\(section)")] + rectAttributes(rect) + [
                    ("fill", section % 2 == 0 ? "#ffffff" : "#f9f9fb"), ("stroke", "#8e8e93"),
                    ("stroke-dasharray", "4 3"),
                ])
            svg.element(
                "text", [("x", format(bounds.width + 8)), ("y", format(rect.minY + 14)), ("fill", "#8e8e93")],
                text: "section \(section): rows \(global)..<\(global + numberOfRowsImplementation(inSection: section))")
            global += numberOfRowsImplementation(inSection: section)
        }
        svg.close("g")
        guard totalRows <= rowLimit else { return }
        svg.open("g", [("id", "rows")])
        for section in 0..<sections {
            for row in 0..<numberOfRowsImplementation(inSection: section) {
                svg.element(
                    "rect",
                    [("class", "row"), ("data-row", "\(section).\(row)")]
                        + rectAttributes(rectForRowImplementation(at: IndexPath(row: row, section: section)))
                        + [("fill", "none"), ("stroke", "#d1d1d6")])
            }
        }
        svg.close("g")
    }

    /// The visible-cell array: each cell's box, its texts, and its place in the array.
    private func drawDisplayedRows(_ svg: inout SVGWriter) {
        svg.open(
            "g",
            [
                ("id", "displayed-rows"), ("data-first-global-row", "\(content.displayedRows.first)"),
                ("data-count", "\(content.displayedRows.cells.count)"),
            ])
        for offset in content.displayedRows.cells.indices {
            let cell = content.displayedRows.cells[offset]
            let indexPath = indexPathForVisibleOffset(offset)
            let selected = !content.rowState.selected.isEmpty && content.rowState.selected.contains(indexPath)
            svg.open(
                "g",
                [
                    ("class", "cell"), ("data-row", "\(indexPath.section).\(indexPath.row)"),
                    ("data-global-row", "\(content.displayedRows.first + offset)"), ("data-cell-index", "\(offset)"),
                ])
            svg.element(
                "rect",
                rectAttributes(cell.frame) + [("fill", selected ? "#d1d1d6" : "#ffffff"), ("stroke", "#c6c6c8")])
            drawTexts(
                &svg, ViewTreeReading(cell.contentViewStorage).texts.map(\.text), in: cell.frame, color: "#000000")
            svg.element(
                "text",
                [
                    ("class", "cell-index"), ("x", format(cell.frame.maxX - 6)), ("y", format(cell.frame.maxY - 6)),
                    ("text-anchor", "end"), ("font-size", "9"), ("fill", "#8e8e93"),
                ],
                text: "cells[\(offset)] = row \(content.displayedRows.first + offset)")
            svg.close("g")
        }
        svg.close("g")
    }

    private func drawTexts(_ svg: inout SVGWriter, _ texts: [String], in frame: CGRect, color: String) {
        guard !texts.isEmpty else { return }
        svg.element(
            "text",
            [("x", format(frame.minX + 16)), ("y", format(frame.midY + 4.5)), ("fill", color)],
            text: texts.joined(separator: "  ·  "))
    }

    private func rectAttributes(_ rect: CGRect) -> [(String, String)] {
        [
            ("x", format(rect.minX)), ("y", format(rect.minY)), ("width", format(rect.width)),
            ("height", format(rect.height)),
        ]
    }
}

/// Writes an SVG (XML) document, one element per line, escaping text and attribute values.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0

    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += indent + "<\(name)\(Self.attributes(attributes))>\n"
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        text += indent + "</\(name)>\n"
    }

    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String? = nil) {
        if let content {
            text += indent + "<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>\n"
        } else {
            text += indent + "<\(name)\(Self.attributes(attributes))/>\n"
        }
    }

    private var indent: String { String(repeating: "  ", count: depth) }

    private static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
