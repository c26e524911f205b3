/// A table keyed by the identity of a variable or a constraint (``IdentitySource``'s integers,
/// never 0): open addressing with linear probing, a multiplicative hash and backward-shift
/// deletion. The solver's symbols by variable are one; its records by constraint and its edit
/// and stay constraints by variable are ``IdentityMap``s, which index their values with one.
/// Meant for small trivial values (a symbol, an index): growing rehashes every slot.
///
/// Not a `Dictionary`: a dictionary hashes its `Int` keys with SipHash, and these lookups are the
/// solver's most frequent operations after row arithmetic (every term of every constraint added,
/// every value read, every constant changed). Measured on the 11-constraint cell, hashing was
/// 11 % of a build's instructions with the symbols in a dictionary, and 5–9 % of a build and
/// of a constant change with the records in one (Benchmarks/README.md, "Constraint solver").
/// No storage is allocated until the first insertion, so a solver that never uses a table
/// (edits, stays) pays nothing for it.
struct IdentityTable<Value: Sendable>: Sendable {
    struct Slot: Sendable {
        /// 0: empty.
        var key: Int
        var value: Value?
    }

    private var slots: [Slot] = []
    private(set) var count = 0
    /// 64 − log2(slots.count).
    private var shift = 64

    init() {}

    var isEmpty: Bool { count == 0 }

    @inline(__always) private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The slot that holds `key`, if any; valid until the next insertion or removal.
    @inline(__always) func slot(of key: Int) -> Int? {
        guard count > 0 else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count &- 1
            var index = home(key)
            while true {
                let found = slots[index].key
                if found == key { return index }
                if found == 0 { return nil }
                index = (index &+ 1) & mask
            }
        }
    }

    /// Replaces the value of `key`, which is present.
    mutating func update(_ key: Int, to value: Value) {
        slots[slot(of: key)!].value = value
    }

    /// The value of `key`, if present. Read in one probe loop over the slots (every variable's
    /// value read goes through here).
    @inline(__always) subscript(key: Int) -> Value? {
        guard count > 0 else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count &- 1
            var index = home(key)
            while true {
                let slot = slots[index]
                if slot.key == key { return slot.value }
                if slot.key == 0 { return nil }
                index = (index &+ 1) & mask
            }
        }
    }

    /// Adds `key` (not present) with `value`.
    mutating func insert(_ key: Int, _ value: Value) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = home(key)
        while slots[index].key != 0 { index = (index &+ 1) & mask }
        slots[index] = Slot(key: key, value: value)
        count += 1
    }

    /// Removes `key` and returns its value, if present. The entries after it in its probe run
    /// move back into the gap, so lookups never need tombstones.
    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard var hole = slot(of: key) else { return nil }
        let value = slots[hole].value
        let mask = slots.count - 1
        var next = hole
        while true {
            next = (next &+ 1) & mask
            let moving = slots[next].key
            if moving == 0 { break }
            // The entry at `next` may fill the hole unless its home lies cyclically in
            // (hole, next]: then it would become unreachable from there.
            let home = self.home(moving)
            let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !staysPut {
                slots.swapAt(hole, next)
                hole = next
            }
        }
        slots[hole] = Slot(key: 0, value: nil)
        count -= 1
        return value
    }

    private mutating func grow() {
        let old = slots
        let capacity = Swift.max(16, old.count * 2)
        slots = Array(repeating: Slot(key: 0, value: nil), count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        for slot in old where slot.key != 0 { insert(slot.key, slot.value!) }
    }
}
