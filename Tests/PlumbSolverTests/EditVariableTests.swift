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

    /// S3 on a column of cards: C's width replaced by an edit variable that every card's width
    /// rows depend on. Adding the edit variable pulls the width to 0 (its value before any
    /// suggestion), and the column index stays within a constant factor of the tableau's terms
    /// (it grew with N² before: stale entries from 2N degenerate pivots).
    @Test func editVariableOnAColumnOfCardsStaysLinear() throws {
        let solver = Solver()
        let width = Variable("C.w")
        let fixed = width == 320
        var constraints = [fixed]
        var labelWidths: [Variable] = []
        for card in 0..<200 {
            let cellWidth = Variable("cell\(card).w")
            constraints.append(cellWidth == width)
            for (label, intrinsic) in [120.0, 80].enumerated() {
                let labelWidth = Variable("L\(card)_\(label).w")
                labelWidths.append(labelWidth)
                constraints += [
                    labelWidth == cellWidth - 16, (labelWidth >= intrinsic) | 750,
                    (labelWidth <= intrinsic) | 250,
                ]
            }
        }
        for constraint in constraints { try solver.add(constraint) }
        try solver.remove(fixed)
        #expect(abs(solver.value(of: width) - 136) < 1e-9)
        try solver.addEditVariable(width, priority: 999)
        #expect(abs(solver.value(of: width)) < 1e-9)
        #expect(labelWidths.allSatisfy { abs(solver.value(of: $0) + 16) < 1e-9 })
        let size = solver.tableauSize
        #expect(size.columnEntries <= 2 * size.terms + 16, "\(size)")
        for suggested in [320.0, 568, 320] {
            try solver.suggestValue(suggested, for: width)
            #expect(labelWidths.allSatisfy { abs(solver.value(of: $0) - (suggested - 16)) < 1e-9 })
            #expect(solver.invariantViolations() == [])
        }
        let after = solver.tableauSize
        #expect(after.columnEntries <= 2 * after.terms + 16, "\(after)")
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
