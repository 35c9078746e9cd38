// The problems of a laid-out scene in Interface Builder's words (what `plumb check` reports):
// each conflict, ambiguous view and misplaced view at its line, named by IB ids and user labels.

import Plumb

extension InterfaceBuilderLayout {
    /// The scene's problems in document order of kind: conflicts and other diagnostics as the
    /// layout reported them, then ambiguous views (parents first), then misplaced views
    /// (``misplacedViews(tolerance:)``).
    /// - Parameter tolerance: how far, in points, a solved frame may be from the stored one; 0.5
    ///   by default (IB's frames are rounded to pixels). Problems that belong to no element are
    ///   reported at the scene's line.
    /// - Complexity: O(diagnostics × constraints + views).
    public func problems(tolerance: Double = 0.5) -> [InterfaceBuilderProblem] {
        var result: [InterfaceBuilderProblem] = []
        for diagnostic in diagnostics {
            result.append(problem(for: diagnostic))
        }
        for ambiguous in ambiguousLayouts {
            let entry = entry(for: ambiguous.view)
            let axes = ambiguous.axes.map { $0 == .horizontal ? "horizontal" : "vertical" }.joined(
                separator: " and ")
            result.append(
                InterfaceBuilderProblem(
                    kind: .ambiguous, line: entry?.line ?? sceneLine, column: entry?.column ?? 1,
                    ids: entry.map { [$0.id] } ?? [],
                    message: "\(entry.map(name) ?? "a view") has an ambiguous layout: the constraints do not "
                        + "determine its \(ambiguous.variables.joined(separator: ", ")) (\(axes)); add constraints "
                        + "that fix them"))
        }
        for entry in misplacedViews(tolerance: tolerance) {
            result.append(
                InterfaceBuilderProblem(
                    kind: .misplaced, line: entry.line, column: entry.column, ids: [entry.id],
                    message:
                        "\(name(entry)) is misplaced: Interface Builder stored \(text(entry.designFrame)), "
                        + "the constraints give \(text(entry.frame)); update its frame in Xcode or fix its "
                        + "constraints"))
        }
        return result
    }

    /// A layout diagnostic at the line of the constraint it is about.
    private func problem(for diagnostic: LayoutDiagnostic) -> InterfaceBuilderProblem {
        switch diagnostic {
        case .unsatisfiable(let conflict):
            let ordered = [conflict.broken] + conflict.constraints.filter { $0 !== conflict.broken }
            let listed = conflict.constraints.map(describe).joined(separator: ", ")
            let at = ordered.lazy.compactMap { self.source(of: $0) }.first
            return InterfaceBuilderProblem(
                kind: .unsatisfiable, line: at?.line ?? sceneLine, column: at?.column ?? 1,
                ids: ordered.compactMap { source(of: $0)?.id },
                message: "unable to simultaneously satisfy constraints: \(listed); broke "
                    + "\(describe(conflict.broken)) to recover; remove one of them or lower its priority below 1000"
            )
        case .invalidUse(_, let constraint?):
            let at = source(of: constraint)
            return InterfaceBuilderProblem(
                kind: .layout, line: at?.line ?? sceneLine, column: at?.column ?? 1,
                ids: at.map { [$0.id] } ?? [],
                message: diagnostic.description)
        default:
            return InterfaceBuilderProblem(
                kind: .layout, line: sceneLine, column: 1, ids: [], message: diagnostic.description)
        }
    }

    /// `A.width == 100 (X01-aa-aaa, line 12)`, or the equation alone for a constraint the
    /// document does not hold.
    private func describe(_ constraint: LayoutConstraint) -> String {
        guard let source = source(of: constraint) else { return equation(of: constraint) }
        return "\(equation(of: constraint)) (\(source.id), line \(source.line))"
    }

    /// `'Header' (HDR-aa-bbb)`, or the id alone without a user label.
    private func name(_ entry: Entry) -> String {
        entry.userLabel.map { "'\($0)' (\(entry.id))" } ?? entry.id
    }

    /// `(16, 72, 100, 50)`.
    private func text(_ rect: Rect) -> String {
        "("
            + [rect.minX, rect.minY, rect.width, rect.height].map(InterfaceBuilderLayout.number).joined(
                separator: ", ")
            + ")"
    }
}
