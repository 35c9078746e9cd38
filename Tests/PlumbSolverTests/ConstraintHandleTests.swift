import PlumbSolver
import Testing

/// The solver's integer-handle path (Solver+Handles.swift), which `Plumb` lowers through: a
/// handle's constraint must behave bit for bit as the `Constraint` of the same terms.
@Suite("Constraint handles")
struct ConstraintHandleTests {
    /// One constraint as `Σ coefficient × variable + constant (relation) 0`.
    struct Written {
        let terms: [(Variable, Double)]
        let constant: Double
        let relation: Relation
        let priority: Priority

        var object: Constraint {
            Constraint(
                Expression(terms: terms.map { Term($0.0, coefficient: $0.1) }, constant: constant), relation,
                priority: priority)
        }

        func handle(in solver: Solver) -> ConstraintHandle {
            for (variable, coefficient) in terms { solver.appendTerm(variable, coefficient: coefficient) }
            return solver.makeConstraint(constant: constant, relation, priority: priority)
        }
    }

    let x = Variable("x")
    let y = Variable("y")

    /// x == 10; y − x − 8 >= 0; y == 50 @250; y <= 30 @750.
    var system: [Written] {
        [
            Written(terms: [(x, 1)], constant: -10, relation: .equal, priority: .required),
            Written(
                terms: [(y, 1), (x, -1)], constant: -8, relation: .greaterThanOrEqual, priority: .required),
            Written(terms: [(y, 1)], constant: -50, relation: .equal, priority: 250),
            Written(terms: [(y, 1)], constant: -30, relation: .lessThanOrEqual, priority: 750),
        ]
    }

    @Test func aHandleSolvesAsTheConstraintOfTheSameTerms() throws {
        let objects = Solver()
        let constraints = system.map(\.object)
        try objects.add(constraints)
        let handles = Solver()
        let made = system.map { $0.handle(in: handles) }
        try handles.add(handles: made)
        #expect(handles.value(of: x) == 10)
        #expect(handles.value(of: y) == 30)
        #expect(handles.value(of: y).bitPattern == objects.value(of: y).bitPattern)
        #expect(made.allSatisfy { handles.contains(handle: $0) })
        #expect(handles.priority(ofHandle: made[3]) == 750)

        try objects.shiftConstant(of: constraints[3], by: -5)
        try handles.shiftConstant(ofHandle: made[3], by: -5)
        #expect(handles.value(of: y).bitPattern == objects.value(of: y).bitPattern)

        try objects.remove(constraints[3])
        try handles.remove(handles: [made[3]])
        #expect(handles.value(of: y) == 50)
        #expect(handles.value(of: y).bitPattern == objects.value(of: y).bitPattern)
        #expect(!handles.contains(handle: made[3]))
    }

    /// A batch added as it is made (each handle added right after it is made) is the batch
    /// added at once: the same values, bit for bit, and the same dump.
    @Test func aBatchAddedAsItIsMadeIsTheBatchAddedAtOnce() throws {
        let atOnce = Solver()
        try atOnce.add(handles: system.map { $0.handle(in: atOnce) })
        let asMade = Solver()
        asMade.beginBatch(ofAtMost: 2 * system.count)
        for written in system { try asMade.addInBatch(handle: written.handle(in: asMade)) }
        try asMade.commitBatch()
        #expect(asMade.value(of: x).bitPattern == atOnce.value(of: x).bitPattern)
        #expect(asMade.value(of: y).bitPattern == atOnce.value(of: y).bitPattern)
        #expect(asMade.value(of: y) == 30)
        #expect(asMade.dump() == atOnce.dump())
    }

    /// A required constraint that cannot hold stops the batch; rolled back, the solver is as it
    /// was before the batch, and a later batch adds as into a solver that never saw it.
    @Test func aConflictingBatchAddedAsItIsMadeRollsBack() throws {
        let solver = Solver()
        try solver.add(handles: system.map { $0.handle(in: solver) })
        let before = solver.dump()
        solver.beginBatch(ofAtMost: 2)
        try solver.addInBatch(
            handle: Written(terms: [(x, 1)], constant: -20, relation: .lessThanOrEqual, priority: 500)
                .handle(in: solver))
        let impossible = Written(terms: [(y, 1)], constant: -5, relation: .equal, priority: .required)
        #expect(throws: SolverError.self) { try solver.addInBatch(handle: impossible.handle(in: solver)) }
        solver.rollBackBatch()
        #expect(solver.dump() == before)
        #expect(solver.value(of: y) == 30)
        solver.beginBatch(ofAtMost: 1)
        try solver.addInBatch(
            handle: Written(terms: [(y, 1)], constant: -20, relation: .equal, priority: .required)
                .handle(in: solver))
        try solver.commitBatch()
        #expect(solver.value(of: y) == 20)
    }

    /// A bound that cannot hold is found when the batch is committed: the commit throws and the
    /// solver is as it was before the batch.
    @Test func aBatchWhoseBoundCannotHoldIsRolledBackByTheCommit() throws {
        let width = Variable("width", isNonNegative: true)
        let solver = Solver()
        try solver.add(handles: system.map { $0.handle(in: solver) })
        let before = solver.dump()
        solver.beginBatch(ofAtMost: 1)
        try solver.addInBatch(
            handle: Written(terms: [(width, 1), (x, 1)], constant: 0, relation: .equal, priority: .required)
                .handle(in: solver))
        #expect(throws: SolverError.self) { try solver.commitBatch() }
        #expect(solver.dump() == before)
        #expect(solver.value(of: x) == 10)
    }

    @Test func aConflictNamesTheHandlesConstraintAsTheObjectPathDoes() throws {
        let impossible = Written(terms: [(y, 1)], constant: -5, relation: .equal, priority: .required)
        let objects = Solver()
        try objects.add(system.map(\.object))
        let handles = Solver()
        try handles.add(handles: system.map { $0.handle(in: handles) })
        let rejected = impossible.handle(in: handles)

        var objectError: SolverError?
        do { try objects.add(impossible.object) } catch { objectError = error }
        var handleError: SolverError?
        do { try handles.add(handle: rejected) } catch { handleError = error }
        let expected = try #require(objectError)
        let actual = try #require(handleError)
        #expect(String(describing: actual) == String(describing: expected))
        // The named constraint maps back to its handle, and the solver is as it was.
        #expect(handles.handle(of: handles.constraint(ofHandle: rejected)) == rejected)
        #expect(!handles.contains(handle: rejected))
        #expect(handles.value(of: y) == 30)
    }

    /// Released numbers are reused, and once released terms outnumber the live ones the arena is
    /// compacted, the terms of a constraint being written at that moment included.
    @Test func releasedHandlesAreReusedAndTheArenaCompacts() throws {
        let solver = Solver()
        let variables = (0..<3000).map { Variable("v\($0)") }
        let made = variables.enumerated().map { index, variable in
            solver.appendTerm(variable, coefficient: 1)
            return solver.makeConstraint(constant: -Double(index), .equal, priority: .required)
        }
        try solver.add(handles: made)
        let kept = Set(stride(from: 0, to: 3000, by: 10))
        try solver.remove(handles: made.indices.filter { !kept.contains($0) }.map { made[$0] })
        // A constraint is being written while the releases compact the arena.
        solver.appendTerm(x, coefficient: 2)
        solver.appendTerm(y, coefficient: -1)
        for index in made.indices where !kept.contains(index) { solver.releaseConstraint(made[index]) }
        let late = solver.makeConstraint(constant: 4, .equal, priority: .required)
        #expect(made.contains(late))
        try solver.add(handle: late)
        solver.appendTerm(x, coefficient: 1)
        try solver.add(handle: solver.makeConstraint(constant: -3, .equal, priority: .required))
        #expect(solver.value(of: x) == 3)
        #expect(solver.value(of: y) == 10)
        for index in kept { #expect(solver.value(of: variables[index]) == Double(index)) }
        // A released handle still in the solver is left as it is.
        solver.releaseConstraint(made[0])
        #expect(solver.contains(handle: made[0]))
        #expect(solver.value(of: variables[0]) == 0)
    }

    /// An intrinsic size's compression half names its hugging half's terms: with either half
    /// released first, the other keeps its terms through the arena's compaction, and solves as
    /// the constraint of those terms.
    @Test(arguments: [false, true])
    func sharedTermsOutliveEitherHalf(releasingHuggingFirst: Bool) throws {
        let solver = Solver()
        try solver.add(y == 4)
        solver.appendTerm(x, coefficient: 2)
        solver.appendTerm(y, coefficient: -1)
        let hugging = solver.makeConstraint(constant: -6, .lessThanOrEqual, priority: 250)
        let compression = solver.makeConstraint(
            sharingTermsOf: hugging, .greaterThanOrEqual, priority: 750)
        try solver.add(handles: [hugging, compression])
        #expect(solver.value(of: x) == 5)
        let (released, kept) = releasingHuggingFirst ? (hugging, compression) : (compression, hugging)
        try solver.remove(handles: [released])
        solver.releaseConstraint(released)
        // Enough released terms to compact the arena twice while the kept half lives.
        releaseFillers(in: solver, named: "f")
        let terms = solver.constraint(ofHandle: kept).expression.terms
        #expect(terms.map(\.coefficient) == [2, -1])
        #expect(terms[0].variable === x && terms[1].variable === y)
        try solver.remove(handles: [kept])
        // A weak pull against the kept half, which then decides x.
        try solver.add((x == (releasingHuggingFirst ? 0 : 100)) | 1)
        try solver.add(handle: kept)
        try solver.shiftConstant(ofHandle: kept, by: 2)
        #expect(solver.value(of: x) == 4)
        try solver.remove(handles: [kept])
        solver.releaseConstraint(kept)
        releaseFillers(in: solver, named: "g")
        #expect(solver.value(of: y) == 4)
    }

    /// Makes and releases 3,000 one-term constraints of new variables named `prefix` and a
    /// number: enough released terms for the handle arena to compact.
    private func releaseFillers(in solver: Solver, named prefix: String) {
        let fillers = (0..<3000).map { index in
            solver.appendTerm(Variable("\(prefix)\(index)"), coefficient: 1)
            return solver.makeConstraint(constant: 0, .equal, priority: .required)
        }
        for filler in fillers { solver.releaseConstraint(filler) }
    }
}
