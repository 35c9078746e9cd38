// Column: the slots whose rows may hold one symbol (the column index of the tableau).
//
// Design. Most symbols (the slacks and errors of constraints) sit in one to three rows for their
// whole life, and a heap array per symbol cost an allocation and a free each, as much as the
// rest of lowering such a constraint. A column keeps its first three slots inline and only the
// rest in an array, so a short column allocates nothing. It reads as an array of slots: the
// same order, the same indices.

/// The slots whose rows may contain a symbol, in the order listed; the first three inline.
struct Column: RandomAccessCollection, MutableCollection {
    private var first: Int32 = 0
    private var second: Int32 = 0
    private var third: Int32 = 0
    private var length: Int32 = 0
    /// The slots after the third.
    private var rest: [Int32] = []

    /// An empty column.
    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { Int(length) }
    var count: Int { Int(length) }
    var isEmpty: Bool { length == 0 }

    /// The slot at `position`.
    @inline(__always)
    subscript(position: Int) -> Int32 {
        get {
            switch position {
            case 0: first
            case 1: second
            case 2: third
            default: rest[position - 3]
            }
        }
        set {
            switch position {
            case 0: first = newValue
            case 1: second = newValue
            case 2: third = newValue
            default: rest[position - 3] = newValue
            }
        }
    }

    /// Lists `slot` last. Amortised O(1).
    @inline(__always)
    mutating func append(_ slot: Int32) {
        switch length {
        case 0: first = slot
        case 1: second = slot
        case 2: third = slot
        default: rest.append(slot)
        }
        length += 1
    }

    /// Drops the last `k` slots.
    mutating func removeLast(_ k: Int) {
        let kept = count - k
        rest.removeLast(rest.count - Swift.max(0, kept - 3))
        length = Int32(kept)
    }

    /// Keeps, in order, the slots that `keep` accepts (called once per slot, in order) and drops
    /// the others; returns how many are kept. In place: one uniqueness check, not one per write.
    /// O(count).
    mutating func compact(keeping keep: (Int32) -> Bool) -> Int {
        let total = Int(length)
        var head = (first, second, third)
        var kept = 0
        @inline(__always)
        func keepInline(_ slot: Int32) {
            switch kept {
            case 0: head.0 = slot
            case 1: head.1 = slot
            default: head.2 = slot
            }
        }
        for position in 0..<Swift.min(total, 3) {
            let slot = position == 0 ? first : position == 1 ? second : third
            guard keep(slot) else { continue }
            keepInline(slot)
            kept += 1
        }
        if total > 3 {
            rest.withUnsafeMutableBufferPointer { buffer in
                for index in buffer.indices {
                    let slot = buffer[index]
                    guard keep(slot) else { continue }
                    if kept < 3 { keepInline(slot) } else { buffer[kept - 3] = slot }
                    kept += 1
                }
            }
        }
        (first, second, third) = head
        // A column of at most three slots has no rest to shorten.
        if total > 3 { rest.removeLast(rest.count - Swift.max(0, kept - 3)) }
        length = Int32(kept)
        return kept
    }

    /// Makes room for `capacity` slots.
    mutating func reserveCapacity(_ capacity: Int) {
        if capacity > 3 { rest.reserveCapacity(capacity - 3) }
    }
}
