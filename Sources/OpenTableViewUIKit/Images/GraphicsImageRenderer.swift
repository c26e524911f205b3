import Foundation

/// Makes images of a size by running drawing code, as UIKit's `UIGraphicsImageRenderer`.
///
/// Headless nothing is drawn: the actions run (so the code around them, and anything they
/// record, happens), and the image is an image of the renderer's size and scale, without pixels.
/// Its ``Image/pngData()`` is a valid PNG of that size in pixels with transparent pixels, so two
/// renders of the same size give equal data whatever they drew (Compatibility/Porting.md,
/// "Images"). `UIGraphicsImageRendererContext.cgContext` does not exist: there is no Core
/// Graphics on Linux.
@preconcurrency @MainActor
open class GraphicsImageRenderer {
    /// The renderer's format: its scale, opacity and range.
    public let format: GraphicsImageRendererFormat
    /// The rectangle drawn into, in points.
    public let bounds: CGRect

    /// A renderer of `size` in the default format (the main screen's scale, 3), as
    /// `UIGraphicsImageRenderer(size:)`.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of `size` in `format`, as `UIGraphicsImageRenderer(size:format:)`.
    public convenience init(size: CGSize, format: GraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` in `format`, as `UIGraphicsImageRenderer(bounds:format:)`.
    public init(bounds: CGRect, format: GraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Runs `actions` with a context and returns the image, as `image(actions:)`.
    open func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        let context = GraphicsImageRendererContext(format: format, bounds: bounds)
        actions(context)
        return context.currentImage
    }

    /// Runs `actions` and returns the image's PNG data, as `pngData(actions:)`.
    open func pngData(actions: (GraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// Runs `actions` and returns the image's JPEG data, as
    /// `jpegData(withCompressionQuality:actions:)`.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (GraphicsImageRendererContext) -> Void
    )
        -> Data
    {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

/// The scale, opacity and range of a renderer's images, as UIKit's
/// `UIGraphicsImageRendererFormat`.
@preconcurrency @MainActor
open class GraphicsImageRendererFormat {
    /// Pixels per point. ``default()`` gives the main screen's (3).
    open var scale: CGFloat
    /// Whether the images are opaque. Default `false`. Recorded only.
    open var opaque: Bool
    /// The color range. Default ``Range/automatic``. Recorded only.
    open var preferredRange: Range

    /// A format of scale 1, not opaque, as `UIGraphicsImageRendererFormat()`.
    public init() {
        self.scale = 1
        self.opaque = false
        self.preferredRange = .automatic
    }

    /// The format for the main screen, as `UIGraphicsImageRendererFormat.default()`: its scale.
    open class func `default`() -> GraphicsImageRendererFormat {
        let format = GraphicsImageRendererFormat()
        format.scale = Screen.main.scale
        return format
    }

    /// A renderer format's color range, as `UIGraphicsImageRendererFormat.Range`, with UIKit's raw
    /// values.
    public enum Range: Int, Sendable, Hashable {
        /// Decided from the device.
        case unspecified = -1
        /// Decided from the device (the default).
        case automatic = 0
        /// Extended range.
        case extended = 1
        /// Standard range.
        case standard = 2
    }
}

/// The context a renderer's actions draw into, as UIKit's `UIGraphicsImageRendererContext`.
/// Headless its drawing calls draw nothing.
@preconcurrency @MainActor
open class GraphicsImageRendererContext {
    /// The renderer's format.
    public let format: GraphicsImageRendererFormat
    private let bounds: CGRect

    init(format: GraphicsImageRendererFormat, bounds: CGRect) {
        self.format = format
        self.bounds = bounds
    }

    /// The image so far, as `currentImage`: an image of the renderer's size and scale.
    open var currentImage: Image {
        var image = Image(named: "", size: bounds.size)
        image.scale = format.scale
        return image
    }

    /// Fills `rect` with the current fill color, as `fill(_:)`. Draws nothing headless.
    open func fill(_ rect: CGRect) {}
    /// Strokes `rect`'s outline, as `stroke(_:)`. Draws nothing headless.
    open func stroke(_ rect: CGRect) {}
    /// Clips further drawing to `rect`, as `clip(to:)`. Draws nothing headless.
    open func clip(to rect: CGRect) {}
}
