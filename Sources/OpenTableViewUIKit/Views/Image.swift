import Foundation

/// An image without pixels, standing in for UIKit's `UIImage`.
///
/// Headless code needs an image's identity and its size (an image view sizes itself from it, a
/// cell lays its text out after it) but never its pixels. An image is therefore a name, a size and
/// how it would be drawn (``renderingMode``, a tint from ``withTintColor(_:)``, a symbol
/// configuration). There is no asset catalog on Linux, so ``init(named:)`` cannot look a size up:
/// it gives an image of size zero, and ``init(named:size:)`` lets a test or a port state the size
/// the asset has. Unlike `UIImage`, which compares by identity, two images with the same name,
/// size and drawing are equal.
///
/// SF Symbols (``init(systemName:)``): there is no symbol catalog headless either, so every
/// non-empty name gives an image, where UIKit returns `nil` for a name it does not know; a typo in
/// a symbol name shows up only on iOS. A symbol's size is zero, like an unknown asset's, unless a
/// configuration gives it a point size or a text style: then it is a square as tall as that font's
/// line height (`ceil(1.2 × pointSize)`: 21 × 21 for the 17-point body style). UIKit sizes each
/// symbol from its glyph, which varies per symbol; the scale is recorded only.
public struct Image: Sendable, Hashable {
    /// The asset or SF Symbol name the image was created with.
    public let name: String
    /// Whether ``name`` is an SF Symbol name (created with ``init(systemName:)``).
    public let isSymbolImage: Bool
    /// The size in points: zero unless given with ``init(named:size:)`` or, for a symbol, by a
    /// configuration with a point size or text style (see the type's discussion).
    public var size: CGSize {
        if let pointSize = symbolConfiguration?.effectivePointSize {
            let side = Font.systemFont(ofSize: pointSize).lineHeight
            return CGSize(width: side, height: side)
        }
        return statedSize
    }
    /// How the image is drawn, as `UIImage.renderingMode`. Default ``RenderingMode/automatic``.
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The color ``withTintColor(_:)`` gave the image, or `nil`. An OpenTableView addition for
    /// tests (UIKit keeps it private).
    public private(set) var tintColor: Color?
    /// The configuration of a symbol image, as `UIImage.symbolConfiguration`; `nil` for other
    /// images and for a symbol without one.
    public private(set) var symbolConfiguration: SymbolConfiguration?

    private let statedSize: CGSize

    /// The scale factor: pixels per point, as `UIImage.scale`. 1 unless the image was made from
    /// data or a file with a scale (`Image+Data.swift`) or by a renderer.
    public internal(set) var scale: CGFloat = 1

    /// The encoded bytes the image was made from (PNG or JPEG), or `nil`. Kept so that
    /// ``pngData()`` and ``jpegData(compressionQuality:)`` give them back, and so that images made
    /// from different bytes differ.
    package internal(set) var encoded: EncodedImage?

    /// Creates an empty image, as `UIImage()`: no name, size zero. What iOS code passes to a bar's
    /// `setBackgroundImage(_:for:)` and `shadowImage` to hide its background and shadow.
    public init() {
        self.init(named: "", size: .zero)
    }

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
        self.statedSize = size
    }

    /// Creates an SF Symbol image, as `UIImage(systemName:)`, with size zero.
    ///
    /// Returns `nil` only for an empty name; symbol names are not checked against a catalog (see
    /// the type's discussion).
    public init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        self.isSymbolImage = true
        self.statedSize = .zero
    }

    /// Creates an SF Symbol image with a configuration, as
    /// `UIImage(systemName:withConfiguration:)`; a configuration with a point size or text style
    /// sizes it (see the type's discussion).
    public init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
        symbolConfiguration = configuration
    }

    /// The image with a configuration applied, as `UIImage.withConfiguration(_:)`. The new
    /// configuration's settings replace those it specifies and keep the others, as
    /// `applying(_:)` combines them. Other images than symbols keep no configuration.
    public func withConfiguration(_ configuration: Configuration) -> Image {
        guard isSymbolImage else { return self }
        var image = self
        image.symbolConfiguration = symbolConfiguration?.applying(configuration) ?? configuration
        return image
    }

    /// The image drawn in one color, as `UIImage.withTintColor(_:)`. As in UIKit, an image in
    /// ``RenderingMode/automatic`` mode becomes ``RenderingMode/alwaysOriginal``, so the color it
    /// carries is the one drawn rather than the image view's tint.
    public func withTintColor(_ color: Color) -> Image {
        withTintColor(color, renderingMode: renderingMode == .automatic ? .alwaysOriginal : renderingMode)
    }

    /// The image drawn in one color with a rendering mode, as
    /// `UIImage.withTintColor(_:renderingMode:)`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        var image = self
        image.tintColor = color
        image.renderingMode = renderingMode
        return image
    }

    /// The image with another rendering mode, as `UIImage.withRenderingMode(_:)`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// How an image is drawn, as UIKit's `UIImage.RenderingMode`, with its raw values.
    public enum RenderingMode: Int, Sendable, Hashable {
        /// As the context decides: symbols as templates, other images as they are.
        case automatic = 0
        /// Always the image's own colors.
        case alwaysOriginal = 1
        /// Always a template, filled with the tint color.
        case alwaysTemplate = 2
    }
}
