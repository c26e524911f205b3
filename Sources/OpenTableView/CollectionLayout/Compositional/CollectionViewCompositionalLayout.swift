import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// A layout of sections made of groups of items, as UIKit's `UICollectionViewCompositionalLayout`
/// ([UICollectionViewCompositionalLayout](https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout)):
/// "A layout object that lets you combine items in highly adaptive and flexible visual
/// arrangements", where "each section is composed of groups of individual items".
///
/// Each section repeats its group to hold its items; groups are the rows of the table's height
/// model, so a section whose group has a fixed height is one uniform run whatever its item count:
/// visible items in O(log sections + visible), O(sections) memory. The section provider is asked
/// once per section when the layout prepares (UIKit asks it as it lays sections out), with the
/// collection view's content size in the environment's container.
///
/// Estimated dimensions self-size from the cells' `preferredLayoutAttributesFitting(_:)`: a group
/// whose height is estimated is a row as high as its tallest item; items of estimated width in a
/// horizontal group take their cells' widths, a group holding those that fit
/// (`CompositionalFlow.swift`). A horizontal layout (the configuration's `scrollDirection`) is
/// laid out as a vertical one of the transposed content, so there a group's estimated width and
/// the estimated heights of a vertical group's items self-size, `.leading`/`.trailing`
/// boundary items frame each section along x, and `.top`/`.bottom` ones sit above and below its
/// groups, along the section (the layout's own along the whole content).
///
/// A horizontal layout pins a section's `.leading` boundary items at the visible left edge and
/// slides its pinned `.top` and `.bottom` ones along the section to stay at that edge
/// (Compatibility/Evidence.md, "Top and bottom boundary items in a horizontal layout").
///
/// Differences from UIKit (Compatibility/API.md): in an
/// orthogonal section, estimated dimensions self-size for a
/// group of items along the section's row (or of one item) and for a group of estimated height,
/// other shapes being laid out at their estimate (`CompositionalOrthogonalRow.swift`); an
/// orthogonally scrolling
/// section is one line of groups with its own scroll offset across
/// (`CollectionViewCompositionalLayout+OrthogonalScrolling.swift`), scrolled in tests by
/// `collectionView.simulate.scrollOrthogonalSection(_:by:)`.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// The layout's configuration; setting it invalidates the layout.
    open var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }

    private let sectionProvider: (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?
    /// The geometry made by the last ``prepare()`` (unchecked for exclusivity, as the table's
    /// hot state: every answer reads it per element, and no access to it is held across a call
    /// into app code; ARCHITECTURE.md, "Unchecked exclusivity, checked").
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var grid = CompositionalGrid()
    private var gridIsCurrent = false
    /// Whether the layout was prepared scrolling horizontally: ``grid`` is then laid out along y
    /// as a vertical layout of the transposed content, and every frame it gives is transposed
    /// (``oriented(_:)``).
    final private(set) var preparedHorizontal = false
    /// The sections as the provider answered them at the last ``prepare()``.
    final var preparedSections: [CollectionLayoutSection?] = []
    private var preparedEnvironment = CompositionalEnvironment(contentSize: .zero, traitCollection: TraitCollection())
    /// The sizes self-sizing cells answered, by index path, in the collection view's coordinates:
    /// a list row's or an estimated group's height (its width in a horizontal layout), an
    /// estimated item's width and height (the table's measured heights).
    final var measuredSizes: [IndexPath: CGSize] = [:]
    /// Each orthogonally scrolling section's scroll offset across the axis, by section, as the
    /// user left it (UIKit keeps it in the section's internal scroll view); read through
    /// ``orthogonalOffset(section:)``, which keeps it in the section's range.
    final var orthogonalOffsets: [Int: CGFloat] = [:]
    /// The items whose cells answered a new size since the last ``prepare()``, by section (the
    /// first and last of them).
    private var measuredSincePrepare: [Int: ClosedRange<Int>] = [:]
    /// Whether only cells' new sizes invalidated the layout since ``grid`` was current: the next
    /// ``prepare()`` lays out again only the sections of ``measuredSincePrepare``, with the
    /// sections the provider gave (a section of items of measured lengths from its first changed
    /// row on, `CompositionalGrid.relayOutFlow`; another whole).
    private var onlyMeasuredSinceCurrent = false
    /// For each section, an item at or after the last of ``measuredSizes``' items (none after it
    /// is measured; it may be later than the last when measured items went away): the rows after
    /// it are laid out at the estimate without looking up sizes.
    private var lastMeasuredItem: [Int: Int] = [:]
    /// Whether a pass that only measured cells lays out again only their sections (the default).
    /// OpenTableView's switch for its tests and benchmarks: `false` lays every section out again,
    /// asking the provider for each, on every such pass, the way to compare the two.
    static var laysOutMeasuredSectionsAlone = true
    /// A batch update the collection view invalidated the layout for while ``grid`` was current:
    /// the next ``prepare()`` asks the provider again only for the sections it touched.
    private var pendingBatch: UpdatePlan?
    /// How far a horizontal layout's own `.top` and `.bottom` items push every section's groups
    /// from the top and from the bottom, as of the last ``prepare()`` that laid every section out.
    private var layoutAcrossDepth: (above: CGFloat, below: CGFloat) = (0, 0)
    /// How many sections the last ``prepare()`` asked the provider for and laid out. Internal,
    /// for tests that pin what a batch costs.
    final private(set) var preparedSectionCount = 0
    /// The cells' attributes of the last answer, handed out again when no one else holds them
    /// (unchecked: changed per cell of an answer, never across a call out).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var cellAttributes = CellAttributesReuse()

    /// A layout whose every section is `section`.
    public init(section: CollectionLayoutSection) {
        configuration = CollectionViewCompositionalLayoutConfiguration()
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.configuration = configuration
        sectionProvider = { _, _ in section }
        super.init()
    }

    /// A layout whose sections `sectionProvider` makes from the section's index and the
    /// environment; `nil` lays the section out empty.
    public init(sectionProvider: @escaping (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?) {
        configuration = CollectionViewCompositionalLayoutConfiguration()
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// A layout whose sections `sectionProvider` makes, with `configuration`.
    public init(
        sectionProvider: @escaping (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?,
        configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.configuration = configuration
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// A compositional layout cannot be archived in UIKit's Interface Builder; this initializer
    /// exists because the base's is required, and makes a layout of empty sections.
    public required init?(coder: NSCoder) {
        configuration = CollectionViewCompositionalLayoutConfiguration()
        sectionProvider = { _, _ in nil }
        super.init(coder: coder)
    }

    // MARK: Preparing

    /// The collection view's content area: its bounds less its adjusted content inset.
    private func containerSize(_ collectionView: CollectionView, _ bounds: CGRect) -> CGSize {
        let inset = collectionView.adjustedContentInset
        return CGSize(
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
    }

    /// Asks the section provider for every section and lays their groups out; after a batch
    /// update, only for the sections the batch touched (and those whose index changed, since the
    /// provider answers by index), the others keeping their layout.
    ///
    /// - Complexity: O(sections) plus each section's group (its cells), once; after a batch that
    ///   moves no section, O(log sections) per touched section plus its group.
    open override func prepare() {
        super.prepare()
        let measuredItems = measuredSincePrepare
        let onlyMeasured = onlyMeasuredSinceCurrent
        measuredSincePrepare = [:]
        onlyMeasuredSinceCurrent = false
        if gridIsCurrent && pendingBatch == nil {
            if onlyMeasured { relayOut(measuredItems) }
            return
        }
        let batch = pendingBatch
        pendingBatch = nil
        guard let collectionView else {
            grid = CompositionalGrid()
            return
        }
        let container = containerSize(collectionView, collectionView.bounds)
        let horizontal = configuration.scrollDirection == .horizontal
        // Cells measured at another width (another height in a horizontal layout) are estimated
        // again, as a table's rows are when its width changes.
        let across = horizontal ? \CGSize.height : \CGSize.width
        if container[keyPath: across] != preparedEnvironment.contentSize[keyPath: across] {
            measuredSizes = [:]
            lastMeasuredItem = [:]
        }
        let environment = CompositionalEnvironment(
            contentSize: container, traitCollection: collectionView.traitCollection)
        preparedEnvironment = environment
        let count = collectionView.numberOfSections
        if let batch, gridIsCurrent, horizontal == preparedHorizontal, batch.before.count == grid.sections.count,
            batch.after.count == count
        {
            prepareAfterBatch(batch, collectionView, container: container, environment: environment)
            gridIsCurrent = true
            return
        }
        preparedHorizontal = horizontal
        let layoutAcross =
            horizontal
            ? acrossStack(configuration.boundarySupplementaryItems, room: container) : (items: [], above: 0, below: 0)
        layoutAcrossDepth = (layoutAcross.above, layoutAcross.below)
        preparedSections = (0..<count).map { sectionProvider($0, environment) }
        let measured = measuredRows(collectionView, count: count)
        var sections: [CompositionalGrid.Section] = []
        sections.reserveCapacity(count)
        for (index, provided) in preparedSections.enumerated() {
            sections.append(
                gridSection(
                    provided, index: index, items: collectionView.numberOfItems(inSection: index),
                    measured: measured[index] ?? [], container: container, environment: environment))
        }
        preparedSectionCount = count
        let header = stack(configuration.boundarySupplementaryItems, top: true, room: container)
        let footer = stack(configuration.boundarySupplementaryItems, top: false, room: container)
        let paddings = layoutPaddings()
        grid = CompositionalGrid(
            width: horizontal ? container.height : container.width, sections: sections,
            interSectionSpacing: configuration.interSectionSpacing,
            header: header, footer: footer, topPadding: paddings.top, bottomPadding: paddings.bottom)
        grid.layoutAcross = layoutAcross.items
        hasListSections = grid.sections.contains { $0.listRows != nil || $0.orthogonalRow != nil }
        // A section that no longer scrolls across forgets its offset; the others keep theirs
        // (kept in range as they are read).
        orthogonalOffsets = orthogonalOffsets.filter {
            $0.key < grid.sections.count && grid.sections[$0.key].orthogonal
        }
        gridIsCurrent = true
    }

    /// The grid after cells of the sections of `measured` answered new sizes (their items'
    /// ranges), nothing else having changed: a section of items of measured lengths along its
    /// groups is laid out again from the row of its first changed item on, in place; any other
    /// such section whole, from the section the provider gave at the last preparation (the
    /// provider is not asked); the other sections are kept.
    ///
    /// - Complexity: O(items of the rows laid out again) per section of measured lengths,
    ///   O(items + measured items) per other section laid out again, O(log S) each.
    private func relayOut(_ measured: [Int: ClosedRange<Int>]) {
        var replaced: [Int: CompositionalGrid.Section] = [:]
        for (s, changed) in measured where s < grid.sections.count {
            if grid.sections[s].flow != nil && !grid.sections[s].orthogonal {
                grid.relayOutFlow(section: s, changed: changed, lastMeasured: lastMeasuredItem[s] ?? Int.max) { item in
                    self.measuredSizes[IndexPath(item: item, section: s)].map(self.gridSize)
                }
                continue
            }
            var sizes: [(Int, CGSize)] = []
            for (indexPath, size) in measuredSizes where indexPath.section == s {
                sizes.append((indexPath.item, gridSize(size)))
            }
            replaced[s] = gridSection(
                preparedSections[s], index: s, items: grid.sections[s].itemCount, measured: sizes,
                container: preparedEnvironment.contentSize, environment: preparedEnvironment)
        }
        preparedSectionCount = replaced.count
        guard !replaced.isEmpty else { return }
        let paddings = layoutPaddings()
        grid = grid.replacing(replaced, topPadding: paddings.top, bottomPadding: paddings.bottom)
    }

    /// The measured sizes by section, in the grid's coordinates (transposed in a horizontal
    /// layout), those of items that no longer exist forgotten.
    ///
    /// - Complexity: O(measured items).
    private func measuredRows(_ collectionView: CollectionView, count: Int) -> [Int: [(Int, CGSize)]] {
        var measured: [Int: [(Int, CGSize)]] = [:]
        for (indexPath, size) in measuredSizes {
            guard indexPath.section < count, indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
            else {
                measuredSizes[indexPath] = nil
                continue
            }
            measured[indexPath.section, default: []].append((indexPath.item, gridSize(size)))
        }
        return measured
    }

    /// A size in the collection view's coordinates as the grid's, or the reverse: the same in a
    /// vertical layout, transposed in a horizontal one.
    final func gridSize(_ size: CGSize) -> CGSize {
        preparedHorizontal ? CGSize(width: size.height, height: size.width) : size
    }

    /// A grouped-like list's table paddings: 35 above a first section without a header, 20 after
    /// the last (TableMetrics, as a grouped table without a table footer view).
    private func layoutPaddings() -> (top: CGFloat, bottom: CGFloat) {
        var top: CGFloat = 0
        var bottom: CGFloat = 0
        if let first = preparedSections.first??.listConfiguration, first.isGroupedLike,
            first.headerMode != .supplementary
        {
            top = TableMetrics.groupedTopPaddingWithoutFirstHeader
        }
        if let last = preparedSections.last??.listConfiguration, last.isGroupedLike {
            bottom = TableMetrics.groupedBottomPadding
        }
        return (top, bottom)
    }

    /// The grid after the batch `plan`: the provider is asked again, and the section laid out again, only for
    /// the sections the batch touched and those whose index changed; the others keep their
    /// layout. When no section moves, each re-prepared section is set in the model in place.
    private func prepareAfterBatch(
        _ plan: UpdatePlan, _ collectionView: CollectionView, container: CGSize, environment: CompositionalEnvironment
    ) {
        let oldSection = CollectionViewLayout.oldSections(of: plan)
        var touched = CollectionViewLayout.sectionsTouched(by: plan, oldSection: oldSection)
        for (s, old) in oldSection.enumerated() where old != s { touched.insert(s) }
        var provided: [CollectionLayoutSection?] = oldSection.map { old in old.flatMap { preparedSections[$0] } }
        for s in touched.sorted() { provided[s] = sectionProvider(s, environment) }
        preparedSections = provided
        var measured: [Int: [(Int, CGSize)]] = [:]
        for (indexPath, size) in measuredSizes where touched.contains(indexPath.section) {
            measured[indexPath.section, default: []].append((indexPath.item, gridSize(size)))
        }
        var replaced: [Int: CompositionalGrid.Section] = [:]
        for s in touched {
            replaced[s] = gridSection(
                provided[s], index: s, items: collectionView.numberOfItems(inSection: s), measured: measured[s] ?? [],
                container: container, environment: environment)
        }
        preparedSectionCount = replaced.count
        let paddings = layoutPaddings()
        let inPlace = oldSection.count == grid.sections.count && oldSection.indices.allSatisfy { oldSection[$0] == $0 }
        if inPlace {
            grid = grid.replacing(replaced, topPadding: paddings.top, bottomPadding: paddings.bottom)
        } else {
            let layoutAcross = grid.layoutAcross
            var sections: [CompositionalGrid.Section] = []
            sections.reserveCapacity(oldSection.count)
            for (s, old) in oldSection.enumerated() {
                if let section = replaced[s] {
                    sections.append(section)
                } else if let old {
                    sections.append(grid.sections[old])
                }
            }
            grid = CompositionalGrid(
                width: grid.width, sections: sections, interSectionSpacing: configuration.interSectionSpacing,
                header: grid.layoutHeader, footer: grid.layoutFooter, topPadding: paddings.top,
                bottomPadding: paddings.bottom)
            grid.layoutAcross = layoutAcross
        }
        hasListSections = grid.sections.contains { $0.listRows != nil || $0.orthogonalRow != nil }
        orthogonalOffsets = orthogonalOffsets.filter {
            $0.key < grid.sections.count && grid.sections[$0.key].orthogonal
        }
    }

    /// Section `index` as the grid lays it out: a list's rows, an empty section for `nil`, or its
    /// groups (a group whose height is estimated as rows measured from their cells).
    private func gridSection(
        _ provided: CollectionLayoutSection?, index: Int, items: Int, measured: [(Int, CGSize)], container: CGSize,
        environment: CompositionalEnvironment
    ) -> CompositionalGrid.Section {
        if let provided, let list = provided.listConfiguration {
            return prepareList(
                provided, list, index: index, items: items, measured: measured.map { ($0.0, $0.1.height) },
                container: container)
        }
        guard let provided else {
            return CompositionalGrid.Section(
                itemCount: 0, groupSize: .zero, cellFrames: [], insets: .zero, interGroupSpacing: 0,
                scrolling: .none, top: [], bottom: [], followsInsets: true, decorations: [])
        }
        var section = prepareSection(provided, items: items, container: container, environment: environment)
        guard section.perGroup > 0 else { return section }
        if section.orthogonal {
            section.orthogonalRow = orthogonalRow(of: provided.group, in: section, items: items, measured: measured)
            return section
        }
        // Items whose lengths along their group are estimated: the groups hold the items that
        // fit at their measured lengths (`CompositionalFlow`).
        if let flow = flow(of: provided.group, in: section, items: items, measured: measured) {
            var heights: [CGFloat] = []
            heights.reserveCapacity(flow.rowCount)
            for (row, height) in flow.rowHeights.enumerated() {
                heights.append(height + (row < flow.rowCount - 1 ? section.interGroupSpacing : 0))
            }
            section.listRows = RowHeights(heights)
            section.rowSpacing = section.interGroupSpacing
            section.flow = flow
            return section
        }
        // A group of one item whose height (width, in a horizontal layout) is estimated: its
        // instances are rows measured from their cells, as a list's (the item's height must be
        // estimated too to self-size, as UIKit asks).
        let groupSize = provided.group.layoutSize
        guard (preparedHorizontal ? groupSize.widthDimension : groupSize.heightDimension).selfSizes
        else { return section }
        let measured = measured.map { ($0.0, $0.1.height) }
        let estimate = section.groupSize.height
        let spacing = section.interGroupSpacing
        if section.perGroup == 1 {
            var rows = RowHeights(repeating: estimate + spacing, count: Swift.max(0, items - 1), estimated: true)
            if items > 0 { rows.insert(repeating: estimate, count: 1, at: items - 1, estimated: true) }
            for (row, height) in measured {
                rows.setHeight(height + (row < items - 1 ? spacing : 0), at: row, estimated: false)
            }
            section.listRows = rows
            section.rowSpacing = spacing
            return section
        }
        // A group of several items whose height is estimated: its instances are rows; each item
        // takes the height its cell answers, and a row is as high as its tallest item (with the
        // room the group leaves below it), as the group grows to fit its items.
        let n = section.perGroup
        let groups = section.groupCount
        var rows = RowHeights(repeating: estimate + spacing, count: Swift.max(0, groups - 1), estimated: true)
        if groups > 0 { rows.insert(repeating: estimate, count: 1, at: groups - 1, estimated: true) }
        var measuredGroups = Set<Int>()
        for (item, _) in measured { measuredGroups.insert(item / n) }
        let heights = Self.uniformHeights(measured, in: section, items: items, groups: measuredGroups)
        for group in measuredGroups.sorted() {
            var length: CGFloat = 0
            for (k, cell) in section.cellFrames.enumerated() {
                let item = group * n + k
                guard item < items else { break }
                let height = heights[item] ?? cell.height
                length = Swift.max(length, cell.minY + height + (estimate - cell.maxY))
            }
            rows.setHeight(length + (group < groups - 1 ? spacing : 0), at: group, estimated: false)
        }
        section.listRows = rows
        section.rowSpacing = spacing
        section.rowItems = n
        section.measuredHeights = heights
        return section
    }

    /// The heights of a section's measured items by item (`measured`), in the grid's coordinates,
    /// with the items of `groups` whose height is uniform across their siblings
    /// (`uniformAcrossSiblings(estimate:)`) as high as the highest of their siblings in their
    /// group's instance, measured or at its estimate (the section's cells are laid out with the
    /// largest estimate of each set of siblings).
    ///
    /// - Complexity: O(measured items + cells of a group × groups).
    private static func uniformHeights(
        _ measured: [(Int, CGFloat)], in section: CompositionalGrid.Section, items: Int, groups: Set<Int>
    ) -> [Int: CGFloat] {
        var heights: [Int: CGFloat] = [:]
        for (item, height) in measured { heights[item] = height }
        let sets = section.uniformSiblings
        guard !sets.isEmpty else { return heights }
        let n = section.perGroup
        for group in groups {
            var highest: [Int: CGFloat] = [:]
            for (k, set) in sets.enumerated() {
                guard let set, group * n + k < items else { continue }
                let height = heights[group * n + k] ?? section.cellFrames[k].height
                highest[set] = Swift.max(highest[set] ?? 0, height)
            }
            for (k, set) in sets.enumerated() {
                guard let set, group * n + k < items, let height = highest[set] else { continue }
                heights[group * n + k] = height
            }
        }
        return heights
    }

    /// The cells of one group laid out at their estimates, the cells whose heights are uniform
    /// across their siblings (`sets`, by cell) as high as the highest of their siblings, in the
    /// grid's coordinates.
    private static func uniformCells(_ cells: [CGRect], _ sets: [Int?]) -> [CGRect] {
        guard !sets.isEmpty else { return cells }
        var highest: [Int: CGFloat] = [:]
        for (k, set) in sets.enumerated() {
            if let set { highest[set] = Swift.max(highest[set] ?? 0, cells[k].height) }
        }
        var result = cells
        for (k, set) in sets.enumerated() {
            if let set, let height = highest[set] { result[k].size.height = height }
        }
        return result
    }

    /// The flow of a section whose group places items of estimated lengths along it, in the
    /// grid's coordinates: a horizontal group of a vertical layout (a vertical group of a
    /// horizontal one) of subitems repeated while they fit, none a group, at least one with an
    /// estimated width (height); `nil` for any other section.
    ///
    /// - Complexity: O(items).
    ///
    /// With `perGroup` (an orthogonal section's group of estimated width), each group holds that
    /// many items, and its subitems need not be estimated; a group of one subitem that holds one
    /// item may run either way.
    private func flow(
        of group: CollectionLayoutGroup, in section: CompositionalGrid.Section, items: Int, measured: [(Int, CGSize)],
        perGroup: Int? = nil
    ) -> CompositionalFlow? {
        let along: CollectionLayoutGroup.Arrangement = preparedHorizontal ? .vertical : .horizontal
        guard group.arrangement == along || (perGroup == 1 && group.subitems.count == 1), group.fixedCount == nil,
            !group.subitems.isEmpty, !group.subitems.contains(where: { $0 is CollectionLayoutGroup }),
            perGroup != nil
                || group.subitems.contains(where: {
                    (preparedHorizontal ? $0.layoutSize.heightDimension : $0.layoutSize.widthDimension).selfSizes
                })
        else { return nil }
        // The group's size as resolved in the collection view's coordinates.
        let realGroup = gridSize(section.groupSize)
        var subitems: [CompositionalFlow.Subitem] = []
        for item in group.subitems {
            let size = item.layoutSize
            let (width, height) =
                preparedHorizontal
                ? (size.heightDimension, size.widthDimension) : (size.widthDimension, size.heightDimension)
            let edges = CompositionalGroupLayout.edgeSpacing(of: item, horizontal: !preparedHorizontal)
            subitems.append(
                CompositionalFlow.Subitem(
                    size: gridSize(size.resolved(in: realGroup)), widthEstimated: width.selfSizes,
                    heightEstimated: height.selfSizes,
                    insets: preparedHorizontal ? Self.transposed(item.contentInsets) : item.contentInsets,
                    before: edges.0, after: edges.1, widthUniform: width.isUniformAcrossSiblings,
                    heightUniform: height.isUniformAcrossSiblings))
        }
        var sizes: [Int: CGSize] = [:]
        for (item, size) in measured { sizes[item] = size }
        let groupHeight = preparedHorizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
        return CompositionalFlow(
            items: items, subitems: subitems, group: section.groupSize, groupHeightEstimated: groupHeight.selfSizes,
            spacing: group.interItemSpacing?.spacing ?? 0,
            flexible: perGroup == nil && (group.interItemSpacing?.isFlexibleSpacing ?? false), measured: sizes,
            perGroup: perGroup)
    }

    /// The row of an orthogonal section whose items self-size (`CompositionalOrthogonalRow`), in
    /// the grid's coordinates, or `nil` when nothing in it is estimated, or when its shape is not
    /// one the row lays out from measured widths (a group of items along the row, or of one item;
    /// not a `count` group nor nested groups) nor of estimated height: such a section is laid out
    /// at its estimate (Compatibility/API.md).
    ///
    /// - Complexity: O(items) when the row is made.
    private func orthogonalRow(
        of group: CollectionLayoutGroup, in section: CompositionalGrid.Section, items: Int, measured: [(Int, CGSize)]
    ) -> CompositionalOrthogonalRow? {
        let size = group.layoutSize
        // The group's width along the row and its height across, in the grid's coordinates.
        let (along, across) =
            preparedHorizontal
            ? (size.heightDimension, size.widthDimension) : (size.widthDimension, size.heightDimension)
        let itemsAlong = group.subitems.contains {
            !($0 is CollectionLayoutGroup)
                && (preparedHorizontal ? $0.layoutSize.heightDimension : $0.layoutSize.widthDimension).selfSizes
        }
        if along.selfSizes || itemsAlong,
            let flow = flow(
                of: group, in: section, items: items, measured: measured,
                perGroup: along.selfSizes ? section.perGroup : nil)
        {
            return CompositionalOrthogonalRow(
                flow: flow, groupWidth: along.selfSizes ? nil : section.groupSize.width,
                spacing: section.interGroupSpacing)
        }
        guard across.selfSizes else { return nil }
        var measuredGroups = Set<Int>()
        for (item, _) in measured { measuredGroups.insert(item / section.perGroup) }
        let heights = Self.uniformHeights(
            measured.map { ($0.0, $0.1.height) }, in: section, items: items, groups: measuredGroups)
        return CompositionalOrthogonalRow(
            items: items, cells: section.cellFrames, group: section.groupSize, spacing: section.interGroupSpacing,
            measured: heights)
    }

    /// One section: its group resolved in the room between its content insets (the container's
    /// height less the insets' top and bottom for fractional heights), the group's cells laid
    /// out once, the boundary items stacked.
    private func prepareSection(
        _ section: CollectionLayoutSection, items: Int, container: CGSize, environment: CompositionalEnvironment
    ) -> CompositionalGrid.Section {
        var insets = section.contentInsets
        if !preparedHorizontal {
            // Measured from the layout margins or the readable width (`contentInsetsReference`).
            let reference = referenceInsets(of: section)
            insets.leading += reference.leading
            insets.trailing += reference.trailing
        }
        // A horizontal layout's `.top` and `.bottom` items: the section's groups are laid out
        // between them.
        var (across, above, below) =
            preparedHorizontal ? acrossStack(section.boundarySupplementaryItems, room: container) : ([], 0, 0)
        if preparedHorizontal {
            // Inside the layout's own `.top` and `.bottom` items.
            for i in across.indices {
                across[i].start += across[i].before ? layoutAcrossDepth.above : layoutAcrossDepth.below
            }
            above += layoutAcrossDepth.above
            below += layoutAcrossDepth.below
        }
        let room = CGSize(
            width: container.width - insets.leading - insets.trailing,
            height: container.height - insets.top - insets.bottom - above - below)
        let groupSize = section.group.layoutSize.resolved(in: room)
        let laidOut = CompositionalGroupLayout.layOut(
            section.group, size: groupSize, environment: environment, uniformWidths: preparedHorizontal)
        if preparedHorizontal {
            // Sections and groups run along x: laid out as a vertical layout of the transposed
            // content (the group's size, its cells and the insets swapped), transposed back as
            // they are answered. The boundary items before and after the content are the
            // `.leading` and `.trailing` ones, across the section's height; the `.top` and
            // `.bottom` ones are `across`, counted in the transposed insets.
            let boundaryRoom = CGSize(
                width: container.width,
                height: section.supplementariesFollowContentInsets ? room.height : container.height)
            var grid = CompositionalGrid.Section(
                itemCount: items, groupSize: CGSize(width: groupSize.height, height: groupSize.width),
                // Cells uniform with their siblings as high (wide, transposed back) as the
                // largest estimate among them.
                cellFrames: Self.uniformCells(laidOut.frames.map(Self.transposed), laidOut.uniformSiblings),
                insets: DirectionalEdgeInsets(
                    top: insets.leading, leading: insets.top + above, bottom: insets.trailing,
                    trailing: insets.bottom + below),
                interGroupSpacing: section.interGroupSpacing, scrolling: section.orthogonalScrollingBehavior,
                top: stack(section.boundarySupplementaryItems, top: true, room: boundaryRoom),
                bottom: stack(section.boundarySupplementaryItems, top: false, room: boundaryRoom),
                followsInsets: section.supplementariesFollowContentInsets,
                decorations: section.decorationItems.map {
                    ($0.elementKind, Self.transposed($0.contentInsets), $0.zIndex)
                })
            grid.across = across
            grid.itemSupplementaries = laidOut.supplementaryItems
            grid.uniformSiblings = laidOut.uniformSiblings
            return grid
        }
        let boundaryRoom = CGSize(
            width: section.supplementariesFollowContentInsets ? room.width : container.width, height: container.height)
        var grid = CompositionalGrid.Section(
            itemCount: items, groupSize: groupSize,
            cellFrames: Self.uniformCells(laidOut.frames, laidOut.uniformSiblings), insets: insets,
            interGroupSpacing: section.interGroupSpacing, scrolling: section.orthogonalScrollingBehavior,
            top: stack(section.boundarySupplementaryItems, top: true, room: boundaryRoom),
            bottom: stack(section.boundarySupplementaryItems, top: false, room: boundaryRoom),
            followsInsets: section.supplementariesFollowContentInsets,
            decorations: section.decorationItems.map { ($0.elementKind, $0.contentInsets, $0.zIndex) })
        grid.itemSupplementaries = laidOut.supplementaryItems
        grid.uniformSiblings = laidOut.uniformSiblings
        return grid
    }

    /// A list section, laid out as a table section of the list's appearance: rows one an item
    /// across the section, estimated at 44 (the table's automatic estimate) until measured; a
    /// grouped-like list has the grouped table's 17.5-point empty header (not above the first
    /// section, whose padding is the layout's) and footer, or one-line title heights for
    /// supplementary headers and footers (32 or 17 above the footnote line, 6 below; 6 above and
    /// 12 below a footer); a plain-like list has 28-point supplementary headers and footers and
    /// 22 points above each header (Compatibility/Evidence.md, section 1.2).
    ///
    /// - Complexity: O(1) plus O(log items) per measured row.
    private func prepareList(
        _ section: CollectionLayoutSection, _ list: CollectionLayoutListConfiguration, index: Int, items: Int,
        measured: [(Int, CGFloat)], container: CGSize
    ) -> CompositionalGrid.Section {
        var insets = section.contentInsets
        if list.appearance == .insetGrouped {
            let side = insetGroupedSideInsets()
            insets.leading += side.leading
            insets.trailing += side.trailing
        }
        let width = container.width - insets.leading - insets.trailing
        let line = Font.preferredFont(forTextStyle: .footnote).lineHeight
        var top: [CompositionalGrid.Boundary] = []
        var bottom: [CompositionalGrid.Boundary] = []
        var paddingAbove: CGFloat?
        func boundary(_ kind: String, _ height: CGFloat, _ alignment: RectAlignment) -> CompositionalGrid.Boundary {
            CompositionalGrid.Boundary(
                elementKind: kind, size: CGSize(width: width, height: height), alignment: alignment, offset: .zero,
                pinned: false, zIndex: 0, start: 0)
        }
        if list.isGroupedLike {
            if list.headerMode == .supplementary {
                let margins = TableMetrics.groupedHeaderTitleMargins
                let height = (index == 0 ? margins.firstTop : margins.top) + line + margins.bottom
                top.append(boundary(CollectionView.elementKindSectionHeader, height, .top))
            } else if index > 0 {
                insets.top += TableMetrics.groupedEmptyHeaderFooterHeight
            }
            if list.footerMode == .supplementary {
                let margins = TableMetrics.groupedFooterTitleMargins
                bottom.append(
                    boundary(CollectionView.elementKindSectionFooter, margins.top + line + margins.bottom, .bottom))
            } else {
                insets.bottom += TableMetrics.groupedEmptyHeaderFooterHeight
            }
            if !top.isEmpty, let padding = list.headerTopPadding { paddingAbove = padding }
        } else {
            if list.headerMode == .supplementary {
                top.append(
                    boundary(CollectionView.elementKindSectionHeader, TableMetrics.plainHeaderFooterHeight, .top))
                paddingAbove = list.headerTopPadding ?? TableMetrics.plainSectionHeaderTopPadding
            }
            if list.footerMode == .supplementary {
                bottom.append(
                    boundary(CollectionView.elementKindSectionFooter, TableMetrics.plainHeaderFooterHeight, .bottom))
            }
        }
        var rows = RowHeights(repeating: TableMetrics.automaticRowEstimate, count: items, estimated: true)
        for (row, height) in measured { rows.setHeight(height, at: row, estimated: false) }
        return CompositionalGrid.Section(
            itemCount: items, groupSize: CGSize(width: width, height: TableMetrics.automaticRowEstimate),
            cellFrames: [CGRect(x: 0, y: 0, width: width, height: TableMetrics.automaticRowEstimate)], insets: insets,
            interGroupSpacing: 0, scrolling: .none, top: top, bottom: bottom, followsInsets: true, decorations: [],
            listRows: rows, paddingAbove: paddingAbove)
    }

    /// The boundary items before (`top`) or after the content along the scroll axis, stacked in
    /// their order, each its size resolved against `room` (in the collection view's
    /// coordinates), in the grid's coordinates: above and below it in a vertical layout, at its
    /// leading and trailing sides in a horizontal one.
    private func stack(_ items: [CollectionLayoutBoundarySupplementaryItem], top: Bool, room: CGSize)
        -> [CompositionalGrid.Boundary]
    {
        var result: [CompositionalGrid.Boundary] = []
        var start: CGFloat = 0
        for item in items {
            guard let alignment = gridAlignment(item.alignment, before: top) else { continue }
            let size = gridSize(item.layoutSize.resolved(in: room))
            let offset = preparedHorizontal ? CGPoint(x: item.offset.y, y: item.offset.x) : item.offset
            result.append(
                CompositionalGrid.Boundary(
                    elementKind: item.elementKind, size: size, alignment: alignment, offset: offset,
                    pinned: item.pinToVisibleBounds, zIndex: item.zIndex, start: start))
            if item.extendsBoundary { start += size.height }
        }
        return result
    }

    /// A horizontal layout's `.top` and `.bottom` boundary items of a section, in their order,
    /// in the grid's coordinates: each as high as its height resolved against `room` (the
    /// collection view's content area), as wide as a fraction of the section's extent for a
    /// fractional width (worked out as it is answered), else its width resolved against `room`;
    /// stacked from the top (the bottom) by those that extend the section's boundary, an item
    /// that does not extend it overlapping the content ("whether a boundary supplementary item
    /// extends the content area of the section or layout it's attached to",
    /// [extendsBoundary](https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/extendsboundary)).
    ///
    /// Returns the items and how far those that extend the boundary push the groups from the
    /// top and from the bottom.
    private func acrossStack(_ items: [CollectionLayoutBoundarySupplementaryItem], room: CGSize)
        -> (items: [CompositionalGrid.AcrossBoundary], above: CGFloat, below: CGFloat)
    {
        var result: [CompositionalGrid.AcrossBoundary] = []
        var above: CGFloat = 0
        var below: CGFloat = 0
        for item in items where item.alignment == .top || item.alignment == .bottom {
            let before = item.alignment == .top
            let size = item.layoutSize
            let depth = size.heightDimension.resolved(in: room)
            result.append(
                CompositionalGrid.AcrossBoundary(
                    elementKind: item.elementKind, before: before, depth: depth,
                    fraction: size.widthDimension.isFractionalWidth ? size.widthDimension.dimension : nil,
                    length: size.widthDimension.resolved(in: room),
                    offset: CGPoint(x: item.offset.y, y: item.offset.x),
                    zIndex: item.zIndex, start: before ? above : below, pinned: item.pinToVisibleBounds))
            if item.extendsBoundary {
                if before { above += depth } else { below += depth }
            }
        }
        return (result, above, below)
    }

    /// A boundary item's alignment in the grid's coordinates when it stacks before the content
    /// (`before`) or after it, or `nil` when it is not in that stack. A vertical layout stacks
    /// its `.top` items (and the top corners) before the content and its `.bottom` ones after
    /// it; a horizontal layout, whose grid is the transposed content, its `.leading` items (and
    /// the leading corners) before and its `.trailing` ones after, the corner's top or bottom
    /// being the grid's leading or trailing side. A horizontal layout's `.top` and `.bottom`
    /// items are not in these stacks: they run along the section (``acrossStack(_:room:)``).
    private func gridAlignment(_ alignment: RectAlignment, before: Bool) -> RectAlignment? {
        guard preparedHorizontal else {
            let stack: [RectAlignment] =
                before ? [.top, .topLeading, .topTrailing] : [.bottom, .bottomLeading, .bottomTrailing]
            return stack.contains(alignment) ? alignment : nil
        }
        switch (alignment, before) {
        case (.leading, true): return .top
        case (.topLeading, true): return .topLeading
        case (.bottomLeading, true): return .topTrailing
        case (.trailing, false): return .bottom
        case (.topTrailing, false): return .bottomLeading
        case (.bottomTrailing, false): return .bottomTrailing
        default: return nil
        }
    }

    // MARK: Answers

    /// The content's size: the collection view's width less its adjusted content inset, and the
    /// sections' total height.
    open override var collectionViewContentSize: CGSize {
        oriented(CGRect(origin: .zero, size: grid.contentSize)).size
    }

    /// `rect` with x and y swapped (its own inverse).
    static func transposed(_ rect: CGRect) -> CGRect {
        CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    /// `insets` with the top and leading sides swapped, and the bottom and trailing ones.
    static func transposed(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(
            top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
    }

    /// A frame in the grid's coordinates as the collection view's, or the reverse: the same for a
    /// vertical layout, transposed for a horizontal one.
    final func oriented(_ rect: CGRect) -> CGRect {
        preparedHorizontal ? Self.transposed(rect) : rect
    }

    /// The cells, boundary supplementary items and decorations whose frames intersect `rect`:
    /// the layout's header, then per section met its backgrounds, its top items, its cells, its
    /// bottom items; then the layout's footer.
    ///
    /// - Complexity: O(log sections) plus the elements returned and the sections met.
    open override func layoutAttributesForElements(in asked: CGRect) -> [CollectionViewLayoutAttributes]? {
        // The rectangle in the grid's coordinates; the frames found are oriented back.
        let rect = oriented(asked)
        var result: [CollectionViewLayoutAttributes] = []
        for (index, item) in grid.layoutHeader.enumerated() {
            let frame = grid.frame(of: item, stackMinY: 0, x: 0, roomWidth: grid.width)
            if frame.intersects(rect) { result.append(boundary(item, IndexPath(item: index, section: 0), frame)) }
        }
        if !grid.layoutAcross.isEmpty { appendLayoutAcross(before: true, in: rect, to: &result) }
        let cells = grid.items(in: rect, orthogonalOffset: { self.orthogonalOffset(section: $0) })
        // Room for the cells and a few boundary items: grown from empty, the answer was copied
        // into a new buffer four times a pass.
        result.reserveCapacity(result.count + cells.count + 4)
        var next = 0
        cellAttributes.begin()
        defer { cellAttributes.end() }
        // Widened by the least amount, as the cells' search: elements touching `rect`'s edge count.
        for s in grid.sections(meeting: rect.minY.nextDown, rect.maxY.nextUp) {
            for (index, decoration) in grid.sections[s].decorations.enumerated() {
                let frame = decorationFrame(section: s, insets: decoration.insets)
                guard frame.intersects(rect) else { continue }
                let attributes = CollectionViewLayoutAttributes(
                    forDecorationViewOfKind: decoration.kind, with: IndexPath(item: index, section: s))
                attributes.frame = oriented(frame)
                attributes.zIndex = decoration.zIndex
                result.append(attributes)
            }
            for (index, item) in grid.sections[s].top.enumerated() {
                let frame = topFrame(item, section: s)
                if frame.intersects(rect) { result.append(boundary(item, IndexPath(item: index, section: s), frame)) }
            }
            if !grid.sections[s].across.isEmpty { appendAcross(before: true, section: s, in: rect, to: &result) }
            // The section's cells go straight into the answer (the handler gets them as an array
            // of their own); objects of the last answer are used again (`CellAttributesReuse`).
            let firstCell = result.count
            while next < cells.count && cells[next].0.section == s {
                result.append(
                    cellAttributes.attributes(section: s, item: cells[next].0.item, frame: oriented(cells[next].1)))
                next += 1
            }
            // The handler sees the frames as laid out and the scroll offset, as UIKit's (an
            // orthogonal section's offset across it; the collection view's otherwise); the
            // frames then move by the orthogonal offset to where the cells show.
            let scrolled = grid.sections[s].orthogonal ? orthogonalOffset(section: s) : 0
            if result.count > firstCell, s < preparedSections.count,
                let handler = preparedSections[s]?.visibleItemsInvalidationHandler
            {
                let offset =
                    grid.sections[s].orthogonal
                    ? orientedOffset(scrolled) : (collectionView?.contentOffset ?? .zero)
                handler(Array(result[firstCell...]), offset, preparedEnvironment)
            }
            if scrolled != 0 {
                let shift = orientedOffset(scrolled)
                for attributes in result[firstCell...] {
                    attributes.frame = attributes.frame.offsetBy(dx: -shift.x, dy: -shift.y)
                }
            }
            if !grid.sections[s].itemSupplementaries.isEmpty {
                appendItemSupplementaries(cells: firstCell..<result.count, section: s, in: asked, to: &result)
            }
            for (index, item) in grid.sections[s].bottom.enumerated() {
                let frame = bottomFrame(item, section: s)
                if frame.intersects(rect) { result.append(boundary(item, IndexPath(item: index, section: s), frame)) }
            }
            if !grid.sections[s].across.isEmpty { appendAcross(before: false, section: s, in: rect, to: &result) }
        }
        let footerMinY = grid.model.tableFooterMinY
        for (index, item) in grid.layoutFooter.enumerated() {
            let frame = grid.frame(of: item, stackMinY: footerMinY, x: 0, roomWidth: grid.width)
            if frame.intersects(rect) { result.append(boundary(item, IndexPath(item: index, section: 0), frame)) }
        }
        if !grid.layoutAcross.isEmpty { appendLayoutAcross(before: false, in: rect, to: &result) }
        return result
    }

    /// A horizontal layout's own `.top` (`before`) or `.bottom` items whose frames meet `rect`,
    /// numbered as the layout's header and footer are (`[0, index]`).
    private func appendLayoutAcross(before: Bool, in rect: CGRect, to result: inout [CollectionViewLayoutAttributes]) {
        var index = 0
        for item in grid.layoutAcross where item.before == before {
            let frame = grid.layoutFrame(of: item)
            if frame.intersects(rect) { result.append(acrossBoundary(item, IndexPath(item: index, section: 0), frame)) }
            index += 1
        }
    }

    /// The attributes of the item at `indexPath`, or `nil` when the layout has no such item. An
    /// orthogonal section's item is where it shows: its laid-out frame less the section's offset
    /// across (UIKit answers the laid-out frame, its cell being in the section's scroll view).
    ///
    /// - Complexity: O(log sections).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let s = indexPath.section
        guard s >= 0, s < grid.sections.count, indexPath.item >= 0, indexPath.item < grid.sections[s].itemCount,
            grid.sections[s].perGroup > 0
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        let scrolled = grid.sections[s].orthogonal ? orthogonalOffset(section: s) : 0
        attributes.frame = oriented(grid.itemFrame(item: indexPath.item, section: s).offsetBy(dx: -scrolled, dy: 0))
        return attributes
    }

    /// The attributes of the section's first boundary item of `elementKind` (index path
    /// `[section, 0]`), or `nil`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        let s = indexPath.section
        guard s >= 0, s < grid.sections.count else { return nil }
        if let item = grid.sections[s].top.first(where: { $0.elementKind == elementKind }) {
            return boundary(item, indexPath, topFrame(item, section: s))
        }
        if let item = grid.sections[s].bottom.first(where: { $0.elementKind == elementKind }) {
            return boundary(item, indexPath, bottomFrame(item, section: s))
        }
        if let item = grid.sections[s].across.first(where: { $0.elementKind == elementKind }) {
            return acrossBoundary(item, indexPath, acrossFrame(item, section: s))
        }
        if let item = itemSupplementaries(section: s, item: indexPath.item).first(where: {
            $0.elementKind == elementKind
        }), let cell = layoutAttributesForItem(at: indexPath) {
            return itemSupplementary(item, indexPath, on: cell.frame)
        }
        return nil
    }

    /// The supplementary items of the cell of `item` in section `s`: those of the item its place
    /// in the group makes; in a section whose items self-size along the group (their places
    /// follow the measured lengths), those of the group's first item that has some.
    private func itemSupplementaries(section s: Int, item: Int) -> [CollectionLayoutSupplementaryItem] {
        let all = grid.sections[s].itemSupplementaries
        guard !all.isEmpty, item >= 0 else { return [] }
        if grid.sections[s].flow != nil || grid.sections[s].orthogonalRow != nil {
            return all.first(where: { !$0.isEmpty }) ?? []
        }
        return all[item % all.count]
    }

    /// The supplementary items (badges) of the cells `result[cells]`, those whose frames meet
    /// `rect` (in the collection view's coordinates), at each cell's index path.
    private func appendItemSupplementaries(
        cells: Range<Int>, section s: Int, in rect: CGRect, to result: inout [CollectionViewLayoutAttributes]
    ) {
        for index in cells {
            let cell = result[index]
            for item in itemSupplementaries(section: s, item: cell.indexPath.item) {
                let attributes = itemSupplementary(item, cell.indexPath, on: cell.frame)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
        }
    }

    private func itemSupplementary(_ item: CollectionLayoutSupplementaryItem, _ indexPath: IndexPath, on cell: CGRect)
        -> CollectionViewLayoutAttributes
    {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.frame = item.frame(on: cell)
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// A horizontal layout's `.top` (`before`) or `.bottom` items of section `s` whose frames
    /// meet `rect` (in the grid's coordinates), each side's numbered from 0 as a vertical
    /// layout's top and bottom stacks are.
    private func appendAcross(
        before: Bool, section s: Int, in rect: CGRect, to result: inout [CollectionViewLayoutAttributes]
    ) {
        var index = 0
        for item in grid.sections[s].across where item.before == before {
            let frame = acrossFrame(item, section: s)
            if frame.intersects(rect) { result.append(acrossBoundary(item, IndexPath(item: index, section: s), frame)) }
            index += 1
        }
    }

    private func acrossBoundary(_ item: CompositionalGrid.AcrossBoundary, _ indexPath: IndexPath, _ frame: CGRect)
        -> CollectionViewLayoutAttributes
    {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.frame = oriented(frame)
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// The attributes of the section's decoration of `elementKind`, or `nil`.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        let s = indexPath.section
        guard s >= 0, s < grid.sections.count,
            let decoration = grid.sections[s].decorations.first(where: { $0.kind == elementKind })
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = oriented(decorationFrame(section: s, insets: decoration.insets))
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    /// Whether the last preparation had sections of rows measured from their cells (lists, groups
    /// of estimated items, orthogonal sections whose items self-size).
    private var hasListSections = false

    override var asksPreferredAttributes: Bool { hasListSections }

    override var scrollsHorizontally: Bool { preparedHorizontal }

    override var keepsItemsInPlaceWhileMeasuring: Bool { true }

    /// The kinds of the items' own supplementary items (``CollectionLayoutSupplementaryItem``,
    /// a badge on each cell) follow their items through a batch update: UIKit anchors them to
    /// the item, so a moved item takes its badge along and a deleted one's ends display.
    /// Boundary items and decoration views follow their sections. Read from the prepared
    /// sections' cells' supplementary items (`CompositionalGrid.Section.itemSupplementaries`).
    /// - Complexity: O(sections × cells of a section's group).
    override func supplementaryViewsFollowItems(ofKind elementKind: String) -> Bool {
        for section in grid.sections {
            for cell in section.itemSupplementaries where cell.contains(where: { $0.elementKind == elementKind }) {
                return true
            }
        }
        return false
    }

    /// Whether a self-sizing cell answered another size than it has on an estimated axis: a list
    /// row's or an estimated group's cell another height (width, in a horizontal layout), as a
    /// table's self-sizing row; an item of estimated width or height in a group of such items (or
    /// in an orthogonal section) another width or height. Other cells keep the layout's sizes.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let s = originalAttributes.indexPath.section
        guard originalAttributes.representedElementCategory == .cell, s >= 0, s < grid.sections.count,
            grid.sections[s].hasListRows || grid.sections[s].orthogonalRow != nil
        else { return false }
        // A cell of uniform size answering what it answered before: the layout has it, and the
        // cell is framed larger only to match its siblings.
        if !grid.sections[s].uniformSiblings.isEmpty || grid.sections[s].flow?.hasUniformSubitems == true
            || grid.sections[s].orthogonalRow?.hasUniformSubitems == true,
            measuredSizes[originalAttributes.indexPath] == preferredAttributes.size
        {
            return false
        }
        let preferred = gridSize(preferredAttributes.size)
        let original = gridSize(originalAttributes.size)
        if let row = grid.sections[s].orthogonalRow {
            let item = originalAttributes.indexPath.item
            guard item >= 0, item < row.frames.count else { return false }
            let axes = row.estimatedAxes(ofItem: item)
            return (axes.width && preferred.width != original.width)
                || (axes.height && preferred.height != original.height)
        }
        if let flow = grid.sections[s].flow {
            let item = originalAttributes.indexPath.item
            guard item >= 0, item < flow.frames.count else { return false }
            let axes = flow.estimatedAxes(ofItem: item)
            return (axes.width && preferred.width != original.width)
                || (axes.height && preferred.height != original.height)
        }
        return preferred.height != original.height
    }

    /// A new width invalidates the layout; a scroll does when a boundary item is pinned or a
    /// section has a `visibleItemsInvalidationHandler` ("called before each layout cycle"): the
    /// answer then follows the visible bounds, so the collection view asks for it at each pass
    /// rather than keeping one (Compatibility/Evidence.md, "The layout's answer and the visible
    /// bounds").
    /// - Complexity: O(sections).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if containerSize(collectionView, newBounds) != preparedEnvironment.contentSize { return true }
        // Plain loops: a key path used as a function is looked up at run time at each call, and
        // this runs at every scroll step.
        for section in grid.sections {
            for item in section.top where item.pinned { return true }
            for item in section.across where item.pinned { return true }
        }
        for section in preparedSections where section?.visibleItemsInvalidationHandler != nil { return true }
        return false
    }

    /// Invalidates what `context` says. The sections are kept for a bounds change that leaves
    /// the container's size as it was (a scroll with pinned headers: their frames are worked out
    /// per answer) and for a context that invalidates nothing (an offset adjustment); a batch
    /// update's context keeps them for the next ``prepare()`` to ask the provider again only for
    /// the sections it touched; anything else lays every section out again.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.isForReload {
            measuredSizes = [:]
            lastMeasuredItem = [:]
        }
        if let plan = context.batchPlan { follow(plan) }
        if let plan = context.batchPlan, !context.invalidateEverything, !context.invalidatesElements, gridIsCurrent,
            pendingBatch == nil, !preparedGeometryIsStale()
        {
            pendingBatch = plan
        } else if Self.laysOutMeasuredSectionsAlone, gridIsCurrent, pendingBatch == nil,
            Self.onlyMeasures(context, measuredSincePrepare),
            !preparedGeometryIsStale()
        {
            // Cells answered new sizes: the next preparation lays their sections out again.
            onlyMeasuredSinceCurrent = true
        } else if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatesElements
            || (context.isForBoundsChange && preparedGeometryIsStale())
        {
            gridIsCurrent = false
            pendingBatch = nil
        }
        super.invalidateLayout(with: context)
    }

    /// Whether `context` invalidates only items whose cells answered a new size since the last
    /// preparation (`measured`), as the contexts ``invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// makes.
    private static func onlyMeasures(
        _ context: CollectionViewLayoutInvalidationContext, _ measured: [Int: ClosedRange<Int>]
    ) -> Bool {
        guard let items = context.invalidatedItemIndexPaths, !items.isEmpty, context.batchPlan == nil,
            !context.invalidateEverything, !context.invalidateDataSourceCounts, !context.isForBoundsChange,
            context.invalidatedSupplementaryIndexPaths == nil, context.invalidatedDecorationIndexPaths == nil
        else { return false }
        return items.allSatisfy { measured[$0.section]?.contains($0.item) == true }
    }

    /// What the layout keeps by index path or section follows a batch update: measured heights
    /// their items (a deleted or reloaded item's is forgotten), orthogonal offsets their sections
    /// through inserts, deletes and moves (a deleted or reloaded section's is forgotten, so it
    /// starts at the start of its range, as a new section's internal scroll view would).
    ///
    /// - Complexity: O(measured rows × changes in a section + scrolled sections).
    private func follow(_ plan: UpdatePlan) {
        if !measuredSizes.isEmpty {
            var remapped: [IndexPath: CGSize] = [:]
            for (old, size) in measuredSizes where !plan.isReloaded(old) {
                if let new = plan.newIndexPath(forOld: old) { remapped[new] = size }
            }
            measuredSizes = remapped
            lastMeasuredItem = [:]
            for indexPath in remapped.keys {
                lastMeasuredItem[indexPath.section] = Swift.max(
                    lastMeasuredItem[indexPath.section] ?? 0, indexPath.item)
            }
        }
        if !orthogonalOffsets.isEmpty {
            var remapped: [Int: CGFloat] = [:]
            for (old, offset) in orthogonalOffsets
            where old < plan.sectionMap.count && !plan.reloadedSections.contains(old) {
                if let new = plan.sectionMap[old] { remapped[new] = offset }
            }
            orthogonalOffsets = remapped
        }
    }

    /// The context for a self-sizing cell: its item takes the size its cell answered on its
    /// estimated axes (a list row its height).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let indexPath = originalAttributes.indexPath
        measuredSizes[indexPath] = preferredAttributes.size
        if originalAttributes.representedElementCategory == .cell {
            let item = indexPath.item
            let range = measuredSincePrepare[indexPath.section] ?? item...item
            measuredSincePrepare[indexPath.section] =
                Swift.min(range.lowerBound, item)...Swift.max(range.upperBound, item)
            lastMeasuredItem[indexPath.section] = Swift.max(lastMeasuredItem[indexPath.section] ?? item, item)
        }
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    override func discardPreparedGeometry() {
        gridIsCurrent = false
        pendingBatch = nil
    }

    override func preparedGeometryIsStale() -> Bool {
        guard gridIsCurrent, let collectionView else { return false }
        return containerSize(collectionView, collectionView.bounds) != preparedEnvironment.contentSize
    }

    // MARK: Frames

    /// An orthogonal section's scroll offset across as a point: along x in a vertical layout,
    /// along y in a horizontal one (its groups run down).
    final func orientedOffset(_ offset: CGFloat) -> CGPoint {
        preparedHorizontal ? CGPoint(x: 0, y: offset) : CGPoint(x: offset, y: 0)
    }

    /// A top boundary item's frame; a pinned one stays at the visible top (below the adjusted
    /// content inset) while its section shows, not above its place nor past the section's
    /// content end.
    private func topFrame(_ item: CompositionalGrid.Boundary, section s: Int) -> CGRect {
        let room = grid.boundaryRoom(section: s)
        var frame = grid.frame(of: item, stackMinY: grid.model.headerMinY(s), x: room.x, roomWidth: room.width)
        if item.pinned, let collectionView {
            // The visible start along the scroll axis: its left side in a horizontal layout.
            let visibleTop =
                preparedHorizontal
                ? collectionView.bounds.minX + collectionView.adjustedContentInset.left
                : collectionView.bounds.minY + collectionView.adjustedContentInset.top
            let end = grid.model.footerMinY(s) + grid.sections[s].insets.bottom
            frame.origin.y = Swift.max(frame.minY, Swift.min(visibleTop, end - frame.height))
        }
        return frame
    }

    /// A horizontal layout's `.top` or `.bottom` item of section `s`, in the grid's coordinates;
    /// a pinned one slides along the section to stay at the visible left edge (right of the
    /// adjusted content inset) while its section shows, not before its place nor past the end of
    /// the extent it runs along, as a pinned `.leading` header stays at that edge.
    private func acrossFrame(_ item: CompositionalGrid.AcrossBoundary, section s: Int) -> CGRect {
        var frame = grid.frame(of: item, section: s)
        if item.pinned, let collectionView {
            let visibleStart = collectionView.bounds.minX + collectionView.adjustedContentInset.left
            let end = grid.acrossExtent(section: s).maxY
            frame.origin.y = Swift.max(frame.minY, Swift.min(visibleStart, end - frame.height))
        }
        return frame
    }

    private func bottomFrame(_ item: CompositionalGrid.Boundary, section s: Int) -> CGRect {
        let room = grid.boundaryRoom(section: s)
        let start = grid.model.footerMinY(s) + grid.sections[s].insets.bottom
        return grid.frame(of: item, stackMinY: start, x: room.x, roomWidth: room.width)
    }

    /// A background covers the section's content and its content insets, across the whole
    /// width, between its top and bottom boundary items, less the decoration's own insets.
    private func decorationFrame(section s: Int, insets: DirectionalEdgeInsets) -> CGRect {
        let section = grid.sections[s]
        let minY = grid.model.rowsMinY(s) - section.insets.top
        let maxY = grid.model.footerMinY(s) + section.insets.bottom
        return CompositionalGroupLayout.inset(CGRect(x: 0, y: minY, width: grid.width, height: maxY - minY), by: insets)
    }

    private func boundary(_ item: CompositionalGrid.Boundary, _ indexPath: IndexPath, _ frame: CGRect)
        -> CollectionViewLayoutAttributes
    {
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.frame = oriented(frame)
        attributes.zIndex = item.zIndex
        return attributes
    }
}
