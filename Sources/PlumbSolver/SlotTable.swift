// SlotTable: the tableau's rows, by slot.
//
// Design. A row keeps its slot for its life, so the column index can name slots; a freed slot is
// reused by the next row. Each slot's plain fields sit in two arrays, split by who reads them:
// its row's constant and range in the row arena (SlotTable+Arena.swift), what `evaluate` reads
// of a definition, in a 16-byte `Span`, four to a cache line; its bookkeeping (basic symbol and
// its kind, journal epoch, search stamp, the range's capacity) in an `Entry` of 16 bytes. (In one
// 32-byte entry, a relayout that reads every value at 10,000 cards walked every slot's line,
// restricted rows' included.) Both arrays share one buffer (SplitArray.swift): opening a slot is
// one append and a rollback one truncation. The rows' terms live in the arena, one buffer for
// every row, which the table allocates and frees itself (so the table is not copyable: a copy
// would share the buffer).

/// The solver's rows by slot, with each slot's basic symbol and stamps, and the free slots.
struct SlotTable: ~Copyable {
    /// The row of one slot: its constant and its terms' range in the arena (16 bytes).
    struct Span {
        /// Where the row's terms start in `terms`.
        var start: Int32 = 0
        /// How many terms the row has.
        var length: Int32 = 0
        /// The row's constant.
        var constant: Double = 0
    }

    /// The bookkeeping of one slot (16 bytes).
    struct Entry {
        /// The basic symbol of the slot's row, or -1 for a free slot (set with its kind:
        /// `setBasic(_:kind:)`).
        private(set) var basic: Int32
        /// The journal epoch in which the slot was last saved (`touch(_:)`).
        var epoch: UInt32 = 0
        /// Marks the slot as listed or visited by the search whose stamp this equals.
        var stamp: UInt32 = 0
        /// The range's capacity in the low bits (`capacityLimit`), the basic symbol's kind in the
        /// top three: what a move of constants asks of each row it moves, read from the line it
        /// reads the basic symbol from, not from the symbol's entry elsewhere.
        private var capacityAndKind: UInt32 = 0

        /// The largest capacity a range may have: 2²⁹ − 1 terms (8 GiB of them).
        static let capacityLimit: Int32 = 1 << 29 - 1

        /// A slot whose row has `basic` (of kind `kind`) as its basic symbol, with no range yet.
        init(basic: Int32, kind: Symbol.Kind) {
            self.basic = basic
            self.capacityAndKind = UInt32(kind.rawValue) << 29
        }

        /// How many terms the row's range of `terms` can hold (`start ..< start + capacity`).
        var capacity: Int32 {
            get { Int32(bitPattern: capacityAndKind & UInt32(Entry.capacityLimit)) }
            set {
                // Checked where a range grows (`place`), the one place a capacity increases.
                assert(newValue >= 0 && newValue <= Entry.capacityLimit, "a row of \(newValue) terms")
                let kindBits = capacityAndKind & ~UInt32(Entry.capacityLimit)
                capacityAndKind = kindBits | UInt32(truncatingIfNeeded: newValue)
            }
        }

        /// The kind of the basic symbol (meaningless for a free slot).
        var basicKind: Symbol.Kind {
            unsafeBitCast(UInt8(truncatingIfNeeded: capacityAndKind >> 29), to: Symbol.Kind.self)
        }

        /// Makes `basic`, of kind `kind`, the basic symbol (-1, of any kind, for a free slot).
        mutating func setBasic(_ basic: Int32, kind: Symbol.Kind) {
            self.basic = basic
            capacityAndKind = capacityAndKind & UInt32(Entry.capacityLimit) | UInt32(kind.rawValue) << 29
        }
    }

    /// Each slot's span and entry, in one buffer (SplitArray.swift).
    var records = SplitArray<Span, Entry>()
    /// The rows' constants and ranges, by slot (read and written unchecked).
    @inline(__always)
    var spans: SplitArray<Span, Entry>.Part<Span> { records.first }
    /// The bookkeeping, by slot (read and written unchecked).
    @inline(__always)
    var entries: SplitArray<Span, Entry>.Part<Entry> { records.second }
    /// Slots without a row, reused last in first out.
    var free: [Int32] = []
    /// The row arena: every row's terms, each row in its own range, sorted by symbol id; room for
    /// `capacity` entries, of which those from `end` on are unused. Moves when the arena grows or
    /// is compacted (a call that stores a row), so a pointer read from it is valid only until then.
    var terms: UnsafeMutablePointer<Row.Entry>
    /// How many entries `terms` has room for.
    var capacity: Int
    /// The end of the used part of `terms`.
    var end = 0
    /// How many entries before `end` lie outside every slot's range (left behind by rows that
    /// moved or slots that were dropped); `compact()` reclaims them.
    var garbage = 0
    /// Scratch buffer of `substitute(at:inRowOf:with:added:)` (empty between calls).
    var merged: [Row.Entry] = []

    /// An empty table, with an arena of `SlotTable.initialCapacity` entries.
    init() {
        capacity = SlotTable.initialCapacity
        terms = SlotTable.reallocate(nil, capacity: capacity)
    }

    deinit { SlotTable.deallocate(terms) }

    /// The number of slots, free ones included.
    var count: Int { records.count }

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

    /// Opens a new slot holding `row` with `basic` (of kind `kind`) as its basic symbol and
    /// returns it.
    mutating func append(_ row: Row, basic: Int32, kind: Symbol.Kind) -> Int32 {
        let slot = Int32(records.count)
        records.append(Span(), Entry(basic: basic, kind: kind))
        store(row, in: Int(slot))
        return slot
    }

    /// Makes room for `slotCount` slots' entries (not their rows' terms).
    mutating func reserveCapacity(slots slotCount: Int) {
        records.reserveCapacity(slotCount)
    }

    /// Forgets the slots from `count` on (a rollback); their ranges become garbage.
    mutating func truncate(to count: Int) {
        for slot in count..<records.count { garbage += Int(entries[slot].capacity) }
        records.removeSubrange(count...)
    }
}
