import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// The viewport as text: one line per visible header, row and footer, top to bottom, with
    /// its y in content coordinates, its index path and its labels' text. Pinned (floating)
    /// headers and footers and selected rows are marked. An OpenTableView addition, for demos and
    /// for tests that compare what a user would see.
    ///
    /// A plain table of four titled sections of 30 rows, scrolled to 1680 with row 1.12 selected
    /// (`DocumentationExampleTests` keeps this example true):
    ///
    /// ```
    /// TableView plain 320.0x480.0 offset 1680.0 content 5480.0
    ///   1640.0 +44.0 row 1.5 "Row 5"
    ///   1680.0 +28.0 header 1 "Section 1" [pinned]
    ///   1684.0 +44.0 row 1.6 "Row 6"
    ///   …
    ///   1948.0 +44.0 row 1.12 "Row 12" | "detail" [selected]
    /// ```
    public func textSnapshot() -> String {
        layoutIfNeeded()
        var entries: [(y: CGFloat, order: Int, text: String)] = []
        for kind in HeaderFooterKind.allCases {
            for (section, view) in headerFooterDisplay.views[kind] {
                let pinned = view.frame.minY != model.minY(of: kind, inSection: section)
                let name = kind == .header ? "header \(section)" : "footer \(section)"
                entries.append(
                    (
                        view.frame.minY, kind == .header ? 0 : 2,
                        line(view.frame, name, texts: labels(of: view), marks: pinned ? ["pinned"] : [])
                    ))
            }
        }
        for offset in displayedRows.cells.indices {
            let cell = displayedRows.cells[offset]
            let indexPath = indexPathForVisibleOffset(offset)
            let marks = rowState.selected.contains(indexPath) ? ["selected"] : []
            entries.append(
                (
                    cell.frame.minY, 1,
                    line(cell.frame, "row \(indexPath.section).\(indexPath.row)", texts: labels(of: cell), marks: marks)
                ))
        }
        entries.sort { ($0.y, $0.order, $0.text) < ($1.y, $1.order, $1.text) }
        let header =
            "TableView \(style) \(format(bounds.width))x\(format(bounds.height)) offset \(format(contentOffset.y)) content \(format(contentSize.height))"
        return ([header] + entries.map { "  " + $0.text }).joined(separator: "\n")
    }

    private func line(_ frame: CGRect, _ name: String, texts: [String], marks: [String]) -> String {
        var parts = ["\(format(frame.minY)) +\(format(frame.height)) \(name)"]
        if !texts.isEmpty { parts.append(texts.map { "\"\($0)\"" }.joined(separator: " | ")) }
        parts += marks.map { "[\($0)]" }
        return parts.joined(separator: " ")
    }

    /// The text of a cell's or header's labels, in the order UIKit lays them out.
    private func labels(of view: View) -> [String] {
        if let cell = view as? TableViewCell {
            return [cell.textLabel?.text, cell.detailTextLabel?.text].compactMap { $0 }.filter { !$0.isEmpty }
        }
        if let header = view as? TableViewHeaderFooterView {
            return [header.textLabel?.text].compactMap { $0 }.filter { !$0.isEmpty }
        }
        return []
    }

    private func format(_ value: CGFloat) -> String {
        String(format: "%.1f", Double(value))
    }
}
