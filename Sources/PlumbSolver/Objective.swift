// The objective of the simplex: per-priority reduced costs, kept only for symbols that have one.
//
// Design (docs/auto-layout.md §2.2): Apple weighs optional priorities lexicographically, so the cost
// of a symbol is not one number but a vector with one coefficient per priority level, compared
// from the strongest level down. A symbol's vector is a block of `levels.count` doubles in one
// flat array, made the first time the symbol gets a non-zero cost; every other symbol costs one
// `Int32` (no block), so making a symbol appends four bytes, not a double per level, and the many
// symbols that never enter the objective (dummies, slacks of required inequalities, variables)
// take no room in it. Substituting a pivot row into the objective costs O(length of that row), not
// O(length of the objective), which keeps independent parts of a layout independent (kiwi merges
// its whole objective row on every pivot). A symbol may enter the basis when its cost vector is
// lexicographically negative; such symbols are kept in a min-heap by id (filled whenever a cost
// changes, validated lazily), so the entering choice is Bland's rule, the lowest id, which also
// rules out cycling. Levels are the exact `Float` priorities in use, strongest first; they are
// few, and a new level re-lays the blocks out once. The objective's constant (the error itself)
// is not tracked here: the solver measures it.

/// The per-priority reduced costs, strongest level first. The per-symbol and per-block arrays
/// are the objective's own buffers (PlainArray.swift), so the objective is not copyable.
struct Objective: ~Copyable {
    /// The priority of each level, in descending order.
    private(set) var levels: [Float] = []
    /// The block of each symbol, or -1 when it has never had a non-zero cost.
    private var blockOf = PlainArray<Int32>()
    /// `costs[block × levels.count + level]`: the reduced cost of a block's symbol at a level.
    private var costs = PlainArray<Double>()
    /// Whether each block's symbol waits in the candidate heap, by block.
    private var queued = PlainArray<Bool>()
    /// How many symbols the objective covers.
    var symbolCount: Int { blockOf.count }
    /// Symbols whose cost vector may be negative, lowest id first (lazy: validated on use).
    private var candidates = MinHeap()
    /// While a transaction is open, every change of a symbol older than it as (level, symbol,
    /// previous cost): a rollback forgets the newer symbols whole, so their changes are not kept.
    private var undo: [(level: Int32, symbol: Int32, cost: Double)]?
    /// The number of symbols when the open transaction began (the first symbol it may forget).
    private var undoLimit: Int32 = 0

    /// Makes room for `symbolCount` symbols.
    mutating func reserveCapacity(symbols symbolCount: Int) {
        blockOf.reserveCapacity(symbolCount)
    }

    /// Covers one more symbol (with no cost). Amortised O(1).
    mutating func appendSymbol() {
        blockOf.append(-1)
    }

    /// The block of `symbol`, made (all costs zero) when it has none. Amortised O(levels).
    @inline(__always)
    private mutating func block(of symbol: Int32) -> Int {
        let block = blockOf[Int(symbol)]
        if block >= 0 { return Int(block) }
        let made = queued.count
        blockOf[Int(symbol)] = Int32(made)
        queued.append(false)
        for _ in levels.indices { costs.append(0) }
        return made
    }

    private mutating func index(of level: Float) -> Int {
        var index = 0
        while index < levels.count && levels[index] > level { index += 1 }
        if index == levels.count || levels[index] != level {
            // Re-lay every block out with one more level. O(blocks × levels); levels are few.
            let old = levels.count
            var widened = PlainArray<Double>(repeating: 0, count: queued.count * (old + 1))
            for block in queued.indices {
                for level in 0..<old {
                    let moved = level < index ? level : level + 1
                    widened[block * (old + 1) + moved] = costs[block * old + level]
                }
            }
            costs = widened
            levels.insert(level, at: index)
            if undo != nil {
                // Shift recorded level indices at or after the new level.
                for position in undo!.indices where undo![position].level >= Int32(index) {
                    undo![position].level += 1
                }
            }
        }
        return index
    }

    /// The cost of `symbol` at `level`, zero when it has no block.
    @inline(__always)
    private func cost(_ symbol: Int32, level: Int) -> Double {
        let block = blockOf[Int(symbol)]
        return block < 0 ? 0 : costs[Int(block) * levels.count + level]
    }

    @inline(__always)
    private mutating func add(_ amount: Double, to symbol: Int32, level: Int) {
        let old = cost(symbol, level: level)
        var new = old + amount
        if abs(new) <= Row.epsilon { new = 0 }
        if new == old { return }
        if symbol < undoLimit { undo?.append((Int32(level), symbol, old)) }
        let block = block(of: symbol)
        costs[block * levels.count + level] = new
        if !queued[block] && isImproving(Symbol(id: symbol)) {
            queued[block] = true
            candidates.push(symbol)
        }
    }

    /// Adds `coefficient × symbol` at `level`.
    mutating func insert(_ symbol: Symbol, coefficient: Double, level: Float) {
        add(coefficient, to: symbol.id, level: index(of: level))
    }

    /// Adds `coefficient × terms` at `level` (used when the symbol to add is basic: its row, read
    /// in place in the row arena).
    mutating func insert(_ terms: UnsafeBufferPointer<Row.Entry>, coefficient: Double, level: Float) {
        let level = index(of: level)
        for term in terms { add(coefficient * term.coefficient, to: term.symbol, level: level) }
    }

    /// Replaces `symbol` by `row` in every level. O(levels × row length).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let block = Int(blockOf[Int(symbol.id)])
        if block < 0 { return }
        for level in levels.indices {
            let cost = costs[block * levels.count + level]
            if cost == 0 { continue }
            if symbol.id < undoLimit { undo?.append((Int32(level), symbol.id, cost)) }
            costs[block * levels.count + level] = 0
            for (id, value) in row.terms { add(cost * value, to: id, level: level) }
        }
    }

    /// The reduced cost of `symbol`, one coefficient per level (strongest first).
    func cost(of symbol: Symbol) -> [Double] {
        levels.indices.map { cost(symbol.id, level: $0) }
    }

    /// The non-zero costs at one level, by symbol id (for dumps). O(symbols).
    func row(at level: Int) -> Row {
        var row = Row()
        for id in blockOf.indices {
            let cost = cost(Int32(id), level: level)
            if cost != 0 { row.insert(Symbol(id: Int32(id)), coefficient: cost) }
        }
        return row
    }

    /// Whether some symbol may still improve the objective.
    var hasCandidates: Bool { candidates.min != nil }

    /// Whether `symbol` waits in the candidate heap.
    func isQueued(_ symbol: Symbol) -> Bool {
        let block = blockOf[Int(symbol.id)]
        return block >= 0 && queued[Int(block)]
    }

    /// Whether the first non-zero cost of `symbol`, from the strongest level, is negative.
    func isImproving(_ symbol: Symbol) -> Bool {
        let block = Int(blockOf[Int(symbol.id)])
        if block < 0 { return false }
        let start = block * levels.count
        for index in start..<start + levels.count {
            let cost = costs[index]
            if cost != 0 { return cost < 0 }
        }
        return false
    }

    /// The symbol that may enter the basis to lower the objective, or nil at the optimum: the
    /// lowest id whose cost vector is lexicographically negative (Bland's rule). Dummy symbols
    /// never enter (`isDummy` tells them; a closure, so that the caller's symbol table is not
    /// passed, retained and released, on every call). Amortised O(log symbols).
    mutating func enteringSymbol(isDummy: (Int32) -> Bool) -> Symbol? {
        while let id = candidates.min {
            let symbol = Symbol(id: id)
            if !isDummy(id) && isImproving(symbol) { return symbol }
            candidates.popMin()
            queued[Int(blockOf[Int(id)])] = false
        }
        return nil
    }

    /// Whether the cost vector of `lhs` divided by `lhsDivisor` is lexicographically smaller than
    /// that of `rhs` divided by `rhsDivisor` (strongest level first), with differences within
    /// `Row.epsilon` treated as ties: the dual simplex's ratio test, without building the vectors.
    /// O(levels).
    func isRatioLess(_ lhs: Symbol, over lhsDivisor: Double, than rhs: Symbol, over rhsDivisor: Double)
        -> Bool
    {
        for level in levels.indices {
            let a = cost(lhs.id, level: level) / lhsDivisor
            let b = cost(rhs.id, level: level) / rhsDivisor
            if abs(a - b) > Row.epsilon { return a < b }
        }
        return false
    }

    // MARK: Transactions

    /// Starts recording changes of the first `symbolCount` symbols so that
    /// ``rollback(symbolCount:levels:)``, given the same count, can undo them.
    mutating func beginTransaction(symbolCount: Int) {
        undo = []
        undoLimit = Int32(symbolCount)
    }

    /// Stops recording and keeps the changes.
    mutating func commit() {
        undo = nil
    }

    /// Undoes the changes recorded since ``beginTransaction()``, forgets symbols from
    /// `symbolCount` on and the levels not in `levelsBefore`, and rebuilds the blocks and the
    /// candidate heap. O(symbols × levels).
    mutating func rollback(symbolCount count: Int, levels levelsBefore: [Float]) {
        if let undo {
            for change in undo.reversed() {
                costs[Int(blockOf[Int(change.symbol)]) * levels.count + Int(change.level)] = change.cost
            }
        }
        undo = nil
        let kept = levels.indices.filter { levelsBefore.contains(levels[$0]) }
        var rebuilt = Objective()
        rebuilt.levels = levelsBefore
        rebuilt.blockOf = PlainArray(repeating: -1, count: count)
        for id in 0..<count {
            let block = Int(blockOf[id])
            guard block >= 0, kept.contains(where: { costs[block * levels.count + $0] != 0 }) else {
                continue
            }
            let made = rebuilt.block(of: Int32(id))
            for (position, level) in kept.enumerated() {
                rebuilt.costs[made * kept.count + position] = costs[block * levels.count + level]
            }
            if rebuilt.isImproving(Symbol(id: Int32(id))) {
                rebuilt.queued[made] = true
                rebuilt.candidates.push(Int32(id))
            }
        }
        self = rebuilt
    }
}

/// A binary min-heap of symbol ids.
struct MinHeap: Sendable {
    private var storage: [Int32] = []

    var min: Int32? { storage.first }

    mutating func push(_ value: Int32) {
        storage.append(value)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if storage[parent] <= storage[child] { break }
            storage.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMin() {
        guard !storage.isEmpty else { return }
        storage.swapAt(0, storage.count - 1)
        storage.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < storage.count && storage[left] < storage[smallest] { smallest = left }
            if right < storage.count && storage[right] < storage[smallest] { smallest = right }
            if smallest == parent { return }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
