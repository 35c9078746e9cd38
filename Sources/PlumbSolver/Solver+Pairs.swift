// Pairs: the two optional halves of an intrinsic size held in one row.
//
// Design. A view's intrinsic height lowers to `h >= c @750` (compression resistance) and
// `h <= c @250` (hugging). Alone, `v − c >= 0 @p` is the row `v − c = s − e` with a slack s and an
// error e ≥ 0, e costed at p. Given that row, the opposite half `v − c <= 0 @q` needs nothing new:
// its violation is max(0, v − c), and s is exactly that at an optimum, because s and e both cost
// (e at p, s at q) and lowering both by min(s, e) keeps the row and lowers the objective at both
// levels, a lexicographic improvement whatever p and q are; so at an optimum min(s, e) = 0 and
// s = max(0, v − c). Adding the second half therefore only costs s at q: no row, no symbol, and
// the objective's optimum, value and level by level, is that of the two halves apart. The pair's
// records share the two symbols with the roles swapped: the first half's (marker, other) is
// (slack, error) = (s, e), the second's is (e, s), its marker the symbol that plays its slack, its
// other the one that plays its error, as an unpaired inequality's record reads. Each record's
// errors are its `other` (`applyObjectiveEffects`), so the objective never looks at kinds here.
//
// A constraint pairs with an installed one when both are optional inequalities of one term on the
// same variable, the term's coefficient equal or opposite (σ = ±1, exact), the held constants
// (constant plus shift) in the same ratio exactly, and the relations opposite once σ is applied:
// `h - 21 >= 0` pairs with `h - 21 <= 0` (σ = 1) and with `21 - h >= 0` (σ = −1). Every held row
// is the first half's; the second half's own row is σ times it, which `shiftRows` does not mind
// (it substitutes a symbol, whatever the row's sign). A variable's symbol entry keeps a hint: the
// marker of the latest unpaired half on it (`SymbolTable.Entry.half`), checked in full before use,
// so a stale hint (a removed constraint, a rolled-back symbol) only means no pairing.
//
// Ownership. A pair's symbols have one owner each: each record owns its marker, so the first
// half owns s and the second e. A record is paired exactly when its `other` is owned by another
// constraint, which is its partner: no field, and nothing to undo but the owners, which a
// transaction journals (`Journal.origins`). Removing one half leaves the row to the other, which
// then owns both symbols (an ordinary inequality again): the removal moves an owner and takes the
// half's cost out of the objective, nothing else. Shifting one half's constant splits the pair
// first (its constant no longer matches: it is installed again in a row of its own); shifting
// both by the same amount (`shiftConstants(ofPair:_:by:)`, what a changed intrinsic size does)
// keeps the pair when σ = 1 and shifts its row once. Conflict sets name required constraints
// only, so a pair never shows there; `constraintsAffecting` names the owners of the symbols in a
// variable's row, both halves when both symbols appear.

extension Solver {
    /// Installs `constraint` as the second half of a pair when an installed half matches it
    /// (see the design note); returns whether it did. Does not optimise. O(1).
    func insertAsPairedHalf(_ source: Source, shift: Double, order: Int) -> Bool {
        guard let (variable, coefficient) = pairableTerm(of: source), let id = symbolID(of: variable)
        else { return false }
        let hint = symbolTable[id].half
        guard hint >= 0, Int(hint) < symbolTable.count, let partnerKey = symbolTable.owner(of: hint),
            let held = records[partnerKey], held.marker.id == hint, let error = held.other,
            symbolTable.owner(of: error.id) == partnerKey, case let partner = held.source,
            held.level == priority(of: partner).rawValue,
            let (partnerVariable, partnerCoefficient) = pairableTerm(of: partner),
            partnerVariable == variable
        else { return false }
        let sign: Double
        if coefficient == partnerCoefficient {
            sign = 1
        } else if coefficient == -partnerCoefficient {
            sign = -1
        } else {
            return false
        }
        guard Double(relation(of: source).rawValue) * sign == -Double(relation(of: partner).rawValue),
            constant(of: source) + shift == sign * (constant(of: partner) + held.shift)
        else { return false }
        let record = Record(
            source: source, marker: error, other: held.marker, level: priority(of: source).rawValue,
            order: order, shift: shift)
        setOwner(of: error, to: source)
        applyObjectiveEffects(of: record, sign: 1)
        let key = source.key
        records.insertNew(consume record, for: key)
        journalAddedRecord(key, marker: error)
        additions = max(additions, order + 1)
        return true
    }

    /// Notes an installed constraint, whose record's marker is `marker`, as the half that a later
    /// one may pair with, when it can be one. The caller gives the marker: no search of the
    /// records. O(1).
    func notePairableHalf(_ source: Source, marker: Symbol) {
        guard let (variable, _) = pairableTerm(of: source), let id = symbolID(of: variable) else { return }
        symbolTable[id].half = marker.id
    }

    /// The variable and coefficient of an optional inequality of one term, when pairing is on.
    /// The variable is unretained (the constraint holds it), so that asking neither retains nor
    /// releases it.
    @inline(__always)
    private func pairableTerm(of source: Source) -> (ExternalVariable, Double)? {
        guard pairsHalves else { return nil }
        // One switch: each read of a `Source` outside it would copy the enum.
        let term: (ExternalVariable, Double)
        switch source {
        case .object(let constraint):
            guard constraint.relation != .equal, !constraint.priority.isRequired,
                constraint.termCount == 1
            else { return nil }
            let first = constraint.unretainedTerm(at: 0)
            term = (ExternalVariable(first.0), first.1)
        case .handle(let id):
            let entry = handles.entries[Int(id)]
            guard entry.relation != Int8(Relation.equal.rawValue),
                entry.priority != Priority.required.rawValue,
                entry.termCount == 1
            else { return nil }
            let start = Int(entry.termStart)
            term = (handles.variable(at: start), handles.coefficients[start])
        }
        guard abs(term.1) > Row.epsilon else { return nil }
        return term
    }

    /// The record key of the constraint that `record` shares its row with, or nil when it holds
    /// its row alone.
    @inline(__always)
    func partnerKey(of record: Record) -> UInt? {
        guard let other = record.other, let owner = symbolTable.owner(of: other.id),
            owner != record.key
        else { return nil }
        return owner
    }

    /// The constraint that `record` shares its row with, or nil when it holds its row alone.
    @inline(__always)
    func partner(of record: Record) -> Source? {
        guard let key = partnerKey(of: record) else { return nil }
        return records[key]?.source
    }

    /// Removes a paired half, whose record is already out of the table (and journalled): its
    /// cost leaves the objective and its partner owns the row alone. Inside a transaction, a
    /// rollback puts the owners back. O(1) plus the cost's substitution when its symbol is basic.
    func removePairedHalf(_ record: Record, partner: Source) {
        applyObjectiveEffects(of: record, sign: -1)
        if let other = record.other { setOwner(of: other, to: partner) }
        setOwner(of: record.marker, to: partner)
        if let held = records[partner.key] { notePairableHalf(partner, marker: held.marker) }
    }

    /// Gives `symbol` to `owner`, journalled inside a transaction when the symbol is older than
    /// the transaction (a rollback forgets the newer ones).
    private func setOwner(of symbol: Symbol, to owner: Source) {
        if let journal, Int(symbol.id) < journal.symbolCount {
            self.journal!.origins.append((symbol.id, symbolTable.origins[Int(symbol.id)]))
        }
        symbolTable.setOrigin(.constraint(owner.key), of: symbol.id)
    }

    /// Gives `record`'s constraint a row of its own when it shares one (its constant is about to
    /// change alone): it leaves the pair and is installed again unpaired, with its shift and its
    /// place in listings, and the objective is optimised again. Returns its record.
    func splitPair(of record: Record) throws(SolverError) -> Record {
        guard partnerKey(of: record) != nil else { return record }
        let key = record.key
        try removeRecord(of: record.source)
        let pairs = pairsHalves
        pairsHalves = false
        defer { pairsHalves = pairs }
        _ = try insert(
            record.source, shift: record.shift, order: record.order, onConflict: .reject,
            inTransaction: false)
        try optimize()
        return records[key]!
    }

    /// Shifts the constants of two constraints by the same `delta`, as two calls of
    /// ``shiftConstant(of:by:onConflict:)`` with ``ConflictPolicy/reject`` would, and re-solves:
    /// what an intrinsic size that changed does to its two halves. When the two share a row (see
    /// the design note) and their terms have the same sign, that row moves once and they stay
    /// paired.
    /// - Throws: as ``shiftConstant(of:by:onConflict:)``; when the first shift succeeds and the
    ///   second throws, the first stays.
    /// - Complexity: one shift when paired, else two.
    package func shiftConstants(ofPair first: Constraint, _ second: Constraint, by delta: Double)
        throws(SolverError)
    {
        try shiftConstants(ofPair: source(of: first), source(of: second), by: delta)
    }

    /// ``shiftConstants(ofPair:_:by:)-(Constraint,Constraint,_)`` of two constraints by their
    /// sources.
    func shiftConstants(ofPair first: Source, _ second: Source, by delta: Double) throws(SolverError) {
        guard let held = records[first.key], partnerKey(of: held) == second.key,
            let heldSecond = records[second.key],
            firstTerm(of: first).coefficient == firstTerm(of: second).coefficient
        else {
            _ = try shiftConstant(of: first, by: delta, onConflict: .reject)
            _ = try shiftConstant(of: second, by: delta, onConflict: .reject)
            return
        }
        let shift = try movedShift(of: held, by: delta)
        let secondShift = try movedShift(of: heldSecond, by: delta)
        guard delta != 0 else { return }
        valueVersion &+= 1
        defer { valueVersion &+= 1 }
        records[second.key]!.shift = secondShift
        _ = try setShift(of: held, to: shift, onConflict: .reject)
    }
}
