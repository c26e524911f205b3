import Foundation

/// Where and how one element of a collection view appears, as UIKit's
/// `UICollectionViewLayoutAttributes`: a cell, or a supplementary view of a kind, at an index path.
///
/// `frame`, `center`, `size` and `bounds` are views of one rectangle, as in UIKit: setting one
/// moves the others. Transforms are not modelled.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
    // The stored values are `@exclusivity(unchecked)`, as the table's hot state
    // (ARCHITECTURE.md, "Unchecked exclusivity, checked"): a layout pass reads them for every
    // element on screen, and reading them holds no access across other code.

    /// The element's frame in the collection view's content coordinates.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var frame: CGRect = .zero
    /// The element's index path.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var indexPath: IndexPath
    /// Whether the element is a cell or a supplementary view.
    public let representedElementCategory: CollectionView.ElementCategory
    /// The kind of a supplementary view (for example ``CollectionView/elementKindSectionHeader``);
    /// `nil` for a cell, as in UIKit.
    public let representedElementKind: String?
    /// The element's opacity. Default 1.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var alpha: CGFloat = 1
    /// The element's stacking order; higher is in front. Default 0.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var zIndex = 0
    /// Whether the element is hidden. Default `false`.
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var isHidden = false
    /// The element's transform, as UIKit's `transform`; the collection view sets it on the
    /// element's view when it applies the attributes. Default ``CGAffineTransform/identity``.
    /// Difference from UIKit: nothing is drawn headless, so it changes neither the frame nor
    /// hit-testing (``View/transform``).
    #if !OPENTABLEVIEW_CHECK_EXCLUSIVITY
        @exclusivity(unchecked)
    #endif
    open var transform = CGAffineTransform.identity

    /// The center of ``frame``; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of ``frame``; setting it keeps the center, as UIKit's.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// A copy of these attributes, as UIKit's `copy()` (the attributes are `NSCopying` there):
    /// ``copy(with:)``'s, so a subclass that overrides either is copied whole.
    open func copy() -> Any {
        copy(with: nil)
    }

    /// A copy of these attributes, as UIKit's `copy(with:)` (`NSCopying`): an object of the same
    /// class with the same kind, index path, frame, alpha, z-index, hidden flag and transform. A subclass that
    /// adds values overrides it, calls `super.copy(with: zone)` and copies its own, as on iOS (a
    /// custom layout's attributes with a photo height).
    open func copy(with zone: NSZone? = nil) -> Any {
        copiedValues()
    }

    /// Whether `object` is attributes of the same class describing the same element the same way,
    /// as UIKit's `isEqual(_:)`: kind, category, index path, frame, alpha, z-index, hidden flag and
    /// transform.
    /// A subclass that adds values overrides it, compares its own and calls `super.isEqual(_:)`.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.indexPath == indexPath
            && other.frame == frame && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.transform == transform
    }

    /// The attributes a self-sizing cell is asked to adjust: a copy, as ``copy()`` makes it,
    /// typed. A subclass's own ``copy()`` (which copies the values it adds) is used when the
    /// attributes are of a subclass; the base's is called directly, without the cast from `Any`
    /// (a run-time cast, a tenth of a list cell's self-sizing).
    final func copyForPreferredAttributes() -> CollectionViewLayoutAttributes {
        if type(of: self) == CollectionViewLayoutAttributes.self { return copiedValues() }
        return copy() as! CollectionViewLayoutAttributes
    }

    /// A new object of this class with the same element, frame, alpha, z-index, hidden flag and
    /// transform.
    private func copiedValues() -> CollectionViewLayoutAttributes {
        let copy: CollectionViewLayoutAttributes
        if let kind = representedElementKind, representedElementCategory == .decorationView {
            copy = type(of: self).init(forDecorationViewOfKind: kind, with: indexPath)
        } else if let kind = representedElementKind {
            copy = type(of: self).init(forSupplementaryViewOfKind: kind, with: indexPath)
        } else {
            copy = type(of: self).init(forCellWith: indexPath)
        }
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.transform = transform
        return copy
    }

    /// Attributes for the cell at `indexPath`, as UIKit's `init(forCellWith:)`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`, as UIKit's
    /// `init(forDecorationViewOfKind:with:)`.
    public required init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`, as UIKit's
    /// `init(forSupplementaryViewOfKind:with:)`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
}
