import PlumbSolver
import Testing

@Suite("Solver basics")
struct SolverBasicsTests {
    @Test func requiredEqualityChain() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x == 20)
        try solver.add(x + 8 == y)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 28)
        #expect(solver.invariantViolations() == [])
    }

    @Test func optionalYieldsToRequired() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w >= 10)
        try solver.add((w == 50) | 250)
        #expect(solver.value(of: w) == 50)
        try solver.add(w <= 30)
        #expect(solver.value(of: w) == 30)
        #expect(solver.invariantViolations() == [])
    }
}
