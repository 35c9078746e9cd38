// systemLayoutSizeFitting (auto-layout.md §8.8).
//
// The receiver's subtree is solved on its own, in a scratch solver: every constraint held inside
// the subtree whose items all lie inside it, the subviews' system constraints, and two fitting
// constraints `width == target.width @horizontal`, `height == target.height @vertical`. The
// receiver's own frame, autoresizing and root-size constraints take no part, and the tree's
// engine is not touched.

import PlumbSolver

extension View {
    /// The target size that asks for the smallest size the content allows: (0, 0).
    public static let layoutFittingCompressedSize = Size.zero
    /// The target size that asks for the largest size the content allows: 100,000 on each axis (a
    /// large finite size; Apple's exact value is not documented).
    public static let layoutFittingExpandedSize = Size(width: 100_000, height: 100_000)

    /// The size closest to `targetSize` that the view's constraints allow, with both fitting
    /// constraints at ``LayoutPriority/fittingSizeLevel`` (50).
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, each axis pulled toward
    /// the target at its priority (1000 fixes it: the self-sizing-cell idiom fixes the width).
    /// The view's frame does not change.
    /// - Complexity: lowers and solves the subtree: O(subtree) plus the solver's work.
    public func systemLayoutSizeFitting(
        _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
        verticalFittingPriority vertical: LayoutPriority
    ) -> Size {
        let root = rootView
        root.runUpdatePass()
        let profile = root.storedProfile
        let solver = Solver()
        var lowered: [Constraint] = []
        for view in subtreeViews() {
            var held =
                view.constraints + view.guideConstraints + view.contentSizeConstraints.compactMap { $0 }
            if view !== self { held += view.autoresizingConstraints }
            for constraint in held where constraint.isInside(self) {
                guard let container = constraint.container,
                    let result = Lowering.lower(constraint, in: container, profile: profile)
                else { continue }
                lowered.append(contentsOf: result.constraints)
            }
        }
        let variables = layoutVariables
        if horizontal.isValid {
            lowered.append(
                Constraint(
                    Expression(variables.width), .equal, Expression(constant: targetSize.width),
                    priority: horizontal))
        }
        if vertical.isValid {
            lowered.append(
                Constraint(
                    Expression(variables.height), .equal, Expression(constant: targetSize.height),
                    priority: vertical))
        }
        do {
            try solver.add(lowered, onConflict: .breakConstraint)
        } catch {
            deliver(.internalError(error.description))
        }
        return Size(
            width: solver.layoutValue(of: variables.width), height: solver.layoutValue(of: variables.height))
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
