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
    /// The claim of the solver that keeps the variable's symbol here, and the bound (Solver+Owner.swift):
    /// bit 0 is `isNonNegative`, fixed when the variable is made; the bits above it are 0, or the
    /// owner's key and its symbol id. One word, so that the object is 40 bytes, a 48-byte
    /// allocation: three variables to two cache lines, where a 48-byte object took a line each.
    @usableFromInline let claim: Atomic<UInt>

    /// Whether the variable's value is kept at or above 0 (a size). Fixed when it is made.
    @inlinable public var isNonNegative: Bool { claim.load(ordering: .relaxed) & Variable.boundBit != 0 }

    /// Creates a variable.
    /// - Parameters:
    ///   - name: a name for descriptions; defaults to `"v"`.
    ///   - isNonNegative: whether every solver keeps the value at or above 0; defaults to false
    ///     (any sign). The bound costs a row only once a solution would make the variable
    ///     negative; a layout whose sizes stay positive pays a check per operation of the
    ///     definitions it changed.
    public init(_ name: String = "v", isNonNegative: Bool = false) {
        self.name = name
        self.claim = Atomic(isNonNegative ? Variable.boundBit : 0)
    }

    /// The variable's name.
    public var description: String { name }
}
