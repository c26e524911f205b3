import Foundation

/// Lays one group out: the frames of its cells in the group's coordinates, in item order.
/// Worked out once per section when the layout prepares; every instance of the group in the
/// section has the same frames, offset by the instance's place.
@MainActor
enum CompositionalGroupLayout {
    /// What a section keeps of its group laid out once: its cells' frames, each cell's
    /// supplementary items, and the siblings each cell is uniform with.
    struct LaidOutGroup {
        /// The cells' frames in the group's coordinates, in item order.
        var frames: [CGRect]
        /// The supplementary items of each cell (those of the item that makes it); empty when no
        /// item of the group has any (a custom group's cells have none).
        var supplementaryItems: [[CollectionLayoutSupplementaryItem]]
        /// For each cell, the siblings it is uniform with along the dimension asked for: the place
        /// of the group that holds it among the groups laid out (the group is 0, its nested groups
        /// follow), when the item's dimension is `uniformAcrossSiblings(estimate:)`, else `nil`;
        /// empty when no cell's is.
        var uniformSiblings: [Int?]
    }

    /// The cells of `group` laid out in a group of `size`, in one walk of the group (a custom
    /// group's item provider is asked once).
    ///
    /// A horizontal group places its subitems from x 0, each its resolved size (relative to the
    /// group), ``CollectionLayoutGroup/interItemSpacing`` apart, repeating the subitems in order
    /// while the next fits; the `count` forms place exactly `count` items whose width is the
    /// group's less the spacing, shared equally. A flexible spacing then shares the room left.
    /// Items are at the top of a horizontal group (the start of a vertical one). A nested group
    /// is laid out the same way at its place. An item's `contentInsets` shrink its cell inside its
    /// room; its `edgeSpacing` adds room before and after it.
    ///
    /// `uniformWidths`: whether the uniform siblings are those of the items' widths (a horizontal
    /// layout's, whose groups run along x) rather than their heights.
    static func layOut(
        _ group: CollectionLayoutGroup, size: CGSize, environment: CompositionalEnvironment, uniformWidths: Bool
    ) -> LaidOutGroup {
        let cells = cells(of: group, size: size, environment: environment)
        let supplementaryItems =
            hasSupplementaryItems(group) ? cells.map { $0.item?.supplementaryItems ?? [] } : []
        let sets = cells.map { cell -> Int? in
            guard let item = cell.item else { return nil }
            let dimension = uniformWidths ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
            return dimension.isUniformAcrossSiblings ? cell.parent : nil
        }
        return LaidOutGroup(
            frames: cells.map(\.frame), supplementaryItems: supplementaryItems,
            uniformSiblings: sets.contains { $0 != nil } ? sets : [])
    }

    /// Whether an item of `group` or of its nested groups has supplementary items.
    static func hasSupplementaryItems(_ group: CollectionLayoutGroup) -> Bool {
        group.subitems.contains {
            !$0.supplementaryItems.isEmpty || (($0 as? CollectionLayoutGroup).map(hasSupplementaryItems) ?? false)
        }
    }

    /// The cells of `group`: each one's frame and the item that makes it (`nil` for a custom
    /// group's).
    private static func cells(of group: CollectionLayoutGroup, size: CGSize, environment: CompositionalEnvironment)
        -> [(frame: CGRect, item: CollectionLayoutItem?, parent: Int)]
    {
        var groupsLaidOut = 0
        return cells(of: group, size: size, environment: environment, groupsLaidOut: &groupsLaidOut)
    }

    /// ``cells(of:size:environment:)`` for a group laid out after `groupsLaidOut` others, the
    /// count of the groups laid out then updated: each cell's `parent` is the place of the
    /// group that holds it.
    private static func cells(
        of group: CollectionLayoutGroup, size: CGSize, environment: CompositionalEnvironment,
        groupsLaidOut: inout Int
    ) -> [(frame: CGRect, item: CollectionLayoutItem?, parent: Int)] {
        let parent = groupsLaidOut
        groupsLaidOut += 1
        if group.arrangement == .custom {
            return group.itemProvider?(environment).map { ($0.frame, nil, parent) } ?? []
        }
        let horizontal = group.arrangement == .horizontal
        let along = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        // Each placed subitem: its room (before edge spacing and insets) along the group's axis.
        var placed: [(item: CollectionLayoutItem, size: CGSize, before: CGFloat, after: CGFloat)] = []
        var used: CGFloat = 0
        if let count = group.fixedCount, let item = group.subitems.first {
            let length = Swift.max(0, (along - CGFloat(count - 1) * spacing) / CGFloat(Swift.max(1, count)))
            for _ in 0..<Swift.max(0, count) {
                var itemSize = item.layoutSize.resolved(in: size)
                if horizontal { itemSize.width = length } else { itemSize.height = length }
                placed.append((item, itemSize, 0, 0))
            }
            used = CGFloat(count) * length + CGFloat(Swift.max(0, count - 1)) * spacing
        } else if !group.subitems.isEmpty {
            var index = 0
            // A bound for subitems of no length, which would repeat for ever.
            while placed.count < 10_000 {
                let item = group.subitems[index % group.subitems.count]
                let itemSize = item.layoutSize.resolved(in: size)
                let (before, after) = edgeSpacing(of: item, horizontal: horizontal)
                let length = before + (horizontal ? itemSize.width : itemSize.height) + after
                let next = used + (placed.isEmpty ? 0 : spacing) + length
                // Fits, with a hair of tolerance for fractions such as 1/3 that do not add up.
                guard next <= along + 0.0001 || placed.isEmpty else { break }
                guard length > 0 || placed.count < group.subitems.count else { break }
                placed.append((item, itemSize, before, after))
                used = next
                index += 1
                if length <= 0 && index >= group.subitems.count { break }
            }
        }
        var gap = spacing
        if let interItem = group.interItemSpacing, interItem.isFlexibleSpacing, placed.count > 1 {
            gap = spacing + Swift.max(0, along - used) / CGFloat(placed.count - 1)
        }
        var frames: [(frame: CGRect, item: CollectionLayoutItem?, parent: Int)] = []
        var position: CGFloat = 0
        for (offset, entry) in placed.enumerated() {
            if offset > 0 { position += gap }
            position += entry.before
            let room =
                horizontal
                ? CGRect(x: position, y: 0, width: entry.size.width, height: entry.size.height)
                : CGRect(x: 0, y: position, width: entry.size.width, height: entry.size.height)
            position += (horizontal ? entry.size.width : entry.size.height) + entry.after
            if let nested = entry.item as? CollectionLayoutGroup {
                frames += cells(of: nested, size: room.size, environment: environment, groupsLaidOut: &groupsLaidOut)
                    .map { ($0.frame.offsetBy(dx: room.minX, dy: room.minY), $0.item, $0.parent) }
            } else {
                frames.append((inset(room, by: entry.item.contentInsets), entry.item, parent))
            }
        }
        return frames
    }

    /// The fixed room an item's edge spacing adds before and after it along the group's axis.
    static func edgeSpacing(of item: CollectionLayoutItem, horizontal: Bool) -> (CGFloat, CGFloat) {
        guard let edges = item.edgeSpacing else { return (0, 0) }
        return horizontal
            ? (edges.leading?.spacing ?? 0, edges.trailing?.spacing ?? 0)
            : (edges.top?.spacing ?? 0, edges.bottom?.spacing ?? 0)
    }

    /// `rect` less `insets` (leading is left: layouts run left to right here).
    static func inset(_ rect: CGRect, by insets: DirectionalEdgeInsets) -> CGRect {
        CGRect(
            x: rect.minX + insets.leading, y: rect.minY + insets.top,
            width: rect.width - insets.leading - insets.trailing,
            height: rect.height - insets.top - insets.bottom)
    }
}
