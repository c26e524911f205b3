import Foundation

/// Orthogonally scrolling sections: a section whose
/// ``CollectionLayoutSection/orthogonalScrollingBehavior`` is not `.none` lays its groups out in
/// one row across the layout's axis and scrolls across on its own
/// ([UICollectionLayoutSectionOrthogonalScrollingBehavior](https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior)).
/// UIKit hosts such a section in an internal scroll view; here the layout keeps the section's
/// offset (``CollectionViewCompositionalLayout/orthogonalOffsets``) and moves the section's item
/// frames by it, so the collection view's cells show where UIKit's would, in the collection
/// view's coordinates (Compatibility/Porting.md, "Orthogonal sections").
///
/// The section's scrollable width runs from 0 to its content insets' leading, its groups
/// `interGroupSpacing` apart, and its insets' trailing; the viewport is the layout's width. The
/// offset goes from 0 to that width less the viewport's (never below 0); with
/// `.groupPagingCentered` it runs from the first group centered in the viewport to the last one
/// centered, and starts with the first group centered, as UIKit's section does.
extension CollectionViewCompositionalLayout {
    /// The offsets section `s` may rest at, or `nil` when it does not scroll across.
    ///
    /// - Complexity: O(1).
    func orthogonalOffsetRange(section s: Int) -> ClosedRange<CGFloat>? {
        guard s >= 0, s < grid.sections.count, grid.sections[s].orthogonal else { return nil }
        let section = grid.sections[s]
        let groups = section.groupCount
        let viewport = grid.width
        if let row = section.orthogonalRow {
            // Groups of measured sizes: their own starts and widths.
            if section.scrolling == .groupPagingCentered {
                guard row.groupCount > 0 else { return 0...0 }
                let first = centeredBoundary(row, 0, section: section)
                return first...centeredBoundary(row, row.groupCount - 1, section: section)
            }
            let width = section.insets.leading + row.width + section.insets.trailing
            return 0...Swift.max(0, width - viewport)
        }
        if section.scrolling == .groupPagingCentered {
            guard groups > 0 else { return 0...0 }
            let firstCenter = section.insets.leading + section.groupSize.width / 2
            let first = firstCenter - viewport / 2
            return first...(first + CGFloat(groups - 1) * section.pitch)
        }
        let groupsWidth = groups > 0 ? CGFloat(groups) * section.pitch - section.interGroupSpacing : 0
        let width = section.insets.leading + groupsWidth + section.insets.trailing
        return 0...Swift.max(0, width - viewport)
    }

    /// Section `s`'s scroll offset across: where the user left it, kept in the section's range;
    /// the range's start until then; 0 for a section that does not scroll across.
    func orthogonalOffset(section s: Int) -> CGFloat {
        guard let range = orthogonalOffsetRange(section: s) else { return 0 }
        return Swift.min(Swift.max(orthogonalOffsets[s] ?? range.lowerBound, range.lowerBound), range.upperBound)
    }

    /// Where section `s` comes to rest when a drag that started at `start` is released at
    /// `released` without velocity, by its behaviour:
    ///
    /// - `.continuous`: where it was released;
    /// - `.continuousGroupLeadingBoundary`: with the group nearest to the release at the
    ///   section's leading inset ("coming to a natural stop at the leading boundary of the
    ///   visible group");
    /// - `.paging`: on the page (a viewport's width) nearest the release, at most one page from
    ///   the start's, as a paging scroll view turns its page past halfway;
    /// - `.groupPaging`: at a group's leading boundary, at most one group from the start's ("one
    ///   group at a time");
    /// - `.groupPagingCentered`: with a group centered, at most one group from the start's;
    ///
    /// always inside the section's range; the content's end is a resting place too, when the
    /// release is nearer to it than to the last boundary before it (so the last group can show
    /// whole).
    func orthogonalRestingOffset(section s: Int, from start: CGFloat, releasedAt released: CGFloat) -> CGFloat {
        guard let range = orthogonalOffsetRange(section: s) else { return 0 }
        let section = grid.sections[s]
        func clamped(_ x: CGFloat) -> CGFloat { Swift.min(Swift.max(x, range.lowerBound), range.upperBound) }
        if let row = section.orthogonalRow, row.groupCount > 0 {
            // Groups of measured widths: their own boundaries rather than a step.
            switch section.scrolling {
            case .continuousGroupLeadingBoundary, .groupPaging:
                return Self.restingPlace(
                    count: row.groupCount, place: { row.groupX[$0] }, oneAtATime: section.scrolling == .groupPaging,
                    range: range, from: start, releasedAt: released)
            case .groupPagingCentered:
                return Self.restingPlace(
                    count: row.groupCount, place: { self.centeredBoundary(row, $0, section: section) },
                    oneAtATime: true, range: range, from: start, releasedAt: released)
            case .none, .continuous, .paging:
                break
            }
        }
        // The step between resting places, their origin, and whether one release moves one step
        // at most.
        let step: CGFloat
        let origin: CGFloat
        let oneAtATime: Bool
        switch section.scrolling {
        case .none, .continuous:
            return clamped(released)
        case .continuousGroupLeadingBoundary:
            (step, origin, oneAtATime) = (section.pitch, 0, false)
        case .paging:
            (step, origin, oneAtATime) = (grid.width, 0, true)
        case .groupPaging:
            (step, origin, oneAtATime) = (section.pitch, 0, true)
        case .groupPagingCentered:
            (step, origin, oneAtATime) = (section.pitch, range.lowerBound, true)
        }
        guard step > 0 else { return clamped(released) }
        let release = clamped(released)
        let nearest = ((release - origin) / step).rounded()
        var target = nearest
        if oneAtATime {
            // The start's place: a start at rest is on one; a start left between places (the
            // content's end) counts as the nearest.
            let from = ((start - origin) / step).rounded()
            target = Swift.min(Swift.max(target, from - 1), from + 1)
        }
        // The content's end is a resting place too, past the last boundary before it: else the
        // last group could never show whole.
        let lastBoundary = origin + ((range.upperBound - origin) / step).rounded(.down) * step
        if target == nearest, release > lastBoundary, range.upperBound - release < release - lastBoundary {
            return range.upperBound
        }
        return clamped(origin + target * step)
    }

    /// The offset that centers group `k` of `row` in the viewport.
    private func centeredBoundary(_ row: CompositionalOrthogonalRow, _ k: Int, section: CompositionalGrid.Section)
        -> CGFloat
    {
        section.insets.leading + row.groupX[k] + row.groupWidths[k] / 2 - grid.width / 2
    }

    /// The resting place among `count` places (`place(k)`, ascending) for a release at
    /// `released` of a drag that started at `start`, by the rules of
    /// ``orthogonalRestingOffset(section:from:releasedAt:)``: the nearest place, at most one
    /// from the start's when `oneAtATime`, the content's end when the release is nearer to it than
    /// to the last place before it.
    ///
    /// - Complexity: O(count).
    private static func restingPlace(
        count: Int, place: (Int) -> CGFloat, oneAtATime: Bool, range: ClosedRange<CGFloat>, from start: CGFloat,
        releasedAt released: CGFloat
    ) -> CGFloat {
        func clamped(_ x: CGFloat) -> CGFloat { Swift.min(Swift.max(x, range.lowerBound), range.upperBound) }
        func nearest(to x: CGFloat) -> Int {
            var best = 0
            for k in 1..<Swift.max(1, count) where abs(place(k) - x) < abs(place(best) - x) { best = k }
            return best
        }
        let release = clamped(released)
        let near = nearest(to: release)
        var target = near
        if oneAtATime {
            let from = nearest(to: start)
            target = Swift.min(Swift.max(target, from - 1), from + 1)
        }
        var lastBoundary = place(0)
        for k in 0..<count where place(k) <= range.upperBound { lastBoundary = Swift.max(lastBoundary, place(k)) }
        if target == near, release > lastBoundary, range.upperBound - release < release - lastBoundary {
            return range.upperBound
        }
        return clamped(place(target))
    }
}
