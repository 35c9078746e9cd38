// Definition rows: external variables defined in terms of other variables, left unexpanded.
//
// Design. In a textbook tableau every row is written in parametric symbols only, so a chain of
// views `x[i] = x[i-1] + w[i-1] + 8` stores x[i] as a sum over every view before it: O(N²) terms
// for a chain (kiwi needs 3.5 GB for 10,000 views). But the rows of external variables never
// take part in a pivot decision: ratio tests, the objective and the dual simplex read only the
// rows of restricted symbols (slacks, errors), which never hold an external variable. So when a
// constraint can be solved for a parametric external variable, we install its row as written,
// naming the defined variables it uses: a *definition row*. Rows that already named the
// variable keep naming it. Definitions must not form a cycle: a variable is defined this way only
// when none of the definitions its row reaches names it (a depth-first search, skipped for a
// variable no row names yet, the common case). Whenever a restricted row needs the parametric
// form, `expand(_:)` substitutes definitions transitively in topological order, visiting each
// reachable definition once. Values of external variables are evaluated through the same graph
// and memoised until the next change of the tableau; a suggestion that moves constants only
// (no pivot) forgets just the memos its new constants reach, following the columns from the
// rows it changed, so a drag that moves one edge re-evaluates only what hangs on that edge.

extension Solver {
    /// Whether `symbol` is an external variable that is basic (has a definition row).
    @inline(__always)
    func isDefined(_ symbol: Int32) -> Bool {
        symbolTable[Int(symbol)].kind == .external && symbolTable.slot(of: symbol) >= 0
    }

    /// Whether the parametric external `symbol` may be defined by `row` (which names it) without
    /// closing a cycle: no definition reachable from `row` names it.
    /// O(1) when no row names the symbol, else O(definitions reachable from `row`).
    @inline(__always)
    func canDefine(_ symbol: Symbol, by row: Row) -> Bool {
        guard !isBasic(symbol), artificial?.contains(symbol) != true else { return false }
        // No row names the symbol (what lowering asks about most): no call, no search, and no
        // copy of its column.
        if symbolTable.columns[Int(symbol.id)].isEmpty { return true }
        return closesNoCycle(symbol, by: row)
    }

    /// `canDefine(_:by:)` of a parametric symbol whose column is not empty: the depth-first
    /// search from `row`'s definitions for a row that names it.
    private func closesNoCycle(_ symbol: Symbol, by row: Row) -> Bool {
        let holders = slots(containing: symbol)
        if holders.isEmpty { return true }
        stamp &+= 1
        for slot in holders { slotTable[Int(slot)].stamp = stamp }
        let found = stamp
        stamp &+= 1
        // The solver's scratch stack, so that the search allocates nothing once it has grown.
        var stack = cycleStack
        cycleStack = []
        defer {
            stack.removeAll(keepingCapacity: true)
            cycleStack = stack
        }
        for index in 0..<row.count where isDefined(row.entries[index].symbol) {
            stack.append(row.entries[index].symbol)
        }
        while let id = stack.popLast() {
            let slot = Int(symbolTable.slot(of: id))
            if slotTable[slot].stamp == found { return false }
            if slotTable[slot].stamp == stamp { continue }
            slotTable[slot].stamp = stamp
            for index in 0..<slotTable.length(slot) {
                let term = slotTable.term(slot, index).symbol
                if isDefined(term) { stack.append(term) }
            }
        }
        return true
    }

    /// The defined variables reachable from `row`, each after every definition it names (the
    /// post-order of a depth-first search; reversed, a topological order), appended to `order`,
    /// leaving out those `skipped` says (and what only they reach). Uses the solver's scratch
    /// stack, so it allocates nothing once the scratch arrays have grown. O(definitions reached).
    private func postOrderDefinitions(
        from row: Row, into order: inout [Int32], skipping skipped: (Int32) -> Bool = { _ in false }
    ) {
        stamp &+= 1
        var stack = definitionStack
        definitionStack = []
        defer {
            stack.removeAll(keepingCapacity: true)
            definitionStack = stack
        }
        for entry in row.entries where isDefined(entry.symbol) && !skipped(entry.symbol) {
            stack.append((entry.symbol, false))
        }
        while let (id, expanded) = stack.popLast() {
            let slot = Int(symbolTable.slot(of: id))
            if expanded {
                order.append(id)
                continue
            }
            if slotTable[slot].stamp == stamp { continue }
            slotTable[slot].stamp = stamp
            stack.append((id, true))
            let terms = slotTable.rowStart(slot)
            for index in 0..<slotTable.length(slot) {
                let term = terms[index].symbol
                if isDefined(term) && !skipped(term)
                    && slotTable[Int(symbolTable.slot(of: term))].stamp != stamp
                {
                    stack.append((term, false))
                }
            }
        }
    }

    /// `row` with every defined external variable replaced, transitively, by its definition: the
    /// parametric form the simplex needs. O(size of the definitions reached + k log k).
    func expand(_ row: Row) -> Row {
        guard namesDefinition(row) else { return row }
        var expanded = Row()
        expand(row, into: &expanded)
        return expanded
    }

    /// Whether `row` names a defined variable (whether `expand(_:)` changes it). O(n).
    func namesDefinition(_ row: Row) -> Bool {
        row.entries.contains(where: { isDefined($0.symbol) })
    }

    /// Writes the parametric form of `row` (``expand(_:)``) into `expanded`, reusing its buffer.
    func expand(_ row: Row, into expanded: inout Row) {
        var parametric = expansionSymbols
        var order = expansionOrder
        expansionSymbols = []
        expansionOrder = []
        defer {
            parametric.removeAll(keepingCapacity: true)
            order.removeAll(keepingCapacity: true)
            expansionSymbols = parametric
            expansionOrder = order
            expansionCoefficients.removeAll()
            if !expansionOverflow.isEmpty { expansionOverflow.removeAll() }
        }
        var constant = row.constant
        for entry in row.entries { accumulate(entry.symbol, entry.coefficient, into: &parametric) }
        postOrderDefinitions(from: row, into: &order)
        for id in order.reversed() {
            // A definition reached only through terms that cancelled has no coefficient.
            let coefficient = takeCoefficient(of: id)
            if coefficient == 0 { continue }
            let slot = Int(symbolTable.slot(of: id))
            constant += coefficient * slotTable.spans[slot].constant
            let terms = slotTable.rowStart(slot)
            for index in 0..<slotTable.length(slot) {
                let entry = terms[index]
                accumulate(entry.symbol, coefficient * entry.coefficient, into: &parametric)
            }
        }
        parametric.sort()
        expanded.reset(constant: constant, capacity: parametric.count)
        for id in parametric {
            let coefficient = takeCoefficient(of: id)
            if abs(coefficient) > Row.epsilon { expanded.appendLast(id, coefficient: coefficient) }
        }
    }

    /// Adds `coefficient` to the accumulated coefficient of `id` in `expand(_:)`, listing a
    /// parametric symbol in `parametric` the first time. The symbol's mark is its coefficient's
    /// place in `expansionCoefficients`, counted from 1; past ``expansionMarkLimit`` places, the
    /// coefficient goes to `expansionOverflow` and the mark is the limit. A method, not a local
    /// function: a local function captured `expand`'s scratch arrays in a box, with a dynamic
    /// exclusivity check per access. The marks are written to `symbolTable.entries` itself:
    /// through the table's `_modify` subscript, the array's own accessor was called out of line,
    /// a coroutine per write.
    @inline(__always)
    private func accumulate(_ id: Int32, _ coefficient: Double, into parametric: inout [Int32]) {
        let mark = symbolTable[Int(id)].mark
        if mark == 0 {
            if expansionCoefficients.count < expansionMarkLimit - 1 {
                expansionCoefficients.append(coefficient)
                symbolTable.entries[Int(id)].mark = expansionCoefficients.count
            } else {
                expansionOverflow[id] = coefficient
                symbolTable.entries[Int(id)].mark = expansionMarkLimit
            }
            if !isDefined(id) { parametric.append(id) }
        } else if mark < expansionMarkLimit {
            expansionCoefficients[mark - 1] += coefficient
        } else {
            expansionOverflow[id, default: 0] += coefficient
        }
    }

    /// The coefficient that `expand(_:)` accumulated for `id`, or 0 when it has none; clears the
    /// symbol's mark.
    @inline(__always)
    private func takeCoefficient(of id: Int32) -> Double {
        let mark = symbolTable[Int(id)].mark
        if mark == 0 { return 0 }
        symbolTable.entries[Int(id)].mark = 0
        return mark < expansionMarkLimit ? expansionCoefficients[mark - 1] : expansionOverflow[id] ?? 0
    }

    /// The most terms a memoised expansion may hold (`expandWithoutDummies(_:)`): larger parametric forms
    /// are not stored, so memory stays linear in the tableau.
    static let expansionMemoLimit = 32

    /// ``expand(_:)`` without the dummy symbols (the markers of required equalities, always zero,
    /// which the ambiguity test ignores), with the form of every definition it reaches memoised
    /// until the tableau changes when that form is small (at most ``expansionMemoLimit`` terms;
    /// else it falls back to ``expand(_:)``, dummies included). Every definition of a chain
    /// `x[i] = x[i-1] + w[i-1] - dummy[i]` (a VFL row of N views) names one dummy more than the
    /// one before, so its full expansion has O(i) terms; without them the forms stay small, and
    /// asking about every variable of the chain costs O(N) instead of O(N²).
    func expandWithoutDummies(_ row: Row) -> Row {
        if expansionsVersion != valueVersion {
            expansions.removeAll(keepingCapacity: true)
            expansionsVersion = valueVersion
        }
        guard row.symbols.contains(where: { isDefined($0) }) else { return row }
        // The definitions not yet memoised that the row reaches, each after those it names.
        var order: [Int32] = []
        postOrderDefinitions(from: row, into: &order, skipping: { self.expansions[$0] != nil })
        for id in order {
            guard let expanded = combineExpansions(slotTable.row(Int(symbolTable.slot(of: id)))) else {
                return expand(row)
            }
            expansions[id] = expanded
        }
        return combineExpansions(row) ?? expand(row)
    }

    /// `row` without dummy symbols and with each defined symbol replaced by its memoised form
    /// (every one it names must be memoised), or nil when the result has more than
    /// ``expansionMemoLimit`` terms.
    private func combineExpansions(_ row: Row) -> Row? {
        var constant = row.constant
        var coefficients: [Int32: Double] = [:]
        for (id, coefficient) in row.terms where symbolTable[Int(id)].kind != .dummy {
            guard isDefined(id) else {
                coefficients[id, default: 0] += coefficient
                continue
            }
            guard let definition = expansions[id] else { return nil }
            constant += coefficient * definition.constant
            for (term, value) in definition.terms { coefficients[term, default: 0] += coefficient * value }
        }
        let entries = coefficients.filter { abs($0.value) > Row.epsilon }.map {
            Row.Entry(symbol: $0.key, coefficient: $0.value)
        }.sorted { $0.symbol < $1.symbol }
        guard entries.count <= Solver.expansionMemoLimit else { return nil }
        return Row(constant: constant, sortedEntries: entries)
    }

    /// The value of an external symbol: its definition evaluated through the definitions it
    /// names, memoised until the tableau changes. Iterative, so deep chains cannot overflow.
    /// Reads only the symbols' readings (SymbolTable.swift): a row names no basic symbol but a
    /// defined external variable (the tableau's invariant, `invariantViolations()`), so a term
    /// with a slot is a definition, and its kind need not be read. A definition on the stack is
    /// first tried as it is (its terms may have been evaluated since it was pushed); only when
    /// that fails are its unevaluated terms pushed, so each definition reached is read once to
    /// push and once to evaluate, and one whose terms are ready only once.
    func evaluate(_ symbol: Symbol) -> Double {
        let reading = symbolTable.readings[Int(symbol.id)]
        guard reading.slot >= 0 else { return 0 }
        if reading.valueStamp == valueVersion { return reading.value }
        if let value = evaluateFromCache(symbol.id) { return value }
        evaluationStack.removeAll()
        evaluationStack.append(symbol.id)
        pushUnevaluatedDefinitions(of: symbol.id)
        while let id = evaluationStack.last {
            if symbolTable.readings[Int(id)].valueStamp == valueVersion || evaluateFromCache(id) != nil {
                evaluationStack.removeLast()
            } else {
                pushUnevaluatedDefinitions(of: id)
            }
        }
        return symbolTable.readings[Int(symbol.id)].value
    }

    /// Pushes onto `evaluationStack` every definition that the definition of `id` names and whose
    /// value is not memoised.
    @inline(__always)
    private func pushUnevaluatedDefinitions(of id: Int32) {
        let slot = Int(symbolTable.slot(of: id))
        let terms = slotTable.rowStart(slot)
        for index in 0..<slotTable.length(slot) {
            let term = symbolTable.readings[Int(terms[index].symbol)]
            if term.slot >= 0 && term.valueStamp != valueVersion {
                evaluationStack.append(terms[index].symbol)
            }
        }
    }

    /// The value of a defined symbol whose definition names only values already memoised (the
    /// common case when values are read in order), memoised in turn; nil otherwise. The row is
    /// read in place in the arena, term by term, through one load of its address; a term that is
    /// not basic is parametric, 0.
    @inline(__always)
    private func evaluateFromCache(_ id: Int32) -> Double? {
        let slot = Int(symbolTable.slot(of: id))
        var value = slotTable.spans[slot].constant
        let terms = slotTable.rowStart(slot)
        for index in 0..<slotTable.length(slot) {
            let entry = terms[index]
            let term = symbolTable.readings[Int(entry.symbol)]
            guard term.slot >= 0 else { continue }
            guard term.valueStamp == valueVersion else { return nil }
            value += entry.coefficient * term.value
        }
        symbolTable.readings[Int(id)].value = value
        symbolTable.readings[Int(id)].valueStamp = valueVersion
        return value
    }

    /// Brings up to date the memoised values that new constants in the slots `moved` move: the
    /// defined variables of those slots and, transitively, those whose definitions name them,
    /// found through the columns (supersets: a stale entry only recomputes a value more). Every
    /// other memo stays valid, since its definition and everything it names are as they were;
    /// memoised expansions, which hold constants, are all forgotten. Call it only after a change
    /// of constants with no pivot: a pivot rewrites rows, and the values must then all be
    /// forgotten (`valueVersion`).
    ///
    /// The variables reached are listed once, in an order where each comes after those its
    /// definition names, with their definitions' terms copied (`listReachedDefinitions(from:)`),
    /// and the list is kept for the next call with the same `moved` while the tableau is
    /// unchanged (the same `valueVersion`): a drag or a rotation of one edit variable moves the
    /// same rows at every suggestion. Each listed variable whose value is memoised is then
    /// recomputed in that order from its row's new constant and its terms' memos, the arithmetic
    /// of `evaluate(_:)` term for term, so the bits are those a later read would compute; one
    /// whose terms are not all memoised is forgotten instead, and a variable not memoised stays
    /// so. A read after the suggestion then finds every value it read before memoised, and the
    /// work is one pass over the list, with no column, slot entry or row of the arena read (only
    /// the moved rows' constants). O(variables reached and their terms); making the list adds the
    /// rows that name them.
    func updateValues(movedBy moved: [Int32]) {
        expansionsVersion = valueVersion &- 1
        if reached.version != valueVersion || reached.moved != moved {
            listReachedDefinitions(from: moved)
        }
        let current = valueVersion
        let stale = valueVersion &- 1
        reached.steps.withUnsafeBufferPointer { steps in
            reached.terms.withUnsafeBufferPointer { terms in
                var start = 0
                for step in steps {
                    let id = Int(step.symbol)
                    let end = Int(step.end)
                    defer { start = end }
                    guard symbolTable.readings[id].valueStamp == current else { continue }
                    var value =
                        step.movedSlot < 0 ? step.constant : slotTable.spans[Int(step.movedSlot)].constant
                    var isReady = true
                    for term in terms[start..<end] {
                        let reading = symbolTable.readings[Int(term.symbol)]
                        guard reading.valueStamp == current else {
                            isReady = false
                            break
                        }
                        value += term.coefficient * reading.value
                    }
                    if isReady {
                        symbolTable.readings[id].value = value
                    } else {
                        symbolTable.readings[id].valueStamp = stale
                    }
                }
            }
        }
    }

    /// Appends to `found` the external variables defined in the slots `slots` and, transitively,
    /// those whose definitions name them, each once, in the order reached: first in, first out,
    /// through the columns as they stand, so that the rows are read in the order they were
    /// written. A stale column entry (a row that no longer names the variable, a free or reused
    /// slot) only lists a variable more, one the slots did not reach: a superset, which both
    /// callers accept. Each listed variable's slot is stamped with the returned `stamp`, a new
    /// one; nothing else is written, no row is searched and no column rewritten. The caller must
    /// not start another stamped search while it relies on the stamp. O(variables reached + the
    /// column entries that name them).
    @discardableResult
    func listDefinitions(reachedFrom slots: some Sequence<Int32>, into found: inout [Int32]) -> UInt32 {
        stamp &+= 1
        let isFound = stamp
        @inline(__always)
        func find(basicOf slot: Int32) {
            guard Int(slot) < slotTable.count, slotTable[Int(slot)].stamp != isFound else { return }
            slotTable[Int(slot)].stamp = isFound
            let basic = slotTable[Int(slot)].basic
            if basic >= 0 && slotTable[Int(slot)].basicKind == .external { found.append(basic) }
        }
        var next = found.count
        for slot in slots { find(basicOf: slot) }
        while next < found.count {
            let id = found[next]
            next += 1
            for slot in symbolTable.columns[Int(id)] { find(basicOf: slot) }
        }
        return isFound
    }

    /// Lists in `reached` the defined variables that the constants of the slots `moved` reach:
    /// the basic symbols of those slots that are external and, transitively, those of the rows
    /// their columns list, each once, whether or not its value is memoised now (the list must
    /// serve later suggestions too, after more values are read). They are found first in, first
    /// out, through the columns as they stand (a stale entry lists a variable more), then put in
    /// the post-order of a depth-first search through the definitions' listed terms, so that each
    /// comes after those its definition names (definitions form no cycle), and their terms that
    /// name basic symbols are copied. O(variables reached + the rows that name them).
    private func listReachedDefinitions(from moved: [Int32]) {
        var found: [Int32] = []
        let isFound = listDefinitions(reachedFrom: moved, into: &found)
        // A found variable's slot is stamped `isFound` until the search below visits it.
        stamp &+= 1
        let isVisited = stamp
        var list = ReachedDefinitions(version: valueVersion, moved: moved)
        let movedSlots = Set(moved)
        var stack: [(id: Int32, isExpanded: Bool)] = []
        for root in found {
            stack.append((root, false))
            while let (id, isExpanded) = stack.popLast() {
                let slot = Int(symbolTable.slot(of: id))
                if isExpanded {
                    for term in slotTable.rowTerms(slot) where symbolTable.slot(of: term.symbol) >= 0 {
                        list.terms.append(term)
                    }
                    let isMoved = movedSlots.contains(Int32(slot))
                    list.steps.append(
                        ReachedDefinitions.Step(
                            symbol: id, end: Int32(list.terms.count), movedSlot: isMoved ? Int32(slot) : -1,
                            constant: slotTable.spans[slot].constant))
                    continue
                }
                guard slotTable[slot].stamp == isFound else { continue }
                slotTable[slot].stamp = isVisited
                stack.append((id, true))
                for term in slotTable.rowTerms(slot) {
                    let termSlot = symbolTable.slot(of: term.symbol)
                    if termSlot >= 0 && slotTable[Int(termSlot)].stamp == isFound {
                        stack.append((term.symbol, false))
                    }
                }
            }
        }
        reached = list
    }

    /// Whether the definition rows form a cycle (a bug; checked by `invariantViolations()`).
    func definitionsHaveCycle() -> Bool {
        var state = [UInt8](repeating: 0, count: slotTable.count)  // 0 new, 1 on stack, 2 done
        for start in 0..<slotTable.count
        where slotTable[start].basic >= 0 && slotTable[start].basicKind == .external {
            if state[start] != 0 { continue }
            var stack: [(slot: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let (slot, next) = stack.last {
                if next == slotTable.length(slot) {
                    state[slot] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let term = slotTable.term(slot, next).symbol
                guard isDefined(term) else { continue }
                let child = Int(symbolTable.slot(of: term))
                if state[child] == 1 { return true }
                if state[child] == 0 {
                    state[child] = 1
                    stack.append((child, 0))
                }
            }
        }
        return false
    }
}
