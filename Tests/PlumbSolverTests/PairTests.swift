import PlumbPhysics
import PlumbSolver
import PropertyBased
import Testing

/// The two optional halves of an intrinsic size in one row (Solver+Pairs.swift): the same
/// solutions, listings, conflicts and rollbacks as two separate constraints.
@Suite("Paired halves")
struct PairTests {
    /// A solver that pairs halves, and one that keeps them apart.
    func solvers() -> (paired: Solver, apart: Solver) {
        let apart = Solver()
        apart.pairsHalves = false
        return (Solver(), apart)
    }

    /// Runs `body` on both solvers and expects the same values, objective, listing and a sound
    /// tableau.
    func expectSame(
        _ variables: [Variable], sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (Solver) throws -> Void
    ) throws {
        let (paired, apart) = solvers()
        try body(paired)
        try body(apart)
        for variable in variables {
            #expect(
                abs(paired.value(of: variable) - apart.value(of: variable)) <= 1e-9, "\(variable)",
                sourceLocation: sourceLocation)
        }
        #expect(
            paired.objectiveValues.map(\.error) == apart.objectiveValues.map(\.error),
            sourceLocation: sourceLocation)
        #expect(
            paired.objectiveValues.map(\.priority) == apart.objectiveValues.map(\.priority),
            sourceLocation: sourceLocation)
        #expect(
            paired.constraints.map(\.description) == apart.constraints.map(\.description),
            sourceLocation: sourceLocation)
        #expect(paired.invariantViolations() == [], sourceLocation: sourceLocation)
        #expect(apart.invariantViolations() == [], sourceLocation: sourceLocation)
    }

    @Test func aPairTakesOneRow() throws {
        let h = Variable("h", isNonNegative: true)
        let (paired, apart) = solvers()
        for solver in [paired, apart] {
            try solver.add([(h >= 21) | 750, (h <= 21) | 250])
            #expect(solver.value(of: h) == 21)
        }
        #expect(paired.tableauSize.rows == 1)
        #expect(apart.tableauSize.rows == 2)
        // Written the other way round (σ = −1): `21 - h >= 0` is `h <= 21`.
        let w = Variable("w")
        try paired.add([(w >= 120) | 750, (21 + 99 - w >= 0) | 250, (w == 130) | 500])
        #expect(paired.tableauSize.rows == 3)
        #expect(paired.value(of: w) == 130)
        #expect(paired.invariantViolations() == [])
    }

    @Test func constantsOrTermsThatDifferDoNotPair() throws {
        let h = Variable("h")
        let w = Variable("w")
        let solver = Solver()
        try solver.add([(h >= 21) | 750, (h <= 22) | 250, (w >= 10) | 750, (2 * w <= 20) | 250])
        #expect(solver.tableauSize.rows == 4)
        // The latest unpaired half on h is `h <= 22`: `h >= 22` pairs with it, and then a
        // third half finds no partner.
        try solver.add((h >= 22) | 750)
        #expect(solver.tableauSize.rows == 4)
        try solver.add((h <= 22) | 251)
        #expect(solver.tableauSize.rows == 5)
        #expect(solver.value(of: h) == 22)
        #expect(solver.invariantViolations() == [])
    }

    @Test(arguments: [30.0, 10.0])
    func eachHalfYieldsToAStrongerPreference(target: Double) throws {
        let h = Variable("h", isNonNegative: true)
        try expectSame([h]) { solver in
            try solver.add([(h >= 21) | 750, (h <= 21) | 250, (h == target) | 500])
        }
        let solver = Solver()
        try solver.add([(h >= 21) | 750, (h <= 21) | 250, (h == target) | 500])
        #expect(solver.value(of: h) == max(target, 21))
    }

    @Test(arguments: [0, 1])
    func removingOneHalfLeavesTheOther(removed: Int) throws {
        let h = Variable("h", isNonNegative: true)
        let halves = [(h >= 21) | 750, (h <= 21) | 250]
        let pull = (h == 10) | 500
        let push = (h == 40) | 500
        try expectSame([h]) { solver in
            try solver.add(halves)
            try solver.remove(halves[removed])
            try solver.add(pull)
            #expect(!solver.contains(halves[removed]))
            #expect(solver.contains(halves[1 - removed]))
            #expect(solver.value(of: h) == (removed == 0 ? 10 : 21))
            try solver.remove(pull)
            try solver.add(push)
            #expect(solver.value(of: h) == 40)
            try solver.remove(halves[1 - removed])
            #expect(solver.value(of: h) == 40)
            #expect(solver.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(push)])
        }
    }

    @Test func changingAPriorityPairsAgain() throws {
        let h = Variable("h", isNonNegative: true)
        let hugging = (h <= 21) | 250
        let stronger = hugging.withPriority(600)
        try expectSame([h]) { solver in
            try solver.add([(h >= 21) | 750, hugging, (h == 30) | 500])
            #expect(solver.value(of: h) == 30)
            try solver.remove(hugging)
            try solver.add(stronger)
            #expect(solver.value(of: h) == 21)
        }
        let solver = Solver()
        try solver.add([(h >= 21) | 750, hugging, (h == 30) | 500])
        try solver.remove(hugging)
        try solver.add(stronger)
        #expect(solver.tableauSize.rows == 2)
    }

    @Test func conflictsNameTheRequiredConstraintsOnly() throws {
        let h = Variable("h", isNonNegative: true)
        let floor = h >= 30
        for solver in [solvers().paired, solvers().apart] {
            try solver.add([(h >= 21) | 750, (h <= 21) | 250, floor])
            expectConflict(solver, adding: h <= 20, conflicting: ["h >= 30", "h <= 20"], values: [h])
            let broken = try solver.add(h == 5, onConflict: .breakConstraint)
            #expect(broken?.conflicting.map(\.description) == ["h >= 30", "h == 5"])
            #expect(solver.value(of: h) == 30)
            #expect(solver.invariantViolations() == [])
        }
    }

    @Test func aRejectedBatchRollsThePairBack() throws {
        let h = Variable("h", isNonNegative: true)
        let solver = Solver()
        let compression = (h >= 21) | 750
        let hugging = (h <= 21) | 250
        try solver.add([compression, h <= 50])
        let dump = solver.dump()
        #expect(throws: SolverError.self) { try solver.add([hugging, h >= 60]) }
        #expect(solver.dump() == dump)
        #expect(!solver.contains(hugging))
        // The hint still finds the first half, unpaired again.
        try solver.add(hugging)
        #expect(solver.tableauSize.rows == 2)
        #expect(solver.invariantViolations() == [])
        // A batch that fails after the pair was made leaves it as it was.
        let pairedDump = solver.dump()
        #expect(throws: SolverError.self) {
            try solver.add([h <= 10, h >= 11])
        }
        #expect(solver.dump() == pairedDump)
        #expect(solver.invariantViolations() == [])
    }

    @Test func shiftingOneHalfSplitsThePairAndShiftingBothKeepsIt() throws {
        let h = Variable("h", isNonNegative: true)
        let compression = (h >= 21) | 750
        let hugging = (h <= 21) | 250
        try expectSame([h]) { solver in
            try solver.add([compression, hugging, (h == 10) | 500])
            try solver.shiftConstant(of: compression, by: 5)  // h >= 16
            #expect(solver.value(of: h) == 16)
            try solver.shiftConstants(ofPair: compression, hugging, by: -20)  // h >= 36, h <= 41
            #expect(solver.value(of: h) == 36)
        }
        let solver = Solver()
        try solver.add([compression, hugging, (h == 10) | 500])
        try solver.shiftConstants(ofPair: compression, hugging, by: -9)  // both 30
        #expect(solver.tableauSize.rows == 2)
        #expect(solver.value(of: h) == 30)
        try solver.shiftConstant(of: hugging, by: 1)
        #expect(solver.tableauSize.rows == 3)
        #expect(solver.value(of: h) == 30)
        #expect(solver.invariantViolations() == [])
    }

    @Test func bothHalvesDetermineTheVariable() throws {
        let h = Variable("h")
        let solver = Solver()
        let halves = [(h >= 21) | 750, (h <= 21) | 250]
        try solver.add(halves)
        #expect(
            solver.constraintsAffecting(h).map(ObjectIdentifier.init) == halves.map(ObjectIdentifier.init))
        #expect(!solver.isAmbiguous(h))
        #expect(solver.violations().isEmpty)
    }

    // MARK: Properties

    static var seeds: Generator<UInt64, Shrink.Integer<UInt64>> { Gen.uint64() }

    /// Random systems full of pairs (both orders, both signs, random priorities) and random
    /// operations on them (removing a half, adding it back at another priority, shifting one
    /// half or both): a solver that pairs halves gives the values and objective of one that
    /// keeps them apart, at every step.
    @Test(arguments: [false, true])
    func pairedSolutionsEqualSeparateOnes(nonNegative: Bool) async {
        await propertyCheck(count: 100, input: Self.seeds) { seed in
            let system = RandomSystem(
                seed: seed, dimension: 3, requiredCount: 2, optionalCount: 3, nonNegative: nonNegative)
            var random = SplitMix64(seed: seed ^ 0x5A5A)
            var halves: [Constraint] = []
            for _ in 0..<6 {
                let variable = system.variables.randomElement(using: &random)!
                let constant = Double(Int.random(in: 0...100, using: &random))
                let priorities = RandomSystem.optionalPriorities
                let low = (variable >= constant) | priorities.randomElement(using: &random)!
                let high =
                    Bool.random(using: &random)
                    ? (variable <= constant) | priorities.randomElement(using: &random)!
                    : (constant - variable >= 0) | priorities.randomElement(using: &random)!
                halves += Bool.random(using: &random) ? [low, high] : [high, low]
            }
            let (paired, apart) = solvers()
            var active: [Constraint] = []
            func check(_ step: String) {
                for variable in system.variables {
                    let a = paired.value(of: variable)
                    let b = apart.value(of: variable)
                    #expect(abs(a - b) <= 1e-6, "seed \(seed), \(step): \(variable) \(a) vs \(b)")
                }
                let a = paired.objectiveValues
                let b = apart.objectiveValues
                #expect(a.map(\.priority) == b.map(\.priority), "seed \(seed), \(step)")
                for (x, y) in zip(a, b) { #expect(abs(x.error - y.error) <= 1e-6, "seed \(seed), \(step)") }
                #expect(paired.invariantViolations() == [], "seed \(seed), \(step)\n\(paired.dump())")
            }
            for solver in [paired, apart] {
                try solver.add(system.bounds)
                for constraint in system.required { _ = try? solver.add(constraint) }
                try solver.add(system.preferences + system.optional)
                try solver.add(halves)
            }
            active = halves
            check("built")
            for step in 0..<12 {
                let index = Int.random(in: active.indices, using: &random)
                let constraint = active[index]
                switch Int.random(in: 0..<4, using: &random) {
                case 0:
                    try paired.remove(constraint)
                    try apart.remove(constraint)
                    let again = constraint.withPriority(
                        RandomSystem.optionalPriorities.randomElement(using: &random)!)
                    try paired.add(again)
                    try apart.add(again)
                    active[index] = again
                case 1:
                    let delta = Double(Int.random(in: -10...10, using: &random))
                    try paired.shiftConstant(of: constraint, by: delta)
                    try apart.shiftConstant(of: constraint, by: delta)
                case 2:
                    let other = active[(index + 1) % active.count]
                    let delta = Double(Int.random(in: -10...10, using: &random))
                    try paired.shiftConstants(ofPair: constraint, other, by: delta)
                    try apart.shiftConstants(ofPair: constraint, other, by: delta)
                default:
                    try paired.remove(constraint)
                    try apart.remove(constraint)
                    active.remove(at: index)
                }
                check("step \(step)")
                if active.isEmpty { break }
            }
        }
    }
}
