// What a renderer needs to know about a laid-out scene that the `View` tree does not hold: the
// views in document order, the document's constraints with the ids and lines they were written
// at, and the ambiguous views under the names IB shows. PlumbInterfaceBuilder knows no renderer;
// `plumb render` hands these to PlumbRender's `RenderAnnotations`.

import Plumb

extension InterfaceBuilderLayout {
    /// A constraint of the document with the title an overlay shows for it.
    public struct TitledConstraint {
        /// The constraint.
        public let constraint: LayoutConstraint
        /// `ID: EQUATION` or `ID (identifier): EQUATION`: the `<constraint>`'s id and identifier,
        /// then the constraint in IB ids.
        public let title: String
        /// The 1-based line of the `<constraint>`.
        public let line: Int
    }

    /// Every constraint made from a `<constraint>` of the document and held by a view of the
    /// scene, in document order (by line and column).
    /// - Complexity: O(constraints · log constraints).
    public var titledConstraints: [TitledConstraint] {
        var found: [(TitledConstraint, column: Int)] = []
        var seen: Set<ObjectIdentifier> = []
        for entry in entries {
            for constraint in entry.view.constraints where seen.insert(ObjectIdentifier(constraint)).inserted
            {
                guard let source = source(of: constraint) else { continue }
                let title =
                    "\(source.id)\(source.identifier.map { " (\($0))" } ?? ""): \(equationText(constraint))"
                found.append(
                    (TitledConstraint(constraint: constraint, title: title, line: source.line), source.column)
                )
            }
        }
        return found.sorted { ($0.0.line, $0.column) < ($1.0.line, $1.column) }.map(\.0)
    }

    /// The views the constraints do not determine (``ambiguousLayouts``), each with its name
    /// (`'User label' (ID)` or `ID`) and the variables left free.
    public var namedAmbiguousViews: [(view: View, name: String, variables: [String])] {
        ambiguousLayouts.map { ambiguous in
            let name =
                entry(for: ambiguous.view).map(displayName) ?? ambiguous.view.accessibilityIdentifier ?? "?"
            return (ambiguous.view, name, ambiguous.variables)
        }
    }

    /// How many unsatisfiable conflicts the layout recovered from.
    public var unsatisfiableCount: Int {
        diagnostics.filter { if case .unsatisfiable = $0 { true } else { false } }.count
    }
}
