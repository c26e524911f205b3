import Foundation

/// A view a collection view reuses, as UIKit's `UICollectionReusableView`: the base of cells and
/// of supplementary views (section headers and footers).
///
/// The collection view creates registered classes with ``init(frame:)``, gives every view its
/// reuse identifier, frames it from its layout attributes and calls ``apply(_:)``.
///
/// Difference from UIKit: ``init(frame:)`` is `required`, as the table's cell initializer is, so
/// the collection view can create a registered class from its metatype (Swift has no
/// `-[NSObject init]` lookup by class). A subclass that declares its own `init(frame:)` writes
/// `required override init(frame:)`, or `required init(frame:)` (Compatibility/Porting.md).
open class CollectionReusableView: View {
    /// The identifier the view was registered and dequeued under; `nil` for a view made directly.
    open var reuseIdentifier: String? { storedReuseIdentifier }

    /// Set by the collection view when it creates the view from a registration.
    final var storedReuseIdentifier: String?

    /// Creates a view with `frame`, as the collection view does for a registered class.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates the view from an archive, as UIKit's `init(coder:)`; reached through Interface
    /// Builder loading only. The view starts with the decoder's frame and reuse identifier (a
    /// prototype's `reuseIdentifier`), as UIKit's decodes them.
    public required init?(coder: NSCoder) {
        storedReuseIdentifier = (coder as? NibDecoder)?.reuseIdentifier
        super.init(coder: coder)
    }

    /// Called just before the collection view hands the view out again from its reuse queue.
    /// The default does nothing, as UIKit's; subclasses reset their state here and call `super`.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond the frame (which the collection view has already set).
    /// Called when the view is dequeued for an element and whenever its attributes change. The
    /// default does nothing, as UIKit documents.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's, as UIKit's
    /// `preferredLayoutAttributesFitting(_:)`
    /// ([preferredLayoutAttributesFitting(_:)](https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:))):
    /// asked when the layout sizes items from their cells (a flow layout's `estimatedItemSize`).
    /// "The default implementation of this method adjusts the size values to accommodate changes
    /// made by a self-sizing cell": a copy of `layoutAttributes` whose size is
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` of their
    /// size, both dimensions at the fitting level, as the table's self-sizing cells are measured.
    /// Subclasses override it to fix one dimension (say, the width) and call `super` or measure
    /// themselves.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        let preferred = layoutAttributes.copyForPreferredAttributes()
        preferred.size = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
        return preferred
    }
}
