import Foundation

/// The buffer a `heightForRowAt` loop writes a section's answers into, up to B at a time, before
/// they become a run of the height model (`RowHeights.appendValidatedRows(_:)`).
///
/// One is shared by all the sections of a `reloadData`, so a table of many short sections pays
/// for one allocation, not one a section; it only grows, and frees its memory when it goes away.
/// Raw memory rather than an `Array`: a store per row without the uniqueness and bounds checks of
/// an array's subscript, and no closure (`withUnsafeMutableBufferPointer`) around a loop that calls
/// the delegate.
struct RowHeightChunk: ~Copyable {
    private var base: UnsafeMutablePointer<CGFloat>?
    private var capacity = 0

    init() {}

    /// Room for at least `rows` heights; the previous contents are not kept.
    ///
    /// - Complexity: O(1) (an allocation when it grows).
    mutating func reserve(_ rows: Int) -> UnsafeMutablePointer<CGFloat> {
        if let base, capacity >= rows { return base }
        base?.deallocate()
        let grown = UnsafeMutablePointer<CGFloat>.allocate(capacity: Swift.max(rows, 1))
        base = grown
        capacity = Swift.max(rows, 1)
        return grown
    }

    deinit {
        base?.deallocate()
    }
}
