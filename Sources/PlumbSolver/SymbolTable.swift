// SymbolTable: what the solver keeps for each symbol, indexed by symbol id.
//
// Design. The fields that the hot loops read together (a symbol's kind and slot, the expansion
// scratch, the value memo) sit in one array of plain entries, so making a symbol appends one
// entry, and rolling back or clearing truncates one table; only the column index (a `Column` per
// symbol, its first slots inline) and the two references (owner, variable) stay in arrays of
// their own.

/// The solver's per-symbol table: kind, slot, column, owner, variable, scratch and value memo.
struct SymbolTable {
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
        /// `expand(_:)`'s accumulated coefficient (0 between calls).
        var coefficient: Double = 0
        /// The memoised value of an external symbol.
        var value: Double = 0
    }

    /// The plain fields, by symbol id.
    var entries: [Entry] = []
    /// Slots whose rows may contain the symbol (a superset; stale entries are skipped and pruned).
    var columns: [Column] = []
    /// The constraint that brought the symbol (nil for variables and artificial symbols).
    var owners: [Constraint?] = []
    /// The variable of an external symbol.
    var variables: [Variable?] = []

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

    /// Appends a symbol of `kind` brought by `owner` and returns it. Amortised O(1).
    mutating func append(_ kind: Symbol.Kind, owner: Constraint?, columnLimit: Int32) -> Symbol {
        let symbol = Symbol(id: Int32(entries.count))
        entries.append(Entry(kind: kind, columnLimit: columnLimit))
        columns.append(Column())
        owners.append(owner)
        variables.append(nil)
        return symbol
    }

    /// Forgets the symbols from `count` on (a rollback).
    mutating func truncate(to count: Int) {
        entries.removeSubrange(count...)
        columns.removeSubrange(count...)
        owners.removeSubrange(count...)
        variables.removeSubrange(count...)
    }
}
