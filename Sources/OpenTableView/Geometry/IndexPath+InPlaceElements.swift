import Foundation

// Why this file exists: a `reloadData` with `heightForRowAt` asks the delegate once a row with a
// real `IndexPath`, and the loop's own cost is what the benchmarks measure against a loop that only
// calls a height closure. Foundation's element setter (`indexPath.row = row`, `indexPath[1] = row`)
// is a call into Foundation that switches over the index path's storage and rebuilds it: about a
// fifth of a 10,000-row reload's instructions and a third of its time (`Benchmarks/README.md`,
// eleventh round). A two-element index path is kept by Foundation as its two indexes, section
// then row, and one byte for its storage's case, in the value itself (no heap storage). When that
// is how this Foundation lays it out, which `hasWordPairLayout` checks once against Foundation's
// own initializer and getters, the reload writes the row's word directly. The value is, byte for
// byte, the one `IndexPath(row:section:)` makes for the same indexes, so a delegate sees,
// compares, hashes and keeps an ordinary index path. Where the layout is anything else (another
// Foundation, another platform) Foundation's setters are used, as before.
//
// Only the reload's loop uses this: building the layout pass's index paths from their bytes saved
// instructions but measured 2–3 % slower jumps (`Benchmarks/README.md`, eleventh round).

extension IndexPath {
    /// Sets element 1 (the row) of this two-element index path, as `self[1] = row` does.
    ///
    /// Precondition: `self` has exactly two elements (made by `init(row:section:)`). With
    /// Foundation's inline two-word layout the row's word is written in place; otherwise this is
    /// Foundation's setter.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func setRowOfPair(_ row: Int) {
        if InPlaceIndexPathLayout.hasWordPairLayout {
            assert(count == 2, "not a two-element index path")
            withUnsafeMutableBytes(of: &self) {
                $0.storeBytes(of: row, toByteOffset: MemoryLayout<Int>.stride, as: Int.self)
            }
        } else {
            self[1] = row
        }
    }

    /// Sets element 0 (the section) of this two-element index path, as `self[0] = section` does;
    /// see ``setRowOfPair(_:)``.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    mutating func setSectionOfPair(_ section: Int) {
        if InPlaceIndexPathLayout.hasWordPairLayout {
            assert(count == 2, "not a two-element index path")
            withUnsafeMutableBytes(of: &self) { $0.storeBytes(of: section, toByteOffset: 0, as: Int.self) }
        } else {
            self[0] = section
        }
    }
}

/// What the in-place setters of a two-element `IndexPath` rely on, checked once per process.
enum InPlaceIndexPathLayout {
    /// Whether every two-element index path this Foundation makes is its section's word, then its
    /// row's word, then one byte that depends on neither (the storage's case): then writing one of
    /// the two words gives exactly the value Foundation makes for the new indexes.
    ///
    /// Checked on index paths Foundation builds, with values that differ in every word and byte.
    static let hasWordPairLayout: Bool = {
        let word = MemoryLayout<Int>.stride
        // Two words and one byte for the case.
        guard MemoryLayout<IndexPath>.size == MemoryLayout<(Int, Int, UInt8)>.size else { return false }
        let samples: [(section: Int, row: Int)] = [
            (0, 0), (3, 7), (1, 0), (0, 1), (123_456_789, 987_654_321), (Int.max, Int.max - 1), (0x5A5A, 0xA5A5_A5A5),
        ]
        var caseBytes: [UInt8]?
        for sample in samples {
            var indexPath = IndexPath(index: sample.section)
            indexPath.append(sample.row)
            let bytes = withUnsafeBytes(of: indexPath) { Array($0) }
            let section = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: Int.self) }
            let row = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: word, as: Int.self) }
            guard section == sample.section, row == sample.row else { return false }
            let rest = Array(bytes[(2 * word)...])
            if let caseBytes, caseBytes != rest { return false }
            caseBytes = rest
        }
        // And a value written in place reads back through Foundation's own getters.
        var written = IndexPath(index: 0)
        written.append(0)
        withUnsafeMutableBytes(of: &written) {
            $0.storeBytes(of: 42, toByteOffset: 0, as: Int.self)
            $0.storeBytes(of: 4_242, toByteOffset: word, as: Int.self)
        }
        var expected = IndexPath(index: 42)
        expected.append(4_242)
        return written.count == 2 && written[0] == 42 && written[1] == 4_242 && written == expected
            && written.hashValue == expected.hashValue
    }()
}
