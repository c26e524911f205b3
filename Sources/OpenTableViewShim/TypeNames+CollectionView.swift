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
    /// UIKit's `UICollectionReusableView`: OpenTableView's ``CollectionReusableView``.
    public typealias UICollectionReusableView = CollectionReusableView
    /// UIKit's `UICollectionViewCell`: OpenTableView's ``CollectionViewCell``.
    public typealias UICollectionViewCell = CollectionViewCell
    /// UIKit's `UICollectionViewLayout`: OpenTableView's ``CollectionViewLayout``.
    public typealias UICollectionViewLayout = CollectionViewLayout
    /// UIKit's `UICollectionViewLayoutAttributes`: OpenTableView's ``CollectionViewLayoutAttributes``.
    public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
    /// UIKit's `UICollectionViewFlowLayout`: OpenTableView's ``CollectionViewFlowLayout``.
    public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
    /// UIKit's `UICollectionViewController`: OpenTableView's ``CollectionViewController``.
    public typealias UICollectionViewController = CollectionViewController
    /// UIKit's `UICollectionViewListCell`: OpenTableView's ``CollectionViewListCell``.
    public typealias UICollectionViewListCell = CollectionViewListCell
    /// UIKit's `UICellAccessory`: OpenTableView's ``CellAccessory``.
    public typealias UICellAccessory = CellAccessory
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
