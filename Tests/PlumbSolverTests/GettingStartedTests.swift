import PlumbSolver
import Testing

/// The code of PlumbSolver's getting-started article
/// (Sources/PlumbSolver/PlumbSolver.docc/GettingStarted.md), run as written.
@Suite("PlumbSolver getting started")
struct GettingStartedTests {
    @Test func theArticleRunsAsWritten() throws {
        let solver = Solver()
        let x = Variable("x")
        let width = Variable("width")
        try solver.add(x == 20)
        try solver.add(width >= 10)
        try solver.add((width == 50) | 250)
        try solver.add(x + width <= 60)
        #expect(solver.value(of: width) == 40)

        #expect(throws: SolverError.self) { try solver.add(width == 100) }
        #expect(solver.value(of: width) == 40)
        try solver.add(width == 100, onConflict: .breakConstraint)

        let container = Variable("container")
        try solver.addEditVariable(container, priority: 999)
        try solver.suggestValue(320, for: container)
        #expect(solver.value(of: container) == 320)
    }
}
