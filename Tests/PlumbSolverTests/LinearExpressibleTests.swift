import PlumbSolver
import Testing

/// Counts the calls of a conformance's own array method.
private final class CallCount {
    var count = 0
}

/// A conformance of a user's own, as written before the sink: `2 × variable + 1`, its terms
/// written into an array.
private struct Doubled: LinearExpressible {
    let variable: Variable
    let calls: CallCount

    var linearExpression: Expression { Expression(terms: [Term(variable, coefficient: 2)], constant: 1) }

    func appendLinearTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        calls.count += 1
        terms.append(Term(variable, coefficient: 2 * factor))
        return 1
    }
}

/// A conformance that gives only its expression: `variable − 3`.
private struct LessThree: LinearExpressible {
    let variable: Variable

    var linearExpression: Expression { Expression(terms: [Term(variable)], constant: -3) }
}

@Suite("Linear values of other types")
struct LinearExpressibleTests {
    @Test func ownConformanceWritingAnArrayBuildsConstraints() throws {
        let x = Variable("x")
        let y = Variable("y")
        let calls = CallCount()
        let constraint = Doubled(variable: x, calls: calls) == y + 5
        #expect(calls.count == 1)
        #expect(constraint.description == "2 * x + 1 == y + 5")
        #expect(constraint.expression.description == "2 * x - y - 4")
        let reversed = (y <= Doubled(variable: x, calls: calls)) | 250
        #expect(calls.count == 2)
        #expect(reversed.description == "y <= 2 * x + 1 @250")
        let sum = Doubled(variable: x, calls: calls) + y
        #expect(calls.count == 3)
        #expect(sum.description == "2 * x + y + 1")

        let solver = Solver()
        try solver.add(y == 9)
        try solver.add(constraint)
        #expect(solver.value(of: x) == 6.5)
        #expect(solver.invariantViolations() == [])
    }

    @Test func conformanceWithOnlyAnExpressionBuildsConstraints() throws {
        let x = Variable("x")
        let constraint = LessThree(variable: x) >= 2 * x
        #expect(constraint.description == "x - 3 >= 2 * x")
        #expect(constraint.expression.description == "x - 2 * x - 3")
        var terms: [Term] = []
        #expect(LessThree(variable: x).appendLinearTerms(to: &terms, scaledBy: -2) == -3)
        #expect(terms.map(\.coefficient) == [-2])
    }

    @Test func builtInKindsWriteIntoAnArray() {
        let x = Variable("x")
        let y = Variable("y")
        var terms: [Term] = []
        #expect(x.appendLinearTerms(to: &terms, scaledBy: 3) == 0)
        #expect((2 * y).appendLinearTerms(to: &terms, scaledBy: -1) == 0)
        #expect((x - y + 7).appendLinearTerms(to: &terms, scaledBy: 2) == 7)
        #expect(4.5.appendLinearTerms(to: &terms, scaledBy: 2) == 4.5)
        #expect(terms.map(\.variable.name) == ["x", "y", "x", "y"])
        #expect(terms.map(\.coefficient) == [3, -2, 2, -2])
    }
}
