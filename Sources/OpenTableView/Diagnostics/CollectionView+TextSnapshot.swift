import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

extension CollectionView {
    /// The viewport as text: what a user would see, one line per displayed cell and
    /// supplementary view, top to bottom and left to right, then the scroll offset of each
    /// orthogonally scrolling section on screen. An OpenTableView addition, for demos and for
    /// tests that compare what a user sees, as the table's `textSnapshot()`.
    ///
    /// The format is stable (a change to it is a breaking change, noted in the changelog):
    ///
    /// ```
    /// CollectionView <Layout> <width>x<height> offset <x>,<y> content <width>x<height>
    ///   <x>,<y> <width>x<height> <name> ["text" | "text" …] [mark] …
    ///   orthogonal <section> offset <x>
    /// ```
    ///
    /// - Frames are in content coordinates, with one decimal. Lines are ordered by `<y>`, then
    ///   `<x>`; at the same place, a supplementary view comes before a cell.
    /// - `<Layout>` is the layout's class name; `<name>` is `cell <section>.<item>`,
    ///   `header <section>` and `footer <section>` for the section headers and footers,
    ///   `<kind> <section>.<item>` for other kinds.
    /// - The texts are the visible, non-empty labels of the view's tree (a cell's `contentView`),
    ///   in reading order, as the table's snapshot reads them; then `[image "<name>"]` per image
    ///   view showing an image; for a list cell, `[accessory <kind>]` per accessory it shows (not
    ///   hidden), leading to trailing (`[accessory label "<text>"]` for a label, `[accessory
    ///   customView <Type>]` for a view of the app's), as the table's `[accessory <type>]`; and
    ///   `[selected]` for a selected item.
    /// - An `orthogonal` line follows for each orthogonally scrolling section of a compositional
    ///   layout with a cell on screen: its scroll offset across
    ///   (`simulate.orthogonalContentOffset(ofSection:)`).
    public func textSnapshot() -> String {
        layoutIfNeeded()
        var entries: [(y: CGFloat, x: CGFloat, order: Int, text: String)] = []
        for (element, view) in content.displayedSupplementaryViews {
            entries.append(
                (
                    view.frame.minY, view.frame.minX, 0,
                    snapshotLine(view, Self.snapshotName(of: element), marks: [])
                ))
        }
        var orthogonalSections: Set<Int> = []
        let layout = layoutStorage as? CollectionViewCompositionalLayout
        for entry in content.displayedCells.entries {
            let (indexPath, cell) = (entry.indexPath, entry.cell)
            var marks = (cell as? CollectionViewListCell)?.accessorySnapshotMarks ?? []
            if content.rowState.selected.contains(indexPath) { marks.append("selected") }
            entries.append(
                (
                    cell.frame.minY, cell.frame.minX, 1,
                    snapshotLine(cell, "cell \(indexPath.section).\(indexPath.item)", marks: marks)
                ))
            if layout?.orthogonalOffsetRange(section: indexPath.section) != nil {
                orthogonalSections.insert(indexPath.section)
            }
        }
        entries.sort { ($0.y, $0.x, $0.order, $0.text) < ($1.y, $1.x, $1.order, $1.text) }
        let header =
            "CollectionView \(type(of: layoutStorage)) \(Self.snapshotFormat(bounds.width))x\(Self.snapshotFormat(bounds.height))"
            + " offset \(Self.snapshotFormat(contentOffset.x)),\(Self.snapshotFormat(contentOffset.y))"
            + " content \(Self.snapshotFormat(contentSize.width))x\(Self.snapshotFormat(contentSize.height))"
        var lines = [header] + entries.map { "  " + $0.text }
        if let layout {
            for section in orthogonalSections.sorted() {
                lines.append(
                    "  orthogonal \(section) offset \(Self.snapshotFormat(layout.orthogonalOffset(section: section)))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A supplementary view's name in the snapshot and the picture.
    static func snapshotName(of element: SupplementaryElement) -> String {
        switch element.kind {
        case elementKindSectionHeader: return "header \(element.indexPath.section)"
        case elementKindSectionFooter: return "footer \(element.indexPath.section)"
        default: return "\(element.kind) \(element.indexPath.section).\(element.indexPath.item)"
        }
    }

    /// A view's line: frame, name, texts, then its images and the given marks.
    private func snapshotLine(_ view: View, _ name: String, marks: [String]) -> String {
        let cell = view as? CollectionViewCell
        let reading = ViewTreeReading(cell?.contentViewStorage ?? view)
        let f = view.frame
        var parts = [
            "\(Self.snapshotFormat(f.minX)),\(Self.snapshotFormat(f.minY)) \(Self.snapshotFormat(f.width))x\(Self.snapshotFormat(f.height)) \(name)"
        ]
        if !reading.texts.isEmpty { parts.append(reading.texts.map { "\"\($0.text)\"" }.joined(separator: " | ")) }
        parts += reading.images.map { "[image \"\($0)\"]" }
        parts += marks.map { "[\($0)]" }
        return parts.joined(separator: " ")
    }

    static func snapshotFormat(_ value: CGFloat) -> String {
        String(format: "%.1f", Double(value))
    }
}
