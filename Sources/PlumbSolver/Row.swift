// A row of the Cassowary tableau: `basic = constant + Σ coefficient × symbol`.
//
// Design: a sparse vector kept sorted by symbol id in one buffer of (symbol, coefficient) pairs:
// one allocation a row, and a symbol beside its coefficient, 12 bytes a term (the coefficient
// stored as two 32-bit halves, so that no padding follows the symbol; the row arena's terms are
// the same entries). Adding a multiple of another row is a linear merge, O(m + n), where kiwi's
// sorted-vector inserts cost O(m·n); every loop visits symbols in id order, so results never
// depend on hashing. Coefficients that cancel to within `Row.epsilon` are dropped.

/// A sparse linear row `constant + Σ coefficient × symbol`, sorted by symbol id.
struct Row: Sendable {
    /// One term of a row, 12 bytes: the coefficient is kept as its two 32-bit halves, so the
    /// entry's alignment is 4 and its stride 12, where an `Int32` beside a `Double` takes 16 (4 of
    /// them padding). The halves lie in the `Double`'s own byte order (little-endian hosts), so
    /// reading or writing the coefficient is one unaligned 64-bit access; its bits are kept
    /// exactly.
    struct Entry: Sendable {
        /// The symbol's id.
        var symbol: Int32
        /// The coefficient's bits 0 to 31.
        private var low: UInt32
        /// The coefficient's bits 32 to 63.
        private var high: UInt32

        @inline(__always)
        init(symbol: Int32, coefficient: Double) {
            self.symbol = symbol
            let bits = coefficient.bitPattern
            low = UInt32(truncatingIfNeeded: bits)
            high = UInt32(truncatingIfNeeded: bits &>> 32)
        }

        /// The symbol's coefficient.
        var coefficient: Double {
            @inline(__always) get { Double(bitPattern: UInt64(high) &<< 32 | UInt64(low)) }
            @inline(__always) set {
                let bits = newValue.bitPattern
                low = UInt32(truncatingIfNeeded: bits)
                high = UInt32(truncatingIfNeeded: bits &>> 32)
            }
        }
    }

    /// Magnitudes at or below this are treated as zero (kiwi's and Apple's `NSISEpsilon` scale).
    static let epsilon = 1.0e-8

    var constant: Double
    private(set) var entries: [Entry]

    init(constant: Double = 0) {
        self.constant = constant
        self.entries = []
    }

    /// A row from entries already sorted by symbol id, with no zero coefficient.
    init(constant: Double, sortedEntries: [Entry]) {
        self.constant = constant
        self.entries = sortedEntries
    }

    /// Empties the row and sets its constant, keeping its buffer (with room for `capacity`
    /// entries): a scratch row reused from one lowering to the next allocates nothing.
    mutating func reset(constant: Double, capacity: Int) {
        self.constant = constant
        // One `removeLast` per entry: `removeAll(keepingCapacity:)` is the generic
        // `replaceSubrange`, several times the cost for the few terms of a lowered row.
        while !entries.isEmpty { entries.removeLast() }
        entries.reserveCapacity(capacity)
    }

    /// Appends `coefficient × symbol`, which must sort after every symbol of the row; the
    /// coefficient must not be zero.
    mutating func appendLast(_ symbol: Int32, coefficient: Double) {
        entries.append(Entry(symbol: symbol, coefficient: coefficient))
    }

    var count: Int { entries.count }
    var isConstant: Bool { entries.isEmpty }

    /// The symbols, in id order.
    var symbols: LazyMapCollection<[Entry], Int32> { entries.lazy.map(\.symbol) }

    /// The terms as (symbol, coefficient), in id order.
    var terms: LazyMapCollection<[Entry], (Int32, Double)> {
        entries.lazy.map { ($0.symbol, $0.coefficient) }
    }

    /// The position of `symbol`, or where it would be inserted. O(log n).
    private func position(of symbol: Int32) -> (index: Int, found: Bool) {
        entries.withUnsafeBufferPointer { entries in
            var low = 0
            var high = entries.count
            while low < high {
                let mid = (low &+ high) >> 1
                let value = entries[mid].symbol
                if value == symbol { return (mid, true) }
                if value < symbol { low = mid + 1 } else { high = mid }
            }
            return (low, false)
        }
    }

    /// The coefficient of `symbol`, zero when absent. O(log n).
    func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol.id)
        return found ? entries[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { position(of: symbol.id).found }

    /// Adds `coefficient × symbol`, dropping the term if it cancels. Returns whether the symbol is
    /// new to the row. O(n).
    @discardableResult
    mutating func insert(_ symbol: Symbol, coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol.id)
        if found {
            let sum = entries[index].coefficient + coefficient
            if abs(sum) <= Row.epsilon {
                entries.remove(at: index)
            } else {
                entries[index].coefficient = sum
            }
            return false
        }
        if abs(coefficient) <= Row.epsilon { return false }
        // Append and shift the tail by hand: `Array.insert(_:at:)` goes through the generic
        // `replaceSubrange`, several times the cost for the short rows of a lowering. A symbol
        // newer than every other (a constraint's marker and error) stays where it was appended;
        // a shift moves the tail through the buffer's address (no check per write).
        let entry = Entry(symbol: symbol.id, coefficient: coefficient)
        entries.append(entry)
        let last = entries.count - 1
        if index < last {
            entries.withUnsafeMutableBufferPointer { buffer in
                var position = last
                while position > index {
                    buffer[position] = buffer[position - 1]
                    position -= 1
                }
                buffer[index] = entry
            }
        }
        return true
    }

    /// Adds `coefficient × other` by merging into `buffer`, leaving out `skipped` (a symbol being
    /// substituted); appends to `added` every symbol new to this row. The row then holds the
    /// buffer's storage and `buffer` the row's old storage, for the next merge. O(m + n).
    mutating func insert(
        _ other: Row, coefficient: Double, skipping skipped: Int32 = -1, added: inout [Int32],
        buffer merged: inout [Entry]
    ) {
        constant += other.constant * coefficient
        if other.entries.isEmpty && skipped < 0 { return }
        merged.removeAll(keepingCapacity: true)
        merged.reserveCapacity(entries.count + other.entries.count)
        entries.withUnsafeBufferPointer { mine in
            other.entries.withUnsafeBufferPointer { theirs in
                Row.merge(
                    mine, theirs, coefficient: coefficient, skipping: skipped, into: &merged, added: &added)
            }
        }
        swap(&entries, &merged)
    }

    /// Merges `mine + coefficient × theirs` (both sorted by symbol) into `merged`, leaving out
    /// `skipped` and terms whose coefficient falls within ``epsilon`` of zero; appends to `added`
    /// every symbol of `theirs` not in `mine`. The one merge of a row and of a row in the arena
    /// (`SlotTable.substitute(at:inRowOf:with:added:)`). O(m + n).
    @inline(__always)
    static func merge(
        _ mine: UnsafeBufferPointer<Entry>, _ theirs: UnsafeBufferPointer<Entry>, coefficient: Double,
        skipping skipped: Int32, into merged: inout [Entry], added: inout [Int32]
    ) {
        var i = 0
        var j = 0
        while i < mine.count || j < theirs.count {
            if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                if mine[i].symbol != skipped { merged.append(mine[i]) }
                i += 1
            } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                let value = theirs[j].coefficient * coefficient
                if abs(value) > epsilon {
                    merged.append(Entry(symbol: theirs[j].symbol, coefficient: value))
                    added.append(theirs[j].symbol)
                }
                j += 1
            } else {
                let value = mine[i].coefficient + theirs[j].coefficient * coefficient
                if abs(value) > epsilon && mine[i].symbol != skipped {
                    merged.append(Entry(symbol: mine[i].symbol, coefficient: value))
                }
                i += 1
                j += 1
            }
        }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in entries.indices { entries[index].coefficient = -entries[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest) / a`, removing
    /// `symbol` from the row. The symbol must be present. One pass through the buffer: the terms
    /// after the symbol move down as they are scaled, where `Array.remove(at:)` (generic, a third
    /// of the cost) and then a scaling pass over the array (a uniqueness check per write) took two.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol.id)
        let factor = -1 / (found ? entries[index].coefficient : 0)
        constant *= factor
        entries.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let count = buffer.count
            for position in 0..<(found ? index : count) { base[position].coefficient *= factor }
            guard found else { return }
            for position in index..<count - 1 {
                let next = base[position + 1]
                base[position] = Entry(symbol: next.symbol, coefficient: next.coefficient * factor)
            }
        }
        if found { entries.removeLast() }
    }

    /// Turns `lhs = this row` (with `rhs` in it) into `rhs = …` (with `lhs` in it): a pivot.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the row it is basic in (one merge through `buffer`, see
    /// ``insert(_:coefficient:skipping:added:buffer:)``); appends symbols new to this row to
    /// `added`. Returns whether the symbol was present.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row, added: inout [Int32], buffer: inout [Entry])
        -> Bool
    {
        let coefficient = self.coefficient(for: symbol)
        if coefficient == 0 { return false }
        insert(row, coefficient: coefficient, skipping: symbol.id, added: &added, buffer: &buffer)
        return true
    }
}
