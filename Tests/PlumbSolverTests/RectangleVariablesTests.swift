import Testing

@testable import PlumbSolver

/// A rectangle's four variables in one object (RectangleVariables.swift): the same symbols, values
/// and dump as four `Variable`s, their own claims, the sizes' bound, and the named `Variable`s of
/// errors and conflict sets.
@Suite("Rectangle variables")
struct RectangleVariablesTests {
    /// One term: a member of rectangle `rectangle` (0 or 1).
    typealias Term = (rectangle: Int, member: RectangleVariables.Member, coefficient: Double)

    /// One constraint as `Σ terms + constant (relation) 0`.
    struct Written {
        let terms: [Term]
        let constant: Double
        let relation: Relation
        let priority: Priority
    }

    /// Two rectangles side by side, b 8 after a, b's width a pair of intrinsic-size halves, and a
    /// weak wish for a negative height that the bound stops at 0.
    static let system: [Written] = [
        Written(terms: [(0, .minX, 1)], constant: -10, relation: .equal, priority: .required),
        Written(terms: [(0, .width, 1)], constant: -100, relation: .equal, priority: .required),
        Written(
            terms: [(1, .minX, 1), (0, .minX, -1), (0, .width, -1)], constant: -8, relation: .equal,
            priority: .required),
        Written(terms: [(1, .width, 1)], constant: -50, relation: .greaterThanOrEqual, priority: 750),
        Written(terms: [(1, .width, 1)], constant: -50, relation: .lessThanOrEqual, priority: 250),
        Written(terms: [(1, .width, 1), (0, .width, -1)], constant: 0, relation: .equal, priority: 500),
        Written(terms: [(0, .minY, 1), (1, .minY, -1)], constant: 0, relation: .equal, priority: .required),
        Written(terms: [(1, .minY, 1)], constant: -20, relation: .equal, priority: .required),
        Written(terms: [(0, .height, 1)], constant: 16, relation: .equal, priority: 300),
        Written(
            terms: [(1, .height, 1), (0, .height, -2)], constant: -4, relation: .equal, priority: .required),
    ]

    static let members: [RectangleVariables.Member] = [.minX, .minY, .width, .height]

    /// Four `Variable`s named and bounded as a rectangle's members.
    static func variables() -> [Variable] {
        members.map { Variable($0.name, isNonNegative: $0.isNonNegative) }
    }

    @Test func aRectangleSolvesAsFourVariables() throws {
        let variables = [Self.variables(), Self.variables()]
        let rectangles = [RectangleVariables(), RectangleVariables()]
        let objects = Solver()
        let members = Solver()
        for written in Self.system {
            for term in written.terms {
                objects.appendTerm(
                    variables[term.rectangle][term.member.rawValue], coefficient: term.coefficient)
                members.appendTerm(rectangles[term.rectangle], term.member, coefficient: term.coefficient)
            }
            try objects.add(
                handle: objects.makeConstraint(
                    constant: written.constant, written.relation, priority: written.priority))
            try members.add(
                handle: members.makeConstraint(
                    constant: written.constant, written.relation, priority: written.priority))
        }
        for rectangle in 0..<2 {
            for member in Self.members {
                let expected = objects.value(of: variables[rectangle][member.rawValue])
                #expect(members.value(of: rectangles[rectangle], member).bitPattern == expected.bitPattern)
            }
        }
        #expect(members.value(of: rectangles[1], .minX) == 118)
        #expect(members.value(of: rectangles[1], .width) == 100)
        #expect(members.value(of: rectangles[0], .height) == 0)
        #expect(members.value(of: rectangles[1], .height) == 4)
        // The same symbols in the same order: the dumps, which name members as their variables,
        // are the same text, the installed bound included.
        #expect(members.dump() == objects.dump())
        #expect(members.dump().contains("Bounds installed (>= 0): height"))
        #expect(members.violations().map(\.description) == objects.violations().map(\.description))
        #expect(members.violations().map(\.description).contains("height + 16 == 0 @300 violated by 16"))
    }

    @Test func aRequiredNegativeSizeNamesTheMembersVariable() throws {
        let rectangle = RectangleVariables()
        let solver = Solver()
        solver.appendTerm(rectangle, .width, coefficient: 1)
        let handle = solver.makeConstraint(constant: 16, .equal, priority: .required)
        do {
            try solver.add(handle: handle)
            Issue.record("a width of −16 was accepted")
        } catch {
            guard case .unsatisfiableConstraint(let constraint, let conflicting) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(constraint.description == "width + 16 == 0")
            #expect(conflicting.map(\.description) == ["width + 16 == 0"])
            #expect(constraint.expression.terms[0].variable === rectangle.variable(.width))
            #expect(solver.handle(of: constraint) == handle)
        }
        #expect(solver.value(of: rectangle, .width) == 0)
        #expect(rectangle.variable(.width).isNonNegative && !rectangle.variable(.minX).isNonNegative)
    }

    @Test func theConstraintsOfAConflictShareTheMembersVariables() throws {
        let rectangle = RectangleVariables()
        let solver = Solver()
        solver.appendTerm(rectangle, .width, coefficient: 1)
        let wide = solver.makeConstraint(constant: -100, .equal, priority: .required)
        try solver.add(handle: wide)
        solver.appendTerm(rectangle, .width, coefficient: 1)
        let narrow = solver.makeConstraint(constant: -40, .equal, priority: .required)
        do {
            try solver.add(handle: narrow)
            Issue.record("two widths were accepted")
        } catch {
            guard case .unsatisfiableConstraint(_, let conflicting) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            // The deletion filter tested the pair in a scratch solver: one variable, two widths.
            #expect(conflicting.map(\.description) == ["width - 100 == 0", "width - 40 == 0"])
            #expect(
                conflicting[0].expression.terms[0].variable === conflicting[1].expression.terms[0].variable)
        }
        #expect(solver.value(of: rectangle, .width) == 100)
    }

    /// Whether `solver` owns `member` of `rectangle`.
    private func owns(_ solver: Solver, _ rectangle: RectangleVariables, _ member: RectangleVariables.Member)
        -> Bool
    {
        rectangle.claim(member) >> Variable.keyShift == solver.ownerKey.value
    }

    @Test func eachMemberIsClaimedAndReleasedOnItsOwn() throws {
        let rectangle = RectangleVariables()
        var first: Solver? = Solver()
        let second = Solver()
        first?.appendTerm(rectangle, .minX, coefficient: 1)
        try first?.add(handle: first!.makeConstraint(constant: -10, .equal, priority: .required))
        second.appendTerm(rectangle, .minX, coefficient: 1)
        second.appendTerm(rectangle, .height, coefficient: 1)
        try second.add(handle: second.makeConstraint(constant: -30, .equal, priority: .required))
        second.appendTerm(rectangle, .height, coefficient: 1)
        try second.add(handle: second.makeConstraint(constant: -5, .equal, priority: .required))
        // minX is the first solver's, height the second's; the second finds minX in its table.
        #expect(owns(first!, rectangle, .minX) && owns(second, rectangle, .height))
        #expect(!owns(second, rectangle, .minX))
        #expect(first!.value(of: rectangle, .minX) == 10)
        #expect(second.value(of: rectangle, .minX) == 25 && second.value(of: rectangle, .height) == 5)
        first = nil
        #expect(rectangle.claim(.minX) == 0)
        #expect(rectangle.claim(.height) & Variable.boundBit == 1)
        #expect(second.value(of: rectangle, .minX) == 25)
    }

    /// Adds `member of rectangle + constant (relation) 0` at `priority` through a handle.
    @discardableResult
    private func add(
        _ solver: Solver, _ rectangle: RectangleVariables, _ member: RectangleVariables.Member,
        constant: Double, _ relation: Relation = .equal, priority: Priority = .required
    ) throws(SolverError) -> ConstraintHandle {
        solver.appendTerm(rectangle, member, coefficient: 1)
        let handle = solver.makeConstraint(constant: constant, relation, priority: priority)
        try solver.add(handle: handle)
        return handle
    }

    /// A rollback releases the claims of the members whose symbols it drops, `reset()` every
    /// claim, and a bound made in a rolled-back batch is made again afterwards.
    @Test func rollbacksAndResetsReleaseTheMembers() throws {
        let kept = RectangleVariables()
        let dropped = RectangleVariables()
        let solver = Solver()
        try add(solver, kept, .width, constant: -100)
        #expect(owns(solver, kept, .width))
        // A batch that names `dropped` first (its symbols and its height's bound are made) and
        // then conflicts is rolled back.
        solver.beginBatch(ofAtMost: 2)
        solver.appendTerm(dropped, .height, coefficient: 1)
        try solver.addInBatch(handle: solver.makeConstraint(constant: 5, .equal, priority: 500))
        solver.appendTerm(kept, .width, coefficient: 1)
        #expect(throws: SolverError.self) {
            try solver.addInBatch(handle: solver.makeConstraint(constant: -40, .equal, priority: .required))
            try solver.commitBatch()
        }
        solver.rollBackBatch()
        #expect(dropped.claim(.height) == Variable.boundBit)
        #expect(solver.value(of: dropped, .height) == 0 && solver.value(of: kept, .width) == 100)
        // Named again, the height gets a new symbol and its bound again: −5 stops at 0.
        try add(solver, dropped, .height, constant: 5, priority: 500)
        #expect(owns(solver, dropped, .height) && solver.value(of: dropped, .height) == 0)
        #expect(solver.dump().contains("Bounds installed (>= 0): height"))
        solver.reset()
        #expect(kept.claim(.width) == Variable.boundBit && dropped.claim(.height) == Variable.boundBit)
        #expect(solver.value(of: kept, .width) == 0)
    }

    /// Solvers on four threads share a column of rectangles, each with its own values; the
    /// named variables, asked for on every thread, are one object per member.
    @Test func solversOnFourThreadsShareRectangles() async throws {
        let rectangles = (0..<100).map { _ in RectangleVariables() }
        let results = try await withThrowingTaskGroup(of: ([Double], ObjectIdentifier).self) { group in
            for offset in 0..<4 {
                group.addTask {
                    let solver = Solver()
                    try self.add(solver, rectangles[0], .minY, constant: -Double(offset))
                    for index in rectangles.indices {
                        try self.add(solver, rectangles[index], .height, constant: -10)
                        guard index > 0 else { continue }
                        // minY[i] − minY[i−1] − height[i−1] − 2 == 0
                        solver.appendTerm(rectangles[index], .minY, coefficient: 1)
                        solver.appendTerm(rectangles[index - 1], .minY, coefficient: -1)
                        solver.appendTerm(rectangles[index - 1], .height, coefficient: -1)
                        try solver.add(
                            handle: solver.makeConstraint(constant: -2, .equal, priority: .required))
                    }
                    let named = ObjectIdentifier(rectangles[50].variable(.width))
                    return (rectangles.map { solver.value(of: $0, .minY) }, named)
                }
            }
            var all: [([Double], ObjectIdentifier)] = []
            for try await result in group { all.append(result) }
            return all
        }
        for (values, _) in results {
            let start = values[0]
            #expect(values.indices.allSatisfy { values[$0] == start + 12 * Double($0) })
        }
        #expect(Set(results.map { $0.0[0] }) == [0, 1, 2, 3])
        #expect(Set(results.map(\.1)).count == 1)
        #expect(rectangles.allSatisfy { $0.claim(.minY) == 0 && $0.claim(.height) == Variable.boundBit })
    }

    @Test(arguments: [RectangleVariables.Member.minX, .minY, .width, .height])
    func anOriginKeepsTheMember(_ member: RectangleVariables.Member) {
        let rectangle = RectangleVariables()
        let variable = ExternalVariable(Unmanaged.passUnretained(rectangle), member)
        let origin = SymbolTable.Origin.variable(variable, isNonNegative: member.isNonNegative)
        #expect(origin.variable == variable)
        #expect(origin.isVariable && origin.key == nil)
        #expect(origin.isNonNegativeVariable == member.isNonNegative)
        #expect(variable.raw & 1 == 0 && variable.name == member.name)
        let plain = Variable("x", isNonNegative: true)
        let named = ExternalVariable(Unmanaged.passUnretained(plain))
        #expect(SymbolTable.Origin.variable(named, isNonNegative: true).variable == named)
        #expect(!named.isRectangleMember && named.isNonNegative)
    }
}
