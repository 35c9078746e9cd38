// SymbolTable: what the solver keeps for each symbol, indexed by symbol id.
//
// Design. A symbol's plain fields sit in two arrays of entries, split by who reads them. What a
// read of a value needs (the symbol's slot, the value memo and its stamp) is a 16-byte `Reading`,
// four to a cache line: `evaluate` reads the reading of every symbol a definition row names, and
// at 10,000 cards a relayout that reads every value walked 23 lines of 40-byte entries a card,
// more than the last-level cache holds over the whole layout, where the readings take about 9. The
// rest (the kind, the expansion's mark, the column's pruning length, the pairing hint) is an
// `Entry` of 12 bytes that the simplex and lowering read beside the slot (searches through the
// tableau mark slots, not symbols: `SlotTable.Entry.stamp`);
// `expand`'s accumulated coefficients are not in it but in the solver's scratch array, which
// the mark indexes, so that they take no room in the table between calls.
// Both arrays share one buffer (SplitArray.swift), so that making a symbol is one append and
// growing one `realloc`, and rolling back or clearing truncates both at once; the column
// index (a 16-byte `Column` per symbol, up to three slots inline) and the symbol's origin are
// arrays of their own. The origin is one word: an external symbol has a variable and no owner, every other
// symbol at most an owner, named by its record's key, so one word of the two replaces two
// optional arrays, and only the variables are retained.

/// The solver's per-symbol table: slot and value memo, kind, scratch, column and origin.
struct SymbolTable: ~Copyable {
    /// What brought a symbol, in one word and no reference: an external symbol's variable (its
    /// address with bit 1 set, bit 2 when the variable is non-negative, so that the bounds' check
    /// need not read the object, and for a rectangle's member bit 3, the member's high bit being
    /// the bound's and its low bit in bit 63, above every user-space address; the table holds the
    /// retain), the key of the record whose marker, slack or error the symbol is
    /// (`Solver.Source.key`: an object's address, 16-byte aligned, or a handle's number made odd),
    /// or 0 for an artificial symbol or one whose constraint was removed. So copying an origin is
    /// copying a word, and a constraint's symbols neither retain nor release it; its record names
    /// the constraint.
    struct Origin: BitwiseCopyable {
        private let raw: UInt

        /// An artificial symbol, or one whose constraint was removed.
        static let none = Origin(raw: 0)

        /// The bit of a rectangle member's low bit.
        private static let memberBit: UInt = 1 << 63

        /// The variable of an external symbol (retained by the table that stores the origin), and
        /// whether it is non-negative (``ExternalVariable/isNonNegative``, which the caller has
        /// read).
        @inline(__always)
        static func variable(_ variable: ExternalVariable, isNonNegative: Bool) -> Origin {
            var raw = variable.address | (isNonNegative ? 6 : 2)
            if variable.isRectangleMember {
                raw |= 8 | (variable.member.rawValue & 1 == 1 ? memberBit : 0)
            }
            return Origin(raw: raw)
        }

        /// The constraint whose record has `key`, while that record lives.
        @inline(__always)
        static func constraint(_ key: UInt) -> Origin { Origin(raw: key) }

        /// Whether the origin is a variable.
        @inline(__always)
        var isVariable: Bool { raw & 3 == 2 }

        /// Whether the origin is a non-negative variable (``ExternalVariable/isNonNegative``).
        @inline(__always)
        var isNonNegativeVariable: Bool { raw & 7 == 6 }

        /// The key of the owning constraint's record, or nil.
        @inline(__always)
        var key: UInt? { raw & 3 == 2 || raw == 0 ? nil : raw }

        /// The variable, or nil.
        @inline(__always)
        var variable: ExternalVariable? {
            guard isVariable else { return nil }
            let address = raw & ~Origin.memberBit & ~15
            guard raw & 8 != 0 else { return ExternalVariable(raw: address) }
            let member = (raw & 4) >> 1 | (raw & Origin.memberBit != 0 ? 1 : 0)
            return ExternalVariable(raw: address | 8 | member << 1)
        }
    }

    /// What a read of a value needs of one symbol (16 bytes).
    struct Reading {
        /// The slot where the symbol is basic, or -1 when it is parametric.
        var slot: Int32 = -1
        /// The value memo is valid while this equals the solver's `valueVersion`.
        var valueStamp: UInt32 = 0
        /// The memoised value of an external symbol.
        var value: Double = 0
    }

    /// The other plain fields of one symbol (12 bytes).
    struct Entry {
        /// What the symbol stands for.
        let kind: Symbol.Kind
        /// `mark`'s low byte and high bits, in the room `kind` leaves before `columnLimit`.
        private var markLow: UInt8 = 0
        private var markHigh: UInt16 = 0
        /// The length at which the symbol's column is next pruned (`addToColumn`): set from the
        /// column's own history, never from its capacity, which depends on the allocator and
        /// would make the pivots' order differ between two solvers given the same calls.
        var columnLimit: Int32
        /// For an external symbol, the marker of the latest optional inequality on it alone that a
        /// later one may pair with, or -1 (a hint, checked before use: Solver+Pairs.swift).
        var half: Int32 = -1

        /// The largest `mark`.
        static let markLimit = (1 << 24) - 1

        /// A symbol of `kind` whose column is next pruned at `columnLimit`.
        init(kind: Symbol.Kind, columnLimit: Int32) {
            self.kind = kind
            self.columnLimit = columnLimit
        }

        /// Where `expand(_:)`'s accumulated coefficient of the symbol is in its current call: 0
        /// when it has not seen the symbol (between calls), else a place in its scratch
        /// (`Solver.expansionCoefficients`). At most ``markLimit``.
        @inline(__always)
        var mark: Int {
            get { Int(markLow) | Int(markHigh) << 8 }
            set {
                markLow = UInt8(truncatingIfNeeded: newValue)
                markHigh = UInt16(truncatingIfNeeded: newValue >> 8)
            }
        }
    }

    /// Each symbol's reading and entry, in one buffer (SplitArray.swift): the readings first, as
    /// the larger part, so that growing moves the entries.
    var records = SplitArray<Reading, Entry>()
    /// The slots and value memos, by symbol id (read and written unchecked).
    @inline(__always)
    var readings: SplitArray<Reading, Entry>.Part<Reading> { records.first }
    /// The other plain fields, by symbol id (read and written unchecked).
    @inline(__always)
    var entries: SplitArray<Reading, Entry>.Part<Entry> { records.second }
    /// Slots whose rows may contain the symbol (a superset; stale entries are skipped and pruned).
    var columns: [Column] = []
    /// What brought each symbol; the variables' retains are the table's (`append`, `truncate`,
    /// `deinit`), so only a constraint's symbol takes a new origin (`setOrigin`).
    private(set) var origins = PlainArray<Origin>()

    /// The number of symbols.
    var count: Int { records.count }

    /// The entry of symbol `id`.
    @inline(__always)
    subscript(_ id: Int) -> Entry {
        get { entries[id] }
        _modify { yield &entries[id] }
    }

    /// The entry of symbol `id`.
    @inline(__always)
    subscript(_ id: Int32) -> Entry {
        get { entries[Int(id)] }
        _modify { yield &entries[Int(id)] }
    }

    /// The slot where symbol `id` is basic, or -1 when it is parametric.
    @inline(__always)
    func slot(of id: Int) -> Int32 { readings[id].slot }

    /// The slot where symbol `id` is basic, or -1 when it is parametric.
    @inline(__always)
    func slot(of id: Int32) -> Int32 { readings[Int(id)].slot }

    /// The record key of the constraint that brought symbol `id`, or nil (a variable's symbol,
    /// an artificial one).
    @inline(__always)
    func owner(of id: Int32) -> UInt? { origins[Int(id)].key }

    /// The variable of symbol `id`, or nil when it is not external.
    func variable(of id: Int32) -> ExternalVariable? { origins[Int(id)].variable }

    /// Whether symbol `id` is a non-negative variable's, read from its origin (no object).
    @inline(__always)
    func isNonNegativeVariable(_ id: Int32) -> Bool { origins[Int(id)].isNonNegativeVariable }

    /// Gives symbol `id`, a constraint's, the origin `origin` (a constraint's key or none).
    @inline(__always)
    mutating func setOrigin(_ origin: Origin, of id: Int32) {
        origins[Int(id)] = origin
    }

    /// Appends a symbol of `kind` with its origin and returns it. Amortised O(1).
    mutating func append(_ kind: Symbol.Kind, origin: Origin, columnLimit: Int32) -> Symbol {
        let symbol = Symbol(id: Int32(records.count))
        records.append(Reading(), Entry(kind: kind, columnLimit: columnLimit))
        columns.append(Column())
        origin.variable?.retain()
        origins.append(origin)
        return symbol
    }

    /// Makes room for `minimumCount` symbols in every array, at least doubling an array that
    /// grows.
    mutating func reserveCapacity(_ minimumCount: Int) {
        records.reserveCapacity(minimumCount)
        if columns.capacity < minimumCount {
            columns.reserveCapacity(Swift.max(minimumCount, 2 * columns.capacity))
        }
        origins.reserveCapacity(minimumCount)
    }

    /// Forgets the symbols from `count` on (a rollback).
    mutating func truncate(to count: Int) {
        records.removeSubrange(count...)
        columns.removeSubrange(count...)
        releaseVariables(from: count)
        origins.removeSubrange(count...)
    }

    /// Releases the variables of the symbols from `first` on.
    private func releaseVariables(from first: Int) {
        for id in first..<origins.count { origins[id].variable?.release() }
    }

    /// Whether a symbol from `first` on is a variable's.
    func hasVariable(from first: Int) -> Bool {
        (first..<origins.count).contains { origins[$0].isVariable }
    }

    deinit { releaseVariables(from: 0) }
}
