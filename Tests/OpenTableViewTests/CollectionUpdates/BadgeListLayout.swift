import Foundation

@testable import OpenTableView

/// An app's own layout, written as apps write one before compositional layouts: 44-point rows
/// under a 30-point section header, each row with a 30 × 30 "Badge" supplementary view at its
/// trailing edge. It tells the collection view which badges a batch deletes and inserts (the
/// index paths of its deleted and inserted items), as Apple's documentation asks of a layout
/// whose supplementary views come and go with its items, and logs what it is asked.
final class BadgeListLayout: CollectionViewLayout {
    static let badgeKind = "Badge"

    var log: [String] = []
    /// Whether the layout answers its deleted and inserted badges (an app that forgot to).
    var answersBadgeUpdates = true
    /// Whether the badges belong to their items (as a compositional item's supplementary items),
    /// which only a built-in layout can say in UIKit.
    var badgesFollowItems = false

    /// The index paths the appearing and disappearing item hooks were asked for since the
    /// thrash run last emptied them, and how many of those calls came outside a batch update.
    var appearingItems: [IndexPath] = []
    var disappearingItems: [IndexPath] = []
    var hooksOutsideUpdates = 0
    private var isUpdating = false

    private var rows: [[CGFloat]] = []
    private var height: CGFloat = 0
    private var deletedBadges: [IndexPath] = []
    private var insertedBadges: [IndexPath] = []

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        rows = []
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            y += 30
            var tops: [CGFloat] = []
            for _ in 0..<collectionView.numberOfItems(inSection: section) {
                tops.append(y)
                y += 44
            }
            rows.append(tops)
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result: [CollectionViewLayoutAttributes] = []
        for section in rows.indices {
            let header = headerAttributes(section)
            if header.frame.intersects(rect) { result.append(header) }
            for item in rows[section].indices {
                let indexPath = IndexPath(item: item, section: section)
                guard let cell = layoutAttributesForItem(at: indexPath), cell.frame.intersects(rect) else { continue }
                result.append(cell)
                result.append(badgeAttributes(indexPath))
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section < rows.count, indexPath.item < rows[indexPath.section].count else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: rows[indexPath.section][indexPath.item], width: width, height: 44)
        return attributes
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.section < rows.count else { return nil }
        if elementKind == CollectionView.elementKindSectionHeader { return headerAttributes(indexPath.section) }
        guard elementKind == Self.badgeKind, indexPath.item < rows[indexPath.section].count else { return nil }
        return badgeAttributes(indexPath)
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        isUpdating = true
        log.append("prepare(forCollectionViewUpdates:)")
        deletedBadges = []
        insertedBadges = []
        for update in updateItems {
            switch update.updateAction {
            case .delete:
                if let indexPath = update.indexPathBeforeUpdate, indexPath.item != NSNotFound {
                    deletedBadges.append(indexPath)
                }
            case .insert:
                if let indexPath = update.indexPathAfterUpdate, indexPath.item != NSNotFound {
                    insertedBadges.append(indexPath)
                }
            default:
                break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        isUpdating = false
        log.append("finalizeCollectionViewUpdates()")
    }

    // A row fades in and out, as list screens animate theirs.
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        if !isUpdating { hooksOutsideUpdates += 1 }
        appearingItems.append(itemIndexPath)
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        if !isUpdating { hooksOutsideUpdates += 1 }
        disappearingItems.append(itemIndexPath)
        return nil
    }

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToDelete(\(BadgeRecorder.shortName(elementKind)))")
        return elementKind == Self.badgeKind && answersBadgeUpdates ? deletedBadges : []
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        log.append("indexPathsToInsert(\(BadgeRecorder.shortName(elementKind)))")
        return elementKind == Self.badgeKind && answersBadgeUpdates ? insertedBadges : []
    }

    override func supplementaryViewsFollowItems(ofKind elementKind: String) -> Bool {
        badgesFollowItems && elementKind == Self.badgeKind
    }

    private var width: CGFloat { collectionView?.bounds.width ?? 0 }

    private func headerAttributes(_ section: Int) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            with: IndexPath(item: 0, section: section))
        attributes.frame = CGRect(x: 0, y: (rows[section].first ?? sectionEnd(section)) - 30, width: width, height: 30)
        return attributes
    }

    private func sectionEnd(_ section: Int) -> CGFloat {
        var y: CGFloat = 0
        for index in 0...section { y += 30 + CGFloat(rows[index].count) * 44 }
        return y
    }

    private func badgeAttributes(_ indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: Self.badgeKind, with: indexPath)
        attributes.frame = CGRect(x: width - 37, y: rows[indexPath.section][indexPath.item] + 7, width: 30, height: 30)
        attributes.zIndex = 1
        return attributes
    }
}

/// The data source and delegate of a badge list: items by name per section; the cells and the
/// badges show their item's name; every display call is logged.
final class BadgeRecorder: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var sections: [[String]]
    var log: [String] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    static func shortName(_ kind: String) -> String {
        kind == CollectionView.elementKindSectionHeader ? "Header" : kind
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        log.append("cellForItemAt(\(indexPath.section)-\(indexPath.item))")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let name = Self.shortName(kind)
        log.append("viewFor(\(name) \(indexPath.section)-\(indexPath.item))")
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: name, for: indexPath)
        (view as? BadgeView)?.title =
            kind == BadgeListLayout.badgeKind ? sections[indexPath.section][indexPath.item] : "§\(indexPath.section)"
        return view
    }

    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        log.append("willDisplay(\(Self.shortName(elementKind)) \(indexPath.section)-\(indexPath.item))")
    }

    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        log.append("didEndDisplaying(\(Self.shortName(elementKind)) \(indexPath.section)-\(indexPath.item))")
    }
}

/// A badge or header showing a title.
final class BadgeView: CollectionReusableView {
    var title = ""

    required init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }
}
