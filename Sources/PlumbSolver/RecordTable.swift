// RecordTable: the solver's constraints, by identity.
//
// Design. Every add looks its constraint up twice (is it new? then store it), and Swift's
// Dictionary hashes each key with SipHash, which cost as much as lowering a short row. The records
// sit in one dense array (removal moves the last record into the hole), and each record's place
// in it is found from its key (`Solver.Source.key`). A handle's key is its number made odd, and
// the numbers are dense (released ones are reused), so a handle's place is read from an array
// indexed by the number: four bytes a handle, no hashing and no probing. An object's key is its
// address, so an object's place is kept in an open-addressing index that probes linearly from a
// multiplicative hash of the address, as `IdentityTable` does, and compares the key of the
// record it finds; a removed key leaves a tombstone until the next rebuild. The index holds
// positions only (four bytes a slot, the table being between a quarter and half full), and only
// the objects' (a solver of handles keeps an index of 16 slots). The dense array is iterated only
// where the order does not matter (listings sort by the records' order of addition), so results
// never depend on addresses.

/// The solver's records, by constraint key. O(1) expected per operation.
struct RecordTable: ~Copyable {
    /// The records, dense.
    private(set) var records: [Solver.Record] = []
    /// For each handle number, the position of its record in `records`, or `empty` (the table's
    /// own buffer, read unchecked: PlainArray.swift).
    private var handlePositions = PlainArray<Int32>()
    /// For each slot of the objects' index, the position of its record in `records`, `empty` or
    /// `removed`.
    private var positions = PlainArray<Int32>(repeating: RecordTable.empty, count: 16)
    /// Index slots taken by a position or a tombstone.
    private var used = 0
    /// The records of objects.
    private var objectCount = 0
    private var shift = 60  // 64 − log2(capacity)

    private static let empty: Int32 = -1
    private static let removed: Int32 = -2

    /// Every record, in no meaningful order.
    var values: [Solver.Record] { records }

    /// The number of records.
    var count: Int { records.count }

    /// Whether `key` names a handle (its number made odd) rather than an object.
    @inline(__always)
    private static func isHandle(_ key: UInt) -> Bool { key & 1 == 1 }

    @inline(__always)
    private func home(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(key) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }

    /// The index slot of object key `key`, or nil. A probe compares the key of the record it
    /// finds, read unchecked (the index holds positions of records only).
    @inline(__always)
    private func find(_ key: UInt) -> Int? {
        let mask = positions.count - 1
        var index = home(of: key)
        return records.withUnsafeBufferPointer { records in
            while true {
                let position = positions[index]
                if position >= 0 && records[Int(position)].key == key { return index }
                if position == RecordTable.empty { return nil }
                index = (index + 1) & mask
            }
        }
    }

    /// The position in `records` of the record of `key`, or nil.
    @inline(__always)
    private func position(of key: UInt) -> Int? {
        if RecordTable.isHandle(key) {
            let number = Int(key >> 1)
            guard number < handlePositions.count else { return nil }
            let position = handlePositions[number]
            return position >= 0 ? Int(position) : nil
        }
        guard let index = find(key) else { return nil }
        return Int(positions[index])
    }

    /// The record of the constraint `key` (`Solver.Source.key`), or nil; setting nil removes it.
    subscript(_ key: UInt) -> Solver.Record? {
        @inline(__always) get {
            guard let position = position(of: key) else { return nil }
            return records[position]
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    records[position] = newValue
                } else {
                    remove(key, at: position)
                }
            } else if let newValue {
                insert(newValue, key: key)
            }
        }
    }

    /// Stores the record of `key`, which must not have one: one probe, and no optional record
    /// copied in and destroyed as through the subscript's setter. Amortised O(1).
    mutating func insertNew(_ record: consuming Solver.Record, for key: UInt) {
        insert(record, key: key)
    }

    /// Removes and returns the record of `key`, or nil when there is none.
    mutating func removeValue(forKey key: UInt) -> Solver.Record? {
        guard let position = position(of: key) else { return nil }
        let record = records[position]
        remove(key, at: position)
        return record
    }

    /// Makes room for `minimumCount` records in the dense array, and for handles numbered below
    /// `handleLimit` (a batch of handles) or for `minimumCount` objects in the index, at most half
    /// full (a batch of objects), so that the batch grows and rebuilds nothing. An array that
    /// grows at least doubles.
    mutating func reserveCapacity(_ minimumCount: Int, handlesBelow handleLimit: Int?) {
        if records.capacity < minimumCount {
            records.reserveCapacity(Swift.max(minimumCount, 2 * records.capacity))
        }
        if let handleLimit {
            handlePositions.reserveCapacity(handleLimit)
        } else {
            let objects = objectCount + Swift.max(0, minimumCount - records.count)
            let indexed = used - objectCount + objects  // the tombstones stay until a rebuild
            if (indexed + 1) * 2 > positions.count { rebuild(minimumCount: objects) }
        }
    }

    private mutating func insert(_ record: consuming Solver.Record, key: UInt) {
        let position = Int32(records.count)
        if RecordTable.isHandle(key) {
            let number = Int(key >> 1)
            while handlePositions.count <= number { handlePositions.append(RecordTable.empty) }
            handlePositions[number] = position
        } else {
            if (used + 1) * 2 > positions.count { rebuild() }
            let mask = positions.count - 1
            var index = home(of: key)
            while positions[index] != RecordTable.empty { index = (index + 1) & mask }
            positions[index] = position
            used += 1
            objectCount += 1
        }
        records.append(record)
    }

    /// Gives the records the orders 0, 1, 2, … in their order of addition, and returns how many
    /// there are (`Solver.renumberOrdersIfDue()`). O(records log records).
    mutating func renumberOrders() -> Int {
        let ranked = records.indices.sorted { records[$0].order < records[$1].order }
        for (order, position) in ranked.enumerated() { records[position].order = order }
        return ranked.count
    }

    /// Removes every record that `shouldRemove` accepts. O(records).
    mutating func removeAll(where shouldRemove: (Solver.Record) -> Bool) {
        // From the last record down: a removal moves the last record, already seen, into the hole.
        for position in records.indices.reversed() where shouldRemove(records[position]) {
            remove(records[position].key, at: position)
        }
    }

    /// Forgets the place of `key`'s record, at `position` (a tombstone for an object), and moves
    /// the last record into the hole.
    private mutating func remove(_ key: UInt, at position: Int) {
        if RecordTable.isHandle(key) {
            handlePositions[Int(key >> 1)] = RecordTable.empty
        } else {
            positions[find(key)!] = RecordTable.removed
            objectCount -= 1
        }
        let last = records.count - 1
        if position != last {
            let moved = records[last].key
            if RecordTable.isHandle(moved) {
                handlePositions[Int(moved >> 1)] = Int32(position)
            } else {
                positions[find(moved)!] = Int32(position)
            }
            records[position] = records[last]
        }
        records.removeLast()
    }

    /// Re-indexes the objects' records into an index at most a quarter full, dropping the
    /// tombstones; or, given `minimumCount`, into one that holds that many objects at most half
    /// full.
    private mutating func rebuild(minimumCount: Int? = nil) {
        var capacity = 16
        while capacity < (minimumCount.map { 2 * ($0 + 1) } ?? 4 * (objectCount + 1)) { capacity *= 2 }
        positions = PlainArray()  // the old index freed before the new one is made: a lower peak
        positions = PlainArray(repeating: RecordTable.empty, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        used = objectCount
        let mask = capacity - 1
        for position in records.indices where !RecordTable.isHandle(records[position].key) {
            var index = home(of: records[position].key)
            while positions[index] != RecordTable.empty { index = (index + 1) & mask }
            positions[index] = Int32(position)
        }
    }
}
