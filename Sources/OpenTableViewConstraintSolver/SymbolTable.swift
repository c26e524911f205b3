/// The symbols of a solver's variables, by variable identity: an open-addressing hash table
/// with linear probing and a multiplicative hash.
///
/// Not a `Dictionary`: a dictionary hashes its `Int` keys with SipHash, and looking a variable
/// up is the solver's most frequent operation after row arithmetic (every term of every
/// constraint added, every value read). Measured on the 11-constraint cell, hashing was 11 % of
/// the instructions of a build. Variables are never removed, so there is no deletion.
struct SymbolTable: Sendable {
    /// Identities (0 = empty slot; identities start at 1) and their symbols.
    private var keys: [Int]
    private var values: [Symbol]
    private(set) var count = 0
    private var shift: Int

    init() {
        keys = Array(repeating: 0, count: 16)
        values = Array(repeating: Symbol(index: 0, kind: .external), count: 16)
        shift = 64 - 4
    }

    @inline(__always) private func slot(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    subscript(key: Int) -> Symbol? {
        var index = slot(key)
        let mask = keys.count - 1
        while true {
            let found = keys[index]
            if found == key { return values[index] }
            if found == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Adds `key` (not present) with `symbol`.
    mutating func insert(_ key: Int, _ symbol: Symbol) {
        if (count + 1) * 2 > keys.count { grow() }
        var index = slot(key)
        let mask = keys.count - 1
        while keys[index] != 0 { index = (index + 1) & mask }
        keys[index] = key
        values[index] = symbol
        count += 1
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: Symbol(index: 0, kind: .external), count: oldKeys.count * 2)
        shift -= 1
        count = 0
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { insert(key, value) }
    }
}
