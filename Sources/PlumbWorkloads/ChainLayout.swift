// ChainLayout: docs/benchmarks.md S1, N views in a row inside a container W0 = 58·N + 40 wide.
//
// Design. The 5N + 5 constraints are built in the documented order and kept per view (`own`), so
// S4 can hide view i by removing its five constraints and the next view's leading link and adding
// the bridge `V[i+1].x == right(V[i-1]) + 8`. Every width wants 50 at priority 250 and the chain
// fits exactly at W0, so the answer is unique: every width 50.

import PlumbSolver

/// S1: a chain of N views in a row (docs/benchmarks.md).
///
/// ```
/// C.x == 0; C.y == 0; C.w == W0; C.h == 64        W0 = 58·N + 40
/// for i in 0..<N:
///   V[i].w >= 10;  V[i].w == 50 @250
///   V[0].x == C.x + 20  |  V[i].x == right(V[i-1]) + 8
///   V[i].y == C.y + 10;  V[i].h == 44
/// right(V[N-1]) <= C.x + C.w - 20
/// ```
public struct ChainLayout: SolverLayout {
    /// N, the number of views.
    public let size: Int
    /// The container C.
    public let container: ViewVariables
    /// The views V[0] … V[N-1].
    public let views: [ViewVariables]
    /// The 5N + 5 constraints, in the documented order.
    public let constraints: [Constraint]
    /// `C.w == W0`.
    public let widthConstraint: Constraint
    /// C's variables, then each view's, in the order x, y, w, h.
    public let variables: [Variable]
    /// S4 on S1: every view i with i mod 10 = 5 and i < N − 1 is hidden.
    public let hideSteps: [HideStep]

    /// Builds the layout (no solver involved).
    /// - Parameter size: N ≥ 1.
    /// - Complexity: O(N).
    public init(size: Int) {
        precondition(size >= 1, "a chain needs at least one view")
        self.size = size
        let container = ViewVariables("C")
        let views = (0..<size).map { ViewVariables("V\($0)") }
        let width = container.w == 58 * Double(size) + 40
        var constraints: [Constraint] = []
        constraints.reserveCapacity(5 * size + 5)
        constraints += [container.x == 0, container.y == 0, width, container.h == 64]
        // Per view, its five constraints from 4 + 5·i; the leading link is the third.
        var previousRight = container.x + 20
        for view in views {
            constraints.append(view.w >= 10)
            constraints.append((view.w == 50) | 250)
            constraints.append(view.x == previousRight)
            constraints.append(view.y == container.y + 10)
            constraints.append(view.h == 44)
            previousRight = view.right + 8
        }
        constraints.append(views[size - 1].right <= container.x + container.w - 20)

        var variables: [Variable] = []
        variables.reserveCapacity(4 * size + 4)
        container.appendAll(to: &variables)
        for view in views { view.appendAll(to: &variables) }
        self.container = container
        self.views = views
        self.constraints = constraints
        self.widthConstraint = width
        self.variables = variables
        self.hideSteps = stride(from: 5, to: size - 1, by: 10).map { i -> HideStep in
            var removed: [Constraint] = []
            removed.reserveCapacity(6)
            removed += constraints[(4 + 5 * i)..<(9 + 5 * i)]
            removed.append(constraints[9 + 5 * i + 2])
            let bridge: Constraint = views[i + 1].x == views[i - 1].right + 8
            return HideStep(removed: removed, bridge: bridge)
        }
    }

    /// W0 = 58·N + 40.
    public var initialWidth: Double { 58 * Double(size) + 40 }

    /// 58·N − 528, so that the S3 widths 568 … 320 become W0 … W0 − 248.
    public var resizeOffset: Double { 58 * Double(size) - 528 }

    /// The number of views S4 hides.
    public var hiddenCount: Int { hideSteps.count }

    /// The sum of the views' widths in `solver`'s solution (the S1 check; 50·N when solved).
    public func widthSum(in solver: Solver) -> Double {
        var sum = 0.0
        for view in views { sum += solver.value(of: view.w) }
        return sum
    }

    /// The last view's x after S4's hide phase: 20 + 58·(N − 1 − hidden).
    public var expectedHiddenLastX: Double { 20 + 58 * Double(size - 1 - hiddenCount) }

    /// Every width is 50, every view at x = 20 + 58·i, y = 10, height 44.
    public func isOriginalSolution(in solver: Solver) -> Bool {
        views.enumerated().allSatisfy { i, view in
            solver.value(of: view.w, is: 50) && solver.value(of: view.x, is: 20 + 58 * Double(i))
                && solver.value(of: view.y, is: 10) && solver.value(of: view.h, is: 44)
        }
    }

    /// The visible views keep width 50 and close ranks: the last one is at
    /// ``expectedHiddenLastX``.
    public func isHiddenSolution(in solver: Solver) -> Bool {
        let hidden = Set(hideSteps.indices.map { 5 + 10 * $0 })
        let visibleWidths = views.indices.allSatisfy { i in
            hidden.contains(i) || solver.value(of: views[i].w, is: 50)
        }
        return visibleWidths && solver.value(of: views[size - 1].x, is: expectedHiddenLastX)
    }

    /// The narrowest container the required constraints allow: every width 10, 18·N + 32.
    public var minimumWidth: Double { 18 * Double(size) + 32 }

    /// At the initial width W0 the original solution. Below ``minimumWidth`` (S3's drag for
    /// N < 6) the edit variable cannot follow: C.w stops at the minimum with every width 10. At
    /// other widths which views shrink is not unique, so the check is that every width lies in
    /// [10, 50] and the widths fill the row: their sum is min(50·N, width − 32 − 8·N).
    public func isResizedSolution(in solver: Solver, width: Double) -> Bool {
        if abs(width - initialWidth) <= 1e-9 {
            return solver.value(of: container.w, is: width) && isOriginalSolution(in: solver)
        }
        if width <= minimumWidth {
            return solver.value(of: container.w, is: minimumWidth)
                && views.allSatisfy { solver.value(of: $0.w, is: 10) }
        }
        guard solver.value(of: container.w, is: width) else { return false }
        let inRange = views.allSatisfy { view in
            let value = solver.value(of: view.w)
            return value >= 10 - 1e-6 && value <= 50 + 1e-6
        }
        let expectedSum = min(50 * Double(size), width - 32 - 8 * Double(size))
        return inRange && abs(widthSum(in: solver) - expectedSum) <= 1e-6 * Double(size)
    }
}
