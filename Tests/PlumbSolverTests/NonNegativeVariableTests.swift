import PlumbSolver
import Testing

/// Variables made with `isNonNegative: true` (sizes): the solver keeps them at or above 0 without
/// a constraint, so conflicts name only the constraints that were written.
@Suite("Non-negative variables")
struct NonNegativeVariableTests {
    // MARK: The bound alone

    @Test func variablesRememberTheirBound() {
        #expect(Variable("w", isNonNegative: true).isNonNegative)
        #expect(!Variable("x").isNonNegative)
    }

    /// `w == -16` alone cannot hold: the set is that one constraint, and the solver is empty again.
    @Test func negativeWidthAloneConflicts() throws {
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        expectConflict(solver, adding: w == -16, conflicting: ["w == -16"], values: [w])
        #expect(solver.constraints.isEmpty)
        #expect(solver.dump() == Solver().dump())
        try solver.add(w == 16)
        #expect(solver.value(of: w) == 16)
        #expect(solver.invariantViolations() == [])
    }

    /// The same constraint on a variable of any sign holds.
    @Test func unrestrictedVariableMayBeNegative() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == -16)
        #expect(solver.value(of: x) == -16)
    }

    /// Broken (Apple's recovery), `w == -16` is held at 1100 and met as closely as the bound
    /// allows: w is 0, 16 short; no listing names the bound.
    @Test func brokenNegativeWidthStopsAtZero() throws {
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        let negative = w == -16
        let report = try #require(try solver.add(negative, onConflict: .breakConstraint))
        #expect(report.constraint === negative)
        #expect(report.conflicting.map(\.description) == ["w == -16"])
        #expect(solver.value(of: w) == 0)
        #expect(solver.violations().map(\.description) == ["w == -16 violated by 16"])
        #expect(solver.constraints.map(\.description) == ["w == -16"])
        #expect(solver.invariantViolations() == [])
        let dump = solver.dump()
        #expect(dump.contains("  w == -16 ["))
        #expect(dump.contains("(broken, held at 1100)"))
        try solver.remove(negative)
        #expect(solver.value(of: w) == 0)
        #expect(solver.invariantViolations() == [])
    }

    /// Inequalities that need a negative value conflict; those that allow 0 hold at 0.
    @Test func inequalitiesAgainstTheBound() throws {
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        expectConflict(solver, adding: w <= -1, conflicting: ["w <= -1"], values: [w])
        try solver.add(w <= 0)
        #expect(solver.value(of: w) == 0)
        try solver.add(w >= -5)
        #expect(solver.value(of: w) == 0)
        #expect(solver.invariantViolations() == [])
    }

    // MARK: With other constraints

    /// A 0-wide container against `H:|-(8)-[label]-(8)-|` (container edges at 0 and W, the
    /// label at x with width w): exactly those three constraints conflict, in any order, and
    /// nothing unrelated is named.
    @Test(arguments: [0, 1, 2])
    func zeroWideContainerAgainstTwoMargins(lastAdded: Int) throws {
        let solver = Solver()
        let width = Variable("W", isNonNegative: true)
        let x = Variable("x")
        let w = Variable("w", isNonNegative: true)
        let height = Variable("H", isNonNegative: true)
        try solver.add(height == 568)
        try solver.add((w == 100) | 250)
        let constraints = [width == 0, x == 8, width == x + w + 8]
        for (index, constraint) in constraints.enumerated() where index != lastAdded {
            try solver.add(constraint)
        }
        let expected = constraints.enumerated().filter { $0.offset != lastAdded }.map(\.element.description)
        expectConflict(
            solver, adding: constraints[lastAdded],
            conflicting: expected + [constraints[lastAdded].description], values: [width, x, w, height])
    }

    /// A chain that needs two widths to add up to −5: the four links are named; the unrelated
    /// constraint and the optional one are not.
    @Test func chainNeedingNegativeWidths() throws {
        let solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let w1 = Variable("w1", isNonNegative: true)
        let w2 = Variable("w2", isNonNegative: true)
        let unrelated = Variable("u")
        try solver.add(unrelated == 3)
        try solver.add((w1 == 4) | 250)
        try solver.add(a == 10)
        try solver.add(b == a + w1)
        try solver.add(c == b + w2)
        #expect(solver.value(of: c) == 14)
        expectConflict(
            solver, adding: c == 5, conflicting: ["a == 10", "b == a + w1", "c == b + w2", "c == 5"],
            values: [a, b, c, w1, w2, unrelated])
    }

    /// A written `w >= 0` repeats the bound: the minimal set leaves it out.
    @Test func writtenLowerBoundIsNotNamed() throws {
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        let x = Variable("x")
        try solver.add(w >= 0)
        try solver.add(x == 10)
        expectConflict(solver, adding: x == w + 20, conflicting: ["x == 10", "x == w + 20"], values: [w, x])
    }

    /// Optional constraints that would need a negative size are met as closely as the bound
    /// allows, priorities still strict.
    @Test func optionalConstraintsStopAtTheBound() throws {
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        let x = Variable("x")
        try solver.add(x == 10)
        try solver.add((w == x - 30) | 500)
        #expect(solver.value(of: w) == 0)
        try solver.add((w <= -5) | 750)
        try solver.add((w == 12) | 250)
        #expect(solver.value(of: w) == 0)
        #expect(solver.objectiveValues.map(\.priority) == [750, 500, 250])
        #expect(solver.objectiveValues.map(\.error) == [5, 20, 12])
        #expect(solver.invariantViolations() == [])
    }

    /// A required constraint that moves a size through zero: the optional one that pulled it
    /// negative gives way, and the size follows once it can.
    @Test func requiredPositionDragsASizeThroughZero() throws {
        let solver = Solver()
        let left = Variable("left")
        let right = Variable("right")
        let w = Variable("w", isNonNegative: true)
        try solver.add(right == left + w)
        try solver.add((right == 40) | 750)
        let leftEdge = left == 0
        try solver.add(leftEdge)
        #expect(solver.value(of: w) == 40)
        for (delta, expected) in [(-30.0, 10.0), (-20, 0), (-15, 0), (50, 25)] {
            try solver.shiftConstant(of: leftEdge, by: delta)
            #expect(solver.value(of: w) == expected, "after shifting by \(delta)")
            #expect(solver.value(of: right) == max(40, solver.value(of: left)))
            #expect(solver.invariantViolations() == [])
        }
    }

    /// A batch that reaches every size is checked by evaluating each bounded variable in
    /// creation order; a change that reaches one size, by walking from the rows it changed. Both
    /// stop the sizes at 0.
    @Test func batchAndSingleChangeStopAtTheBound() throws {
        let solver = Solver()
        let widths = (0..<100).map { Variable("w\($0)", isNonNegative: true) }
        let preferences = widths.indices.map { (widths[$0] == ($0.isMultiple(of: 2) ? 10 : -10)) | 500 }
        try solver.add(preferences)
        #expect(widths.map { solver.value(of: $0) } == widths.indices.map { $0.isMultiple(of: 2) ? 10 : 0 })
        try solver.shiftConstant(of: preferences[0], by: 25)
        try solver.shiftConstant(of: preferences[1], by: -22)
        #expect(solver.value(of: widths[0]) == 0)
        #expect(solver.value(of: widths[1]) == 12)
        let others = widths.indices.dropFirst(2)
        #expect(others.map { solver.value(of: widths[$0]) } == others.map { $0.isMultiple(of: 2) ? 10 : 0 })
        #expect(solver.invariantViolations() == [])
    }

    // MARK: Edits and shifts

    /// An edit variable that is non-negative follows suggestions down to 0 and no further.
    @Test func editVariableStopsAtZero() throws {
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        try solver.addEditVariable(w, priority: 999)
        for (suggestion, expected) in [(30.0, 30.0), (-5, 0), (0, 0), (12.5, 12.5), (-1e6, 0)] {
            try solver.suggestValue(suggestion, for: w)
            #expect(solver.value(of: w) == expected, "suggested \(suggestion)")
            #expect(solver.invariantViolations() == [])
        }
    }

    /// An edit of a position that a size depends on: the size reaches 0 and stops the edit.
    @Test func editStoppedByADependentSize() throws {
        let solver = Solver()
        let container = Variable("container")
        let x = Variable("x")
        let w = Variable("w", isNonNegative: true)
        try solver.add(x == 20)
        try solver.add(container == x + w + 20)
        try solver.addEditVariable(container, priority: 999)
        for (suggestion, expectedContainer, expectedWidth) in [
            (100.0, 100.0, 60.0), (30, 40, 0), (-50, 40, 0), (41, 41, 1),
        ] {
            try solver.suggestValue(suggestion, for: container)
            #expect(solver.value(of: container) == expectedContainer, "suggested \(suggestion)")
            #expect(solver.value(of: w) == expectedWidth, "suggested \(suggestion)")
            #expect(solver.invariantViolations() == [])
        }
    }

    /// Shifting a required constant so that a size would turn negative: rejected with the set,
    /// the solver exactly as before; with `breakConstraint`, the shifted constraint is broken
    /// and the size stops at 0.
    @Test func shiftIntoANegativeSize() throws {
        let solver = Solver()
        let x = Variable("x")
        let w = Variable("w", isNonNegative: true)
        let position = x == 20
        try solver.add(position)
        try solver.add(w == x - 10)
        #expect(solver.value(of: w) == 10)
        let dump = solver.dump()
        do {
            try solver.shiftConstant(of: position, by: 15)
            Issue.record("shifting \(position) by 15 should conflict")
        } catch {
            guard case .unsatisfiableConstraint(let rejected, let conflicting) = error else { throw error }
            #expect(rejected === position)
            #expect(conflicting.map(\.description) == ["w == x - 10", "x == 20"])
        }
        #expect(solver.dump() == dump)
        #expect(solver.value(of: x) == 20)
        let report = try #require(
            try solver.shiftConstant(of: position, by: 15, onConflict: .breakConstraint))
        #expect(report.conflicting.map(\.description) == ["w == x - 10", "x == 20"])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: w) == 0)
        #expect(solver.violations().map(\.description) == ["x == 20 violated by 5"])
        #expect(solver.invariantViolations() == [])
    }

    /// A required upper bound shifted below zero conflicts; shifted back it holds again.
    @Test func shiftAnUpperBoundBelowZero() throws {
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        let limit = w <= 50
        try solver.add(limit)
        try solver.add((w == 100) | 250)
        #expect(solver.value(of: w) == 50)
        try solver.shiftConstant(of: limit, by: 50)
        #expect(solver.value(of: w) == 0)
        let dump = solver.dump()
        #expect(throws: SolverError.self) { try solver.shiftConstant(of: limit, by: 1) }
        #expect(solver.dump() == dump)
        try solver.shiftConstant(of: limit, by: -70)
        #expect(solver.value(of: w) == 70)
        #expect(solver.invariantViolations() == [])
    }

    /// Optional constraints shift through the bound without conflict (the dual simplex).
    @Test func optionalShiftsStopAtTheBound() throws {
        let solver = Solver()
        let w = Variable("w", isNonNegative: true)
        let h = Variable("h", isNonNegative: true)
        let want = (w == 10) | 500
        try solver.add(want)
        try solver.add(h == w + 5)
        for (delta, expected) in [(20.0, 0.0), (-15, 5), (-100, 105), (90, 15)] {
            try solver.shiftConstant(of: want, by: delta)
            #expect(solver.value(of: w) == expected, "after shifting by \(delta)")
            #expect(solver.value(of: h) == expected + 5)
            #expect(solver.invariantViolations() == [])
        }
    }

    // MARK: Ambiguity

    /// A size pinned at 0 by the bound is not ambiguous; one free to grow is.
    @Test func ambiguityAtTheBound() throws {
        let solver = Solver()
        let pinned = Variable("pinned", isNonNegative: true)
        let free = Variable("free", isNonNegative: true)
        let pulled = Variable("pulled", isNonNegative: true)
        try solver.add(pinned <= 0)
        try solver.add(free <= 10)
        try solver.add((pulled == -5) | 250)
        #expect(!solver.isAmbiguous(pinned))
        #expect(solver.isAmbiguous(free))
        #expect(!solver.isAmbiguous(pulled))
        #expect(solver.value(of: free) == 10)
        // The bound is a row only once needed, so the move down to 0 is not a bounded one that
        // exercising follows.
        #expect(!solver.exerciseAmbiguity(of: free))
        #expect(!solver.exerciseAmbiguity(of: pinned))
        #expect(solver.invariantViolations() == [])
    }
}
