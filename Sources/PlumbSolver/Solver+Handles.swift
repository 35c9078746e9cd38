// Handles: solver constraints made without a `Constraint` object, named by a number.
//
// Design. A layout constraint lowers to a linear constraint that only its engine ever sees. As a
// `Constraint` it costs an object and a term array for as long as it lives (about 150 bytes for
// two terms, in two allocations). A handle is a number instead: the caller appends the terms
// straight into the solver's term arena (`appendTerm`), then closes them into a constraint with
// its constant, relation and priority (`makeConstraint`), one plain entry of `HandleTable`;
// the solver's record of it is keyed by the number (`Source.key`). Everything the solver does
// with a record reads the constraint through its `Source`, so a handle gets the row, the symbols
// and the order that a `Constraint` of the same terms would get, bit for bit. Where an error, a
// conflict set or a listing must name a constraint, a `Constraint` of the handle's terms is made
// once and kept while the handle lives (`constraint(of:)`), so that the caller can map it back
// (`handle(of:)`) and the public API accepts it. A handle outlives its removal from the tableau
// (a broken constraint is removed and added again) until the caller releases it; released
// numbers are reused, and their terms are compacted away once they outnumber the live ones.
// The two halves of an intrinsic size have the same terms, so the second names the first one's
// range of the arena instead of a copy (`makeConstraint(sharingTermsOf:_:priority:)`): each half
// holds its own retain of the variables and is released on its own, a released half's terms count
// as garbage even while the other half uses them (so the arena is compacted early, never late),
// and compaction moves a shared range once for both.

/// A solver constraint made by `Solver/makeConstraint(constant:_:priority:)`, named by a number
/// (no object): added, shifted, removed and released through the solver that made it.
package struct ConstraintHandle: Hashable, Sendable {
    /// The number, an index into the solver's handle table.
    package let id: Int32

    /// The handle numbered `id`.
    package init(id: Int32) {
        self.id = id
    }
}

/// The constraints made through handles: each one's constant, relation and priority, and the
/// range of its terms in an arena shared by all (the variables retained, as a `Term` retains
/// its variable).
struct HandleTable: ~Copyable {
    /// One constraint (24 bytes).
    struct Entry {
        /// Where its terms start in the arena, and how many.
        var termStart: Int32
        var termCount: Int32
        /// The constraint reads `Σ terms + constant (relation) 0`.
        var constant: Double
        /// The priority's raw value.
        var priority: Float
        /// The relation's raw value.
        var relation: Int8
        /// Whether the handle is in use (made and not released).
        var isLive: Bool
        /// Whether another constraint may name the same range of terms (an intrinsic size's two
        /// halves), so that compaction moves the range once for both.
        var sharesTerms = false

        /// The arena indices of its terms.
        @inline(__always)
        var terms: Range<Int> { Int(termStart)..<Int(termStart) + Int(termCount) }
    }

    /// The entries, by handle number.
    private(set) var entries = PlainArray<Entry>()
    /// The terms' variables, retained (ExternalVariable.swift), and their coefficients; a
    /// constraint's terms are one range, the terms being appended after the last range.
    private(set) var variables = PlainArray<ExternalVariable>()
    private(set) var coefficients = PlainArray<Double>()
    /// Where the terms being appended start.
    private var pendingStart = 0
    /// Released numbers, to reuse.
    private var free: [Int32] = []
    /// Terms of released handles still in the arena.
    private var garbage = 0

    init() {}

    deinit {
        for index in entries.indices where entries[index].isLive {
            releaseTerms(of: entries[index])
        }
        for index in pendingStart..<variables.count { variables[index].release() }
    }

    /// The variable of the term at `index` of the arena (the table holds it).
    @inline(__always)
    func variable(at index: Int) -> ExternalVariable { variables[index] }

    /// Makes room for `constraints` more constraints with `terms` more terms in all, so that a
    /// batch made in one go grows no array by doubling (each doubling copies and frees a buffer
    /// that the heap keeps at the peak). O(1) amortised.
    mutating func reserveCapacity(constraints: Int, terms: Int) {
        entries.reserveCapacity(entries.count + constraints)
        variables.reserveCapacity(variables.count + terms)
        coefficients.reserveCapacity(coefficients.count + terms)
    }

    /// Appends a term to the constraint being made, keeping the caller's reference to `variable`
    /// (consumed: no retain and release around the call). Amortised O(1).
    mutating func appendTerm(_ variable: consuming Variable, coefficient: Double) {
        let retained = Unmanaged.passRetained(variable)
        // Ended here, its release next to the retain above, so that the two cancel.
        _ = consume variable
        variables.append(ExternalVariable(retained))
        coefficients.append(coefficient)
    }

    /// Appends a term of `member` of `rectangle`, keeping the caller's reference to the rectangle
    /// (consumed, as `appendTerm(_:coefficient:)`'s variable). Amortised O(1).
    mutating func appendTerm(
        _ rectangle: consuming RectangleVariables, _ member: RectangleVariables.Member, coefficient: Double
    ) {
        let retained = Unmanaged.passRetained(rectangle)
        _ = consume rectangle
        variables.append(ExternalVariable(retained, member))
        coefficients.append(coefficient)
    }

    /// Forgets the terms appended since the last constraint was made.
    mutating func discardTerms() {
        for index in pendingStart..<variables.count { variables[index].release() }
        variables.removeSubrange(pendingStart...)
        coefficients.removeSubrange(pendingStart...)
    }

    /// Makes a constraint of the appended terms and returns its number. Amortised O(1).
    mutating func make(constant: Double, relation: Relation, priority: Priority) -> Int32 {
        let entry = Entry(
            termStart: Int32(pendingStart), termCount: Int32(variables.count - pendingStart),
            constant: constant,
            priority: priority.rawValue, relation: Int8(relation.rawValue), isLive: true)
        pendingStart = variables.count
        return store(entry)
    }

    /// Makes a constraint of the terms and constant of constraint `id`, naming its range of the
    /// arena (the variables retained once more, for the new constraint to release), and returns
    /// its number. Terms being appended stay pending. O(terms).
    mutating func make(sharingTermsOf id: Int32, relation: Relation, priority: Priority) -> Int32 {
        var entry = entries[Int(id)]
        for index in entry.terms { variables[index].retain() }
        entries[Int(id)].sharesTerms = true
        entry.priority = priority.rawValue
        entry.relation = Int8(relation.rawValue)
        entry.sharesTerms = true
        return store(entry)
    }

    /// Stores a new entry under a released number, or a new one, and returns the number.
    private mutating func store(_ entry: Entry) -> Int32 {
        if let id = free.popLast() {
            entries[Int(id)] = entry
            return id
        }
        entries.append(entry)
        return Int32(entries.count - 1)
    }

    /// Releases constraint `id`: its number is free and its terms are garbage. Amortised O(1).
    mutating func release(_ id: Int32) {
        releaseTerms(of: entries[Int(id)])
        garbage += Int(entries[Int(id)].termCount)
        entries[Int(id)].isLive = false
        free.append(id)
        if garbage > 1024 && 2 * garbage > variables.count { compact() }
    }

    private func releaseTerms(of entry: Entry) {
        for index in entry.terms { variables[index].release() }
    }

    /// Moves the live constraints' terms, then the terms being appended, to the front of new
    /// arrays; a range that two constraints share is moved once. O(terms).
    private mutating func compact() {
        var keptVariables = PlainArray<ExternalVariable>()
        var keptCoefficients = PlainArray<Double>()
        // A shared range counts as garbage for each half released, so this may be an underestimate.
        keptVariables.reserveCapacity(Swift.max(0, variables.count - garbage))
        keptCoefficients.reserveCapacity(Swift.max(0, variables.count - garbage))
        for id in entries.indices where entries[id].isLive {
            let terms = entries[id].terms
            // A shared range that the other half moved already: its first place in the old arena
            // says where it went (the start, shifted, with bit 0 set, which a variable's word
            // never has).
            let isShared = entries[id].sharesTerms && !terms.isEmpty
            if isShared {
                let moved = variables[terms.lowerBound].raw
                if moved & 1 == 1 {
                    entries[id].termStart = Int32(truncatingIfNeeded: moved >> 1)
                    continue
                }
            }
            let start = keptVariables.count
            entries[id].termStart = Int32(start)
            for index in terms {
                keptVariables.append(variables[index])
                keptCoefficients.append(coefficients[index])
            }
            if isShared {
                variables[terms.lowerBound] = ExternalVariable(raw: UInt(start) << 1 | 1)
            }
        }
        let pending = pendingStart..<variables.count
        pendingStart = keptVariables.count
        for index in pending {
            keptVariables.append(variables[index])
            keptCoefficients.append(coefficients[index])
        }
        variables = keptVariables
        coefficients = keptCoefficients
        garbage = 0
    }
}

extension Solver {
    /// Where a record's constraint lives: a `Constraint` object, or a handle's entry.
    enum Source: Equatable {
        case object(Constraint)
        case handle(Int32)

        /// The key of its record: the object's address (even, objects being aligned), or the
        /// handle's number made odd.
        @inline(__always)
        var key: UInt {
            switch self {
            case .object(let constraint): UInt(bitPattern: ObjectIdentifier(constraint))
            case .handle(let id): UInt(UInt32(bitPattern: id)) << 1 | 1
            }
        }

        /// The same constraint: the same key.
        @inline(__always)
        static func == (lhs: Source, rhs: Source) -> Bool { lhs.key == rhs.key }
    }

    /// The relation of a source's constraint.
    @inline(__always)
    func relation(of source: Source) -> Relation {
        switch source {
        case .object(let constraint): constraint.relation
        case .handle(let id): Relation(rawValue: Int(handles.entries[Int(id)].relation))!
        }
    }

    /// The priority of a source's constraint.
    @inline(__always)
    func priority(of source: Source) -> Priority {
        switch source {
        case .object(let constraint): constraint.priority
        case .handle(let id): Priority(rawValue: handles.entries[Int(id)].priority)
        }
    }

    /// The constant of a source's constraint.
    @inline(__always)
    func constant(of source: Source) -> Double {
        switch source {
        case .object(let constraint): constraint.expressionConstant
        case .handle(let id): handles.entries[Int(id)].constant
        }
    }

    /// The first term of a source's constraint, which has one.
    @inline(__always)
    func firstTerm(of source: Source) -> (variable: ExternalVariable, coefficient: Double) {
        switch source {
        case .object(let constraint):
            let term = constraint.unretainedTerm(at: 0)
            return (ExternalVariable(term.0), term.1)
        case .handle(let id):
            let start = Int(handles.entries[Int(id)].termStart)
            return (handles.variable(at: start), handles.coefficients[start])
        }
    }

    /// Whether some term of handle `id`'s constraint has a coefficient that is not finite.
    @inline(__always)
    func hasNonFiniteCoefficient(handle id: Int32) -> Bool {
        let entry = handles.entries[Int(id)]
        return entry.terms.contains {
            !handles.coefficients[$0].isFinite
        }
    }

    /// Whether some term's variable is non-negative.
    @inline(__always)
    func namesNonNegativeVariable(_ source: Source) -> Bool {
        switch source {
        case .object(let constraint):
            return constraint.namesNonNegativeVariable
        case .handle(let id):
            let entry = handles.entries[Int(id)]
            return entry.terms.contains { handles.variable(at: $0).isNonNegative }
        }
    }

    /// The `Constraint` that names a source's constraint: the object itself, or for a handle one
    /// made of its terms at the first call and kept until the handle is released.
    func constraint(of source: Source) -> Constraint {
        switch source {
        case .object(let constraint):
            return constraint
        case .handle(let id):
            if let made = madeConstraints[id] { return made }
            let entry = handles.entries[Int(id)]
            var terms: [Term] = []
            terms.reserveCapacity(Int(entry.termCount))
            for index in entry.terms {
                terms.append(
                    Term(
                        handles.variable(at: index).publicVariable(), coefficient: handles.coefficients[index]
                    ))
            }
            let made = Constraint(
                Expression(terms: terms, constant: entry.constant),
                Relation(rawValue: Int(entry.relation))!, priority: Priority(rawValue: entry.priority))
            madeConstraints[id] = made
            handleOfMadeConstraint[ObjectIdentifier(made)] = id
            return made
        }
    }

    /// The source of a constraint the caller names: a handle's when `constraint` was made for
    /// one (`constraint(of:)`), else the object.
    @inline(__always)
    func source(of constraint: Constraint) -> Source {
        if !handleOfMadeConstraint.isEmpty, let id = handleOfMadeConstraint[ObjectIdentifier(constraint)] {
            return .handle(id)
        }
        return .object(constraint)
    }

    // MARK: Making and releasing

    /// Appends a term to the constraint being made (see `makeConstraint(constant:_:priority:)`).
    /// `variable` is consumed, so that a caller's fresh reference becomes the arena's own.
    /// Amortised O(1).
    package func appendTerm(_ variable: consuming Variable, coefficient: Double) {
        handles.appendTerm(consume variable, coefficient: coefficient)
    }

    /// Appends a term of `member` of `rectangle` to the constraint being made, as
    /// ``appendTerm(_:coefficient:)`` does a variable's. Amortised O(1).
    package func appendTerm(
        _ rectangle: consuming RectangleVariables, _ member: RectangleVariables.Member, coefficient: Double
    ) {
        handles.appendTerm(consume rectangle, member, coefficient: coefficient)
    }

    /// Forgets the terms appended since the last constraint was made.
    package func discardTerms() {
        handles.discardTerms()
    }

    /// Makes the constraint `Σ appended terms + constant (relation) 0` at a priority, in the order
    /// the terms were appended, as `Constraint(Expression(terms: …, constant: constant), relation,
    /// priority: priority)` would read; it is not added. Amortised O(1).
    package func makeConstraint(constant: Double, _ relation: Relation, priority: Priority)
        -> ConstraintHandle
    {
        ConstraintHandle(id: handles.make(constant: constant, relation: relation, priority: priority))
    }

    /// Makes a constraint of the same terms and constant as `handle`, with another relation and
    /// priority (the other half of an intrinsic size), naming the same terms in the arena instead
    /// of a copy. Terms being appended stay pending. O(terms).
    package func makeConstraint(
        sharingTermsOf handle: ConstraintHandle, _ relation: Relation, priority: Priority
    )
        -> ConstraintHandle
    {
        ConstraintHandle(
            id: handles.make(sharingTermsOf: handle.id, relation: relation, priority: priority))
    }

    /// Releases a constraint that is not in the solver (never added, or removed): its number may
    /// be given to a new one. A constraint still in the solver is left as it is. Amortised O(1).
    package func releaseConstraint(_ handle: ConstraintHandle) {
        guard records[Source.handle(handle.id).key] == nil else { return }
        if let made = madeConstraints.removeValue(forKey: handle.id) {
            handleOfMadeConstraint[ObjectIdentifier(made)] = nil
        }
        handles.release(handle.id)
    }

    /// The priority of a handle's constraint.
    package func priority(ofHandle handle: ConstraintHandle) -> Priority {
        priority(of: .handle(handle.id))
    }

    /// The `Constraint` that names a handle's constraint in errors, conflict sets and listings
    /// (the same object while the handle lives).
    package func constraint(ofHandle handle: ConstraintHandle) -> Constraint {
        constraint(of: .handle(handle.id))
    }

    /// The handle that `constraint` names (made by `constraint(of:)`), or nil.
    package func handle(of constraint: Constraint) -> ConstraintHandle? {
        handleOfMadeConstraint[ObjectIdentifier(constraint)].map { ConstraintHandle(id: $0) }
    }

    /// Whether a handle's constraint is in the solver. O(1).
    package func contains(handle: ConstraintHandle) -> Bool {
        records[Source.handle(handle.id).key] != nil
    }

    // MARK: Adding, removing and shifting

    /// `add(_:onConflict:)->BrokenConstraint?` of a handle's constraint.
    @discardableResult
    package func add(handle: ConstraintHandle, onConflict: ConflictPolicy = .reject) throws(SolverError)
        -> BrokenConstraint?
    {
        try add(.handle(handle.id), shift: 0, onConflict: onConflict)
    }

    /// `add(_:onConflict:)->[BrokenConstraint]` of handles' constraints.
    @discardableResult
    package func add(handles: some Sequence<ConstraintHandle>, onConflict: ConflictPolicy = .reject)
        throws(SolverError) -> [BrokenConstraint]
    {
        try addBatch(handles, onConflict: onConflict, ofHandles: true) { .handle($0.id) }
    }

    // MARK: A batch added as it is made

    /// Opens an atomic batch of handles' constraints that the caller adds one at a time, as it
    /// makes them (a layout engine lowers a layout constraint and adds it while its variables are
    /// still in the cache): ``addInBatch(handle:)`` for each, then ``commitBatch()``, or
    /// ``rollBackBatch()`` once an addition failed. The result is `add(handles:)` of the same
    /// handles, with ``ConflictPolicy/reject``. While the batch is open the caller may make
    /// handles but must change the solver in no other way. Room is made for `count` constraints,
    /// at most the batch's; over-reserved room is memory never touched. O(1) amortised.
    package func beginBatch(ofAtMost count: Int) {
        // Two terms a constraint, most constraints' count (an intrinsic size's second half
        // shares the first's): a batch with more grows the arena as appending does.
        handles.reserveCapacity(constraints: count, terms: 2 * count)
        openBatch(reserving: count, handlesBelow: handles.entries.count + count)
    }

    /// Adds a handle's constraint to the open batch (``beginBatch(ofAtMost:)``).
    /// - Throws: ``SolverError/unsatisfiableConstraint(_:conflicting:)`` when a required
    ///   constraint cannot hold; call ``rollBackBatch()`` then.
    package func addInBatch(handle: ConstraintHandle) throws(SolverError) {
        try insertInBatch(.handle(handle.id))
    }

    /// `remove(_:)-(Constraint)` of handles' constraints, optimising once; the handles stay
    /// made until released.
    package func remove(handles: some Sequence<ConstraintHandle>) throws(SolverError) {
        try removeBatch(handles) { .handle($0.id) }
    }

    /// `shiftConstant(of:by:onConflict:)` of a handle's constraint.
    @discardableResult
    package func shiftConstant(
        ofHandle handle: ConstraintHandle, by delta: Double, onConflict: ConflictPolicy = .reject
    ) throws(SolverError) -> BrokenConstraint? {
        try shiftConstant(of: .handle(handle.id), by: delta, onConflict: onConflict)
    }

    /// `shiftConstants(ofPair:_:by:)-(Constraint,Constraint,_)` of two handles' constraints.
    package func shiftConstants(
        ofHandles first: ConstraintHandle, _ second: ConstraintHandle, by delta: Double
    )
        throws(SolverError)
    {
        try shiftConstants(ofPair: .handle(first.id), .handle(second.id), by: delta)
    }
}
