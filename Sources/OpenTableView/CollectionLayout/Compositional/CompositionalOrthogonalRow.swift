import Foundation

/// The one row of an orthogonally scrolling section whose items self-size, in the grid's
/// coordinates (its groups along x): the row of groups UIKit's section lays out in its own
/// scroll view, each item at the size its cell answered through
/// `preferredLayoutAttributesFitting(_:)` on its estimated axes ("The final size of the dimension
/// is determined when the content is rendered",
/// [estimated(_:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:))):
///
/// - along the row (items or a group of estimated width, the capsules of a scrolling tag row):
///   the items of a group follow one another at their measured widths (`CompositionalFlow`, the
///   path the section's estimated widths take when it does not scroll across); a group of
///   estimated width holds the items it holds at its estimate and is as wide as they are, a group
///   of fixed width holds those that fit; the groups follow one another `interGroupSpacing`
///   apart, so the section's content width grows and shrinks with its cells;
/// - across the row (a group of estimated height, a carousel of cards whose height fits their
///   text): each item takes the height its cell answered and each group is as high as its
///   tallest item's room; the row, and so the section, is as high as its tallest group (a group
///   whose cells are not measured yet counting at its estimate).
///
/// Which items a group holds depends on every width before it, so the row is laid out whole,
/// O(items), each time a cell of the section is measured (the other sections kept;
/// Compatibility/Porting.md, "Collection view layouts").
struct CompositionalOrthogonalRow {
    /// Each item's cell frame: x from the section's leading inset, y from the row's top.
    private(set) var frames: [CGRect] = []
    /// The first item of each group, then the section's item count.
    private(set) var groupStarts: [Int] = [0]
    /// Each group's start from the section's leading inset.
    private(set) var groupX: [CGFloat] = []
    /// Each group's width.
    private(set) var groupWidths: [CGFloat] = []
    /// The furthest any cell of the groups up to each one reaches along the row: a group of fixed
    /// width may hold a first item wider than itself.
    private var reach: [CGFloat] = []
    /// The row's height: its tallest group's.
    private(set) var height: CGFloat = 0
    /// The flow the row was laid out from, when its items' widths are measured: it says which of
    /// an item's axes are estimated.
    private var flow: CompositionalFlow?

    var groupCount: Int { groupX.count }
    /// Whether the row's items are laid out from a flow with items of uniform widths or heights.
    var hasUniformSubitems: Bool { flow?.hasUniformSubitems ?? false }

    /// The width of the row's groups and the spacing between them.
    var width: CGFloat {
        guard let x = groupX.last, let w = groupWidths.last else { return 0 }
        return x + w
    }

    /// A row of the groups of `flow` (its rows), each as wide as `groupWidth` or, `nil` (a group
    /// of estimated width), as its items, `spacing` apart.
    ///
    /// - Complexity: O(items).
    init(flow: CompositionalFlow, groupWidth: CGFloat?, spacing: CGFloat) {
        self.flow = flow
        groupStarts = flow.rowStarts
        frames.reserveCapacity(flow.frames.count)
        var x: CGFloat = 0
        for row in 0..<flow.rowCount {
            let width = groupWidth ?? flow.rowWidths[row]
            groupX.append(x)
            groupWidths.append(width)
            var end = Swift.max(reach.last ?? 0, x + width)
            for item in flow.items(ofRow: row) {
                frames.append(flow.frames[item].offsetBy(dx: x, dy: 0))
                end = Swift.max(end, frames[item].maxX)
            }
            reach.append(end)
            height = Swift.max(height, flow.rowHeights[row])
            x += width + spacing
        }
    }

    /// A row of groups of fixed width `group.width` whose height is estimated (`group.height`,
    /// their estimate), each holding `cells.count` items laid out at `cells` (the group's cells
    /// at its estimate), `spacing` apart: each item as high as its cell answered (`measured`, by
    /// item), each group as high as its tallest item's room (its cell's top, its height, and the
    /// room the group leaves below the cell at its estimate).
    ///
    /// - Complexity: O(items).
    init(items: Int, cells: [CGRect], group: CGSize, spacing: CGFloat, measured: [Int: CGFloat]) {
        let n = cells.count
        guard n > 0, items > 0 else { return }
        let groups = (items + n - 1) / n
        frames.reserveCapacity(items)
        groupStarts.removeAll()
        for g in 0..<groups {
            let x = CGFloat(g) * (group.width + spacing)
            groupStarts.append(g * n)
            groupX.append(x)
            groupWidths.append(group.width)
            var length: CGFloat = 0
            for (k, cell) in cells.enumerated() {
                let item = g * n + k
                guard item < items else { break }
                let cellHeight = measured[item] ?? cell.height
                frames.append(CGRect(x: x + cell.minX, y: cell.minY, width: cell.width, height: cellHeight))
                length = Swift.max(length, cell.minY + cellHeight + (group.height - cell.maxY))
            }
            height = Swift.max(height, length)
            reach.append(x + group.width)
        }
        groupStarts.append(items)
    }

    /// Which of `item`'s dimensions are estimated: its subitem's in a row of measured widths;
    /// its height in a row of estimated heights.
    ///
    /// - Complexity: O(log groups).
    func estimatedAxes(ofItem item: Int) -> (width: Bool, height: Bool) {
        flow?.estimatedAxes(ofItem: item) ?? (false, true)
    }

    /// The items of group `group`.
    func items(ofGroup group: Int) -> Range<Int> { groupStarts[group]..<groupStarts[group + 1] }

    /// The groups whose extent along the row meets `minX...maxX` (from the leading inset).
    ///
    /// - Complexity: O(log groups).
    func groups(meeting minX: CGFloat, _ maxX: CGFloat) -> Range<Int> {
        // The first group ending at or after `minX`, the first starting after `maxX`.
        var low = 0
        var high = groupCount
        while low < high {
            let mid = (low + high) / 2
            if reach[mid] < minX { low = mid + 1 } else { high = mid }
        }
        let first = low
        high = groupCount
        while low < high {
            let mid = (low + high) / 2
            if groupX[mid] <= maxX { low = mid + 1 } else { high = mid }
        }
        return first..<Swift.max(first, low)
    }
}
