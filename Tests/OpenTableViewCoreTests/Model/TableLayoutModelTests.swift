import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

@Suite struct TableLayoutModelTests {
    /// Table header 100, top padding 35, then:
    /// section 0: padding 10, header 20, rows 44×3, footer 5   → 135…302
    /// section 1: empty, zero height                            → 302…302
    /// section 2: header 28 only                                → 302…330
    /// section 3: rows [10, 0, 10]                              → 330…350
    /// bottom padding 20, table footer 50                       → content height 420
    func sample() -> TableLayoutModel {
        TableLayoutModel(
            sections: [
                SectionMetrics(
                    paddingAboveHeader: 10, headerHeight: 20, footerHeight: 5,
                    rows: RowHeights(repeating: 44, count: 3)),
                SectionMetrics(),
                SectionMetrics(headerHeight: 28),
                SectionMetrics(rows: RowHeights([10, 0, 10])),
            ],
            tableHeaderHeight: 100, tableFooterHeight: 50, topPadding: 35, bottomPadding: 20)
    }

    @Test func geometry() {
        let model = sample()
        expectEqual(model.numberOfSections, 4)
        expectEqual(model.totalRowCount, 6)
        expectEqual(model.contentHeight, 420)
        expectEqual(model.sectionsOriginY, 135)
        expectEqual(model.tableFooterMinY, 370)
        expectEqual((0...4).map { model.sectionMinY($0) }, [135, 302, 302, 330, 350])
        expectEqual(model.headerMinY(0), 145)
        expectEqual(model.rowsMinY(0), 165)
        expectEqual(model.footerMinY(0), 297)
        expectEqual(model.sectionMaxY(0), 302)
        expectEqual(model.sectionMaxY(1), 302)
        expectEqual(model.rowsMinY(2), 330)
        expectEqual((0...2).map { model.rowMinY($0, inSection: 0) }, [165, 209, 253])
        expectEqual(model.rowMinY(3, inSection: 0), model.footerMinY(0))
        expectEqual((0...2).map { model.rowMinY($0, inSection: 3) }, [330, 340, 340])
        expectEqual(model.rowHeight(1, inSection: 0), 44)
    }

    @Test func lookupsByY() {
        let model = sample()
        expectEqual(model.section(at: 0), nil)  // table header view
        expectEqual(model.section(at: 134.9), nil)  // top padding
        expectEqual(model.section(at: 135), 0)
        expectEqual(model.section(at: 301.9), 0)
        expectEqual(model.section(at: 302), 2)  // the empty section 1 never contains y
        expectEqual(model.section(at: 349), 3)
        expectEqual(model.section(at: 350), nil)  // bottom padding
        expectEqual(model.section(at: 419), nil)  // table footer view
        expectEqual(model.firstSection(atOrBelow: 0), 0)
        expectEqual(model.firstSection(atOrBelow: 200), 0)
        expectEqual(model.firstSection(atOrBelow: 302), 1)  // zero-height section on y
        expectEqual(model.firstSection(atOrBelow: 310), 2)
        expectEqual(model.firstSection(atOrBelow: 350), 4)
        expectEqual(model.rowLocation(at: 140), nil)  // padding
        expectEqual(model.rowLocation(at: 150), nil)  // header
        #expect(model.rowLocation(at: 165)! == (0, 0))
        #expect(model.rowLocation(at: 209)! == (0, 1))  // on a row line: the lower row
        #expect(model.rowLocation(at: 296.5)! == (0, 2))
        #expect(model.rowLocation(at: 297) == nil)  // footer
        expectEqual(model.rowLocation(at: 310), nil)  // section 2's header
        #expect(model.rowLocation(at: 340)! == (3, 2))  // zero-height row 1 skipped
        #expect(model.rowLocation(at: 355) == nil)
        expectEqual(model.firstRow(atOrBelow: 340, inSection: 3), 1)
        expectEqual(model.firstRow(atOrBelow: 300, inSection: 0), 3)
        var tops: [CGFloat] = []
        model.forEachRow(inSection: 0, from: 1) { _, minY, _ in
            tops.append(minY)
            return true
        }
        expectEqual(tops, [209, 253])
    }

    @Test func globalIndicesSkipEmptySections() {
        let counts = [2, 0, 0, 3, 0, 1, 0]
        let model = TableLayoutModel(
            sections: counts.map { SectionMetrics(rows: RowHeights(repeating: 10, count: $0)) })
        expectEqual(model.totalRowCount, 6)
        let expected = [(0, 0), (0, 1), (3, 0), (3, 1), (3, 2), (5, 0)]
        for (g, location) in expected.enumerated() {
            #expect(model.location(ofGlobalIndex: g) == location)
            #expect(model.globalIndex(row: location.1, section: location.0) == g)
        }
        expectEqual(model.globalIndex(row: 0, section: 1), 2)  // an empty section starts where the next row is
        expectEqual(model.globalIndex(row: 0, section: 6), 6)
    }

    @Test func editsMoveLaterSections() {
        var model = sample()
        model.setRowHeight(54, row: 1, section: 0)
        expectEqual(model.contentHeight, 430)
        expectEqual(model.sectionMinY(3), 340)
        expectEqual(model.rowMinY(2, inSection: 0), 263)
        model.setHeaderHeight(0, section: 2)
        model.setFooterHeight(15, section: 3)
        model.setPaddingAboveHeader(0, section: 0)
        expectEqual(model.contentHeight, 407)
        model.insertRows(RowHeights(repeating: 1, count: 4), at: 1, section: 3)
        expectEqual(model.numberOfRows(inSection: 3), 7)
        expectEqual(model.totalRowCount, 10)
        expectEqual(model.contentHeight, 411)
        model.removeRows(0..<2, section: 3)
        expectEqual(model.totalRowCount, 8)
        #expect(model.location(ofGlobalIndex: 3) == (3, 0))
        model.tableHeaderHeight = 0
        expectEqual(model.sectionMinY(0), 35)
    }

    @Test func sectionInsertRemoveMove() {
        var model = sample()
        model.insertSection(SectionMetrics(headerHeight: 7, rows: RowHeights(repeating: 1, count: 2)), at: 1)
        expectEqual(model.numberOfSections, 5)
        expectEqual(model.sectionMinY(2), 311)
        #expect(model.location(ofGlobalIndex: 3) == (1, 0))
        model.moveSection(from: 1, to: 4)
        expectEqual(model.section(4).headerHeight, 7)
        expectEqual(model.sectionMinY(4), 350)
        #expect(model.location(ofGlobalIndex: 6) == (4, 0))
        model.removeSection(at: 0)
        expectEqual(model.numberOfSections, 4)
        expectEqual(model.totalRowCount, 5)
        expectEqual(model.contentHeight, 262)  // 420 + 9 (inserted) − 167 (section 0)
        model.moveSection(from: 3, to: 0)
        expectEqual(model.section(0).headerHeight, 7)
        #expect(model.rowLocation(at: 135 + 7)! == (0, 0))
    }

    @Test func uniformTenMillionRowsAcrossSections() {
        let model = TableLayoutModel(sections: [
            SectionMetrics(headerHeight: 28, rows: RowHeights(repeating: 44, count: 10_000_000)),
            SectionMetrics(headerHeight: 28, rows: RowHeights(repeating: 44, count: 10_000_000)),
        ])
        expectEqual(model.contentHeight, 880_000_056)
        #expect(model.rowLocation(at: 440_000_028 + 28 + 44 * 5)! == (1, 5))
        #expect(model.location(ofGlobalIndex: 10_000_001) == (1, 1))
        #expect(model.section(0).rows.storedHeightCount == 0)
    }
}
