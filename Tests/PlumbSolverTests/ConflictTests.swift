import PlumbSolver
import Testing

/// Required conflicts: a typed error naming a small conflicting set, and an exact rollback.
@Suite("Required conflicts")
struct ConflictTests {
    @Test func twoWidths() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w == 20)
        expectConflict(solver, adding: w == 40, conflicting: ["w == 20", "w == 40"], values: [w])
    }

    @Test func inequalityAgainstEquality() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x >= 10)
        try solver.add((x == 50) | 250)
        expectConflict(solver, adding: x <= 5, conflicting: ["x >= 10", "x <= 5"], values: [x])
        #expect(solver.value(of: x) == 50)
    }

    /// A chain of views that does not fit: only the links of the chain are named, not the
    /// unrelated constraints around them.
    @Test func chainThatCannotFit() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let unrelated = Variable("u")
        try solver.add(unrelated == 7)
        try solver.add(a >= 0)
        try solver.add(b >= a + 10)
        try solver.add((b == 100) | 250)
        try solver.add(unrelated + a >= 3)
        try solver.add(c >= b + 10)
        try solver.add(c <= 100)
        expectConflict(
            solver, adding: c <= a + 15,
            conflicting: ["b >= a + 10", "c >= b + 10", "c <= a + 15"],
            values: [a, b, c, unrelated])
    }

    /// Redundant equalities give two different proofs; the reported set is minimal.
    @Test func minimalAmongRedundant() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x == 10)
        try solver.add(y == 10)
        try solver.add(x == y)
        expectConflict(solver, adding: y == 11, conflicting: ["y == 10", "y == 11"], values: [x, y])
    }

    /// Removing one of two equal equalities hands its role to the other, even when an inequality
    /// offers a row with a negative coefficient (which once left the survivor violated by 5).
    @Test func removingOneOfTwoEqualEqualities() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x == 10
        try solver.add(first)
        try solver.add(x >= 5)
        try solver.add(x == 10)
        try solver.remove(first)
        #expect(solver.value(of: x) == 10)
        #expect(solver.violations().isEmpty)
        #expect(solver.invariantViolations() == [])
    }

    @Test func constantOnlyConstraint() {
        let solver = Solver()
        let nothing = Constraint(Expression(constant: 5), .equal)
        expectConflict(solver, adding: nothing, conflicting: ["5 == 0"], values: [])
    }

    @Test func messageSaysHowToFix() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w == 20)
        do {
            try solver.add(w == 40)
        } catch {
            #expect(
                error.description == """
                    Unable to simultaneously satisfy constraints: w == 40 cannot hold together with the other \
                    required constraints of this set:
                        w == 20
                        w == 40
                    Remove one of them or make it optional (priority below 1000).
                    """)
        }
    }

    @Test func batchIsAtomic() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x == 1)
        let dump = solver.dump()
        let batch = [y == 2, (y == 3) | 250, y >= x, x == 5, y <= 10]
        #expect(throws: SolverError.self) { try solver.add(batch) }
        #expect(solver.dump() == dump)
        #expect(solver.constraints.count == 1)
        #expect(solver.value(of: y) == 0)
        #expect(solver.invariantViolations() == [])
        try solver.add(batch.filter { $0.description != "x == 5" })
        #expect(solver.value(of: y) == 2)
    }

    @Test func breakingKeepsTheConstraintAtPriority1100() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w >= 10)
        try solver.add((w == 50) | 750)
        let report = try #require(try solver.add(w <= 5, onConflict: .breakConstraint))
        #expect(report.constraint.description == "w <= 5")
        #expect(report.conflicting.map(\.description) == ["w >= 10", "w <= 5"])
        #expect(solver.contains(report.constraint))
        #expect(solver.value(of: w) == 10)
        #expect(solver.dump().contains("w <= 5 [s") && solver.dump().contains("(broken, held at 1100)"))
        #expect(
            report.description == """
                Unable to simultaneously satisfy constraints.
                (
                    "w >= 10",
                    "w <= 5"
                )

                Will attempt to recover by breaking constraint \n\
                w <= 5

                """)
        // Removing the other side of the conflict lets the broken constraint hold again.
        try solver.remove(solver.constraints[0])
        #expect(solver.value(of: w) == 5)
        #expect(solver.invariantViolations() == [])
    }

    @Test func batchWithBreakingReportsEachConflict() throws {
        let solver = Solver()
        let x = Variable("x")
        let reports = try solver.add([x == 1, x == 2, x >= 0, x == 3], onConflict: .breakConstraint)
        #expect(reports.map(\.constraint.description) == ["x == 2", "x == 3"])
        #expect(solver.value(of: x) == 1)
        #expect(solver.invariantViolations() == [])
    }
}
