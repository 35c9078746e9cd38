import Testing

@testable import PlumbSolver

/// The symbol a solver keeps in the variable (Solver+Owner.swift): one owner at a time, released
/// when the solver lets the symbol go, and the same values for a variable shared by solvers.
@Suite("Variable owners")
struct VariableOwnerTests {
    /// Whether `solver` owns `variable`.
    private func owns(_ solver: Solver, _ variable: Variable) -> Bool {
        variable.claim.load(ordering: .relaxed) >> Variable.keyShift == solver.ownerKey.value
    }

    /// Whether some solver owns `variable`.
    private func isClaimed(_ variable: Variable) -> Bool {
        variable.claim.load(ordering: .relaxed) >> Variable.symbolShift != 0
    }

    @Test func sharedVariablesKeepEachSolversValues() throws {
        let x = Variable("x")
        let y = Variable("y")
        let first = Solver()
        let second = Solver()
        try first.add((x == 10) | 500)
        try second.add(y == 5)
        try second.add(x == 2 * y)
        try first.add(y == x + 1)
        #expect(owns(first, x) && owns(second, y))
        #expect(first.value(of: x) == 10 && first.value(of: y) == 11)
        #expect(second.value(of: x) == 10 && second.value(of: y) == 5)
        try first.addEditVariable(x, priority: 999)
        try first.suggestValue(20, for: x)
        #expect(first.value(of: y) == 21 && second.value(of: x) == 10)
    }

    @Test func aSolverReleasesItsVariables() throws {
        let x = Variable("x")
        let z = Variable("z")
        var first: Solver? = Solver()
        try first?.add(x == 1)
        #expect(isClaimed(x))
        first = nil
        #expect(!isClaimed(x))

        let second = Solver()
        try second.add(x == 2)
        #expect(owns(second, x))
        // A batch that made z's symbol and then conflicts is rolled back: z is released with it.
        #expect(throws: SolverError.self) { try second.add([z == 1, x == 3]) }
        #expect(!isClaimed(z) && second.value(of: z) == 0)
        second.reset()
        #expect(!isClaimed(x))
        try second.add(x == 4)
        #expect(owns(second, x) && second.value(of: x) == 4)
    }

    @Test func solversOnTwoThreadsShareVariables() async throws {
        let variables = (0..<200).map { Variable("v\($0)") }
        let results = try await withThrowingTaskGroup(of: [Double].self) { group in
            for offset in 0..<4 {
                group.addTask {
                    let solver = Solver()
                    try solver.add(variables[0] == Double(offset))
                    for index in 1..<variables.count {
                        try solver.add(variables[index] == variables[index - 1] + 1)
                    }
                    return variables.map { solver.value(of: $0) }
                }
            }
            var all: [[Double]] = []
            for try await values in group { all.append(values) }
            return all
        }
        for values in results {
            let start = values[0]
            #expect(values.indices.allSatisfy { values[$0] == start + Double($0) })
        }
        #expect(Set(results.map { $0[0] }) == [0, 1, 2, 3])
        #expect(variables.allSatisfy { !isClaimed($0) })
    }

    @Test func theBoundOutlivesClaimsAndReleases() throws {
        let width = Variable("w", isNonNegative: true)
        let x = Variable("x")
        var solver: Solver? = Solver()
        try solver?.add(width == x - 5)
        try solver?.add((x == 2) | 500)
        #expect(solver.map { owns($0, width) } == true && width.isNonNegative && !x.isNonNegative)
        #expect(solver?.value(of: width) == 0 && solver?.value(of: x) == 5)
        solver = nil
        #expect(!isClaimed(width) && width.isNonNegative && !isClaimed(x) && !x.isNonNegative)
        let second = Solver()
        try second.add((width == -3) | 500)
        #expect(owns(second, width) && second.value(of: width) == 0)
    }
}
