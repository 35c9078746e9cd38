import PlumbPhysics
import PlumbSolver
import PropertyBased
import Testing

/// A suggestion that moves constants only keeps the memo of the values it does not reach
/// (`Solver.updateValues(movedBy:)`). A memo kept wrongly would show as a value that differs from
/// the one a solver given the same calls, but read only at the end, computes: the tableau is the
/// same, so the bits must be too.
@Suite("Values kept across suggestions")
struct SuggestionMemoTests {
    /// A row of `count` views in a container whose width is an edit variable: each view's width
    /// between 10 and 50 (preferring 50 at 250), 8 apart, and a chain of positions 21 apart
    /// that no suggestion moves. Returns the solver, every variable (the container last) and the
    /// container.
    static func build(count: Int) throws -> (Solver, [Variable], Variable) {
        let xs = (0..<count).map { Variable("x\($0)") }
        let ws = (0..<count).map { Variable("w\($0)") }
        let ys = (0..<count).map { Variable("y\($0)") }
        let container = Variable("container")
        let solver = Solver()
        for index in 0..<count {
            try solver.add(ws[index] >= 10)
            try solver.add((ws[index] == 50) | 250)
            try solver.add(index == 0 ? xs[0] == 20 : xs[index] == xs[index - 1] + ws[index - 1] + 8)
            try solver.add(index == 0 ? ys[0] == 5 : ys[index] == ys[index - 1] + 21)
        }
        try solver.add(xs[count - 1] + ws[count - 1] <= container - 20)
        try solver.addEditVariable(container, priority: 999)
        return (solver, xs + ws + ys + [container], container)
    }

    /// The bits of every variable's value.
    static func bits(_ variables: [Variable], in solver: Solver) -> [UInt64] {
        variables.map { solver.value(of: $0).bitPattern }
    }

    /// Widths within one regime (no pivot: every view at 50 and slack left) and across regimes
    /// (views squeezed, then at their minimum): read after every suggestion on one solver, at the
    /// end only on the other.
    @Test(arguments: [[3_000.0, 2_999.5, 2_000.25, 1_000], [700, 650.5, 3_000, 600, 600.125]])
    func readsBetweenSuggestionsChangeNothing(widths: [Double]) throws {
        let (reading, variables, container) = try Self.build(count: 40)
        let (quiet, others, otherContainer) = try Self.build(count: 40)
        for width in widths {
            try reading.suggestValue(width, for: container)
            _ = Self.bits(variables, in: reading)
            try quiet.suggestValue(width, for: otherContainer)
        }
        #expect(Self.bits(variables, in: reading) == Self.bits(others, in: quiet))
        #expect(reading.invariantViolations() == [])
    }

    /// The same with random widths and random reads between them (some values read, others
    /// not), checked after every suggestion against a solver given the suggestions so far and no
    /// read.
    @Test func randomSuggestionsAndReads() async {
        await propertyCheck(count: 60, input: Gen.uint64()) { seed in
            var random = SplitMix64(seed: seed)
            let (reading, variables, container) = try Self.build(count: 12)
            var widths: [Double] = []
            for _ in 0..<10 {
                let width = Double(Int.random(in: 150...900, using: &random)) + 1 / 3
                widths.append(width)
                try reading.suggestValue(width, for: container)
                for variable in variables where Bool.random(using: &random) {
                    _ = reading.value(of: variable)
                }
                let (quiet, others, otherContainer) = try Self.build(count: 12)
                for width in widths { try quiet.suggestValue(width, for: otherContainer) }
                #expect(Self.bits(variables, in: reading) == Self.bits(others, in: quiet), "seed \(seed)")
            }
        }
    }

    /// One step of `suggestionsAmongEdits`: a suggestion, a new variable defined from an old one
    /// (`extra == variables[index] + offset`), or the removal of the latest such definition.
    enum Step {
        case suggest(Double)
        case define(index: Int, offset: Double)
        case dropLatest
    }

    /// Applies `step` to a solver built by `build(count:)`, keeping its new variables and their
    /// definitions in `extras` and `definitions`.
    static func apply(
        _ step: Step, to solver: Solver, variables: [Variable], container: Variable,
        extras: inout [Variable], definitions: inout [Constraint]
    ) throws {
        switch step {
        case .suggest(let width):
            try solver.suggestValue(width, for: container)
        case .define(let index, let offset):
            let extra = Variable("e\(extras.count)")
            let definition = extra == variables[index] + offset
            try solver.add(definition)
            extras.append(extra)
            definitions.append(definition)
        case .dropLatest:
            if let definition = definitions.popLast() { try solver.remove(definition) }
        }
    }

    /// Suggestions between changes of the tableau (a definition added or removed): the list of
    /// values a suggestion forgets is kept for the next suggestion only while the tableau is
    /// the same. Read at random after every step, checked against a solver given the same steps
    /// and no read.
    @Test func suggestionsAmongEdits() async {
        await propertyCheck(count: 40, input: Gen.uint64()) { seed in
            var random = SplitMix64(seed: seed)
            let (reading, variables, container) = try Self.build(count: 8)
            var extras: [Variable] = []
            var definitions: [Constraint] = []
            var steps: [Step] = []
            for _ in 0..<14 {
                let step: Step
                switch Int.random(in: 0..<6, using: &random) {
                case 0, 1, 2: step = .suggest(Double(Int.random(in: 150...900, using: &random)) + 1 / 3)
                case 3, 4:
                    step = .define(
                        index: Int.random(in: 0..<variables.count, using: &random),
                        offset: Double(Int.random(in: -9...9, using: &random)))
                default: step = .dropLatest
                }
                steps.append(step)
                try Self.apply(
                    step, to: reading, variables: variables, container: container, extras: &extras,
                    definitions: &definitions)
                for variable in variables + extras where Bool.random(using: &random) {
                    _ = reading.value(of: variable)
                }
                let (quiet, others, otherContainer) = try Self.build(count: 8)
                var otherExtras: [Variable] = []
                var otherDefinitions: [Constraint] = []
                for step in steps {
                    try Self.apply(
                        step, to: quiet, variables: others, container: otherContainer,
                        extras: &otherExtras, definitions: &otherDefinitions)
                }
                #expect(
                    Self.bits(variables + extras, in: reading) == Self.bits(others + otherExtras, in: quiet),
                    "seed \(seed)")
            }
        }
    }

    /// A variable defined from the edit variable after a suggestion follows the next suggestion,
    /// which moves the same row without a pivot: the list of reached values made before the
    /// definition is not reused.
    @Test func definitionAfterASuggestionIsForgottenByTheNext() throws {
        let (solver, variables, container) = try Self.build(count: 4)
        // The first suggestion after `addEditVariable` pivots; the second makes the list.
        for width in [3_000.0, 2_999.75] {
            try solver.suggestValue(width, for: container)
            _ = Self.bits(variables, in: solver)
        }
        let extra = Variable("extra")
        try solver.add(extra == container + 5)
        #expect(solver.value(of: extra) == 3_004.75)
        try solver.suggestValue(2_999.5, for: container)
        #expect(solver.value(of: extra) == 3_004.5)
        try solver.suggestValue(3_000, for: container)
        #expect(solver.value(of: extra) == 3_005)
    }

    /// Definitions that name each other, reached by the same suggestion: `c` is defined before
    /// `b`, so the rows that name the edit variable list `c`'s first, yet `c` names `b` and must
    /// be recomputed after it. Read after every suggestion, in both orders.
    @Test(arguments: [false, true])
    func chainedDefinitionsFollowEverySuggestion(readsBackwards: Bool) throws {
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        let solver = Solver()
        try solver.add(c == a + b + 1)
        try solver.add(b == 2 * a)
        try solver.addEditVariable(a, priority: 999)
        for value in [10.0, 20, 30, 40.5, 30] {
            try solver.suggestValue(value, for: a)
            let read = readsBackwards ? [c, b, a] : [a, b, c]
            let values = Dictionary(uniqueKeysWithValues: read.map { ($0.name, solver.value(of: $0)) })
            #expect(values == ["a": value, "b": 2 * value, "c": 3 * value + 1], "after \(value)")
        }
    }
}
