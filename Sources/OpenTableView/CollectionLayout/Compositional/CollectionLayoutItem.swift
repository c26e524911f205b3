import Foundation

/// The smallest piece of a compositional layout, one cell, as UIKit's `NSCollectionLayoutItem`
/// ([NSCollectionLayoutItem](https://developer.apple.com/documentation/uikit/nscollectionlayoutitem)).
///
/// Its ``layoutSize`` is resolved against the group it is in; ``contentInsets`` then shrink the
/// cell inside that room ("The amount of space between the content of the item and its
/// boundaries"), and ``edgeSpacing`` adds space outside it in the group.
@preconcurrency @MainActor
open class CollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: CollectionLayoutSize
    /// The room between the item's cell and its boundaries. Default zero.
    open var contentInsets: DirectionalEdgeInsets = .zero
    /// The space outside the item in its group, before and after it. Default `nil`.
    open var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// The views attached to each of the item's cells, such as badges. Default empty.
    public private(set) var supplementaryItems: [CollectionLayoutSupplementaryItem] = []

    /// An item of `layoutSize`.
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// An item of `layoutSize` whose every cell has `supplementaryItems` attached.
    public convenience init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.init(layoutSize: layoutSize)
        self.supplementaryItems = supplementaryItems
    }
}

/// A frame a custom group gives one of its items, as UIKit's `NSCollectionLayoutGroupCustomItem`
/// ([NSCollectionLayoutGroupCustomItem](https://developer.apple.com/documentation/uikit/nscollectionlayoutgroupcustomitem)).
@preconcurrency @MainActor
public final class CollectionLayoutGroupCustomItem {
    /// The item's frame in its group's coordinates.
    public let frame: CGRect
    /// The item's stacking order. Default 0.
    public let zIndex: Int

    /// An item at `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
    }

    /// An item at `frame` with `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Items laid along a line or by a closure, as UIKit's `NSCollectionLayoutGroup`
/// ([NSCollectionLayoutGroup](https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup)).
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom, repeating
/// the subitems in order while the next one fits the group (Apple's grid samples give one item of
/// `.fractionalWidth(0.2)` and get five a row). The `count` forms size `count` items equally to fill
/// the group, ``interItemSpacing`` between them. A custom group's items are the frames its
/// closure returns. A section repeats its group to hold all of its items.
@preconcurrency @MainActor
open class CollectionLayoutGroup: CollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical, custom
    }

    let arrangement: Arrangement
    /// The items (or groups) the group lays out.
    public let subitems: [CollectionLayoutItem]
    /// For the `count` forms: exactly this many items, sized equally.
    let fixedCount: Int?
    let itemProvider: ((CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])?

    /// The space between the group's items. Default `nil` (none).
    open var interItemSpacing: CollectionLayoutSpacing?

    init(
        layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem],
        fixedCount: Int?, itemProvider: ((CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])? = nil
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.fixedCount = fixedCount
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize)
    }

    /// A group of `subitems` along a horizontal line, repeated in order while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, fixedCount: nil)
    }

    /// A group of `count` copies of `subitem` along a horizontal line, sized equally to fill it
    /// (iOS 16's spelling).
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], fixedCount: count)
    }

    /// The iOS 13 spelling of ``horizontal(layoutSize:repeatingSubitem:count:)``, which UIKit
    /// deprecates in iOS 16; not marked deprecated here, so apps that still support older
    /// systems build without warnings.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], fixedCount: count)
    }

    /// A group of `subitems` along a vertical line, repeated in order while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, fixedCount: nil)
    }

    /// A group of `count` copies of `subitem` along a vertical line, sized equally to fill it.
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], fixedCount: count)
    }

    /// The iOS 13 spelling of ``vertical(layoutSize:repeatingSubitem:count:)``, which UIKit
    /// deprecates in iOS 16; not marked deprecated here, as the horizontal one.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], fixedCount: count)
    }

    /// A group whose items are the frames `itemProvider` returns, in the group's coordinates.
    /// The closure is asked once per section when the layout prepares, and its frames repeat for
    /// every instance of the group.
    public static func custom(
        layoutSize: CollectionLayoutSize,
        itemProvider: @escaping (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .custom, subitems: [], fixedCount: nil, itemProvider: itemProvider)
    }
}
