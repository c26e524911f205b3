import Foundation

extension CollectionView {
    /// A picture of the viewport as an SVG document, as the table's `svgPicture(showingContent:rowLimit:)`
    /// draws a table's: the displayed cells and supplementary views as boxes with their labels'
    /// text (read as ``textSnapshot()`` reads them), selected cells tinted. An OpenTableView
    /// addition, for studying a layout and for keeping next to a failing test.
    ///
    /// The elements carry stable ids and classes, so a test or a stylesheet can find them:
    ///
    /// - `<g id="supplementary-views">`: a `<g class="supplementary" data-kind="kind"
    ///   data-index-path="s.i">` per displayed supplementary view, its box and texts;
    /// - `<g id="cells">`: a `<g class="cell" data-item="s.i">` per displayed cell (with
    ///   `data-selected="true"` when selected), its box and texts;
    /// - `<g id="orthogonal-sections">`: a `<g class="orthogonal" data-section="s"
    ///   data-offset="x">` per orthogonally scrolling section with a cell on screen, with a caption;
    /// - `<rect id="viewport">`: the bounds.
    ///
    /// Elements are in index-path order (supplementary views by index path, then kind).
    /// Coordinates are the collection view's content coordinates, so the `viewBox` starts at the
    /// content offset. The drawing is schematic, not UIKit's rendering. Difference from the
    /// table's picture: no whole-content drawing (the layout's attributes for every element would
    /// cost O(items)).
    public func svgPicture() -> String {
        layoutIfNeeded()
        var svg = SVGWriter()
        let box = bounds
        let f = Self.snapshotFormat
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", f(box.width)), ("height", f(box.height)),
                ("viewBox", "\(f(box.minX)) \(f(box.minY)) \(f(box.width)) \(f(box.height))"),
                ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "13"),
            ])
        svg.element(
            "title",
            text: "CollectionView \(type(of: layoutStorage)), offset \(f(contentOffset.x)),\(f(contentOffset.y))")
        svg.element("rect", [("id", "background")] + Self.svgRect(box) + [("fill", "#f2f2f7")])
        svg.open("g", [("id", "supplementary-views")])
        for element in content.displayedSupplementaryViews.keys.sorted() {
            guard let view = content.displayedSupplementaryViews[element] else { continue }
            svg.open(
                "g",
                [
                    ("class", "supplementary"), ("data-kind", element.kind),
                    ("data-index-path", "\(element.indexPath.section).\(element.indexPath.item)"),
                ])
            svg.element("rect", Self.svgRect(view.frame) + [("fill", "#e5e5ea"), ("stroke", "#c6c6c8")])
            Self.drawTexts(&svg, ViewTreeReading(view).texts.map(\.text), in: view.frame, color: "#6d6d72")
            svg.close("g")
        }
        svg.close("g")
        svg.open("g", [("id", "cells")])
        var orthogonal: [Int: CGRect] = [:]
        let layout = layoutStorage as? CollectionViewCompositionalLayout
        for entry in content.displayedCells.entries {
            let indexPath = entry.indexPath
            let cell = entry.cell
            let selected = content.rowState.selected.contains(indexPath)
            svg.open(
                "g",
                [("class", "cell"), ("data-item", "\(indexPath.section).\(indexPath.item)")]
                    + (selected ? [("data-selected", "true")] : []))
            svg.element(
                "rect", Self.svgRect(cell.frame) + [("fill", selected ? "#d1d1d6" : "#ffffff"), ("stroke", "#c6c6c8")])
            Self.drawTexts(
                &svg, ViewTreeReading(cell.contentViewStorage).texts.map(\.text), in: cell.frame, color: "#000000")
            svg.close("g")
            if layout?.orthogonalOffsetRange(section: indexPath.section) != nil {
                orthogonal[indexPath.section] = orthogonal[indexPath.section]?.union(cell.frame) ?? cell.frame
            }
        }
        svg.close("g")
        svg.open("g", [("id", "orthogonal-sections")])
        for (section, cells) in orthogonal.sorted(by: { $0.key < $1.key }) {
            let offset = layout?.orthogonalOffset(section: section) ?? 0
            svg.open("g", [("class", "orthogonal"), ("data-section", "\(section)"), ("data-offset", f(offset))])
            svg.element(
                "text",
                [
                    ("x", f(bounds.maxX - 6)), ("y", f(cells.maxY - 6)), ("text-anchor", "end"), ("font-size", "9"),
                    ("fill", "#8e8e93"),
                ],
                text: "section \(section) scrolled across to \(f(offset))")
            svg.close("g")
        }
        svg.close("g")
        svg.element(
            "rect",
            [("id", "viewport")] + Self.svgRect(bounds) + [
                ("fill", "none"), ("stroke", "#ff3b30"), ("stroke-width", "2"),
            ])
        svg.close("svg")
        return svg.text
    }

    private static func drawTexts(_ svg: inout SVGWriter, _ texts: [String], in frame: CGRect, color: String) {
        guard !texts.isEmpty else { return }
        svg.element(
            "text",
            [("x", snapshotFormat(frame.minX + 8)), ("y", snapshotFormat(frame.midY + 4.5)), ("fill", color)],
            text: texts.joined(separator: "  ·  "))
    }

    private static func svgRect(_ rect: CGRect) -> [(String, String)] {
        [
            ("x", snapshotFormat(rect.minX)), ("y", snapshotFormat(rect.minY)), ("width", snapshotFormat(rect.width)),
            ("height", snapshotFormat(rect.height)),
        ]
    }
}
