import Foundation

/// A layout that places items in lines, as UIKit's `UICollectionViewFlowLayout`: vertically
/// scrolling, every item ``itemSize``, with section insets, line and interitem spacing, and
/// section headers and footers of the reference sizes.
///
/// Geometry (UIKit's, pinned by `FlowLayoutGeometryTests`): a section is its header (the content's
/// full width, ``headerReferenceSize``'s height), ``sectionInset``'s top, the lines of items
/// ``minimumLineSpacing`` apart, the inset's bottom, then its footer. A line holds as many items
/// as fit between the left and right insets at least ``minimumInteritemSpacing`` apart, and is
/// justified: the spacing grows so the first item touches the left inset and the last the right;
/// a line of one item is centered.
///
/// The lines are the rows of the table's height model, so a layout pass finds the visible items
/// in O(log sections + visible items), and the layout keeps O(sections) memory whatever the
/// number of items; UIKit's flow layout computes every item's attributes when it prepares.
///
/// Not yet: horizontal scrolling, estimated and automatic sizes, the delegate's per-section and
/// per-item sizes (`UICollectionViewDelegateFlowLayout`), `sectionInsetReference` other than
/// `.fromContentInset`, pinned headers and footers (ARCHITECTURE.md, "The collection view").
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The size of every item. Default 50 × 50, as UIKit's.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { if itemSize != oldValue { invalidateLayout() } }
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

    /// The size of each section's header; only the height counts when scrolling vertically
    /// (the header spans the content's width). Default zero: no headers.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// The size of each section's footer; only the height counts when scrolling vertically.
    /// Default zero: no footers.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
    }

    /// The geometry made by the last ``prepare()``.
    final var grid = FlowLayoutGrid()

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Creates a flow layout from an archive, with UIKit's defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Reads the collection view's item counts and width and lays the lines out.
    ///
    /// - Complexity: O(sections).
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            grid = FlowLayoutGrid()
            return
        }
        let sectionCount = collectionView.numberOfSections
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount { counts.append(collectionView.numberOfItems(inSection: section)) }
        let inset = collectionView.contentInset
        grid = FlowLayoutGrid(
            width: collectionView.bounds.width - inset.left - inset.right, itemCounts: counts, itemSize: itemSize,
            lineSpacing: minimumLineSpacing, interitemSpacing: minimumInteritemSpacing, inset: sectionInset,
            headerHeight: headerReferenceSize.height, footerHeight: footerReferenceSize.height)
    }

    /// The content's width (the collection view's, less its content insets) and the sections'
    /// total height.
    open override var collectionViewContentSize: CGSize {
        CGSize(width: grid.width, height: grid.contentHeight)
    }

    /// The items, headers and footers whose frames intersect `rect`: per section met, its header,
    /// its items, its footer.
    ///
    /// - Complexity: O(log sections) plus the elements returned and the sections met.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        let items = grid.items(in: rect)
        var nextItem = 0
        for section in grid.sections(meeting: rect.minY, rect.maxY) {
            if let frame = grid.headerFrame(section: section), frame.intersects(rect) {
                result.append(supplementary(CollectionView.elementKindSectionHeader, section, frame))
            }
            while nextItem < items.count && items[nextItem].0.section == section {
                let attributes = CollectionViewLayoutAttributes(forCellWith: items[nextItem].0)
                attributes.frame = items[nextItem].1
                result.append(attributes)
                nextItem += 1
            }
            if let frame = grid.footerFrame(section: section), frame.intersects(rect) {
                result.append(supplementary(CollectionView.elementKindSectionFooter, section, frame))
            }
        }
        return result
    }

    /// The attributes of the item at `indexPath`, or `nil` when the layout has no such item.
    ///
    /// - Complexity: O(log sections).
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let section = indexPath.section
        guard section >= 0, section < grid.sections.count, indexPath.item >= 0,
            indexPath.item < grid.sections[section].itemCount
        else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
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
        case CollectionView.elementKindSectionHeader: frame = grid.headerFrame(section: section)
        case CollectionView.elementKindSectionFooter: frame = grid.footerFrame(section: section)
        default: frame = nil
        }
        return frame.map { supplementary(elementKind, section, $0) }
    }

    /// Whether a bounds change alters the lines: a width other than the one the layout was
    /// prepared for does; a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let inset = collectionView.contentInset
        return newBounds.width - inset.left - inset.right != grid.width
    }

    private func supplementary(_ kind: String, _ section: Int, _ frame: CGRect) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }
}
