// Solver: an incremental Cassowary simplex with Apple's strict priorities.
//
// Design. The tableau holds rows `basic = constant + Σ coefficient × parametric` (Badros, Borning
// and Stuckey, "The Cassowary linear arithmetic constraint solving algorithm", 2001), lowered as
// docs/auto-layout.md §8.1 describes: a required `==` brings a dummy marker, an inequality a slack, an
// optional constraint error variables that the objective minimises. Adding a constraint chooses a
// subject (an external variable, else a new restricted symbol with a negative coefficient, else an
// artificial variable minimised in a phase 1); removing one pivots its marker into the basis and
// drops the row; `shiftConstant` (and `suggestValue`, which shifts an edit constraint) replaces the
// constraint's marker by the marker plus a delta, as Apple's engine does (docs/auto-layout.md §8.4), and
// restores feasibility with the dual simplex.
//
// Beyond kiwi: (1) the objective keeps a cost vector per symbol, one coefficient per priority,
// indexed by symbol id (Objective.swift), so 251 beats any amount of 250 and a pivot costs only
// the length of its row; (2) rows live in slots
// with a column index (symbol → slots whose rows may hold it), so a pivot touches only the rows
// that contain the entering symbol and independent parts of a layout cost nothing to each other;
// (3) external variables are kept as definition rows that name other variables
// (Solver+Definitions.swift), so a chain of N views costs O(N), not O(N²); (4) an add is a
// transaction: a conflicting required constraint rolls the tableau back exactly (a journal of
// the slots it touched) and is reported with the set of constraints that conflict, or is kept at
// priority 1100 as Apple does; (5) a variable made with `isNonNegative: true` (a width, a height)
// never takes a negative value, through a bound `v >= 0` that is not a constraint of the user's:
// the variable is external (definition rows still apply) and its bound becomes a required row
// only when an operation would leave it negative (Solver+Bounds.swift), inside the operation's
// transaction, so a constraint that holds only with a negative size is rolled back exactly and
// reported with the constraints that conflict, never the bound; (6) the two optional halves of an
// intrinsic size, `v >= c @p` and `v <= c @q`, share one row and two symbols (Solver+Pairs.swift).
// Every choice among symbols is by creation number (Bland's rule), never by hashing, so results
// are bit-identical from run to run and the simplex cannot cycle.

/// An incremental linear constraint solver with Apple's strict priorities.
///
/// ```swift
/// let solver = Solver()
/// let x = Variable("x"), y = Variable("y")
/// try solver.add(x + 8 == y)
/// try solver.add((x == 20) | 250)
/// solver.value(of: y)  // 28
/// ```
/// Required constraints (priority 1000) always hold; optional ones are met as closely as possible,
/// higher priorities first, where any error at a higher priority outweighs any amount at a lower
/// one. A variable made with `Variable(_:isNonNegative:)` never takes a negative value: the bound
/// holds like a required constraint but is never listed as one. A solver is not thread-safe; use
/// one per thread (variables and constraints are immutable and may be shared).
public final class Solver {
    /// A constraint as the solver holds it (32 bytes: the optional second symbol is stored as an
    /// id, −1 for none, the order of addition is an `Int32` that carries `isBound` in its sign
    /// bit, and the four-byte fields sit together).
    struct Record {
        /// The constraint: an object, or a handle's entry (Solver+Handles.swift).
        let source: Source
        /// The symbol that finds the constraint's row (a dummy, slack or error).
        let marker: Symbol
        /// The id of `other`, or -1.
        private let otherID: Int32
        /// The objective level of the errors: the priority, or 1100 when broken.
        let level: Float
        /// The order of addition, its bits inverted for a bound (never negative otherwise).
        private var orderBits: Int32
        /// The total of ``Solver/shiftConstant(of:by:onConflict:)``: the solver holds
        /// `expression + shift (relation) 0`.
        var shift: Double

        /// A record of `source`'s constraint with its marker, its second extra symbol, if any, its
        /// level, its place in listings (below 2³¹: `Solver.renumberOrders()`) and its shift.
        init(
            source: Source, marker: Symbol, other: Symbol?, level: Float, order: Int, shift: Double,
            isBound: Bool = false
        ) {
            self.source = source
            self.marker = marker
            self.otherID = other?.id ?? -1
            self.level = level
            let order = Int32(order)
            self.orderBits = isBound ? ~order : order
            self.shift = shift
        }

        /// Whether it is a non-negative variable's bound (Solver+Bounds.swift): never listed.
        @inline(__always)
        var isBound: Bool { orderBits < 0 }

        /// Order of addition, for listings.
        @inline(__always)
        var order: Int {
            get { Int(orderBits < 0 ? ~orderBits : orderBits) }
            set { orderBits = isBound ? ~Int32(newValue) : Int32(newValue) }
        }

        /// The second extra symbol, if any (the other error of an optional `==`, the error of an
        /// optional inequality).
        @inline(__always)
        var other: Symbol? { otherID >= 0 ? Symbol(id: otherID) : nil }

        /// The key of the record in the record table.
        @inline(__always)
        var key: UInt { source.key }
    }

    /// Per-symbol tables, indexed by symbol id.
    @exclusivity(unchecked) var symbolTable = SymbolTable()
    /// Scratch stack for `evaluate(_:)`.
    @exclusivity(unchecked) var evaluationStack = PlainArray<Int32>()
    /// The version of the tableau that memoised values belong to (`SymbolTable.Entry.valueStamp`).
    @exclusivity(unchecked) var valueVersion: UInt32 = 1
    /// Scratch arrays of `expand(_:)` and its depth-first search (empty between calls).
    @exclusivity(unchecked) var expansionSymbols: [Int32] = []
    @exclusivity(unchecked) var expansionOrder: [Int32] = []
    /// `expand(_:)`'s accumulated coefficients, at their symbols' marks less one
    /// (`SymbolTable.Entry.mark`), and by symbol those first seen past `expansionMarkLimit`
    /// places (none but in a call that reaches 2²⁴ symbols, or under a test's lower limit).
    @exclusivity(unchecked) var expansionCoefficients = PlainArray<Double>()
    @exclusivity(unchecked) var expansionOverflow: [Int32: Double] = [:]
    /// The mark past which `expand(_:)` keeps coefficients in `expansionOverflow`
    /// (`SymbolTable.Entry.markLimit`; lowered by tests).
    @exclusivity(unchecked) var expansionMarkLimit = SymbolTable.Entry.markLimit
    @exclusivity(unchecked) var definitionStack: [(id: Int32, expanded: Bool)] = []
    /// Parametric forms of definition rows memoised by `expandWithoutDummies(_:)`, by defined symbol,
    /// valid while `expansionsVersion` equals `valueVersion`.
    @exclusivity(unchecked) var expansions: [Int32: Row] = [:]
    @exclusivity(unchecked) var expansionsVersion: UInt32 = 0
    /// Scratch buffer that `substitute(_:with:)` merges the phase-1 row into (it trades places
    /// with that row's old buffer, so merging allocates only while buffers grow).
    @exclusivity(unchecked) var mergeBuffer: [Row.Entry] = []

    /// Rows, by slot.
    @exclusivity(unchecked) var slotTable = SlotTable()
    /// Scratch rows of `lower` (a constraint's row as written, and its expansion), kept between
    /// adds so that lowering a constraint allocates no row buffer; nil while `lower` holds them.
    @exclusivity(unchecked) var loweringRow: Row? = Row()
    @exclusivity(unchecked) var expansionRow: Row? = Row()

    @exclusivity(unchecked) var objective = Objective()
    /// The phase-1 objective while an artificial variable is being minimised.
    @exclusivity(unchecked) var artificial: Row?
    @exclusivity(unchecked) var infeasibleRows: [Symbol] = []

    @exclusivity(unchecked) var records = RecordTable()
    /// The constraints made through handles (Solver+Handles.swift), and the `Constraint`s made to
    /// name some of them, both ways.
    @exclusivity(unchecked) var handles = HandleTable()
    @exclusivity(unchecked) var madeConstraints: [Int32: Constraint] = [:]
    @exclusivity(unchecked) var handleOfMadeConstraint: [ObjectIdentifier: Int32] = [:]
    /// The symbols of the variables that another solver owned when this one made their symbols
    /// (the others' are kept in the variables themselves: Solver+Owner.swift).
    @exclusivity(unchecked) var symbolOfVariable = IdentityTable()
    /// This solver's key in the variables it owns (Solver+Owner.swift).
    let ownerKey = OwnerKey()
    /// The edit constraint of each edit variable: `variable == 0` at its priority, shifted by
    /// minus the suggested value.
    @exclusivity(unchecked) var edits: [ObjectIdentifier: Constraint] = [:]
    @exclusivity(unchecked) var additions = 0
    /// The symbols of non-negative variables, in creation order (Solver+Bounds.swift).
    @exclusivity(unchecked) var boundedSymbols: [Int32] = []
    /// The bound `v >= 0` made for a non-negative variable's symbol (installed or not).
    @exclusivity(unchecked) var boundOfSymbol: [Int32: Constraint] = [:]
    /// Slots changed since the bounds were last checked (while some variable is non-negative).
    @exclusivity(unchecked) var changedSlots: [Int32] = []
    /// Whether `shiftRows(of:by:)` lists the definition rows whose constants it moves in
    /// `constantChanges`: while a suggestion runs (`suggestValue(_:for:)`), so that only the
    /// values it moves lose their memo. (The other rows it moves, and those the dual simplex
    /// moves without a pivot, are restricted: no value is memoised from them.)
    @exclusivity(unchecked) var tracksConstantChanges = false
    /// The definition rows whose constants the running suggestion moved (empty between
    /// suggestions).
    @exclusivity(unchecked) var constantChanges: [Int32] = []
    /// How many pivots the tableau has taken; a suggestion that took none changed constants only.
    @exclusivity(unchecked) var pivotCount: UInt32 = 0

    @exclusivity(unchecked) var journal: Journal?
    @exclusivity(unchecked) var epoch: UInt32 = 0
    /// The current search's mark for `SlotTable.Entry.stamp` (slots already listed by
    /// `slots(containing:)` or `listDefinitions(reachedFrom:into:)`, definitions already visited).
    @exclusivity(unchecked) var stamp: UInt32 = 0
    /// Scratch queue of `negativeBoundedSymbols()` (empty between calls).
    @exclusivity(unchecked) var boundsQueue: [Int32] = []
    /// The defined variables that the last suggestion's moved constants reach and their
    /// definitions, kept for the next suggestion that moves the same rows of the same tableau
    /// (`updateValues(movedBy:)`).
    @exclusivity(unchecked) var reached = ReachedDefinitions()
    /// Scratch stack of `canDefine(_:by:)` (empty between calls).
    @exclusivity(unchecked) var cycleStack: [Int32] = []

    /// Overrides the number of pivots one optimisation may take (tests use it to reach the limit).
    @exclusivity(unchecked) package var pivotLimit: Int?

    /// Whether an optional inequality shares the row of its opposite half (Solver+Pairs.swift);
    /// off in tests that compare the two ways.
    @exclusivity(unchecked) package var pairsHalves = true

    /// Whether conflict sets are reduced to minimal ones (off in the scratch solvers that test them).
    @exclusivity(unchecked) var minimizesConflicts = true

    /// Conflict sets up to this size are reduced to a minimal set (each member necessary) by a
    /// deletion filter; larger ones are reported as the simplex's certificate, already small.
    public static let minimalConflictLimit = 48

    /// Creates an empty solver.
    public init() {}

    deinit { releaseVariables(from: 0) }

    // MARK: Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Parameters:
    ///   - constraint: the constraint; its priority must be in (0, 1000].
    ///   - onConflict: what to do when a required constraint cannot hold: ``ConflictPolicy/reject``
    ///     (the default) throws and leaves the solver as before; ``ConflictPolicy/breakConstraint``
    ///     keeps it with an error at priority 1100 and returns the report.
    /// - Returns: the broken constraint's report, or nil when the constraint holds.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``, ``SolverError/invalidPriority(_:)``,
    ///   ``SolverError/notFinite(_:)``, ``SolverError/unsatisfiableConstraint(_:conflicting:)``.
    /// - Complexity: proportional to the rows the new row touches, plus the pivots it causes.
    @discardableResult
    public func add(_ constraint: Constraint, onConflict: ConflictPolicy = .reject) throws(SolverError)
        -> BrokenConstraint?
    {
        try add(source(of: constraint), shift: 0, onConflict: onConflict)
    }

    /// ``add(_:onConflict:)`` of `expression + shift (relation) 0`.
    func add(_ source: Source, shift: Double, onConflict: ConflictPolicy = .reject)
        throws(SolverError) -> BrokenConstraint?
    {
        valueVersion &+= 1
        defer { valueVersion &+= 1 }
        renumberOrdersIfDue()
        guard mayNeedBounds(source) else {
            let broken = try insert(source, shift: shift, onConflict: onConflict, inTransaction: false)
            try optimize()
            return broken
        }
        return try addBounded(source, shift: shift, onConflict: onConflict)
    }

    /// `add(_:onConflict:)` when some variable is non-negative: the add, the optimum and the
    /// bounds it needs form one transaction, so a bound that cannot hold rolls the add back.
    private func addBounded(_ source: Source, shift: Double = 0, onConflict: ConflictPolicy)
        throws(SolverError) -> BrokenConstraint?
    {
        beginTransaction()
        do {
            _ = try insert(source, shift: shift, onConflict: .reject, inTransaction: true)
            try optimize()
            try enforceBounds()
            commit()
            return nil
        } catch {
            rollback()
            let error = attributed(error, to: constraint(of: source))
            guard case .unsatisfiableConstraint(_, let conflicting) = error, onConflict == .breakConstraint
            else { throw error }
            let broken = try insertBroken(
                source, Pending(shift: shift, order: additions), conflicting: conflicting)
            try optimize()
            try enforceBounds()
            return broken
        }
    }

    /// Adds many constraints and optimises once at the end: much faster than adding them one at a
    /// time when most are optional, since no intermediate optimum is computed.
    ///
    /// With ``ConflictPolicy/reject`` the batch is atomic: if one required constraint cannot hold,
    /// none is added and the error names it. With ``ConflictPolicy/breakConstraint`` every
    /// conflicting constraint is broken and reported, in order.
    /// - Throws: as ``add(_:onConflict:)``.
    @discardableResult
    public func add(_ constraints: some Sequence<Constraint>, onConflict: ConflictPolicy = .reject)
        throws(SolverError) -> [BrokenConstraint]
    {
        try addBatch(constraints, onConflict: onConflict, ofHandles: false) { self.source(of: $0) }
    }

    /// ``add(_:onConflict:)->[BrokenConstraint]`` of constraints by their sources (`source`
    /// of each element), handles' when `ofHandles`.
    func addBatch<Constraints: Sequence>(
        _ constraints: Constraints, onConflict: ConflictPolicy, ofHandles: Bool,
        source: (Constraints.Element) -> Source
    ) throws(SolverError) -> [BrokenConstraint] {
        let count = constraints.underestimatedCount
        let handleLimit = ofHandles ? handles.entries.count : nil
        switch onConflict {
        case .reject:
            openBatch(reserving: count, handlesBelow: handleLimit)
            do {
                for constraint in constraints { try insertInBatch(source(constraint)) }
            } catch {
                rollBackBatch()
                throw error
            }
            try commitBatch()
            return []
        case .breakConstraint:
            valueVersion &+= 1
            defer { valueVersion &+= 1 }
            renumberOrdersIfDue()
            reserveCapacity(forAdding: count, handlesBelow: handleLimit)
            var broken: [BrokenConstraint] = []
            for constraint in constraints {
                let source = source(constraint)
                let report =
                    mayNeedBounds(source)
                    ? try addBounded(source, onConflict: .breakConstraint)
                    : try insert(source, onConflict: .breakConstraint, inTransaction: false)
                if let report { broken.append(report) }
            }
            try optimize()
            return broken
        }
    }

    /// Opens an atomic batch (a transaction) for constraints inserted one at a time by
    /// `insertInBatch(_:)` and closed by `commitBatch()`, or by `rollBackBatch()` after an
    /// insertion failed; room is made for `count` of them, whose handles, if they are handles', are
    /// numbered below `handleLimit`.
    func openBatch(reserving count: Int, handlesBelow handleLimit: Int?) {
        valueVersion &+= 1
        renumberOrdersIfDue()
        reserveCapacity(forAdding: count, handlesBelow: handleLimit)
        beginTransaction()
    }

    /// Inserts one constraint of the open batch, required ones rejected if they cannot hold.
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)``; the caller abandons
    ///   the batch.
    func insertInBatch(_ source: Source) throws(SolverError) {
        _ = try insert(source, onConflict: .reject, inTransaction: true)
    }

    /// Rolls the open batch back after an insertion failed: the solver is as before the batch
    /// opened (`openBatch(reserving:handlesBelow:)`, ``beginBatch(ofAtMost:)``); made handles
    /// stay made.
    package func rollBackBatch() {
        rollback()
        valueVersion &+= 1
    }

    /// Checks the bounds of the open batch and optimises once: the batch is committed, or rolled
    /// back if a bound cannot hold. The values the bounds' check memoised stay valid when it was
    /// the last look at the tableau and the final optimisation pivots nothing (a layout's first
    /// batch: its widths and heights are then read from the memos); any other end starts a new
    /// value version.
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` named after the batch's
    ///   latest constraint in the set when a bound cannot hold; the solver is then as before.
    package func commitBatch() throws(SolverError) {
        var keepsValues = false
        defer { if !keepsValues { valueVersion &+= 1 } }
        var checked = false
        do {
            if !boundedSymbols.isEmpty {
                try optimize()
                checked = try enforceBounds()
            }
        } catch {
            // A bound that cannot hold: the set is named after its latest constraint.
            var named: Constraint?
            if case .unsatisfiableConstraint(let failed, let conflicting) = error,
                boundOfSymbol.values.contains(where: { $0 === failed })
            {
                named = conflicting.last { $0 !== failed }
            }
            rollback()
            guard let named else { throw error }
            throw attributed(error, to: named)
        }
        commit()
        let pivots = pivotCount
        try optimize()
        keepsValues = checked && pivotCount == pivots
    }

    /// Makes room in the tables for `count` more constraints (a batch's: its
    /// `underestimatedCount`), about two symbols and one row each, so that the batch does not
    /// grow them by doubling while it builds its rows (the peak of memory: each doubling copies
    /// the table and leaves the old one behind as a free block). The records of a batch of
    /// handles are placed by number, below `handleLimit`; those of objects (no limit) in the
    /// index (RecordTable.swift).
    private func reserveCapacity(forAdding count: Int, handlesBelow handleLimit: Int?) {
        guard count > 0 else { return }
        records.reserveCapacity(records.count + count, handlesBelow: handleLimit)
        symbolTable.reserveCapacity(symbolTable.count + 2 * count)
        objective.reserveCapacity(symbols: symbolTable.count + 2 * count)
        slotTable.reserveCapacity(slots: slotTable.count + count)
    }

    /// Removes a constraint and re-optimises.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it was not added.
    /// - Complexity: proportional to the rows that hold its marker, plus re-optimisation.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        valueVersion &+= 1
        defer { valueVersion &+= 1 }
        try removeRecord(of: source(of: constraint))
        try optimize()
        try enforceBounds()
    }

    /// Removes many constraints and optimises once at the end.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first one that was not added; the
    ///   ones before it stay removed.
    public func remove(_ constraints: some Sequence<Constraint>) throws(SolverError) {
        try removeBatch(constraints) { self.source(of: $0) }
    }

    /// ``remove(_:)-(Sequence<Constraint>)`` of constraints by their sources (`source` of each
    /// element).
    func removeBatch<Constraints: Sequence>(
        _ constraints: Constraints, source: (Constraints.Element) -> Source
    )
        throws(SolverError)
    {
        valueVersion &+= 1
        defer { valueVersion &+= 1 }
        for constraint in constraints { try removeRecord(of: source(constraint)) }
        try optimize()
        try enforceBounds()
    }

    /// Whether the constraint is in the solver. O(1).
    public func contains(_ constraint: Constraint) -> Bool {
        records[source(of: constraint).key] != nil
    }

    /// The constraints in the solver, in the order they were added (never a non-negative
    /// variable's bound).
    public var constraints: [Constraint] {
        records.values.filter { !$0.isBound }.sorted { $0.order < $1.order }.map { constraint(of: $0.source) }
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: it will follow ``suggestValue(_:for:)`` unless something
    /// stronger (a required constraint or a higher priority) objects.
    /// - Parameters:
    ///   - variable: the variable.
    ///   - priority: optional, in (0, 1000); use 999 for "strong".
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard priority.isValid, !priority.isRequired else { throw .invalidPriority(priority) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        // Added at the variable's current value, where it moves nothing, then shifted to 0 as a
        // suggestion is: the dual simplex pivots each row that the move makes infeasible into its
        // own error once, where the primal simplex, pulling the variable from its value to 0, would
        // substitute a symbol shared by every dependent row at each pivot (O(N²) for N cards).
        let current = symbolID(of: variable).map { evaluate(Symbol(id: $0)) } ?? 0
        _ = try add(.object(constraint), shift: -current)
        edits[key] = constraint
        guard current != 0, let record = records[Source.object(constraint).key] else { return }
        valueVersion &+= 1
        defer { valueVersion &+= 1 }
        _ = try setShift(of: record, to: 0, onConflict: .reject)
    }

    /// Stops editing `variable` and removes its edit constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(constraint)
    }

    /// Whether `variable` is an edit variable. O(1).
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex): the edit
    /// constraint's constant moves, as ``shiftConstant(of:by:onConflict:)`` moves any constant.
    ///
    /// Values read before the suggestion stay memoised when it changes constants only (no pivot):
    /// those it does not move as they were, and those whose definitions reach a changed constant
    /// recomputed by the suggestion itself, so the next ``value(of:)`` of any of them is O(1).
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/notFinite(_:)`` for a value
    ///   that is not finite.
    /// - Complexity: proportional to the rows that hold the edit constraint's errors, plus the
    ///   dual pivots needed, plus the defined variables the new constants reach. The first
    ///   suggestion that moves a set of rows lists those variables through the rows that name
    ///   them; the next ones that move the same rows of an unchanged tableau (a drag, a rotation)
    ///   reuse the list.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        guard let record = records[Source.object(constraint).key] else {
            throw .internalError("edit constraint of \(variable) is missing")
        }
        guard value.isFinite else { throw .notFinite(constraint) }
        // The edit constraint `variable == 0` held as `variable - value == 0`. Optional: it
        // cannot conflict. A suggestion that moves constants only (no pivot, no bound) keeps the
        // memo of every value its new constants do not reach and recomputes those they reach
        // (`updateValues(movedBy:)`).
        let version = valueVersion
        let pivots = pivotCount
        tracksConstantChanges = true
        defer {
            tracksConstantChanges = false
            constantChanges.removeAll(keepingCapacity: true)
        }
        do {
            _ = try setShift(of: record, to: -value, onConflict: .reject)
        } catch {
            valueVersion &+= 1
            throw error
        }
        if valueVersion == version && pivotCount == pivots {
            updateValues(movedBy: constantChanges)
        } else {
            valueVersion &+= 1
        }
    }

    // MARK: Constants

    /// Moves the constant of an installed constraint by `delta` and re-solves incrementally: the
    /// solver now holds `expression + shift (relation) 0`, where `shift` is the total of every
    /// call for this constraint (the ``Constraint`` object itself does not change). This is
    /// Apple's way of changing a constraint's constant (docs/auto-layout.md §8.4): the constraint's
    /// marker is replaced by the marker plus a delta and the dual simplex restores feasibility,
    /// far cheaper than removing and adding the constraint.
    ///
    /// `delta` is in the units of the expression (points for layout), and adds to the left side:
    /// shifting `x == 20` (held as `x - 20 == 0`) by 5 makes it `x == 15`; shifting `x <= 100` by
    /// -10 makes it `x <= 110`. A broken constraint (``ConflictPolicy/breakConstraint``) stays held
    /// at priority 1100.
    ///
    /// - Parameters:
    ///   - constraint: a constraint in the solver.
    ///   - delta: the change of the constant; finite. Shifting by the opposite amount restores it.
    ///   - onConflict: what to do when a required constraint cannot hold with its new constant:
    ///     ``ConflictPolicy/reject`` (the default) throws and leaves the solver as before;
    ///     ``ConflictPolicy/breakConstraint`` keeps the new constant, lets the constraint be violated
    ///     at priority 1100 and returns the report.
    /// - Returns: the broken constraint's report, or nil when the constraint holds.
    /// - Throws: ``SolverError/unknownConstraint(_:)``, ``SolverError/notFinite(_:)`` (a
    ///   non-finite delta, or a total that overflows),
    ///   ``SolverError/unsatisfiableConstraint(_:conflicting:)``.
    /// - Complexity: proportional to the rows that hold the constraint's marker, plus the dual
    ///   pivots needed. A required constraint that no longer holds (or a redundant required
    ///   equality, which cannot move without conflicting) costs a removal and an add.
    @discardableResult
    public func shiftConstant(
        of constraint: Constraint, by delta: Double, onConflict: ConflictPolicy = .reject
    ) throws(SolverError) -> BrokenConstraint? {
        try shiftConstant(of: source(of: constraint), by: delta, onConflict: onConflict)
    }

    /// ``shiftConstant(of:by:onConflict:)`` of a constraint by its source.
    func shiftConstant(of source: Source, by delta: Double, onConflict: ConflictPolicy) throws(SolverError)
        -> BrokenConstraint?
    {
        guard var record = records[source.key] else { throw .unknownConstraint(constraint(of: source)) }
        let shift = try movedShift(of: record, by: delta)
        guard delta != 0 else { return nil }
        valueVersion &+= 1
        defer { valueVersion &+= 1 }
        // One half of a pair moves alone: it leaves the pair first (Solver+Pairs.swift).
        record = try splitPair(of: record)
        return try setShift(of: record, to: shift, onConflict: onConflict)
    }

    /// `record`'s shift moved by `delta`, checked finite with the constant it gives its constraint.
    /// - Throws: ``SolverError/notFinite(_:)`` naming the record's constraint.
    func movedShift(of record: Record, by delta: Double) throws(SolverError) -> Double {
        let shift = record.shift + delta
        guard delta.isFinite, shift.isFinite, (constant(of: record.source) + shift).isFinite else {
            throw .notFinite(constraint(of: record.source))
        }
        return shift
    }

    // MARK: Values

    /// The value of `variable` in the current solution; 0 for a variable the solver does not know
    /// or that nothing determines. A non-negative variable is never below 0: the solver keeps it
    /// at 0 or above within its tolerance, and the rounding left by huge coefficients (a height of
    /// −2.6e-8 next to a multiplier of 1e9) reads as 0. O(1).
    public func value(of variable: Variable) -> Double {
        // The claim read from the variable itself: no test of the word's kind on the path that
        // reads every value after each suggestion.
        let claim = variable.claim.load(ordering: .relaxed)
        return value(of: ExternalVariable(Unmanaged.passUnretained(variable)), claim: claim)
    }

    /// ``value(of:)-(Variable)`` of `member` of `rectangle`. O(1).
    package func value(of rectangle: RectangleVariables, _ member: RectangleVariables.Member) -> Double {
        value(of: ExternalVariable(Unmanaged.passUnretained(rectangle), member))
    }

    /// ``value(of:)-(Variable)`` of the four members of `rectangle`, in one call (a frame reads
    /// all four): each claim word read from its own field, with no choice among them. O(1).
    package func values(of rectangle: RectangleVariables)
        -> (minX: Double, minY: Double, width: Double, height: Double)
    {
        let unmanaged = Unmanaged.passUnretained(rectangle)
        return (
            value(of: ExternalVariable(unmanaged, .minX), claim: rectangle.claim(.minX)),
            value(of: ExternalVariable(unmanaged, .minY), claim: rectangle.claim(.minY)),
            value(of: ExternalVariable(unmanaged, .width), claim: rectangle.claim(.width)),
            value(of: ExternalVariable(unmanaged, .height), claim: rectangle.claim(.height))
        )
    }

    /// ``value(of:)-(Variable)`` of a variable named inside (ExternalVariable.swift). O(1).
    @inline(__always)
    func value(of variable: ExternalVariable) -> Double {
        value(of: variable, claim: variable.loadClaim())
    }

    /// ``value(of:)-(ExternalVariable)`` given the variable's claim word as loaded.
    @inline(__always)
    private func value(of variable: ExternalVariable, claim: UInt) -> Double {
        guard let id = symbolID(of: variable, claim: claim) else { return 0 }
        let value = evaluate(Symbol(id: id))
        return claim & Variable.boundBit != 0 ? max(value, 0) : value
    }

    /// Removes every constraint, edit variable and variable.
    public func reset() {
        let keepsMinimising = minimizesConflicts
        releaseVariables(from: 0)
        symbolTable = SymbolTable()
        slotTable = SlotTable()
        valueVersion &+= 1
        objective = Objective()
        artificial = nil
        infeasibleRows = []
        records = RecordTable()
        handles = HandleTable()
        madeConstraints = [:]
        handleOfMadeConstraint = [:]
        symbolOfVariable = IdentityTable()
        edits = [:]
        reached = ReachedDefinitions()
        additions = 0
        boundedSymbols = []
        boundOfSymbol = [:]
        changedSlots = []
        journal = nil
        minimizesConflicts = keepsMinimising
    }
}
