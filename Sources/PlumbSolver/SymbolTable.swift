// SymbolTable: what the solver keeps for each symbol, indexed by symbol id.
//
// Design. The fields that the hot loops read together (a symbol's kind and slot, the expansion
// scratch, the value memo) sit in one array of plain entries, so making a symbol appends one
// entry, and rolling back or clearing truncates one table; only the column index (a `Column` per
// symbol, its first slots inline) and the symbol's origin stay in arrays of their own. The
// origin is one word: an external symbol has a variable and no owner, every other symbol at most
// an owner, named by its record's key, so one word of the two replaces two optional arrays, and
// only the variables are retained.

/// The solver's per-symbol table: kind, slot, column, origin, scratch and value memo.
struct SymbolTable: ~Copyable {
    /// What brought a symbol, in one word and no reference: an external symbol's variable (its
    /// address with bit 1 set, the table holding the retain), the key of the record whose
    /// marker, slack or error the symbol is (`Solver.Source.key`: an object's address, 16-byte
    /// aligned, or a handle's number made odd), or 0 for an artificial symbol or one whose
    /// constraint was removed. So copying an origin is copying a word, and a constraint's
    /// symbols neither retain nor release it; its record names the constraint.
    struct Origin: BitwiseCopyable {
        private let raw: UInt

        /// An artificial symbol, or one whose constraint was removed.
        static let none = Origin(raw: 0)

        /// The variable of an external symbol (retained by the table that stores the origin).
        @inline(__always)
        static func variable(_ variable: Variable) -> Origin {
            Origin(raw: UInt(bitPattern: Unmanaged.passUnretained(variable).toOpaque()) | 2)
        }

        /// The constraint whose record has `key`, while that record lives.
        @inline(__always)
        static func constraint(_ key: UInt) -> Origin { Origin(raw: key) }

        /// Whether the origin is a variable.
        @inline(__always)
        var isVariable: Bool { raw & 3 == 2 }

        /// The key of the owning constraint's record, or nil.
        @inline(__always)
        var key: UInt? { raw & 3 == 2 || raw == 0 ? nil : raw }

        /// The variable, or nil.
        @inline(__always)
        var variable: Variable? {
            guard isVariable, let pointer = UnsafeRawPointer(bitPattern: raw & ~3) else { return nil }
            return Unmanaged<Variable>.fromOpaque(pointer).takeUnretainedValue()
        }
    }

    /// The plain fields of one symbol.
    struct Entry {
        /// What the symbol stands for.
        var kind: Symbol.Kind
        /// Whether `expand(_:)` has seen the symbol in its current call (0 between calls).
        var mark: UInt8 = 0
        /// The slot where the symbol is basic, or -1 when it is parametric.
        var slot: Int32 = -1
        /// The length at which the symbol's column is next pruned (`addToColumn`): set from the
        /// column's own history, never from its capacity, which depends on the allocator and
        /// would make the pivots' order differ between two solvers given the same calls.
        var columnLimit: Int32
        /// The value memo is valid while this equals the solver's `valueVersion`.
        var valueStamp: UInt32 = 0
        /// Marks the symbol as visited by the search whose stamp this equals.
        var visitStamp: UInt32 = 0
        /// For an external symbol, the marker of the latest optional inequality on it alone that a
        /// later one may pair with, or -1 (a hint, checked before use: Solver+Pairs.swift).
        var half: Int32 = -1
        /// `expand(_:)`'s accumulated coefficient (0 between calls).
        var coefficient: Double = 0
        /// The memoised value of an external symbol.
        var value: Double = 0
    }

    /// The plain fields, by symbol id (read and written unchecked: PlainArray.swift).
    var entries = PlainArray<Entry>()
    /// Slots whose rows may contain the symbol (a superset; stale entries are skipped and pruned).
    var columns: [Column] = []
    /// What brought each symbol; the variables' retains are the table's (`append`, `truncate`,
    /// `deinit`), so only a constraint's symbol takes a new origin (`setOrigin`).
    private(set) var origins: [Origin] = []

    /// The number of symbols.
    var count: Int { entries.count }

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

    /// The record key of the constraint that brought symbol `id`, or nil (a variable's symbol,
    /// an artificial one).
    @inline(__always)
    func owner(of id: Int32) -> UInt? { origins[Int(id)].key }

    /// The variable of symbol `id`, or nil when it is not external.
    func variable(of id: Int32) -> Variable? { origins[Int(id)].variable }

    /// Gives symbol `id`, a constraint's, the origin `origin` (a constraint's key or none).
    @inline(__always)
    mutating func setOrigin(_ origin: Origin, of id: Int32) {
        origins[Int(id)] = origin
    }

    /// Appends a symbol of `kind` with its origin and returns it. Amortised O(1).
    mutating func append(_ kind: Symbol.Kind, origin: Origin, columnLimit: Int32) -> Symbol {
        let symbol = Symbol(id: Int32(entries.count))
        entries.append(Entry(kind: kind, columnLimit: columnLimit))
        columns.append(Column())
        if let variable = origin.variable { _ = Unmanaged.passUnretained(variable).retain() }
        origins.append(origin)
        return symbol
    }

    /// Makes room for `minimumCount` symbols in every array, at least doubling an array that
    /// grows.
    mutating func reserveCapacity(_ minimumCount: Int) {
        entries.reserveCapacity(minimumCount)
        if columns.capacity < minimumCount {
            columns.reserveCapacity(Swift.max(minimumCount, 2 * columns.capacity))
        }
        if origins.capacity < minimumCount {
            origins.reserveCapacity(Swift.max(minimumCount, 2 * origins.capacity))
        }
    }

    /// Forgets the symbols from `count` on (a rollback).
    mutating func truncate(to count: Int) {
        entries.removeSubrange(count...)
        columns.removeSubrange(count...)
        releaseVariables(from: count)
        origins.removeSubrange(count...)
    }

    /// Releases the variables of the symbols from `first` on.
    private func releaseVariables(from first: Int) {
        for origin in origins[first...] {
            if let variable = origin.variable { Unmanaged.passUnretained(variable).release() }
        }
    }

    deinit { releaseVariables(from: 0) }
}
