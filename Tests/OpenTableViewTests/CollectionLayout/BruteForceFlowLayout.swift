import Foundation

@testable import OpenTableView

/// A flow layout's structure, as a randomized run builds it: the layout's properties and, when
/// the delegate implements `sizeForItemAt`, every item's size.
struct FlowSpec {
    var horizontal = false
    var counts: [Int] = []
    var itemSize = CGSize(width: 50, height: 50)
    /// The delegate's `collectionView(_:layout:sizeForItemAt:)` answers, or `nil` when the
    /// delegate does not implement it.
    var sizes: [[CGSize]]?
    var lineSpacing: CGFloat = 10
    var interitemSpacing: CGFloat = 10
    var inset = EdgeInsets()
    var header = CGSize.zero
    var footer = CGSize.zero
    /// The layout's `estimatedItemSize` (`automaticSize` included), or `nil` when items do not
    /// size themselves. Self-sizing cells answer ``size(_:)``.
    var estimated: CGSize?

    func size(_ indexPath: IndexPath) -> CGSize { sizes?[indexPath.section][indexPath.item] ?? itemSize }

    /// The size an item is laid out at: with self-sizing, the estimate (`automaticSize`: the
    /// item size) until its cell has been measured, then the size the cell answered.
    @MainActor func laidOutSize(_ indexPath: IndexPath, measured: Set<IndexPath>) -> CGSize {
        guard let estimated else { return size(indexPath) }
        if measured.contains(indexPath) { return size(indexPath) }
        return estimated == CollectionViewFlowLayout.automaticSize ? itemSize : estimated
    }
}

/// The flow layout computed from scratch from UIKit's documented rules, deliberately without the
/// library's `FlowLayoutGrid` or the height model: every item of every section is placed, so it
/// is O(items) per check (the randomized structures stay in the thousands).
///
/// - "Items in the collection view flow from one row or column (depending on the scrolling
///   direction) to the next, with each row containing as many cells as will fit" (Apple,
///   `UICollectionViewFlowLayout`): lines are filled greedily, items at least
///   `minimumInteritemSpacing` apart across the scroll axis ("used to compute how many items can
///   fit in a single line, but after the number of items is determined, the actual spacing may
///   possibly be adjusted upward": Apple, `minimumInteritemSpacing`).
/// - Lines are `minimumLineSpacing` apart; the line spacing "is not applied to the space between
///   the header view and the first line or between the last line and the footer view" (Apple,
///   `NSCollectionViewFlowLayout.minimumLineSpacing`). A line is as long as its longest item, and
///   "the flow layout object centers items vertically on the same line" (Collection View
///   Programming Guide for iOS), along the scroll axis in general.
/// - Across the scroll axis a line is justified: first item at the inset, last at the far inset;
///   a line of one item is centered. In a section whose items do not all have one size, the last
///   line is left-aligned at the minimum spacing (Compatibility/Evidence.md, "Flow layout lines").
/// - Headers and footers: "only the size that corresponds to the appropriate scrolling direction
///   is used" (Apple, `headerReferenceSize`); zero means none; they span the content across the
///   scroll axis. An empty section keeps its insets, header and footer (Evidence.md, same entry).
/// - The content is as long as the sections, and as wide as the bounds across the scroll axis
///   (the content inset across it is zero in the runs).
/// - Self-sizing (`estimatedItemSize`): "the flow layout object uses this estimate to lay out
///   items until it can determine their actual sizes" from the cells'
///   `preferredLayoutAttributesFitting(_:)` (Apple, `estimatedItemSize`); `automaticSize` means
///   the item size is the estimate here. An item is at its estimate until its cell was asked,
///   then at the size it answered; the lines flow as above with those sizes.
struct BruteForceFlowLayout {
    var items: [[CGRect]] = []
    var headers: [CGRect?] = []
    var footers: [CGRect?] = []
    var contentSize = CGSize.zero

    @MainActor init(spec: FlowSpec, boundsSize: CGSize, measured: Set<IndexPath> = []) {
        let h = spec.horizontal
        func main(_ size: CGSize) -> CGFloat { h ? size.width : size.height }
        func cross(_ size: CGSize) -> CGFloat { h ? size.height : size.width }
        func rect(_ m: CGFloat, _ c: CGFloat, _ mainLength: CGFloat, _ crossLength: CGFloat) -> CGRect {
            h
                ? CGRect(x: m, y: c, width: mainLength, height: crossLength)
                : CGRect(x: c, y: m, width: crossLength, height: mainLength)
        }
        let extent = cross(boundsSize)
        let insetBefore = h ? spec.inset.left : spec.inset.top
        let insetAfter = h ? spec.inset.right : spec.inset.bottom
        let crossBefore = h ? spec.inset.top : spec.inset.left
        let crossAfter = h ? spec.inset.bottom : spec.inset.right
        let room = extent - crossBefore - crossAfter
        var position: CGFloat = 0
        for (s, count) in spec.counts.enumerated() {
            let headerLength = main(spec.header)
            headers.append(headerLength > 0 ? rect(position, 0, headerLength, extent) : nil)
            position += headerLength + insetBefore
            var sizes: [CGSize] = []
            for item in 0..<count {
                sizes.append(spec.laidOutSize(IndexPath(item: item, section: s), measured: measured))
            }
            var uniform = true
            for size in sizes where size != sizes[0] { uniform = false }
            // Lines, greedily.
            var lines: [Range<Int>] = []
            var start = 0
            while start < count {
                var end = start + 1
                var used = cross(sizes[start])
                while end < count && used + spec.interitemSpacing + cross(sizes[end]) <= room {
                    used += spec.interitemSpacing + cross(sizes[end])
                    end += 1
                }
                lines.append(start..<end)
                start = end
            }
            var frames: [CGRect] = []
            for (l, line) in lines.enumerated() {
                var lineLength: CGFloat = 0
                var total: CGFloat = 0
                for i in line {
                    lineLength = max(lineLength, main(sizes[i]))
                    total += cross(sizes[i])
                }
                let k = line.count
                let leftAligned = !uniform && l == lines.count - 1
                var c = crossBefore
                let spacing: CGFloat
                if leftAligned {
                    spacing = spec.interitemSpacing
                } else if k == 1 {
                    c = crossBefore + (room - total) / 2
                    spacing = 0
                } else {
                    spacing = (room - total) / CGFloat(k - 1)
                }
                for i in line {
                    let size = sizes[i]
                    frames.append(rect(position + (lineLength - main(size)) / 2, c, main(size), cross(size)))
                    c += cross(size) + spacing
                }
                position += lineLength
                if l < lines.count - 1 { position += spec.lineSpacing }
            }
            items.append(frames)
            position += insetAfter
            let footerLength = main(spec.footer)
            footers.append(footerLength > 0 ? rect(position, 0, footerLength, extent) : nil)
            position += footerLength
        }
        contentSize = h ? CGSize(width: position, height: extent) : CGSize(width: extent, height: position)
    }

    /// Whether `frame` meets `bounds`, edges that only touch included: UIKit's layouts return the
    /// elements whose frames intersect the rectangle (Apple, `layoutAttributesForElements(in:)`),
    /// and for Core Graphics "the first rectangle intersects the second if the intersection of the
    /// rectangles is not equal to the null rectangle" (Apple, `CGRectIntersectsRect`), which the
    /// zero-height intersection of two rectangles sharing an edge is not.
    static func overlaps(_ frame: CGRect, _ bounds: CGRect) -> Bool {
        frame.minX <= bounds.maxX && bounds.minX <= frame.maxX && frame.minY <= bounds.maxY
            && bounds.minY <= frame.maxY
    }

    /// The items whose frames meet `bounds`, in index-path order.
    func visibleItems(in bounds: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (s, frames) in items.enumerated() {
            for (i, frame) in frames.enumerated() where Self.overlaps(frame, bounds) {
                result.append(IndexPath(item: i, section: s))
            }
        }
        return result
    }

    /// The sections whose header (or footer) overlaps `bounds`.
    func visibleSupplementary(_ frames: [CGRect?], in bounds: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (s, frame) in frames.enumerated() {
            if let frame, Self.overlaps(frame, bounds) { result.append(IndexPath(item: 0, section: s)) }
        }
        return result
    }

    /// The item whose frame contains `point` (`CGRect.contains`: the min edges in, the max out).
    func item(at point: CGPoint) -> IndexPath? {
        for (s, frames) in items.enumerated() {
            for (i, frame) in frames.enumerated() where frame.contains(point) {
                return IndexPath(item: i, section: s)
            }
        }
        return nil
    }
}
