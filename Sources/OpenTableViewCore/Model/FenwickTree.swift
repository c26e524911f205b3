import Foundation

/// A binary indexed (Fenwick) tree: prefix sums over a mutable array, and the inverse search
/// "how many leading elements fit under a bound", both in O(log n).
///
/// The table keeps one over section heights (to find a section's y) and one over section row
/// counts (to map a global row index to a section).
///
/// Floating point: the tree never adds deltas. Changing an element recomputes each affected
/// node from its children in the same order a fresh build uses, so after any sequence of edits
/// the nodes are bit-for-bit those of a fresh build: no drift, and equal element arrays give
/// equal answers. Prefix sums and the search both add nodes from the largest down, so the
/// search's notion of "prefix k" is exactly ``prefixSum(_:)`` of k.
@_spi(OpenTableViewInternals)
public struct FenwickTree<Value: AdditiveArithmetic & Comparable & Sendable>: Sendable, Equatable {
    /// The summed values, in order.
    public private(set) var elements: [Value]
    /// 1-based tree: `nodes[i]` sums `elements[(i - lowbit(i))..<i]`; `nodes[0]` is unused.
    @usableFromInline var nodes: [Value]

    /// A tree over `elements`.
    ///
    /// - Complexity: O(n).
    public init(_ elements: [Value]) {
        self.elements = elements
        let n = elements.count
        var nodes = [.zero] + elements
        // Summed through a buffer pointer: the array's subscript checked its uniqueness at every
        // node, which a `reloadData` of many sections paid per section, twice. (The
        // array is built by appending: `Array(unsafeUninitializedCapacity:)` and
        // `Array(repeating:count:)` allocate through an unspecialized path that looks the array's
        // type up at run time, about 600 instructions a call.)
        nodes.withUnsafeMutableBufferPointer { nodes in
            for i in stride(from: 1, through: n, by: 1) {
                let parent = i + (i & -i)
                if parent <= n { nodes[parent] += nodes[i] }
            }
        }
        self.nodes = nodes
    }

    /// Number of elements.
    ///
    /// - Complexity: O(1).
    @inlinable public var count: Int { elements.count }

    /// The element at `index`.
    ///
    /// - Complexity: O(1).
    @inlinable public subscript(index: Int) -> Value { elements[index] }

    /// Sum of the first `length` elements (`0...count`).
    ///
    /// - Complexity: O(log n).
    @inlinable public func prefixSum(_ length: Int) -> Value {
        precondition(length >= 0 && length <= count, "prefix length \(length) out of 0...\(count)")
        // The nodes of `length`'s set bits, the highest first: the path a descent takes to
        // `length`, in its order. One iteration a set bit and no branch on the data inside (a
        // loop over every step, testing each against `length`, mispredicted about half of them).
        var sum = Value.zero
        var position = 0
        var remaining = length
        while remaining != 0 {
            let bit = 1 << (Int.bitWidth - 1 - remaining.leadingZeroBitCount)
            position += bit
            sum += nodes[position]
            remaining -= bit
        }
        return sum
    }

    /// Sum of all elements.
    ///
    /// - Complexity: O(log n).
    @inlinable public var total: Value { prefixSum(count) }

    /// The largest `k` in `0...count` with `predicate(prefixSum(k))`, by descending the tree.
    ///
    /// `predicate` must be true then false along increasing prefixes; `k = 0` is returned when
    /// it fails for every non-empty prefix (the caller checks the empty one itself). Whatever
    /// rounding does, the result satisfies: `k == count` or `!predicate(prefixSum(k + 1))`,
    /// and `k == 0` or `predicate(prefixSum(k))`, because each comparison made on the way down
    /// is on a value computed exactly as `prefixSum` computes it.
    ///
    /// - Complexity: O(log n).
    @inlinable public func lastPrefix(where predicate: (Value) -> Bool) -> Int {
        // The tie-noting descent with no ties to note: inlined, the tie test folds away.
        lastPrefix(where: predicate, notingTies: { _ in false }).index
    }

    /// ``lastPrefix(where:)``, and whether `tie` held for any prefix the descent compared.
    ///
    /// A caller that needs the last prefix for two predicates that differ only where `tie` holds
    /// (`≤ y` and `< y`) descends once: when no compared prefix tied, the other descent would
    /// have taken the same path.
    ///
    /// - Complexity: O(log n).
    @inline(__always)
    @inlinable public func lastPrefix(
        where predicate: (Value) -> Bool, notingTies tie: (Value) -> Bool
    ) -> (index: Int, tied: Bool) {
        var sum = Value.zero
        var position = 0
        var step = highestStep
        var tied = false
        while step > 0 {
            if position + step <= count {
                let candidate = sum + nodes[position + step]
                if tie(candidate) { tied = true }
                if predicate(candidate) {
                    position += step
                    sum = candidate
                }
            }
            step >>= 1
        }
        return (position, tied)
    }

    /// Replaces the element at `index`.
    ///
    /// Each node on the update path is recomputed from its element and children (see the type's
    /// note), so this costs O(log² n) additions rather than O(log n); within a table edit it is
    /// dwarfed by the O(B) run update.
    ///
    /// - Complexity: O(log² n).
    public mutating func set(_ value: Value, at index: Int) {
        elements[index] = value
        var node = index + 1
        while node <= count {
            recompute(node)
            node += node & -node
        }
    }

    /// Rebuilds `nodes[node]`: its own element, then its children from the farthest to the
    /// nearest, the order in which ``init(_:)`` accumulates them.
    ///
    /// - Complexity: O(log n).
    mutating func recompute(_ node: Int) {
        var sum = elements[node - 1]
        var child = (node & -node) >> 1
        while child > 0 {
            sum += nodes[node - child]
            child >>= 1
        }
        nodes[node] = sum
    }

    /// Largest power of two not above `count` (0 when empty): the first step of a descent.
    @inlinable var highestStep: Int {
        count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
    }
}
