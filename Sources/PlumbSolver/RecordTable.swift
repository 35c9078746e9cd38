// RecordTable: the solver's constraints, by identity.
//
// Design. Every add looks its constraint up twice (is it new? then store it), and Swift's
// Dictionary hashes each key with SipHash, which cost as much as lowering a short row. The records
// sit in one dense array (removal moves the last record into the hole), and an open-addressing
// index from the constraint's key (its object's address, or a handle's number made odd:
// `Solver.Source.key`) to its place in that array probes linearly from a
// multiplicative hash of the address, as `IdentityTable` does; a removed key leaves a tombstone
// until the next rebuild. The index holds positions only (four bytes a slot, the table being
// between a quarter and half full): a probe compares the address kept beside the record, so the
// index costs 16 to 32 bytes a record, not 48 to 96 as with the address in it too. The dense
// array is iterated only where the order does not matter (listings sort by the records' order of
// addition), so results never depend on addresses.

/// The solver's records, by constraint key. O(1) expected per operation.
struct RecordTable: ~Copyable {
    /// For each index slot, the position of its record in `records`, `empty` or `removed` (the
    /// table's own buffer, read unchecked: PlainArray.swift).
    private var positions = PlainArray<Int32>(repeating: RecordTable.empty, count: 16)
    /// Index slots taken by a position or a tombstone.
    private var used = 0
    private var shift = 60  // 64 − log2(capacity)
    /// The records, dense, and each one's key.
    private(set) var records: [Solver.Record] = []
    private var recordKeys = PlainArray<UInt>()

    private static let empty: Int32 = -1
    private static let removed: Int32 = -2

    /// Every record, in no meaningful order.
    var values: [Solver.Record] { records }

    /// The number of records.
    var count: Int { records.count }

    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The index slot of `key`, or nil.
    @inline(__always)
    private func find(_ key: UInt) -> Int? {
        let mask = positions.count - 1
        var index = home(of: key)
        while true {
            let position = positions[index]
            if position >= 0 && recordKeys[Int(position)] == key { return index }
            if position == RecordTable.empty { return nil }
            index = (index + 1) & mask
        }
    }

    /// The record of the constraint `key` (`Solver.Source.key`), or nil; setting nil removes it.
    subscript(_ key: UInt) -> Solver.Record? {
        @inline(__always) get {
            guard let index = find(key) else { return nil }
            return records[Int(positions[index])]
        }
        set {
            let address = key
            if let index = find(address) {
                if let newValue {
                    records[Int(positions[index])] = newValue
                } else {
                    remove(at: index)
                }
            } else if let newValue {
                insert(newValue, address: address)
            }
        }
    }

    /// Stores the record of `key`, which must not have one: one probe, and no optional record
    /// copied in and destroyed as through the subscript's setter. Amortised O(1).
    mutating func insertNew(_ record: consuming Solver.Record, for key: UInt) {
        insert(record, address: key)
    }

    /// Removes and returns the record of `key`, or nil when there is none.
    mutating func removeValue(forKey key: UInt) -> Solver.Record? {
        guard let index = find(key) else { return nil }
        let record = records[Int(positions[index])]
        remove(at: index)
        return record
    }

    /// Makes room for `minimumCount` records: the dense arrays hold them and the index takes them
    /// without a rebuild (at most half full). An array that grows at least doubles.
    mutating func reserveCapacity(_ minimumCount: Int) {
        if records.capacity < minimumCount {
            records.reserveCapacity(Swift.max(minimumCount, 2 * records.capacity))
        }
        recordKeys.reserveCapacity(minimumCount)
        let indexed = used - records.count + minimumCount  // the tombstones stay until a rebuild
        if (indexed + 1) * 2 > positions.count { rebuild(minimumCount: minimumCount) }
    }

    private mutating func insert(_ record: consuming Solver.Record, address: UInt) {
        if (used + 1) * 2 > positions.count { rebuild() }
        let mask = positions.count - 1
        var index = home(of: address)
        while positions[index] != RecordTable.empty { index = (index + 1) & mask }
        positions[index] = Int32(records.count)
        used += 1
        records.append(record)
        recordKeys.append(address)
    }

    /// Removes every record that `shouldRemove` accepts. O(records).
    mutating func removeAll(where shouldRemove: (Solver.Record) -> Bool) {
        // From the last record down: a removal moves the last record, already seen, into the hole.
        for position in records.indices.reversed() where shouldRemove(records[position]) {
            remove(at: find(recordKeys[position])!)
        }
    }

    /// Leaves a tombstone at index slot `index` and moves the last record into the hole.
    private mutating func remove(at index: Int) {
        let position = Int(positions[index])
        positions[index] = RecordTable.removed
        let last = records.count - 1
        if position != last {
            records[position] = records[last]
            recordKeys[position] = recordKeys[last]
            positions[find(recordKeys[position])!] = Int32(position)
        }
        records.removeLast()
        recordKeys.removeLast()
    }

    /// Re-indexes the records into a table at most a quarter full, dropping the tombstones; or,
    /// given `minimumCount`, into one that holds that many records at most half full.
    private mutating func rebuild(minimumCount: Int? = nil) {
        var capacity = 16
        while capacity < (minimumCount.map { 2 * ($0 + 1) } ?? 4 * (records.count + 1)) { capacity *= 2 }
        positions = PlainArray()  // the old index freed before the new one is made: a lower peak
        positions = PlainArray(repeating: RecordTable.empty, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        used = records.count
        let mask = capacity - 1
        for position in recordKeys.indices {
            var index = home(of: recordKeys[position])
            while positions[index] != RecordTable.empty { index = (index + 1) & mask }
            positions[index] = Int32(position)
        }
    }
}
