/// The relation of a ``Constraint``, with the names and raw values of `NSLayoutConstraint.Relation`.
public enum Relation: Int, Sendable, CustomStringConvertible {
    /// `<=`
    case lessThanOrEqual = -1
    /// `==`
    case equal = 0
    /// `>=`
    case greaterThanOrEqual = 1

    /// The operator: `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression (==, <=, >=) 0` with a ``Priority``.
///
/// A constraint is an immutable object compared by identity: the solver holds it, and you use the
/// same object to remove it. Build one with the operators (`2 * x + y + 10 == z`), then give it a
/// priority with `|` (`(x == 50) | 250`; `|` binds tighter than `==`, so the parentheses are needed) or with ``withPriority(_:)``.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The relation between the expression and zero.
    public let relation: Relation
    /// How strongly the constraint wants to hold.
    public let priority: Priority
    /// The constant of ``expression``.
    @usableFromInline let expressionConstant: Double
    /// The terms of ``expression``, kept in this object (ConstraintTerms.swift).
    @usableFromInline let terms: ConstraintTerms
    /// Where the left side ends in `expression` (its term count) and both sides' constants, when
    /// the constraint was written with two sides: enough to print them again without storing them.
    @usableFromInline let leftSide: (termCount: Int, constant: Double, rightConstant: Double)?

    /// The left side minus the right side; the constraint reads `expression relation 0`.
    public var expression: Expression { Expression(terms: terms.array, constant: expressionConstant) }

    /// Creates `expression relation 0` at a priority.
    /// - Parameters:
    ///   - expression: the expression compared with zero.
    ///   - relation: the relation.
    ///   - priority: defaults to ``Priority/required``. A value outside (0, 1000] is reported by
    ///     ``Solver/add(_:onConflict:)->BrokenConstraint?`` as ``SolverError/invalidPriority(_:)``.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expressionConstant = expression.constant
        self.terms = ConstraintTerms(expression.terms)
        self.relation = relation
        self.priority = priority
        self.leftSide = nil
    }

    /// Creates `lhs relation rhs` at a priority, remembering both sides for descriptions.
    public init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required) {
        // `lhs - rhs`: the left terms, then the right ones negated, written as the operators
        // write them.
        var terms = ConstraintTerms(lhs.terms)
        _ = rhs.appendLinearTerms(into: &terms, scaledBy: -1)
        self.expressionConstant = lhs.constant - rhs.constant
        self.terms = terms
        self.relation = relation
        self.priority = priority
        self.leftSide = (lhs.terms.count, lhs.constant, rhs.constant)
    }

    /// `lhs relation rhs` from `lhs − rhs` already written (the left side's terms, then the right
    /// side's negated) and both sides' constants: what the operators make. Inlinable, so that
    /// the operators' terms are consumed into the object, not copied. (`(x >= 8) | 750` still
    /// allocates the first object and copies its terms into the second: docs/benchmarks.md,
    /// round thirteen.)
    @inlinable init(
        difference terms: ConstraintTerms, _ relation: Relation, leftTermCount: Int, leftConstant: Double,
        rightConstant: Double
    ) {
        self.expressionConstant = leftConstant - rightConstant
        self.terms = terms
        self.relation = relation
        self.priority = .required
        self.leftSide = (leftTermCount, leftConstant, rightConstant)
    }

    @inlinable init(
        _ terms: ConstraintTerms, constant: Double, _ relation: Relation, priority: Priority,
        leftSide: (termCount: Int, constant: Double, rightConstant: Double)?
    ) {
        self.expressionConstant = constant
        self.terms = terms
        self.relation = relation
        self.priority = priority
        self.leftSide = leftSide
    }

    /// A copy of this constraint at another priority (a new object).
    @inlinable @inline(__always) public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(terms, constant: expressionConstant, relation, priority: priority, leftSide: leftSide)
    }

    /// The two sides as written: the left side's terms and constant, and the right side's,
    /// whose terms `expression` holds negated after the left side's.
    private var written: (lhs: Expression, rhs: Expression)? {
        guard let leftSide else { return nil }
        let terms = terms.array
        let lhs = Expression(terms: Array(terms[..<leftSide.termCount]), constant: leftSide.constant)
        let rhs = Expression(
            terms: terms[leftSide.termCount...].map { Term($0.variable, coefficient: -$0.coefficient) },
            constant: leftSide.rightConstant)
        return (lhs, rhs)
    }

    /// The constraint as written, with its priority when optional: `x + 8 == y @250`.
    public var description: String {
        let body =
            if let written {
                "\(written.lhs) \(relation) \(written.rhs)"
            } else {
                "\(expression) \(relation) 0"
            }
        return priority.isRequired ? body : "\(body) @\(priority)"
    }
}
