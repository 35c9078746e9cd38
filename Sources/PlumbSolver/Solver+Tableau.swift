// The tableau's storage: symbols, rows in slots, the column index, and the undo journal that makes
// an add atomic. Every write to a slot goes through `touch(_:)`, so a transaction can restore the
// slots it changed (saving a row copies its terms out of the arena, once per slot and transaction),
// or through `touchConstant(_:)` when only the row's constant changes (a shift: the constant alone
// is saved, and the terms later only if the same transaction goes on to rewrite the row).

/// One slot saved by a transaction (24 bytes).
struct SavedSlot {
    /// `basic` of the terms saved after the slot's constant (`touch(_:)` after
    /// `touchConstant(_:)`): the earlier entry restores the constant, basic symbol and columns.
    static let termsAfterConstant: Int32 = -2
    /// `length` of a constant saved alone: the row's terms are those the slot holds at rollback.
    static let constantOnly: Int32 = -1

    /// The slot.
    var slot: Int32
    /// Its basic symbol (-1 for a free slot), or `termsAfterConstant`.
    var basic: Int32
    /// Its row's constant.
    var constant: Double
    /// Where its terms start in `Journal.savedTerms`.
    var start: Int32
    /// How many terms it has, or `constantOnly`.
    var length: Int32
}

/// What a transaction must restore on rollback.
struct Journal {
    var symbolCount: Int
    var slotCount: Int
    var freeSlots: [Int32]
    /// The slots saved, in the order they were first touched; a slot whose constant was saved
    /// alone may come again with its terms.
    var saved: [SavedSlot] = []
    /// The saved rows' terms, one range per saved slot.
    var savedTerms: [Row.Entry] = []
    var objectiveLevels: [Float]
    /// Records added whose marker is older than the transaction, to drop (those with a newer
    /// marker are found by it: `Solver.rollback()`).
    var records: [UInt] = []
    /// Whether a record with a marker newer than the transaction was added.
    var addsRecordsWithNewMarkers = false
    /// Records removed, to put back.
    var removedRecords: [(key: UInt, record: Solver.Record)] = []
    /// Owners of old symbols changed by pairing (Solver+Pairs.swift), to put back.
    var origins: [(symbol: Int32, origin: SymbolTable.Origin)] = []
    var additions: Int
}

extension Solver {
    // MARK: Symbols

    /// A new symbol of `kind` that `origin` brought. Inlined: a lowered row makes two to four.
    @inline(__always)
    func makeSymbol(_ kind: Symbol.Kind, origin: SymbolTable.Origin) -> Symbol {
        let symbol = symbolTable.append(kind, origin: origin, columnLimit: Solver.columnPruneLength)
        objective.appendSymbol()
        return symbol
    }

    /// A new external symbol for `variable`, which has none yet (the caller looked it up).
    func makeSymbol(for variable: ExternalVariable) -> Symbol {
        let isNonNegative = variable.isNonNegative
        let symbol = makeSymbol(.external, origin: .variable(variable, isNonNegative: isNonNegative))
        register(symbol, for: variable)
        if isNonNegative { boundedSymbols.append(symbol.id) }
        return symbol
    }

    func kind(_ symbol: Symbol) -> Symbol.Kind { symbolTable[Int(symbol.id)].kind }

    /// A copy of the row in which `symbol` is basic.
    func row(of symbol: Symbol) -> Row? {
        let slot = symbolTable.slot(of: symbol.id)
        return slot >= 0 ? slotTable.row(Int(slot)) : nil
    }

    func isBasic(_ symbol: Symbol) -> Bool { symbolTable.slot(of: symbol.id) >= 0 }

    // MARK: Rows

    /// Records the slot's current content in the journal, once per transaction, and, while some
    /// variable is non-negative, the slot as changed (Solver+Bounds.swift). A slot whose constant
    /// alone was saved (`touchConstant(_:)`) has its terms saved now, its constant having been
    /// saved before it changed. A slot's epoch is the transaction's `epoch` (even) once the slot
    /// is saved whole, `epoch | 1` while its constant alone is.
    @inline(__always)
    func touch(_ slot: Int32) {
        if !boundedSymbols.isEmpty { changedSlots.append(slot) }
        guard journal != nil, Int(slot) < journal!.slotCount, slotTable[Int(slot)].epoch != epoch else {
            return
        }
        let constantSaved = slotTable[Int(slot)].epoch == epoch | 1
        slotTable[Int(slot)].epoch = epoch
        let span = slotTable.spans[Int(slot)]
        journal!.saved.append(
            SavedSlot(
                slot: slot, basic: constantSaved ? SavedSlot.termsAfterConstant : slotTable[Int(slot)].basic,
                constant: span.constant, start: Int32(journal!.savedTerms.count), length: span.length))
        journal!.savedTerms.append(contentsOf: slotTable.rowTerms(Int(slot)))
    }

    /// Records the slot's constant in the journal before a write that changes the constant alone
    /// (its basic symbol and terms stay), once per transaction, and, while some variable is
    /// non-negative, the slot as changed: a shift journals 24 bytes a row, not the row's terms.
    @inline(__always)
    func touchConstant(_ slot: Int32) {
        if !boundedSymbols.isEmpty { changedSlots.append(slot) }
        guard journal != nil, Int(slot) < journal!.slotCount, slotTable[Int(slot)].epoch | 1 != epoch | 1
        else {
            return
        }
        slotTable[Int(slot)].epoch = epoch | 1
        journal!.saved.append(
            SavedSlot(
                slot: slot, basic: slotTable[Int(slot)].basic, constant: slotTable.spans[Int(slot)].constant,
                start: 0, length: SavedSlot.constantOnly))
    }

    /// Stores `row` with `basic` as its basic symbol.
    func setRow(_ row: Row, basic: Symbol) {
        let slot: Int32
        // `removeLast` behind `isEmpty`: the generic `popLast` was a call per row.
        if !slotTable.free.isEmpty {
            slot = slotTable.free.removeLast()
            touch(slot)
            slotTable.store(row, in: Int(slot))
            slotTable[Int(slot)].setBasic(basic.id, kind: kind(basic))
        } else {
            slot = slotTable.append(row, basic: basic.id, kind: kind(basic))
            if !boundedSymbols.isEmpty { changedSlots.append(slot) }
        }
        symbolTable.readings[Int(basic.id)].slot = slot
        // The row's terms read in place: no lazy view of the row, no retain of its buffer.
        row.entries.withUnsafeBufferPointer { entries in
            // When no column is due to be pruned (the common case), the columns are written
            // through one access: one uniqueness check for the row, not one per term. The row's
            // symbols are distinct, so checking them all first finds what `addToColumn` would.
            let due = entries.contains { isColumnDue(Int($0.symbol)) }
            if due {
                for entry in entries { addToColumn(entry.symbol, slot) }
            } else {
                symbolTable.columns.withUnsafeMutableBufferPointer { columns in
                    for entry in entries { columns[Int(entry.symbol)].append(slot) }
                }
            }
        }
    }

    /// Removes and returns the row in which `basic` is basic.
    func takeRow(_ basic: Symbol) -> Row {
        let row = slotTable.row(Int(symbolTable.slot(of: basic.id)))
        removeRow(basic)
        return row
    }

    /// Removes the row in which `basic` is basic; its slot keeps its range in the arena.
    func removeRow(_ basic: Symbol) {
        let slot = symbolTable.slot(of: basic.id)
        touch(slot)
        slotTable.clear(Int(slot))
        slotTable[Int(slot)].setBasic(-1, kind: .external)
        symbolTable.readings[Int(basic.id)].slot = -1
        slotTable.free.append(slot)
    }

    /// The live slots that contain `symbol`, each once, pruning stale and repeated entries from
    /// its column in place. O(column length).
    func slots(containing symbol: Symbol) -> Column {
        let index = Int(symbol.id)
        compactColumn(of: index)
        return symbolTable.columns[index]
    }

    /// Drops the stale and repeated entries of column `index`, in place, keeping the order of the
    /// others; returns how many are kept. O(column length).
    @discardableResult
    private func compactColumn(of index: Int) -> Int {
        forEachSlot(containing: Symbol(id: Int32(index))) { _, _ in }
    }

    /// Drops the stale and repeated entries of the column of `symbol` as `slots(containing:)`
    /// does, and calls `body` with each slot kept, in the column's order, and the symbol's
    /// coefficient in the slot's row: one search of each row where listing the slots and then
    /// reading the coefficients took two. `body` must not search columns (it would reuse
    /// `stamp`). Returns how many slots are kept. O(column length × log row length).
    @discardableResult
    func forEachSlot(containing symbol: Symbol, _ body: (Int32, Double) -> Void) -> Int {
        let index = Int(symbol.id)
        // An empty column (a symbol no row has named yet, what `canDefine` asks about most) has
        // nothing to prune: no stamp, and its column is not moved out and back.
        if symbolTable.columns[index].isEmpty { return 0 }
        stamp &+= 1
        // Moved out with `swap`, not copied and replaced: no retain and release of its array.
        var column = Column()
        swap(&column, &symbolTable.columns[index])
        let kept = column.compact { slot in
            guard Int(slot) < slotTable.count, slotTable[slot].basic >= 0, slotTable[slot].stamp != stamp
            else {
                return false
            }
            let (position, found) = slotTable.position(of: symbol.id, inRowOf: Int(slot))
            guard found else { return false }
            slotTable[slot].stamp = stamp
            body(slot, slotTable.term(Int(slot), position).coefficient)
            return true
        }
        symbolTable.columns[index] = column
        return kept
    }

    /// The shortest column that `addToColumn` prunes.
    static let columnPruneLength: Int32 = 16

    /// Lists `slot` in the column of `symbol`. A column that reached its limit is first pruned of
    /// stale and repeated entries, and its next limit set to twice its live length (at least
    /// `columnPruneLength`), so a column stays within twice its live length plus what was
    /// appended since it was last pruned, whatever the pivots do; the pruning is paid for by the
    /// appends that filled it. The limit depends only on the calls made, never on the array's
    /// capacity (the allocator's): pruning reorders a column (an entry that went stale and came
    /// back moves to its end), which orders the rows the dual simplex repairs, so two solvers
    /// given the same calls must prune at the same moments to give the same bits. Amortised O(1).
    @inline(__always)
    func addToColumn(_ symbol: Int32, _ slot: Int32) {
        let index = Int(symbol)
        if isColumnDue(index) { pruneColumn(of: Symbol(id: symbol)) }
        symbolTable.columns[index].append(slot)
    }

    /// Whether the column of symbol `index` has reached its limit, so that the next entry added
    /// prunes it first. O(1).
    @inline(__always)
    private func isColumnDue(_ index: Int) -> Bool {
        symbolTable.columns[index].count >= Int(symbolTable[index].columnLimit)
    }

    /// Drops the stale and repeated entries of the column of `symbol`, in place, and sets its next
    /// limit. O(column length).
    private func pruneColumn(of symbol: Symbol) {
        let index = Int(symbol.id)
        let kept = compactColumn(of: index)
        symbolTable[index].columnLimit = max(Solver.columnPruneLength, Int32(clamping: 2 * kept))
        symbolTable.columns[index].reserveCapacity(2 * kept)
    }

    /// Replaces `symbol` by `row` everywhere: in every row, the objective and the phase-1 objective.
    /// Restricted rows that become negative are queued for the dual simplex.
    func substitute(_ symbol: Symbol, with row: Row) {
        var column = Column()
        swap(&column, &symbolTable.columns[Int(symbol.id)])
        var added: [Int32] = []
        for slot in column where Int(slot) < slotTable.count && slotTable[slot].basic >= 0 {
            // One search for the symbol: whether the row holds it and where.
            let (index, found) = slotTable.position(of: symbol.id, inRowOf: Int(slot))
            guard found else { continue }
            touch(slot)
            added.removeAll(keepingCapacity: true)
            slotTable.substitute(at: index, inRowOf: Int(slot), with: row, added: &added)
            for id in added { addToColumn(id, slot) }
            let basic = Symbol(id: slotTable[Int(slot)].basic)
            if slotTable[Int(slot)].basicKind != .external && slotTable.spans[Int(slot)].constant < 0 {
                infeasibleRows.append(basic)
            }
        }
        objective.substitute(symbol, with: row)
        if artificial != nil {
            var ignored: [Int32] = []
            artificial!.substitute(symbol, with: row, added: &ignored, buffer: &mergeBuffer)
        }
    }

    /// Makes `entering` basic in the row of `slot` (whose basic symbol leaves) and substitutes it
    /// everywhere else.
    func pivot(entering: Symbol, slot: Int32) {
        pivotCount &+= 1
        touch(slot)
        let leaving = Symbol(id: slotTable[Int(slot)].basic)
        slotTable.pivot(Int(slot), leaving: leaving, entering: entering)
        slotTable[Int(slot)].setBasic(entering.id, kind: kind(entering))
        symbolTable.readings[Int(leaving.id)].slot = -1
        symbolTable.readings[Int(entering.id)].slot = slot
        addToColumn(leaving.id, slot)
        // Copied out of the arena, which the substitutions may move.
        substitute(entering, with: slotTable.row(Int(slot)))
    }

    /// Adds `row` with `subject` as its basic symbol: solves for it and substitutes it everywhere.
    /// Solves `row` in place (the caller's scratch row), so that its buffer is not copied.
    func install(_ row: inout Row, subject: Symbol) {
        row.solve(for: subject)
        substitute(subject, with: row)
        setRow(row, basic: subject)
    }

    // MARK: Objective

    /// Adds (sign +1) or removes (sign -1) the errors of `record` to or from the objective: its
    /// other symbol, and its marker too when it is the error of an optional `==`. (The other
    /// symbol of a paired half is its partner's slack, which plays its error: Solver+Pairs.swift.)
    func applyObjectiveEffects(of record: Record, sign: Double) {
        guard let other = record.other else { return }
        if relation(of: record.source) == .equal {
            applyObjectiveEffect(of: record.marker, level: record.level, sign: sign)
        }
        applyObjectiveEffect(of: other, level: record.level, sign: sign)
    }

    /// Adds (sign +1) or removes (sign -1) one error symbol of a record.
    @inline(__always)
    private func applyObjectiveEffect(of symbol: Symbol, level: Float, sign: Double) {
        let slot = Int(symbolTable.slot(of: symbol.id))
        if slot >= 0 {
            // The row read in place in the arena (the objective stores nothing in it).
            objective.insert(slotTable.rowTerms(slot), coefficient: sign, level: level)
        } else {
            objective.insert(symbol, coefficient: sign, level: level)
        }
    }

    // MARK: Transactions

    /// Opens a transaction. `symbolCount` may be back-dated to before symbols made by an add that
    /// has not yet touched a row or the objective.
    func beginTransaction(symbolCount: Int? = nil) {
        // Even: `epoch | 1` marks the slots whose constant alone is saved (`touchConstant(_:)`).
        epoch &+= 2
        let symbolCount = symbolCount ?? symbolTable.count
        journal = Journal(
            symbolCount: symbolCount, slotCount: slotTable.count, freeSlots: slotTable.free,
            objectiveLevels: objective.levels, additions: additions)
        objective.beginTransaction(symbolCount: symbolCount)
    }

    /// Journals a record just added inside a transaction: by its key when its marker is older
    /// than the transaction, else by a flag (a rollback drops every record with a newer marker:
    /// one pass over the records, where a rollback already passes over the symbols), so that a
    /// batch journals no key per constraint.
    @inline(__always)
    func journalAddedRecord(_ key: UInt, marker: Symbol) {
        guard let journal else { return }
        if Int(marker.id) < journal.symbolCount {
            self.journal!.records.append(key)
        } else if !journal.addsRecordsWithNewMarkers {
            self.journal!.addsRecordsWithNewMarkers = true
        }
    }

    /// Closes the open transaction, keeping its changes; without one (an add that needed none),
    /// does nothing, so the common add writes and destroys no empty journal.
    func commit() {
        guard journal != nil else { return }
        journal = nil
        objective.commit()
    }

    /// Restores everything the open transaction changed; outside a transaction, forgets the
    /// symbols an add made before it failed.
    func rollback() {
        let journal =
            self.journal
            ?? Journal(
                symbolCount: symbolTable.count, slotCount: slotTable.count, freeSlots: slotTable.free,
                objectiveLevels: objective.levels, additions: additions)
        self.journal = nil
        let oldSymbols = journal.symbolCount
        if symbolTable.hasVariable(from: oldSymbols) {
            releaseVariables(from: oldSymbols)
            symbolOfVariable.removeAll(atOrAbove: Int32(oldSymbols))
        }
        while let last = boundedSymbols.last, Int(last) >= oldSymbols {
            boundedSymbols.removeLast()
            boundOfSymbol[last] = nil
        }
        for slot in journal.slotCount..<slotTable.count where slotTable[slot].basic >= 0 {
            let basic = Int(slotTable[slot].basic)
            if basic < oldSymbols { symbolTable.readings[basic].slot = -1 }
        }
        for entry in journal.saved {
            let basic = Int(slotTable[Int(entry.slot)].basic)
            if basic >= 0 && basic < oldSymbols { symbolTable.readings[basic].slot = -1 }
        }
        slotTable.truncate(to: journal.slotCount)
        symbolTable.truncate(to: oldSymbols)
        // Backwards, so a slot's terms saved after its constant are back before its constant is,
        // and every slot's columns are written in the order a journal of whole rows wrote them.
        for entry in journal.saved.reversed() {
            let slot = Int(entry.slot)
            if entry.length == SavedSlot.constantOnly {
                // The row's terms are the saved ones: unchanged, or restored just now.
                slotTable.spans[slot].constant = entry.constant
            } else {
                let terms = Int(entry.start)..<Int(entry.start) + Int(entry.length)
                journal.savedTerms.withUnsafeBufferPointer { saved in
                    slotTable.store(
                        constant: entry.constant, UnsafeBufferPointer(rebasing: saved[terms]), in: slot)
                }
                if entry.basic == SavedSlot.termsAfterConstant { continue }
            }
            restoreBasic(entry.basic, of: entry.slot)
        }
        slotTable.free = journal.freeSlots
        objective.rollback(symbolCount: oldSymbols, levels: journal.objectiveLevels)
        if journal.addsRecordsWithNewMarkers {
            records.removeAll { Int($0.marker.id) >= oldSymbols }
        }
        for key in journal.records { records[key] = nil }
        for (key, record) in journal.removedRecords.reversed() {
            records[key] = record
            for symbol in [record.marker, record.other].compactMap({ $0 }) {
                symbolTable.setOrigin(.constraint(record.key), of: symbol.id)
            }
        }
        for (symbol, origin) in journal.origins.reversed() where Int(symbol) < oldSymbols {
            symbolTable.setOrigin(origin, of: symbol)
        }
        additions = journal.additions
        artificial = nil
        infeasibleRows = []
        changedSlots = []
    }

    /// Gives `slot`, whose saved row `rollback()` has just put back, its saved basic symbol: for a
    /// symbol (not a free slot, -1), the symbol's reading names the slot and the columns of the
    /// row's terms name it again. The one restore step of a whole row and of a constant saved
    /// alone, so the two cannot state it differently.
    private func restoreBasic(_ basic: Int32, of slot: Int32) {
        slotTable[Int(slot)].setBasic(basic, kind: basic >= 0 ? kind(Symbol(id: basic)) : .external)
        guard basic >= 0 else { return }
        symbolTable.readings[Int(basic)].slot = slot
        for index in 0..<slotTable.length(Int(slot)) {
            addToColumn(slotTable.term(Int(slot), index).symbol, slot)
        }
    }
}
