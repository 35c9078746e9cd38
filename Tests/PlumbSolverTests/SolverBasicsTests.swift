import PlumbSolver
import Testing

@Suite("Solver operations")
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

    @Test func operatorsBuildTheWrittenExpression() {
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let constraint: Constraint = 2 * x + y + 10 == z
        #expect(constraint.description == "2 * x + y + 10 == z")
        #expect(constraint.expression.description == "2 * x + y - z + 10")
        #expect(((x >= y / 2) | 250).description == "x >= 0.5 * y @250")
        #expect((-x + 3.5 <= 7).description == "-x + 3.5 <= 7")
    }

    @Test func priorityOperatorLeavesAHeldConstraintAlone() {
        let x = Variable("x")
        let y = Variable("y")
        let required = x == y + 8
        let optional = required | 250
        #expect(optional !== required)
        #expect(required.priority.isRequired)
        #expect(optional.priority == 250)
        #expect(optional.description == "x == y + 8 @250")
        #expect(required.description == "x == y + 8")
        let fresh = (x - y >= 3) | .defaultHigh
        #expect(fresh.priority == .defaultHigh)
        #expect(fresh.description == "x - y >= 3 @750")
    }

    @Test func sumsAndDifferencesKeepTheWrittenTerms() {
        let x = Variable("x")
        let y = Variable("y")
        let w = Variable("w")
        let sum = x + w + 8
        #expect(sum.terms.map(\.coefficient) == [1, 1])
        #expect(sum.terms.map(\.variable.name) == ["x", "w"])
        #expect(sum.constant == 8)
        let difference = 2 * x - (y + w - 3)
        #expect(difference.terms.map(\.coefficient) == [2, -1, -1])
        #expect(difference.constant == 3)
        #expect(difference.description == "2 * x - y - w + 3")
        #expect((x - 0.5).description == "x - 0.5")
        #expect((sum - x).description == "x + w - x + 8")
    }

    @Test func optionalYieldsToRequired() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w >= 10)
        try solver.add((w == 50) | 250)
        #expect(solver.value(of: w) == 50)
        let cap = w <= 30
        try solver.add(cap)
        #expect(solver.value(of: w) == 30)
        try solver.remove(cap)
        #expect(solver.value(of: w) == 50)
        #expect(solver.invariantViolations() == [])
    }

    /// The example in README.md, as written there.
    @Test func readmeExample() throws {
        let solver = Solver()
        let x = Variable("x")
        let width = Variable("width")
        try solver.add(x == 20)
        try solver.add(width >= 10)
        try solver.add((width == 50) | 250)
        try solver.add(x + width <= 60)
        #expect(solver.value(of: width) == 40)
        do {
            try solver.add(width == 100)
            Issue.record("width == 100 must conflict")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else { throw error }
            #expect(conflicting.map(\.description) == ["x == 20", "x + width <= 60", "width == 100"])
        }
        let report = try solver.add(width == 100, onConflict: .breakConstraint)
        #expect(report?.conflicting.count == 3)
        #expect(solver.value(of: width) == 40)
    }

    /// The Cassowary paper's running example: a midpoint between a left and a right edge.
    @Test func cassowaryMidpoint() throws {
        let solver = Solver()
        let left = Variable("xl")
        let middle = Variable("xm")
        let right = Variable("xr")
        try solver.add(2 * middle == left + right)
        try solver.add(left + 10 <= right)
        try solver.add(right <= 100)
        try solver.add(left >= 0)
        try solver.add((left == 90) | 251)
        try solver.add((right == 100) | 250)
        // Nothing else asks for the middle: the left edge goes to 90, the right to 100.
        #expect(solver.value(of: left) == 90)
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: middle) == 95)
        try solver.addEditVariable(middle, priority: 999)
        for (suggestion, expected) in [(60.0, (55.0, 65.0)), (10, (5, 15)), (3, (0, 10)), (95, (90, 100))] {
            try solver.suggestValue(suggestion, for: middle)
            #expect(solver.value(of: left) == expected.0)
            #expect(solver.value(of: right) == expected.1)
            #expect(solver.invariantViolations() == [])
        }
        #expect(solver.value(of: middle) == 95)
    }

    @Test func containsAndConstraintsListInOrder() throws {
        let solver = Solver()
        let x = Variable("x")
        let first = x >= 0
        let second = (x == 5) | 750
        try solver.add([first, second])
        #expect(solver.contains(first))
        #expect(solver.constraints.map(\.description) == ["x >= 0", "x == 5 @750"])
        try solver.remove(first)
        #expect(!solver.contains(first))
        #expect(solver.constraints.count == 1)
    }

    @Test func duplicateAndUnknownConstraintsThrow() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = x == 1
        try solver.add(constraint)
        #expect(throws: SolverError.self) { try solver.add(constraint) }
        do {
            try solver.add(constraint)
        } catch {
            #expect(
                error.description
                    == "The constraint x == 1 is already in the solver; add each constraint object once.")
        }
        let other = x >= 0
        do {
            try solver.remove(other)
            Issue.record("removing an unknown constraint must throw")
        } catch {
            #expect(
                error.description
                    == "The constraint x >= 0 is not in the solver; only constraints that were added can be removed."
            )
        }
    }

    @Test(arguments: [Float(0), -1, 1000.5, .infinity, .nan])
    func invalidPrioritiesAreRejected(_ value: Float) throws {
        let solver = Solver()
        let x = Variable("x")
        do {
            try solver.add((x == 1) | Priority(value))
            Issue.record("priority \(value) must be rejected")
        } catch {
            guard case .invalidPriority = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(
                error.description.hasSuffix(
                    ".  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
                ))
        }
        #expect(solver.constraints.isEmpty)
    }

    @Test func invalidPriorityMessageIsApples() {
        #expect(
            SolverError.invalidPriority(1001).description
                == "It's illegal to set priority:1001.  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."
        )
    }

    @Test func nonFiniteNumbersAreRejected() {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.add(x == Double.infinity) }
        #expect(throws: SolverError.self) { try solver.add(Double.nan * x == 1) }
        #expect(solver.invariantViolations() == [])
    }

    @Test func redundantConsistentConstraintsAreAccepted() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x + y == 20)
        try solver.add(y == 10)
        try solver.add(x == 10)  // implied: accepted silently
        try solver.add(x == 10)  // the same equation again, as another object
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
        #expect(solver.constraints.count == 4)
        #expect(solver.invariantViolations() == [])
    }

    @Test func unconstrainedVariablesReadZero() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        #expect(solver.value(of: x) == 0)
        try solver.add(x + y == 10)
        #expect(solver.value(of: x) + solver.value(of: y) == 10)
    }

    @Test func resetForgetsEverything() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 10)
        try solver.addEditVariable(x, priority: 500)
        solver.reset()
        #expect(solver.value(of: x) == 0)
        #expect(solver.constraints.isEmpty)
        #expect(!solver.hasEditVariable(x))
        try solver.add(x == 3)
        #expect(solver.value(of: x) == 3)
    }

    @Test func dumpShowsRowsObjectiveAndConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let w = Variable("w")
        try solver.add(x == 20)
        try solver.add(w >= 10)
        try solver.add((w == 50) | 250)
        let dump = solver.dump()
        #expect(dump.contains("x = 20"))
        #expect(dump.contains("w = 50"))
        #expect(
            dump.contains(
                "Objective (reduced costs per level; the error at each level is measured):\n  @250: 0"))
        #expect(dump.contains("  w == 50 @250 ["))
        #expect(solver.objectiveValues.map(\.priority) == [250])
    }

    @Test func violationsListWhatIsNotMet() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add(w <= 30)
        try solver.add((w == 50) | 250)
        try solver.add((w >= 20) | 750)
        #expect(solver.violations().map(\.description) == ["w == 50 @250 violated by 20"])
        #expect(solver.objectiveValues.map(\.error) == [0, 20])
    }

    @Test func batchAddMatchesOneAtATime() throws {
        let variables = (0..<20).map { Variable("v\($0)") }
        var constraints: [Constraint] = [variables[0] == 0]
        for index in 1..<variables.count {
            constraints.append(variables[index] >= variables[index - 1] + 3)
            constraints.append((variables[index] == Double(index * 7 % 11) * 5) | 250)
        }
        let single = Solver()
        for constraint in constraints { try single.add(constraint) }
        let batch = Solver()
        try batch.add(constraints)
        for variable in variables {
            #expect(abs(single.value(of: variable) - batch.value(of: variable)) < 1e-9)
        }
        #expect(batch.invariantViolations() == [])
    }

    /// An optimisation that needs more pivots than allowed ends with a typed error, not a hang,
    /// and leaves a sound tableau that the next call finishes optimising.
    @Test func pivotLimitEndsWithAnError() throws {
        let solver = Solver()
        let variables = (0..<6).map { Variable("v\($0)") }
        for variable in variables { try solver.add(variable >= 0) }
        solver.pivotLimit = 1
        do {
            try solver.add(variables.map { ($0 == 10) | 250 })
            Issue.record("six pivots cannot fit in a limit of one")
        } catch {
            guard case .iterationLimitExceeded(1) = error else { throw error }
            #expect(
                error.description
                    == "The simplex did not converge within 1 pivots; the system is numerically degenerate.")
        }
        #expect(solver.constraints.count == 12)
        solver.pivotLimit = nil
        try solver.add(variables[0] <= 100)
        #expect(variables.allSatisfy { solver.value(of: $0) == 10 })
        #expect(solver.invariantViolations() == [])
    }

    /// A highly degenerate system (many constraints tight at one vertex) must end, not cycle.
    @Test func degenerateVertexTerminates() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        for k in 0..<40 {
            let slope = Double(k) / 10
            try solver.add(x + slope * y >= 0)
            try solver.add((x + slope * y <= 0) | Priority(Float(100 + k)))
        }
        try solver.add(x >= 0)
        try solver.add(y >= 0)
        try solver.add((x + y == 10) | 50)
        #expect(solver.invariantViolations() == [])
        #expect(abs(solver.value(of: x)) < 1e-9)
    }
}
