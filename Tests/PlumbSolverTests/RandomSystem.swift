import PlumbPhysics
import PlumbSolver

/// A random small linear system: box bounds 0...100 on every variable, random required and
/// optional constraints with small integer coefficients, and one preference per variable at its
/// own lowest level, which makes the optimum unique.
///
/// With `nonNegative`, every other variable (v0, v2, …) is made with `isNonNegative: true` and
/// its lower bound 0 is that bound instead of a constraint: the same system, as far as the
/// solutions go, with the same random constraints as without.
struct RandomSystem {
    static let optionalPriorities: [Priority] = [250, 251, 500, 750, 999]

    let variables: [Variable]
    /// The box bounds added as constraints: `v <= 100` for every variable, `v >= 0` for those
    /// without the non-negative bound.
    let bounds: [Constraint]
    /// `v >= 0` for each non-negative variable: never added, but what its bound means (for
    /// checks that enumerate vertices).
    let implicitBounds: [Constraint]
    let required: [Constraint]
    let optional: [Constraint]
    let preferences: [Constraint]

    init(seed: UInt64, dimension: Int, requiredCount: Int, optionalCount: Int, nonNegative: Bool = false) {
        var random = SplitMix64(seed: seed)
        let variables = (0..<dimension).map { Variable("v\($0)", isNonNegative: nonNegative && $0 % 2 == 0) }
        self.variables = variables
        bounds = variables.flatMap { $0.isNonNegative ? [$0 <= 100] : [$0 >= 0, $0 <= 100] }
        implicitBounds = variables.filter(\.isNonNegative).map { $0 >= 0 }
        func randomConstraint(_ priority: Priority) -> Constraint {
            var terms: [Term] = []
            for variable in variables {
                let coefficient = Double(Int.random(in: -3...3, using: &random))
                if coefficient != 0 { terms.append(Term(variable, coefficient: coefficient)) }
            }
            if terms.isEmpty { terms.append(Term(variables[0])) }
            let constant = Double(Int.random(in: -150...150, using: &random))
            let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(
                using: &random)!
            return Constraint(Expression(terms: terms, constant: constant), relation, priority: priority)
        }
        required = (0..<requiredCount).map { _ in randomConstraint(.required) }
        optional = (0..<optionalCount).map { _ in
            randomConstraint(RandomSystem.optionalPriorities.randomElement(using: &random)!)
        }
        preferences = variables.enumerated().map { index, variable in
            (variable == Double(Int.random(in: 0...100, using: &random))) | Priority(1 + Float(index) / 100)
        }
    }
}

/// The error of a constraint at a point, in the units of its expression.
func error(of constraint: Constraint, at value: (Variable) -> Double) -> Double {
    var sum = constraint.expression.constant
    for term in constraint.expression.terms { sum += term.coefficient * value(term.variable) }
    switch constraint.relation {
    case .equal: return abs(sum)
    case .lessThanOrEqual: return max(0, sum)
    case .greaterThanOrEqual: return max(0, -sum)
    }
}

/// The objective vector of optional constraints at a point: total error per priority, strongest
/// first, over `levels`.
func objectiveVector(_ constraints: [Constraint], levels: [Priority], at value: (Variable) -> Double)
    -> [Double]
{
    levels.map { level in
        constraints.filter { $0.priority == level }.reduce(0) { $0 + error(of: $1, at: value) }
    }
}

/// The lexicographic optimum found by enumerating every vertex of the arrangement of all the
/// constraints' hyperplanes (exhaustive; for 2 or 3 variables). Returns the best objective vector
/// among the vertices that satisfy every required constraint.
func bruteForceOptimum(variables: [Variable], required: [Constraint], optional: [Constraint]) -> [Double]? {
    let dimension = variables.count
    let all = required + optional
    let levels = Set(optional.map(\.priority)).sorted(by: >)
    let planes: [([Double], Double)] = all.map { constraint in
        let coefficients = variables.map { variable in
            constraint.expression.terms.filter { $0.variable === variable }.reduce(0) { $0 + $1.coefficient }
        }
        return (coefficients, -constraint.expression.constant)
    }
    var best: [Double]?
    func consider(_ point: [Double]) {
        let value = { (variable: Variable) in point[variables.firstIndex { $0 === variable }!] }
        guard required.allSatisfy({ error(of: $0, at: value) <= 1e-7 }) else { return }
        let vector = objectiveVector(optional, levels: levels, at: value)
        guard let current = best else {
            best = vector
            return
        }
        for (a, b) in zip(vector, current) where abs(a - b) > 1e-7 {
            if a < b { best = vector }
            return
        }
    }
    func choose(_ start: Int, _ chosen: [Int]) {
        if chosen.count == dimension {
            if let point = solve(chosen.map { planes[$0] }) { consider(point) }
            return
        }
        guard start < planes.count else { return }
        for index in start..<planes.count { choose(index + 1, chosen + [index]) }
    }
    choose(0, [])
    return best
}

/// Solves a square linear system by Gaussian elimination with partial pivoting; nil if singular.
func solve(_ rows: [([Double], Double)]) -> [Double]? {
    var matrix = rows.map { $0.0 + [$0.1] }
    let n = rows.count
    for column in 0..<n {
        let pivot = (column..<n).max { abs(matrix[$0][column]) < abs(matrix[$1][column]) }!
        guard abs(matrix[pivot][column]) > 1e-9 else { return nil }
        matrix.swapAt(column, pivot)
        for row in 0..<n where row != column {
            let factor = matrix[row][column] / matrix[column][column]
            for k in column...n { matrix[row][k] -= factor * matrix[column][k] }
        }
    }
    return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
}
