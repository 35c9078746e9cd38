// systemLayoutSizeFitting (docs/auto-layout.md §8.8).
//
// The receiver's subtree is solved on its own, in a scratch solver: every constraint held inside
// the subtree whose items all lie inside it, the subviews' system constraints, and two fitting
// constraints `width == target.width @horizontal`, `height == target.height @vertical`. The
// receiver's own frame, autoresizing and root-size constraints take no part, and the tree's
// engine is not touched.
//
// Multi-line labels that wrap at their layout width (§8.9) are measured at the width of that
// solution and the intrinsic-size constants moved, then solved again (the two passes UIKit runs
// for a self-sizing cell), at most `maximumFittingRemeasures` times while a width still changes.
// The labels themselves keep their state: the next layout of the tree measures them again.

import PlumbSolver

extension View {
    /// The target size that asks for the smallest size the content allows: (0, 0).
    public static let layoutFittingCompressedSize = Size.zero
    /// The target size that asks for the largest size the content allows: 100,000 on each axis (a
    /// large finite size; Apple's exact value is not documented).
    public static let layoutFittingExpandedSize = Size(width: 100_000, height: 100_000)
    /// How many times ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``
    /// measures multi-line labels again at their solved widths and re-solves: 2.
    public static let maximumFittingRemeasures = 2

    /// The size closest to `targetSize` that the view's constraints allow, with both fitting
    /// constraints at `LayoutPriority.fittingSizeLevel` (50).
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, each axis pulled toward
    /// the target at its priority (1000 fixes it: the self-sizing-cell idiom fixes the width).
    /// The view's frame does not change. Target and result are frame sizes: the constraints
    /// size the alignment rectangle, so a view with ``alignmentRectInsets`` is solved at the
    /// target less its insets and answers the solved size plus its insets.
    /// - Complexity: lowers and solves the subtree: O(subtree) plus the solver's work.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        let root = rootView
        root.runUpdatePass()
        let profile = root.storedProfile
        let solver = Solver()
        var lowered: [ConstraintHandle] = []
        var wrapping: [WrappingContent] = []
        for view in subtreeViews() {
            var held =
                view.constraints + view.guideConstraints + view.contentSizeConstraints.compactMap { $0 }
            if view !== self { held += view.autoresizingConstraints }
            for constraint in held where constraint.isInside(self) {
                guard let container = constraint.container,
                    let result = Lowering.lower(constraint, in: container, profile: profile, into: solver)
                else { continue }
                lowered.append(contentsOf: result.constraints)
                if case .contentSize = constraint.kind, let text = view as? any TextContent,
                    text.intrinsicContentSize(forLayoutWidth: .infinity) != nil
                {
                    let axis: LayoutAxis = constraint.firstAttribute == .width ? .horizontal : .vertical
                    wrapping.append(
                        WrappingContent(
                            view: text, axis: axis, lowered: result.constraints,
                            metric: constraint.storedConstant))
                }
            }
        }
        let variables = layoutVariables
        let target = alignmentRect(forFrame: Rect(origin: .zero, size: targetSize)).size
        // `size == target` at each axis's priority: the size's term, and `0 − target` as the
        // constant, as `Constraint(Expression(size), .equal, Expression(constant: target))` reads.
        if horizontal.isValid {
            solver.appendTerm(variables, .width, coefficient: 1)
            lowered.append(solver.makeConstraint(constant: 0 - target.width, .equal, priority: horizontal))
        }
        if vertical.isValid {
            solver.appendTerm(variables, .height, coefficient: 1)
            lowered.append(solver.makeConstraint(constant: 0 - target.height, .equal, priority: vertical))
        }
        do {
            try solver.add(handles: lowered, onConflict: .breakConstraint)
            for _ in 0..<View.maximumFittingRemeasures {
                guard try remeasure(&wrapping, in: solver) else { break }
            }
        } catch {
            deliver(.internalError(error.description))
        }
        let solved = Rect(
            x: 0, y: 0, width: solver.layoutValue(of: variables, .width),
            height: solver.layoutValue(of: variables, .height))
        return frame(forAlignmentRect: solved).size
    }
}

/// The lowered intrinsic-size constraint of one axis of a label that wraps at its layout width.
private struct WrappingContent {
    let view: any TextContent
    let axis: LayoutAxis
    let lowered: LoweredConstraints
    /// The intrinsic size the lowered constraints hold now, on ``axis``.
    var metric: Double
}

extension View {
    /// Measures each wrapping label at its width in the solver's solution and moves its intrinsic
    /// constants; returns whether any moved (so that the solution may have changed).
    private func remeasure(_ wrapping: inout [WrappingContent], in solver: Solver) throws(SolverError)
        -> Bool
    {
        var moved = false
        for index in wrapping.indices {
            let entry = wrapping[index]
            let width = solver.layoutValue(of: entry.view.layoutVariables, .width)
            guard let size = entry.view.intrinsicContentSize(forLayoutWidth: width) else { continue }
            let metric = entry.axis == .horizontal ? size.width : size.height
            guard metric != entry.metric else { continue }
            // The lowered expression is `size − metric`: its constant moves by the opposite amount.
            for constraint in entry.lowered {
                try solver.shiftConstant(
                    ofHandle: constraint, by: entry.metric - metric, onConflict: .breakConstraint)
            }
            wrapping[index].metric = metric
            moved = true
        }
        return moved
    }
}

extension LayoutConstraint {
    /// Whether the container and every item lie in `view`'s subtree.
    func isInside(_ view: View) -> Bool {
        guard let container, container.isDescendant(of: view) else { return false }
        for item in [firstItem, secondItem].compactMap({ $0 }) {
            guard let itemView = item.nearestView, itemView.isDescendant(of: view) else { return false }
        }
        return true
    }
}
