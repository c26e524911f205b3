import Foundation

/// An array that keeps up to two elements in the value itself and allocates only beyond that.
///
/// Why it exists: ``RowHeights`` indexes its runs with three arrays (`runs`, `runStarts`,
/// `runOffsets`). A section of at most B rows has one run, so as plain `Array`s it cost three heap
/// blocks, allocated at every `reloadData` and freed at the next one. With short sections (10 rows,
/// 1,000 sections) those blocks, with the run's own heights, were most of a per-row reload's cost
/// (issue #18, `Benchmarks/README.md`). Kept here, a one-run section's index (two entries, one
/// run) needs no allocation at all, while a long section's index spills into an ordinary array
/// and behaves as before.
///
/// An element is read and modified in place through its slot (`_read`/`_modify`), never copied
/// out and back, so an `Array` inside it (a run's heights) stays uniquely referenced and an edit
/// does not copy it. Unused slots are `nil` and own nothing.
///
/// Elements compare, hash and print as the array of the same elements would; whether they are
/// inline or spilled is not observable except through ``isInline``.
@_spi(OpenTableViewInternals) public struct SmallArray<Element> {
    /// Number of inline elements (0, 1 or 2), or −1 once the elements live in `heap`.
    @usableFromInline var inlineCount: Int
    /// Element 0 while inline and `inlineCount > 0`; `nil` otherwise.
    @usableFromInline var slot0: Element?
    /// Element 1 while inline and `inlineCount > 1`; `nil` otherwise.
    @usableFromInline var slot1: Element?
    /// Every element once spilled (`inlineCount < 0`); empty, with no allocation, while inline.
    @usableFromInline var heap: [Element]

    /// Elements kept without allocating.
    public static var inlineCapacity: Int { 2 }

    /// An empty array; allocates nothing.
    ///
    /// - Complexity: O(1).
    @inlinable public init() {
        inlineCount = 0
        slot0 = nil
        slot1 = nil
        heap = []
    }

    /// The one-element array of `element`, inline.
    ///
    /// - Complexity: O(1).
    @inlinable public init(single element: consuming Element) {
        inlineCount = 1
        slot0 = element
        slot1 = nil
        heap = []
    }

    /// The two-element array `[first, second]`, inline.
    ///
    /// - Complexity: O(1).
    @inlinable public init(_ first: consuming Element, _ second: consuming Element) {
        inlineCount = 2
        slot0 = first
        slot1 = second
        heap = []
    }

    /// Whether the elements are kept in the value (no heap block).
    ///
    /// - Complexity: O(1).
    @inlinable public var isInline: Bool { inlineCount >= 0 }

    /// Moves the inline elements into `heap`, reserving room for `capacity` elements.
    ///
    /// - Complexity: O(1) (at most two elements move).
    @usableFromInline mutating func spill(reservingCapacity capacity: Int) {
        precondition(inlineCount >= 0, "already spilled")
        var elements: [Element] = []
        elements.reserveCapacity(Swift.max(capacity, inlineCount))
        if inlineCount > 0 { elements.append(slot0!) }
        if inlineCount > 1 { elements.append(slot1!) }
        slot0 = nil
        slot1 = nil
        heap = elements
        inlineCount = -1
    }

    /// Appends `element`: in a slot while fewer than two are kept, else in the heap array.
    ///
    /// `consuming`: the caller's value is moved into the slot, not copied (a copy of a run
    /// retains its two arrays, and the caller then releases its own).
    ///
    /// - Complexity: O(1) amortised.
    @inlinable public mutating func append(_ element: consuming Element) {
        switch inlineCount {
        case 0:
            slot0 = element
            inlineCount = 1
        case 1:
            slot1 = element
            inlineCount = 2
        case 2:
            spill(reservingCapacity: 4)
            heap.append(element)
        default:
            heap.append(element)
        }
    }

    /// Makes room for `minimumCapacity` elements; spills only when that is more than two.
    ///
    /// - Complexity: O(`count`) when it reallocates.
    @inlinable public mutating func reserveCapacity(_ minimumCapacity: Int) {
        if inlineCount < 0 {
            heap.reserveCapacity(minimumCapacity)
        } else if minimumCapacity > SmallArray.inlineCapacity {
            spill(reservingCapacity: minimumCapacity)
        }
    }
}

extension SmallArray: RandomAccessCollection, MutableCollection {
    /// 0.
    @inlinable public var startIndex: Int { 0 }

    /// The number of elements.
    @inlinable public var endIndex: Int { inlineCount < 0 ? heap.count : inlineCount }

    /// The element at `position`, modified in place (no copy of it is made).
    ///
    /// - Complexity: O(1).
    @inlinable public subscript(position: Int) -> Element {
        // A plain getter, not `_read`: a read coroutine that the optimizer does not inline (it
        // did not, across modules) makes every caller copy the whole enclosing value first (a
        // `SectionMetrics`, retaining all its arrays) to lend from it; an inlined getter's copy of
        // one element is reduced to the loads the caller uses.
        get {
            if inlineCount < 0 { return heap[position] }
            precondition(position >= 0 && position < inlineCount, "Index out of range")
            return position == 0 ? slot0.unsafelyUnwrapped : slot1.unsafelyUnwrapped
        }
        _modify {
            if inlineCount < 0 {
                yield &heap[position]
            } else {
                precondition(position >= 0 && position < inlineCount, "Index out of range")
                if position == 0 { yield &slot0! } else { yield &slot1! }
            }
        }
    }
}

extension SmallArray: RangeReplaceableCollection {
    /// Replaces the elements in `subrange` with `newElements`: in the heap array once spilled;
    /// inline while the result fits in two slots, otherwise by spilling.
    ///
    /// - Complexity: O(`count` + `newElements.count`).
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Element {
        precondition(
            subrange.lowerBound >= 0 && subrange.upperBound <= count, "Range \(subrange) out of bounds 0..<\(count)")
        if inlineCount < 0 {
            heap.replaceSubrange(subrange, with: newElements)
            return
        }
        var elements = Array(self)
        elements.replaceSubrange(subrange, with: newElements)
        if elements.count > SmallArray.inlineCapacity {
            slot0 = nil
            slot1 = nil
            heap = elements
            inlineCount = -1
            return
        }
        inlineCount = elements.count
        slot0 = elements.first
        slot1 = elements.count > 1 ? elements[1] : nil
    }
}

extension SmallArray: ExpressibleByArrayLiteral {
    /// The array of `elements`, inline when there are at most two.
    ///
    /// - Complexity: O(`elements.count`).
    public init(arrayLiteral elements: Element...) {
        self.init()
        reserveCapacity(elements.count)
        for element in elements { append(element) }
    }
}

extension SmallArray: Equatable where Element: Equatable {
    /// Same elements in the same order, however each side keeps them.
    ///
    /// - Complexity: O(`count`).
    @inlinable public static func == (lhs: SmallArray, rhs: SmallArray) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension SmallArray: CustomStringConvertible, CustomDebugStringConvertible {
    /// As the `Array` of the same elements prints.
    public var description: String { Array(self).description }

    /// As the `Array` of the same elements prints.
    public var debugDescription: String { Array(self).debugDescription }
}

extension SmallArray: Sendable where Element: Sendable {}
