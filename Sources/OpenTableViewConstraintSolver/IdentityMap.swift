/// Values by identity (of a constraint or a variable), stored densely: an array of values and
/// their keys, and an ``IdentityTable`` from key to position. A removal moves the last value
/// into the gap.
///
/// The solver's records (one per constraint, a few dozen bytes with the constraint's expression)
/// live here rather than in the hash table itself: growing a table of such values copied every
/// slot through the generic value witnesses, which was a fifth of a small cell's build, while
/// growing a table of positions is a copy of plain integers.
struct IdentityMap<Value: Sendable>: Sendable {
    private(set) var values: [Value] = []
    private var keys: [Int] = []
    private var positions = IdentityTable<Int32>()

    init() {}

    var isEmpty: Bool { values.isEmpty }

    /// The position of `key`'s value, if present; valid until the next insertion or removal.
    @inline(__always) func slot(of key: Int) -> Int? {
        positions[key].map { Int($0) }
    }

    /// The value at a position ``slot(of:)`` found.
    @inline(__always) subscript(slot slot: Int) -> Value {
        get { values[slot] }
        _modify { yield &values[slot] }
    }

    subscript(key: Int) -> Value? {
        guard let slot = slot(of: key) else { return nil }
        return values[slot]
    }

    /// Adds `key` (not present) with `value`.
    mutating func insert(_ key: Int, _ value: Value) {
        positions.insert(key, Int32(values.count))
        values.append(value)
        keys.append(key)
    }

    /// Removes `key` and returns its value, if present.
    @discardableResult
    mutating func removeValue(forKey key: Int) -> Value? {
        guard let slot = slot(of: key) else { return nil }
        positions.removeValue(forKey: key)
        let last = values.count - 1
        if slot != last {
            values.swapAt(slot, last)
            keys.swapAt(slot, last)
            positions.update(keys[slot], to: Int32(slot))
        }
        keys.removeLast()
        return values.removeLast()
    }
}
