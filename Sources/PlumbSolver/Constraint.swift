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
    /// The number of terms of ``expression``. The terms are kept in this object, each field on its
    /// own (Constraint+Terms.swift).
    @usableFromInline let termCount: Int
    /// The first four terms while there are at most four; nil past the last term.
    @usableFromInline let term0: Term?
    @usableFromInline let term1: Term?
    @usableFromInline let term2: Term?
    @usableFromInline let term3: Term?
    /// Every term when there are more than four; empty (no allocation) otherwise.
    @usableFromInline let spilledTerms: [Term]
    /// Whether some coefficient is not finite (the solver refuses the constraint).
    @usableFromInline let hasNonFiniteCoefficient: Bool
    /// Whether some term's variable is non-negative (the solver checks its bound after adding).
    @usableFromInline let namesNonNegativeVariable: Bool
    /// Where the left side ends in `expression` (its term count) and both sides' constants, when
    /// the constraint was written with two sides: enough to print them again without storing them.
    @usableFromInline let leftSide: (termCount: Int, constant: Double, rightConstant: Double)?

    /// The left side minus the right side; the constraint reads `expression relation 0`.
    public var expression: Expression { Expression(terms: termArray, constant: expressionConstant) }

    /// Creates `expression relation 0` at a priority.
    /// - Parameters:
    ///   - expression: the expression compared with zero.
    ///   - relation: the relation.
    ///   - priority: defaults to ``Priority/required``. A value outside (0, 1000] is reported by
    ///     ``Solver/add(_:onConflict:)->BrokenConstraint?`` as ``SolverError/invalidPriority(_:)``.
    public convenience init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        var terms = ConstraintTerms(expression.terms)
        self.init(taking: &terms, constant: expression.constant, relation, priority: priority, leftSide: nil)
    }

    /// Creates `lhs relation rhs` at a priority, remembering both sides for descriptions.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required
    ) {
        // `lhs - rhs`: the left terms, then the right ones negated, written as the operators
        // write them.
        var terms = ConstraintTerms(lhs.terms)
        _ = rhs.appendLinearTerms(into: &terms, scaledBy: -1)
        self.init(
            taking: &terms, constant: lhs.constant - rhs.constant, relation, priority: priority,
            leftSide: (lhs.terms.count, lhs.constant, rhs.constant))
    }

    /// `lhs relation rhs` from `lhs − rhs` already written (the left side's terms, then the right
    /// side's negated) and both sides' constants: what the operators make. Inlinable, so that
    /// the operators' terms are taken into the object, not copied.
    @inlinable convenience init(
        difference terms: inout ConstraintTerms, _ relation: Relation, leftTermCount: Int,
        leftConstant: Double, rightConstant: Double
    ) {
        self.init(
            taking: &terms, constant: leftConstant - rightConstant, relation, priority: .required,
            leftSide: (leftTermCount, leftConstant, rightConstant))
    }

    /// The constraint with the terms written into `terms`, taken field by field (no variable is
    /// retained again; `terms` is left empty).
    @inlinable init(
        taking terms: inout ConstraintTerms, constant: Double, _ relation: Relation, priority: Priority,
        leftSide: (termCount: Int, constant: Double, rightConstant: Double)?
    ) {
        self.expressionConstant = constant
        self.termCount = terms.count
        self.term0 = terms.term0.take()
        self.term1 = terms.term1.take()
        self.term2 = terms.term2.take()
        self.term3 = terms.term3.take()
        self.spilledTerms = terms.spilled
        terms.spilled = []
        self.hasNonFiniteCoefficient = terms.hasNonFiniteCoefficient
        self.namesNonNegativeVariable = terms.namesNonNegativeVariable
        self.relation = relation
        self.priority = priority
        self.leftSide = leftSide
    }

    /// `other` at `priority`, copied field by field: `(x >= 8) | 750` then keeps its first
    /// object on the stack (Constraint+Terms.swift).
    @inlinable @inline(__always) init(_ other: Constraint, priority: Priority) {
        self.expressionConstant = other.expressionConstant
        self.termCount = other.termCount
        self.term0 = other.term0
        self.term1 = other.term1
        self.term2 = other.term2
        self.term3 = other.term3
        self.spilledTerms = other.spilledTerms
        self.hasNonFiniteCoefficient = other.hasNonFiniteCoefficient
        self.namesNonNegativeVariable = other.namesNonNegativeVariable
        self.relation = other.relation
        self.priority = priority
        self.leftSide = other.leftSide
    }

    /// A copy of this constraint at another priority (a new object).
    @inlinable @inline(__always) public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(self, priority: priority)
    }

    /// The two sides as written: the left side's terms and constant, and the right side's,
    /// whose terms `expression` holds negated after the left side's.
    private var written: (lhs: Expression, rhs: Expression)? {
        guard let leftSide else { return nil }
        let terms = termArray
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
