/// A linear expression `Σ coefficientᵢ × variableᵢ + constant`.
///
/// Expressions are built with the operators `+`, `-`, `*` and `/` from variables, terms and
/// numbers, and become constraints with `==`, `<=` and `>=`:
/// ```swift
/// let x = Variable("x"), y = Variable("y"), z = Variable("z")
/// let c: Constraint = 2 * x + y + 10 == z
/// ```
/// Terms keep the order in which they were written; the same variable may appear more than once
/// (the solver adds the coefficients up).
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order written.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates an expression from terms and a constant.
    /// - Parameters:
    ///   - terms: the terms; defaults to none.
    ///   - constant: the constant; defaults to 0.
    @inlinable public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 × variable`.
    @inlinable public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the expression made of one term.
    @inlinable public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// The expression as written, e.g. `2 * x + y + 10`.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text =
                    term.coefficient < 0
                    ? "-" + Term(term.variable, coefficient: -term.coefficient).description : term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, coefficient: -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return NumberFormat.shortest(constant) }
        if constant > 0 { text += " + " + NumberFormat.shortest(constant) }
        if constant < 0 { text += " - " + NumberFormat.shortest(-constant) }
        return text
    }
}
