import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The prepared geometry of a vertical compositional layout: each section's groups are the rows
/// of the table's height model, so a section repeating a group of fixed height is one uniform run
/// of rows and a last row, O(1) memory whatever its item count, and what a rectangle shows is the
/// table's search, O(log S + log #runs) plus the elements returned.
///
/// A section along y:
///
/// ```
/// interSectionSpacing     (before every section but the first: the model's padding above it)
/// .top supplementaries    stacked, each its resolved height
/// contentInsets.top
/// group 0                 group height + interGroupSpacing  ─┐ one model row each
/// group 1 …                                                   │
/// last group              group height                      ─┘
/// contentInsets.bottom
/// .bottom supplementaries
/// ```
///
/// An orthogonally scrolling section has one row, as high as its group, whose groups run along x
/// `interGroupSpacing` apart. The layout's own boundary items are the model's table header and
/// footer.
struct CompositionalGrid {
    /// A boundary supplementary item as prepared: its kind, size and place in its stack.
    struct Boundary {
        var elementKind: String
        var size: CGSize
        var alignment: RectAlignment
        var offset: CGPoint
        var pinned: Bool
        var zIndex: Int
        /// Where it starts along y from its stack's start.
        var start: CGFloat
    }

    /// A `.top` or `.bottom` boundary supplementary item of a horizontal layout's section, in the
    /// grid's coordinates (the transposed content): a strip at the grid's leading side (`before`,
    /// the collection view's top) or trailing side, along the section's extent.
    struct AcrossBoundary {
        var elementKind: String
        var before: Bool
        /// Its extent across the section's groups (its height in the collection view).
        var depth: CGFloat
        /// Its length along the section (its width in the collection view): `fraction` of the
        /// section's extent for a fractional width, `length` otherwise.
        var fraction: CGFloat?
        var length: CGFloat
        var offset: CGPoint
        var zIndex: Int
        /// Where it starts from its side of the grid.
        var start: CGFloat
        /// Whether it stays in the visible bounds along the section while the section shows
        /// (`pinToVisibleBounds`; a section's items only).
        var pinned = false
    }

    struct Section {
        var itemCount: Int
        var groupSize: CGSize
        /// The cells of one group, in its coordinates.
        var cellFrames: [CGRect]
        var insets: DirectionalEdgeInsets
        var interGroupSpacing: CGFloat
        /// How the section scrolls across the axis; any value but `.none` lays its groups out
        /// along x in one row.
        var scrolling: CollectionLayoutSectionOrthogonalScrollingBehavior
        var top: [Boundary]
        var bottom: [Boundary]
        var followsInsets: Bool
        var decorations: [(kind: String, insets: DirectionalEdgeInsets, zIndex: Int)]
        /// A list section's rows, one an item, estimated until measured: the table's heights.
        var listRows: RowHeights?
        /// The space after each row of `listRows` but the last (a section of estimated groups'
        /// `interGroupSpacing`), counted in the row's height as the groups' is.
        var rowSpacing: CGFloat = 0
        /// Items a row of `listRows` holds: 1 for a list or a group of one item; a group's items
        /// for a group of several items whose height is estimated (its instances are the rows).
        var rowItems = 1
        /// In a section of rows of several items, the heights their cells answered, by item.
        var measuredHeights: [Int: CGFloat] = [:]
        /// A section of items whose lengths along the group are estimated: the rows (groups)
        /// and each item's frame in its row, laid out from the measured lengths; its row heights
        /// are `listRows`.
        var flow: CompositionalFlow?
        /// The padding above the section when it is not the layout's `interSectionSpacing` (a
        /// plain list's header top padding).
        var paddingAbove: CGFloat?
        /// An orthogonal section whose items self-size: its groups and items along its row, laid
        /// out from the measured sizes, and the row's height.
        var orthogonalRow: CompositionalOrthogonalRow?
        /// A horizontal layout's `.top` and `.bottom` boundary items of the section, counted in
        /// its leading and trailing insets (the room its groups are laid out in is between them).
        var across: [AcrossBoundary] = []
        /// The supplementary items (badges) of each cell of one group, by the cell's place in the
        /// group; empty when the group's items have none.
        var itemSupplementaries: [[CollectionLayoutSupplementaryItem]] = []
        /// For each cell of one group, the siblings whose height it shares (its height is
        /// `uniformAcrossSiblings(estimate:)`): the place of the group holding it, or `nil`; empty
        /// when no cell's height is uniform (`CompositionalGroupLayout.uniformSiblings`).
        var uniformSiblings: [Int?] = []

        var orthogonal: Bool { scrolling != .none }
        /// Whether the section's rows are ``listRows``: a match, which reads the optional in place
        /// (`listRows != nil` copied the heights out, retains and all, on every question).
        var hasListRows: Bool {
            switch listRows {
            case .some: true
            case .none: false
            }
        }
        var perGroup: Int { cellFrames.count }
        /// The distance from one group's start to the next's in an orthogonal section.
        var pitch: CGFloat { groupSize.width + interGroupSpacing }
        var groupCount: Int { perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup }
        var rowCount: Int {
            if let flow { return flow.rowCount }
            if hasListRows { return rowItems == 1 ? itemCount : groupCount }
            return orthogonal ? (itemCount > 0 && perGroup > 0 ? 1 : 0) : groupCount
        }
    }

    private(set) var model = TableLayoutModel(sections: [])
    private(set) var sections: [Section] = []
    private(set) var width: CGFloat = 0
    private(set) var layoutHeader: [Boundary] = []
    private(set) var layoutFooter: [Boundary] = []
    /// A horizontal layout's own `.top` and `.bottom` items, along the whole content.
    var layoutAcross: [AcrossBoundary] = []
    private(set) var interSectionSpacing: CGFloat = 0

    init() {}

    /// - Complexity: O(S).
    init(
        width: CGFloat, sections: [Section], interSectionSpacing: CGFloat, header: [Boundary], footer: [Boundary],
        topPadding: CGFloat = 0, bottomPadding: CGFloat = 0
    ) {
        self.width = width
        self.sections = sections
        layoutHeader = header
        layoutFooter = footer
        self.interSectionSpacing = interSectionSpacing
        var metrics: [SectionMetrics] = []
        metrics.reserveCapacity(sections.count)
        for (s, section) in sections.enumerated() {
            metrics.append(Self.metrics(of: section, index: s, interSectionSpacing: interSectionSpacing))
        }
        model = TableLayoutModel(
            sections: metrics, tableHeaderHeight: Self.stackLength(header), tableFooterHeight: Self.stackLength(footer),
            topPadding: topPadding, bottomPadding: bottomPadding)
    }

    /// Section `section`'s metrics in the model at index `s`: its groups' rows (or its list
    /// rows), its top boundary items and inset above them, its inset and bottom items below.
    ///
    /// - Complexity: O(1).
    static func metrics(of section: Section, index s: Int, interSectionSpacing: CGFloat) -> SectionMetrics {
        let rows = section.rowCount
        let length = section.orthogonalRow?.height ?? section.groupSize.height
        var heights: RowHeights
        if let listRows = section.listRows {
            heights = listRows
        } else {
            heights = RowHeights(
                repeating: length + (section.orthogonal ? 0 : section.interGroupSpacing), count: Swift.max(0, rows - 1))
            if rows > 0 { heights.insert(repeating: length, count: 1, at: rows - 1) }
        }
        return SectionMetrics(
            paddingAboveHeader: section.paddingAbove ?? (s > 0 ? interSectionSpacing : 0),
            headerHeight: stackLength(section.top) + section.insets.top,
            footerHeight: section.insets.bottom + stackLength(section.bottom), rows: heights)
    }

    /// The grid with sections `replaced` (by index) laid out anew and the others as they were,
    /// with the layout-level paddings given: each replaced section is set in the model in place.
    ///
    /// - Complexity: O(log S) per replaced section.
    func replacing(_ replaced: [Int: Section], topPadding: CGFloat, bottomPadding: CGFloat) -> CompositionalGrid {
        var grid = self
        for (s, section) in replaced.sorted(by: { $0.key < $1.key }) {
            grid.sections[s] = section
            let metrics = Self.metrics(of: section, index: s, interSectionSpacing: interSectionSpacing)
            grid.model.updateSection(s) { $0 = metrics }
        }
        grid.model.topPadding = topPadding
        grid.model.bottomPadding = bottomPadding
        return grid
    }

    /// Section `s`'s flow after the items of `changed` took new measured sizes (`size`, by item,
    /// in the grid's coordinates): laid out again from the row holding the first of them
    /// (`CompositionalFlow.relayOut`), the heights of the rows it replaced replaced in the model
    /// in place, as ``metrics(of:index:interSectionSpacing:)`` counts them (the spacing after
    /// each row but the last); no item after `lastMeasured` is measured.
    ///
    /// - Complexity: O(items of the rows laid out again + log S), plus moving the later rows in
    ///   memory when their count changes.
    mutating func relayOutFlow(
        section s: Int, changed: ClosedRange<Int>, lastMeasured: Int, size: (Int) -> CGSize?
    ) {
        guard sections[s].flow != nil else { return }
        let (old, newCount) = sections[s].flow!.relayOut(changed: changed, lastMeasured: lastMeasured, size: size)
        guard let flow = sections[s].flow, !old.isEmpty || newCount > 0 else { return }
        let spacing = sections[s].rowSpacing
        let lengths = (old.lowerBound..<(old.lowerBound + newCount)).map {
            flow.rowHeights[$0] + ($0 < flow.rowCount - 1 ? spacing : 0)
        }
        // The section's rows are the model's: the section lets its copy go so that the model's
        // are changed in place rather than copied whole.
        sections[s].listRows = nil
        model.updateSection(s) { metrics in
            let first = old.lowerBound
            for k in 0..<Swift.min(old.count, newCount) { metrics.rows.setHeight(lengths[k], at: first + k) }
            if newCount > old.count {
                for k in old.count..<newCount { metrics.rows.insert(lengths[k], at: first + k) }
            } else if newCount < old.count {
                metrics.rows.removeSubrange((first + newCount)..<(first + old.count))
            }
        }
        sections[s].listRows = model.section(s).rows
    }

    /// The length of a stack of boundary items that extend the section.
    static func stackLength(_ items: [Boundary]) -> CGFloat {
        items.reduce(0) { Swift.max($0, $1.start + $1.size.height) }
    }

    var contentSize: CGSize { CGSize(width: width, height: model.contentHeight) }

    /// Where group `group` of section `s` starts.
    private func groupOrigin(_ group: Int, section s: Int, rowMinY: CGFloat) -> CGPoint {
        let section = sections[s]
        if section.orthogonal {
            return CGPoint(
                x: section.insets.leading + CGFloat(group) * (section.groupSize.width + section.interGroupSpacing),
                y: rowMinY)
        }
        return CGPoint(x: section.insets.leading, y: rowMinY)
    }

    /// The frame of `item` in section `s`.
    ///
    /// - Complexity: O(log S + log #runs).
    func itemFrame(item: Int, section s: Int) -> CGRect {
        let section = sections[s]
        if let flow = section.flow {
            let row = flow.row(ofItem: item)
            return flow.frames[item].offsetBy(dx: section.insets.leading, dy: model.rowMinY(row, inSection: s))
        }
        if section.listRows != nil && section.rowItems > 1 {
            let row = item / section.rowItems
            return measuredCellFrame(item, section: s, rowMinY: model.rowMinY(row, inSection: s))
        }
        if section.listRows != nil { return listFrame(item, section: s, rowMinY: model.rowMinY(item, inSection: s)) }
        if let row = section.orthogonalRow {
            return row.frames[item].offsetBy(dx: section.insets.leading, dy: model.rowMinY(0, inSection: s))
        }
        let group = item / section.perGroup
        let row = section.orthogonal ? 0 : group
        let origin = groupOrigin(group, section: s, rowMinY: model.rowMinY(row, inSection: s))
        return section.cellFrames[item % section.perGroup].offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The frame of `item` in a row of several measured items: its place in the group, the height
    /// its cell answered (its laid-out height until then).
    private func measuredCellFrame(_ item: Int, section s: Int, rowMinY: CGFloat) -> CGRect {
        let section = sections[s]
        var cell = section.cellFrames[item % section.rowItems]
        if let height = section.measuredHeights[item] { cell.size.height = height }
        return cell.offsetBy(dx: section.insets.leading, dy: rowMinY)
    }

    /// A list row's frame: across the section's room, as high as its row.
    private func listFrame(_ row: Int, section s: Int, rowMinY: CGFloat) -> CGRect {
        let section = sections[s]
        let cell = section.cellFrames.first ?? .zero
        let spacing = row < section.itemCount - 1 ? section.rowSpacing : 0
        return CGRect(
            x: section.insets.leading + cell.minX, y: rowMinY, width: cell.width,
            height: model.rowHeight(row, inSection: s) - spacing)
    }

    /// The cells whose frames intersect `rect`, in index-path order, with their frames as laid
    /// out (an orthogonal section's unscrolled): an orthogonal section scrolled by
    /// `orthogonalOffset(s)` shows what its unscrolled frames meet of `rect` moved by that much.
    /// As the flow layout's (`FlowLayoutGrid.items(in:)`): `CGRect.intersects` counts frames that
    /// only touch `rect`'s edge, so the model's half-open search is asked for the span widened by
    /// the least amount.
    ///
    /// Rows are taken a section at a time: the section's description is read once for its run of
    /// rows (read per row, its arrays and its list heights were retained and released for every
    /// row, a fifth of a list's scroll), and a list section's rows are framed by one walk down
    /// its heights (`RowHeights.SpanWalk`, the same bits as a search per row).
    ///
    /// - Complexity: O(log S + log #runs), then O(1) per group met (for an orthogonal section,
    ///   only the groups across `rect`'s x span) and O(log S) per section crossed.
    func items(in rect: CGRect, orthogonalOffset: (Int) -> CGFloat = { _ in 0 }) -> [(IndexPath, CGRect)] {
        let rows = model.visibleRowRange(minY: rect.minY.nextDown, maxY: rect.maxY.nextUp)
        guard !rows.isEmpty else { return [] }
        var result: [(IndexPath, CGRect)] = []
        result.reserveCapacity(rows.count)
        var (s, row) = model.location(ofGlobalIndex: rows.lowerBound)
        var remaining = rows.count
        while remaining > 0 {
            while row >= sections[s].rowCount {
                s += 1
                row = 0
            }
            let end = Swift.min(sections[s].rowCount, row + remaining)
            let offset = sections[s].orthogonal ? orthogonalOffset(s) : 0
            appendItems(ofSection: s, rows: row..<end, in: rect, orthogonalOffset: offset, to: &result)
            remaining -= end - row
            row = end
        }
        return result
    }

    /// The cells of `rows` of section `s` whose frames intersect `rect`, appended in order; an
    /// orthogonal section's are those its unscrolled frames meet of `rect` moved by `orthogonalOffset`.
    private func appendItems(
        ofSection s: Int, rows: Range<Int>, in rect: CGRect, orthogonalOffset: CGFloat,
        to result: inout [(IndexPath, CGRect)]
    ) {
        if let flow = sections[s].flow {
            // Rows of items of measured lengths: each row's items at their place, one walk down
            // the rows' heights.
            let heights = model.section(s).rows
            let rowsMinY = model.rowsMinY(s)
            let leading = sections[s].insets.leading
            var walk = heights.spanWalk(from: rows.lowerBound)
            for row in rows {
                let rowMinY = rowsMinY + heights.span(at: walk).offset
                for item in flow.items(ofRow: row) {
                    let frame = flow.frames[item].offsetBy(dx: leading, dy: rowMinY)
                    if frame.intersects(rect) { result.append((IndexPath(item: item, section: s), frame)) }
                }
                heights.advance(&walk)
            }
            return
        }
        if sections[s].hasListRows && sections[s].rowItems > 1 {
            // Rows of several measured items: each row's cells at its place, one walk down the
            // rows' heights.
            let section = sections[s]
            let heights = model.section(s).rows
            let rowsMinY = model.rowsMinY(s)
            var walk = heights.spanWalk(from: rows.lowerBound)
            for row in rows {
                let rowMinY = rowsMinY + heights.span(at: walk).offset
                for k in 0..<section.rowItems {
                    let item = row * section.rowItems + k
                    guard item < section.itemCount else { break }
                    let frame = measuredCellFrame(item, section: s, rowMinY: rowMinY)
                    if frame.intersects(rect) { result.append((IndexPath(item: item, section: s), frame)) }
                }
                heights.advance(&walk)
            }
            return
        }
        if sections[s].hasListRows {
            // `listFrame` of each row (one item a row): the section's rows are the model's. The
            // section's values are read in place (a copy of the section retained and released all
            // its arrays), and a row meets `rect` when their closed spans overlap on both axes, as
            // `CGRect.intersects` answers for these non-empty rectangles, without its call.
            let heights = model.section(s).rows
            let rowsMinY = model.rowsMinY(s)
            let cell = sections[s].cellFrames.first ?? .zero
            let x = sections[s].insets.leading + cell.minX
            let lastRow = sections[s].itemCount - 1
            let rowSpacing = sections[s].rowSpacing
            let meetsAcross = x <= rect.maxX && rect.minX <= x + cell.width
            var walk = heights.spanWalk(from: rows.lowerBound)
            for row in rows {
                let span = heights.span(at: walk)
                let spacing = row < lastRow ? rowSpacing : 0
                let frame = CGRect(x: x, y: rowsMinY + span.offset, width: cell.width, height: span.height - spacing)
                if meetsAcross && frame.minY <= rect.maxY && rect.minY <= frame.maxY {
                    result.append((IndexPath(item: row, section: s), frame))
                }
                heights.advance(&walk)
            }
            return
        }
        if let orthogonalRow = sections[s].orthogonalRow {
            // One row of groups of measured sizes: the groups across the probe's x span.
            let leading = sections[s].insets.leading
            let probe = rect.offsetBy(dx: orthogonalOffset, dy: 0)
            let rowMinY = model.rowMinY(0, inSection: s)
            for group in orthogonalRow.groups(meeting: probe.minX - leading, probe.maxX - leading) {
                for item in orthogonalRow.items(ofGroup: group) {
                    let frame = orthogonalRow.frames[item].offsetBy(dx: leading, dy: rowMinY)
                    if frame.intersects(probe) { result.append((IndexPath(item: item, section: s), frame)) }
                }
            }
            return
        }
        let section = sections[s]
        for row in rows {
            let rowMinY = model.rowMinY(row, inSection: s)
            var groups = row..<(row + 1)
            let probe = section.orthogonal ? rect.offsetBy(dx: orthogonalOffset, dy: 0) : rect
            if section.orthogonal {
                let pitch = section.pitch
                let first = pitch > 0 ? Int(((probe.minX - section.insets.leading) / pitch).rounded(.down)) : 0
                let last = pitch > 0 ? Int(((probe.maxX - section.insets.leading) / pitch).rounded(.down)) : 0
                groups = Swift.max(0, first)..<Swift.min(section.groupCount, Swift.max(0, last + 1))
            }
            for group in groups {
                let origin = groupOrigin(group, section: s, rowMinY: rowMinY)
                for (k, cell) in section.cellFrames.enumerated() {
                    let item = group * section.perGroup + k
                    guard item < section.itemCount else { break }
                    let frame = cell.offsetBy(dx: origin.x, dy: origin.y)
                    if frame.intersects(probe) { result.append((IndexPath(item: item, section: s), frame)) }
                }
            }
        }
    }

    /// The frame of a boundary item of section `s` (or of the layout when `s` is `nil`) stacked
    /// from `stackMinY`, in a room `sectionWidth` wide starting at `x`.
    func frame(of item: Boundary, stackMinY: CGFloat, x: CGFloat, roomWidth: CGFloat) -> CGRect {
        var originX = x
        switch item.alignment {
        case .topTrailing, .bottomTrailing, .trailing: originX = x + roomWidth - item.size.width
        default: break
        }
        return CGRect(
            x: originX + item.offset.x, y: stackMinY + item.start + item.offset.y, width: item.size.width,
            height: item.size.height)
    }

    /// The frame of a horizontal layout's `.top` or `.bottom` item of section `s`: at its side of
    /// the grid, along the section's groups (its content insets' sides when the section's
    /// supplementary items follow them, its whole extent otherwise), a fractional width a fraction
    /// of that extent.
    ///
    /// - Complexity: O(log S).
    func frame(of item: AcrossBoundary, section s: Int) -> CGRect {
        let extent = acrossExtent(section: s)
        let length = item.fraction.map { $0 * (extent.maxY - extent.minY) } ?? item.length
        let x = item.before ? item.start : width - item.start - item.depth
        return CGRect(x: x + item.offset.x, y: extent.minY + item.offset.y, width: item.depth, height: length)
    }

    /// The extent along section `s` its `.top` and `.bottom` items of a horizontal layout run
    /// along: its groups', its content insets included unless its supplementary items follow
    /// them.
    ///
    /// - Complexity: O(log S).
    func acrossExtent(section s: Int) -> (minY: CGFloat, maxY: CGFloat) {
        let section = sections[s]
        var minY = model.rowsMinY(s)
        var maxY = model.footerMinY(s)
        if !section.followsInsets {
            minY -= section.insets.top
            maxY += section.insets.bottom
        }
        return (minY, maxY)
    }

    /// The frame of a horizontal layout's own `.top` or `.bottom` item: at its side of the grid,
    /// along the whole content, a fractional width a fraction of the content's length.
    func layoutFrame(of item: AcrossBoundary) -> CGRect {
        let length = item.fraction.map { $0 * model.contentHeight } ?? item.length
        let x = item.before ? item.start : width - item.start - item.depth
        return CGRect(x: x + item.offset.x, y: item.offset.y, width: item.depth, height: length)
    }

    /// The room a section's boundary items are laid out in: its content insets' sides when they
    /// follow them, the whole width otherwise.
    func boundaryRoom(section s: Int) -> (x: CGFloat, width: CGFloat) {
        let section = sections[s]
        guard section.followsInsets else { return (0, width) }
        return (section.insets.leading, width - section.insets.leading - section.insets.trailing)
    }

    /// The sections whose extent meets `minY..<maxY`.
    ///
    /// - Complexity: O(log S).
    func sections(meeting minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
        let first = model.firstSection(atOrBelow: minY)
        var end = model.firstSection(atOrBelow: maxY)
        if end < model.numberOfSections && model.sectionMinY(end) < maxY { end += 1 }
        return first..<Swift.max(first, end)
    }
}
