// The arithmetic and comparison operators that build expressions and constraints.
//
// Design: the operators and the small initialisers they call are `@inlinable`, so that a caller
// in another module (a layout, a workload) gets them specialised for its concrete operand types;
// unspecialised, every `a == b + 8` went through the generic entry points and the protocol's
// witnesses (15 M instructions of S2s at N = 1,000, docs/benchmarks.md).

/// Anything that reads as a linear expression: a ``Variable``, a ``Term``, an ``Expression`` or a
/// number. The arithmetic and comparison operators accept any mix of them.
public protocol LinearExpressible {
    /// The value as an expression.
    var linearExpression: Expression { get }
}

extension Variable: LinearExpressible {
    /// `1 × self`.
    @inlinable public var linearExpression: Expression { Expression(self) }
}

extension Term: LinearExpressible {
    /// The expression of this single term.
    @inlinable public var linearExpression: Expression { Expression(self) }
}

extension Expression: LinearExpressible {
    /// The expression itself.
    @inlinable public var linearExpression: Expression { self }
}

extension Double: LinearExpressible {
    /// The constant expression.
    @inlinable public var linearExpression: Expression { Expression(constant: self) }
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

/// The sum of two linear values; terms keep their written order.
@inlinable public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    var sum = lhs.linearExpression
    let right = rhs.linearExpression
    // Appends in place: no new array when the right side is a number (`x + 8`).
    if !right.terms.isEmpty {
        sum.terms.reserveCapacity(sum.terms.count + right.terms.count)
        for term in right.terms { sum.terms.append(term) }
    }
    sum.constant += right.constant
    return sum
}

/// The difference of two linear values.
@inlinable public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Expression {
    lhs + rhs.linearExpression.scaled(by: -1)
}

/// The required constraint `lhs == rhs`.
@inlinable public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .equal, rhs.linearExpression)
}

/// The required constraint `lhs <= rhs`.
@inlinable public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .lessThanOrEqual, rhs.linearExpression)
}

/// The required constraint `lhs >= rhs`.
@inlinable public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs.linearExpression, .greaterThanOrEqual, rhs.linearExpression)
}

/// The constraint at another priority: `(x == 50) | 250`, `(x >= y) | .defaultHigh`.
@inlinable public func | (constraint: Constraint, priority: Priority) -> Constraint {
    constraint.withPriority(priority)
}
