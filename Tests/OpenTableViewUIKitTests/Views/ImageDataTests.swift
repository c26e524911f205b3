import Foundation
import TestSupport
import Testing

@testable import OpenTableViewUIKit

/// Images from bytes: sizes read from PNG and JPEG headers (bytes built here, as the PNG
/// specification and ITU-T T.81 lay them out), data given back, renderers' PNGs.
@MainActor
@Suite struct ImageDataTests {
    /// A PNG header of `width` × `height`: the signature and an IHDR chunk (CRC not checked by the
    /// header reader, but written right by the encoder tested below).
    func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] {
            bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
        }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// A JPEG with an APP0 segment before a progressive frame header (SOF2) of `width` × `height`.
    func jpegHeader(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x06, 0x4A, 0x46, 0x49, 0x46]
        bytes += [
            0xFF, 0xC2, 0x00, 0x0B, 0x08, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
            UInt8(width & 0xFF),
        ]
        bytes += [0x01, 0x01, 0x11, 0x00, 0xFF, 0xD9]
        return Data(bytes)
    }

    @Test func aPNGsSizeComesFromItsHeaderAndItsBytesAreKept() throws {
        let data = pngHeader(width: 300, height: 120)
        let image = try #require(Image(data: data))
        #expect(image.size == CGSize(width: 300, height: 120) && image.scale == 1)
        expectEqual(image.pngData(), data)
        let retina = try #require(Image(data: data, scale: 3))
        #expect(retina.size == CGSize(width: 100, height: 40) && retina.scale == 3)
    }

    @Test func aJPEGsSizeComesFromItsFrameHeader() throws {
        let data = jpegHeader(width: 640, height: 480)
        let image = try #require(Image(data: data))
        expectEqual(image.size, CGSize(width: 640, height: 480))
        expectEqual(image.jpegData(compressionQuality: 0.8), data)
        let png = try #require(image.pngData())
        #expect(PNGFormat.pixelSize(of: png)?.width == 640 && PNGFormat.pixelSize(of: png)?.height == 480)
    }

    @Test func otherBytesAreNoImage() {
        expectEqual(Image(data: Data()), nil)
        expectEqual(Image(data: Data("GIF89a".utf8)), nil)
        expectEqual(Image(data: Data([0xFF, 0xD8, 0xFF, 0xD9])), nil)
        expectEqual(Image(contentsOfFile: "/nonexistent/photo.png"), nil)
    }

    @Test func aFileNamedAt2xHasScaleTwo() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("avatar@2x.png").path
        _ = FileManager.default.createFile(atPath: path, contents: pngHeader(width: 88, height: 88))
        let image = try #require(Image(contentsOfFile: path))
        #expect(image.size == CGSize(width: 44, height: 44) && image.scale == 2)
    }

    /// The encoder's PNG: signature, IHDR with the size, IDAT whose zlib stream is stored blocks
    /// with a correct Adler-32, IEND, each chunk's CRC-32 right.
    @Test func aRenderedImagesPNGIsAValidPNGOfItsPixelSize() throws {
        let renderer = GraphicsImageRenderer(size: CGSize(width: 20, height: 10))
        var drew = false
        let image = renderer.image { context in
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            drew = true
        }
        #expect(drew && image.size == CGSize(width: 20, height: 10) && image.scale == 3)
        let png = try #require(image.pngData())
        let bytes = [UInt8](png)
        expectEqual(Array(bytes[0..<8]), PNGFormat.signature)
        #expect(PNGFormat.pixelSize(of: png)?.width == 60 && PNGFormat.pixelSize(of: png)?.height == 30)
        var offset = 8
        var types: [String] = []
        var idat: [UInt8] = []
        while offset < bytes.count {
            let length = Int(PNGFormat.bigEndian32(bytes, at: offset))
            let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
            let type = String(decoding: typeAndData.prefix(4), as: UTF8.self)
            types.append(type)
            expectEqual(PNGFormat.bigEndian32(bytes, at: offset + 8 + length), PNGFormat.crc32(typeAndData))
            if type == "IDAT" { idat = Array(typeAndData.dropFirst(4)) }
            offset += 12 + length
        }
        expectEqual(types, ["IHDR", "IDAT", "IEND"])
        // 30 rows of a filter byte and 60 RGBA pixels, in one stored block.
        let raw = [UInt8](repeating: 0, count: 30 * (1 + 60 * 4))
        expectEqual(Array(idat[0..<2]), [0x78, 0x01])
        expectEqual(idat[2], 1)
        expectEqual(Array(idat[7..<7 + raw.count]), raw)
        expectEqual(PNGFormat.bigEndian32(idat, at: idat.count - 4), PNGFormat.adler32(raw))
        // Known CRC-32 of "IEND" (PNG specification, every file ends AE 42 60 82).
        expectEqual(Array(bytes.suffix(4)), [0xAE, 0x42, 0x60, 0x82])
    }

    @Test func equalImagesGiveEqualDataAndSizesTellThemApart() {
        let renderer = GraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        let first = renderer.pngData { _ in }
        let second = renderer.image { _ in }.pngData()
        expectEqual(first, second)
        let other = GraphicsImageRenderer(size: CGSize(width: 5, height: 4)).pngData { _ in }
        expectNotEqual(first, other)
        #expect(Image().pngData() == nil && Image(named: "icon", size: .zero).jpegData(compressionQuality: 1) == nil)
    }

    @Test func aSynthesizedJPEGHasTheSizeInItsFrameHeader() throws {
        let format = GraphicsImageRendererFormat()
        #expect(format.scale == 1 && !format.opaque && format.preferredRange == .automatic)
        let jpeg = GraphicsImageRenderer(size: CGSize(width: 17, height: 9), format: format)
            .jpegData(withCompressionQuality: 0.5) { _ in }
        let size = try #require(JPEGFormat.pixelSize(of: jpeg))
        #expect(size.width == 17 && size.height == 9)
        expectEqual(Array(jpeg.suffix(2)), [0xFF, 0xD9])
    }

    @Test func namedInABundleFallsBackToAnEmptySizedImage() {
        let image = Image(named: "missing", in: nil, with: nil)
        #expect(image?.size == .zero && image?.name == "missing")
        expectEqual(Image(named: "", in: nil, with: nil), nil)
    }
}
