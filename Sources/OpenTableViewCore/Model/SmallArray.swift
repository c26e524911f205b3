import Foundation

/// An array of plain values (`Int`, `CGFloat`) that keeps up to two elements in the value itself
/// and allocates only beyond that.
///
/// Why it exists: ``RowHeights`` indexes its runs with two arrays (`runStarts`, `runOffsets`, each
/// with one entry more than there are runs). A section of at most B rows has one run, so its
/// index is two entries in each, which as `Array`s cost two heap blocks, allocated at every
/// `reloadData` and freed at the next one. With short sections (10 rows, 1,000 sections) the
/// blocks of a section's height storage were most of a per-row reload's cost
/// (`Benchmarks/README.md`). Kept here, a one-run section's index needs no allocation, while a
/// long section's index spills into an ordinary array and behaves as before (`RowHeights`' searches
/// and re-indexing work on that array directly, `heap`, so that a long section pays no check of
/// where the elements are at every step).
///
/// Only plain values: reading an element copies it, which costs nothing for them. The runs
/// themselves stay in an `Array`: a run holds two arrays, and reading one from an inline slot
/// copies it (retaining both) where `Array`'s addressor lends it in place, which measured a
/// quarter slower on the scroll path; and a bigger `RowHeights` made every copy of a section dearer.
///
/// Elements compare and print as the array of the same elements would; whether they are
/// inline or spilled is not observable except through ``isInline``.
@_spi(OpenTableViewInternals) public struct SmallArray<Element: AdditiveArithmetic> {
    /// Number of inline elements (0, 1 or 2), or −1 once the elements live in `heap`.
    @usableFromInline var inlineCount: Int
    /// Element 0 while inline and `inlineCount > 0`; `.zero` otherwise.
    @usableFromInline var slot0: Element
    /// Element 1 while inline and `inlineCount > 1`; `.zero` otherwise.
    @usableFromInline var slot1: Element
    /// Every element once spilled (`inlineCount < 0`); empty, with no allocation, while inline.
    @usableFromInline var heap: [Element]

    /// Elements kept without allocating.
    public static var inlineCapacity: Int { 2 }

    /// An empty array; allocates nothing.
    ///
    /// - Complexity: O(1).
    @inlinable public init() {
        inlineCount = 0
        slot0 = .zero
        slot1 = .zero
        heap = []
    }

    /// The one-element array of `element`, inline.
    ///
    /// - Complexity: O(1).
    @inlinable public init(single element: Element) {
        inlineCount = 1
        slot0 = element
        slot1 = .zero
        heap = []
    }

    /// The two-element array `[first, second]`, inline.
    ///
    /// - Complexity: O(1).
    @inlinable public init(_ first: Element, _ second: Element) {
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
        if inlineCount > 0 { elements.append(slot0) }
        if inlineCount > 1 { elements.append(slot1) }
        slot0 = .zero
        slot1 = .zero
        heap = elements
        inlineCount = -1
    }

    /// Appends `element`: in a slot while fewer than two are kept, else in the heap array.
    ///
    /// - Complexity: O(1) amortised.
    @inlinable public mutating func append(_ element: Element) {
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

    /// The last element of a non-empty array, without computing its index first (what
    /// `RowHeights.count` and `totalHeight` read).
    ///
    /// - Complexity: O(1).
    @inlinable public var lastElement: Element {
        @inline(__always) get {
            if inlineCount < 0 { return heap[heap.count - 1] }
            precondition(inlineCount > 0, "empty SmallArray")
            return inlineCount == 2 ? slot1 : slot0
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
    @inlinable public var endIndex: Int {
        @inline(__always) get { inlineCount < 0 ? heap.count : inlineCount }
    }

    /// The element at `position`.
    ///
    /// - Complexity: O(1).
    @inlinable public subscript(position: Int) -> Element {
        // Always inlined: it is read in every search over a section's runs.
        @inline(__always) get {
            if inlineCount < 0 { return heap[position] }
            // One unsigned comparison: negative positions wrap to large ones.
            precondition(UInt(bitPattern: position) < UInt(bitPattern: inlineCount), "Index out of range")
            return position == 0 ? slot0 : slot1
        }
        // A setter, not `_modify`: the elements are plain values, and a modify coroutine left out
        // of line allocated its frame on the heap at every write (one-row edits measured 20 %
        // dearer).
        @inline(__always) set {
            if inlineCount < 0 {
                heap[position] = newValue
                return
            }
            precondition(UInt(bitPattern: position) < UInt(bitPattern: inlineCount), "Index out of range")
            if position == 0 { slot0 = newValue } else { slot1 = newValue }
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
            slot0 = .zero
            slot1 = .zero
            heap = elements
            inlineCount = -1
            return
        }
        inlineCount = elements.count
        slot0 = elements.first ?? .zero
        slot1 = elements.count > 1 ? elements[1] : .zero
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
