import Foundation

/// One dimension of a compositional layout element, as UIKit's `NSCollectionLayoutDimension`
/// ([NSCollectionLayoutDimension](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension)):
/// a fraction of the container's width or height, an absolute number of points, or an estimate.
///
/// Estimated dimensions self-size from the cells' `preferredLayoutAttributesFitting(_:)`: a
/// group's estimated height (width, in a horizontal layout), its items' estimated widths along a
/// horizontal group, and both in orthogonal sections (Compatibility/API.md).
///
/// Difference from UIKit: an estimated dimension of a shape the layout does not measure (items of
/// nested groups along an orthogonal section's row, a boundary supplementary item) is laid out at
/// its estimate. The items of a `count` group take equal shares of it, as UIKit documents the
/// `count` forms, whatever their estimated width.
@preconcurrency @MainActor
public final class CollectionLayoutDimension {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The dimension's value: a fraction for the fractional kinds, points otherwise.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A dimension that is `fractionalWidth` times its container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(.fractionalWidth, fractionalWidth)
    }

    /// A dimension that is `fractionalHeight` times its container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(.fractionalHeight, fractionalHeight)
    }

    /// A dimension of `absoluteDimension` points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(.absolute, absoluteDimension)
    }

    /// A dimension estimated at `estimatedDimension` points, which the content changes: "The
    /// final size of the dimension is determined when the content is rendered" (where the layout
    /// measures it; see the type's differences from UIKit).
    public static func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(.estimated, estimatedDimension)
    }

    /// A dimension estimated at `estimatedDimension` points in which each item "receives as much
    /// room as it requires and grows to match the dimension of its largest sibling" (iOS 17,
    /// [uniformAcrossSiblings(estimate:)](https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/uniformacrosssiblings(estimate:))):
    /// each item of a group is measured as an estimated one, then the group's items of this
    /// dimension all take the largest of their sizes (an item not measured yet counting at its
    /// estimate).
    ///
    /// Where the layout measures it: the heights of a horizontal group's items in a group of
    /// estimated height (widths of a vertical group's, in a horizontal layout), in sections that
    /// scroll with the layout or across it, and the widths of a horizontal group's items whose
    /// widths are measured (Compatibility/API.md). Elsewhere it is laid out at the largest
    /// estimate among its siblings. The outermost group's size "shared across the entire
    /// section" is not done.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(.uniformAcrossSiblings, estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is an absolute number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate made by ``estimated(_:)`` (`false` for
    /// ``uniformAcrossSiblings(estimate:)``, which ``isUniformAcrossSiblings`` tells).
    public var isEstimated: Bool { kind == .estimated }
    /// Whether the dimension "grows to match the dimension of its largest sibling" (iOS 17): one
    /// made by ``uniformAcrossSiblings(estimate:)``.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }
    /// Whether the layout measures the dimension from the cells: an estimate, uniform across its
    /// siblings or not.
    var selfSizes: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// The points the dimension takes in a container of `container` size.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * dimension
        case .fractionalHeight: return container.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }
}

/// The width and height of a compositional layout element, as UIKit's `NSCollectionLayoutSize`
/// ([NSCollectionLayoutSize](https://developer.apple.com/documentation/uikit/nscollectionlayoutsize)).
@preconcurrency @MainActor
public final class CollectionLayoutSize {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// A size of the two dimensions.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `container` size.
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// The space between the items of a group, as UIKit's `NSCollectionLayoutSpacing`
/// ([NSCollectionLayoutSpacing](https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing)):
/// fixed, or flexible (at least the value, the group's spare room shared between its items).
@preconcurrency @MainActor
public final class CollectionLayoutSpacing {
    /// The spacing's points: exactly (fixed) or at least (flexible).
    public let spacing: CGFloat
    /// Whether the spacing is exactly ``spacing``.
    public let isFixedSpacing: Bool
    /// Whether the spacing is at least ``spacing``, growing to share the group's spare room.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    private init(_ spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points; the group's spare room is shared between its items.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(flexibleSpacing, fixed: false) }
}

/// The space around an item outside its frame, as UIKit's `NSCollectionLayoutEdgeSpacing`
/// ([NSCollectionLayoutEdgeSpacing](https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing)).
@preconcurrency @MainActor
public final class CollectionLayoutEdgeSpacing {
    /// The space before the item along the x axis, or `nil`.
    public let leading: CollectionLayoutSpacing?
    /// The space above the item, or `nil`.
    public let top: CollectionLayoutSpacing?
    /// The space after the item along the x axis, or `nil`.
    public let trailing: CollectionLayoutSpacing?
    /// The space below the item, or `nil`.
    public let bottom: CollectionLayoutSpacing?

    /// Edge spacing of the given sides.
    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
