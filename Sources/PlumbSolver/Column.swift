// Column: the slots whose rows may hold one symbol (the column index of the tableau).
//
// Design. Most symbols (the slacks and errors of constraints) sit in one to three rows for their
// whole life, and a heap array per symbol cost an allocation and a free each, as much as the
// rest of lowering such a constraint. A column keeps up to three slots inline and allocates
// nothing for them; the fourth moves them all into an array, which holds the column from then on
// (pruned short again, it keeps its array and the array's capacity). Either form is 16 bytes, an
// enum whose inline case is the three slots and a one-byte count and whose other case is the
// array, with its tag in the byte after the count: the symbol table stores one per symbol, and
// three slots, a length and an array beside them took 24. It reads as an array of slots: the same
// order, the same indices.

/// The slots whose rows may contain a symbol, in the order listed; up to three inline.
struct Column: RandomAccessCollection {
    /// The slots: up to three inline with their count, or all of them in an array.
    private enum Storage {
        /// The first `count` of the three slots (`count` at most 3).
        case inline(Int32, Int32, Int32, count: UInt8)
        /// Every slot, once a fourth was appended.
        case spilled([Int32])
    }

    private var storage = Storage.inline(0, 0, 0, count: 0)

    /// An empty column.
    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    @inline(__always)
    var count: Int {
        switch storage {
        case .inline(_, _, _, let count): Int(count)
        case .spilled(let slots): slots.count
        }
    }

    var isEmpty: Bool { count == 0 }

    /// The slot at `position`.
    @inline(__always)
    subscript(position: Int) -> Int32 {
        switch storage {
        case .inline(let first, let second, let third, _):
            position == 0 ? first : position == 1 ? second : third
        case .spilled(let slots): slots[position]
        }
    }

    /// Lists `slot` last. Amortised O(1).
    @inline(__always)
    mutating func append(_ slot: Int32) {
        switch storage {
        case .inline(let first, let second, let third, let count):
            switch count {
            case 0: storage = .inline(slot, 0, 0, count: 1)
            case 1: storage = .inline(first, slot, 0, count: 2)
            case 2: storage = .inline(first, second, slot, count: 3)
            default: storage = .spilled([first, second, third, slot])
            }
        case .spilled(var slots):
            // The stored array is dropped first, so that the local one is unique and grows in place.
            storage = .inline(0, 0, 0, count: 0)
            slots.append(slot)
            storage = .spilled(slots)
        }
    }

    /// Keeps, in order, the slots that `keep` accepts (called once per slot, in order) and drops
    /// the others; returns how many are kept. In place: one uniqueness check, not one per write.
    /// O(count).
    mutating func compact(keeping keep: (Int32) -> Bool) -> Int {
        switch storage {
        case .inline(let first, let second, let third, let count):
            var head = (first, second, third)
            var kept = 0
            for position in 0..<Int(count) {
                let slot = position == 0 ? first : position == 1 ? second : third
                guard keep(slot) else { continue }
                switch kept {
                case 0: head.0 = slot
                case 1: head.1 = slot
                default: head.2 = slot
                }
                kept += 1
            }
            storage = .inline(head.0, head.1, head.2, count: UInt8(kept))
            return kept
        case .spilled(var slots):
            storage = .inline(0, 0, 0, count: 0)
            var kept = 0
            slots.withUnsafeMutableBufferPointer { buffer in
                for index in buffer.indices {
                    let slot = buffer[index]
                    guard keep(slot) else { continue }
                    buffer[kept] = slot
                    kept += 1
                }
            }
            slots.removeLast(slots.count - kept)
            storage = .spilled(slots)
            return kept
        }
    }

    /// Makes room for `capacity` slots in a column that holds an array (one pruned, so longer
    /// than three); an inline column needs none until its fourth slot.
    mutating func reserveCapacity(_ capacity: Int) {
        guard case .spilled(var slots) = storage else { return }
        storage = .inline(0, 0, 0, count: 0)
        slots.reserveCapacity(capacity)
        storage = .spilled(slots)
    }
}
