import Foundation

/// Images from bytes and files, and their PNG and JPEG data.
///
/// Headless an image is its size, scale and bytes. An image made from PNG or JPEG data reads its
/// size in pixels from the header and keeps the bytes; its size in points is the pixel size
/// divided by its scale, as `UIImage.size` is. Nothing decodes or draws pixels:
/// ``pngData()`` and ``jpegData(compressionQuality:)`` give back the bytes the image was made from
/// when they are in that format, and otherwise a valid file of the image's pixel size whose pixels
/// are blank (transparent for PNG, mid-gray for JPEG) where UIKit would encode the drawn pixels.
/// Equal images therefore give equal data, and images of the same size from no bytes (rendered,
/// named, symbols) give the same data, where UIKit's would differ by their pixels
/// (Compatibility/Porting.md, "Images").
extension Image {
    /// Creates an image from PNG or JPEG bytes, as `UIImage(data:)`, at scale 1; `nil` when the
    /// bytes are neither (UIKit also decodes GIF, HEIC, TIFF… which are not read here).
    public init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Creates an image from PNG or JPEG bytes at `scale`, as `UIImage(data:scale:)`: its size in
    /// points is the pixel size divided by `scale`.
    public init?(data: Data, scale: CGFloat) {
        guard let encoded = EncodedImage(data) else { return nil }
        self.init(encoded: encoded, scale: scale, name: "")
    }

    /// Creates an image from the file at `path`, as `UIImage(contentsOfFile:)`: `nil` when the file
    /// cannot be read or is not a PNG or JPEG. A file named with `@2x` or `@3x` before its
    /// extension has that scale, as UIKit reads it.
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path), let encoded = EncodedImage(data) else {
            return nil
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.init(encoded: encoded, scale: Image.scale(inFileName: name), name: name)
    }

    /// Creates an image from a bundle's resources, as `UIImage(named:in:with:)`.
    ///
    /// Without an asset catalog, the bundle's resource files are looked up: `name.png`,
    /// `name@3x.png`, `name@2x.png`, `name.jpg`, `name.jpeg` (the first found gives the size and
    /// scale). When none is found the image is as ``init(named:)`` gives it (size zero), since
    /// the name may be an asset-catalog entry. `nil` only for an empty name. The configuration is
    /// kept for symbol images only, as ``withConfiguration(_:)`` does.
    public init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        guard !name.isEmpty else { return nil }
        let bundle = bundle ?? .main
        let candidates = [
            (name, "png"), ("\(name)@3x", "png"), ("\(name)@2x", "png"), (name, "jpg"), (name, "jpeg"),
        ]
        for (resource, type) in candidates {
            if let path = bundle.path(forResource: resource, ofType: type),
                let data = FileManager.default.contents(atPath: path), let encoded = EncodedImage(data)
            {
                self.init(encoded: encoded, scale: Image.scale(inFileName: resource), name: name)
                return
            }
        }
        self.init(named: name, size: .zero)
    }

    /// Creates an image from a bundle's resources, as `UIImage(named:in:compatibleWith:)`; see
    /// ``init(named:in:with:)``. The trait collection is not consulted.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(named: name, in: bundle, with: nil)
    }

    package init(encoded: EncodedImage, scale: CGFloat, name: String) {
        let scale = scale > 0 ? scale : 1
        self.init(
            named: name,
            size: CGSize(width: CGFloat(encoded.pixelWidth) / scale, height: CGFloat(encoded.pixelHeight) / scale))
        self.scale = scale
        self.encoded = encoded
    }

    /// The image as PNG data, as `UIImage.pngData()`: the bytes it was made from when they are a
    /// PNG, otherwise a valid PNG of its size in pixels (size × scale, rounded up) with blank
    /// pixels; `nil` for an image of size zero, which has no bitmap (as UIKit's `nil` for an image
    /// without a `CGImage`).
    public func pngData() -> Data? {
        if let encoded, encoded.format == .png { return encoded.bytes }
        guard let (width, height) = pixelSize else { return nil }
        return PNGFormat.encodeTransparent(width: width, height: height)
    }

    /// The image as JPEG data, as `UIImage.jpegData(compressionQuality:)`: the bytes it was made
    /// from when they are a JPEG, otherwise a valid baseline JPEG of its size in pixels with blank
    /// (mid-gray) pixels; `nil` for an image of size zero. The quality changes nothing, as
    /// nothing is compressed.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        if let encoded, encoded.format == .jpeg { return encoded.bytes }
        guard let (width, height) = pixelSize else { return nil }
        return JPEGFormat.encodeGray(width: width, height: height)
    }

    /// The size in pixels: the header's for an image from bytes, otherwise size × scale rounded
    /// up; `nil` when either is zero.
    private var pixelSize: (Int, Int)? {
        if let encoded { return (encoded.pixelWidth, encoded.pixelHeight) }
        let width = Int((size.width * scale).rounded(.up))
        let height = Int((size.height * scale).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// 2 or 3 for a file name ending `@2x` or `@3x`, otherwise 1.
    private static func scale(inFileName name: String) -> CGFloat {
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }
}
