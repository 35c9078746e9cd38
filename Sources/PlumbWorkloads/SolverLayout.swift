// SolverLayout: what the resize (S3) and hide (S4) workloads need from a layout (S1 or S2).
//
// Design. A layout is pure data: its variables and its constraints, built once in the exact order
// of docs/benchmarks.md and never tied to a solver, so a workload can build everything before its clock
// starts and run the same objects on a fresh solver each time. What is correct for a layout is
// answered by the layout itself from a solver's values (`isOriginalSolution(in:)` etc.).

import PlumbSolver

/// A benchmark layout at solver level: a container view C, its content, and the constraints in
/// the order docs/benchmarks.md adds them.
public protocol SolverLayout: Sendable {
    /// N, the number of views (S1) or cards (S2).
    var size: Int { get }
    /// The container view C.
    var container: ViewVariables { get }
    /// Every constraint, in the documented order.
    var constraints: [Constraint] { get }
    /// The required `C.w == …` constraint that S3 replaces with an edit variable.
    var widthConstraint: Constraint { get }
    /// C.w's value in ``widthConstraint``, in points.
    var initialWidth: Double { get }
    /// What S3 adds to every suggested width: 58·N − 528 for S1, 0 for S2.
    var resizeOffset: Double { get }
    /// Every variable of the layout, the container's first; S3 reads them all after each step.
    var variables: [Variable] { get }
    /// The S4 plan: what each hidden element removes and the bridge that replaces it, in order.
    var hideSteps: [HideStep] { get }

    /// Whether `solver` holds the solution docs/benchmarks.md states for the layout as built
    /// (S1: every width 50; S2: every card 130 tall, content height 130·N), to 1e-6.
    func isOriginalSolution(in solver: Solver) -> Bool

    /// Whether `solver` holds the solution after ``hideSteps`` were applied, to 1e-6.
    func isHiddenSolution(in solver: Solver) -> Bool

    /// Whether `solver` holds the solution for the container width `width` (S3), to 1e-6.
    /// Only widths at which the answer is unique are checked: for S1 the initial width.
    func isResizedSolution(in solver: Solver, width: Double) -> Bool
}

/// One hidden element of S4: the constraints that hiding removes and the bridge it adds.
public struct HideStep: Sendable {
    /// The constraints removed on hide and re-added (in this order) on unhide.
    public let removed: [Constraint]
    /// The constraint that closes the gap while the element is hidden.
    public let bridge: Constraint

    /// Creates a hide step.
    public init(removed: [Constraint], bridge: Constraint) {
        self.removed = removed
        self.bridge = bridge
    }
}

extension Solver {
    /// The sum of the values of `variables`: reads every one, and the result keeps the reads from
    /// being optimised away. Each variable is passed as the array holds it, not retained and
    /// released around its read (`for variable in variables` copied every reference), so that the
    /// time is the solver's.
    func readAll(_ variables: [Variable]) -> Double {
        var sum = 0.0
        variables.withUnsafeBufferPointer { variables in
            for index in variables.indices {
                sum += Unmanaged.passUnretained(variables[index])._withUnsafeGuaranteedRef { value(of: $0) }
            }
        }
        return sum
    }

    /// Whether the value of `variable` is within `tolerance` of `expected`.
    func value(of variable: Variable, is expected: Double, tolerance: Double = 1e-6) -> Bool {
        abs(value(of: variable) - expected) <= tolerance
    }
}
