import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The prepared geometry of a flow layout: each section's lines of items are the rows of the
/// table's height model (`TableLayoutModel`), laid along the scroll axis, so finding what a
/// rectangle shows is the table's own search, O(log S + log #runs) plus the elements returned.
///
/// The grid works in two axes: *main* is the scroll axis (y for a vertical layout, x for a
/// horizontal one), *cross* the other. A vertical layout's lines are rows of items left to right;
/// a horizontal layout's lines are columns of items top to bottom, the same arithmetic with the
/// axes swapped. A section along the main axis (UIKit's flow layout):
///
/// ```
/// header           header reference size's main length, the content's full cross length
/// inset before     sectionInset.top (vertical) or .left (horizontal)
/// line 0           its items' largest main length  ─┐ one model row each, the line spacing
/// minimumLineSpacing                                 │ counted in the row before it:
/// line 1 …                                           │ (lines − 1) rows of length + spacing,
/// last line                                         ─┘ then one row of its length
/// inset after      sectionInset.bottom (vertical) or .right (horizontal)
/// footer           footer reference size's main length
/// ```
///
/// In the model, a section's `headerHeight` is the header plus the inset before and its
/// `footerHeight` the inset after plus the footer, so rows start at the first line. An empty
/// section keeps its header, insets and footer, as UIKit's flow layout does.
///
/// A section whose items have one size keeps O(1) memory: its lines are one uniform run and a
/// last line, and an item's line and place are arithmetic. A section of unequal items (the
/// delegate's `sizeForItemAt`, self-sized items) is flowed once when prepared, O(items in it) as
/// UIKit's, and keeps its sizes and where each line starts.
struct FlowLayoutGrid {
    /// One section as the layout read it when it prepared.
    struct SectionInput {
        var itemCount: Int
        /// The size of every item, or of the items `sizes` leaves out.
        var itemSize: CGSize
        /// Per-item sizes when they differ, `itemCount` of them; `nil` when all are `itemSize`.
        var sizes: [CGSize]?
        /// The section inset, already measured from the `sectionInsetReference`.
        var inset: EdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        /// The header's and footer's lengths along the scroll axis.
        var headerLength: CGFloat
        var footerLength: CGFloat
    }

    /// A section's prepared lines.
    struct Section {
        var input: SectionInput
        /// Items per full line, for a section of equal items.
        var columns: Int
        /// For a section of unequal items: the first item of each line.
        var lineStarts: [Int]?

        var itemCount: Int { input.itemCount }
        /// Whether every item has `input.itemSize` and lines hold `columns` items (no per-item
        /// sizes): matches, which read the optionals in place rather than copying them out.
        var isUniform: Bool {
            switch input.sizes {
            case .some: return false
            case .none: break
            }
            switch lineStarts {
            case .some: return false
            case .none: return true
            }
        }
        var lineCount: Int {
            if let lineStarts { return lineStarts.count }
            return input.itemCount == 0 ? 0 : (input.itemCount + columns - 1) / columns
        }
    }

    /// The lines, sections and their extents along the scroll axis.
    private(set) var model = TableLayoutModel(sections: [])
    private(set) var sections: [Section] = []
    /// Whether the layout scrolls vertically (lines are rows) or horizontally (lines are columns).
    private(set) var isVertical = true
    /// The content's length across the scroll axis: the collection view's width (vertical) or
    /// height (horizontal) less its adjusted content insets on those sides.
    private(set) var crossLength: CGFloat = 0

    init() {}

    /// The grid of `inputs`, `crossLength` points across.
    ///
    /// - Complexity: O(S) plus, per section of unequal items, O(its items).
    init(isVertical: Bool, crossLength: CGFloat, sections inputs: [SectionInput]) {
        self.isVertical = isVertical
        self.crossLength = crossLength
        var metrics: [SectionMetrics] = []
        metrics.reserveCapacity(inputs.count)
        sections.reserveCapacity(inputs.count)
        for input in inputs {
            let (section, sectionMetrics) = flowed(input)
            metrics.append(sectionMetrics)
            sections.append(section)
        }
        model = TableLayoutModel(sections: metrics)
    }

    /// The grid after a batch update: new section `s` is old section `oldSection[s]` as it was,
    /// unless `inputs` has a new input for it (a section the update touched, an inserted one),
    /// which is flowed. Only the sections given inputs are flowed: when the sections stay where
    /// they were, each is replaced in the model in place; otherwise the model's trees are rebuilt
    /// from the kept and new sections.
    ///
    /// - Complexity: O(log S) per section given (plus its items when unequal) when the sections
    ///   stay; O(S) otherwise.
    func updated(oldSection: [Int?], inputs: [Int: SectionInput]) -> FlowLayoutGrid {
        var grid = self
        let inPlace =
            oldSection.count == sections.count && oldSection.indices.allSatisfy { oldSection[$0] == $0 }
        if inPlace {
            for (s, input) in inputs.sorted(by: { $0.key < $1.key }) {
                let (section, metrics) = flowed(input)
                grid.sections[s] = section
                grid.model.updateSection(s) { $0 = metrics }
            }
            return grid
        }
        var metrics: [SectionMetrics] = []
        var newSections: [Section] = []
        metrics.reserveCapacity(oldSection.count)
        newSections.reserveCapacity(oldSection.count)
        for (s, old) in oldSection.enumerated() {
            if let input = inputs[s] {
                let (section, sectionMetrics) = flowed(input)
                newSections.append(section)
                metrics.append(sectionMetrics)
            } else if let old {
                newSections.append(sections[old])
                metrics.append(model.section(old))
            } else {
                preconditionFailure("an inserted section needs an input")
            }
        }
        grid.sections = newSections
        grid.model = TableLayoutModel(sections: metrics)
        return grid
    }

    /// One section's lines and its model metrics.
    ///
    /// - Complexity: O(1) for equal items; O(items) for unequal ones.
    private func flowed(_ input: SectionInput) -> (Section, SectionMetrics) {
        var section = Section(input: input, columns: 1, lineStarts: nil)
        var rows: RowHeights
        if let sizes = input.sizes {
            let (starts, lengths) = flow(sizes, in: input)
            section.lineStarts = starts
            // Each line's row holds the spacing after it, but the last's.
            let heights = lengths.indices.map { lengths[$0] + ($0 < lengths.count - 1 ? input.lineSpacing : 0) }
            rows = RowHeights(reservingCapacityForRows: heights.count)
            heights.withUnsafeBufferPointer { buffer in
                var start = 0
                while start < buffer.count {
                    let count = Swift.min(rows.explicitRunLimit, buffer.count - start)
                    rows.appendValidatedRows(UnsafeBufferPointer(rebasing: buffer[start..<start + count]))
                    start += count
                }
            }
        } else {
            section.columns = columns(in: input)
            let lines = section.lineCount
            let length = main(input.itemSize)
            rows = RowHeights(repeating: length + input.lineSpacing, count: Swift.max(0, lines - 1))
            if lines > 0 { rows.insert(repeating: length, count: 1, at: lines - 1) }
        }
        let metrics = SectionMetrics(
            headerHeight: input.headerLength + mainBefore(input.inset),
            footerHeight: mainAfter(input.inset) + input.footerLength, rows: rows)
        return (section, metrics)
    }

    // MARK: Axes

    private func main(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }
    private func mainBefore(_ inset: EdgeInsets) -> CGFloat { isVertical ? inset.top : inset.left }
    private func mainAfter(_ inset: EdgeInsets) -> CGFloat { isVertical ? inset.bottom : inset.right }
    private func crossBefore(_ inset: EdgeInsets) -> CGFloat { isVertical ? inset.left : inset.top }
    private func crossAfter(_ inset: EdgeInsets) -> CGFloat { isVertical ? inset.right : inset.bottom }

    /// A rectangle from its main and cross origins and lengths.
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isVertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// The span of `rect` along the scroll axis.
    func mainSpan(of rect: CGRect) -> (min: CGFloat, max: CGFloat) {
        isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    /// The room between a section's insets across the scroll axis.
    private func available(_ input: SectionInput) -> CGFloat {
        crossLength - crossBefore(input.inset) - crossAfter(input.inset)
    }

    /// As many equal items as fit with at least the minimum spacing between them, and at least
    /// one: n·w + (n − 1)·spacing ≤ available  ⇔  n ≤ (available + spacing) / (w + spacing).
    private func columns(in input: SectionInput) -> Int {
        let pitch = cross(input.itemSize) + input.interitemSpacing
        let fitting = pitch > 0 ? Int(((available(input) + input.interitemSpacing) / pitch).rounded(.down)) : Int.max
        return Swift.max(1, fitting)
    }

    /// Breaks unequal items into lines: each line takes items while they fit with the minimum
    /// spacing (an item longer than the room has a line of its own); a line is as long as its
    /// longest item ("The overall height or width of the line is then determined by the largest
    /// item in that dimension": Apple's Collection View Programming Guide for iOS, "Using the
    /// Flow Layout").
    private func flow(_ sizes: [CGSize], in input: SectionInput) -> (starts: [Int], lengths: [CGFloat]) {
        let room = available(input)
        var starts: [Int] = []
        var lengths: [CGFloat] = []
        var item = 0
        while item < sizes.count {
            starts.append(item)
            var used = cross(sizes[item])
            var length = main(sizes[item])
            item += 1
            while item < sizes.count, used + input.interitemSpacing + cross(sizes[item]) <= room {
                used += input.interitemSpacing + cross(sizes[item])
                length = Swift.max(length, main(sizes[item]))
                item += 1
            }
            lengths.append(length)
        }
        return (starts, lengths)
    }

    // MARK: Geometry

    /// The content's size: the sections' length along the scroll axis, the cross length across.
    ///
    /// - Complexity: O(log S).
    var contentSize: CGSize {
        isVertical
            ? CGSize(width: crossLength, height: model.contentHeight)
            : CGSize(width: model.contentHeight, height: crossLength)
    }

    /// The line of `item` in section `s`.
    ///
    /// - Complexity: O(1) for equal items, O(log lines) otherwise.
    func line(ofItem item: Int, section s: Int) -> Int {
        let section = sections[s]
        guard let starts = section.lineStarts else { return item / section.columns }
        // The last line whose start is at or before `item`.
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if starts[mid] <= item { low = mid } else { high = mid }
        }
        return low
    }

    /// The items of `line` in section `s`.
    func items(ofLine line: Int, section s: Int) -> Range<Int> {
        let section = sections[s]
        if let starts = section.lineStarts {
            return starts[line]..<(line + 1 < starts.count ? starts[line + 1] : section.itemCount)
        }
        let first = line * section.columns
        return first..<Swift.min(section.itemCount, first + section.columns)
    }

    /// The frame of `item` in `section`.
    ///
    /// - Complexity: O(log S + log #runs), plus the items of its line for unequal items.
    func itemFrame(item: Int, section s: Int) -> CGRect {
        let line = line(ofItem: item, section: s)
        let frames = lineFrames(line: line, lineMin: model.rowMinY(line, inSection: s), section: s)
        return frames[item - items(ofLine: line, section: s).lowerBound]
    }

    /// The frames of the items of `line`, whose start along the scroll axis is `lineMin`.
    ///
    /// Across the scroll axis a line is justified, as UIKit's flow layout lays lines out: its first
    /// item at the inset before, its last at the inset after, the space between them shared equally
    /// (at least the minimum interitem spacing, since that decided how many fit); a line of one
    /// item is centered. In a section of equal items the last line is justified the same way, for
    /// its own item count; in a section of unequal items the last line is left-aligned, its items
    /// the minimum spacing apart (Compatibility/Evidence.md, "Flow layout lines"). Along the scroll
    /// axis an item is centered in its line ("the flow layout object centers items vertically on
    /// the same line": Apple's Collection View Programming Guide for iOS).
    ///
    /// - Complexity: O(items in the line).
    func lineFrames(line: Int, lineMin: CGFloat, section s: Int) -> [CGRect] {
        let section = sections[s]
        let input = section.input
        let items = items(ofLine: line, section: s)
        let room = available(input)
        let before = crossBefore(input.inset)
        guard let sizes = input.sizes else {
            let w = cross(input.itemSize)
            let h = main(input.itemSize)
            let count = items.count
            return (0..<count).map { column in
                let c: CGFloat
                if count == 1 {
                    c = before + (room - w) / 2
                } else {
                    let spacing = (room - CGFloat(count) * w) / CGFloat(count - 1)
                    c = before + CGFloat(column) * (w + spacing)
                }
                return rect(main: lineMin, cross: c, mainLength: h, crossLength: w)
            }
        }
        let lineLength = items.reduce(CGFloat(0)) { Swift.max($0, main(sizes[$1])) }
        let total = items.reduce(CGFloat(0)) { $0 + cross(sizes[$1]) }
        let isLast = line == section.lineCount - 1
        let spacing: CGFloat
        var c: CGFloat
        if isLast {
            spacing = input.interitemSpacing
            c = before
        } else if items.count == 1 {
            spacing = 0
            c = before + (room - total) / 2
        } else {
            spacing = (room - total) / CGFloat(items.count - 1)
            c = before
        }
        var frames: [CGRect] = []
        frames.reserveCapacity(items.count)
        for item in items {
            let size = sizes[item]
            frames.append(
                rect(
                    main: lineMin + (lineLength - main(size)) / 2, cross: c, mainLength: main(size),
                    crossLength: cross(size)))
            c += cross(size) + spacing
        }
        return frames
    }

    /// Where the header of section `s` starts along the scroll axis, and its length.
    func headerSpan(section s: Int) -> (min: CGFloat, length: CGFloat) {
        (model.headerMinY(s), sections[s].input.headerLength)
    }

    /// Where the footer of section `s` starts along the scroll axis, and its length.
    ///
    /// - Complexity: O(log S + log #runs).
    func footerSpan(section s: Int) -> (min: CGFloat, length: CGFloat) {
        (model.footerMinY(s) + mainAfter(sections[s].input.inset), sections[s].input.footerLength)
    }

    /// A header or footer's frame at `min` along the scroll axis, across the whole content.
    func supplementaryFrame(min: CGFloat, length: CGFloat) -> CGRect {
        rect(main: min, cross: 0, mainLength: length, crossLength: crossLength)
    }

    /// The items whose frames intersect `rect`, in index-path order, with their frames.
    ///
    /// The model gives the lines (rows) meeting `rect`'s span along the scroll axis; the first of
    /// them may meet it only with the line spacing after its items, so every frame is tested.
    /// `CGRect.intersects` counts frames that only touch `rect`'s edge (their intersection is a
    /// zero-length rectangle, not the null one), while the model's search is half-open: it is asked
    /// for the span widened by the least amount, so a line starting on the far edge, or ending on
    /// the near edge with no spacing after it, is tested too.
    ///
    /// - Complexity: O(log S + log #runs) to find the first line, then O(1) per item returned and
    ///   O(log S) per section crossed.
    func items(in rect: CGRect) -> [(IndexPath, CGRect)] {
        let span = mainSpan(of: rect)
        let lines = model.visibleRowRange(minY: span.min.nextDown, maxY: span.max.nextUp)
        guard !lines.isEmpty else { return [] }
        var result: [(IndexPath, CGRect)] = []
        result.reserveCapacity(lines.count)
        var (s, line) = model.location(ofGlobalIndex: lines.lowerBound)
        // Per section crossed: its rows' start (O(log S)) and its lengths; per line, the same sum
        // `rowMinY(_:inSection:)` makes, without its search for the section's start.
        var rowsTop = model.rowsMinY(s)
        var rows = model.section(s).rows
        for _ in lines {
            if line >= sections[s].lineCount {
                repeat {
                    s += 1
                } while sections[s].lineCount == 0
                line = 0
                rowsTop = model.rowsMinY(s)
                rows = model.section(s).rows
            }
            let lineMin = rowsTop + rows.offset(of: line)
            if sections[s].isUniform {
                // A line of equal items, framed in place as `lineFrames` frames it (the same
                // arithmetic, so the same frames) without an array per line or a copy of the
                // section: those were two thirds of a one-column grid's answer.
                let itemSize = sections[s].input.itemSize
                let inset = sections[s].input.inset
                let columns = sections[s].columns
                let first = line * columns
                let count = Swift.min(sections[s].input.itemCount, first + columns) - first
                let w = cross(itemSize)
                let h = main(itemSize)
                let before = crossBefore(inset)
                let room = crossLength - crossBefore(inset) - crossAfter(inset)
                for column in 0..<count {
                    let c: CGFloat
                    if count == 1 {
                        c = before + (room - w) / 2
                    } else {
                        let spacing = (room - CGFloat(count) * w) / CGFloat(count - 1)
                        c = before + CGFloat(column) * (w + spacing)
                    }
                    let frame = self.rect(main: lineMin, cross: c, mainLength: h, crossLength: w)
                    if frame.intersects(rect) { result.append((IndexPath(item: first + column, section: s), frame)) }
                }
            } else {
                let first = items(ofLine: line, section: s).lowerBound
                for (offset, frame) in lineFrames(line: line, lineMin: lineMin, section: s).enumerated()
                where frame.intersects(rect) {
                    result.append((IndexPath(item: first + offset, section: s), frame))
                }
            }
            line += 1
        }
        return result
    }

    /// The sections whose extent meets `min..<max` along the scroll axis: where headers and
    /// footers may be.
    ///
    /// - Complexity: O(log S).
    func sections(meeting min: CGFloat, _ max: CGFloat) -> Range<Int> {
        let first = model.firstSection(atOrBelow: min)
        var end = model.firstSection(atOrBelow: max)
        // The section holding `max` starts before it and meets the range too.
        if end < model.numberOfSections && model.sectionMinY(end) < max { end += 1 }
        return first..<Swift.max(first, end)
    }
}
