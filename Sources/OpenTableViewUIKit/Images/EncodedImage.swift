import Foundation

/// The bytes of an encoded image and what its header says: the format and the size in pixels.
/// Headless an image is its size, scale and bytes; nothing decodes the pixels.
package struct EncodedImage: Sendable, Hashable {
    /// The encoding of the bytes.
    package enum Format: Sendable, Hashable {
        case png
        case jpeg
    }

    package let format: Format
    package let bytes: Data
    package let pixelWidth: Int
    package let pixelHeight: Int

    /// Reads the format and size from `data`'s header, or `nil` when the bytes are neither a PNG
    /// nor a JPEG with a frame header.
    package init?(_ data: Data) {
        if let (width, height) = PNGFormat.pixelSize(of: data) {
            self.format = .png
            self.pixelWidth = width
            self.pixelHeight = height
        } else if let (width, height) = JPEGFormat.pixelSize(of: data) {
            self.format = .jpeg
            self.pixelWidth = width
            self.pixelHeight = height
        } else {
            return nil
        }
        self.bytes = data
    }
}
