#if !canImport(UIKit)
    import OpenTableView

    // UIKit's collection-view names. Nested names resolve through the aliased classes as in
    // UIKit (`UICollectionView.ElementCategory`, `UICollectionView.elementKindSectionHeader`).

    /// UIKit's `UICollectionView`: OpenTableView's ``CollectionView``.
    public typealias UICollectionView = CollectionView
    /// UIKit's `UICollectionViewDataSource`: OpenTableView's ``CollectionViewDataSource``.
    public typealias UICollectionViewDataSource = CollectionViewDataSource
    /// UIKit's `UICollectionViewDelegate`: OpenTableView's ``CollectionViewDelegate``.
    public typealias UICollectionViewDelegate = CollectionViewDelegate
    /// UIKit's `UICollectionViewDataSourcePrefetching`: OpenTableView's
    /// ``CollectionViewDataSourcePrefetching``.
    public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
    /// UIKit's `UICollectionReusableView`: OpenTableView's ``CollectionReusableView``.
    public typealias UICollectionReusableView = CollectionReusableView
    /// UIKit's `UICollectionViewCell`: OpenTableView's ``CollectionViewCell``.
    public typealias UICollectionViewCell = CollectionViewCell
    /// UIKit's `UICollectionViewLayout`: OpenTableView's ``CollectionViewLayout``.
    public typealias UICollectionViewLayout = CollectionViewLayout
    /// UIKit's `UICollectionViewLayoutAttributes`: OpenTableView's ``CollectionViewLayoutAttributes``.
    public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
    /// UIKit's `UICollectionViewLayoutInvalidationContext`: OpenTableView's
    /// ``CollectionViewLayoutInvalidationContext``.
    public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
    /// UIKit's `UICollectionViewFlowLayoutInvalidationContext`: OpenTableView's
    /// ``CollectionViewFlowLayoutInvalidationContext``.
    public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
    /// UIKit's `UICollectionViewUpdateItem`: OpenTableView's ``CollectionViewUpdateItem``.
    public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
    /// UIKit's `UICollectionViewFlowLayout`: OpenTableView's ``CollectionViewFlowLayout``.
    public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
    /// UIKit's `UICollectionViewDelegateFlowLayout`: OpenTableView's ``CollectionViewDelegateFlowLayout``.
    public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
    /// UIKit's `UICollectionViewCompositionalLayout`: OpenTableView's ``CollectionViewCompositionalLayout``.
    public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
    /// UIKit's `UICollectionViewCompositionalLayoutConfiguration`: OpenTableView's
    /// ``CollectionViewCompositionalLayoutConfiguration``.
    public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
    /// UIKit's `NSCollectionLayoutDimension`: OpenTableView's ``CollectionLayoutDimension``.
    public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
    /// UIKit's `NSCollectionLayoutSize`: OpenTableView's ``CollectionLayoutSize``.
    public typealias NSCollectionLayoutSize = CollectionLayoutSize
    /// UIKit's `NSCollectionLayoutSpacing`: OpenTableView's ``CollectionLayoutSpacing``.
    public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
    /// UIKit's `NSCollectionLayoutEdgeSpacing`: OpenTableView's ``CollectionLayoutEdgeSpacing``.
    public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
    /// UIKit's `NSCollectionLayoutItem`: OpenTableView's ``CollectionLayoutItem``.
    public typealias NSCollectionLayoutItem = CollectionLayoutItem
    /// UIKit's `NSCollectionLayoutGroup`: OpenTableView's ``CollectionLayoutGroup``.
    public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
    /// UIKit's `NSCollectionLayoutGroupCustomItem`: OpenTableView's ``CollectionLayoutGroupCustomItem``.
    public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
    /// UIKit's `NSCollectionLayoutSection`: OpenTableView's ``CollectionLayoutSection``.
    public typealias NSCollectionLayoutSection = CollectionLayoutSection
    /// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: OpenTableView's
    /// ``CollectionLayoutBoundarySupplementaryItem``.
    public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
    /// UIKit's `NSCollectionLayoutSupplementaryItem`: OpenTableView's
    /// ``CollectionLayoutSupplementaryItem``.
    public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
    /// UIKit's `NSCollectionLayoutAnchor`: OpenTableView's ``CollectionLayoutAnchor``.
    public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
    /// UIKit's `NSCollectionLayoutDecorationItem`: OpenTableView's ``CollectionLayoutDecorationItem``.
    public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
    /// UIKit's `NSCollectionLayoutEnvironment`: OpenTableView's ``CollectionLayoutEnvironment``.
    public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
    /// UIKit's `NSCollectionLayoutContainer`: OpenTableView's ``CollectionLayoutContainer``.
    public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
    /// UIKit's `NSRectAlignment`: OpenTableView's ``RectAlignment``.
    public typealias NSRectAlignment = RectAlignment
    /// UIKit's `UIContentInsetsReference`: OpenTableView's ``ContentInsetsReference``.
    public typealias UIContentInsetsReference = ContentInsetsReference
    /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: OpenTableView's
    /// ``CollectionLayoutSectionOrthogonalScrollingBehavior``.
    public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
        CollectionLayoutSectionOrthogonalScrollingBehavior
    /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17): OpenTableView's
    /// ``CollectionLayoutSectionOrthogonalScrollingProperties``.
    public typealias UICollectionLayoutSectionOrthogonalScrollingProperties =
        CollectionLayoutSectionOrthogonalScrollingProperties
    /// UIKit's `UICollectionLayoutListConfiguration`: OpenTableView's ``CollectionLayoutListConfiguration``.
    public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
    /// UIKit's `UICollectionViewController`: OpenTableView's ``CollectionViewController``.
    public typealias UICollectionViewController = CollectionViewController
    /// UIKit's `UICollectionViewListCell`: OpenTableView's ``CollectionViewListCell``.
    public typealias UICollectionViewListCell = CollectionViewListCell
    /// UIKit's `UICellAccessory`: OpenTableView's ``CellAccessory``.
    public typealias UICellAccessory = CellAccessory
    /// UIKit's `UIListSeparatorConfiguration`: OpenTableView's ``ListSeparatorConfiguration``.
    public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
    /// UIKit's `UICollectionViewDiffableDataSource`: OpenTableView's ``CollectionViewDiffableDataSource``.
    public typealias UICollectionViewDiffableDataSource<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    > = CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
    /// UIKit's `NSDiffableDataSourceSectionSnapshot`: OpenTableView's ``DiffableDataSourceSectionSnapshot``.
    public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> =
        DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// UIKit's `NSDiffableDataSourceTransaction`: OpenTableView's ``DiffableDataSourceTransaction``.
    public typealias NSDiffableDataSourceTransaction<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    > = DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>
    /// UIKit's `NSDiffableDataSourceSectionTransaction`: OpenTableView's ``DiffableDataSourceSectionTransaction``.
    public typealias NSDiffableDataSourceSectionTransaction<
        SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
    > = DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>
#endif
