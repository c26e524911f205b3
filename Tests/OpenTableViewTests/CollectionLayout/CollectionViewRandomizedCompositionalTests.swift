import Foundation
import TestSupport
import Testing

@testable import OpenTableView

/// Seeded random conformance of the vertical compositional layout: one section definition of a
/// random group shape (``GroupShape``: horizontal groups repeating items of fractional or
/// absolute widths, `count`/`repeatingSubitem` groups, vertical groups, groups nested in groups,
/// fixed inter-item spacing; the group's height absolute, a fraction of the section's width, or
/// estimated; tag capsules of estimated widths, each as wide as its cell answers; orthogonally
/// scrolling sections of capsules in groups of estimated width or of cards of estimated height,
/// scrolled across) with item and section content insets, inter-group spacing and optional `.top`
/// header (pinned or not) and `.bottom` footer, in a vertical or a horizontal layout (there the
/// header and footer above and below the groups along the section, a pinned header of part of
/// its section's length sliding along it), over random item counts,
/// scrolled, resized, reloaded and selected, checked after every step against
/// ``BruteForceCompositional``, written from Apple's documentation.
///
/// Replay with `OPENTABLEVIEW_SEED=<seed> swift test --filter CollectionViewRandomizedCompositional`.
@MainActor
@Suite struct CollectionViewRandomizedCompositionalTests {
    nonisolated static let defaultSeeds: [UInt64] = Array(1...4)
    nonisolated static var seeds: [UInt64] { RandomizedRuns.seeds(default: defaultSeeds) }

    @Test(arguments: CollectionViewRandomizedCompositionalTests.seeds)
    func randomCompositionalGridsMatchBruteForce(seed: UInt64) {
        RandomCompositionalRun(seed: seed).run(
            episodes: RandomizedRuns.count("OPENTABLEVIEW_LAYOUT_EPISODES", default: 1), stepsPerEpisode: 40)
    }
}

/// A dimension of a random group shape.
enum ShapeDimension: CustomStringConvertible {
    case fractionalWidth(CGFloat)
    case fractionalHeight(CGFloat)
    case absolute(CGFloat)
    case estimated(CGFloat)

    @MainActor var layout: CollectionLayoutDimension {
        switch self {
        case .fractionalWidth(let f): return .fractionalWidth(f)
        case .fractionalHeight(let f): return .fractionalHeight(f)
        case .absolute(let v): return .absolute(v)
        case .estimated(let v): return .estimated(v)
        }
    }

    /// "Each item's size is expressed relative to its container's size" (Apple,
    /// `NSCollectionLayoutDimension`): a fraction of the container's width or height, or points.
    /// An estimated dimension is laid out at its estimate (Compatibility/API.md: only groups of
    /// one item self-size).
    func resolved(in container: CGSize) -> CGFloat {
        switch self {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v): return v
        }
    }

    /// The dimension of the transposed shape: a fraction of the other side.
    var transposed: ShapeDimension {
        switch self {
        case .fractionalWidth(let f): return .fractionalHeight(f)
        case .fractionalHeight(let f): return .fractionalWidth(f)
        case .absolute, .estimated: return self
        }
    }

    var description: String {
        switch self {
        case .fractionalWidth(let f): return "fw\(f)"
        case .fractionalHeight(let f): return "fh\(f)"
        case .absolute(let v): return "\(v)"
        case .estimated(let v): return "est\(v)"
        }
    }
}

/// A random group shape: items and groups, nested.
indirect enum GroupShape: CustomStringConvertible {
    case item(width: ShapeDimension, height: ShapeDimension, insets: DirectionalEdgeInsets)
    /// A group along x (`horizontal`) or y, of `subitems` (repeated while they fit) or of
    /// `count` copies of its first subitem, `spacing` apart (`NSCollectionLayoutSpacing.fixed`).
    case group(
        horizontal: Bool, width: ShapeDimension, height: ShapeDimension, subitems: [GroupShape], count: Int?,
        spacing: CGFloat)

    var description: String {
        switch self {
        case .item(let w, let h, let i):
            return
                "item(\(w)×\(h)\(i == DirectionalEdgeInsets() ? "" : " insets \(i.top),\(i.leading),\(i.bottom),\(i.trailing)"))"
        case .group(let horizontal, let w, let h, let subitems, let count, let spacing):
            return "\(horizontal ? "H" : "V")(\(w)×\(h)\(count.map { " count \($0)" } ?? "") spacing \(spacing) "
                + subitems.map(\.description).joined(separator: ", ") + ")"
        }
    }

    /// The library's layout object of the shape.
    @MainActor func make() -> CollectionLayoutItem {
        switch self {
        case .item(let w, let h, let insets):
            let item = CollectionLayoutItem(
                layoutSize: CollectionLayoutSize(widthDimension: w.layout, heightDimension: h.layout))
            item.contentInsets = insets
            return item
        case .group(let horizontal, let w, let h, let subitems, let count, let spacing):
            let size = CollectionLayoutSize(widthDimension: w.layout, heightDimension: h.layout)
            let group: CollectionLayoutGroup
            switch (horizontal, count) {
            case (true, let count?):
                group = .horizontal(layoutSize: size, repeatingSubitem: subitems[0].make(), count: count)
            case (false, let count?):
                group = .vertical(layoutSize: size, repeatingSubitem: subitems[0].make(), count: count)
            case (true, nil): group = .horizontal(layoutSize: size, subitems: subitems.map { $0.make() })
            case (false, nil): group = .vertical(layoutSize: size, subitems: subitems.map { $0.make() })
            }
            group.interItemSpacing = .fixed(spacing)
            return group
        }
    }

    /// The frames of the shape's items when the group fills `room` (the group's own frame), in
    /// the order items fill them, written from Apple's documentation:
    ///
    /// - `horizontal(layoutSize:subitems:)` "creates a group of the specified size, containing
    ///   an array of items arranged in a horizontal line" (`vertical`: a vertical line); the
    ///   subitems repeat in order while the next one fits the group's length, at least once
    ///   (an item a fifth of the group's width makes a group of five, as Apple's sample grids
    ///   rely on), `interItemSpacing` between them, each aligned to the group's leading (top)
    ///   edge across.
    /// - `horizontal(layoutSize:repeatingSubitem:count:)` "creates a group that repeats the
    ///   specified subitem a certain number of times along the horizontal axis", and with
    ///   `interItemSpacing` set "the group keeps the same number of items and automatically
    ///   resizes them to add the extra specified spacing between them" (Apple,
    ///   `horizontal(layoutSize:subitem:count:)`): equal lengths; the item's other dimension is
    ///   its own, resolved in the group.
    /// - An item's size is relative to its group; a nested group's to its parent; an item's
    ///   `contentInsets` are "the amount of space added around the content of the item to adjust
    ///   its final size after its position is computed".
    func leafFrames(in room: CGRect) -> [CGRect] {
        switch self {
        case .item(_, _, let insets):
            return [
                CGRect(
                    x: room.minX + insets.leading, y: room.minY + insets.top,
                    width: room.width - insets.leading - insets.trailing,
                    height: room.height - insets.top - insets.bottom)
            ]
        case .group(let horizontal, _, _, let subitems, let count, let spacing):
            let along = horizontal ? room.width : room.height
            var children: [(GroupShape, CGSize)] = []
            if let count {
                let length = (along - CGFloat(count - 1) * spacing) / CGFloat(count)
                for _ in 0..<count {
                    guard case .item(let w, let h, _) = subitems[0] else {
                        preconditionFailure("the runs repeat items only")
                    }
                    let size =
                        horizontal
                        ? CGSize(width: length, height: h.resolved(in: room.size))
                        : CGSize(width: w.resolved(in: room.size), height: length)
                    children.append((subitems[0], size))
                }
            } else {
                var used: CGFloat = 0
                var index = 0
                while true {
                    let child = subitems[index % subitems.count]
                    let size = child.size(in: room.size)
                    let length = horizontal ? size.width : size.height
                    let next = used + (children.isEmpty ? 0 : spacing) + length
                    if !children.isEmpty && next > along + 0.0001 { break }
                    children.append((child, size))
                    used = next
                    index += 1
                }
            }
            var frames: [CGRect] = []
            var position: CGFloat = 0
            for (offset, (child, size)) in children.enumerated() {
                if offset > 0 { position += spacing }
                let frame =
                    horizontal
                    ? CGRect(x: room.minX + position, y: room.minY, width: size.width, height: size.height)
                    : CGRect(x: room.minX, y: room.minY + position, width: size.width, height: size.height)
                frames += child.leafFrames(in: frame)
                position += horizontal ? size.width : size.height
            }
            return frames
        }
    }

    /// A tag-capsule group's item: a horizontal group of one item of estimated width, as high as
    /// the group, with the group's spacing; `nil` for any other shape.
    var tagItem: (estimate: CGFloat, insets: DirectionalEdgeInsets, spacing: CGFloat)? {
        guard case .group(true, _, _, let subitems, nil, let spacing) = self, subitems.count == 1,
            case .item(.estimated(let estimate), _, let insets) = subitems[0]
        else { return nil }
        return (estimate, insets, spacing)
    }

    /// The shape of a horizontal layout whose grid is this shape: widths and heights, horizontal
    /// and vertical groups, and the insets' sides swapped.
    func transposed() -> GroupShape {
        switch self {
        case .item(let w, let h, let i):
            return .item(
                width: h.transposed, height: w.transposed,
                insets: DirectionalEdgeInsets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom))
        case .group(let horizontal, let w, let h, let subitems, let count, let spacing):
            return .group(
                horizontal: !horizontal, width: h.transposed, height: w.transposed,
                subitems: subitems.map { $0.transposed() }, count: count, spacing: spacing)
        }
    }

    /// The shape's size in `container`.
    func size(in container: CGSize) -> CGSize {
        switch self {
        case .item(let w, let h, _), .group(_, let w, let h, _, _, _):
            return CGSize(width: w.resolved(in: container), height: h.resolved(in: container))
        }
    }
}

/// A compositional section's parameters, as the run draws them.
struct CompositionalSpec {
    var counts: [Int] = []
    /// The section's group (a `.group`).
    var group = GroupShape.group(
        horizontal: true, width: .fractionalWidth(1), height: .absolute(44),
        subitems: [.item(width: .fractionalWidth(1), height: .fractionalHeight(1), insets: DirectionalEdgeInsets())],
        count: nil, spacing: 0)
    var interGroupSpacing: CGFloat = 0
    var sectionInsets = DirectionalEdgeInsets()
    /// The `.top` header's absolute height, or `nil` for none.
    var header: CGFloat?
    /// Whether the header is pinned to the visible bounds (`pinToVisibleBounds`).
    var pinnedHeader = false
    /// In a horizontal layout, the header's length along its section as a fraction of it
    /// (its `fractionalWidth`); a vertical layout's header spans its section's width.
    var headerFraction: CGFloat = 1
    /// The `.bottom` footer's absolute height, or `nil` for none.
    var footer: CGFloat?
    /// Whether the layout scrolls along x: ``group`` and ``sectionInsets`` are then given in the
    /// grid's terms (as a vertical layout's) and transposed when the layout is made, while the
    /// `.top` header and `.bottom` footer stay above and below the groups.
    var horizontal = false
    /// The section's insets as a vertical layout of the content sees them: in a horizontal spec,
    /// the header's and footer's heights added before and after the groups across them.
    var gridInsets: DirectionalEdgeInsets {
        guard horizontal else { return sectionInsets }
        var insets = sectionInsets
        insets.leading += header ?? 0
        insets.trailing += footer ?? 0
        return insets
    }
    /// Whether the section scrolls across (`.continuous`): its group is then a capsule (a group
    /// of estimated width holding one item of estimated width) or a card (a group a fraction of
    /// the width, of estimated height, holding one item of estimated height).
    var orthogonal = false

    /// An orthogonal section's row of `count` items for section `s` in a room `roomWidth` wide:
    /// each item's frame from the section's leading inset and the row's top, the row's width and
    /// height, from Apple's documentation: "The final size of the dimension is determined when
    /// the content is rendered" (`estimated(_:)`), so a capsule group is as wide as its item's
    /// measured width (its estimate until measured) and a card as high as its item's measured
    /// height; the groups follow one another along x `interGroupSpacing` apart, and the section
    /// is as high as its tallest group (Compatibility/Evidence.md, "Estimated dimensions in
    /// orthogonal sections").
    func orthogonalRow(section s: Int, count: Int, roomWidth: CGFloat, measured: Set<IndexPath>) -> (
        frames: [CGRect], width: CGFloat, height: CGFloat
    ) {
        guard count > 0, case .group(_, let width, let height, _, _, _) = group else { return ([], 0, 0) }
        var frames: [CGRect] = []
        var x: CGFloat = 0
        var rowHeight: CGFloat = 0
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: s)
            if item > 0 { x += interGroupSpacing }
            var frame: CGRect
            switch (width, height) {
            case (.estimated(let estimate), .absolute(let h)):
                let w = measured.contains(indexPath) ? RandomTagCell.width(indexPath) : estimate
                frame = CGRect(x: x, y: 0, width: w, height: h)
            case (.fractionalWidth(let f), .estimated(let estimate)):
                let h = measured.contains(indexPath) ? RandomTagCell.height(indexPath) : estimate
                frame = CGRect(x: x, y: 0, width: f * roomWidth, height: h)
            default:
                preconditionFailure("not an orthogonal shape: \(group)")
            }
            frames.append(frame)
            x += frame.width
            rowHeight = max(rowHeight, frame.height)
        }
        return (frames, x, rowHeight)
    }
}

/// The vertical compositional layout of ``CompositionalSpec`` from Apple's documentation:
///
/// - "A compositional layout is composed of one or more sections that break up the layout into
///   distinct visual groupings. Each section is composed of groups of individual items"
///   (Apple, `UICollectionViewCompositionalLayout`); a section's groups repeat along the scroll
///   axis `interGroupSpacing` apart ("the amount of space between the groups in the section").
/// - "Each item's size is expressed relative to its container's size" (`NSCollectionLayoutDimension`,
///   `fractionalWidth`): the group's width fraction is of the section's width less its content
///   insets, the item's of the group's. Items fill a horizontal group from the leading edge; the
///   last group holds the remaining items in its first slots.
/// - The group's cells are laid out by ``GroupShape/leafFrames(in:)`` in a group whose size is
///   resolved in the section's room (the width less the section's content insets); item `i` is
///   cell `i % n` of group `i / n` for `n` cells a group, the last group holding the remaining
///   items in its first cells.
/// - A `.top` boundary supplementary item sits above the section's content (before its top content
///   inset), a `.bottom` one below it (after its bottom content inset), across the section's
///   width less its leading and trailing insets (`supplementariesFollowContentInsets`, default
///   `true`). A pinned header (`pinToVisibleBounds`, "a Boolean value that indicates whether a
///   header is pinned to the top or bottom visible boundary of the section") stays at the
///   visible bounds' top while its section's content (its insets included) is under it, never
///   above its own place, and is pushed up by the section's end.
/// - The content is as wide as the collection view and as tall as its sections.
struct BruteForceCompositional {
    var items: [[CGRect]] = []
    var headers: [CGRect?] = []
    var footers: [CGRect?] = []
    var contentSize = CGSize.zero

    /// `measured`: the items whose cells were asked their size (``RandomTagCell``), the others
    /// at their estimate; `orthogonalOffsets`: each orthogonal section's offset as the user left
    /// it, shown kept in the section's range (0 to its content's width less the view's).
    ///
    /// A horizontal spec is laid out as the vertical layout of its shape in the transposed
    /// bounds, its frames transposed back ("The axis that the content in the collection view
    /// layout scrolls along", Apple, `scrollDirection`), except its `.top` header and `.bottom`
    /// footer: they sit above and below the section's groups along the section, the groups laid
    /// out in the room between them (Compatibility/Evidence.md, "Top and bottom boundary items
    /// in a horizontal layout").
    init(
        spec: CompositionalSpec, bounds realBounds: CGRect, measured: Set<IndexPath> = [],
        orthogonalOffsets: [Int: CGFloat] = [:]
    ) {
        let horizontal = spec.horizontal
        let bounds = horizontal ? Self.transposed(realBounds) : realBounds
        let width = bounds.width
        let insets = spec.gridInsets
        let room = CGSize(
            width: width - insets.leading - insets.trailing, height: bounds.height - insets.top - insets.bottom)
        let groupSize = spec.group.size(in: room)
        let cells = spec.group.leafFrames(in: CGRect(origin: .zero, size: groupSize))
        let perGroup = cells.count
        let tag = spec.group.tagItem
        var y: CGFloat = 0
        for (s, count) in spec.counts.enumerated() {
            var header: CGRect?
            if let height = spec.header, !horizontal {
                header = CGRect(x: insets.leading, y: y, width: room.width, height: height)
                y += height
            }
            y += insets.top
            let rowsStart = y
            var frames: [CGRect] = []
            var groups = (count + perGroup - 1) / perGroup
            if spec.orthogonal {
                let row = spec.orthogonalRow(section: s, count: count, roomWidth: room.width, measured: measured)
                let range = max(0, insets.leading + row.width + insets.trailing - width)
                let offset = min(max(orthogonalOffsets[s] ?? 0, 0), range)
                for frame in row.frames { frames.append(frame.offsetBy(dx: insets.leading - offset, dy: y)) }
                items.append(frames)
                y += row.height
                finishSection(s: s, header: header, rowsStart: rowsStart, y: &y)
                continue
            }
            if let tag {
                // Tag capsules: each item its measured width (its estimate until measured), the
                // items one after another `spacing` apart in a group while they fit its width, the
                // next item starting the next group (the first of a group whatever its width);
                // the item's leading and trailing insets are ignored, its width being estimated
                // ("ignored for any axis that uses an estimated value", Apple, `contentInsets`).
                var x: CGFloat = 0
                var row = -1
                for item in 0..<count {
                    let indexPath = IndexPath(item: item, section: s)
                    let length = measured.contains(indexPath) ? RandomTagCell.width(indexPath) : tag.estimate
                    if row < 0 || x + tag.spacing + length > groupSize.width + 0.0001 {
                        row += 1
                        x = 0
                    } else {
                        x += tag.spacing
                    }
                    let groupY = y + CGFloat(row) * (groupSize.height + spec.interGroupSpacing)
                    frames.append(
                        CGRect(
                            x: insets.leading + x, y: groupY + tag.insets.top, width: length,
                            height: groupSize.height - tag.insets.top - tag.insets.bottom))
                    x += length
                }
                groups = row + 1
            } else {
                for item in 0..<count {
                    let groupY = y + CGFloat(item / perGroup) * (groupSize.height + spec.interGroupSpacing)
                    frames.append(cells[item % perGroup].offsetBy(dx: insets.leading, dy: groupY))
                }
            }
            items.append(frames)
            if groups > 0 { y += CGFloat(groups) * groupSize.height + CGFloat(groups - 1) * spec.interGroupSpacing }
            finishSection(s: s, header: header, rowsStart: rowsStart, y: &y)
        }
        contentSize = CGSize(width: width, height: y)
        if horizontal {
            items = items.map { $0.map(Self.transposed) }
            headers = headers.map { $0.map(Self.transposed) }
            footers = footers.map { $0.map(Self.transposed) }
            contentSize = CGSize(width: contentSize.height, height: contentSize.width)
        }

        /// The section's bottom inset after its rows (which end at `y`), its pinned header kept
        /// in its place and its footer after the inset; in a horizontal spec, the header and
        /// footer at the grid's sides along the rows (`rowsStart ..< y`).
        func finishSection(s: Int, header: CGRect?, rowsStart: CGFloat, y: inout CGFloat) {
            if horizontal {
                // A pinned header narrower than its section slides along it to the visible left
                // edge, between its place and the section's end less its length
                // (Compatibility/Evidence.md, "Top and bottom boundary items in a horizontal
                // layout").
                let extent = y - rowsStart
                let length = spec.headerFraction * extent
                let start = spec.pinnedHeader ? max(rowsStart, min(bounds.minY, y - length)) : rowsStart
                headers.append(spec.header.map { CGRect(x: 0, y: start, width: $0, height: length) })
                footers.append(spec.footer.map { CGRect(x: width - $0, y: rowsStart, width: $0, height: extent) })
                y += insets.bottom
                return
            }
            y += insets.bottom
            var header = header
            if var frame = header, spec.pinnedHeader {
                frame.origin.y = max(frame.minY, min(bounds.minY, y - frame.height))
                header = frame
            }
            headers.append(header)
            if let height = spec.footer {
                footers.append(CGRect(x: insets.leading, y: y, width: room.width, height: height))
                y += height
            } else {
                footers.append(nil)
            }
        }
    }

    /// `rect` with x and y swapped.
    static func transposed(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }
}

/// One seed's run, as ``RandomFlowLayoutRun``'s on the compositional layout.
@MainActor
final class RandomCompositionalRun {
    static let headerKind = "header"
    static let footerKind = "footer"
    let seed: UInt64
    var rng: SplitMix64
    var collectionView: CollectionView!
    var source: RandomGridDelegate!
    var spec = CompositionalSpec()
    var selection: Set<IndexPath> = []
    /// The items whose cells were asked their size since the layout last forgot them.
    var measured: Set<IndexPath> = []
    /// Each orthogonal section's offset as the last drag across it left it.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    var episode = 0
    var step = 0
    var recent: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed &+ 0x00C0_4405)
    }

    func run(episodes: Int, stepsPerEpisode: Int) {
        for e in 0..<episodes {
            (episode, step, recent) = (e, 0, [])
            note(start())
            guard check() else { return }
            for s in 1...stepsPerEpisode {
                step = s
                note(randomStep())
                guard check() else { return }
            }
        }
    }

    private func note(_ text: String) {
        recent.append(text)
        if recent.count > 6 { recent.removeFirst() }
    }

    private func pick<T>(_ values: [T]) -> T { values[rng.int(0...(values.count - 1))] }

    private func randomGroup() -> GroupShape {
        let spacing: CGFloat = pick([0, 0, 4, 10.5])
        let insets =
            rng.chance(40)
            ? DirectionalEdgeInsets(top: 2, leading: pick([0, 2.5]), bottom: pick([0, 2]), trailing: 2)
            : DirectionalEdgeInsets()
        let height: ShapeDimension = pick([.absolute(20), .absolute(44), .absolute(100.5), .fractionalWidth(0.5)])
        let width: ShapeDimension = rng.chance(80) ? .fractionalWidth(1) : .fractionalWidth(0.8)
        func item(_ w: ShapeDimension, _ h: ShapeDimension) -> GroupShape { .item(width: w, height: h, insets: insets) }
        switch rng.int(0...6) {
        case 0:
            // Columns: an item a fraction of the group's width, repeated.
            let columns = CGFloat(pick([1, 2, 4, 5]))
            return .group(
                horizontal: true, width: width, height: height,
                subitems: [item(.fractionalWidth(1 / columns), .fractionalHeight(1))], count: nil, spacing: spacing)
        case 1:
            // `repeatingSubitem` `count` times, the group's height absolute or estimated (laid
            // out at its estimate: several items a group).
            return .group(
                horizontal: true, width: width, height: rng.chance(30) ? .estimated(pick([44, 80])) : height,
                subitems: [item(.fractionalWidth(0.3), .fractionalHeight(pick([1, 0.5])))], count: pick([2, 3, 4]),
                spacing: spacing)
        case 2:
            // A vertical group of items a fraction of its height.
            return .group(
                horizontal: false, width: width,
                height: pick([.absolute(100.5), .absolute(150), .fractionalWidth(0.5)]),
                subitems: [item(.fractionalWidth(pick([1, 0.5])), .fractionalHeight(1 / CGFloat(pick([2, 3]))))],
                count: nil, spacing: 0)
        case 3:
            // A vertical group repeating an item `count` times.
            return .group(
                horizontal: false, width: width, height: pick([.absolute(100.5), .absolute(150)]),
                subitems: [item(.fractionalWidth(pick([1, 0.5])), .absolute(10))], count: pick([2, 3]), spacing: spacing
            )
        case 4:
            // A large item beside a column of two: a vertical group nested in a horizontal one.
            let column = GroupShape.group(
                horizontal: false, width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1),
                subitems: [item(.fractionalWidth(1), .fractionalHeight(0.5))], count: nil, spacing: 0)
            let large = item(.fractionalWidth(2.0 / 3), .fractionalHeight(1))
            return .group(
                horizontal: true, width: width, height: pick([.absolute(150), .fractionalWidth(0.5)]),
                subitems: rng.bool() ? [large, column] : [column, large], count: nil, spacing: 0)
        case 6:
            // Tag capsules: items of estimated width, each as wide as its cell answers
            // (`RandomTagCell.width(_:)`), as many as fit a group.
            return .group(
                horizontal: true, width: width, height: height,
                subitems: [item(.estimated(pick([40, 80])), .fractionalHeight(1))], count: nil, spacing: spacing)
        default:
            // Items of absolute widths, as many as fit.
            var subitems = [item(.absolute(pick([60, 90.5, 140])), .fractionalHeight(1))]
            if rng.chance(40) { subitems.append(item(.absolute(40), .fractionalHeight(0.5))) }
            return .group(
                horizontal: true, width: width, height: height, subitems: subitems, count: nil, spacing: spacing)
        }
    }

    /// An orthogonal section's group: a capsule of estimated width or a card of estimated
    /// height (``CompositionalSpec/orthogonal``).
    private func randomOrthogonalGroup() -> GroupShape {
        if rng.bool() {
            let estimate: ShapeDimension = .estimated(pick([40, 80]))
            return .group(
                horizontal: true, width: estimate, height: .absolute(pick([32, 44.5])),
                subitems: [.item(width: estimate, height: .fractionalHeight(1), insets: DirectionalEdgeInsets())],
                count: nil, spacing: 0)
        }
        let estimate: ShapeDimension = .estimated(pick([60, 100]))
        return .group(
            horizontal: true, width: .fractionalWidth(pick([0.8, 0.45])), height: estimate,
            subitems: [.item(width: .fractionalWidth(1), height: estimate, insets: DirectionalEdgeInsets())],
            count: nil, spacing: 0)
    }

    private func randomSpec() -> CompositionalSpec {
        var spec = CompositionalSpec()
        spec.counts = (0..<pick([1, 2, 4, 12])).map { _ in rng.chance(70) ? rng.int(1...30) : rng.int(31...300) }
        spec.orthogonal = rng.chance(20)
        spec.group = spec.orthogonal ? randomOrthogonalGroup() : randomGroup()
        spec.interGroupSpacing = pick([0, 0, 8, 10.5])
        if rng.chance(60) {
            spec.sectionInsets = DirectionalEdgeInsets(
                top: pick([0, 10, 20.5]), leading: pick([0, 16]), bottom: pick([0, 10]), trailing: pick([0, 16, 4.5]))
        }
        spec.header = rng.chance(50) ? pick([20, 44]) : nil
        spec.horizontal = rng.chance(25)
        spec.pinnedHeader = spec.header != nil && rng.chance(40)
        // Along a horizontal layout's section, a header half or a third of it can slide.
        spec.headerFraction = spec.horizontal && rng.chance(50) ? pick([0.5, 0.3]) : 1
        spec.footer = rng.chance(30) ? pick([12, 30.5]) : nil
        return spec
    }

    private func makeLayout() -> CollectionViewCompositionalLayout {
        let shape = spec.horizontal ? spec.group.transposed() : spec.group
        guard let group = shape.make() as? CollectionLayoutGroup else { preconditionFailure("a group") }
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = spec.interGroupSpacing
        let i = spec.sectionInsets
        section.contentInsets =
            spec.horizontal
            ? DirectionalEdgeInsets(top: i.leading, leading: i.top, bottom: i.trailing, trailing: i.bottom) : i
        if spec.orthogonal { section.orthogonalScrollingBehavior = .continuous }
        var boundary: [CollectionLayoutBoundarySupplementaryItem] = []
        if let height = spec.header {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(
                    widthDimension: .fractionalWidth(spec.headerFraction), heightDimension: .absolute(height)),
                elementKind: Self.headerKind, alignment: .top)
            header.pinToVisibleBounds = spec.pinnedHeader
            boundary.append(header)
        }
        if let height = spec.footer {
            boundary.append(
                CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                    elementKind: Self.footerKind, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = spec.horizontal ? .horizontal : .vertical
        return CollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    private func start() -> String {
        selection = []
        spec = randomSpec()
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: pick([320, 375, 414.5]), height: pick([200, 480.5, 800])),
            collectionViewLayout: makeLayout())
        measured = []
        // Tag cells answer their width (the layouts that do not measure widths never ask them).
        collectionView.register(RandomTagCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in [Self.headerKind, Self.footerKind] {
            collectionView.register(
                CollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
        }
        var flow = FlowSpec()
        flow.counts = spec.counts
        let tags = RandomTagGridDelegate(spec: flow)
        tags.onMeasure = { [unowned self] in measured.insert($0) }
        tags.answersHeights = spec.orthogonal
        tags.transposed = spec.horizontal
        orthogonalOffsets = [:]
        source = tags
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.allowsMultipleSelection = rng.chance(30)
        if spec.horizontal {
            collectionView.contentOffset.x = CGFloat(rng.int(0...2000))
        } else {
            collectionView.contentOffset.y = CGFloat(rng.int(0...2000))
        }
        return "new grid \(collectionView.bounds.size) \(spec)"
    }

    private var total: Int { spec.counts.reduce(0, +) }

    private func randomItem() -> IndexPath {
        var g = rng.int(0...(total - 1))
        for (s, count) in spec.counts.enumerated() {
            if g < count { return IndexPath(item: g, section: s) }
            g -= count
        }
        preconditionFailure("no items")
    }

    private func randomStep() -> String {
        switch rng.int(0...99) {
        case 0..<35:
            let distance = CGFloat(rng.int(-600...600)) / 2
            if spec.horizontal {
                collectionView.contentOffset.x += distance
            } else {
                collectionView.contentOffset.y += distance
            }
            return "scroll to \(collectionView.contentOffset)"
        case 35..<45:
            if spec.horizontal {
                collectionView.contentOffset.x = CGFloat(rng.int(-50...Int(collectionView.contentSize.width) + 50))
            } else {
                collectionView.contentOffset.y = CGFloat(rng.int(-50...Int(collectionView.contentSize.height) + 50))
            }
            return "jump to \(collectionView.contentOffset)"
        case 45..<55:
            let size = CGSize(width: pick([320, 375, 414.5, 600]), height: pick([200, 480.5, 800]))
            // Cells measured at another width (height, in a horizontal layout) are estimated
            // again (Compatibility/Porting.md).
            if spec.horizontal ? size.height != collectionView.bounds.height : size.width != collectionView.bounds.width
            {
                measured = []
            }
            collectionView.frame = CGRect(origin: .zero, size: size)
            return "resize to \(size)"
        case 55..<62:
            spec = randomSpec()
            collectionView.collectionViewLayout = makeLayout()
            source.spec.counts = spec.counts
            (source as? RandomTagGridDelegate)?.answersHeights = spec.orthogonal
            (source as? RandomTagGridDelegate)?.transposed = spec.horizontal
            collectionView.reloadData()
            selection = []
            measured = []
            orthogonalOffsets = [:]
            return "new layout and reloadData \(spec)"
        case 62..<85:
            guard total > 0 else { return "no items" }
            let target = randomItem()
            if rng.chance(40) {
                collectionView.deselectItem(at: target, animated: false)
                selection.remove(target)
                return "deselect \(target)"
            }
            collectionView.selectItem(at: target, animated: false, scrollPosition: [])
            if !collectionView.allowsMultipleSelection { selection = [] }
            selection.insert(target)
            return "select \(target)"
        case 85..<95:
            guard total > 0 else { return "no items" }
            let target = randomItem()
            let positions: [CollectionView.ScrollPosition] =
                spec.horizontal ? [.left, .centeredHorizontally, .right] : [.top, .centeredVertically, .bottom]
            collectionView.scrollToItem(at: target, at: pick(positions), animated: false)
            return "scrollToItem \(target) → \(collectionView.contentOffset)"
        default:
            guard spec.orthogonal, total > 0 else { return "layout only" }
            // A drag across an orthogonal section, released without velocity: `.continuous`
            // rests where released, kept in the section's range as it is now (its measured
            // items laid out); a drag that does not move it leaves the offset as it was.
            collectionView.layoutIfNeeded()
            let s = randomItem().section
            let insets = spec.gridInsets
            // The row runs along the grid's width: the view's height in a horizontal layout.
            let viewport = spec.horizontal ? collectionView.bounds.height : collectionView.bounds.width
            let roomWidth = viewport - insets.leading - insets.trailing
            let row = spec.orthogonalRow(
                section: s, count: spec.counts[s], roomWidth: roomWidth, measured: measured)
            let range = max(0, insets.leading + row.width + insets.trailing - viewport)
            let start = min(max(orthogonalOffsets[s] ?? 0, 0), range)
            let distance = CGFloat(rng.int(-800...800)) / 2
            let rest = min(max(start + distance, 0), range)
            collectionView.simulate.scrollOrthogonalSection(s, by: distance)
            if rest != start { orthogonalOffsets[s] = rest }
            return "drag section \(s) across by \(distance) → \(rest)"
        }
    }

    private static func close(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
            && abs(a.height - b.height) < 0.001
    }

    private func check() -> Bool {
        collectionView.layoutIfNeeded()
        var p = collectionView.invariantViolations() + source.problems
        source.problems = []
        let bounds = collectionView.bounds
        let bf = BruteForceCompositional(
            spec: spec, bounds: bounds, measured: measured, orthogonalOffsets: orthogonalOffsets)
        let size = collectionView.contentSize
        if abs(size.width - bf.contentSize.width) > 0.001 || abs(size.height - bf.contentSize.height) > 0.001 {
            p.append("contentSize \(size) != \(bf.contentSize)")
        }
        var expected: [IndexPath] = []
        for (s, frames) in bf.items.enumerated() {
            for (i, frame) in frames.enumerated() where BruteForceFlowLayout.overlaps(frame, bounds) {
                expected.append(IndexPath(item: i, section: s))
            }
        }
        let visible = collectionView.indexPathsForVisibleItems
        if visible != expected {
            p.append("visible items \(visible.count) \(visible.prefix(4)) != \(expected.count) \(expected.prefix(4))")
        }
        for (indexPath, cell) in zip(visible, collectionView.visibleCells) where indexPath.section < bf.items.count {
            guard indexPath.item < bf.items[indexPath.section].count else { continue }
            let frame = bf.items[indexPath.section][indexPath.item]
            if !Self.close(cell.frame, frame) { p.append("cell \(indexPath) frame \(cell.frame) != \(frame)") }
            // A displayed cell is measured again when its width changes (after a resize forgot
            // the measured widths); one whose width is its estimate keeps its frame and is not.
            if let tag = spec.group.tagItem, !measured.contains(indexPath),
                RandomTagCell.width(indexPath) != tag.estimate
            {
                p.append("visible tag \(indexPath) was never measured")
            }
            if cell.isSelected != selection.contains(indexPath) {
                p.append("cell \(indexPath) isSelected \(cell.isSelected)")
            }
        }
        if source.cells.count != visible.count {
            p.append("\(source.cells.count) cells by the callbacks, \(visible.count) visible")
        }
        for (kind, frames) in [(Self.headerKind, bf.headers), (Self.footerKind, bf.footers)] {
            let actual = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind)
            var expected: [IndexPath] = []
            for (s, frame) in frames.enumerated() {
                if let frame, BruteForceFlowLayout.overlaps(frame, bounds) {
                    expected.append(IndexPath(item: 0, section: s))
                }
            }
            if actual != expected { p.append("visible \(kind)s \(actual) != \(expected)") }
            for indexPath in actual where indexPath.section < frames.count {
                guard let view = collectionView.supplementaryView(forElementKind: kind, at: indexPath) else { continue }
                if let frame = frames[indexPath.section], !Self.close(view.frame, frame) {
                    p.append("\(kind) \(indexPath) frame \(view.frame) != \(frame)")
                }
                if source.supplementary[kind]?[indexPath] != ObjectIdentifier(view) {
                    p.append("\(kind) \(indexPath) is visible without willDisplaySupplementaryView")
                }
            }
            if (source.supplementary[kind]?.count ?? 0) != actual.count {
                p.append("\(source.supplementary[kind]?.count ?? 0) \(kind)s by the callbacks, \(actual.count) visible")
            }
        }
        let expectedSelection: [IndexPath]? = selection.isEmpty ? nil : selection.sorted()
        if collectionView.indexPathsForSelectedItems != expectedSelection {
            p.append(
                "selection \(String(describing: collectionView.indexPathsForSelectedItems)) != \(String(describing: expectedSelection))"
            )
        }
        guard p.isEmpty else {
            Issue.record(
                Comment(
                    rawValue: """
                        seed \(seed) (0x\(String(seed, radix: 16))) episode \(episode) step \(step): \(p.prefix(6).joined(separator: "; "))
                        recent actions: \(recent.joined(separator: " | "))
                        replay: OPENTABLEVIEW_SEED=\(seed) swift test --filter CollectionViewRandomizedCompositional
                        """))
            return false
        }
        return true
    }
}

/// Deterministic reproductions of what the compositional runs found.
@MainActor
@Suite struct CollectionViewRandomizedCompositionalRegressionTests {
    /// Seed 1 (step 29, after a `scrollToItem(at:at:animated:)` put a group's edge on the bounds'
    /// edge) found that the compositional layout left out the groups only touching the bounds,
    /// which `CGRect.intersects` counts, as the flow layout did (Compatibility/Evidence.md,
    /// "Elements on the bounds' edge"). Groups of four items 50 high: bounds 50...250 meet
    /// group 0 (0...50) on the top edge and group 5 (250...300) on the bottom one.
    @Test func seed1() {
        let item = CollectionLayoutItem(
            layoutSize: CollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        var spec = FlowSpec()
        spec.counts = [40]
        let source = RandomGridDelegate(spec: spec)
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.contentOffset.y = 50
        collectionView.layoutIfNeeded()
        expectEqual(collectionView.indexPathsForVisibleItems, (0..<24).map { IndexPath(item: $0, section: 0) })
        expectEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 0, y: 0, width: 80, height: 50))
        expectEqual(collectionView.invariantViolations(), [])
    }
}

/// A tag capsule whose cell answers a width of its own per item (and keeps its height), telling
/// the run it was measured.
final class RandomTagCell: CollectionViewCell {
    /// The width item `indexPath`'s cell answers: 24 to 163.5 points, and now and then 400 (wider
    /// than any group: it has a group of its own).
    nonisolated static func width(_ indexPath: IndexPath) -> CGFloat {
        if indexPath.item % 17 == 5 { return 400 }
        return 24 + CGFloat((indexPath.item * 37 + indexPath.section * 11) % 140) + (indexPath.item % 3 == 0 ? 0.5 : 0)
    }

    /// The height item `indexPath`'s cell answers when it answers heights (a card of an
    /// orthogonal section): 30 to 119.5 points.
    nonisolated static func height(_ indexPath: IndexPath) -> CGFloat {
        30 + CGFloat((indexPath.item * 29 + indexPath.section * 13) % 90) + (indexPath.item % 4 == 1 ? 0.5 : 0)
    }

    var onMeasure: ((IndexPath) -> Void)?
    /// Whether the cell answers ``height(_:)`` too (else the height it is given).
    var answersHeight = false
    /// Whether the cell is in a horizontal layout: it answers its lengths transposed (its tag
    /// length as its height, its card height as its width).
    var transposed = false

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        onMeasure?(layoutAttributes.indexPath)
        let preferred = layoutAttributes.copy() as! CollectionViewLayoutAttributes
        let indexPath = layoutAttributes.indexPath
        if transposed {
            preferred.size.height = Self.width(indexPath)
            if answersHeight { preferred.size.width = Self.height(indexPath) }
        } else {
            preferred.size.width = Self.width(indexPath)
            if answersHeight { preferred.size.height = Self.height(indexPath) }
        }
        return preferred
    }
}

/// The random grid's data source, its tag cells reporting their measurement.
@MainActor
final class RandomTagGridDelegate: RandomGridDelegate {
    var onMeasure: ((IndexPath) -> Void)?
    var answersHeights = false
    var transposed = false

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell = super.collectionView(collectionView, cellForItemAt: indexPath)
        (cell as? RandomTagCell)?.onMeasure = onMeasure
        (cell as? RandomTagCell)?.answersHeight = answersHeights
        (cell as? RandomTagCell)?.transposed = transposed
        return cell
    }
}
