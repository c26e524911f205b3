import Foundation

/// The layout's answer the collection view's layout passes work from: what
/// `layoutAttributesForElements(in:)` returned for ``rect``, kept until the layout is invalidated
/// or the visible bounds leave the rectangle.
///
/// UIKit's collection view does not ask its layout for the visible bounds at every scroll step:
/// it asks for rectangles that are not the visible one ("the rect of
/// `layoutAttributesForElementsInRect:` is not the actual rect", and Apple's advice to return
/// whatever intersects the rectangle given, "without regards to whether rect makes sense"), asks
/// again while scrolling only when `shouldInvalidateLayout(forBoundsChange:)` says the layout
/// changes with the bounds, and shows only the cells of the elements that meet the visible
/// bounds, whatever else the layout returned (Compatibility/Evidence.md, "The layout's answer
/// and the visible bounds"). So does this:
///
/// - after an invalidation (``CollectionViewLayout/answerGeneration`` moved on), a new layout, or
///   a jump, the layout is asked for the visible bounds;
/// - a scroll that leaves the rectangle along one axis asks only for the strip the answer lacks,
///   up to one viewport ahead of the new visible bounds, and forgets what lies more than one
///   viewport behind them: each element is asked about once as a sweep passes it, rather than
///   at every pass that shows it (a quarter-screen step showed each list row in four answers);
/// - a scroll within the rectangle asks nothing.
///
/// A layout that positions elements from the visible bounds (pinned headers, a
/// `visibleItemsInvalidationHandler`, an app's "line layout" that scales the centred item) says
/// so from `shouldInvalidateLayout(forBoundsChange:)`, as UIKit requires, and is asked at each
/// pass.
///
/// Merging a strip relies on the layout's contract: the answer for a rectangle is every element
/// whose frame meets it. An element of the strip that meets the old rectangle was in the old
/// answer and is kept from there (its object, too); a layout that answers more than asked can
/// list an element twice, which the pass handles as it handles any layout that does (the first
/// listed counts).
@MainActor
struct LayoutAnswer {
    /// What the layout pass should ask the layout.
    enum Request {
        /// Nothing: the kept answer covers the visible bounds.
        case none
        /// The whole rectangle (the kept answer is dropped).
        case whole(CGRect)
        /// A strip next to the kept rectangle; see ``extend(with:_:)``.
        case strip(Strip)
    }

    /// A strip to ask for and the rectangle the answer covers once it is merged.
    struct Strip {
        /// The rectangle to ask the layout for.
        var rect: CGRect
        /// The rectangle of the answer after the merge: the kept part of the old one and the strip.
        var covered: CGRect
        /// Whether the strip lies after the old rectangle (a scroll down or right): its elements
        /// go after the kept ones, in the layout's order.
        var isAfter: Bool
    }

    /// The rectangle the kept elements answer for; `.null` when no answer is kept.
    private(set) var rect = CGRect.null
    /// The layout's elements for ``rect``, in the layout's order.
    private var elements: [CollectionViewLayoutAttributes] = []
    /// Their frames and what they stand for, read once when they were answered (an attributes
    /// object's properties are read through its class; the answer is good only while the layout
    /// is not invalidated, and a layout that changes its attributes invalidates itself, so these
    /// stay true).
    private var summaries: [Summary] = []
    /// Whether the kept frames' tops and bottoms never decrease along the layout's order (a
    /// list, a grid of lines, each section's header above its items): then the elements that
    /// meet a rectangle vertically are one run of them, found by two binary searches.
    private var isMonotoneInY = true
    /// The layout that answered, and its generation then.
    private var layout: ObjectIdentifier?
    private var generation: UInt64 = 0

    /// What to ask `layout` for the pass over `visible`.
    /// - Complexity: O(1).
    func request(for visible: CGRect, layout: CollectionViewLayout) -> Request {
        guard isCurrent(for: layout), visible.width > 0, visible.height > 0 else { return .whole(visible) }
        if rect.contains(visible) { return .none }
        if let strip = Self.verticalStrip(visible, kept: rect) { return .strip(strip) }
        // A scroll across: the same on the transposed rectangles, transposed back.
        let transposed: (CGRect) -> CGRect = CollectionViewCompositionalLayout.transposed
        if let strip = Self.verticalStrip(transposed(visible), kept: transposed(rect)) {
            return .strip(
                Strip(rect: transposed(strip.rect), covered: transposed(strip.covered), isAfter: strip.isAfter))
        }
        return .whole(visible)
    }

    /// For a vertical scroll of `visible` that overlaps `kept` (the same x and width, no taller):
    /// the strip from the kept rectangle's edge to one viewport ahead of the visible bounds, and
    /// what the answer covers then (the part more than one viewport behind goes); `nil` for any
    /// other move.
    private static func verticalStrip(_ visible: CGRect, kept rect: CGRect) -> Strip? {
        guard visible.minX == rect.minX, visible.width == rect.width, visible.height <= rect.height,
            visible.minY < rect.maxY, rect.minY < visible.maxY
        else { return nil }
        let ahead = visible.height
        if visible.maxY > rect.maxY {
            let strip = CGRect(x: rect.minX, y: rect.maxY, width: rect.width, height: visible.maxY + ahead - rect.maxY)
            let top = max(rect.minY, visible.minY - ahead)
            let covered = CGRect(x: rect.minX, y: top, width: rect.width, height: strip.maxY - top)
            return Strip(rect: strip, covered: covered, isAfter: true)
        }
        let strip = CGRect(
            x: rect.minX, y: visible.minY - ahead, width: rect.width, height: rect.minY - (visible.minY - ahead))
        let bottom = min(rect.maxY, visible.maxY + ahead)
        let covered = CGRect(x: rect.minX, y: strip.minY, width: rect.width, height: bottom - strip.minY)
        return Strip(rect: strip, covered: covered, isAfter: false)
    }

    /// Whether the kept answer is `layout`'s and the layout was not invalidated since.
    func isCurrent(for layout: CollectionViewLayout) -> Bool {
        !rect.isNull && self.layout == ObjectIdentifier(layout) && generation == layout.answerGeneration
    }

    /// The kept elements that meet `other`, in the layout's order, when the kept answer is
    /// current for `layout` and covers `other`; `nil` otherwise (the layout must be asked).
    /// - Complexity: O(kept elements).
    func elements(in other: CGRect, of layout: CollectionViewLayout) -> [CollectionViewLayoutAttributes]? {
        guard isCurrent(for: layout), rect.contains(other) else { return nil }
        var result: [CollectionViewLayoutAttributes] = []
        elements(meeting: other, into: &result)
        return result
    }

    /// Keeps `elements`, the layout's answer for `rect`.
    mutating func replace(
        with elements: [CollectionViewLayoutAttributes], for rect: CGRect, of layout: CollectionViewLayout
    ) {
        self.elements = elements
        summaries.removeAll(keepingCapacity: true)
        summaries.reserveCapacity(elements.count)
        for attributes in elements { summaries.append(Summary(attributes)) }
        isMonotoneInY = Self.isMonotoneInY(summaries[...])
        self.rect = rect
        self.layout = ObjectIdentifier(layout)
        generation = layout.answerGeneration
    }

    /// Merges `answer`, the layout's answer for `strip.rect`: the kept elements that meet
    /// `strip.covered` stay, the strip's elements that meet it and not the old rectangle join
    /// them (after them or before them, as the strip lies).
    /// - Complexity: O(kept elements + answer).
    mutating func extend(with answer: [CollectionViewLayoutAttributes], _ strip: Strip) {
        let old = rect
        keepOnly(meeting: strip.covered)
        let keptCount = summaries.count
        // New to the answer and inside what it now covers: a layout that answers more than the
        // strip (every element, say) does not make the kept answer grow.
        // After the kept ones (appended in place: a scroll down, the common step) or before
        // them, as the strip lies. Gathering the new run in arrays of its own and inserting it
        // cost a scroll down two allocations per extension, a tenth of a list's scroll step.
        let start = strip.isAfter ? summaries.count : 0
        if strip.isAfter {
            for attributes in answer {
                let frame = attributes.frame
                guard !Self.meets(frame, old), Self.meets(frame, strip.covered) else { continue }
                elements.append(attributes)
                summaries.append(Summary(attributes, frame: frame))
            }
        } else {
            var newElements: [CollectionViewLayoutAttributes] = []
            var newSummaries: [Summary] = []
            for attributes in answer {
                let frame = attributes.frame
                guard !Self.meets(frame, old), Self.meets(frame, strip.covered) else { continue }
                newElements.append(attributes)
                newSummaries.append(Summary(attributes, frame: frame))
            }
            elements.insert(contentsOf: newElements, at: 0)
            summaries.insert(contentsOf: newSummaries, at: 0)
        }
        let end = strip.isAfter ? summaries.count : summaries.count - keptCount
        // Still monotone when the kept run was and the new run is, and they join in order.
        if isMonotoneInY && end > start {
            isMonotoneInY =
                Self.isMonotoneInY(summaries[start..<end])
                && (start == 0 || Self.inOrder(summaries[start - 1].frame, summaries[start].frame))
                && (end == summaries.count || Self.inOrder(summaries[end - 1].frame, summaries[end].frame))
        }
        rect = strip.covered
    }

    /// Drops the kept elements that do not meet `covered`, in place and in order. When those
    /// that stay are one run (a scroll drops the elements at one end), the others are cut off
    /// on both sides; otherwise each that stays moves down over those that go.
    private mutating func keepOnly(meeting covered: CGRect) {
        var first = summaries.count
        var end = 0
        var count = 0
        for position in summaries.indices where Self.meets(summaries[position].frame, covered) {
            first = min(first, position)
            end = position + 1
            count += 1
        }
        if count == end - first {
            elements.removeSubrange(end...)
            summaries.removeSubrange(end...)
            elements.removeSubrange(..<first)
            summaries.removeSubrange(..<first)
            return
        }
        var kept = 0
        for position in summaries.indices where Self.meets(summaries[position].frame, covered) {
            if kept != position {
                elements.swapAt(kept, position)
                summaries[kept] = summaries[position]
            }
            kept += 1
        }
        elements.removeSubrange(kept...)
        summaries.removeSubrange(kept...)
        // A subsequence of a monotone sequence is monotone.
    }

    /// Whether `summaries`' tops and bottoms never decrease.
    private static func isMonotoneInY(_ summaries: ArraySlice<Summary>) -> Bool {
        var previous: CGRect?
        for summary in summaries {
            if let previous, !inOrder(previous, summary.frame) { return false }
            previous = summary.frame
        }
        return true
    }

    /// Whether `next` may follow `frame` in a sequence whose tops and bottoms never decrease.
    @inline(__always)
    private static func inOrder(_ frame: CGRect, _ next: CGRect) -> Bool {
        frame.minY <= next.minY && frame.maxY <= next.maxY
    }

    /// The positions of the kept elements that may meet `visible`: all of them, or when the
    /// frames are monotone in y, the run whose frames reach `visible` vertically (the first
    /// whose bottom is at or below its top to the last whose top is at or above its bottom).
    /// - Complexity: O(log kept elements) when monotone, else O(1).
    private func candidates(meeting visible: CGRect) -> Range<Int> {
        guard isMonotoneInY, summaries.count > 8 else { return summaries.indices }
        var low = 0
        var high = summaries.count
        while low < high {
            let middle = (low + high) / 2
            if summaries[middle].frame.maxY < visible.minY { low = middle + 1 } else { high = middle }
        }
        let first = low
        high = summaries.count
        while low < high {
            let middle = (low + high) / 2
            if summaries[middle].frame.minY <= visible.maxY { low = middle + 1 } else { high = middle }
        }
        return first..<low
    }

    /// Forgets the kept answer: the next pass asks the layout for the visible bounds.
    mutating func discard() {
        rect = .null
        elements = []
        summaries = []
        isMonotoneInY = true
        layout = nil
    }

    /// The kept elements whose frames meet `visible`, in the layout's order, into `result`
    /// (emptied first).
    /// - Complexity: O(kept elements): at most about three viewports' worth.
    func elements(meeting visible: CGRect, into result: inout [CollectionViewLayoutAttributes]) {
        result.removeAll(keepingCapacity: true)
        for position in candidates(meeting: visible) where Self.meets(summaries[position].frame, visible) {
            result.append(elements[position])
        }
    }

    /// The kept cells whose frames meet `visible`, into `wanted` (emptied first), when they are
    /// listed in index-path order, each item once, and no supplementary view meets `visible`
    /// (decoration views, which the pass shows apart, are passed over): the layout pass's common case,
    /// worked out from what was read when the elements were answered. `false` otherwise, and
    /// `wanted` is to be built from ``elements(meeting:into:)``.
    /// - Complexity: O(kept elements).
    func orderedCells(meeting visible: CGRect, into wanted: inout [WantedCell]) -> Bool {
        wanted.removeAll(keepingCapacity: true)
        var lastSection = Int.min
        var lastItem = Int.min
        for position in candidates(meeting: visible) {
            let summary = summaries[position]
            guard Self.meets(summary.frame, visible), summary.section != Summary.decoration else { continue }
            let section = summary.section
            let item = summary.item
            guard section >= 0, lastSection < section || (lastSection == section && lastItem < item) else {
                return false
            }
            lastSection = section
            lastItem = item
            wanted.append(
                WantedCell(section: section, item: item, attributes: elements[position], frame: summary.frame))
        }
        return true
    }

    /// What the layout pass reads of a kept element: its frame, and for a cell its item.
    private struct Summary {
        /// The `section` of a supplementary view and of a decoration view.
        static let supplementary = -1
        static let decoration = -2

        var frame: CGRect
        var section: Int
        var item: Int

        @MainActor init(_ attributes: CollectionViewLayoutAttributes, frame: CGRect? = nil) {
            if let frame { self.frame = frame } else { self.frame = attributes.frame }
            switch attributes.representedElementCategory {
            case .cell:
                let indexPath = attributes.indexPath
                section = indexPath.section
                item = indexPath.item
            case .supplementaryView:
                section = Self.supplementary
                item = 0
            case .decorationView:
                section = Self.decoration
                item = 0
            }
        }
    }

    /// Whether `frame` meets `rect`, edges included: `CGRect.intersects` (whose intersection of
    /// rectangles that only touch is an empty rectangle, not the null one), as the built-in
    /// layouts answer, without its call. A null frame meets nothing.
    @inline(__always)
    static func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.minX <= rect.maxX && rect.minX <= frame.maxX && frame.minY <= rect.maxY && rect.minY <= frame.maxY
    }
}
