import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

/// Random edits to sections and rows, applied to `TableLayoutModel` and to a plain array model;
/// every query must agree after every step.
@Suite struct TableLayoutModelRandomTests {
    @Test(arguments: [UInt64(5), 1234, 0xC0FFEE])
    func randomEditsMatchArrayModel(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let limit = 8
        var sections: [SectionMetrics] = []
        var reference = ReferenceTable()
        for _ in 0..<rng.int(0...5) {
            let (metrics, referenceSection) = randomSection(&rng, explicitRunLimit: limit)
            sections.append(metrics)
            reference.sections.append(referenceSection)
        }
        var model = TableLayoutModel(sections: sections)
        for step in 0..<250 {
            let operation = applyRandomEdit(&model, &reference, rng: &rng, limit: limit)
            let problems = mismatches(model, reference, exhaustive: step % 8 == 0 || step == 249, rng: &rng)
            #expect(problems.isEmpty, "seed \(seed) step \(step) after \(operation): \(problems.prefix(6))")
            if !problems.isEmpty { return }
        }
    }

    /// Applies one random edit to both models and names it for the failure message.
    private func applyRandomEdit(
        _ model: inout TableLayoutModel, _ reference: inout ReferenceTable, rng: inout SplitMix64, limit: Int
    ) -> String {
        let count = reference.sections.count
        let sizes: [CGFloat] = [0, 10, 17.5, 35, 100.5]
        if count == 0 || rng.chance(15) {
            switch count == 0 ? 0 : rng.int(0...3) {
            case 0:
                guard count < 9 else { fallthrough }
                let s = rng.int(0...count)
                let (metrics, section) = randomSection(&rng, explicitRunLimit: limit)
                model.insertSection(metrics, at: s)
                reference.sections.insert(section, at: s)
                return "insertSection(at: \(s))"
            case 1:
                let s = rng.int(0...(count - 1))
                model.removeSection(at: s)
                reference.sections.remove(at: s)
                return "removeSection(at: \(s))"
            case 2:
                let (from, to) = (rng.int(0...(count - 1)), rng.int(0...(count - 1)))
                model.moveSection(from: from, to: to)
                reference.sections.insert(reference.sections.remove(at: from), at: to)
                return "moveSection(from: \(from), to: \(to))"
            default:
                let (header, footer) = (sizes[rng.int(0...4)], sizes[rng.int(0...4)])
                let (top, bottom) = (sizes[rng.int(0...4)], sizes[rng.int(0...4)])
                model.tableHeaderHeight = header
                model.tableFooterHeight = footer
                model.topPadding = top
                model.bottomPadding = bottom
                (reference.tableHeader, reference.tableFooter) = (header, footer)
                (reference.topPadding, reference.bottomPadding) = (top, bottom)
                return "table header \(header) footer \(footer) top \(top) bottom \(bottom)"
            }
        }
        let s = rng.int(0...(count - 1))
        let rows = reference.sections[s].rows.count
        let size = sizes[rng.int(0...4)]
        // Keep sections short (the reference checks are quadratic): past 16 rows, mostly remove.
        switch rows > 16 && rng.chance(70) ? 5 : rng.int(0...7) {
        case 0 where rows > 0, 1 where rows > 0, 2 where rows > 0:
            let row = rng.int(0...(rows - 1))
            let (height, estimated) = (rng.height(), rng.chance(25))
            model.setRowHeight(height, row: row, section: s, estimated: estimated)
            reference.sections[s].rows.heights[row] = height
            reference.sections[s].rows.estimated[row] = estimated
            return "setRowHeight(\(height), row: \(row), section: \(s))"
        case 3:
            model.setHeaderHeight(size, section: s)
            reference.sections[s].header = size
            return "setHeaderHeight(\(size), section: \(s))"
        case 4:
            if rng.bool() {
                model.setFooterHeight(size, section: s)
                reference.sections[s].footer = size
                return "setFooterHeight(\(size), section: \(s))"
            }
            model.setPaddingAboveHeader(size, section: s)
            reference.sections[s].padding = size
            return "setPaddingAboveHeader(\(size), section: \(s))"
        case 5 where rows > 0:
            let lower = rng.int(0...rows)
            let upper = Swift.min(rows, lower + rng.int(0...5))
            model.removeRows(lower..<upper, section: s)
            reference.sections[s].rows.removeSubrange(lower..<upper)
            return "removeRows(\(lower)..<\(upper), section: \(s))"
        default:
            let row = rng.int(0...rows)
            let (inserted, insertedReference) = randomRows(&rng, maxCount: 6, explicitRunLimit: limit)
            model.insertRows(inserted, at: row, section: s)
            reference.sections[s].rows.insert(insertedReference, at: row)
            return "insertRows(\(inserted.debugDescription), at: \(row), section: \(s))"
        }
    }

    /// Heights that do not sum exactly: offsets within 1e-6 of the plain sums, and every search
    /// consistent with the model's own getters.
    @Test func inexactHeightsStayConsistent() {
        var rng = SplitMix64(seed: 77)
        var model = TableLayoutModel(
            sections: (0..<40).map { _ in
                SectionMetrics(
                    headerHeight: 1.0 / 3, footerHeight: 0.1,
                    rows: RowHeights((0..<rng.int(0...8)).map { _ in CGFloat(rng.int(1...300)) / 7 }))
            }, tableHeaderHeight: 0.3, topPadding: 0.7)
        for step in 0..<100 {
            let s = rng.int(0...39)
            if model.numberOfRows(inSection: s) > 0 {
                model.setRowHeight(CGFloat(rng.int(0...300)) / 9, row: 0, section: s)
            } else {
                model.setHeaderHeight(CGFloat(rng.int(0...300)) / 11, section: s)
            }
            var problems: [String] = []
            var sum: CGFloat = 0.3 + 0.7
            for s in 0..<model.numberOfSections {
                let top = model.sectionMinY(s)
                if abs(top - sum) > 1e-6 { problems.append("sectionMinY(\(s))") }
                sum += model.section(s).height
                if model.section(s).height > 0 && model.section(at: top) != s {
                    problems.append("section(at: top of \(s))")
                }
                for row in 0..<model.numberOfRows(inSection: s) where model.rowHeight(row, inSection: s) > 0 {
                    let rowTop = model.rowMinY(row, inSection: s)
                    let found = model.rowLocation(at: rowTop)
                    if found?.section != s || found?.row != row {
                        problems.append("rowLocation(at: top of \(row), \(s))")
                    }
                }
            }
            if abs(model.contentHeight - sum) > 1e-6 { problems.append("contentHeight") }
            #expect(problems.isEmpty, "seed 77 step \(step): \(problems.prefix(6))")
            if !problems.isEmpty { return }
        }
    }
}
