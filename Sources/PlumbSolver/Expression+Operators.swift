// The arithmetic and comparison operators that build expressions and constraints.
//
// Design: the operators and the small initialisers they call are `@inlinable`, so that a caller
// in another module (a layout, a workload) gets them specialised for its concrete operand types;
// unspecialised, every `a == b + 8` went through the generic entry points and the protocol's
// witnesses (15 M instructions of S2s at N = 1,000, docs/benchmarks.md). Each kind writes its
// terms in one place, `appendLinearTerms(into:scaledBy:)`, generic over where they go (a
// `LinearTermSink`: the array of `+` and `-`, the constraint's own storage for `==`, `<=` and
// `>=`); specialised, the sink's `append` is inlined and no array is made for a constraint.

/// Where ``LinearExpressible/appendLinearTerms(into:scaledBy:)`` writes terms: an array of terms,
/// or the storage of the constraint that `==`, `<=` and `>=` make.
public protocol LinearTermSink {
    /// Appends a term after the last one.
    mutating func append(_ term: Term)
}

extension Array: LinearTermSink where Element == Term {}

/// Anything that reads as a linear expression: a ``Variable``, a ``Term``, an ``Expression`` or a
/// number. The arithmetic and comparison operators accept any mix of them.
///
/// The four kinds this module defines write their terms in one place each,
/// ``appendLinearTerms(into:scaledBy:)``; a conformance of your own needs only
/// ``linearExpression``, and may write its terms into an array with
/// ``appendLinearTerms(to:scaledBy:)``, which the operators then use.
public protocol LinearExpressible {
    /// The value as an expression.
    var linearExpression: Expression { get }
    /// The number of terms of ``linearExpression``. The default reads ``linearExpression``.
    var linearTermCount: Int { get }
    /// Appends the terms of ``linearExpression`` to `terms`, each coefficient multiplied by
    /// `factor`, and returns its constant, unscaled. The default reads ``linearExpression``.
    /// - Complexity: O(terms).
    func appendLinearTerms(to terms: inout [Term], scaledBy factor: Double) -> Double
    /// Appends the terms of ``linearExpression`` to `sink`, each coefficient multiplied by
    /// `factor`, and returns its constant, unscaled: how `==`, `<=` and `>=` write `lhs − rhs`
    /// into the constraint without building either side. The default writes
    /// ``appendLinearTerms(to:scaledBy:)``'s array into `sink`.
    /// - Complexity: O(terms).
    func appendLinearTerms<Sink: LinearTermSink>(into sink: inout Sink, scaledBy factor: Double) -> Double
}

extension LinearExpressible {
    /// The number of terms of ``linearExpression``.
    @inlinable public var linearTermCount: Int { linearExpression.terms.count }

    /// Appends the terms of ``linearExpression``, scaled by `factor`, and returns its constant.
    @inlinable public func appendLinearTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        linearExpression.appendLinearTerms(into: &terms, scaledBy: factor)
    }

    /// Appends the terms that ``appendLinearTerms(to:scaledBy:)`` writes, scaled by `factor`, and
    /// returns its constant.
    @inlinable public func appendLinearTerms<Sink: LinearTermSink>(
        into sink: inout Sink, scaledBy factor: Double
    ) -> Double {
        var written: [Term] = []
        let constant = appendLinearTerms(to: &written, scaledBy: factor)
        for term in written { sink.append(term) }
        return constant
    }
}

extension Variable: LinearExpressible {
    /// `1 × self`.
    @inlinable public var linearExpression: Expression { Expression(self) }
    /// 1.
    @inlinable public var linearTermCount: Int { 1 }
    /// Appends `factor × self`; returns 0.
    @inlinable @inline(__always) public func appendLinearTerms<Sink: LinearTermSink>(
        into sink: inout Sink, scaledBy factor: Double
    ) -> Double {
        sink.append(Term(self, coefficient: factor))
        return 0
    }
    /// Appends `factor × self`; returns 0.
    @inlinable public func appendLinearTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        appendLinearTerms(into: &terms, scaledBy: factor)
    }
}

extension Term: LinearExpressible {
    /// The expression of this single term.
    @inlinable public var linearExpression: Expression { Expression(self) }
    /// 1.
    @inlinable public var linearTermCount: Int { 1 }
    /// Appends the term scaled by `factor`; returns 0.
    @inlinable @inline(__always) public func appendLinearTerms<Sink: LinearTermSink>(
        into sink: inout Sink, scaledBy factor: Double
    ) -> Double {
        sink.append(Term(variable, coefficient: coefficient * factor))
        return 0
    }
    /// Appends the term scaled by `factor`; returns 0.
    @inlinable public func appendLinearTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        appendLinearTerms(into: &terms, scaledBy: factor)
    }
}

extension Expression: LinearExpressible {
    /// The expression itself.
    @inlinable public var linearExpression: Expression { self }
    /// The number of terms.
    @inlinable public var linearTermCount: Int { terms.count }
    /// Appends the terms scaled by `factor`; returns the constant.
    @inlinable @inline(__always) public func appendLinearTerms<Sink: LinearTermSink>(
        into sink: inout Sink, scaledBy factor: Double
    ) -> Double {
        for term in terms { sink.append(Term(term.variable, coefficient: term.coefficient * factor)) }
        return constant
    }
    /// Appends the terms scaled by `factor`; returns the constant.
    @inlinable public func appendLinearTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        appendLinearTerms(into: &terms, scaledBy: factor)
    }
}

extension Double: LinearExpressible {
    /// The constant expression.
    @inlinable public var linearExpression: Expression { Expression(constant: self) }
    /// 0.
    @inlinable public var linearTermCount: Int { 0 }
    /// Appends nothing; returns the number.
    @inlinable @inline(__always) public func appendLinearTerms<Sink: LinearTermSink>(
        into sink: inout Sink, scaledBy factor: Double
    ) -> Double {
        self
    }
    /// Appends nothing; returns the number.
    @inlinable public func appendLinearTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        appendLinearTerms(into: &terms, scaledBy: factor)
    }
}

extension Expression {
    /// The expression multiplied by a number.
    @usableFromInline func scaled(by factor: Double) -> Expression {
        Expression(
            terms: terms.map { Term($0.variable, coefficient: $0.coefficient * factor) },
            constant: constant * factor)
    }
}

/// `coefficient × variable`.
@inlinable public func * (coefficient: Double, variable: Variable) -> Term {
    Term(variable, coefficient: coefficient)
}
/// `variable × coefficient`.
@inlinable public func * (variable: Variable, coefficient: Double) -> Term {
    Term(variable, coefficient: coefficient)
}
/// A term scaled by a number.
@inlinable public func * (factor: Double, term: Term) -> Term {
    Term(term.variable, coefficient: term.coefficient * factor)
}
/// A term scaled by a number.
@inlinable public func * (term: Term, factor: Double) -> Term {
    Term(term.variable, coefficient: term.coefficient * factor)
}
/// An expression scaled by a number.
@inlinable public func * (factor: Double, expression: Expression) -> Expression {
    expression.scaled(by: factor)
}
/// An expression scaled by a number.
@inlinable public func * (expression: Expression, factor: Double) -> Expression {
    expression.scaled(by: factor)
}
/// `variable / divisor`.
@inlinable public func / (variable: Variable, divisor: Double) -> Term {
    Term(variable, coefficient: 1 / divisor)
}
/// A term divided by a number.
@inlinable public func / (term: Term, divisor: Double) -> Term { term * (1 / divisor) }
/// An expression divided by a number.
@inlinable public func / (expression: Expression, divisor: Double) -> Expression {
    expression.scaled(by: 1 / divisor)
}
/// `-1 × variable`.
@inlinable public prefix func - (variable: Variable) -> Term { Term(variable, coefficient: -1) }
/// The negated term.
@inlinable public prefix func - (term: Term) -> Term { Term(term.variable, coefficient: -term.coefficient) }
/// The negated expression.
@inlinable public prefix func - (expression: Expression) -> Expression { expression.scaled(by: -1) }

/// `lhs + factor × rhs`, written into one array of the final size (`x + w` allocates one array,
/// not two); a right side that is a number keeps the left side's own array (`x + w + 8`).
@inlinable func combine<L: LinearExpressible, R: LinearExpressible>(
    _ lhs: L, _ rhs: R, scaledBy factor: Double
) -> Expression {
    let rightCount = rhs.linearTermCount
    if rightCount == 0 {
        var sum = lhs.linearExpression
        sum.constant += factor * rhs.linearExpression.constant
        return sum
    }
    let joined = joinedTerms(
        lhs, rhs, scaledBy: factor, leftCount: lhs.linearTermCount, rightCount: rightCount)
    return Expression(terms: joined.terms, constant: joined.leftConstant + factor * joined.rightConstant)
}

/// `lhs`'s terms, then `rhs`'s scaled by `factor`, in one array reserved at `leftCount +
/// rightCount` (the sides' `linearTermCount`s), with each side's own constant, unscaled.
@inlinable func joinedTerms<L: LinearExpressible, R: LinearExpressible>(
    _ lhs: L, _ rhs: R, scaledBy factor: Double, leftCount: Int, rightCount: Int
) -> (terms: [Term], leftConstant: Double, rightConstant: Double) {
    var terms: [Term] = []
    terms.reserveCapacity(leftCount + rightCount)
    let leftConstant = lhs.appendLinearTerms(to: &terms, scaledBy: 1)
    let rightConstant = rhs.appendLinearTerms(to: &terms, scaledBy: factor)
    return (terms, leftConstant, rightConstant)
}

/// The sum of two linear values; terms keep their written order.
@inlinable public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    combine(lhs, rhs, scaledBy: 1)
}

/// The difference of two linear values.
@inlinable public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    combine(lhs, rhs, scaledBy: -1)
}

/// The required constraint `lhs relation rhs`, as `Constraint(_:_:_:priority:)` makes it (the same
/// terms and constants), with `lhs − rhs` written straight into the constraint's own terms: no
/// array for either side (`label.x == cell.x + 8` allocates the constraint and nothing else).
@inlinable @inline(__always) func makeConstraint<L: LinearExpressible, R: LinearExpressible>(
    _ lhs: L, _ relation: Relation, _ rhs: R
) -> Constraint {
    var terms = ConstraintTerms()
    let leftConstant = lhs.appendLinearTerms(into: &terms, scaledBy: 1)
    let leftCount = terms.count
    let rightConstant = rhs.appendLinearTerms(into: &terms, scaledBy: -1)
    return Constraint(
        difference: &terms, relation, leftTermCount: leftCount, leftConstant: leftConstant,
        rightConstant: rightConstant)
}

/// The required constraint `lhs == rhs`.
@inlinable @inline(__always) public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R)
    -> Constraint
{
    makeConstraint(lhs, .equal, rhs)
}

/// The required constraint `lhs <= rhs`.
@inlinable @inline(__always) public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R)
    -> Constraint
{
    makeConstraint(lhs, .lessThanOrEqual, rhs)
}

/// The required constraint `lhs >= rhs`.
@inlinable @inline(__always) public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R)
    -> Constraint
{
    makeConstraint(lhs, .greaterThanOrEqual, rhs)
}

/// The constraint at another priority: `(x == 50) | 250`, `(x >= y) | .defaultHigh`.
@inlinable @inline(__always) public func | (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
}
