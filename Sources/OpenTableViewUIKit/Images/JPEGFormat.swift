import Foundation

/// Reads a JPEG's size from its frame header and writes a valid JPEG of a given size, following
/// ITU-T T.81 ("Digital compression and coding of continuous-tone still images", Annex B): a file
/// is a sequence of markers (0xFF, then a code), each but SOI, EOI and RSTn followed by a
/// big-endian 16-bit length that counts itself; the start-of-frame markers (SOF0–SOF15 except
/// DHT 0xC4, JPG 0xC8 and DAC 0xCC) hold the sample precision, then the height, then the width.
package enum JPEGFormat {
    /// The width and height in pixels from the first start-of-frame segment, or `nil` when `data`
    /// is not a JPEG or has no frame header before the image data.
    package static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {  // fill byte before a marker
                offset += 1
                continue
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {  // no length
                offset += 2
                continue
            }
            if marker == 0xD9 || marker == 0xDA { return nil }  // end of image, or scan before any frame
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard offset + 9 <= bytes.count else { return nil }
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                guard width > 0, height > 0 else { return nil }
                return (width, height)
            }
            offset += 2 + length
        }
        return nil
    }

    /// A baseline grayscale JPEG of `width` × `height` mid-gray pixels: one quantization table, a
    /// DC and an AC Huffman table of one one-bit code each, and for every 8 × 8 block the code for
    /// "no DC change" and the end-of-block code. Every byte depends only on the size.
    package static func encodeGray(width: Int, height: Int) -> Data {
        var out: [UInt8] = [0xFF, 0xD8]
        // JFIF APP0: version 1.1, no density units, 1:1.
        out +=
            [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [
                0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
            ]
        // DQT: table 0, 8-bit, all ones.
        out += [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
        // SOF0: 8-bit precision, the size, one component (id 1, no subsampling, table 0).
        out += [0xFF, 0xC0, 0x00, 0x0B, 0x08]
        out += [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)]
        out += [0x01, 0x01, 0x11, 0x00]
        // DHT: DC table 0 and AC table 0, each one code of length 1 ("0") for symbol 0 (DC:
        // difference category 0; AC: end of block).
        let oneCode: [UInt8] = [1] + [UInt8](repeating: 0, count: 15) + [0x00]
        out += [0xFF, 0xC4, 0x00, 0x14, 0x00] + oneCode
        out += [0xFF, 0xC4, 0x00, 0x14, 0x10] + oneCode
        // SOS: one component with tables 0/0, spectral selection 0...63, no approximation.
        out += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00]
        // Two zero bits per block, padded with one bits to a whole byte.
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        let bits = 2 * blocks
        out += [UInt8](repeating: 0, count: bits / 8)
        if bits % 8 != 0 { out.append(UInt8(0xFF >> (bits % 8))) }
        out += [0xFF, 0xD9]
        return Data(out)
    }
}
