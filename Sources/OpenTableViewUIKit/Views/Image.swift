import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// An image without pixels, standing in for UIKit's `UIImage`.
///
/// Headless code needs an image's identity and its size (an image view sizes itself from it, a
/// cell lays its text out after it) but never its pixels. An image is therefore a name and a size.
/// There is no asset catalog on Linux, so ``init(named:)`` cannot look a size up: it gives an image
/// of size zero, and ``init(named:size:)`` lets a test or a port state the size the asset has.
/// Unlike `UIImage`, which compares by identity, two images with the same name and size are equal.
public struct Image: Sendable, Hashable {
    /// The asset or SF Symbol name the image was created with.
    public let name: String
    /// Whether ``name`` is an SF Symbol name (created with ``init(systemName:)``).
    public let isSymbolImage: Bool
    /// The size in points. Zero unless given with ``init(named:size:)``.
    public let size: CGSize

    /// Creates an image from an asset name, as `UIImage(named:)`, with size zero.
    ///
    /// Returns `nil` only for an empty name: without an asset catalog every other name is assumed
    /// to exist, where UIKit returns `nil` for a missing asset.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.init(named: name, size: .zero)
    }

    /// Creates an image of a known size. An OpenTableView addition: UIKit reads the size from the
    /// asset, which headless code cannot do.
    public init(named name: String, size: CGSize) {
        self.name = name
        self.isSymbolImage = false
        self.size = size
    }

    /// Creates an SF Symbol image, as `UIImage(systemName:)`, with size zero.
    ///
    /// Returns `nil` only for an empty name; symbol names are not checked against a catalog.
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        self.isSymbolImage = true
        self.size = .zero
    }
}
