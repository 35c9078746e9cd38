import PlumbSolver
import Testing

/// Adds `constraint`, expects it to be rejected with exactly `expected` (by description) as
/// the conflicting set, and checks the solver is bit-for-bit as before.
func expectConflict(
    _ solver: Solver, adding constraint: Constraint, conflicting expected: [String], values: [Variable],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let dumpBefore = solver.dump()
    let valuesBefore = values.map { solver.value(of: $0).bitPattern }
    do {
        try solver.add(constraint)
        Issue.record("\(constraint) should conflict", sourceLocation: sourceLocation)
    } catch {
        guard case .unsatisfiableConstraint(let rejected, let conflicting) = error else {
            Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
            return
        }
        #expect(rejected === constraint, sourceLocation: sourceLocation)
        #expect(conflicting.map(\.description) == expected, sourceLocation: sourceLocation)
    }
    #expect(solver.dump() == dumpBefore, sourceLocation: sourceLocation)
    #expect(
        values.map { solver.value(of: $0).bitPattern } == valuesBefore, sourceLocation: sourceLocation)
    #expect(!solver.contains(constraint), sourceLocation: sourceLocation)
    #expect(solver.invariantViolations() == [], sourceLocation: sourceLocation)
}
