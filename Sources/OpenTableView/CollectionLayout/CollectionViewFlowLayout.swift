import Foundation

/// A layout that places items in lines, as UIKit's `UICollectionViewFlowLayout`: "Items in the
/// collection view flow from one row or column (depending on the scrolling direction) to the
/// next, with each row containing as many cells as will fit"
/// ([UICollectionViewFlowLayout](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout)).
///
/// Geometry (UIKit's, pinned by `FlowLayoutGeometryTests` and the `CollectionLayout` suites): a
/// section is its header (across the whole content, the reference size's length along the scroll
/// axis), the section inset before, the lines of items ``minimumLineSpacing`` apart, the inset
/// after, then its footer. A line holds as many items as fit between the insets at least
/// ``minimumInteritemSpacing`` apart and is justified; items of a line are centered along the
/// scroll axis in the line, which is as long as its longest item. With ``scrollDirection``
/// `.horizontal` the same grid runs along x: lines are columns filled top to bottom.
///
/// Sizes and spacings come from the properties, or per section and per item from the collection
/// view's delegate when it conforms to ``CollectionViewDelegateFlowLayout``. With
/// ``estimatedItemSize`` set, items are laid out at the estimate and each cell is asked its
/// ``CollectionReusableView/preferredLayoutAttributesFitting(_:)`` when it is displayed; the
/// layout then flows again with the size it answered.
///
/// Cost: the lines are the rows of the table's height model, so a layout pass finds the visible
/// items in O(log sections + visible items), and a section of equal items keeps O(1) memory
/// whatever its number of items; a section of unequal items (the delegate's `sizeForItemAt`,
/// measured self-sized items) is flowed when the layout prepares, O(its items), as UIKit's. UIKit's
/// flow layout computes every item's attributes when it prepares.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// How UIKit's flow layout measures section insets, as `UICollectionViewFlowLayout.SectionInsetReference`
    /// ([SectionInsetReference](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninsetreference-swift.enum)).
    ///
    /// Across the scroll axis (left and right of a vertical layout's lines), `.fromSafeArea` and
    /// `.fromLayoutMargins` add to ``CollectionViewFlowLayout/sectionInset`` the part of the
    /// collection view's safe area insets, or layout margins, that its adjusted content inset does
    /// not already cover. Along the scroll axis the content inset decides, for all three
    /// (Compatibility/Evidence.md, "Flow layout section inset reference").
    public enum SectionInsetReference: Int, Sendable, Hashable {
        /// "Section insets are defined in relation to the collection view's content inset." The default.
        case fromContentInset = 0
        /// "Section insets are defined in relation to the safe area of the collection view."
        case fromSafeArea = 1
        /// "Section insets are defined in relation to the margins of the collection view."
        case fromLayoutMargins = 2
    }

    /// The value of ``estimatedItemSize`` that asks the layout to size items from their cells,
    /// as UIKit's `UICollectionViewFlowLayout.automaticSize`
    /// ([automaticSize](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/automaticsize)).
    /// Items are first laid out at ``itemSize``, then at the size their cells answer.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// The scroll direction. Default `.vertical`, as UIKit's.
    open var scrollDirection: CollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }

    /// The size of every item, unless the delegate answers `sizeForItemAt`. Default 50 × 50, as
    /// UIKit's.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
    }

    /// The size items are laid out at before their cells are measured; `.zero` (the default, as
    /// UIKit's) turns self-sizing off. ``automaticSize`` uses ``itemSize`` as the estimate. See
    /// Apple's [estimatedItemSize](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize).
    open var estimatedItemSize: CGSize = .zero {
        didSet {
            if estimatedItemSize != oldValue {
                measuredSizes = [:]
                invalidateLayout()
            }
        }
    }

    /// The least space between lines. Default 10, as UIKit's. Not applied between the header
    /// and the first line or the last line and the footer (the section insets are).
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
    }

    /// The least space between items of a line; it decides how many items fit, after which the
    /// actual spacing may be larger. Default 10, as UIKit's.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
    }

    /// The margins around each section's lines, inside its header and footer. Default zero.
    open var sectionInset: EdgeInsets = .zero {
        didSet { if sectionInset != oldValue { invalidateLayout() } }
    }

    /// What ``sectionInset`` is measured from. Default `.fromContentInset`, as UIKit's.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
    }

    /// The size of each section's header: its height when scrolling vertically, its width when
    /// scrolling horizontally (the header spans the content the other way). Default zero: no
    /// headers.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// The size of each section's footer, measured as ``headerReferenceSize``. Default zero: no
    /// footers.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// Whether a section's header stays at the top (left) of the visible bounds while its section
    /// is on screen, pushed away by the section's end. Default `false`, as UIKit's
    /// ([sectionHeadersPinToVisibleBounds](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds)).
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// Whether a section's footer stays at the bottom (right) of the visible bounds while its
    /// section is on screen. Default `false`, as UIKit's.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
    }

    /// The geometry made by the last ``prepare()`` (unchecked for exclusivity, as the table's
    /// hot state: every answer reads it per element, and no access to it is held across a call
    /// into app code; ARCHITECTURE.md, "Unchecked exclusivity, checked").
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    final var grid = FlowLayoutGrid()
    /// Set by the delegate protocol's default `sizeForItemAt`: the delegate does not size items.
    final var defaultSizeForItemAnswered = false
    /// The sizes self-sized cells answered, by index path (with ``estimatedItemSize`` set).
    final var measuredSizes: [IndexPath: CGSize] = [:]
    /// Whether ``grid`` answers for the present data and parameters: every invalidation clears
    /// it but one that follows a scroll with pinned headers or footers (the lines stand; only the
    /// pinned frames move, and they are worked out per answer).
    private var gridIsCurrent = false
    /// The cells' attributes of the last answer, handed out again when no one else holds them
    /// (unchecked: changed per cell of an answer, never across a call out).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    private var cellAttributes = CellAttributesReuse()
    /// What ``sectionInsetReference`` added to the insets when the grid was made.
    private var preparedReferenceInset = EdgeInsets.zero
    /// Whether the delegate sized items per item when the grid was made; `nil` when that was not
    /// asked (no item to ask about), so a batch's sections cannot be read alone.
    private var preparedSizesPerItem: Bool? = false
    /// A batch update the collection view invalidated the layout for while ``grid`` was current:
    /// the next ``prepare()`` reads and flows again only the sections it touched.
    private var pendingBatch: UpdatePlan?
    /// How many sections the last ``prepare()`` read and flowed (all of them, or those a batch
    /// touched). Internal, for tests that pin what a batch costs.
    final private(set) var reflowedSectionCount = 0

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Creates a flow layout from an archive, with the attributes the Interface Builder file
    /// gives (`NibDecoder.flowLayout`), else UIKit's defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        takeInterfaceBuilderAttributes(from: coder)
    }

    /// Reads the collection view's counts, size and the delegate's sizes and lays the lines out.
    ///
    /// - Complexity: O(sections) when every section's items have one size; plus O(items) of each
    ///   section whose items differ.
    open override func prepare() {
        super.prepare()
        if gridIsCurrent && pendingBatch == nil { return }
        guard let collectionView else {
            grid = FlowLayoutGrid()
            gridIsCurrent = false
            pendingBatch = nil
            return
        }
        if let plan = pendingBatch, grid.sections.count == plan.before.count, preparedSizesPerItem != nil {
            grid = updatedGrid(collectionView, plan)
        } else {
            grid = makeGrid(collectionView)
            reflowedSectionCount = grid.sections.count
        }
        pendingBatch = nil
        gridIsCurrent = true
    }

    /// The content's length across the scroll axis in `bounds`: the collection view's width
    /// (height) less its adjusted content inset on those sides.
    private func crossLength(_ collectionView: CollectionView, _ bounds: CGRect) -> CGFloat {
        let adjusted = collectionView.adjustedContentInset
        return scrollDirection == .vertical
            ? bounds.width - adjusted.left - adjusted.right : bounds.height - adjusted.top - adjusted.bottom
    }

    override func discardPreparedGeometry() {
        gridIsCurrent = false
        pendingBatch = nil
    }

    override func preparedGeometryIsStale() -> Bool {
        guard gridIsCurrent, let collectionView else { return false }
        return crossLength(collectionView, collectionView.bounds) != grid.crossLength
            || referenceInset(collectionView) != preparedReferenceInset
    }

    /// What the layout reads once per preparation, before it reads each section.
    private struct Reading {
        var delegate: CollectionViewDelegateFlowLayout?
        var estimate: CGSize?
        var sizesPerItem: Bool
        var firstAnswer: (section: Int, size: CGSize)?
        var measuredBySection: [Int: [Int: CGSize]]
        var reference: EdgeInsets
    }

    private func makeGrid(_ collectionView: CollectionView) -> FlowLayoutGrid {
        let crossLength = crossLength(collectionView, collectionView.bounds)
        let sectionCount = collectionView.numberOfSections
        let reading = read(collectionView, sectionCount: sectionCount, measuredOnly: nil)
        var inputs: [FlowLayoutGrid.SectionInput] = []
        inputs.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            inputs.append(sectionInput(section, collectionView, reading))
        }
        return FlowLayoutGrid(isVertical: scrollDirection == .vertical, crossLength: crossLength, sections: inputs)
    }

    /// The delegate, whether it sizes items (its first answer kept, so each item is asked once, as
    /// UIKit asks), the measured sizes by section (of `measuredOnly`'s sections when given) and the
    /// inset reference.
    private func read(_ collectionView: CollectionView, sectionCount: Int, measuredOnly: Set<Int>?) -> Reading {
        let reference = referenceInset(collectionView)
        preparedReferenceInset = reference
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let estimating = estimatedItemSize != .zero
        // Does the delegate size items? Its default answers the layout's own size and says so.
        var sizesPerItem = false
        var firstAnswer: (section: Int, size: CGSize)?
        var known = true
        if let delegate, !estimating {
            known = false
            if measuredOnly != nil {
                sizesPerItem = preparedSizesPerItem ?? false
                known = true
            } else if let first = (0..<sectionCount).first(where: { collectionView.numberOfItems(inSection: $0) > 0 }) {
                defaultSizeForItemAnswered = false
                collectionView.recordCall(.sizeForItem(IndexPath(item: 0, section: first)), to: delegate)
                let size = delegate.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: first))
                sizesPerItem = !defaultSizeForItemAnswered
                firstAnswer = (first, size)
                known = true
            }
        }
        preparedSizesPerItem = known ? sizesPerItem : nil
        if estimating && measuredOnly == nil {
            measuredSizes = measuredSizes.filter {
                $0.key.section < sectionCount && $0.key.item < collectionView.numberOfItems(inSection: $0.key.section)
            }
        }
        var measuredBySection: [Int: [Int: CGSize]] = [:]
        for (indexPath, size) in measuredSizes where measuredOnly?.contains(indexPath.section) ?? true {
            measuredBySection[indexPath.section, default: [:]][indexPath.item] = size
        }
        return Reading(
            delegate: delegate,
            estimate: estimating ? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize) : nil,
            sizesPerItem: sizesPerItem, firstAnswer: firstAnswer, measuredBySection: measuredBySection,
            reference: reference)
    }

    /// Section `section` as the layout reads it: its count, sizes, inset and spacings (the
    /// delegate's when it answers), its header's and footer's lengths.
    ///
    /// - Complexity: O(1), or O(its items) when the delegate sizes items or some are measured.
    private func sectionInput(_ section: Int, _ collectionView: CollectionView, _ reading: Reading)
        -> FlowLayoutGrid.SectionInput
    {
        let vertical = scrollDirection == .vertical
        let count = collectionView.numberOfItems(inSection: section)
        var inset = sectionInset
        var lineSpacing = minimumLineSpacing
        var interitemSpacing = minimumInteritemSpacing
        var header = headerReferenceSize
        var footer = footerReferenceSize
        if let delegate = reading.delegate {
            collectionView.recordCall(.insetForSection(section), to: delegate)
            inset = delegate.collectionView(collectionView, layout: self, insetForSectionAt: section)
            collectionView.recordCall(.minimumLineSpacing(section), to: delegate)
            lineSpacing = delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
            collectionView.recordCall(.minimumInteritemSpacing(section), to: delegate)
            interitemSpacing = delegate.collectionView(
                collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
            collectionView.recordCall(.referenceSizeForHeader(section), to: delegate)
            header = delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
            collectionView.recordCall(.referenceSizeForFooter(section), to: delegate)
            footer = delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
        }
        if vertical {
            inset.left += reading.reference.left
            inset.right += reading.reference.right
        } else {
            inset.top += reading.reference.top
            inset.bottom += reading.reference.bottom
        }
        var size = itemSize
        var sizes: [CGSize]?
        if let estimate = reading.estimate {
            size = estimate
            if let measured = reading.measuredBySection[section] {
                sizes = (0..<count).map { measured[$0] ?? estimate }
            }
        } else if reading.sizesPerItem, let delegate = reading.delegate {
            sizes = (0..<count).map { item in
                if item == 0, let first = reading.firstAnswer, first.section == section { return first.size }
                collectionView.recordCall(.sizeForItem(IndexPath(item: item, section: section)), to: delegate)
                return delegate.collectionView(
                    collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
            }
        }
        // A section whose items all have one size is a grid of equal items: O(1) memory and
        // justified last lines, as UIKit lays out uniform items.
        if let all = sizes, let first = all.first, all.allSatisfy({ $0 == first }) {
            size = first
            sizes = nil
        }
        return FlowLayoutGrid.SectionInput(
            itemCount: count, itemSize: size, sizes: sizes, inset: inset, lineSpacing: lineSpacing,
            interitemSpacing: interitemSpacing, headerLength: vertical ? header.height : header.width,
            footerLength: vertical ? footer.height : footer.width)
    }

    /// The grid after the batch `plan`, from the grid before it: only the sections the batch touched (items inserted, deleted, moved in or out or
    /// reloaded; sections inserted or reloaded) are read and flowed again, and, when a delegate
    /// answers per section, the sections whose index changed (its answers are by index). The
    /// others keep their lines.
    ///
    /// - Complexity: O(log S) per section read again when no section moves, O(S) otherwise,
    ///   plus the sections read again (their items when unequal) and the measured sizes.
    private func updatedGrid(_ collectionView: CollectionView, _ plan: UpdatePlan) -> FlowLayoutGrid {
        let sectionCount = plan.after.count
        let oldSection = CollectionViewLayout.oldSections(of: plan)
        var touched = CollectionViewLayout.sectionsTouched(by: plan, oldSection: oldSection)
        if collectionView.delegate is CollectionViewDelegateFlowLayout {
            for (s, old) in oldSection.enumerated() where old != s { touched.insert(s) }
        }
        let reading = read(collectionView, sectionCount: sectionCount, measuredOnly: touched)
        var inputs: [Int: FlowLayoutGrid.SectionInput] = [:]
        for s in touched.sorted() { inputs[s] = sectionInput(s, collectionView, reading) }
        reflowedSectionCount = inputs.count
        return grid.updated(oldSection: oldSection, inputs: inputs)
    }

    /// What ``sectionInsetReference`` adds to the section insets: the safe area insets or layout
    /// margins beyond the adjusted content inset, per edge; nothing for `.fromContentInset`.
    private func referenceInset(_ collectionView: CollectionView) -> EdgeInsets {
        let edges: EdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return .zero
        case .fromSafeArea: edges = collectionView.safeAreaInsets
        case .fromLayoutMargins: edges = collectionView.layoutMargins
        }
        let adjusted = collectionView.adjustedContentInset
        return EdgeInsets(
            top: Swift.max(0, edges.top - adjusted.top), left: Swift.max(0, edges.left - adjusted.left),
            bottom: Swift.max(0, edges.bottom - adjusted.bottom), right: Swift.max(0, edges.right - adjusted.right))
    }

    /// The content's size: across the scroll axis the collection view's size less its adjusted
    /// content insets; along it the sections' total length.
    open override var collectionViewContentSize: CGSize {
        grid.contentSize
    }

    /// The items, headers and footers whose frames intersect `rect`: per section met, its header,
    /// its items, its footer. Pinned headers and footers have their pinned frames.
    ///
    /// - Complexity: O(log sections) plus the elements returned and the sections met.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        let items = grid.items(in: rect)
        result.reserveCapacity(items.count + 2)
        var nextItem = 0
        // Objects of the last answer are used again (`CellAttributesReuse`).
        cellAttributes.begin()
        defer { cellAttributes.end() }
        let span = grid.mainSpan(of: rect)
        // Widened by the least amount, as the items' search: a header or footer that only
        // touches `rect`'s edge intersects it (`FlowLayoutGrid.items(in:)`).
        // Read once: an override of the class property is a dynamic call.
        let attributesClass = self.attributesClass
        for section in grid.sections(meeting: span.min.nextDown, span.max.nextUp) {
            if let frame = headerFrame(section: section), frame.intersects(rect) {
                result.append(supplementary(CollectionView.elementKindSectionHeader, section, frame))
            }
            while nextItem < items.count && items[nextItem].0.section == section {
                result.append(
                    cellAttributes.attributes(
                        section: section, item: items[nextItem].0.item, frame: items[nextItem].1, of: attributesClass))
                nextItem += 1
            }
            if let frame = footerFrame(section: section), frame.intersects(rect) {
                result.append(supplementary(CollectionView.elementKindSectionFooter, section, frame))
            }
        }
        return result
    }

    /// The attributes of the item at `indexPath`, or `nil` when the layout has no such item.
    ///
    /// - Complexity: O(log sections), plus its line's items in a section of unequal items.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let section = indexPath.section
        guard section >= 0, section < grid.sections.count, indexPath.item >= 0,
            indexPath.item < grid.sections[section].itemCount
        else { return nil }
        let attributes = attributesClass.init(forCellWith: indexPath)
        attributes.frame = grid.itemFrame(item: indexPath.item, section: section)
        return attributes
    }

    /// The attributes of a section's header or footer (index path `[section, 0]`), or `nil`
    /// when the section has none of that kind.
    ///
    /// - Complexity: O(log sections).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        let section = indexPath.section
        guard section >= 0, section < grid.sections.count else { return nil }
        let frame: CGRect?
        switch elementKind {
        case CollectionView.elementKindSectionHeader: frame = headerFrame(section: section)
        case CollectionView.elementKindSectionFooter: frame = footerFrame(section: section)
        default: frame = nil
        }
        return frame.map { supplementary(elementKind, section, $0) }
    }

    /// Whether a bounds change alters the layout: a length across the scroll axis other than the
    /// one the layout was prepared for does; a scroll does when headers or footers are pinned
    /// (their frames follow the visible bounds), as UIKit's flow layout answers.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        if crossLength(collectionView, newBounds) != grid.crossLength { return true }
        return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// The flow layout makes ``CollectionViewFlowLayoutInvalidationContext``s, as UIKit's.
    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    /// The context for a bounds change: its `invalidateFlowLayoutAttributes` is `true` when the
    /// length across the scroll axis changes (the number of items a line holds may change), as
    /// UIKit's ("the flow layout object sets this property to true when the collection view's
    /// bounds change in a way that affects the number of items in a column or row":
    /// [invalidateFlowLayoutAttributes](https://developer.apple.com/documentation/uikit/uicollectionviewflowlayoutinvalidationcontext/invalidateflowlayoutattributes));
    /// a scroll with pinned headers or footers invalidates nothing else (their frames follow the
    /// visible bounds and are worked out per answer).
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? CollectionViewFlowLayoutInvalidationContext, let collectionView {
            flow.invalidateFlowLayoutAttributes = crossLength(collectionView, newBounds) != grid.crossLength
        }
        return context
    }

    /// The context for a self-sized cell that answered another size: the layout takes the size
    /// (the item is laid out at it from the next ``prepare()``) and the context invalidates the
    /// item and the layout's attributes.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        if preferredAttributes.representedElementCategory == .cell {
            measuredSizes[originalAttributes.indexPath] = preferredAttributes.size
        }
        (context as? CollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutAttributes = true
        return context
    }

    /// Invalidates what `context` says. The lines are kept when it invalidates nothing they
    /// depend on (a scroll with pinned headers, an offset adjustment); a batch update's context
    /// keeps them for the next ``prepare()`` to flow again only the sections it touched; anything
    /// else (everything, the data source counts, elements, the delegate's metrics, the layout's
    /// attributes) makes the next ``prepare()`` flow every section.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.isForReload { measuredSizes = [:] }
        // Measured sizes follow their items through a batch (a deleted or reloaded item's is
        // forgotten: its new cell is measured).
        if let plan = context.batchPlan, !measuredSizes.isEmpty {
            var remapped: [IndexPath: CGSize] = [:]
            for (old, size) in measuredSizes where !plan.isReloaded(old) {
                if let new = plan.newIndexPath(forOld: old) { remapped[new] = size }
            }
            measuredSizes = remapped
        }
        let flow = context as? CollectionViewFlowLayoutInvalidationContext
        if let plan = context.batchPlan, !context.invalidateEverything, !context.invalidatesElements,
            flow?.invalidateFlowLayoutDelegateMetrics != true, flow?.invalidateFlowLayoutAttributes != true,
            gridIsCurrent, pendingBatch == nil, !preparedGeometryIsStale()
        {
            pendingBatch = plan
        } else if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatesElements
            || flow?.invalidateFlowLayoutDelegateMetrics == true || flow?.invalidateFlowLayoutAttributes == true
        {
            gridIsCurrent = false
            pendingBatch = nil
        }
        super.invalidateLayout(with: context)
    }

    /// Whether a cell's preferred attributes differ in size from the layout's: with
    /// ``estimatedItemSize`` set, a cell that answers another size makes the layout flow again.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.representedElementCategory == .cell
            && preferredAttributes.size != originalAttributes.size
    }

    override var asksPreferredAttributes: Bool { estimatedItemSize != .zero }

    override var scrollsHorizontally: Bool { scrollDirection == .horizontal }

    // MARK: Headers and footers

    /// The visible bounds' span along the scroll axis, inside the adjusted content inset: where
    /// pinned headers and footers stay.
    private func visibleSpan() -> (min: CGFloat, max: CGFloat)? {
        guard let collectionView else { return nil }
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        return scrollDirection == .vertical
            ? (bounds.minY + inset.top, bounds.maxY - inset.bottom)
            : (bounds.minX + inset.left, bounds.maxX - inset.right)
    }

    /// The header's frame, or `nil` when its length is 0 (UIKit then has no header element).
    /// Pinned, it stays at the start of the visible bounds, but not before its own place nor so
    /// far that it passes its section's end (the start of its footer).
    private func headerFrame(section s: Int) -> CGRect? {
        let (natural, length) = grid.headerSpan(section: s)
        guard length > 0 else { return nil }
        var start = natural
        if sectionHeadersPinToVisibleBounds, let visible = visibleSpan() {
            let end = grid.footerSpan(section: s).min
            start = Swift.max(natural, Swift.min(visible.min, end - length))
        }
        return grid.supplementaryFrame(min: start, length: length)
    }

    /// The footer's frame, or `nil` when its length is 0. Pinned, it stays at the end of the
    /// visible bounds, but not after its own place nor before its section's lines start.
    private func footerFrame(section s: Int) -> CGRect? {
        let (natural, length) = grid.footerSpan(section: s)
        guard length > 0 else { return nil }
        var start = natural
        if sectionFootersPinToVisibleBounds, let visible = visibleSpan() {
            let header = grid.headerSpan(section: s)
            start = Swift.min(natural, Swift.max(visible.max - length, header.min + header.length))
        }
        return grid.supplementaryFrame(min: start, length: length)
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = attributesClass.init(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}
