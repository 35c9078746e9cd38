import PlumbSolver
import Testing

@Suite("Edit variables")
struct EditVariableTests {
    @Test func suggestionsAreFollowedWithinBounds() throws {
        let solver = Solver()
        let width = Variable("width")
        let half = Variable("half")
        try solver.add(width >= 100)
        try solver.add(width <= 600)
        try solver.add(2 * half == width)
        try solver.addEditVariable(width, priority: 999)
        #expect(solver.hasEditVariable(width))
        for (suggested, expected) in [(320.0, 320.0), (568, 568), (50, 100), (1000, 600), (320, 320)] {
            try solver.suggestValue(suggested, for: width)
            #expect(solver.value(of: width) == expected)
            #expect(solver.value(of: half) == expected / 2)
            #expect(solver.invariantViolations() == [])
        }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        #expect(solver.constraints.count == 3)
    }

    @Test func strongerConstraintsWin() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addEditVariable(x, priority: 500)
        try solver.add((x <= 10) | 750)
        try solver.suggestValue(30, for: x)
        #expect(solver.value(of: x) == 10)
        try solver.suggestValue(5, for: x)
        #expect(solver.value(of: x) == 5)
    }

    @Test func misuseThrows() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: 999)
        do {
            try solver.addEditVariable(x, priority: 999)
        } catch {
            #expect(
                error.description
                    == "The variable x is already an edit variable; call suggestValue(_:for:) to move it.")
        }
    }
}
