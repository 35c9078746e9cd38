/// A variable multiplied by a coefficient: the `2 * x` in `2 * x + y + 10`.
public struct Term: Sendable, CustomStringConvertible {
    /// The variable.
    public var variable: Variable
    /// The coefficient, a finite number.
    public var coefficient: Double

    /// Creates the term `coefficient × variable`.
    /// - Parameters:
    ///   - variable: the variable.
    ///   - coefficient: its multiplier; defaults to 1.
    @inlinable public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term as `2 * x`, or `x` when the coefficient is 1.
    public var description: String {
        coefficient == 1 ? variable.name : "\(NumberFormat.shortest(coefficient)) * \(variable.name)"
    }
}
