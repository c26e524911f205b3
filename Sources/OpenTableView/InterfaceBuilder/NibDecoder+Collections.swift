import Foundation
import OpenTableViewUIKit

extension NibDecoder {
    /// The layout object of a collection view, as `UICollectionView.init?(coder:)` decodes it
    /// (the `<collectionViewFlowLayout key="collectionViewLayout">` or custom layout element of
    /// the file); `nil` gives the collection view a flow layout with UIKit's defaults.
    public var collectionViewLayout: CollectionViewLayout? {
        get { values["collectionViewLayout"] as? CollectionViewLayout }
        set { values["collectionViewLayout"] = newValue }
    }

    /// The attributes of a flow layout, as `UICollectionViewFlowLayout.init?(coder:)` decodes them;
    /// `nil` keeps UIKit's defaults.
    public var flowLayout: FlowLayoutAttributes? {
        get { values["flowLayout"] as? FlowLayoutAttributes }
        set { values["flowLayout"] = newValue }
    }

    /// Creates the decoder of a collection view: its frame and layout object (created first,
    /// through `NibLoader.layout(_:_:)`).
    public convenience init(frame: CGRect? = nil, collectionViewLayout: CollectionViewLayout) {
        self.init(frame: frame)
        self.collectionViewLayout = collectionViewLayout
    }

    /// Creates the decoder of a flow layout (`<collectionViewFlowLayout>`), with the attributes
    /// Interface Builder writes for it.
    public convenience init(flowLayout: FlowLayoutAttributes) {
        self.init()
        self.flowLayout = flowLayout
    }

    /// What a `<collectionViewFlowLayout>` element sets, as the flow layout's `init?(coder:)`
    /// decodes it before an app's subclass runs its own code. Each value defaults to UIKit's
    /// (Interface Builder leaves out none of them, but the defaults keep generated code short).
    public struct FlowLayoutAttributes: Sendable, Equatable {
        /// `itemSize`. Default 50 × 50.
        public var itemSize: CGSize
        /// `estimatedItemSize` (Interface Builder's "Estimate Size": `.zero` is None,
        /// ``CollectionViewFlowLayout/automaticSize`` Automatic). Default `.zero`.
        public var estimatedItemSize: CGSize
        /// `minimumLineSpacing`. Default 10.
        public var minimumLineSpacing: CGFloat
        /// `minimumInteritemSpacing`. Default 10.
        public var minimumInteritemSpacing: CGFloat
        /// `scrollDirection`. Default vertical.
        public var scrollDirection: CollectionView.ScrollDirection
        /// `headerReferenceSize`. Default `.zero`.
        public var headerReferenceSize: CGSize
        /// `footerReferenceSize`. Default `.zero`.
        public var footerReferenceSize: CGSize
        /// `sectionInset`. Default `.zero`.
        public var sectionInset: EdgeInsets
        /// `sectionInsetReference` (the element's `sectionInsetReference="safeArea"` or
        /// `"layoutMargins"`; Compatibility/Evidence.md, "A flow layout's section inset reference in
        /// Interface Builder files"). Default `.fromContentInset`.
        public var sectionInsetReference: CollectionViewFlowLayout.SectionInsetReference

        /// Creates the attributes of a flow layout.
        public init(
            itemSize: CGSize = CGSize(width: 50, height: 50), estimatedItemSize: CGSize = .zero,
            minimumLineSpacing: CGFloat = 10, minimumInteritemSpacing: CGFloat = 10,
            scrollDirection: CollectionView.ScrollDirection = .vertical, headerReferenceSize: CGSize = .zero,
            footerReferenceSize: CGSize = .zero, sectionInset: EdgeInsets = .zero,
            sectionInsetReference: CollectionViewFlowLayout.SectionInsetReference = .fromContentInset
        ) {
            self.itemSize = itemSize
            self.estimatedItemSize = estimatedItemSize
            self.minimumLineSpacing = minimumLineSpacing
            self.minimumInteritemSpacing = minimumInteritemSpacing
            self.scrollDirection = scrollDirection
            self.headerReferenceSize = headerReferenceSize
            self.footerReferenceSize = footerReferenceSize
            self.sectionInset = sectionInset
            self.sectionInsetReference = sectionInsetReference
        }
    }
}
