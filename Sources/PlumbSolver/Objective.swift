// The objective of the simplex as a vector of rows, one per priority level.
//
// Design (auto-layout.md §2.2): Apple weighs optional priorities lexicographically, so the cost
// of a symbol is not one number but a vector with one coefficient per priority level, compared
// from the strongest level down. We keep one sparse `Row` per level, sorted from the highest level
// to the lowest; the reduced cost of a symbol is its coefficient in each level's row. A symbol may
// enter the basis when its first non-zero coefficient (from the top) is negative, which never
// worsens a stronger level while improving a weaker one. Levels are exact `Float` priorities; a
// level whose row becomes empty is kept (levels are few: one per distinct priority in use).

/// The per-priority objective rows, strongest level first.
struct Objective: Sendable {
    /// The priority of each level, in descending order.
    private(set) var levels: [Float] = []
    /// One row per level: the sum of the error variables at that priority, in parametric form.
    private(set) var rows: [Row] = []

    /// The index of `level`, inserting an empty row for it if needed.
    private mutating func index(of level: Float) -> Int {
        var index = 0
        while index < levels.count && levels[index] > level { index += 1 }
        if index == levels.count || levels[index] != level {
            levels.insert(level, at: index)
            rows.insert(Row(), at: index)
        }
        return index
    }

    /// Adds `coefficient × symbol` at `level`.
    mutating func insert(_ symbol: Symbol, coefficient: Double, level: Float) {
        rows[index(of: level)].insert(symbol, coefficient: coefficient)
    }

    /// Adds `coefficient × row` at `level` (used when the symbol to add is basic).
    mutating func insert(_ row: Row, coefficient: Double, level: Float) {
        var ignored: [Int32] = []
        rows[index(of: level)].insert(row, coefficient: coefficient, added: &ignored)
    }

    /// Whether any level mentions `symbol`.
    func contains(_ symbol: Symbol) -> Bool {
        rows.contains { $0.contains(symbol) }
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Symbol, with row: Row) {
        var ignored: [Int32] = []
        for index in rows.indices where rows[index].contains(symbol) {
            rows[index].substitute(symbol, with: row, added: &ignored)
        }
    }

    /// The reduced cost of `symbol`, one coefficient per level (strongest first).
    func cost(of symbol: Symbol) -> [Double] {
        rows.map { $0.coefficient(for: symbol) }
    }

    /// The symbol that may enter the basis to lower the objective, or nil at the optimum.
    ///
    /// Levels are visited from the strongest; within a level the lowest symbol id with a negative
    /// coefficient wins (Bland's rule, which also prevents cycling), provided no stronger level
    /// gives it a non-zero coefficient. Dummy symbols never enter. O(Σ row lengths × log).
    func enteringSymbol(kinds: [Symbol.Kind]) -> Symbol? {
        for (level, row) in rows.enumerated() {
            for (id, coefficient) in row.terms where coefficient < -Row.epsilon {
                let symbol = Symbol(id: id)
                if kinds[Int(id)] == .dummy { continue }
                var free = true
                for stronger in 0..<level where abs(rows[stronger].coefficient(for: symbol)) > Row.epsilon {
                    free = false
                    break
                }
                if free { return symbol }
            }
        }
        return nil
    }

    /// Whether `lhs` is lexicographically smaller than `rhs` (strongest level first), with
    /// differences within `Row.epsilon` treated as ties.
    static func isLess(_ lhs: [Double], _ rhs: [Double]) -> Bool {
        for (a, b) in zip(lhs, rhs) where abs(a - b) > Row.epsilon {
            return a < b
        }
        return false
    }
}
