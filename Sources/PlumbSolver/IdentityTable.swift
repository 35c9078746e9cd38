// IdentityTable: the solver's map from a variable's identity to its symbol.
//
// Design: reading a value and lowering a constraint each look variables up, so this lookup is on
// every hot path. Swift's Dictionary hashes with SipHash (seeded per process), which costs more
// than the rest of a read. Object addresses are already well spread, so an open-addressing table
// with linear probing and a multiplicative hash of the address (Fibonacci hashing) is enough.
// A key and its id sit together in one 12-byte slot (the key as two 32-bit halves, so that the
// slot is aligned at 4), so a lookup reads one cache line (two for 2 slots in 16), where the keys
// and the ids in two arrays took two: S3 at 10,000 cards reads 160,000 variables a relayout
// through a table of 512 Ki slots, larger than the cache. The table keeps the 12 bytes a slot of
// the two arrays: a 16-byte slot read fewer lines but missed the last-level cache more often.
// Lookups only: the table is never iterated, so its layout cannot leak into any result.

/// A hash table from object identities to symbol ids, with linear probing. No removal.
package struct IdentityTable: Sendable {
    /// One slot: an object's address (0 for an empty slot), as two halves, and its id.
    private struct Slot {
        var low: UInt32
        var high: UInt32
        var value: Int32

        init(key: UInt, value: Int32) {
            low = UInt32(truncatingIfNeeded: key)
            high = UInt32(truncatingIfNeeded: UInt64(key) >> 32)
            self.value = value
        }

        /// The object's address.
        @inline(__always)
        var key: UInt { UInt(truncatingIfNeeded: UInt64(high) << 32 | UInt64(low)) }
    }

    private var slots = [Slot](repeating: Slot(key: 0, value: 0), count: 16)
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
        let key = UInt(bitPattern: object)
        var index = home(of: key)
        let mask = slots.count - 1
        while true {
            let slot = slots[index]
            if slot.key == key { return slot.value }
            if slot.key == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `id` for `object` (which must not be present yet). Amortised O(1).
    package mutating func insert(_ id: Int32, for object: ObjectIdentifier) {
        insert(id, key: UInt(bitPattern: object))
    }

    private mutating func insert(_ id: Int32, key: UInt) {
        if (count + 1) * 2 > slots.count { grow() }
        var index = home(of: key)
        let mask = slots.count - 1
        while slots[index].key != 0 { index = (index + 1) & mask }
        slots[index] = Slot(key: key, value: id)
        count += 1
    }

    /// Forgets every entry whose id is at least `limit` (symbols dropped by a rollback).
    package mutating func removeAll(atOrAbove limit: Int32) {
        rebuild(capacity: slots.count) { $0 < limit }
    }

    private mutating func grow() {
        rebuild(capacity: slots.count * 2) { _ in true }
    }

    /// Re-inserts the entries whose id `keep` accepts into a table of `capacity` slots (a power
    /// of two), straight from the old slots (no array of the kept pairs in between).
    private mutating func rebuild(capacity: Int, keeping keep: (Int32) -> Bool) {
        let old = slots
        slots = [Slot](repeating: Slot(key: 0, value: 0), count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        count = 0
        let mask = capacity - 1
        for slot in old where slot.key != 0 && keep(slot.value) {
            var index = home(of: slot.key)
            while slots[index].key != 0 { index = (index + 1) & mask }
            slots[index] = slot
            count += 1
        }
    }
}
