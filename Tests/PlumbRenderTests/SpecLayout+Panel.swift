// The tests' copy of `plumb`'s adapter from a screen spec's layout to a renderer's panel
// (Sources/plumb/SpecLayout+Drawing.swift): the tests draw specs as `plumb render` draws them.

import Plumb
import PlumbRender
import PlumbSpec

extension SpecLayout {
    /// The layout as a renderer's panel: the report's views in order, its constraints in spec
    /// order (entry by entry, then as made) titled with their spec text and line, and its
    /// diagnostics as the overlay's ambiguous views and caption counts.
    var panel: LayoutRenderer.Panel {
        var found: [(constraint: LayoutConstraint, source: ConstraintSpec, order: Int)] = []
        var seen: Set<ObjectIdentifier> = []
        for entry in views {
            for constraint in entry.view.constraints {
                let id = ObjectIdentifier(constraint)
                guard let source = sources[id], seen.insert(id).inserted else { continue }
                found.append((constraint, source, found.count))
            }
        }
        found.sort {
            ($0.source.location.line, $0.source.location.column, $0.order)
                < ($1.source.location.line, $1.source.location.column, $1.order)
        }
        let ambiguous = diagnostics.filter { $0.kind == .ambiguous }
        let annotations = RenderAnnotations(
            views: views.map(\.view),
            constraints: found.map {
                RenderAnnotations.SourcedConstraint(
                    $0.constraint, source: $0.source.text, line: $0.source.location.line)
            },
            ambiguousViews: ambiguous.compactMap { diagnostic in
                guard let name = diagnostic.view, let entry = entry(named: name) else { return nil }
                return RenderAnnotations.AmbiguousView(
                    entry.view, name: name, variables: diagnostic.variables)
            },
            unsatisfiableCount: diagnostics.filter { $0.kind == .unsatisfiable }.count)
        return LayoutRenderer.Panel(root: root, annotations: annotations)
    }
}
