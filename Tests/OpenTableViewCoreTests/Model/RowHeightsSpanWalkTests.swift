import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore
import TestSupport
import Testing

/// `RowHeights.SpanWalk`: walking down rows gives every row's top and height with the same bits
/// as `span(of:)`, across uniform and explicit runs, zero heights and fractional heights.
@Suite struct RowHeightsSpanWalkTests {
    /// Rows built from random uniform blocks and explicit stretches, with heights that do not
    /// add up exactly in binary (thirds, tenths), edited so runs split and merge.
    func randomRows(seed: UInt64) -> RowHeights {
        var random = SplitMix64(seed: seed)
        var rows = RowHeights(explicitRunLimit: 2 + Int(random.next() % 200))
        for _ in 0..<(1 + random.next() % 8) {
            let count = 1 + Int(random.next() % 300)
            if random.next() % 2 == 0 {
                rows.insert(repeating: CGFloat(random.next() % 90) / 3, count: count, at: rows.count)
            } else {
                for _ in 0..<count { rows.insert(CGFloat(random.next() % 700) / 10, at: rows.count) }
            }
        }
        for _ in 0..<(random.next() % 20) {
            rows.setHeight(CGFloat(random.next() % 50) / 7, at: Int(random.next() % UInt64(rows.count)))
        }
        return rows
    }

    @Test(arguments: 1...60 as ClosedRange<UInt64>)
    func aWalkMatchesSpanOfEveryRowBitForBit(seed: UInt64) {
        let rows = randomRows(seed: seed)
        var random = SplitMix64(seed: seed &+ 1000)
        for _ in 0..<5 {
            let start = Int(random.next() % UInt64(rows.count))
            var walk = rows.spanWalk(from: start)
            for row in start..<rows.count {
                let walked = rows.span(at: walk)
                let searched = rows.span(of: row)
                expectEqual(walked.offset.bitPattern, searched.offset.bitPattern, "seed \(seed) row \(row)")
                expectEqual(walked.height.bitPattern, searched.height.bitPattern, "seed \(seed) row \(row)")
                if walked.offset.bitPattern != searched.offset.bitPattern { return }
                if row + 1 < rows.count { rows.advance(&walk) }
            }
        }
    }

    @Test func aWalkThroughTheModelAddsTheSectionTop() {
        var first = RowHeights()
        first.insert(repeating: 44, count: 3, at: 0)
        var second = RowHeights()
        for height in [10.5, 0, 33.25] as [CGFloat] { second.insert(height, at: second.count) }
        let model = TableLayoutModel(sections: [
            SectionMetrics(headerHeight: 20, footerHeight: 5, rows: first),
            SectionMetrics(headerHeight: 7, footerHeight: 0, rows: second),
        ])
        // As the layout pass frames a section's rows: the section's heights held, its rows' top added.
        let rows = model.sections[1].rows
        let rowsTop = model.rowsMinY(1)
        var walk = rows.spanWalk(from: 0)
        var spans: [CGFloat] = []
        for row in 0..<3 {
            let span = rows.span(at: walk)
            #expect((rowsTop + span.offset, span.height) == model.rowSpan(row, inSection: 1))
            spans.append(rowsTop + span.offset)
            if row < 2 { rows.advance(&walk) }
        }
        // Header 20, three rows of 44, footer 5, header 7: rows of section 1 start at 164.
        expectEqual(spans, [164, 174.5, 174.5])
    }
}
