import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport

/// The obvious model of a table's vertical structure: what `TableLayoutModel` must agree with.
struct ReferenceTable {
    struct Section {
        var padding: CGFloat = 0
        var header: CGFloat = 0
        var footer: CGFloat = 0
        var rows = ReferenceRows()
        var height: CGFloat { padding + header + rows.total + footer }
    }

    var sections: [Section] = []
    var tableHeader: CGFloat = 0
    var tableFooter: CGFloat = 0
    var topPadding: CGFloat = 0
    var bottomPadding: CGFloat = 0

    /// Section tops plus the end of the last section.
    var sectionMinYs: [CGFloat] {
        var result = [tableHeader + topPadding]
        for section in sections { result.append(result[result.count - 1] + section.height) }
        return result
    }

    var contentHeight: CGFloat { sectionMinYs[sections.count] + bottomPadding + tableFooter }

    func rowsMinY(_ s: Int, _ tops: [CGFloat]) -> CGFloat { tops[s] + sections[s].padding + sections[s].header }

    // Plain loops rather than `first(where:)`, for the same reason as in `ReferenceRows`.

    func section(at y: CGFloat, _ tops: [CGFloat]) -> Int? {
        var s = 0
        while s < sections.count {
            if tops[s] <= y && y < tops[s + 1] { return s }
            s += 1
        }
        return nil
    }

    func firstSection(atOrBelow y: CGFloat, _ tops: [CGFloat]) -> Int {
        var s = 0
        while s < sections.count {
            if tops[s + 1] > y || (tops[s + 1] == tops[s] && tops[s] >= y) { return s }
            s += 1
        }
        return s
    }

    func rowLocation(at y: CGFloat, _ tops: [CGFloat]) -> (section: Int, row: Int)? {
        guard let s = section(at: y, tops) else { return nil }
        let rows = sections[s].rows
        return rows.row(at: y - rowsMinY(s, tops), offsets: rows.offsets).map { (s, $0) }
    }
}

/// A random section (possibly empty, possibly without header or footer) for both models.
func randomSection(_ rng: inout SplitMix64, explicitRunLimit: Int) -> (SectionMetrics, ReferenceTable.Section) {
    let sizes: [CGFloat] = [0, 0, 17.5, 28, 35]
    let padding = rng.chance(50) ? 0 : sizes[rng.int(0...4)]
    let header = sizes[rng.int(0...4)]
    let footer = sizes[rng.int(0...4)]
    let (rows, reference) = randomRows(&rng, maxCount: rng.chance(25) ? 0 : 16, explicitRunLimit: explicitRunLimit)
    return (
        SectionMetrics(paddingAboveHeader: padding, headerHeight: header, footerHeight: footer, rows: rows),
        ReferenceTable.Section(padding: padding, header: header, footer: footer, rows: reference)
    )
}

/// Every disagreement between `model` and `reference`, described (empty when they agree).
///
/// Every getter is compared for every section and row. Searches are probed at section and part
/// boundaries and random y, and at row tops and midpoints: all of them when `exhaustive`, else
/// one row in four (the reference searches are linear).
func mismatches(
    _ model: TableLayoutModel, _ reference: ReferenceTable, exhaustive: Bool, rng: inout SplitMix64
) -> [String] {
    var problems: [String] = []
    let tops = reference.sectionMinYs
    let count = reference.sections.count
    guard model.numberOfSections == count else { return ["numberOfSections \(model.numberOfSections) != \(count)"] }
    if model.contentHeight != reference.contentHeight { problems.append("contentHeight") }
    if model.totalRowCount != reference.sections.reduce(0, { $0 + $1.rows.count }) { problems.append("totalRowCount") }
    // The count the layout pass uses to skip header/footer work follows every edit.
    let withHeaderOrFooter = reference.sections.filter { $0.header > 0 || $0.footer > 0 }.count
    if model.headerFooterSectionCount != withHeaderOrFooter {
        problems.append("headerFooterSectionCount \(model.headerFooterSectionCount) != \(withHeaderOrFooter)")
    }
    if model.sectionMinY(count) != tops[count] { problems.append("sectionMinY(end)") }
    var probes: [CGFloat] = [-1, 0, reference.contentHeight, reference.contentHeight + 1, tops[0], tops[count]]
    var global = 0
    for (s, section) in reference.sections.enumerated() {
        let rowsTop = reference.rowsMinY(s, tops)
        let footerTop = rowsTop + section.rows.offsets[section.rows.count]
        if model.numberOfRows(inSection: s) != section.rows.count { problems.append("numberOfRows(\(s))") }
        if model.sectionMinY(s) != tops[s] { problems.append("sectionMinY(\(s))") }
        if model.headerMinY(s) != tops[s] + section.padding { problems.append("headerMinY(\(s))") }
        if model.rowsMinY(s) != rowsTop { problems.append("rowsMinY(\(s))") }
        if model.footerMinY(s) != footerTop { problems.append("footerMinY(\(s))") }
        if model.sectionMaxY(s) != tops[s + 1] { problems.append("sectionMaxY(\(s))") }
        if model.section(s).rows.count != section.rows.count { problems.append("section(\(s)).rows") }
        probes += [tops[s], tops[s] + section.padding, rowsTop, footerTop, (tops[s] + tops[s + 1]) / 2]
        if model.globalIndex(row: section.rows.count, section: s) != global + section.rows.count {
            problems.append("globalIndex(end of \(s))")
        }
        let offsets = section.rows.offsets
        for row in 0..<section.rows.count {
            if model.rowMinY(row, inSection: s) != rowsTop + offsets[row] { problems.append("rowMinY(\(row), \(s))") }
            if model.rowHeight(row, inSection: s) != section.rows.heights[row] {
                problems.append("rowHeight(\(row), \(s))")
            }
            if model.globalIndex(row: row, section: s) != global { problems.append("globalIndex(\(row), \(s))") }
            let location = model.location(ofGlobalIndex: global)
            if location != (s, row) { problems.append("location(ofGlobalIndex: \(global)) = \(location)") }
            if exhaustive || rng.chance(25) {
                probes += [rowsTop + offsets[row], rowsTop + offsets[row] + section.rows.heights[row] / 2]
            }
            global += 1
        }
    }
    for _ in 0..<6 { probes.append(CGFloat.random(in: -5...(reference.contentHeight + 5), using: &rng)) }
    for y in probes {
        let section = reference.section(at: y, tops)
        if model.section(at: y) != section { problems.append("section(at: \(y))") }
        let first = reference.firstSection(atOrBelow: y, tops)
        if model.firstSection(atOrBelow: y) != first { problems.append("firstSection(atOrBelow: \(y))") }
        let location = reference.rowLocation(at: y, tops)
        let found = model.rowLocation(at: y)
        if found?.section != location?.section || found?.row != location?.row {
            problems.append("rowLocation(at: \(y))")
        }
        if first < count {
            let rows = reference.sections[first].rows
            let expected = rows.firstRow(atOrBelow: y - reference.rowsMinY(first, tops), offsets: rows.offsets)
            if model.firstRow(atOrBelow: y, inSection: first) != expected {
                problems.append("firstRow(atOrBelow: \(y), \(first))")
            }
        }
    }
    return problems
}
