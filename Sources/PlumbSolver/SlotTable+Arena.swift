// The row arena: every row of the tableau in one buffer of terms.
//
// Design. A row used to own a Swift array: an allocation and a free per row (33,000 at S2s with
// N = 1,000), a retain and a release per copy of a row, and rows scattered over the heap, so
// that reading a value chased a row's own buffer at a random address. Now the terms of every
// stored row live in one buffer, `SlotTable.terms`, and a slot names its row's range
// (`start`, `length`, `capacity`) and constant. The buffer is the table's own allocation (it
// grows by half with `realloc` when full) and `end` marks its used part, so storing a row is one
// block copy, with no `append` and no uniqueness check. It is a raw pointer, not an array, so
// that a loop over a row loads the buffer's address once (`rowStart(_:)`) and reads each term
// with no bounds check: through an array, the compiler reloaded the buffer and checked the index
// for every term of `evaluate`'s loops (about five instructions a term). A row that outgrows its
// range moves to the arena's end (a row already at the end grows in place), leaving its old
// range as garbage; when the garbage exceeds half of the used part, `compact()` copies every
// live row, in slot order, into a new buffer, each range its row's exact length. A freed slot
// keeps its range for the next row stored there. Rows being built or taken apart (the row a
// constraint lowers to, `expand`'s result, the pivot row, the objective's inputs, the phase-1
// row) stay `Row` values.
//
// Invariants: every slot's range lies within `terms[..<end]` and no two ranges overlap; a row's
// terms are sorted by symbol id with no zero coefficient (|c| > `Row.epsilon` for merged terms),
// exactly as a `Row` keeps them, and every arithmetic step is the one `Row` does, in the same
// order, so results are bit for bit those of a row with its own buffer; `garbage` counts the
// entries before `end` left behind by rows that moved or slots that were dropped. Nothing may
// hold a pointer into `terms` across a call that stores a row (it may move the buffer): a row
// that is substituted into others (a pivot row) is copied out first.
//
// Complexity: reading a term O(1), a coefficient O(log length) (binary search in the range);
// storing a row O(length) amortised (a compaction copies the live terms once and comes after
// at least as many entries turned garbage); merging a row into another O(m + n).

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SlotTable {
    /// The number of terms of the row in `slot`.
    @inline(__always)
    func length(_ slot: Int) -> Int { Int(spans[slot].length) }

    /// The term at `index` of the row in `slot`.
    @inline(__always)
    func term(_ slot: Int, _ index: Int) -> Row.Entry { terms[Int(spans[slot].start) + index] }

    /// The address of the first term of the row in `slot`, valid until a row is next stored.
    @inline(__always)
    func rowStart(_ slot: Int) -> UnsafeMutablePointer<Row.Entry> { terms + Int(spans[slot].start) }

    /// The terms of the row in `slot`, valid until a row is next stored.
    @inline(__always)
    func rowTerms(_ slot: Int) -> UnsafeBufferPointer<Row.Entry> {
        UnsafeBufferPointer(start: rowStart(slot), count: Int(spans[slot].length))
    }

    /// The arena's size when a table is made, in entries.
    static let initialCapacity = 256

    /// The position of `symbol` in the row of `slot`, or where it would be inserted. O(log n).
    @inline(__always)
    func position(of symbol: Int32, inRowOf slot: Int) -> (index: Int, found: Bool) {
        let row = rowStart(slot)
        var low = 0
        var high = Int(spans[slot].length)
        while low < high {
            let mid = (low &+ high) >> 1
            let value = row[mid].symbol
            if value == symbol { return (mid, true) }
            if value < symbol { low = mid + 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol` in the row of `slot`, zero when absent. O(log n).
    @inline(__always)
    func coefficient(of symbol: Symbol, inRowOf slot: Int) -> Double {
        let (index, found) = position(of: symbol.id, inRowOf: slot)
        return found ? terms[Int(spans[slot].start) + index].coefficient : 0
    }

    /// A copy of the row in `slot`, as a `Row` value. O(n).
    func row(_ slot: Int) -> Row {
        Row(constant: spans[slot].constant, sortedEntries: Array(rowTerms(slot)))
    }

    /// Stores `row` (constant and terms) in `slot`, replacing its row. O(n) amortised.
    mutating func store(_ row: Row, in slot: Int) {
        row.entries.withUnsafeBufferPointer { place($0, constant: row.constant, in: slot) }
    }

    /// Stores `constant` and the sorted `source` terms in `slot`, replacing its row. `source` must
    /// not point into `terms`. O(n) amortised.
    mutating func store(constant: Double, _ source: UnsafeBufferPointer<Row.Entry>, in slot: Int) {
        place(source, constant: constant, in: slot)
    }

    /// Empties the row in `slot`, keeping its range for the next row stored there.
    mutating func clear(_ slot: Int) {
        spans[slot].constant = 0
        spans[slot].length = 0
    }

    /// Writes `source` and `constant` as the row of `slot`: in its range when the terms fit, else
    /// at the arena's end (in place when the range is already last), compacting first when
    /// garbage is more than half of the arena. The slot's span is written once.
    private mutating func place(_ source: UnsafeBufferPointer<Row.Entry>, constant: Double, in slot: Int) {
        let count = source.count
        var start = Int(spans[slot].start)
        let capacity = Int(entries[slot].capacity)
        if count > capacity {
            if start + capacity == end {
                reserve(count - capacity)
            } else {
                garbage += capacity
                if garbage > 1024 && 2 * garbage > end {
                    spans[slot].length = 0
                    entries[slot].capacity = 0
                    compact()
                }
                reserve(count)
                start = end
            }
            end = start + count
            precondition(count <= Entry.capacityLimit, "a row of \(count) terms is more than a row can hold")
            entries[slot].capacity = Int32(truncatingIfNeeded: count)
        }
        if let source = source.baseAddress { (terms + start).update(from: source, count: count) }
        spans[slot] = Span(start: Int32(start), length: Int32(count), constant: constant)
    }

    /// Makes room for `extra` more entries after `end`, growing the arena by half when it is full.
    /// Amortised O(extra).
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if end + extra > capacity { grow(to: end + extra) }
    }

    /// Grows the arena to at least `needed` entries (one and a half times the old size) with
    /// `realloc`: a large buffer is extended or remapped where it lies, so growing never holds
    /// the old and the new buffer at once (the peak of a tableau of 330,000 rows was set by that
    /// moment), and a copy, when there is one, is one block copy.
    private mutating func grow(to needed: Int) {
        let grown = Swift.max(needed, capacity + capacity / 2, SlotTable.initialCapacity)
        terms = SlotTable.reallocate(terms, capacity: grown)
        capacity = grown
    }

    /// A buffer of `capacity` entries with the first ones of `buffer` (which it replaces); nil
    /// `buffer`, a new one. Traps when memory runs out, as Swift's own allocations do.
    static func reallocate(_ buffer: UnsafeMutablePointer<Row.Entry>?, capacity: Int)
        -> UnsafeMutablePointer<Row.Entry>
    {
        guard let raw = realloc(buffer, capacity * MemoryLayout<Row.Entry>.stride) else {
            fatalError("out of memory: a row arena of \(capacity) terms")
        }
        return raw.bindMemory(to: Row.Entry.self, capacity: capacity)
    }

    /// Frees a buffer made by `reallocate(_:capacity:)`.
    static func deallocate(_ buffer: UnsafeMutablePointer<Row.Entry>) { freeBuffer(buffer) }

    /// Copies every slot's row into a new arena, in slot order, each range exactly its length,
    /// with room for half as many again after them. O(slots + live terms).
    mutating func compact() {
        var live = 0
        for slot in spans.indices { live += Int(spans[slot].length) }
        let packedCapacity = Swift.max(live + live / 2, SlotTable.initialCapacity)
        let packed = SlotTable.reallocate(nil, capacity: packedCapacity)
        var next = 0
        for slot in spans.indices {
            let start = Int(spans[slot].start)
            let length = Int(spans[slot].length)
            spans[slot].start = Int32(next)
            entries[slot].capacity = Int32(length)
            (packed + next).moveInitialize(from: terms + start, count: length)
            next += length
        }
        SlotTable.deallocate(terms)
        terms = packed
        capacity = packedCapacity
        end = next
        garbage = 0
    }

    /// Removes `symbol` from the row of `slot` and returns its coefficient (zero when absent).
    /// O(n).
    @discardableResult
    mutating func remove(_ symbol: Symbol, fromRowOf slot: Int) -> Double {
        let (index, found) = position(of: symbol.id, inRowOf: slot)
        guard found else { return 0 }
        let row = rowStart(slot)
        let length = Int(spans[slot].length)
        let coefficient = row[index].coefficient
        for position in index..<(length - 1) { row[position] = row[position + 1] }
        spans[slot].length -= 1
        return coefficient
    }

    /// Turns the row `leaving = constant + a·entering + rest` of `slot` into
    /// `entering = (leaving − constant − rest) / a`, in place: the pivot of `Row.solve(for:_:)`,
    /// with the same arithmetic. `entering` must be in the row and `leaving` not. O(n).
    mutating func pivot(_ slot: Int, leaving: Symbol, entering: Symbol) {
        let row = rowStart(slot)
        let length = Int(spans[slot].length)
        let (index, _) = position(of: entering.id, inRowOf: slot)
        let factor = -1 / row[index].coefficient
        // Drop `entering` and insert `leaving` (coefficient −1, then scaled) in id order: the
        // length does not change, so the row stays in its range.
        var target = index
        if leaving.id > entering.id {
            while target + 1 < length && row[target + 1].symbol < leaving.id {
                row[target] = row[target + 1]
                target += 1
            }
        } else {
            while target > 0 && row[target - 1].symbol > leaving.id {
                row[target] = row[target - 1]
                target -= 1
            }
        }
        row[target] = Row.Entry(symbol: leaving.id, coefficient: -1)
        spans[slot].constant *= factor
        for position in 0..<length { row[position].coefficient *= factor }
    }

    /// Replaces the symbol at `index` of the row in `slot` by `other` (the row that symbol is
    /// basic in): adds `coefficient × other`, as `Row.substitute(_:with:added:buffer:)` does;
    /// appends to `added` every symbol new to the row. O(m + n).
    mutating func substitute(at index: Int, inRowOf slot: Int, with other: Row, added: inout [Int32]) {
        let mine = rowTerms(slot)
        let skipped = mine[index].symbol
        let coefficient = mine[index].coefficient
        let constant = spans[slot].constant + other.constant * coefficient
        var merged = self.merged
        self.merged = []
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(mine.count + other.count)
        other.entries.withUnsafeBufferPointer { theirs in
            Row.merge(mine, theirs, coefficient: coefficient, skipping: skipped, into: &merged, added: &added)
        }
        merged.withUnsafeBufferPointer { place($0, constant: constant, in: slot) }
        self.merged = merged
    }
}

/// C's `free`, which `SlotTable.free` (the free slots) hides inside the table's methods.
private func freeBuffer(_ buffer: UnsafeMutablePointer<Row.Entry>) { free(buffer) }
