import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension TableView {
    /// The viewport as text: what a user would see, one line per visible table header view,
    /// section header, row, section footer and table footer view, top to bottom, then the section
    /// index. An OpenTableView addition, for demos and for tests that compare what a user sees.
    ///
    /// The format is stable (a change to it is a breaking change, noted in the changelog):
    ///
    /// ```
    /// TableView <style> <width>x<height> offset <y> content <height>
    ///   <y> +<height> <name> ["text" | "text" …] [mark] [mark] …
    ///   index "A" "B" …
    /// ```
    ///
    /// - `<y>` is the view's top in content coordinates and `<height>` its height, with one
    ///   decimal. Lines are ordered by `<y>`; at the same `<y>`, a header comes before a row and a
    ///   row before a footer.
    /// - `<name>` is `tableHeaderView`, `header <section>`, `row <section>.<row>`,
    ///   `footer <section>` or `tableFooterView`.
    /// - The texts are every visible, non-empty label in the view's tree (for a cell, its
    ///   `contentView`: the standard labels, a content configuration's, and custom ones), in
    ///   reading order: by line, then left to right.
    /// - The marks, in this order: `[image "<name>"]` per visible image view showing an image;
    ///   `[accessory <type>]` or `[accessoryView <Type> "text" …]` for the accessory in effect
    ///   (the editing one while editing); `[editing delete]` or `[editing insert]` for the editing
    ///   control; `[reorder]` for the reorder control; `[swipe "<title>" …]` for revealed swipe
    ///   actions; `[selected]`; `[pinned]` for a floating header or footer away from its place.
    /// - The last line, `index "A" "B" …`, lists the section index titles the table shows
    ///   (``sectionIndexTitlesForDisplay``), when it shows some.
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
        let visible = bounds
        if let tableHeaderView = settings.tableHeaderView, tableHeaderView.frame.intersects(visible) {
            entries.append((tableHeaderView.frame.minY, -1, line(tableHeaderView, "tableHeaderView", marks: [])))
        }
        for kind in HeaderFooterKind.allCases {
            for (section, view) in content.headerFooterDisplay.views[kind] {
                let pinned = view.frame.minY != model.minY(of: kind, inSection: section)
                let name = kind == .header ? "header \(section)" : "footer \(section)"
                entries.append(
                    (view.frame.minY, kind == .header ? 0 : 2, line(view, name, marks: pinned ? ["pinned"] : [])))
            }
        }
        for offset in content.displayedRows.cells.indices {
            let cell = content.displayedRows.cells[offset]
            let indexPath = indexPathForVisibleOffset(offset)
            entries.append(
                (
                    cell.frame.minY, 1,
                    line(
                        cell, "row \(indexPath.section).\(indexPath.row)",
                        marks: rowMarks(cell, at: indexPath))
                ))
        }
        if let tableFooterView = settings.tableFooterView, tableFooterView.frame.intersects(visible) {
            entries.append((tableFooterView.frame.minY, 3, line(tableFooterView, "tableFooterView", marks: [])))
        }
        entries.sort { ($0.y, $0.order, $0.text) < ($1.y, $1.order, $1.text) }
        let header =
            "TableView \(settings.style) \(format(bounds.width))x\(format(bounds.height)) offset \(format(contentOffset.y)) content \(format(contentSize.height))"
        var lines = [header] + entries.map { "  " + $0.text }
        if let titles = sectionIndexTitlesForDisplay {
            lines.append("  index " + titles.map(quoted).joined(separator: " "))
        }
        return lines.joined(separator: "\n")
    }

    /// A view's line: position, name, texts, then its images and the given marks.
    private func line(_ view: View, _ name: String, marks: [String]) -> String {
        let cell = view as? TableViewCell
        let reading = ViewTreeReading(cell?.contentViewStorage ?? view)
        var parts = ["\(format(view.frame.minY)) +\(format(view.frame.height)) \(name)"]
        if !reading.texts.isEmpty { parts.append(reading.texts.map { quoted($0.text) }.joined(separator: " | ")) }
        parts += reading.images.map { "[image \(quoted($0))]" }
        parts += marks.map { "[\($0)]" }
        return parts.joined(separator: " ")
    }

    /// The marks of a row after its images: accessory, editing and reorder controls, revealed
    /// swipe actions, selection.
    func rowMarks(_ cell: TableViewCell, at indexPath: IndexPath) -> [String] {
        var marks: [String] = []
        let accessory = cell.effectiveAccessory
        if let view = accessory.view {
            let texts = ViewTreeReading(view).texts.map { " " + quoted($0.text) }.joined()
            marks.append("accessoryView \(type(of: view))\(texts)")
        } else if accessory.type != .none {
            marks.append("accessory \(accessory.type)")
        }
        if cell.isEditing {
            switch cell.editingStyle {
            case .delete: marks.append("editing delete")
            case .insert: marks.append("editing insert")
            case .none: break
            }
            if cell.showsReorderControl { marks.append("reorder") }
        }
        if let swiped = content.rowState.swiped, swiped.indexPath == indexPath {
            marks.append(
                (["swipe"] + swiped.configuration.actions.map { quoted($0.title ?? "") }).joined(separator: " "))
        }
        if !content.rowState.selected.isEmpty, content.rowState.selected.contains(indexPath) {
            marks.append("selected")
        }
        return marks
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }

    func format(_ value: CGFloat) -> String {
        String(format: "%.1f", Double(value))
    }
}
