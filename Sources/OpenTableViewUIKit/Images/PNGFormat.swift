import Foundation

/// Reads a PNG's size from its header and writes a valid PNG of a given size, as the PNG
/// specification (W3C, "Portable Network Graphics (PNG) Specification", sections 5 and 11.2.2)
/// lays the file out: the 8-byte signature, then chunks of length, type, data and CRC-32, the
/// first being IHDR (width and height as big-endian 32-bit integers).
package enum PNGFormat {
    /// The PNG signature: `\x89PNG\r\n\x1a\n`.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height in pixels from the IHDR chunk, or `nil` when `data` is not a PNG.
    package static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
            return nil
        }
        let width = Int(bigEndian32(bytes, at: 16))
        let height = Int(bigEndian32(bytes, at: 20))
        guard width > 0, height > 0 else { return nil }
        return (width, height)
    }

    /// A PNG of `width` × `height` transparent pixels (8-bit RGBA), its image data a zlib stream
    /// of stored (uncompressed) deflate blocks. Every byte depends only on the size, so two
    /// encodings of the same size are equal.
    package static func encodeTransparent(width: Int, height: Int) -> Data {
        var header: [UInt8] = []
        appendBigEndian32(UInt32(width), to: &header)
        appendBigEndian32(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0]  // bit depth 8, colour type 6 (RGBA), deflate, adaptive filter, no interlace
        // Each scanline is a filter-type byte (0, none) and 4 bytes per pixel, all zero.
        let raw = [UInt8](repeating: 0, count: height * (1 + width * 4))
        var file = signature
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", zlibStored(raw), to: &file)
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    /// A zlib stream (RFC 1950) of `bytes` in stored deflate blocks (RFC 1951, section 3.2.4), at
    /// most 65 535 bytes each, then the Adler-32 checksum.
    static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]  // deflate, 32 KiB window, no preset dictionary; 0x7801 % 31 == 0
        var start = 0
        repeat {
            let length = min(65_535, bytes.count - start)
            let isFinal = start + length == bytes.count
            out.append(isFinal ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += bytes[start..<start + length]
            start += length
        } while start < bytes.count
        appendBigEndian32(adler32(bytes), to: &out)
        return out
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    /// The CRC-32 of the PNG specification (Annex D): polynomial 0xEDB88320, reflected.
    static func crc32<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        appendBigEndian32(UInt32(data.count), to: &file)
        let typeAndData = Array(type.utf8) + data
        file += typeAndData
        appendBigEndian32(crc32(typeAndData), to: &file)
    }

    static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func appendBigEndian32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
