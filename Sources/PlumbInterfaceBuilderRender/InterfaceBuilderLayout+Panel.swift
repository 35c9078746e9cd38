// An Interface Builder scene's layout as the renderer's input: its views in document order, each
// constraint titled with its IB id and line, the ambiguous views by user label or IB id. PlumbRender
// knows no input format and PlumbInterfaceBuilder knows no renderer: this module joins them.

import PlumbInterfaceBuilder
import PlumbRender

extension InterfaceBuilderLayout {
    /// The layout as a renderer's panel: its views in document order, its constraints titled with
    /// their IB ids and lines, its ambiguous views by name, the unsatisfiable count and `title` in the
    /// caption (such as `BYZ-38-t0r (ViewController)`). O(views + constraints).
    public func panel(title: String) -> LayoutRenderer.Panel {
        let annotations = RenderAnnotations(
            views: entries.map(\.view),
            constraints: titledConstraints.map { .init($0.constraint, source: $0.title, line: $0.line) },
            ambiguousViews: namedAmbiguousViews.map {
                .init($0.view, name: $0.name, variables: $0.variables)
            },
            unsatisfiableCount: unsatisfiableCount, title: title)
        return LayoutRenderer.Panel(root: root, annotations: annotations)
    }
}
