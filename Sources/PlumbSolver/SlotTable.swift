// SlotTable: the tableau's rows, by slot.
//
// Design. A row keeps its slot for its life, so the column index can name slots; a freed slot is
// reused by the next row. The per-slot bookkeeping (basic symbol, journal epoch, search stamp)
// sits in one array of plain entries beside the rows, so opening a slot appends twice and a
// rollback truncates once.

/// The solver's rows by slot, with each slot's basic symbol and stamps, and the free slots.
struct SlotTable {
    /// The plain fields of one slot.
    struct Entry {
        /// The basic symbol of the slot's row, or -1 for a free slot.
        var basic: Int32
        /// The journal epoch in which the slot was last saved (`touch(_:)`).
        var epoch: UInt32 = 0
        /// Marks the slot as listed or visited by the search whose stamp this equals.
        var stamp: UInt32 = 0
    }

    /// The rows, by slot (an empty row in a free slot).
    var rows: [Row] = []
    /// The plain fields, by slot.
    var entries: [Entry] = []
    /// Slots without a row, reused last in first out.
    var free: [Int32] = []

    /// The number of slots, free ones included.
    var count: Int { rows.count }

    /// The entry of slot `slot`.
    @inline(__always)
    subscript(_ slot: Int) -> Entry {
        get { entries[slot] }
        _modify { yield &entries[slot] }
    }

    /// The entry of slot `slot`.
    @inline(__always)
    subscript(_ slot: Int32) -> Entry {
        get { entries[Int(slot)] }
        _modify { yield &entries[Int(slot)] }
    }

    /// Opens a new slot holding `row` with `basic` as its basic symbol and returns it.
    mutating func append(_ row: Row, basic: Int32) -> Int32 {
        let slot = Int32(rows.count)
        rows.append(row)
        entries.append(Entry(basic: basic))
        return slot
    }

    /// Forgets the slots from `count` on (a rollback).
    mutating func truncate(to count: Int) {
        rows.removeSubrange(count...)
        entries.removeSubrange(count...)
    }
}
