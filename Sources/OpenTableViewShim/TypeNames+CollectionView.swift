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
    /// UIKit's `UICollectionViewFlowLayout`: OpenTableView's ``CollectionViewFlowLayout``.
    public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
#endif
