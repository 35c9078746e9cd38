/// What went wrong in a ``Solver`` call. Every case carries what is needed to fix the call, and
/// the solver is left exactly as it was before the call that threw.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// The constraint is already in the solver; constraints are objects and are added once.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` is a small set of constraints (it includes `constraint`) that together cannot
    /// hold: remove or weaken one of them. When the set has at most
    /// ``Solver/minimalConflictLimit`` members it is minimal: dropping any one makes it satisfiable.
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// A priority outside (0, 1000], or a required edit variable.
    case invalidPriority(Priority)
    /// A coefficient or constant that is not finite.
    case notFinite(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable; call ``Solver/addEditVariable(_:priority:)`` first.
    case unknownEditVariable(Variable)
    /// The simplex did not reach an optimum within its iteration limit (a degenerate system
    /// cycling numerically). The solver has been left consistent, at the last feasible point.
    case iterationLimitExceeded(Int)
    /// An internal invariant failed: a bug in Plumb. Please report it with ``Solver/dump()``.
    case internalError(String)

    /// A message that says what happened and how to fix it.
    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint):
            "The constraint \(constraint) is already in the solver; add each constraint object once."
        case .unknownConstraint(let constraint):
            "The constraint \(constraint) is not in the solver; only constraints that were added can be removed."
        case .unsatisfiableConstraint(let constraint, let conflicting):
            "Unable to simultaneously satisfy constraints: \(constraint) cannot hold together with "
                + "the other required constraints of this set:\n"
                + conflicting.map { "    \($0)" }.joined(separator: "\n")
                + "\nRemove one of them or make it optional (priority below 1000)."
        case .invalidPriority(let priority):
            "It's illegal to set priority:\(priority).  Priorities must be greater than 0 and less or "
                + "equal to NSLayoutPriorityRequired, which is 1000.000000."
        case .notFinite(let constraint):
            "The constraint \(constraint) has a coefficient or constant that is not finite; use finite numbers."
        case .duplicateEditVariable(let variable):
            "The variable \(variable) is already an edit variable; call suggestValue(_:for:) to move it."
        case .unknownEditVariable(let variable):
            "The variable \(variable) is not an edit variable; call addEditVariable(_:priority:) first."
        case .iterationLimitExceeded(let limit):
            "The simplex did not converge within \(limit) pivots; the system is numerically degenerate."
        case .internalError(let message):
            "Internal solver error: \(message). Please report this with the output of Solver.dump()."
        }
    }
}

/// How ``Solver/add(_:onConflict:)->BrokenConstraint?`` treats a required constraint that cannot hold.
public enum ConflictPolicy: Sendable {
    /// Throw ``SolverError/unsatisfiableConstraint(_:conflicting:)`` and leave the solver as before.
    case reject
    /// Apple's recovery (docs/auto-layout.md §8.6): keep the constraint, but let it be violated with an
    /// error minimised at priority 1100, above every optional priority; report what was broken.
    case breakConstraint
}

/// A required constraint the solver kept but could not satisfy (``ConflictPolicy/breakConstraint``).
public struct BrokenConstraint: Sendable, CustomStringConvertible {
    /// The constraint that was broken (the one being added).
    public let constraint: Constraint
    /// The constraints that together cannot hold, including ``constraint``.
    public let conflicting: [Constraint]

    /// Apple's log text, with the constraints in the order they conflict.
    public var description: String {
        "Unable to simultaneously satisfy constraints.\n(\n"
            + conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\n\nWill attempt to recover by breaking constraint \n\(constraint)\n"
    }
}
