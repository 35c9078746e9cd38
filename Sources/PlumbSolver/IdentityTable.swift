// IdentityTable: the solver's map from a variable's identity to its symbol.
//
// Design: a solver keeps here the symbols of the variables it does not own (Solver+Owner.swift:
// a variable shared with another solver), and reading a value or lowering a constraint looks
// those up. Swift's Dictionary hashes with SipHash (seeded per process), which costs more
// than the rest of a read. Object addresses are already well spread, so an open-addressing table
// with linear probing and a multiplicative hash of the address (Fibonacci hashing) is enough.
// Lookups only: the table is never iterated, so its layout cannot leak into any result.

/// A hash table from object identities to symbol ids, with linear probing. No removal. Its two
/// arrays are the table's own buffers (PlainArray.swift): a probe reads them unchecked.
package struct IdentityTable: ~Copyable {
    private var keys = PlainArray<UInt>(repeating: 0, count: 16)
    private var values = PlainArray<Int32>(repeating: 0, count: 16)
    private var count = 0
    private var shift = 60  // 64 − log2(capacity)

    /// An empty table.
    package init() {}

    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The id stored for `object`, or nil. O(1) expected.
    @inline(__always)
    package subscript(_ object: ObjectIdentifier) -> Int32? {
        self[key: UInt(bitPattern: object)]
    }

    /// The id stored for `key` (an object's address, or another non-zero word that names one
    /// thing), or nil. O(1) expected.
    @inline(__always)
    package subscript(key key: UInt) -> Int32? {
        var index = home(of: key)
        let mask = keys.count - 1
        while true {
            let stored = keys[index]
            if stored == key { return values[index] }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `id` for `object` (which must not be present yet). Amortised O(1).
    package mutating func insert(_ id: Int32, for object: ObjectIdentifier) {
        insert(id, key: UInt(bitPattern: object))
    }

    /// Stores `id` for `key` (non-zero, not present yet). Amortised O(1).
    package mutating func insert(_ id: Int32, key: UInt) {
        if (count + 1) * 2 > keys.count { grow() }
        var index = home(of: key)
        let mask = keys.count - 1
        while keys[index] != 0 { index = (index + 1) & mask }
        keys[index] = key
        values[index] = id
        count += 1
    }

    /// Forgets every entry whose id is at least `limit` (symbols dropped by a rollback).
    package mutating func removeAll(atOrAbove limit: Int32) {
        rebuild(capacity: keys.count) { $0 < limit }
    }

    private mutating func grow() {
        rebuild(capacity: keys.count * 2) { _ in true }
    }

    /// Re-inserts the entries whose id `keep` accepts into a table of `capacity` slots (a power
    /// of two), straight from the old arrays (no array of the kept pairs in between).
    private mutating func rebuild(capacity: Int, keeping keep: (Int32) -> Bool) {
        var oldKeys = PlainArray<UInt>(repeating: 0, count: capacity)
        var oldValues = PlainArray<Int32>(repeating: 0, count: capacity)
        swap(&oldKeys, &keys)
        swap(&oldValues, &values)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        let mask = capacity - 1
        for position in oldKeys.indices where oldKeys[position] != 0 && keep(oldValues[position]) {
            var index = home(of: oldKeys[position])
            while keys[index] != 0 { index = (index + 1) & mask }
            keys[index] = oldKeys[position]
            values[index] = oldValues[position]
            count += 1
        }
    }
}
