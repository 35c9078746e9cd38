// Ambiguity tools (docs/auto-layout.md §8.7): which views the constraints do not pin down, what
// affects a view's layout, and a whole-tree report in the spirit of UIKit's `_autolayoutTrace`.

import PlumbSolver

/// A view whose frame the constraints do not determine, and on which axes.
public struct AmbiguousLayout: CustomStringConvertible {
    /// The view.
    public let view: View
    /// The ambiguous axes (horizontal when minX or width can move, vertical for minY or height).
    public let axes: [LayoutAxis]
    /// The engine variables that can move without changing how well the constraints are met:
    /// `minX`, `minY`, `width`, `height`, and a scroll view's `contentWidth`, `contentHeight`.
    public let variables: [String]

    /// `View:0x…'name': AMBIGUOUS LAYOUT for minY (vertical)`.
    public var description: String {
        let names = axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(separator: ", ")
        return
            "\(view.layoutDescription): AMBIGUOUS LAYOUT for \(variables.joined(separator: ", ")) (\(names))"
    }

    /// The constraints that affect the view along its ambiguous axes, each once, in axis order
    /// (``View/constraintsAffectingLayout(for:)`` of each axis): what a report of the
    /// ambiguity names. Runs the update pass. O(constraints touching the view).
    public var constraintsAffectingLayout: [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        return axes.flatMap { view.constraintsAffectingLayoutAsUpdated(for: $0) }.filter {
            seen.insert(ObjectIdentifier($0)).inserted
        }
    }
}

extension View {
    /// Whether the engine could move or resize the view without changing how well the constraints
    /// are met (a debugging aid, like UIKit's). Runs the update pass first. The root's position is
    /// not the engine's concern and never counts.
    public var hasAmbiguousLayout: Bool {
        !ambiguousVariables().isEmpty
    }

    /// The view's ambiguous engine variables, by name. Runs the update pass first.
    func ambiguousVariables() -> [String] {
        let root = rootView
        root.runUpdatePass()
        return ambiguousVariables(in: root.engine.solver)
    }

    /// The view's ambiguous engine variables in `solver`, by name, without an update pass (the
    /// caller has run it, once for a whole tree: a pass per view would make a tree's report
    /// quadratic in its size).
    func ambiguousVariables(in solver: Solver) -> [String] {
        let variables = layoutVariables
        var candidates: [(String, RectangleVariables, RectangleVariables.Member)] = [
            ("width", variables, .width), ("height", variables, .height),
        ]
        if superview != nil {
            candidates = [("minX", variables, .minX), ("minY", variables, .minY)] + candidates
        }
        if let scroll = self as? ScrollView { candidates += scroll.contentAmbiguityCandidates }
        return candidates.filter { solver.isAmbiguous($0.1, $0.2) }.map(\.0)
    }

    /// Moves an ambiguous view to another solution that meets the constraints equally well, and
    /// applies it; calling it again may move it back or elsewhere (UIKit's debugging aid).
    public func exerciseAmbiguityInLayout() {
        let root = rootView
        root.runUpdatePass()
        let engine = root.engine
        let variables = layoutVariables
        var moved = false
        for member in [RectangleVariables.Member.minX, .minY, .width, .height]
        where engine.solver.isAmbiguous(variables, member) {
            moved = engine.solver.exerciseAmbiguity(of: variables, member) || moved
        }
        if moved {
            engine.revision += 1
            superview?.setNeedsLayout()
            layoutIfNeeded()
        }
    }

    /// The constraints that determine the view's position and size on an axis: its own, its
    /// intrinsic-size and autoresizing constraints and every other constraint whose effect
    /// reaches it through the engine, in the order they were lowered.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        rootView.runUpdatePass()
        return constraintsAffectingLayoutAsUpdated(for: axis)
    }

    /// ``constraintsAffectingLayout(for:)`` without the update pass, for a caller that has just
    /// run it (``ambiguousLayouts()`` does) and asks about many views: a pass per view would make
    /// a tree's ambiguity report quadratic in its size.
    package func constraintsAffectingLayoutAsUpdated(for axis: LayoutAxis) -> [LayoutConstraint] {
        let engine = rootView.engine
        var seen = Set<ObjectIdentifier>()
        var result: [LayoutConstraint] = []
        for member in [axis.positionMember, axis.sizeMember] {
            for solverConstraint in engine.solver.constraintsAffecting(layoutVariables, member) {
                guard let owner = engine.owner(of: solverConstraint),
                    seen.insert(ObjectIdentifier(owner)).inserted
                else { continue }
                result.append(owner)
            }
        }
        return result.sorted { $0.loweredOrder < $1.loweredOrder }
    }

    /// Every view of the tree whose layout is ambiguous, parents first. Called on any view, it
    /// reports the whole tree (from the root).
    /// - Complexity: one update pass, then an ambiguity test per view.
    public func ambiguousLayouts() -> [AmbiguousLayout] {
        let root = rootView
        root.runUpdatePass()
        let solver = root.engine.solver
        var result: [AmbiguousLayout] = []
        for view in root.subtreeViews() {
            let variables = view.ambiguousVariables(in: solver)
            guard !variables.isEmpty else { continue }
            var axes: [LayoutAxis] = []
            if variables.contains(where: ["minX", "width", "contentWidth"].contains) {
                axes.append(.horizontal)
            }
            if variables.contains(where: ["minY", "height", "contentHeight"].contains) {
                axes.append(.vertical)
            }
            result.append(AmbiguousLayout(view: view, axes: axes, variables: variables))
        }
        return result
    }

    /// The subtree as text, one view per line indented by depth with `|   `, in the manner of
    /// UIKit's `_autolayoutTrace`: `•` marks the engine's host (the root), `*` a view laid out by
    /// constraints, and ambiguous views end with `- AMBIGUOUS LAYOUT for minX, width`.
    public func autolayoutTrace() -> String {
        let root = rootView
        root.runUpdatePass()
        let solver = root.engine.solver
        var lines: [String] = []
        var stack: [(View, Int)] = [(self, 0)]
        while let (view, depth) = stack.popLast() {
            var line = String(repeating: "|   ", count: depth)
            if view.superview == nil {
                line += "•"
            } else if !view.translatesAutoresizingMaskIntoConstraints {
                line += "*"
            }
            line += view.layoutDescription
            let ambiguous = view.ambiguousVariables(in: solver)
            if !ambiguous.isEmpty { line += "- AMBIGUOUS LAYOUT for " + ambiguous.joined(separator: ", ") }
            lines.append(line)
            for subview in view.subviews.reversed() { stack.append((subview, depth + 1)) }
        }
        return lines.joined(separator: "\n")
    }
}
