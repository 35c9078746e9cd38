// Adding and removing constraints, and the primal and dual simplex over the per-level objective.
// Names follow the Cassowary paper and kiwi: createRow, chooseSubject, addWithArtificialVariable,
// optimize, dualOptimize, the marker's leaving row.

extension Solver {
    /// Rows longer than this are worth optimising before, in a batch.
    static let denseRowLength = 64

    /// The most pivots one optimisation may take before it is declared cycling.
    var iterationLimit: Int { pivotLimit ?? 1000 + 50 * (slotTable.count + symbolTable.count) }

    // MARK: Adding

    /// The count of additions at which the records' orders are renumbered: a record keeps its
    /// order in 31 bits (`Record`), and an operation that renumbers none (a transaction) adds
    /// far fewer than 2³⁰ constraints.
    static let orderRenumberingThreshold = 1 << 30

    /// Renumbers the records' orders from 0, keeping their sequence, once the additions reach
    /// ``orderRenumberingThreshold``; returns whether it did. Called where no transaction is
    /// open and no order is held outside the records: at the start of an add, a batch and a
    /// shift (not in `insert`, which it made too large to inline into `add`: +1.1 M instructions
    /// in S2s). Between two such calls only the bounds an operation installs take new orders.
    @inline(__always)
    @discardableResult
    func renumberOrdersIfDue() -> Bool {
        guard additions >= Solver.orderRenumberingThreshold else { return false }
        renumberOrders()
        return true
    }

    /// The renumbering itself, out of line.
    @inline(never)
    private func renumberOrders() {
        additions = records.renumberOrders()
    }

    /// Lowers and installs one constraint, held as `expression + shift (relation) 0`; does not
    /// optimise. Throws with the solver unchanged. `order` is the record's place in listings (a
    /// new one when nil); `isBound` marks a non-negative variable's bound (Solver+Bounds.swift).
    func insert(
        _ source: Source, shift: Double = 0, order: Int? = nil, onConflict: ConflictPolicy,
        inTransaction: Bool, isBound: Bool = false
    ) throws(SolverError) -> BrokenConstraint? {
        guard records[source.key] == nil else { throw .duplicateConstraint(constraint(of: source)) }
        let priority: Priority
        switch source {
        case .object(let constraint):
            priority = constraint.priority
            guard priority.isValid else { throw .invalidPriority(priority) }
            guard constraint.expressionConstant.isFinite,
                !constraint.hasNonFiniteCoefficient
            else { throw .notFinite(constraint) }
        case .handle(let id):
            priority = self.priority(of: source)
            guard priority.isValid else { throw .invalidPriority(priority) }
            guard constant(of: source).isFinite, !hasNonFiniteCoefficient(handle: id)
            else { throw .notFinite(constraint(of: source)) }
        }

        let order = order ?? additions
        // The second half of an intrinsic size shares the first one's row (Solver+Pairs.swift).
        if !isBound && insertAsPairedHalf(source, shift: shift, order: order) { return nil }
        let written = Pending(shift: shift, order: order, isBound: isBound)
        if inTransaction {
            let marker = try lower(source, written, level: priority.rawValue)
            notePairableHalf(source, marker: marker)
            return nil
        }
        let start = symbolTable.count
        do {
            let marker = try lower(source, written, level: priority.rawValue, transactionStart: start)
            commit()
            notePairableHalf(source, marker: marker)
            return nil
        } catch {
            rollback()
            guard case .unsatisfiableConstraint(_, let conflicting) = error, onConflict == .breakConstraint
            else {
                throw error
            }
            return try insertBroken(source, written, conflicting: conflicting)
        }
    }

    /// Installs a constraint known to conflict at priority 1100 (Apple's recovery); does not
    /// optimise.
    func insertBroken(_ source: Source, _ input: Pending, conflicting: [Constraint]) throws(SolverError)
        -> BrokenConstraint
    {
        do {
            try lower(source, input, level: Priority.broken.rawValue, transactionStart: symbolTable.count)
        } catch {
            rollback()
            throw error
        }
        commit()
        return BrokenConstraint(constraint: constraint(of: source), conflicting: conflicting)
    }

    /// The shift and the place in listings of a constraint about to be installed. Its source is
    /// passed beside it, borrowed: only its record copies it (a retain of the constraint), where
    /// a source held here was copied in and destroyed once more per constraint.
    struct Pending {
        let shift: Double
        let order: Int
        /// Whether it is a non-negative variable's bound.
        var isBound = false
    }

    /// Creates the constraint's row, finds it a subject (or proves it unsatisfiable) and installs it.
    ///
    /// Outside a batch, no transaction is open on entry: one is opened (back-dated to
    /// `transactionStart` symbols) only on the paths that can fail, so the common case of a row
    /// with a subject journals nothing. The caller commits or rolls back. Returns the record's marker.
    @discardableResult
    private func lower(_ source: Source, _ input: Pending, level: Float, transactionStart: Int? = nil)
        throws(SolverError) -> Symbol
    {
        // The row is built in the scratch row (taken out of its optional, so that it is the
        // buffer's only owner, with no empty row made in its place) and copied into the arena;
        // the scratch rows go back for the next add.
        var written = loweringRow.take() ?? Row()
        // The record made here, not returned by `createRow`: a 32-byte record is returned in
        // registers, and the optimiser then returned it borrowed and copied it here through its
        // value witness (+0.6 M instructions in S2s).
        let (marker, other) = createRow(source, input, level: level, into: &written)
        let record = Record(
            source: source, marker: marker, other: other, level: level, order: input.order,
            shift: input.shift, isBound: input.isBound)
        let key = source.key
        // The first external symbol that may be defined by the row, by index: no closure that
        // captures the row.
        var subject: Int32 = -1
        for index in 0..<written.count {
            let id = written.entries[index].symbol
            if symbolTable[Int(id)].kind == .external && canDefine(Symbol(id: id), by: written) {
                subject = id
                break
            }
        }
        if subject >= 0 {
            // A definition row (Solver+Definitions.swift): rows that name the subject keep
            // naming it, now defined.
            written.solve(for: Symbol(id: subject))
            setRow(written, basic: Symbol(id: subject))
            loweringRow = consume written
        } else {
            // The parametric form: the written row itself when it names no definition (moved,
            // so that `install` solves the only copy in place), else its expansion.
            let expands = namesDefinition(written)
            var row: Row
            if expands {
                row = expansionRow.take() ?? Row()
                expand(written, into: &row)
            } else {
                row = consume written
                written = Row()
            }
            if transactionStart == nil && row.count > Solver.denseRowLength && objective.hasCandidates {
                // In a batch, settle the pending pivots before a long row exists: afterwards
                // each of them would have to be substituted into it.
                try optimize()
                if expands { expand(written, into: &row) }
            }
            if row.constant < 0 { row.reverseSign() }
            if let subject = chooseSubject(&row, record) {
                install(&row, subject: subject)
            } else if row.terms.allSatisfy({ kind(Symbol(id: $0.0)) == .dummy }) {
                guard abs(row.constant) <= Row.epsilon else {
                    if let transactionStart, journal == nil {
                        beginTransaction(symbolCount: transactionStart)
                    }
                    throw .unsatisfiableConstraint(
                        constraint(of: source),
                        conflicting: conflictSet(for: source, shift: input.shift, in: row))
                }
                install(&row, subject: record.marker)
            } else {
                if let transactionStart, journal == nil { beginTransaction(symbolCount: transactionStart) }
                try addWithArtificialVariable(row, source, input)
            }
            if expands {
                loweringRow = consume written
                expansionRow = consume row
            } else {
                loweringRow = consume row
            }
        }
        applyObjectiveEffects(of: record, sign: 1)
        // The record's last use: the table takes it without a copy.
        records.insertNew(consume record, for: key)
        journalAddedRecord(key, marker: marker)
        additions = max(additions, input.order + 1)
        return marker
    }

    /// Builds the row `expression + shift ± marker terms = 0` as written (docs/auto-layout.md §8.1):
    /// external variables stay as they are, defined or not; `expand(_:)` gives the parametric
    /// form. The marker's coefficient is `markerCoefficient(of:)`, the other symbol's its opposite.
    /// Written into `row` (the solver's scratch row, whose buffer is reused). Returns the
    /// record's marker and other symbol.
    private func createRow(_ source: Source, _ input: Pending, level: Float, into row: inout Row)
        -> (marker: Symbol, other: Symbol?)
    {
        switch source {
        case .object(let constraint):
            row.reset(
                constant: constraint.expressionConstant + input.shift,
                capacity: constraint.termCount + 2)
            // Terms read in place in the constraint (Constraint+Terms.swift), and a known
            // variable's symbol found in the variable or by its identity (Solver+Owner.swift)
            // through an unretained reference, so that the common term neither retains nor
            // releases its variable.
            constraint.forEachUnretained { variable, coefficient in
                // The claim read from the `Variable` itself, with no test of the word's kind.
                insertTerm(
                    ExternalVariable(variable), coefficient, into: &row,
                    claim: variable._withUnsafeGuaranteedRef { $0.claim.load(ordering: .relaxed) })
            }
        case .handle(let id):
            // The terms read in the arena (Solver+Handles.swift), in the order they were appended.
            let entry = handles.entries[Int(id)]
            row.reset(constant: entry.constant + input.shift, capacity: Int(entry.termCount) + 2)
            for index in entry.terms {
                insertTerm(handles.variable(at: index), handles.coefficients[index], into: &row)
            }
        }
        let required = level == Priority.required.rawValue
        let marker: Symbol
        var other: Symbol?
        let relation = self.relation(of: source)
        let origin = SymbolTable.Origin.constraint(source.key)
        // The marker and the other symbol are newer than every symbol of the row, so they go
        // last: appended, with no search for their place.
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack, origin: origin)
            row.appendLast(marker.id, coefficient: sign)
            if !required {
                let error = makeSymbol(.error, origin: origin)
                row.appendLast(error.id, coefficient: -sign)
                other = error
            }
        case .equal:
            if required {
                marker = makeSymbol(.dummy, origin: origin)
                row.appendLast(marker.id, coefficient: 1)
            } else {
                marker = makeSymbol(.error, origin: origin)
                let minus = makeSymbol(.error, origin: origin)
                row.appendLast(marker.id, coefficient: -1)
                row.appendLast(minus.id, coefficient: 1)
                other = minus
            }
        }
        return (marker, other)
    }

    /// Inserts one term of a constraint into the row being written, unless its coefficient is
    /// negligible; a known variable's symbol is found in the variable or by its identity
    /// (Solver+Owner.swift) through the unretained reference. `claim` is the variable's claim
    /// word when the caller has loaded it, else it is loaded here.
    @inline(__always)
    private func insertTerm(
        _ variable: ExternalVariable, _ coefficient: Double, into row: inout Row,
        claim: UInt? = nil
    ) {
        guard abs(coefficient) > Row.epsilon else { return }
        let known = symbolID(of: variable, claim: claim ?? variable.loadClaim())
        // A new variable's symbol made through the unretained reference too: the table retains
        // the variable once, for as long as it holds the symbol (SymbolTable.swift).
        let symbol = known.map { Symbol(id: $0) } ?? makeSymbol(for: variable)
        row.insert(symbol, coefficient: coefficient)
    }

    /// The coefficient of the record's marker in the row `createRow` writes: +1 for a required
    /// `==` (dummy) and a `<=` (slack), −1 for a `>=` (slack) and an optional `==` (error). The
    /// other symbol, when there is one, has the opposite coefficient.
    func markerCoefficient(of record: Record) -> Double {
        switch relation(of: record.source) {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: kind(record.marker) == .dummy ? 1 : -1
        }
    }

    /// The newest external symbol of the row, else a new restricted symbol with a negative
    /// coefficient. The newest, because the constraints still to come usually name the older
    /// variables: a row that closes a chain (`right(V[N-1]) == C.width` after the links
    /// `V[i].x == right(V[i-1])`, before the widths) solved for V[0].width would make it basic, and
    /// each later `V[i].width == 50` would then expand a row of N terms and substitute a new one
    /// into N rows (O(N²) time and memory); solved for V[N-1].width, the older widths stay free
    /// to be defined by their own constraints.
    ///
    /// An optional constraint that already holds (its parametric row's constant is zero) is
    /// solved for another restricted symbol of the row, which stays at zero, so that its own
    /// errors stay parametric at zero: the current solution is then still optimal, and the
    /// objective's new level has nothing to improve. Solved for its own error, the basis would
    /// be degenerate: the primal simplex would pivot at ratio zero through every row that shares
    /// the row's symbols, one at a time (an edit variable on a column of N cards: 2N pivots of
    /// N rows each).
    private func chooseSubject(_ row: inout Row, _ record: Record) -> Symbol? {
        if let id = row.symbols.last(where: { symbolTable[Int($0)].kind == .external }) {
            return Symbol(id: id)
        }
        if record.level != Priority.required.rawValue && abs(row.constant) <= Row.epsilon,
            let id = row.symbols.first(where: {
                let kind = symbolTable[Int($0)].kind
                return (kind == .slack || kind == .error) && $0 != record.marker.id && $0 != record.other?.id
            })
        {
            row.constant = 0
            return Symbol(id: id)
        }
        for symbol in [record.marker, record.other] {
            guard let symbol, kind(symbol) == .slack || kind(symbol) == .error else { continue }
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase 1: installs the row with an artificial basic variable and minimises it; throws when
    /// its minimum is not zero (the constraint cannot hold). The caller rolls back on a throw.
    private func addWithArtificialVariable(_ row: Row, _ source: Source, _ input: Pending)
        throws(SolverError)
    {
        let art = makeSymbol(.slack, origin: .none)
        setRow(row, basic: art)
        artificial = row
        do {
            try optimizeArtificial()
        } catch {
            artificial = nil
            throw error
        }
        let phaseOne = artificial!
        artificial = nil
        guard abs(phaseOne.constant) <= Row.epsilon else {
            throw .unsatisfiableConstraint(
                constraint(of: source),
                conflicting: conflictSet(for: source, shift: input.shift, in: phaseOne))
        }
        if isBasic(art) {
            let artRow = takeRow(art)
            if !artRow.isConstant {
                guard
                    let entering = artRow.terms.first(where: {
                        let kind = symbolTable[Int($0.0)].kind
                        return kind == .slack || kind == .error
                    }).map({ Symbol(id: $0.0) })
                else {
                    throw .unsatisfiableConstraint(
                        constraint(of: source),
                        conflicting: conflictSet(for: source, shift: input.shift, in: artRow))
                }
                var pivoted = artRow
                pivoted.solve(for: art, entering)
                substitute(entering, with: pivoted)
                setRow(pivoted, basic: entering)
            }
        }
        // The artificial symbol is parametric now: drop its column from every row.
        for slot in slots(containing: art) {
            touch(slot)
            slotTable.remove(art, fromRowOf: Int(slot))
        }
        objective.substitute(art, with: Row())
    }

    /// Minimises the phase-1 objective (`artificial`).
    private func optimizeArtificial() throws(SolverError) {
        var iterations = 0
        while true {
            guard
                let entering = artificial!.terms.first(where: {
                    $0.1 < -Row.epsilon && symbolTable[Int($0.0)].kind != .dummy
                }).map({ Symbol(id: $0.0) })
            else { return }
            iterations += 1
            guard iterations <= iterationLimit else { throw .iterationLimitExceeded(iterationLimit) }
            guard let slot = leavingSlot(for: entering) else {
                throw .internalError("the phase-1 objective is unbounded")
            }
            pivot(entering: entering, slot: slot)
        }
    }

    // MARK: Removing

    /// Removes the constraint's row and its objective effects; does not optimise. Inside a
    /// transaction, a rollback puts the record back.
    func removeRecord(of source: Source) throws(SolverError) {
        let key = source.key
        guard let record = records.removeValue(forKey: key) else {
            throw .unknownConstraint(constraint(of: source))
        }
        journal?.removedRecords.append((key, record))
        if let partner = partner(of: record) { return removePairedHalf(record, partner: partner) }
        applyObjectiveEffects(of: record, sign: -1)
        if isBasic(record.marker) {
            removeRow(record.marker)
        } else if let slot = markerLeavingSlot(record.marker) {
            if slotTable[Int(slot)].basicKind == .external {
                removeFromDefinitions(record.marker)
            } else {
                pivot(entering: record.marker, slot: slot)
                removeRow(record.marker)
            }
        }
        // The second symbol is now either basic in a row of its own, or gone from the tableau.
        if let other = record.other, isBasic(other) {
            removeRow(other)
        }
        for symbol in [record.marker, record.other].compactMap({ $0 }) {
            symbolTable.setOrigin(.none, of: symbol.id)
            symbolTable.columns[Int(symbol.id)] = Column()
        }
    }

    /// Removes a marker that only definition rows mention (the Cassowary rule's last resort: a
    /// row of an external variable). The marker's true coefficient in a definition is that of the
    /// expanded row, since definitions it names may hold the marker too: the first definition
    /// whose expansion depends on the marker gives up its variable, which becomes parametric, and
    /// the marker's parametric form replaces it everywhere else. If no expansion depends on it,
    /// the definitions that name it are replaced by their expansions, where it cancels.
    private func removeFromDefinitions(_ marker: Symbol) {
        let holders = slots(containing: marker)
        for slot in holders {
            let defined = Symbol(id: slotTable[Int(slot)].basic)
            var row = expand(slotTable.row(Int(slot)))
            guard abs(row.coefficient(for: marker)) > Row.epsilon else { continue }
            removeRow(defined)
            row.solve(for: defined, marker)
            substitute(marker, with: row)
            return
        }
        for slot in holders {
            touch(slot)
            let expanded = expand(slotTable.row(Int(slot)))
            slotTable.store(expanded, in: Int(slot))
            for id in expanded.symbols { addToColumn(id, slot) }
        }
    }

    /// The row to pivot a marker into, by the Cassowary removal rule: the restricted row with the
    /// smallest ratio among those where the marker's coefficient is negative, else among those
    /// where it is positive, else a row of an external variable. A row whose basic symbol is a
    /// dummy (a redundant equality, `dummy = 0 + dummies`) comes first: the redundant equality
    /// takes over from the one removed. Any other choice would leave that dummy basic with the
    /// pivot row's constant, the redundant equality silently violated.
    private func markerLeavingSlot(_ marker: Symbol) -> Int32? {
        var first: Int32?
        var second: Int32?
        var third: Int32?
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        for slot in slots(containing: marker) {
            let coefficient = slotTable.coefficient(of: marker, inRowOf: Int(slot))
            let constant = slotTable.spans[Int(slot)].constant
            let basicKind = slotTable[Int(slot)].basicKind
            if basicKind == .dummy { return slot }
            if basicKind == .external {
                if third == nil { third = slot }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = slot
                }
            } else {
                let ratio = constant / coefficient
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = slot
                }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Optimising

    /// The primal simplex on the per-level objective.
    func optimize() throws(SolverError) {
        var iterations = 0
        while let entering = objective.enteringSymbol(isDummy: { symbolTable[$0].kind == .dummy }) {
            iterations += 1
            guard iterations <= iterationLimit else { throw .iterationLimitExceeded(iterationLimit) }
            guard let slot = leavingSlot(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            pivot(entering: entering, slot: slot)
        }
    }

    /// The restricted row that bounds `entering` first (minimum ratio; ties to the lowest basic
    /// symbol, Bland's rule).
    func leavingSlot(for entering: Symbol) -> Int32? {
        var best: Int32?
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for slot in slots(containing: entering) {
            if slotTable[Int(slot)].basicKind == .external { continue }
            let basic = slotTable[Int(slot)].basic
            let coefficient = slotTable.coefficient(of: entering, inRowOf: Int(slot))
            guard coefficient < 0 else { continue }
            let ratio = -slotTable.spans[Int(slot)].constant / coefficient
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                bestRatio = ratio
                bestBasic = basic
                best = slot
            }
        }
        return best
    }

    /// The dual simplex: restores feasibility of the queued rows while keeping optimality.
    func dualOptimize() throws(SolverError) {
        if let stuck = try dualPivots() {
            throw .internalError("dual optimize failed: no symbol can enter the row of \(describe(stuck))")
        }
    }

    /// The dual simplex's pivots. Returns nil when every queued row is feasible again, or the basic
    /// symbol of a negative row that no symbol can enter (its positive coefficients, if any, are
    /// all on dummies: the required constraints cannot hold), leaving that row infeasible. A row
    /// that no symbol can enter but only rounding puts below zero (by at most `Row.epsilon`) is
    /// set to zero instead.
    func dualPivots() throws(SolverError) -> Symbol? {
        var iterations = 0
        while let leaving = infeasibleRows.popLast() {
            let slot = symbolTable.slot(of: leaving.id)
            guard slot >= 0, slotTable.spans[Int(slot)].constant < 0 else { continue }
            iterations += 1
            guard iterations <= iterationLimit else {
                infeasibleRows = []
                throw .iterationLimitExceeded(iterationLimit)
            }
            guard let entering = dualEnteringSymbol(slot) else {
                if slotTable.spans[Int(slot)].constant >= -Row.epsilon {
                    // Rounding: a row that the required constraints hold at zero (degenerate)
                    // came out of the pivots a few ulps below it. It is at zero, as
                    // `chooseSubject` treats a row within epsilon of zero.
                    touchConstant(slot)
                    slotTable.spans[Int(slot)].constant = 0
                    continue
                }
                infeasibleRows = []
                return leaving
            }
            pivot(entering: entering, slot: slot)
        }
        return nil
    }

    /// The symbol of the row in `slot` with a positive coefficient whose cost ratio is
    /// lexicographically smallest.
    private func dualEnteringSymbol(_ slot: Int32) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for index in 0..<slotTable.length(Int(slot)) {
            let term = slotTable.term(Int(slot), index)
            let (id, coefficient) = (term.symbol, term.coefficient)
            guard coefficient > 0 && symbolTable[Int(id)].kind != .dummy else { continue }
            let symbol = Symbol(id: id)
            if let current = best,
                !objective.isRatioLess(
                    symbol, over: coefficient, than: current.symbol, over: current.coefficient)
            {
                continue
            }
            best = (symbol, coefficient)
        }
        return best?.symbol
    }

    // MARK: Shifting constants

    /// Sets the record's shift (the constraint is then held as `expression + shift (relation) 0`)
    /// and re-solves: the incremental step of `shiftRows` and the dual simplex, or, when a
    /// required constraint cannot hold that way, a removal and an add under `onConflict`. Throws
    /// with the solver as before.
    func setShift(of record: Record, to shift: Double, onConflict: ConflictPolicy) throws(SolverError)
        -> BrokenConstraint?
    {
        if renumberOrdersIfDue() {
            return try setShift(of: records[record.key]!, to: shift, onConflict: onConflict)
        }
        let key = record.key
        let delta = shift - record.shift
        records[key]!.shift = shift
        guard record.level == Priority.required.rawValue else {
            // Optional (or broken) constraints have errors that absorb any shift: the dual
            // simplex always succeeds, and nothing needs journalling; the bounds it needs can
            // always be installed, since the required constraints did not change.
            _ = shiftRows(of: record, by: delta)
            try dualOptimize()
            try enforceBounds()
            return nil
        }
        beginTransaction()
        var holds = shiftRows(of: record, by: delta)
        if holds {
            do {
                holds = try dualPivots() == nil
                if holds { try enforceBounds() }
            } catch .unsatisfiableConstraint {
                holds = false
            } catch {
                rollback()
                records[key] = record
                throw error
            }
        }
        if holds {
            commit()
            return nil
        }
        rollback()
        records[key] = record
        return try reinsert(record, shift: shift, onConflict: onConflict)
    }

    /// Replaces the record's marker by the marker plus `delta / c` throughout the tableau, where
    /// `c` is its coefficient in the written row (docs/auto-layout.md §8.4): the row then reads
    /// `expression + delta + …`. When the marker is parametric but the other symbol is basic, the
    /// other symbol is shifted instead (by `delta` over its own coefficient), which touches one
    /// row. Restricted rows that turn negative are queued for the dual simplex. Returns false when
    /// the row of a dummy leaves zero: a redundant required equality that cannot move (the caller
    /// must roll back). O(rows that hold the marker).
    func shiftRows(of record: Record, by delta: Double) -> Bool {
        let step = delta / markerCoefficient(of: record)
        let markerSlot = symbolTable.slot(of: record.marker.id)
        if markerSlot >= 0 {
            // `marker + step = constant + …`.
            touchConstant(markerSlot)
            slotTable.spans[Int(markerSlot)].constant -= step
            let constant = slotTable.spans[Int(markerSlot)].constant
            if kind(record.marker) == .dummy { return abs(constant) <= Row.epsilon }
            if constant < 0 { infeasibleRows.append(record.marker) }
            return true
        }
        if let other = record.other, symbolTable.slot(of: other.id) >= 0 {
            // The other symbol's coefficient is −c: it moves by −step.
            let slot = symbolTable.slot(of: other.id)
            touchConstant(slot)
            slotTable.spans[Int(slot)].constant += step
            if slotTable.spans[Int(slot)].constant < 0 { infeasibleRows.append(other) }
            return true
        }
        var holds = true
        forEachSlot(containing: record.marker) { slot, coefficient in
            touchConstant(slot)
            slotTable.spans[Int(slot)].constant += coefficient * step
            let constant = slotTable.spans[Int(slot)].constant
            let basic = Symbol(id: slotTable[Int(slot)].basic)
            switch slotTable[Int(slot)].basicKind {
            case .external: if tracksConstantChanges { constantChanges.append(slot) }
            case .dummy: if abs(constant) > Row.epsilon { holds = false }
            case .slack, .error: if constant < 0 { infeasibleRows.append(basic) }
            }
        }
        return holds
    }

    /// Removes the record and adds its constraint again with `shift`, keeping its place in
    /// listings: the fallback when a required constraint cannot take the shift incrementally.
    /// With ``ConflictPolicy/reject`` a conflict rolls everything back (the record keeps its old
    /// shift) and throws; with ``ConflictPolicy/breakConstraint`` the constraint is kept broken.
    private func reinsert(_ record: Record, shift: Double, onConflict: ConflictPolicy) throws(SolverError)
        -> BrokenConstraint?
    {
        let source = record.source
        let bounded = mayNeedBounds(source)
        beginTransaction()
        do {
            try removeRecord(of: source)
            _ = try insert(
                source, shift: shift, order: record.order, onConflict: .reject, inTransaction: true)
            if bounded {
                try optimize()
                try enforceBounds()
            }
            commit()
        } catch {
            rollback()
            let error = attributed(error, to: constraint(of: source))
            guard case .unsatisfiableConstraint(_, let conflicting) = error, onConflict == .breakConstraint
            else { throw error }
            try removeRecord(of: source)
            let broken = try insertBroken(
                source, Pending(shift: shift, order: record.order), conflicting: conflicting)
            try optimize()
            try enforceBounds()
            return broken
        }
        try optimize()
        return nil
    }
}
