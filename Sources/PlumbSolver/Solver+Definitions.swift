// Definition rows: external variables defined in terms of other variables, left unexpanded.
//
// Design. In a textbook tableau every row is written in parametric symbols only, so a chain of
// views `x[i] = x[i-1] + w[i-1] + 8` stores x[i] as a sum over every view before it: O(N²) terms
// for a chain (kiwi needs 3.5 GB for 10,000 views). But the rows of external variables never
// take part in a pivot decision: ratio tests, the objective and the dual simplex read only the
// rows of restricted symbols (slacks, errors), which hold no external variable. So when a
// constraint brings a *fresh* external variable (one that no row mentions yet), we install its
// row as written, referring to the basic external variables it names: a *definition row*. A
// definition refers only to rows defined before it (each external row has a rank, its creation
// number), so definitions form an acyclic graph and are never cyclic. Whenever a restricted row
// or the objective needs the parametric form, `expand(_:)` substitutes definitions transitively
// in decreasing rank, visiting each definition once: O(size of the definitions reached).
// Values of external variables are evaluated through the same graph and memoised until the next
// change of the tableau.

extension Solver {
    /// Whether `symbol` is an external variable that is basic (has a definition row).
    @inline(__always)
    func isDefined(_ symbol: Int32) -> Bool {
        kinds[Int(symbol)] == .external && slotOf[Int(symbol)] >= 0
    }

    /// Whether no live row mentions the external symbol, so a definition row for it cannot close a
    /// cycle.
    func isFresh(_ symbol: Symbol) -> Bool {
        !isBasic(symbol) && slots(containing: symbol).isEmpty && artificial?.contains(symbol) != true
    }

    /// `row` with every defined external variable replaced, transitively, by its definition: the
    /// parametric form the simplex needs. O(size of the definitions reached + k log k).
    func expand(_ row: Row) -> Row {
        guard row.symbols.contains(where: { isDefined($0) }) else { return row }
        var pending = MaxRankHeap()
        var parametric: [Int32] = []
        var result = Row(constant: row.constant)
        func accumulate(_ id: Int32, _ coefficient: Double) {
            if scratchMarks[Int(id)] == 0 {
                scratchMarks[Int(id)] = 1
                scratchCoefficients[Int(id)] = coefficient
                if isDefined(id) {
                    pending.push(id, rank: slotRank[Int(slotOf[Int(id)])])
                } else {
                    parametric.append(id)
                }
            } else {
                scratchCoefficients[Int(id)] += coefficient
            }
        }
        for (id, coefficient) in row.terms { accumulate(id, coefficient) }
        while let id = pending.popMax() {
            let coefficient = scratchCoefficients[Int(id)]
            scratchMarks[Int(id)] = 0
            if coefficient == 0 { continue }
            let definition = slotRows[Int(slotOf[Int(id)])]
            result.constant += coefficient * definition.constant
            for (term, value) in definition.terms { accumulate(term, coefficient * value) }
        }
        parametric.sort()
        var symbols: [Int32] = []
        var coefficients: [Double] = []
        symbols.reserveCapacity(parametric.count)
        coefficients.reserveCapacity(parametric.count)
        for id in parametric {
            let coefficient = scratchCoefficients[Int(id)]
            scratchMarks[Int(id)] = 0
            if abs(coefficient) > Row.epsilon {
                symbols.append(id)
                coefficients.append(coefficient)
            }
        }
        return Row(constant: result.constant, sortedSymbols: symbols, coefficients: coefficients)
    }

    /// The value of an external symbol: its definition evaluated through the definitions it
    /// names, memoised until the tableau changes. Iterative, so deep chains cannot overflow.
    func evaluate(_ symbol: Symbol) -> Double {
        guard isBasic(symbol) else { return 0 }
        if valueStamps[Int(symbol.id)] == valueVersion { return valueCache[Int(symbol.id)] }
        var stack: [Int32] = [symbol.id]
        while let id = stack.last {
            let row = slotRows[Int(slotOf[Int(id)])]
            var ready = true
            for term in row.symbols where isDefined(term) && valueStamps[Int(term)] != valueVersion {
                stack.append(term)
                ready = false
            }
            guard ready else { continue }
            stack.removeLast()
            if valueStamps[Int(id)] == valueVersion { continue }
            var value = row.constant
            for (term, coefficient) in row.terms where isDefined(term) {
                value += coefficient * valueCache[Int(term)]
            }
            valueCache[Int(id)] = value
            valueStamps[Int(id)] = valueVersion
        }
        return valueCache[Int(symbol.id)]
    }
}

/// A binary max-heap of symbol ids keyed by the rank of their definition rows.
struct MaxRankHeap {
    private var storage: [(rank: Int64, id: Int32)] = []

    mutating func push(_ id: Int32, rank: Int64) {
        storage.append((rank, id))
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if storage[parent].rank >= storage[child].rank { break }
            storage.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMax() -> Int32? {
        guard let top = storage.first else { return nil }
        storage.swapAt(0, storage.count - 1)
        storage.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var largest = parent
            if left < storage.count && storage[left].rank > storage[largest].rank { largest = left }
            if right < storage.count && storage[right].rank > storage[largest].rank { largest = right }
            if largest == parent { return top.id }
            storage.swapAt(parent, largest)
            parent = largest
        }
    }
}
