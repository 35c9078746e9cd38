import Synchronization

/// An unknown of a linear system: a position or size the solver computes.
///
/// A variable is an immutable handle compared by identity; its value lives in the ``Solver`` that
/// uses it (``Solver/value(of:)``), so one variable can take part in several solvers on several
/// threads without interference.
///
/// A variable made with `isNonNegative: true` (a width or a height) carries a bound: every solver
/// keeps its value at or above 0, as Apple's engine keeps every size. The bound is not a
/// constraint: ``Solver/constraints`` does not list it and no conflict set names it. A required
/// constraint that holds only with the variable negative is unsatisfiable
/// (``SolverError/unsatisfiableConstraint(_:conflicting:)``), and an optional one is met as closely
/// as the bound allows.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name used in descriptions, dumps and error messages. It need not be unique.
    public let name: String
    /// Whether the variable's value is kept at or above 0 (a size). Fixed when it is made.
    public let isNonNegative: Bool
    /// The variable's symbol in the solver that `owner` names, valid while `owner` names it
    /// (Solver+Owner.swift). Declared before `owner`, so that it fills the four bytes after
    /// `isNonNegative` and the object stays 48 bytes.
    let ownerSymbol = Atomic<Int32>(0)
    /// The solver whose symbol `ownerSymbol` holds (its object identity as an integer), or 0.
    let owner = Atomic<UInt>(0)

    /// Creates a variable.
    /// - Parameters:
    ///   - name: a name for descriptions; defaults to `"v"`.
    ///   - isNonNegative: whether every solver keeps the value at or above 0; defaults to false
    ///     (any sign). The bound costs a row only once a solution would make the variable
    ///     negative; a layout whose sizes stay positive pays a check per operation of the
    ///     definitions it changed.
    public init(_ name: String = "v", isNonNegative: Bool = false) {
        self.name = name
        self.isNonNegative = isNonNegative
    }

    /// The variable's name.
    public var description: String { name }
}
