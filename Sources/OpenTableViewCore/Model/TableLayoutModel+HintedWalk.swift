import Foundation

// The visible rows walked down from a row above the first, instead of searched: after a scroll
// down from where the previous range started (the hint), with no search at all, which is almost
// every pass of a sweep, in long sections and across short ones alike; after a jump from the row
// above the first row the search found. The answer is the searches' (`visibleRowRange(minY:maxY:)`
// and `stableViewport(for:)`), bit for bit; where the walk could not be sure of that, it gives up
// and the caller searches.

extension TableLayoutModel {
    /// ``visibleRowRangeAndStableViewport(minY:maxY:hint:)`` by walking down from the hint's row
    /// (the row above the previous first row), across sections, or `nil` when the hint does not
    /// apply.
    ///
    /// It applies when the viewport's top is below that row's top by at most two viewport
    /// heights, the first row is found within 64 rows and 32 sections are enough to reach the
    /// end, and neither the viewport's top nor its bottom lies within the searches' margin of a
    /// section's edge as the sections' tree computes it, or the top within the margin of a
    /// section's rows' top or bottom. Away from those edges the searches' answer is a plain
    /// rule over the rows' tops, which the walk reads with the searches' bits:
    /// - the first row is, in the section holding the viewport's top: with k the first row whose
    ///   top is at or below it, k when that top is exactly the viewport's top, else the row above
    ///   (``RowHeights/firstRowStraddling(atOrBelow:originY:)``); the section's first row when
    ///   the top is in its padding or header; the next section's first row when it is in its
    ///   footer;
    /// - the end is the first row whose top is at or below the viewport's bottom, wherever it is.
    ///
    /// Near a section's edge the sections' tree's sums (a few roundings from the rows' own) and
    /// the zero-height exceptions decide, and the searches are asked.
    ///
    /// - Complexity: O(rows walked + sections crossed × log S).
    @inline(__always)
    @inlinable func hintedVisibleRows(minY: CGFloat, maxY: CGFloat, hint: VisibleRowsHint) -> VisibleRows? {
        guard minY > hint.top, minY - hint.top <= 2 * (maxY - minY) else { return nil }
        return walkedVisibleRows(minY: minY, maxY: maxY, from: hint.row, of: hint.section)
    }

    /// ``visibleRowRangeAndStableViewport(minY:maxY:hint:)`` by walking down from `row` of
    /// `section`, whose top is above `minY`, or `nil` when the walk cannot be sure of the
    /// searches' answer (see ``hintedVisibleRows(minY:maxY:hint:)``). A jump walks from the row
    /// above the first that the search found.
    ///
    /// - Complexity: O(rows walked + sections crossed × log S).
    @inline(__always)
    @inlinable func walkedVisibleRows(
        minY: CGFloat, maxY: CGFloat, from row: Int, of section: VisibleRowsHint.Section
    ) -> VisibleRows? {
        let margin = (Swift.max(Swift.abs(minY), Swift.abs(maxY)) + 1) * 1e-9
        guard maxY - minY > margin, minY > section.rowsTop + margin else { return nil }
        typealias Section = VisibleRowsHint.Section
        var placement = VisibleRowsPlacement(minY: minY, maxY: maxY, margin: margin)
        var section = section
        var row = row
        var crossed = 0
        // The last two rows walked (global neighbours), real once `walked` counts them. Plain
        // values and a count rather than optionals: they change at every row.
        var previous: RowEdges = (0, 0)
        var beforePrevious: RowEdges = (0, 0)
        var walked = 0
        // The last section left that had rows, and its row count.
        var lastWithRows: (section: Section, rows: Int)?
        var first: (section: Section, row: Int, rows: Int, above: RowEdges, edges: RowEdges)?
        var aboveFirst: VisibleRowsHint?
        var end: (global: Int, location: RowLocation?, last: RowEdges?, below: RowEdges?)?
        while true {
            let count = sections[section.index].rows.count
            guard placement.enter(section, rowsHeight: sections[section.index].rows.totalHeight) else { return nil }
            // Rows whose top is above `threshold` cannot be the first: every row of a section
            // that ends above the viewport's top, none after its padding or header.
            let threshold: CGFloat =
                switch placement.first {
                case .inRows: minY
                case .next, .found: -.infinity
                case .later, .afterThisSection: .infinity
                }
            var failed = false
            sections[section.index].rows.forEachRow(from: row, originY: section.rowsTop) { index, top, height in
                let edges = (top, top + height)
                if placement.first != .found {
                    if top < threshold {
                        guard walked < 64 else {
                            failed = true
                            return false
                        }
                    } else {
                        // The first row: this one, or in the viewport's section's rows, the one
                        // above it when this one's top is below the viewport's (k − 1 when k's
                        // top is not on `minY`, as the search decides). The walk must have seen
                        // the row above the first.
                        let straddled = placement.first == .inRows && top != minY
                        let firstRow = straddled ? index - 1 : index
                        let above = straddled ? beforePrevious : previous
                        guard walked >= (straddled ? 2 : 1),
                            let hint = VisibleRowsHint(above: above, ofRow: firstRow, in: section, after: lastWithRows)
                        else {
                            failed = true
                            return false
                        }
                        first = (section, firstRow, count, above, straddled ? previous : edges)
                        aboveFirst = hint
                        placement.first = .found
                    }
                }
                // The end: the first row at or below the viewport's bottom.
                if placement.first == .found && top >= maxY {
                    guard placement.maxYPlaced else {
                        failed = true
                        return false
                    }
                    end = (
                        section.firstGlobal + index, (section.index, index, count, section.rowsTop),
                        walked >= 1 ? previous : nil, edges
                    )
                    return false
                }
                beforePrevious = previous
                previous = edges
                walked += 1
                return true
            }
            if failed { return nil }
            if end != nil { break }
            switch placement.first {
            case .afterThisSection:
                placement.first = .next
            case .inRows:
                // No row's top is at or below the viewport's: the last row straddles it (the
                // rows' bottom is below it).
                guard count > 0, walked >= 2,
                    let hint = VisibleRowsHint(
                        above: beforePrevious, ofRow: count - 1, in: section, after: lastWithRows)
                else { return nil }
                first = (section, count - 1, count, beforePrevious, previous)
                aboveFirst = hint
                placement.first = .found
            case .later, .next, .found:
                break
            }
            if count > 0 { lastWithRows = (section, count) }
            let next = section.index + 1
            guard next < numberOfSections else {
                // Past the last section: the range runs to the last row.
                guard first != nil else { return nil }
                end = (totalRowCount, nil, walked >= 1 ? previous : nil, nil)
                break
            }
            crossed += 1
            guard crossed <= 32 else { return nil }
            // `rowsMinY(next)` and the section search's bottom, the same expressions.
            section = Section(
                index: next, firstGlobal: section.firstGlobal + count,
                rowsTop: section.bottom + sections[next].paddingAboveHeader + sections[next].headerHeight,
                bottom: sectionsOriginY + heightTree.prefixSum(next + 1))
            row = 0
        }
        guard let first, let end else { return nil }
        let start = first.section.firstGlobal + first.row
        let range = start..<Swift.max(start, end.global)
        let stable = stableViewport(of: range, ends: (first.above, first.edges), (end.last, end.below))
        let firstLocation: RowLocation = (first.section.index, first.row, first.rows, first.section.rowsTop)
        // Rows of one uniform run are found by a division, cheaper than the walk: a viewport inside
        // one is searched next time.
        let inOneUniformRun =
            end.location?.section == first.section.index && sections[first.section.index].rows.isOneUniformRun
        return VisibleRows(
            range: range, stable: stable, hint: inOneUniformRun ? nil : aboveFirst, first: firstLocation,
            end: end.location)
    }
}

/// Where ``TableLayoutModel/visibleRowRangeAndStableViewport(minY:maxY:hint:)`` found the
/// visible rows: the row above the first one and its section, so that the next call for a
/// viewport a little further down walks from there instead of searching. Valid only for the model
/// that made it.
@_spi(OpenTableViewInternals) public struct VisibleRowsHint: Sendable, Equatable {
    /// A section as a walk down the rows needs it.
    @usableFromInline struct Section: Sendable, Equatable {
        /// The section's index.
        @usableFromInline let index: Int
        /// The global index of its first row.
        @usableFromInline let firstGlobal: Int
        /// The top of its rows (``TableLayoutModel/rowsMinY(_:)``).
        @usableFromInline let rowsTop: CGFloat
        /// Its bottom as the section search computes it (``TableLayoutModel/sectionMaxY(_:)``).
        @usableFromInline let bottom: CGFloat

        @inlinable init(index: Int, firstGlobal: Int, rowsTop: CGFloat, bottom: CGFloat) {
            self.index = index
            self.firstGlobal = firstGlobal
            self.rowsTop = rowsTop
            self.bottom = bottom
        }
    }

    /// The section of the row above the first visible one.
    @usableFromInline let section: Section
    /// The row above the first visible one, in its section: where the next walk starts.
    @usableFromInline let row: Int
    /// That row's top.
    @usableFromInline let top: CGFloat

    @inlinable init(section: Section, row: Int, top: CGFloat) {
        self.section = section
        self.row = row
        self.top = top
    }

    /// The hint for a walk from the row above `row` of `section`, whose edges are `above`: that
    /// row is in `section`, or it is the last row of `lastWithRows`, the last section with rows
    /// before it; `nil` when `row` is 0 and there is none (the walk did not see the row above).
    @inline(__always)
    @inlinable init?(
        above: TableLayoutModel.RowEdges, ofRow row: Int, in section: Section,
        after lastWithRows: (section: Section, rows: Int)?
    ) {
        if row >= 1 {
            self.init(section: section, row: row - 1, top: above.minY)
        } else if let lastWithRows {
            self.init(section: lastWithRows.section, row: lastWithRows.rows - 1, top: above.minY)
        } else {
            return nil
        }
    }
}

/// Where the viewport's top and bottom lie against the sections that
/// ``TableLayoutModel/hintedVisibleRows(minY:maxY:hint:)`` walks through.
@_spi(OpenTableViewInternals) public struct VisibleRowsPlacement {
    /// Where the first visible row is, against the section being walked, until it is found.
    @usableFromInline enum FirstRow {
        /// In a later section (the viewport's top is below this one).
        case later
        /// In a later section: the viewport's top is in this section's footer.
        case afterThisSection
        /// The next row walked: the viewport's top is in this section's padding or header, or in
        /// the footer of the section before.
        case next
        /// In this section's rows, by the rule over their tops.
        case inRows
        /// Found.
        case found
    }

    @usableFromInline let minY: CGFloat
    @usableFromInline let maxY: CGFloat
    @usableFromInline let margin: CGFloat
    @usableFromInline var first = FirstRow.later
    /// Whether the viewport's bottom is known to be in a section already entered.
    @usableFromInline var maxYPlaced = false

    @inlinable init(minY: CGFloat, maxY: CGFloat, margin: CGFloat) {
        self.minY = minY
        self.maxY = maxY
        self.margin = margin
    }

    /// Places the viewport's top and bottom against `section`, entered from above; `false` when
    /// one is within the margin of an edge where the searches' sums decide.
    @inlinable mutating func enter(_ section: VisibleRowsHint.Section, rowsHeight: CGFloat) -> Bool {
        if !maxYPlaced {
            if maxY < section.bottom - margin {
                maxYPlaced = true
            } else if maxY <= section.bottom + margin {
                return false
            }
        }
        switch first {
        case .found, .next: return true
        case .later, .afterThisSection, .inRows: break
        }
        // The top is below the section's top by more than the margin (below the previous
        // section's bottom, or the hint's section's rows' top).
        if minY > section.bottom + margin {
            first = .later
            return true
        }
        guard minY < section.bottom - margin else { return false }
        if minY < section.rowsTop - margin {
            first = .next
            return true
        }
        guard minY > section.rowsTop + margin else { return false }
        // The rows' bottom: `footerMinY`, a few roundings from the walk's sum of the last row.
        let footerTop = section.rowsTop + rowsHeight
        if minY > footerTop + margin {
            first = .afterThisSection
            return true
        }
        guard minY < footerTop - margin else { return false }
        first = .inRows
        return true
    }
}
