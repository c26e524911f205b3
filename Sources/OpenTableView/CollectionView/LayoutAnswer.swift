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
    private(set) var elements: [CollectionViewLayoutAttributes] = []
    /// Their frames, read once when they were answered (an attributes object's frame is read
    /// through its class; the answer is good only while the layout is not invalidated, and a
    /// layout that changes its attributes invalidates itself, so the frames stay true).
    private var frames: [CGRect] = []
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
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(elements.count)
        for attributes in elements { frames.append(attributes.frame) }
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
        var merged: [CollectionViewLayoutAttributes] = []
        var mergedFrames: [CGRect] = []
        merged.reserveCapacity(elements.count + answer.count)
        mergedFrames.reserveCapacity(elements.count + answer.count)
        func addNew() {
            for attributes in answer {
                let frame = attributes.frame
                // New to the answer and inside what it now covers: a layout that answers more
                // than the strip (every element, say) does not make the kept answer grow.
                guard !Self.meets(frame, old), Self.meets(frame, strip.covered) else { continue }
                merged.append(attributes)
                mergedFrames.append(frame)
            }
        }
        if !strip.isAfter { addNew() }
        for (position, frame) in frames.enumerated() where Self.meets(frame, strip.covered) {
            merged.append(elements[position])
            mergedFrames.append(frame)
        }
        if strip.isAfter { addNew() }
        elements = merged
        frames = mergedFrames
        rect = strip.covered
    }

    /// Forgets the kept answer: the next pass asks the layout for the visible bounds.
    mutating func discard() {
        rect = .null
        elements = []
        frames = []
        layout = nil
    }

    /// The kept elements whose frames meet `visible`, in the layout's order, into `result`
    /// (emptied first).
    /// - Complexity: O(kept elements): at most about three viewports' worth.
    func elements(meeting visible: CGRect, into result: inout [CollectionViewLayoutAttributes]) {
        result.removeAll(keepingCapacity: true)
        for (position, frame) in frames.enumerated() where Self.meets(frame, visible) {
            result.append(elements[position])
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
