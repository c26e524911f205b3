import Foundation

// Edits. Inside one section: O(log S) tree upkeep plus the section's own edit. Whole sections:
// O(S), the trees are rebuilt.

extension TableLayoutModel {
    /// Sets the height of `row` in `section` and whether it is an estimate.
    ///
    /// - Complexity: O(log² S + B + #runs).
    public mutating func setRowHeight(_ height: CGFloat, row: Int, section s: Int, estimated: Bool = false) {
        updateSection(s) { $0.rows.setHeight(height, at: row, estimated: estimated) }
    }

    /// Marks every row height of every section as an estimate, keeping the heights (the table's
    /// width changed, so self-sized rows must be measured again as they are laid out).
    ///
    /// - Complexity: O(rows of the sections with measured rows + S log S).
    public mutating func markAllRowHeightsEstimated() {
        for s in 0..<numberOfSections where section(s).rows.estimatedRowCount < section(s).rows.count {
            updateSection(s) { $0.rows.markAllEstimated() }
        }
    }

    /// Sets the height of section `s`'s header.
    ///
    /// - Complexity: O(log² S).
    public mutating func setHeaderHeight(_ height: CGFloat, section s: Int) {
        updateSection(s) { $0.headerHeight = height }
    }

    /// Sets the height of section `s`'s footer.
    ///
    /// - Complexity: O(log² S).
    public mutating func setFooterHeight(_ height: CGFloat, section s: Int) {
        updateSection(s) { $0.footerHeight = height }
    }

    /// Sets the space above section `s`'s header.
    ///
    /// - Complexity: O(log² S).
    public mutating func setPaddingAboveHeader(_ height: CGFloat, section s: Int) {
        updateSection(s) { $0.paddingAboveHeader = height }
    }

    /// Replaces all rows of section `s` (a section reload).
    ///
    /// - Complexity: O(log² S).
    public mutating func setRows(_ rows: RowHeights, section s: Int) {
        updateSection(s) { $0.rows = rows }
    }

    /// Splices `heights` into section `s` before `row`; later rows move down.
    ///
    /// - Complexity: O(log² S + B + #runs + `heights`' runs and stored rows).
    public mutating func insertRows(_ heights: RowHeights, at row: Int, section s: Int) {
        updateSection(s) { $0.rows.insert(contentsOf: heights, at: row) }
    }

    /// Inserts one row of `height` into section `s` before `row`; later rows move down. Unlike
    /// ``insertRows(_:at:section:)`` it builds no `RowHeights` to splice: a row of the height of
    /// the run it joins (every row of a uniform section) just grows that run.
    ///
    /// - Complexity: O(log² S + B + #runs); O(log² S + #runs) inside a uniform run.
    public mutating func insertRow(_ height: CGFloat, estimated: Bool, at row: Int, section s: Int) {
        updateSection(s) { $0.rows.insert(height, at: row, estimated: estimated) }
    }

    /// Removes rows `range` of section `s`.
    ///
    /// - Complexity: O(log² S + B + #runs).
    public mutating func removeRows(_ range: Range<Int>, section s: Int) {
        updateSection(s) { $0.rows.removeSubrange(range) }
    }

    /// Inserts a section before section `s` (`s == numberOfSections` appends).
    ///
    /// - Complexity: O(S).
    public mutating func insertSection(_ metrics: SectionMetrics, at s: Int) {
        precondition(s >= 0 && s <= numberOfSections, "section \(s) out of bounds 0...\(numberOfSections)")
        replaceSections(s..<s, with: [metrics])
    }

    /// Removes section `s`.
    ///
    /// - Complexity: O(S).
    public mutating func removeSection(at s: Int) {
        precondition(s >= 0 && s < numberOfSections, "section \(s) out of bounds 0..<\(numberOfSections)")
        replaceSections(s..<s + 1, with: [])
    }

    /// Moves section `from` so that it ends up at index `to`, as UIKit's `moveSection(_:toSection:)`.
    ///
    /// - Complexity: O(S).
    public mutating func moveSection(from: Int, to: Int) {
        precondition(
            from >= 0 && from < numberOfSections && to >= 0 && to < numberOfSections,
            "move \(from) → \(to) out of bounds 0..<\(numberOfSections)")
        guard from != to else { return }
        var all = sections
        let moved = all.remove(at: from)
        all.insert(moved, at: to)
        replaceSections(0..<numberOfSections, with: all)
    }
}
