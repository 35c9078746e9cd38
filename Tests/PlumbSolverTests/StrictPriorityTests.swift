import PlumbSolver
import Testing

/// docs/auto-layout.md §2.2: optional priorities are strict levels, not weights.
@Suite("Strict priorities")
struct StrictPriorityTests {
    /// One constraint at 251 against two at 250. Weighted as kiwi does (priority as a weight),
    /// 251·|x| + 250·|x − 10| + 250·|x − 10| is smallest at x = 10; Apple's lexicographic objective
    /// says any error at 251 outweighs any amount at 250, so x = 0.
    @Test func higherPriorityBeatsAnyAmountOfLower() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0) | 251)
        try solver.add((x == 10) | 250)
        try solver.add((x == 10) | 250)
        #expect(solver.value(of: x) == 0)

        func weighted(_ value: Double) -> Double { 251 * abs(value) + 2 * 250 * abs(value - 10) }
        #expect(weighted(10) < weighted(solver.value(of: x)), "kiwi-style weighting would choose x = 10")
    }

    @Test func fractionalLevelsAreDistinct() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0) | 999)
        for _ in 0..<50 { try solver.add((x == 10) | 998.5) }
        try solver.add((x >= 7) | 999.5)
        #expect(solver.value(of: x) == 7)
    }

    /// Errors at one priority add up (L1): three pulls to 10 beat two pulls to 0.
    @Test func errorsOfOnePriorityAddUp() throws {
        let solver = Solver()
        let x = Variable("x")
        for _ in 0..<2 { try solver.add((x == 0) | 250) }
        for _ in 0..<3 { try solver.add((x == 10) | 250) }
        #expect(solver.value(of: x) == 10)
    }

    /// Errors are measured in the units of their own expression: `w == 2·h` counts |w − 2h|.
    @Test func errorUnitsFollowTheExpression() throws {
        let solver = Solver()
        let w = Variable("w")
        let h = Variable("h")
        try solver.add(w == 100)
        try solver.add((w == 2 * h) | 250)  // error |100 − 2h| weighs 2 per point of h
        try solver.add((h == 0) | 250)  // error |h|
        #expect(solver.value(of: h) == 50)
    }

    /// An optional inequality costs only in its violating direction.
    @Test func inequalitiesCostOneSide() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x >= 30) | 500)
        try solver.add((x == 50) | 250)
        #expect(solver.value(of: x) == 50)
        try solver.add((x <= 40) | 750)
        #expect(solver.value(of: x) == 40)
    }

    /// Broken required constraints (priority 1100) outweigh every optional one.
    @Test func brokenConstraintOutweighsOptional() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 100)
        try solver.add((x == 0) | 999)
        let report = try solver.add(x >= 200, onConflict: .breakConstraint)
        #expect(report != nil)
        #expect(solver.value(of: x) == 100)
        #expect(
            solver.violations().map(\.description) == [
                "x == 0 @999 violated by 100", "x >= 200 violated by 100",
            ])
        #expect(solver.invariantViolations() == [])
    }
}
