import Foundation

extension RowHeights {
    /// A position in a walk down consecutive rows that yields each row's span (top and height) in
    /// O(1) after one search, with the same bits as ``RowHeights/span(of:)``.
    ///
    /// The layout pass frames the rows entering the viewport one after another; a search per row
    /// (the run's binary search, then up to K − 1 additions from a checkpoint) was a tenth of a
    /// jump through per-row heights. The walk keeps the run, the local row and the local top, and
    /// steps with ``Run/offset(of:continuingFrom:)``, which is bit-identical to
    /// ``Run/offset(of:)``, so the frames do not move by a rounding difference.
    @_spi(OpenTableViewInternals) public struct SpanWalk: Sendable {
        @usableFromInline var run: Int
        @usableFromInline var local: Int
        /// `runs[run].offset(of: local)`.
        @usableFromInline var localTop: CGFloat

        @inlinable init(run: Int, local: Int, localTop: CGFloat) {
            self.run = run
            self.local = local
            self.localTop = localTop
        }
    }

    /// A walk positioned at `row` (in `0..<count`).
    ///
    /// - Complexity: O(log #runs + K).
    @inline(__always)  // inlined into the layout pass, which otherwise copies the section to pass its rows
    @inlinable public func spanWalk(from row: Int) -> SpanWalk {
        let (run, local) = locate(row)
        return SpanWalk(run: run, local: local, localTop: runs[run].offset(of: local))
    }

    /// The span of the walk's current row: `span(of: row)`, bit for bit.
    ///
    /// - Complexity: O(1).
    @inline(__always)  // inlined into the layout pass, which otherwise copies the section to pass its rows
    @inlinable public func span(at walk: SpanWalk) -> (offset: CGFloat, height: CGFloat) {
        (runOffsets[walk.run] + walk.localTop, runs[walk.run].height(at: walk.local))
    }

    /// Moves the walk to the next row. Past the last row the walk must not be read.
    ///
    /// - Complexity: O(1).
    @inline(__always)  // inlined into the layout pass, which otherwise copies the section to pass its rows
    @inlinable public func advance(_ walk: inout SpanWalk) {
        let next = walk.local + 1
        if next < runs[walk.run].count {
            walk.localTop = runs[walk.run].offset(of: next, continuingFrom: walk.localTop)
            walk.local = next
        } else {
            // Every run's first row has offset 0.
            walk.run += 1
            walk.local = 0
            walk.localTop = 0
        }
    }
}
