import Foundation
@_spi(OpenTableViewInternals) import OpenTableViewCore

/// The buffer a `heightForRowAt` loop writes a section's answers into, up to B at a time, before
/// they become a run of the height model (`RowHeights.appendValidatedRows(_:)`).
///
/// One is shared by all the sections of a `reloadData`, so a table of many short sections pays
/// for one allocation, not one a section; it only grows, and frees its memory when it goes away.
/// Raw memory rather than an `Array`: a store per row without the uniqueness and bounds checks of
/// an array's subscript, and no closure (`withUnsafeMutableBufferPointer`) around a loop that calls
/// the delegate.
///
/// A reload's buffer also keeps the answers of its *short* sections (at most K rows, one block of
/// a run) until every callback of the reload has been made: then
/// ``buildDeferredSections(into:reusing:)`` builds those sections in the storage of the model
/// being replaced, which no callback can see any more. That saves a short section the two heap
/// blocks it would allocate now and free at the next reload (issue #18). Sections of more rows,
/// and sections built outside a reload (inserted ones), are built at once, as before.
struct RowHeightChunk: ~Copyable {
    /// A short section whose heights wait in the buffer.
    private struct DeferredSection {
        var section: Int
        var start: Int
        var count: Int
    }

    private var base: UnsafeMutablePointer<CGFloat>?
    private var capacity = 0
    /// Heights of the waiting sections, at the start of the buffer, in section order.
    private var deferredRows = 0
    private var deferred: [DeferredSection] = []
    /// Whether short sections wait for ``buildDeferredSections(into:reusing:)`` (a reload's
    /// buffer) or are built at once.
    let defersShortSections: Bool
    /// The capacity of the first allocation: a reload's buffer allocates once, for every short
    /// section's heights and the longest other section's chunk, rather than growing.
    private var plannedCapacity = 0
    /// The number of sections, so that the list of waiting sections is allocated once too.
    private var plannedSections = 0

    /// A buffer that builds every section at once.
    init() {
        defersShortSections = false
    }

    /// A reload's buffer for sections of `rowCounts` rows, which keeps short sections' heights for
    /// ``buildDeferredSections(into:reusing:)``. It allocates nothing until a section's heights are
    /// asked (a table without `heightForRowAt` never does).
    init(deferringShortSectionsOf rowCounts: [Int]) {
        defersShortSections = true
        var shortRows = 0
        var longest = 0
        for rows in rowCounts {
            if RowHeightChunk.isShort(rows) {
                shortRows += rows
            } else {
                longest = Swift.max(longest, rows)
            }
        }
        plannedCapacity = shortRows + Swift.min(longest, RowHeights.defaultExplicitRunLimit)
        plannedSections = rowCounts.count
    }

    /// Whether a section of `rows` rows is short: one block of a run (K rows at most), the
    /// sections a reload's buffer keeps.
    @inline(__always)
    static func isShort(_ rows: Int) -> Bool {
        rows <= RowHeights.Run.checkpointInterval
    }

    /// Whether this buffer keeps a section of `rows` rows until
    /// ``buildDeferredSections(into:reusing:)``.
    @inline(__always)
    func keeps(rows: Int) -> Bool {
        defersShortSections && RowHeightChunk.isShort(rows)
    }

    /// Room for at least `rows` heights after the waiting sections' heights, which it keeps; the
    /// rest of the previous contents is not kept.
    ///
    /// - Complexity: O(1), or O(waiting heights) when it grows.
    mutating func reserve(_ rows: Int) -> UnsafeMutablePointer<CGFloat> {
        let needed = deferredRows + Swift.max(rows, 1)
        if let base, capacity >= needed { return base + deferredRows }
        let grownCapacity = Swift.max(needed, 2 * capacity, plannedCapacity)
        let grown = UnsafeMutablePointer<CGFloat>.allocate(capacity: grownCapacity)
        if let base {
            grown.moveInitialize(from: base, count: deferredRows)
            base.deallocate()
        }
        base = grown
        capacity = grownCapacity
        return grown + deferredRows
    }

    /// Keeps the `count` heights just written at the last ``reserve(_:)``'s pointer as the rows
    /// of `section`, to be built by ``buildDeferredSections(into:reusing:)``.
    ///
    /// - Complexity: O(1) amortised.
    mutating func deferReserved(section: Int, count: Int) {
        precondition(defersShortSections && count > 0 && deferredRows + count <= capacity, "nothing reserved")
        if deferred.isEmpty { deferred.reserveCapacity(plannedSections) }
        deferred.append(DeferredSection(section: section, start: deferredRows, count: count))
        deferredRows += count
    }

    /// Builds the rows of every waiting section into `sections`, each in the storage of the same
    /// section of `old` (the model being replaced) when it has the right shape, and empties the
    /// buffer. The values are those `RowHeights(validatedRows:)` builds, bit for bit.
    ///
    /// - Complexity: O(waiting sections + their rows).
    mutating func buildDeferredSections(into sections: inout [SectionMetrics], reusing old: inout [SectionMetrics]) {
        guard let base else { return }
        // Through buffer pointers: the arrays' uniqueness is checked once, not at every access.
        sections.withUnsafeMutableBufferPointer { sections in
            old.withUnsafeMutableBufferPointer { old in
                for entry in deferred {
                    if entry.section < old.count { swap(&sections[entry.section].rows, &old[entry.section].rows) }
                    sections[entry.section].rows.refill(
                        validatedRows: UnsafeBufferPointer(start: base + entry.start, count: entry.count))
                }
            }
        }
        deferred.removeAll(keepingCapacity: true)
        deferredRows = 0
    }

    deinit {
        base?.deallocate()
    }
}
