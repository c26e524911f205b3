import Foundation

/// A section whose group places items of estimated lengths along its axis (in the grid's
/// coordinates: widths in a horizontal group of a vertical layout; heights in a vertical group of
/// a horizontal layout, transposed), as a tag picker's capsules: each item is as long as its cell
/// answered through `preferredLayoutAttributesFitting(_:)` (its estimate until then), the items
/// follow one another `interItemSpacing` apart, and a group holds the items that fit its length
/// at those lengths, the next item starting the next group, as UIKit's compositional layout does
/// once the cells are measured ("The final size of the dimension is determined when the content
/// is rendered",
/// [estimated(_:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:))).
///
/// The groups are the section's rows; which items a row holds depends on every length before
/// it, so when cells answer new lengths the rows are laid out again from the row of the first of
/// them until a new row ends where an old one ended after the last
/// (``relayOut(changed:lastMeasured:size:)``). The rows after the last measured item are at the
/// estimate and hold the same items each, so one is laid out and its frames repeated: still a
/// frame appended per item when they shift (ARCHITECTURE.md, "Next", item 4).
struct CompositionalFlow {
    /// A subitem of the group as the flow places it, in the grid's coordinates: its resolved
    /// size (its estimate on an estimated axis), which axes are estimated, its content insets
    /// (ignored on an estimated axis: "The value of this property is ignored for any axis that
    /// uses an estimated value for its dimension",
    /// [contentInsets](https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets))
    /// and the fixed edge spacing before and after it along the group.
    struct Subitem {
        var size: CGSize
        var widthEstimated: Bool
        var heightEstimated: Bool
        var insets: DirectionalEdgeInsets
        var before: CGFloat
        var after: CGFloat
        /// Whether the width (the height) is uniform across the item's siblings
        /// (`uniformAcrossSiblings(estimate:)`): measured, then as wide (high) as the widest
        /// (highest) such item of its group.
        var widthUniform = false
        var heightUniform = false
    }

    /// The subitems, repeated from each row's start.
    private(set) var subitems: [Subitem] = []
    /// The section's item count, the group's size, whether its height is estimated, the spacing
    /// between its items, whether it is flexible, and the items a group holds when its own width
    /// is estimated: what the rows are laid out from.
    private var items = 0
    private var group: CGSize = .zero
    private var groupHeightEstimated = false
    private var spacing: CGFloat = 0
    private var flexible = false
    private var perGroup: Int?
    /// The first item of each row, then the section's item count.
    private(set) var rowStarts: [Int] = [0]
    /// Each item's cell frame in its row: x from the section's leading inset, y from the row's top.
    private(set) var frames: [CGRect] = []
    /// Each row's height, without the spacing after it.
    private(set) var rowHeights: [CGFloat] = []
    /// The length each row's items take along it, their spacing included (without the room a
    /// flexible spacing shares): the width of a group whose width is estimated.
    private(set) var rowWidths: [CGFloat] = []

    var rowCount: Int { rowStarts.count - 1 }
    /// Whether a subitem's width or height is uniform across its siblings.
    var hasUniformSubitems: Bool { subitems.contains { $0.widthUniform || $0.heightUniform } }

    /// The row holding `item`.
    ///
    /// - Complexity: O(log rows).
    func row(ofItem item: Int) -> Int {
        var low = 0
        var high = rowCount - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowStarts[mid] <= item { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Which of `item`'s dimensions are estimated (its subitem's).
    ///
    /// - Complexity: O(log rows).
    func estimatedAxes(ofItem item: Int) -> (width: Bool, height: Bool) {
        let subitem = subitems[(item - rowStarts[row(ofItem: item)]) % subitems.count]
        return (subitem.widthEstimated, subitem.heightEstimated)
    }

    /// The items of `row`.
    func items(ofRow row: Int) -> Range<Int> { rowStarts[row]..<rowStarts[row + 1] }

    /// Lays `items` items out in groups `group` long (its width) whose subitems repeat in order
    /// from each group's start: each item its measured length (`measured`, by item, in the grid's
    /// coordinates) on an estimated axis, its resolved size otherwise; an item that does not fit
    /// what is left of the group starts the next one (the first item of a group is placed
    /// whatever its length). A flexible spacing shares the room a group leaves between its items.
    /// A row is as high as the group, or, for a group whose height is estimated, as its tallest
    /// item's room. Items sit at the top of their row. A subitem whose width or height is uniform
    /// across its siblings is measured as an estimated one, then takes the largest of that
    /// dimension among the row's items of uniform width (height); a row holds the items that fit
    /// at those widths. With `perGroup` (a group whose own width is
    /// estimated: it holds the items it holds at its estimate and grows or shrinks to fit them at
    /// their measured lengths), each row holds that many items whatever their lengths.
    ///
    /// - Complexity: O(items).
    init(
        items: Int, subitems: [Subitem], group: CGSize, groupHeightEstimated: Bool, spacing: CGFloat,
        flexible: Bool, measured: [Int: CGSize], perGroup: Int? = nil
    ) {
        self.subitems = subitems
        self.items = items
        self.group = group
        self.groupHeightEstimated = groupHeightEstimated
        self.spacing = spacing
        self.flexible = flexible
        self.perGroup = perGroup
        guard items > 0, !subitems.isEmpty else { return }
        frames.reserveCapacity(items)
        var rooms: [Room] = []
        let lastMeasured = measured.keys.max() ?? -1
        var item = 0
        while item < items {
            if item > lastMeasured {
                _ = appendUnmeasuredRows(from: item, into: &frames, rooms: &rooms) { _, end, height, width in
                    rowHeights.append(height)
                    rowWidths.append(width)
                    rowStarts.append(end)
                }
                break
            }
            let row = layOutRow(from: item, size: { measured[$0] }, into: &frames, rooms: &rooms)
            rowHeights.append(row.height)
            rowWidths.append(row.width)
            rowStarts.append(row.end)
            item = row.end
        }
    }

    /// Appends the rows from item `start` to the section's end, or to the first row start
    /// `stop` accepts, when no item from `start` on is measured: every row of as many items as
    /// the first holds the same items at their estimates, so the first row is laid out and its
    /// frames repeated; a last row of fewer items is laid out on its own. `row` is told each
    /// row's first item, the item after it, its height and the length its items take. Returns
    /// the item after the last row appended.
    ///
    /// - Complexity: O(items of a row) to lay out, then one frame appended per item.
    private func appendUnmeasuredRows(
        from start: Int, into frames: inout [CGRect], rooms: inout [Room], stop: (Int) -> Bool = { _ in false },
        row: (Int, Int, CGFloat, CGFloat) -> Void
    ) -> Int {
        guard start < items, !stop(start) else { return start }
        let first = layOutRow(from: start, size: { _ in nil }, into: &frames, rooms: &rooms)
        row(start, first.end, first.height, first.width)
        let k = first.end - start
        var item = first.end
        guard k > 0, item < items else { return item }
        let pattern = Array(frames[(frames.count - k)...])
        while items - item >= k {
            if stop(item) { return item }
            frames.append(contentsOf: pattern)
            row(item, item + k, first.height, first.width)
            item += k
        }
        if item < items, !stop(item) {
            let last = layOutRow(from: item, size: { _ in nil }, into: &frames, rooms: &rooms)
            row(item, last.end, last.height, last.width)
            item = last.end
        }
        return item
    }

    /// The flow after the items of `changed` took new measured sizes (`size`, by item, in the
    /// grid's coordinates; `nil` for an item not measured, as every item after `lastMeasured`
    /// is): the rows before the one holding the
    /// first changed item are kept (before the row it ended, when it starts its row), the rows
    /// from it are laid out again until one ends where an
    /// old row ended after the last changed item, and the old rows from there are kept (an item's
    /// frame is relative to its row). Returns the old rows replaced and how many rows replaced
    /// them, for the section's row heights.
    ///
    /// - Complexity: O(items of the rows laid out again up to `lastMeasured`), then one frame
    ///   appended per item of the rows at the estimate after it until the rows realign, plus
    ///   moving the rows after them in memory when their count changes.
    mutating func relayOut(changed: ClosedRange<Int>, lastMeasured: Int, size: (Int) -> CGSize?) -> (
        old: Range<Int>, newCount: Int
    ) {
        guard items > 0, !subitems.isEmpty, changed.lowerBound < items else { return (0..<0, 0) }
        var first = row(ofItem: Swift.max(0, changed.lowerBound))
        // A row's first item ended the row before it (it did not fit there): at another length,
        // that row may hold it, or more.
        if first > 0 && rowStarts[first] == changed.lowerBound { first -= 1 }
        let start = rowStarts[first]
        var newFrames: [CGRect] = []
        var newHeights: [CGFloat] = []
        var newWidths: [CGFloat] = []
        var newStarts: [Int] = []
        var rooms: [Room] = []
        var item = start
        var oldRow = first
        var resync = rowCount
        while item < items {
            if item > changed.upperBound {
                while oldRow < rowCount && rowStarts[oldRow] < item { oldRow += 1 }
                if oldRow < rowCount && rowStarts[oldRow] == item {
                    resync = oldRow
                    break
                }
            }
            if item > lastMeasured {
                // No item from here on is measured: rows at the estimate, until one starts where
                // an old row started after the changed items.
                let rowStarts = rowStarts
                let rowCount = rowCount
                item = appendUnmeasuredRows(
                    from: item, into: &newFrames, rooms: &rooms,
                    stop: { next in
                        guard next > changed.upperBound else { return false }
                        while oldRow < rowCount && rowStarts[oldRow] < next { oldRow += 1 }
                        guard oldRow < rowCount && rowStarts[oldRow] == next else { return false }
                        resync = oldRow
                        return true
                    },
                    row: { start, _, height, width in
                        newStarts.append(start)
                        newHeights.append(height)
                        newWidths.append(width)
                    })
                break
            }
            newStarts.append(item)
            let row = layOutRow(from: item, size: size, into: &newFrames, rooms: &rooms)
            newHeights.append(row.height)
            newWidths.append(row.width)
            item = row.end
        }
        // The items `start..<item` were laid out again: as many frames as before.
        frames.replaceSubrange(start..<item, with: newFrames)
        rowHeights.replaceSubrange(first..<resync, with: newHeights)
        rowWidths.replaceSubrange(first..<resync, with: newWidths)
        rowStarts.replaceSubrange(first..<resync, with: newStarts)
        return (first..<resync, newStarts.count)
    }

    /// A room of a row being laid out: the room before it (spacing and edge spacing), its own
    /// width and height, before the cell's insets and the siblings' uniform sizes.
    private typealias Room = (before: CGFloat, width: CGFloat, height: CGFloat)

    /// Lays out the row starting at item `start`, each item of size `size(item)` (its subitem's
    /// resolved size when `nil`), its frames appended to `frames` (`rooms` is scratch space):
    /// the item after the row, the row's height and the length its items take along it.
    ///
    /// - Complexity: O(items of the row).
    private func layOutRow(
        from start: Int, size: (Int) -> CGSize?, into frames: inout [CGRect], rooms: inout [Room]
    ) -> (end: Int, height: CGFloat, width: CGFloat) {
        rooms.removeAll(keepingCapacity: true)
        var item = start
        // The row's length along it: `fixed` (spacing, edge spacing, the widths that are not
        // uniform) and `uniformCount` items as wide as the widest uniform one.
        var fixed: CGFloat = 0
        var uniformCount = 0
        var uniformWidth: CGFloat = 0
        var used: CGFloat = 0
        while item < items {
            let subitem = subitems[rooms.count % subitems.count]
            let measured = size(item) ?? subitem.size
            let width = subitem.widthEstimated ? measured.width : subitem.size.width
            let height = subitem.heightEstimated ? measured.height : subitem.size.height
            let before = (rooms.isEmpty ? 0 : spacing) + subitem.before
            var nextFixed = fixed + before + subitem.after
            var nextCount = uniformCount
            var nextUniform = uniformWidth
            if subitem.widthUniform {
                nextCount += 1
                nextUniform = Swift.max(nextUniform, width)
            } else {
                nextFixed += width
            }
            let next = nextFixed + CGFloat(nextCount) * nextUniform
            if let perGroup {
                guard rooms.count < perGroup else { break }
            } else {
                // Fits, with a hair of tolerance for lengths that do not add up exactly.
                guard rooms.isEmpty || next <= group.width + 0.0001 else { break }
            }
            rooms.append((before, width, height))
            (fixed, uniformCount, uniformWidth, used) = (nextFixed, nextCount, nextUniform, next)
            item += 1
        }
        var extra: CGFloat = 0
        if flexible, rooms.count > 1 { extra = Swift.max(0, group.width - used) / CGFloat(rooms.count - 1) }
        // The height of the row's items of uniform height: the highest of them.
        var uniformHeight: CGFloat = 0
        for (k, room) in rooms.enumerated() where subitems[k % subitems.count].heightUniform {
            uniformHeight = Swift.max(uniformHeight, room.height)
        }
        var rowHeight = groupHeightEstimated ? 0 : group.height
        var x: CGFloat = 0
        for (k, room) in rooms.enumerated() {
            let subitem = subitems[k % subitems.count]
            let width = subitem.widthUniform ? uniformWidth : room.width
            let height = subitem.heightUniform ? uniformHeight : room.height
            x += room.before
            let insets = subitem.insets
            let leading = subitem.widthEstimated ? 0 : insets.leading
            let trailing = subitem.widthEstimated ? 0 : insets.trailing
            let top = subitem.heightEstimated ? 0 : insets.top
            let bottom = subitem.heightEstimated ? 0 : insets.bottom
            frames.append(
                CGRect(
                    x: x + CGFloat(k) * extra + leading, y: top, width: width - leading - trailing,
                    height: height - top - bottom))
            x += width + subitem.after
            if groupHeightEstimated { rowHeight = Swift.max(rowHeight, height) }
        }
        return (item, rowHeight, used)
    }
}
