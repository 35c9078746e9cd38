/// An unknown of a linear system: a position or size the solver computes.
///
/// A variable is an immutable handle compared by identity; its value lives in the ``Solver`` that
/// uses it (``Solver/value(of:)``), so one variable can take part in several solvers on several
/// threads without interference.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name used in descriptions, dumps and error messages. It need not be unique.
    public let name: String

    /// Creates a variable.
    /// - Parameter name: a name for descriptions; defaults to `"v"`.
    public init(_ name: String = "v") {
        self.name = name
    }

    /// The variable's name.
    public var description: String { name }
}
