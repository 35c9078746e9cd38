import PlumbSolver
import Testing

/// The ambiguity tools (docs/auto-layout.md §8.7): `constraintsAffecting(_:)`, `isAmbiguous(_:)` and
/// `exerciseAmbiguity(of:)`.
@Suite("Ambiguity")
struct AmbiguityTests {
    /// The constraints by identity, for exact comparisons.
    func ids(_ constraints: [Constraint]) -> [ObjectIdentifier] { constraints.map(ObjectIdentifier.init) }

    @Test func constraintsAffectingAVariable() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let z = Variable("z")
        let w = Variable("w")
        let pin = x == 20
        let link = y == x + 8
        let floor = z >= 0
        let target = (z == 5) | 250
        let cap = w <= 100
        for constraint in [pin, link, floor, target, cap] {
            try solver.add(constraint)
            #expect(solver.invariantViolations() == [])
        }
        #expect(ids(solver.constraintsAffecting(x)) == ids([pin]))
        #expect(ids(solver.constraintsAffecting(y)) == ids([pin, link]))
        // `z >= 0` does not bind (its slack is basic): only the target sets z.
        #expect(ids(solver.constraintsAffecting(z)) == ids([target]))
        #expect(ids(solver.constraintsAffecting(w)) == ids([cap]))
        #expect(solver.constraintsAffecting(Variable("unknown")).isEmpty)

        // Pulled below zero, the target gives way and the bound sets z.
        try solver.shiftConstant(of: target, by: 10)
        #expect(solver.value(of: z) == 0)
        #expect(ids(solver.constraintsAffecting(z)) == ids([floor]))
        #expect(solver.invariantViolations() == [])

        // `b == a + 8` makes `b` its subject (created first); `a` is left parametric.
        let a = Variable("a")
        let b = Variable("b")
        let loose = b == a + 8
        try solver.add(loose)
        #expect(ids(solver.constraintsAffecting(b)) == ids([loose]))
        #expect(solver.constraintsAffecting(a).isEmpty)
    }

    /// Through definition rows: the constraints of every view before it, in order of addition,
    /// with the inequalities that do not bind left out.
    @Test func constraintsAffectingAChain() throws {
        let chain = DefinitionRowTests.Chain(count: 4)
        let solver = Solver()
        for index in chain.views.indices {
            try solver.add(chain.own[index] + [chain.links[index]])
            #expect(solver.invariantViolations() == [])
        }
        let x2 = chain.views[2].x
        #expect(
            ids(solver.constraintsAffecting(x2))
                == ids([chain.own[0][1], chain.links[0], chain.own[1][1], chain.links[1], chain.links[2]]))
        #expect(ids(solver.constraintsAffecting(chain.views[3].w)) == ids([chain.own[3][1]]))
    }

    @Test func requiredEqualityIsNotAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x == 20)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.exerciseAmbiguity(of: x))
        #expect(solver.value(of: x) == 20)
        #expect(solver.isAmbiguous(Variable("unknown")))
        #expect(!solver.exerciseAmbiguity(of: Variable("unknown")))
        #expect(solver.invariantViolations() == [])
    }

    @Test func upperBoundAloneIsAmbiguous() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add(x <= 100)
        #expect(solver.isAmbiguous(x))
        // Unbounded below: no other vertex to move to.
        #expect(!solver.exerciseAmbiguity(of: x))
        #expect(solver.value(of: x) == 100)
        try solver.add((x == 50) | 250)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 50)
        #expect(solver.invariantViolations() == [])
    }

    /// `y == x + 8` alone: x is its subject, y is parametric, both undetermined.
    @Test func undeterminedVariables() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x + 8 == y)
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        #expect(!solver.exerciseAmbiguity(of: x))
        try solver.add(y == 30)
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))
        #expect(solver.value(of: x) == 22)
        #expect(solver.invariantViolations() == [])
    }

    /// Two optional constraints of equal priority pulling apart: any x in [0, 10] leaves a total
    /// error of 10.
    @Test func equalPrioritiesPullingApart() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.add((x >= 10) | 250)
        try solver.add((x <= 0) | 250)
        #expect(solver.isAmbiguous(x))
        let objective = solver.objectiveValues.map(\.error)
        #expect(objective == [10])
        let start = solver.value(of: x)
        #expect(start == 0 || start == 10)
        #expect(solver.exerciseAmbiguity(of: x))
        #expect(solver.value(of: x) == 10 - start)
        #expect(solver.objectiveValues.map(\.error) == objective)
        #expect(solver.invariantViolations() == [])
        #expect(solver.isAmbiguous(x))
        // A stronger preference settles it.
        try solver.add((x == 4) | 500)
        #expect(!solver.isAmbiguous(x))
        #expect(solver.value(of: x) == 4)
        #expect(solver.invariantViolations() == [])
    }

    /// Hugging (250) and compression resistance (750) at the intrinsic size 46: both hold with
    /// zero error, and the degenerate row of the compression slack blocks the hugging slack.
    @Test func huggingAndCompressionAtTheIntrinsicSize() throws {
        let solver = Solver()
        let w = Variable("w")
        try solver.add((w <= 46) | 250)
        try solver.add((w >= 46) | 750)
        #expect(solver.value(of: w) == 46)
        #expect(!solver.isAmbiguous(w))
        #expect(!solver.exerciseAmbiguity(of: w))
        #expect(solver.value(of: w) == 46)
        #expect(solver.invariantViolations() == [])
    }

    @Test func chainOfEqualitiesIsNotAmbiguous() throws {
        let chain = DefinitionRowTests.Chain(count: 10)
        let solver = Solver()
        for index in chain.views.indices { try solver.add(chain.own[index] + [chain.links[index]]) }
        for view in chain.views {
            #expect(!solver.isAmbiguous(view.x))
            #expect(!solver.isAmbiguous(view.w))
        }
        // Without its link, the view and every view after it are free.
        try solver.remove(chain.links[6])
        for (index, view) in chain.views.enumerated() {
            #expect(solver.isAmbiguous(view.x) == (index >= 6), "x\(index)")
            #expect(!solver.isAmbiguous(view.w))
        }
        #expect(solver.invariantViolations() == [])
    }

    /// `0 <= x <= 100` and nothing else: x sits at one end, and exercising moves it to the other
    /// and back, the objective unchanged.
    @Test func exerciseMovesBetweenBounds() throws {
        let solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x <= 100)
        try solver.add(x >= 0)
        try solver.add((y == 5) | 250)
        try solver.add((y >= 10) | 100)
        let objective = solver.objectiveValues.map(\.error)
        #expect(objective == [0, 5])
        #expect(solver.isAmbiguous(x))
        let start = solver.value(of: x)
        #expect(start == 100)
        #expect(solver.exerciseAmbiguity(of: x))
        #expect(solver.value(of: x) == 0)
        #expect(solver.objectiveValues.map(\.error) == objective)
        #expect(solver.invariantViolations() == [])
        #expect(solver.exerciseAmbiguity(of: x))
        #expect(solver.value(of: x) == 100)
        #expect(solver.objectiveValues.map(\.error) == objective)
        #expect(solver.invariantViolations() == [])
        #expect(!solver.isAmbiguous(y))
        #expect(!solver.exerciseAmbiguity(of: y))
    }
}
