import PlumbPhysics
import PlumbSolver
import PropertyBased
import Testing

/// `shiftConstant(of:by:onConflict:)`: a constraint held as `expression + shift (relation) 0`,
/// moved incrementally (docs/auto-layout.md §8.4).
@Suite("Constant shifts")
struct ConstantShiftTests {
    /// Shifts and checks the tableau is sound afterwards.
    @discardableResult
    func shift(
        _ solver: Solver, _ constraint: Constraint, by delta: Double, onConflict: ConflictPolicy = .reject,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> BrokenConstraint? {
        let broken = try solver.shiftConstant(of: constraint, by: delta, onConflict: onConflict)
        #expect(solver.invariantViolations() == [], sourceLocation: sourceLocation)
        return broken
    }

    /// Expects the shift to be rejected with exactly `expected` as the conflicting set (by
    /// identity), and the solver to be bit-for-bit as before.
    func expectRejected(
        _ solver: Solver, shifting constraint: Constraint, by delta: Double,
        conflicting expected: [Constraint],
        values: [Variable], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let dump = solver.dump()
        let before = values.map { solver.value(of: $0).bitPattern }
        let order = solver.constraints.map(ObjectIdentifier.init)
        do {
            try solver.shiftConstant(of: constraint, by: delta)
            Issue.record("shifting \(constraint) by \(delta) should conflict", sourceLocation: sourceLocation)
        } catch {
            guard case .unsatisfiableConstraint(let rejected, let conflicting) = error else {
                Issue.record("unexpected error \(error)", sourceLocation: sourceLocation)
                return
            }
            #expect(rejected === constraint, sourceLocation: sourceLocation)
            #expect(
                conflicting.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init),
                "\(conflicting)", sourceLocation: sourceLocation)
        }
        #expect(solver.dump() == dump, sourceLocation: sourceLocation)
        #expect(values.map { solver.value(of: $0).bitPattern } == before, sourceLocation: sourceLocation)
        #expect(solver.constraints.map(ObjectIdentifier.init) == order, sourceLocation: sourceLocation)
        #expect(solver.invariantViolations() == [], sourceLocation: sourceLocation)
    }

    @Test func requiredEqualityMovesDependentVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let first = x == 20
        try solver.add(first)
        try solver.add(y == x + 8)
        // `x == 20` is held as `x - 20 == 0`: a shift of 5 makes it `x - 15 == 0`.
        try shift(solver, first, by: 5)
        #expect(solver.value(of: x) == 15)
        #expect(solver.value(of: y) == 23)
        try shift(solver, first, by: -10)
        #expect(solver.value(of: x) == 25)
        #expect(solver.value(of: y) == 33)
        #expect(solver.violations().isEmpty)
        #expect(solver.dump().contains("x == 20 [d1] shifted by -5"))
        // The subject of the definition is the dependent variable when it is created first.
        let a = Variable("a")
        let b = Variable("b")
        let link = b == a + 8
        try solver.add(link)
        try solver.add(a == 100)
        try shift(solver, link, by: 2)
        #expect(solver.value(of: b) == 106)
        #expect(solver.value(of: a) == 100)
    }

    /// A required equality whose dummy sits in restricted rows (an inequality on the same
    /// variable) moves those rows too, and conflicts once the inequality cannot hold.
    @Test func requiredEqualityAgainstAnInequality() throws {
        let solver = Solver()
        let x = Variable("x")
        let pin = x == 20
        let cap = x <= 30
        try solver.add(pin)
        try solver.add(cap)
        try shift(solver, pin, by: -8)
        #expect(solver.value(of: x) == 28)
        expectRejected(solver, shifting: pin, by: -3, conflicting: [cap, pin], values: [x])
        #expect(solver.value(of: x) == 28)
        try shift(solver, pin, by: -2)
        #expect(solver.value(of: x) == 30)
    }

    /// A rejected shift first moves the constants of the rows that hold the pin's marker (journalled
    /// as constants alone), then the dual simplex pivots some of those rows (journalled again, with
    /// their terms) before it finds the conflict: the rollback restores every row exactly, and the
    /// solver goes on as a twin that never tried the shift.
    @Test func rejectedShiftRestoresRowsItShiftedThenPivoted() throws {
        func chain() throws -> (Solver, pin: Constraint, links: [Constraint], cap: Constraint, [Variable]) {
            let solver = Solver()
            let xs = (0..<5).map { Variable("x\($0)") }
            let pin = xs[0] == 0
            let links = (1..<5).map { xs[$0] >= xs[$0 - 1] + 10 }
            let cap = xs[4] <= 100
            try solver.add([pin] + links + [cap])
            try solver.add(xs.indices.map { (xs[$0] == Double(20 * $0)) | Priority(Float(200 + $0)) })
            return (solver, pin, links, cap, xs)
        }
        let (solver, pin, links, cap, xs) = try chain()
        let (twin, twinPin, twinLinks, twinCap, twinXs) = try chain()
        let dump = solver.dump()
        // x0 at 70 needs x4 >= 110.
        do {
            try solver.shiftConstant(of: pin, by: -70)
            Issue.record("the shift should conflict")
        } catch {
            guard case .unsatisfiableConstraint(let rejected, let conflicting) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(rejected === pin)
            #expect(conflicting.contains { $0 === cap })
        }
        #expect(solver.dump() == dump)
        #expect(solver.invariantViolations() == [])
        // The same shifts afterwards give the same bits (rows, columns' order, objective).
        for (index, delta) in [-35.0, 12, -8, 30, -20].enumerated() {
            try shift(solver, links[index % links.count], by: delta)
            try shift(twin, twinLinks[index % twinLinks.count], by: delta)
            try shift(solver, pin, by: delta / 2)
            try shift(twin, twinPin, by: delta / 2)
            try shift(solver, cap, by: delta)
            try shift(twin, twinCap, by: delta)
            #expect(solver.dump() == twin.dump())
            let values = xs.map { solver.value(of: $0).bitPattern }
            #expect(values == twinXs.map { twin.value(of: $0).bitPattern })
        }
    }

    @Test func upperBoundBothWaysAndAcross() throws {
        let solver = Solver()
        let x = Variable("x")
        let bound = x <= 100
        try solver.add(bound)
        try solver.add((x == 150) | 250)
        #expect(solver.value(of: x) == 100)
        try shift(solver, bound, by: 20)  // x <= 80
        #expect(solver.value(of: x) == 80)
        try shift(solver, bound, by: -40)  // x <= 120
        #expect(solver.value(of: x) == 120)
        try shift(solver, bound, by: -50)  // x <= 170: the bound no longer binds
        #expect(solver.value(of: x) == 150)
        try shift(solver, bound, by: 100)  // x <= 70: it binds again
        #expect(solver.value(of: x) == 70)
        try shift(solver, bound, by: -30)  // x <= 100
        #expect(solver.value(of: x) == 100)
        #expect(solver.objectiveValues.map(\.error) == [50])
    }

    @Test func lowerBoundBothWaysAndAcross() throws {
        let solver = Solver()
        let x = Variable("x")
        let bound = x >= 10
        try solver.add(bound)
        try solver.add((x == 0) | 250)
        #expect(solver.value(of: x) == 10)
        try shift(solver, bound, by: -5)  // x >= 15
        #expect(solver.value(of: x) == 15)
        try shift(solver, bound, by: 20)  // x >= -5: the bound no longer binds
        #expect(solver.value(of: x) == 0)
        try shift(solver, bound, by: -25)  // x >= 20
        #expect(solver.value(of: x) == 20)
        try shift(solver, bound, by: 10)  // x >= 10
        #expect(solver.value(of: x) == 10)
    }

    /// A required inequality that cannot hold any more: the dual simplex finds a row where only
    /// dummies could enter, the shift is rejected, or kept broken.
    @Test func inequalityPastAnotherOne() throws {
        let solver = Solver()
        let x = Variable("x")
        let floor = x >= 10
        let ceiling = x <= 100
        try solver.add(floor)
        try solver.add(ceiling)
        try solver.add((x == 50) | 250)
        expectRejected(solver, shifting: ceiling, by: 95, conflicting: [floor, ceiling], values: [x])
        #expect(solver.value(of: x) == 50)
        try shift(solver, ceiling, by: 60)  // x <= 40
        #expect(solver.value(of: x) == 40)
        let report = try #require(try shift(solver, ceiling, by: 35, onConflict: .breakConstraint))  // x <= 5
        #expect(report.constraint === ceiling)
        #expect(report.conflicting.map(ObjectIdentifier.init) == [floor, ceiling].map(ObjectIdentifier.init))
        #expect(solver.value(of: x) == 10)
        #expect(
            solver.violations().map(\.description) == [
                "x <= 100 violated by 5", "x == 50 @250 violated by 40",
            ])
        #expect(solver.dump().contains("x <= 100 [s5, e6] shifted by 95 (broken, held at 1100)"))
        #expect(solver.constraints[0] === floor && solver.constraints[1] === ceiling)
        // Held at 1100 now, it moves like an optional constraint and holds again when it can.
        try shift(solver, ceiling, by: -95)
        #expect(solver.value(of: x) == 50)
        #expect(solver.violations().isEmpty)
    }

    @Test func optionalConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let target = (x == 50) | 250
        try solver.add(x <= 100)
        try solver.add(target)
        try shift(solver, target, by: -30)  // x == 80
        #expect(solver.value(of: x) == 80)
        try shift(solver, target, by: -40)  // x == 120, held back by the bound
        #expect(solver.value(of: x) == 100)
        #expect(solver.objectiveValues.map(\.error) == [20])
        #expect(solver.violations().map(\.description) == ["x == 50 @250 violated by 20"])

        let atLeast = (y >= 60) | 500
        try solver.add(atLeast)
        try solver.add((y == 0) | 250)
        #expect(solver.value(of: y) == 60)
        try shift(solver, atLeast, by: -10)  // y >= 70
        #expect(solver.value(of: y) == 70)
        try shift(solver, atLeast, by: 80)  // y >= -10
        #expect(solver.value(of: y) == 0)
        #expect(solver.violations().map(\.description) == ["x == 50 @250 violated by 20"])
    }

    /// A squeezed chain whose widths give way in a fixed order (one priority each, so the optimum
    /// is unique): every constraint shifted, then shifted back.
    @Test func shiftingBackRestoresValuesBitForBit() throws {
        let solver = Solver()
        let views = (0..<6).map { (x: Variable("x\($0)"), w: Variable("w\($0)")) }
        var constraints: [Constraint] = []
        for (index, view) in views.enumerated() {
            constraints.append(view.w >= 10)
            constraints.append((view.w == 50) | Priority(250 + Float(index)))
            constraints.append(
                index == 0 ? view.x == 20 : view.x == views[index - 1].x + views[index - 1].w + 8)
        }
        let last = views[5]
        constraints.append(last.x + last.w <= 300)
        constraints.append((last.x + last.w == 400) | 500)
        try solver.add(constraints)
        let everything = views.flatMap { [$0.x, $0.w] }
        let before = everything.map { solver.value(of: $0).bitPattern }
        let violations = solver.violations().map(\.description)
        #expect(
            violations == [
                "w0 == 50 @250 violated by 40", "w1 == 50 @251 violated by 20",
                "x5 + w5 == 400 @500 violated by 100",
            ])
        let deltas: [Double] = [7, -13, 40, -2, 25, -60, 3, 11, -9, 30, -5, 1, 17, -23, 8, -4, 12, 6, -50, 9]
        for (constraint, delta) in zip(constraints, deltas) {
            try shift(solver, constraint, by: delta)
        }
        #expect(everything.map { solver.value(of: $0).bitPattern } != before)
        for (constraint, delta) in zip(constraints, deltas).reversed() {
            try shift(solver, constraint, by: -delta)
        }
        #expect(everything.map { solver.value(of: $0).bitPattern } == before)
        #expect(solver.violations().map(\.description) == violations)
    }

    /// A required equality added twice: the second one's dummy is basic in a row of dummies, and
    /// moving either one alone cannot work.
    @Test func redundantEqualityConflicts() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let first = x == 10
        let second = x == 10
        try solver.add(first)
        try solver.add(y == x + 1)
        try solver.add(second)
        // The second one's dummy is basic.
        expectRejected(solver, shifting: second, by: 3, conflicting: [first, second], values: [x, y])
        // The first one's dummy is parametric, in the second one's row.
        expectRejected(solver, shifting: first, by: -3, conflicting: [second, first], values: [x, y])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 11)
        #expect(solver.violations().isEmpty)

        let report = try #require(try shift(solver, second, by: 3, onConflict: .breakConstraint))
        #expect(report.constraint === second)
        #expect(report.conflicting.map(ObjectIdentifier.init) == [first, second].map(ObjectIdentifier.init))
        #expect(solver.value(of: x) == 10)
        #expect(solver.violations().map(\.description) == ["x == 10 violated by 3"])
        #expect(solver.constraints.map(ObjectIdentifier.init).last == ObjectIdentifier(second))
        // Held at 1100 now, the broken one holds again once the other agrees with it.
        try shift(solver, first, by: 3)
        #expect(solver.value(of: x) == 7)
        #expect(solver.value(of: y) == 8)
        #expect(solver.violations().isEmpty)
    }

    @Test func errors() throws {
        let solver = Solver()
        let x = Variable("x")
        let bound = x <= 10
        try solver.add(bound)
        #expect(throws: SolverError.self) { try solver.shiftConstant(of: x >= 0, by: 1) }
        do {
            try solver.shiftConstant(of: x >= 0, by: 1)
        } catch {
            guard case .unknownConstraint = error else { throw error }
        }
        for delta in [Double.nan, .infinity, -.infinity] {
            do {
                try solver.shiftConstant(of: bound, by: delta)
                Issue.record("\(delta) should be rejected")
            } catch {
                guard case .notFinite(let constraint) = error else { throw error }
                #expect(constraint === bound)
            }
        }
        #expect(try shift(solver, bound, by: 0) == nil)
        #expect(solver.value(of: x) == 10)
        let huge = x <= 0
        try solver.add(huge)
        try shift(solver, huge, by: .greatestFiniteMagnitude)
        do {
            try solver.shiftConstant(of: huge, by: .greatestFiniteMagnitude)
            Issue.record("an overflowing total should be rejected")
        } catch {
            guard case .notFinite = error else { throw error }
        }
    }

    /// Edit variables move through the same mechanism; their constant shows in the dump.
    @Test func suggestedValueIsAShift() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 100)
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(40, for: x)
        #expect(solver.value(of: x) == 40)
        #expect(solver.dump().contains("x == 0 @999 [e2, e3] shifted by -40"))
        try solver.suggestValue(140, for: x)
        #expect(solver.value(of: x) == 100)
        #expect(solver.violations().map(\.description) == ["x == 0 @999 violated by 40"])
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(solver.invariantViolations() == [])
    }
}

/// Random systems (RandomSystem.swift): shifting constants incrementally reaches the optimum a
/// fresh solver finds with the shifted constants.
@Suite("Constant shifts, randomly")
struct ConstantShiftPropertyTests {
    /// `constraint` with `shift` added to its constant, as a new object.
    func shifted(_ constraint: Constraint, by shift: Double) -> Constraint {
        Constraint(
            Expression(terms: constraint.expression.terms, constant: constraint.expression.constant + shift),
            constraint.relation, priority: constraint.priority)
    }

    /// A solver given every constraint of `system` (bounds, required, optional, preferences), and
    /// those it accepted, in order.
    static func solverAccepting(_ system: RandomSystem) -> (solver: Solver, added: [Constraint]) {
        let solver = Solver()
        var added: [Constraint] = []
        for constraint in system.bounds + system.required + system.optional + system.preferences {
            do {
                try solver.add(constraint)
                added.append(constraint)
            } catch {}
        }
        return (solver, added)
    }

    @Test(arguments: [false, true])
    func shiftsMatchAFreshSolve(nonNegative: Bool) async {
        await propertyCheck(count: 80, input: Gen.uint64()) { seed in
            let system = RandomSystem(
                seed: seed, dimension: 3, requiredCount: 4, optionalCount: 6, nonNegative: nonNegative)
            var random = SplitMix64(seed: seed ^ 0x5EED)
            let (solver, added) = Self.solverAccepting(system)
            var shifts = [ObjectIdentifier: Double]()
            for _ in 0..<12 {
                let constraint = added[Int.random(in: added.indices, using: &random)]
                let delta = Double(Int.random(in: -40...40, using: &random))
                let before = system.variables.map { solver.value(of: $0).bitPattern }
                do {
                    try solver.shiftConstant(of: constraint, by: delta)
                    shifts[ObjectIdentifier(constraint), default: 0] += delta
                } catch {
                    guard case SolverError.unsatisfiableConstraint(let rejected, let conflicting) = error
                    else {
                        throw error
                    }
                    #expect(rejected === constraint && conflicting.last === constraint)
                    #expect(
                        system.variables.map { solver.value(of: $0).bitPattern } == before, "seed \(seed)")
                }
                let problems = solver.invariantViolations()
                #expect(problems == [], "seed \(seed)\n\(solver.dump())")
                if !problems.isEmpty { return }
                #expect(solver.violations().allSatisfy { !$0.constraint.priority.isRequired }, "seed \(seed)")

                let fresh = Solver()
                try fresh.add(added.map { shifted($0, by: shifts[ObjectIdentifier($0)] ?? 0) })
                for variable in system.variables {
                    #expect(
                        abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-6,
                        "seed \(seed): \(variable)\n\(solver.dump())")
                }
                let expected = fresh.objectiveValues
                let found = solver.objectiveValues
                #expect(found.map(\.priority) == expected.map(\.priority))
                for (a, b) in zip(found, expected) { #expect(abs(a.error - b.error) <= 1e-6, "seed \(seed)") }
            }
        }
    }

    /// With ``ConflictPolicy/breakConstraint`` every shift is accepted; only optional constraints
    /// and those reported broken may be violated.
    @Test(arguments: [false, true])
    func breakingShiftsKeepTheRestHolding(nonNegative: Bool) async {
        await propertyCheck(count: 80, input: Gen.uint64()) { seed in
            let system = RandomSystem(
                seed: seed, dimension: 3, requiredCount: 5, optionalCount: 4, nonNegative: nonNegative)
            var random = SplitMix64(seed: seed ^ 0xB4EA)
            let (solver, added) = Self.solverAccepting(system)
            var broken = Set<ObjectIdentifier>()
            for _ in 0..<12 {
                let constraint = added[Int.random(in: added.indices, using: &random)]
                let delta = Double(Int.random(in: -80...80, using: &random))
                if let report = try solver.shiftConstant(
                    of: constraint, by: delta, onConflict: .breakConstraint)
                {
                    #expect(report.constraint === constraint && report.conflicting.last === constraint)
                    broken.insert(ObjectIdentifier(constraint))
                }
                let problems = solver.invariantViolations()
                #expect(problems == [], "seed \(seed)\n\(solver.dump())")
                if !problems.isEmpty { return }
                for violation in solver.violations(tolerance: 1e-7)
                where violation.constraint.priority.isRequired {
                    #expect(
                        broken.contains(ObjectIdentifier(violation.constraint)), "seed \(seed): \(violation)")
                }
                #expect(solver.constraints.map(ObjectIdentifier.init) == added.map(ObjectIdentifier.init))
            }
        }
    }

    /// Values read at random between shifts have the bits of a solver given the same shifts and
    /// read only after each: no memo outlives a shift that moves its value, whichever values
    /// were read before it.
    @Test(arguments: [false, true])
    func shiftsWithReadsBetweenMatchAnUnreadSolver(nonNegative: Bool) async {
        await propertyCheck(count: 60, input: Gen.uint64()) { seed in
            let system = RandomSystem(
                seed: seed, dimension: 4, requiredCount: 4, optionalCount: 6, nonNegative: nonNegative)
            var random = SplitMix64(seed: seed ^ 0x4EAD)
            let (reading, added) = Self.solverAccepting(system)
            var steps: [(index: Int, delta: Double)] = []
            for _ in 0..<12 {
                let step = (
                    index: Int.random(in: added.indices, using: &random),
                    delta: Double(Int.random(in: -30...30, using: &random)) + 0.25
                )
                steps.append(step)
                _ = try reading.shiftConstant(
                    of: added[step.index], by: step.delta, onConflict: .breakConstraint)
                for variable in system.variables where Bool.random(using: &random) {
                    _ = reading.value(of: variable)
                }
                let (quiet, others) = Self.solverAccepting(system)
                for step in steps {
                    _ = try quiet.shiftConstant(
                        of: others[step.index], by: step.delta, onConflict: .breakConstraint)
                }
                #expect(
                    system.variables.map { reading.value(of: $0).bitPattern }
                        == system.variables.map { quiet.value(of: $0).bitPattern }, "seed \(seed)")
            }
        }
    }
}
