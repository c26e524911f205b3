import Foundation
import TestSupport
import Testing

@_spi(OpenTableViewInternals) @testable import OpenTableViewCore

/// `TableLayoutModel.visibleRowRangeAndStableViewport(minY:maxY:)`, the layout pass's one call,
/// gives exactly what `visibleRowRange(minY:maxY:)` and `stableViewport(for:)` give, on random
/// models with zero-height rows and sections, fractional heights, paddings, headers and footers,
/// for viewports that start and end on row and section boundaries as well as between them.
@Suite struct VisibleRowsTests {
    static let sizes: [CGFloat] = [0, 0, 10, 17.5, 44, 1.0 / 3, 100.5]

    func randomModel(_ rng: inout SplitMix64) -> TableLayoutModel {
        let sections = (0..<rng.int(1...40)).map { _ in
            randomSection(rows: 0...30, repeatedRunChance: 33, runLength: 1...20, &rng)
        }
        return TableLayoutModel(
            sections: sections, tableHeaderHeight: Self.sizes[rng.int(0...6)],
            tableFooterHeight: Self.sizes[rng.int(0...6)], topPadding: Self.sizes[rng.int(0...6)])
    }

    /// A section of `rows` insertions, each a run of `runLength` equal heights with the given chance
    /// in percent, else one height; sizes from ``sizes``, padding, header and footer too.
    func randomSection(
        rows: ClosedRange<Int>, repeatedRunChance: Int, runLength: ClosedRange<Int>, _ rng: inout SplitMix64
    ) -> SectionMetrics {
        // Short runs cross run boundaries often; long ones (over K = 32 rows) cross checkpoints.
        var heights = RowHeights(explicitRunLimit: rng.chance(50) ? rng.int(2...16) : rng.int(40...200))
        for _ in 0..<rng.int(rows) {
            if rng.chance(repeatedRunChance) {
                heights.insert(repeating: Self.sizes[rng.int(0...6)], count: rng.int(runLength), at: heights.count)
            } else {
                heights.insert(Self.sizes[rng.int(0...6)], at: heights.count)
            }
        }
        return SectionMetrics(
            paddingAboveHeader: Self.sizes[rng.int(0...6)], headerHeight: Self.sizes[rng.int(0...6)],
            footerHeight: Self.sizes[rng.int(0...6)], rows: heights)
    }

    /// A y on a row's top or bottom, a section's edge, or anywhere in (and just outside) the content.
    func randomY(_ model: TableLayoutModel, _ rng: inout SplitMix64) -> CGFloat {
        let s = rng.int(0...(model.numberOfSections - 1))
        switch rng.int(0...4) {
        case 0:
            let rows = model.numberOfRows(inSection: s)
            return model.rowMinY(rng.int(0...rows), inSection: s)
        case 1: return model.sectionMinY(s)
        case 2: return model.footerMinY(s)
        case 3: return model.rowsMinY(s)
        default: return CGFloat(rng.int(-20...Int(model.contentHeight) + 20)) + CGFloat(rng.int(0...3)) / 4
        }
    }

    @Test(arguments: 1...40 as ClosedRange<UInt64>)
    func oneCallEqualsTheTwo(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<5 {
            let model = randomModel(&rng)
            for _ in 0..<200 {
                let minY = randomY(model, &rng)
                let maxY =
                    rng.chance(50)
                    ? randomY(model, &rng) : minY + [0.25, 1, 44, 300, 844][rng.int(0...4)]
                let combined = model.visibleRowRangeAndStableViewport(minY: minY, maxY: maxY)
                let range = model.visibleRowRange(minY: minY, maxY: maxY)
                let stable = model.stableViewport(for: range)
                let same =
                    combined.range == range && combined.stable?.top == stable?.top
                    && combined.stable?.bottom == stable?.bottom
                #expect(
                    same,
                    "seed \(seed): \(minY)..<\(maxY): \(combined.range) \(String(describing: combined.stable)), two calls \(range) \(String(describing: stable))"
                )
                if !same { return }
            }
        }
    }

    /// The hinted call (the layout pass's, with the hint of its previous call on the same model)
    /// gives what the plain call gives, along scrolls down and up by steps from a fraction of a
    /// point to a screenful, with jumps, over models whose sections of per-row heights are long
    /// enough for the walk to stay in one section.
    @Test(arguments: 1...30 as ClosedRange<UInt64>)
    func hintedCallsEqualThePlainOne(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var walked = 0
        for _ in 0..<4 {
            let model = hintedWalkModel(sections: 1...6, rows: 0...400, &rng)
            walked += compareHintedCalls(model, seed: seed, &rng).applied
        }
        #expect(walked > 100, "the hint applied \(walked) times")
    }

    /// The same across short sections (none to fifteen rows, zero-height rows, headers, footers
    /// and paddings of every size), where the walk crosses sections.
    @Test(arguments: 1...30 as ClosedRange<UInt64>)
    func hintedCallsAcrossShortSectionsEqualThePlainOne(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var walks = (applied: 0, crossed: 0)
        for _ in 0..<4 {
            let model = hintedWalkModel(sections: 10...80, rows: 0...15, &rng)
            let counted = compareHintedCalls(model, seed: seed, &rng)
            walks = (walks.applied + counted.applied, walks.crossed + counted.crossed)
        }
        #expect(walks.applied > 100, "the hint applied \(walks.applied) times")
        #expect(walks.crossed > 50, "the walk crossed sections \(walks.crossed) times")
    }

    func hintedWalkModel(
        sections sectionCount: ClosedRange<Int>, rows rowCount: ClosedRange<Int>, _ rng: inout SplitMix64
    ) -> TableLayoutModel {
        let sections = (0..<rng.int(sectionCount)).map { _ in
            randomSection(rows: rowCount, repeatedRunChance: 10, runLength: 1...5, &rng)
        }
        return TableLayoutModel(sections: sections, tableHeaderHeight: 10, tableFooterHeight: 0, topPadding: 0)
    }

    /// Scrolls `model` 300 times, comparing each hinted call with the plain one; returns how many
    /// calls the walk from the hint answered, and in how many of them the first row was in a later
    /// section than the hint's row.
    func compareHintedCalls(
        _ model: TableLayoutModel, seed: UInt64, _ rng: inout SplitMix64
    ) -> (applied: Int, crossed: Int) {
        var walked = (applied: 0, crossed: 0)
        var hint: VisibleRowsHint?
        var minY = randomY(model, &rng)
        for _ in 0..<300 {
            let height = [0.25, 44, 300, 844][rng.int(0...3)] as CGFloat
            let hinted = model.visibleRowRangeAndStableViewport(minY: minY, maxY: minY + height, hint: hint)
            let plain = model.visibleRowRangeAndStableViewport(minY: minY, maxY: minY + height)
            let same =
                hinted.range == plain.range && hinted.stable?.top == plain.stable?.top
                && hinted.stable?.bottom == plain.stable?.bottom
            #expect(
                same,
                "seed \(seed): \(minY)+\(height) after \(String(describing: hint)): \(hinted.range) \(String(describing: hinted.stable)), plain \(plain.range) \(String(describing: plain.stable))"
            )
            if !same { return walked }
            // The first row's and the end's locations, when given, are the ones a search by index gives.
            for (global, location) in [(hinted.range.lowerBound, hinted.first), (hinted.range.upperBound, hinted.end)] {
                guard let location else { continue }
                let searched = model.location(ofGlobalIndex: global)
                #expect(location.section == searched.section && location.row == searched.row, "seed \(seed)")
                expectEqual(location.rows, model.numberOfRows(inSection: location.section))
                expectEqual(location.rowsTop, model.rowsMinY(location.section))
            }
            // Whether the walk from the hint answered (rather than the searches), and whether its
            // first row is in a later section than the row it started from.
            if let hint, let walkedFromHint = model.hintedVisibleRows(minY: minY, maxY: minY + height, hint: hint) {
                walked.applied += 1
                if let first = walkedFromHint.first, first.section > hint.section.index { walked.crossed += 1 }
            }
            hint = hinted.hint
            switch rng.int(0...9) {
            case 0: minY = randomY(model, &rng)
            case 1: minY -= CGFloat(rng.int(0...200)) / 4
            case 2: minY = plain.stable.map { $0.top.upperBound } ?? minY + 1
            default: minY += CGFloat(rng.int(0...900)) / 4
            }
            if minY > model.contentHeight { minY = randomY(model, &rng) }
        }
        return walked
    }

    /// `firstSection(atOrBelow:)` descends the sections' tree once unless a prefix it compares
    /// lies exactly on y; it must answer as the two descents (`≤ y`, then `< y`) do, on models with
    /// zero-height sections and ys on section edges.
    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func firstSectionEqualsTheTwoDescents(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<5 {
            let model = randomModel(&rng)
            for _ in 0..<300 {
                let y = randomY(model, &rng)
                let origin = model.sectionsOriginY
                let byBottom = origin <= y ? model.heightTree.lastPrefix { origin + $0 <= y } : 0
                let byTop = origin < y ? model.heightTree.lastPrefix { origin + $0 < y } + 1 : 0
                let expected = Swift.min(byBottom, byTop, model.numberOfSections)
                expectEqual(model.firstSection(atOrBelow: y), expected, "seed \(seed), y \(y)")
            }
        }
    }
}
