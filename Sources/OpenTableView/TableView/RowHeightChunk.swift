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
/// ``buildDeferredSections(into:)`` builds those sections in the storage of the model
/// being replaced, which no callback can see any more. That saves a short section the two heap
/// blocks it would allocate now and free at the next reload. Sections of more rows,
/// and sections built outside a reload (inserted ones), are built at once, as before.
///
/// A reload's buffer comes from the table's ``RowHeightScratch`` and goes back to it, so that
/// reloads do not allocate and free it every time (see there).
struct RowHeightChunk: ~Copyable {
    private var base: UnsafeMutablePointer<CGFloat>?
    private var capacity = 0
    /// Heights of the waiting sections, at the start of the buffer, in section order.
    private var deferredRows = 0
    /// The waiting sections, in section order.
    private var deferred: [ShortSectionRows] = []
    /// Whether short sections wait for ``buildDeferredSections(into:)`` (a reload's
    /// buffer) or are built at once.
    let defersShortSections: Bool
    /// The capacity of the first allocation: a reload's buffer allocates once, for every short
    /// section's heights and the longest other section's chunk, rather than growing.
    private var plannedCapacity = 0
    /// The number of sections, so that the list of waiting sections is allocated once too.
    private var plannedSections = 0
    /// Where the memory came from and goes back to when the buffer goes away, if anywhere.
    private let scratch: RowHeightScratch?
    /// Whether the reload has short sections, whose heights the buffer keeps: only then does its
    /// memory go back to `scratch`. A table of long sections uses the buffer for one chunk of B
    /// heights at a time and frees it as before: kept, the block changed where the allocator put
    /// the long sections' run storage, and a full `swap-compare` run read 3.9–4.2× the height loop
    /// at 10^7 rows in one section (2.9–3.2× with the buffer freed, as before).
    private let holdsShortSections: Bool
    /// The rows of the section being asked that answered `automaticDimension`; empty between
    /// sections.
    var automaticRows: [Int] = []

    /// A buffer that builds every section at once.
    init() {
        defersShortSections = false
        scratch = nil
        holdsShortSections = false
    }

    /// A reload's buffer for sections of `rowCounts` rows, which keeps short sections' heights for
    /// ``buildDeferredSections(into:)``. It uses `scratch`'s memory, and allocates only
    /// when that is too small and a section's heights are asked (a table without `heightForRowAt`
    /// never does); its memory goes back to `scratch` when it goes away.
    init(deferringShortSectionsOf rowCounts: [Int], scratch: RowHeightScratch) {
        defersShortSections = true
        self.scratch = scratch
        (base, capacity) = scratch.take()
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
        holdsShortSections = shortRows > 0
    }

    /// Whether a section of `rows` rows is short: one block of a run (K rows at most), the
    /// sections a reload's buffer keeps.
    @inline(__always)
    static func isShort(_ rows: Int) -> Bool {
        rows <= RowHeights.Run.checkpointInterval
    }

    /// Whether this buffer keeps a section of `rows` rows until
    /// ``buildDeferredSections(into:)``.
    @inline(__always)
    func keeps(rows: Int) -> Bool {
        defersShortSections && RowHeightChunk.isShort(rows)
    }

    /// Room for at least `rows` heights after the waiting sections' heights, which it keeps; the
    /// rest of the previous contents is not kept.
    ///
    /// - Complexity: O(1), or O(waiting heights) when it grows.
    @inline(__always)
    mutating func reserve(_ rows: Int) -> UnsafeMutablePointer<CGFloat> {
        let needed = deferredRows + Swift.max(rows, 1)
        if let base, capacity >= needed { return base + deferredRows }
        return grow(toHold: needed)
    }

    /// ``reserve(_:)`` when the buffer must grow: out of line, as it happens at most a few times a
    /// reload (none when the table's scratch memory is large enough).
    @inline(never)
    private mutating func grow(toHold needed: Int) -> UnsafeMutablePointer<CGFloat> {
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
    /// of `section`, to be built by ``buildDeferredSections(into:)``.
    ///
    /// - Complexity: O(1) amortised.
    @inline(__always)
    mutating func deferReserved(section: Int, count: Int) {
        precondition(defersShortSections && count > 0 && deferredRows + count <= capacity, "nothing reserved")
        if deferred.isEmpty { deferred.reserveCapacity(plannedSections) }
        deferred.append(ShortSectionRows(section: section, start: deferredRows, count: count))
        deferredRows += count
    }

    /// Builds the rows of every waiting section into `sections`, each in the storage the section
    /// already has (the same section of the model being replaced) when it has the right shape, and
    /// empties the buffer. The values are those `RowHeights(validatedRows:)` builds, bit for bit.
    ///
    /// - Complexity: O(waiting sections + their rows).
    mutating func buildDeferredSections(into sections: inout [SectionMetrics]) {
        guard let base else { return }
        // Through buffer pointers: the array's uniqueness is checked once, not at every access.
        sections.withUnsafeMutableBufferPointer { sections in
            deferred.withUnsafeBufferPointer { entries in
                RowHeights.refill(sections, from: base, entries: entries)
            }
        }
        deferred.removeAll(keepingCapacity: true)
        deferredRows = 0
    }

    deinit {
        if let scratch, holdsShortSections {
            scratch.keep(base, capacity: capacity)
        } else {
            base?.deallocate()
        }
    }
}

/// The memory of a table's reload buffer (``RowHeightChunk``), kept from one `reloadData` to the
/// next.
///
/// Why: a reload of 10,000 rows in 1,000 ten-row sections used an 80 KB buffer, allocated and
/// freed each time. With the old and new models' section arrays (about 100 KB each) around it, the
/// allocator gave the top of its heap back to the system at every reload and asked for it again at
/// the next: a system call and 20 to 30 page faults a reload, about a tenth of its time
/// (`Benchmarks/README.md`). A buffer of at most ``retainedCapacityLimit`` heights that held short
/// sections is kept; a larger one is freed as before, so a table holds at most 256 KB for it, and
/// none without `heightForRowAt` or without short sections.
final class RowHeightScratch {
    /// The most heights kept between reloads: 256 KB.
    static let retainedCapacityLimit = 32_768

    private var base: UnsafeMutablePointer<CGFloat>?
    private var capacity = 0

    /// The kept memory, handed over (the scratch keeps nothing until ``keep(_:capacity:)``).
    func take() -> (UnsafeMutablePointer<CGFloat>?, Int) {
        defer { (base, capacity) = (nil, 0) }
        return (base, capacity)
    }

    /// Keeps `memory` for the next reload, or frees it when it is larger than
    /// ``retainedCapacityLimit`` heights.
    func keep(_ memory: UnsafeMutablePointer<CGFloat>?, capacity: Int) {
        base?.deallocate()
        if capacity <= RowHeightScratch.retainedCapacityLimit {
            (base, self.capacity) = (memory, capacity)
        } else {
            memory?.deallocate()
            (base, self.capacity) = (nil, 0)
        }
    }

    /// The capacity kept, in heights (for tests).
    var keptCapacity: Int { capacity }

    deinit {
        base?.deallocate()
    }
}
