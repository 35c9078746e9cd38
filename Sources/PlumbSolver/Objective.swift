// The objective of the simplex: one dense cost vector per priority level.
//
// Design (docs/auto-layout.md §2.2): Apple weighs optional priorities lexicographically, so the cost
// of a symbol is not one number but a vector with one coefficient per priority level, compared
// from the strongest level down. We keep, for each level, a dense array of reduced costs indexed
// by symbol id: substituting a pivot row into the objective costs O(length of that row), not
// O(length of the objective), which keeps independent parts of a layout independent (kiwi merges
// its whole objective row on every pivot). A symbol may enter the basis when its cost vector is
// lexicographically negative; such symbols are kept in a min-heap by id (filled whenever a cost
// changes, validated lazily), so the entering choice is Bland's rule, the lowest id, which also
// rules out cycling. Levels are the exact `Float` priorities in use, strongest first; they are
// few. The objective's constant (the error itself) is not tracked here: the solver measures it.

/// The per-priority reduced costs, strongest level first.
struct Objective: Sendable {
    /// The priority of each level, in descending order.
    private(set) var levels: [Float] = []
    /// `costs[level][symbol]`: the reduced cost of a symbol at a level.
    private var costs: [[Double]] = []
    /// How many symbols the cost arrays cover.
    private(set) var symbolCount = 0
    /// Symbols whose cost vector may be negative, lowest id first (lazy: validated on use).
    private var candidates = MinHeap()
    private var queued: [Bool] = []
    /// While a transaction is open, every change as (level, symbol, previous cost).
    private var undo: [(level: Int32, symbol: Int32, cost: Double)]?

    /// Extends the cost arrays to one more symbol.
    mutating func appendSymbol() {
        symbolCount += 1
        for level in costs.indices { costs[level].append(0) }
        queued.append(false)
    }

    private mutating func index(of level: Float) -> Int {
        var index = 0
        while index < levels.count && levels[index] > level { index += 1 }
        if index == levels.count || levels[index] != level {
            levels.insert(level, at: index)
            costs.insert([Double](repeating: 0, count: symbolCount), at: index)
            if undo != nil {
                // Shift recorded level indices at or after the new level.
                for position in undo!.indices where undo![position].level >= Int32(index) {
                    undo![position].level += 1
                }
            }
        }
        return index
    }

    @inline(__always)
    private mutating func add(_ amount: Double, to symbol: Int32, level: Int) {
        let old = costs[level][Int(symbol)]
        var new = old + amount
        if abs(new) <= Row.epsilon { new = 0 }
        if new == old { return }
        undo?.append((Int32(level), symbol, old))
        costs[level][Int(symbol)] = new
        if !queued[Int(symbol)] && isImproving(Symbol(id: symbol)) {
            queued[Int(symbol)] = true
            candidates.push(symbol)
        }
    }

    /// Adds `coefficient × symbol` at `level`.
    mutating func insert(_ symbol: Symbol, coefficient: Double, level: Float) {
        add(coefficient, to: symbol.id, level: index(of: level))
    }

    /// Adds `coefficient × row` at `level` (used when the symbol to add is basic).
    mutating func insert(_ row: Row, coefficient: Double, level: Float) {
        let level = index(of: level)
        for (id, value) in row.terms { add(coefficient * value, to: id, level: level) }
    }

    /// Replaces `symbol` by `row` in every level. O(levels × row length).
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        for level in costs.indices {
            let cost = costs[level][Int(symbol.id)]
            if cost == 0 { continue }
            undo?.append((Int32(level), symbol.id, cost))
            costs[level][Int(symbol.id)] = 0
            for (id, value) in row.terms { add(cost * value, to: id, level: level) }
        }
    }

    /// The reduced cost of `symbol`, one coefficient per level (strongest first).
    func cost(of symbol: Symbol) -> [Double] {
        costs.map { $0[Int(symbol.id)] }
    }

    /// The non-zero costs at one level, by symbol id (for dumps). O(symbols).
    func row(at level: Int) -> Row {
        var row = Row()
        for (id, cost) in costs[level].enumerated() where cost != 0 {
            row.insert(Symbol(id: Int32(id)), coefficient: cost)
        }
        return row
    }

    /// Whether some symbol may still improve the objective.
    var hasCandidates: Bool { candidates.min != nil }

    /// Whether `symbol` waits in the candidate heap.
    func isQueued(_ symbol: Symbol) -> Bool { queued[Int(symbol.id)] }

    /// Whether the first non-zero cost of `symbol`, from the strongest level, is negative.
    func isImproving(_ symbol: Symbol) -> Bool {
        for level in costs.indices {
            let cost = costs[level][Int(symbol.id)]
            if cost != 0 { return cost < 0 }
        }
        return false
    }

    /// The symbol that may enter the basis to lower the objective, or nil at the optimum: the
    /// lowest id whose cost vector is lexicographically negative (Bland's rule). Dummy symbols
    /// never enter. Amortised O(log symbols).
    mutating func enteringSymbol(in symbols: SymbolTable) -> Symbol? {
        while let id = candidates.min {
            let symbol = Symbol(id: id)
            if symbols[id].kind != .dummy && isImproving(symbol) { return symbol }
            candidates.popMin()
            queued[Int(id)] = false
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
        for level in costs.indices {
            let a = costs[level][Int(lhs.id)] / lhsDivisor
            let b = costs[level][Int(rhs.id)] / rhsDivisor
            if abs(a - b) > Row.epsilon { return a < b }
        }
        return false
    }

    // MARK: Transactions

    /// Starts recording changes so that ``rollback(symbolCount:)`` can undo them.
    mutating func beginTransaction() {
        undo = []
    }

    /// Stops recording and keeps the changes.
    mutating func commit() {
        undo = nil
    }

    /// Undoes the changes recorded since ``beginTransaction()``, forgets symbols from
    /// `symbolCount` on, and rebuilds the candidate heap.
    mutating func rollback(symbolCount count: Int, levels levelsBefore: [Float]) {
        if let undo {
            for change in undo.reversed() { costs[Int(change.level)][Int(change.symbol)] = change.cost }
        }
        undo = nil
        var kept: [[Double]] = []
        for (level, values) in zip(levels, costs) where levelsBefore.contains(level) {
            kept.append(Array(values.prefix(count)))
        }
        costs = kept
        levels = levelsBefore
        symbolCount = count
        queued = [Bool](repeating: false, count: count)
        candidates = MinHeap()
        for id in 0..<count where isImproving(Symbol(id: Int32(id))) {
            queued[id] = true
            candidates.push(Int32(id))
        }
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
