// Re-laying out a spec's tree at a new root size, for a root resized by dragging (the
// playground's drag session).
//
// Design. The tree, its constraints and the solver's state are kept; only the root's frame
// changes, and `layoutIfNeeded()` re-solves incrementally. The answer must be the one a fresh
// tree gives at that size (``Spec/layOut(size:measurer:)``). When the constraints have one
// solution and none is broken, the incremental solve finds that solution whatever sizes came
// before. Otherwise the path matters, and the answer comes from a fresh tree: a conflict broken
// at an earlier size stays broken (the broken constraint stays installed at priority 1100), a
// conflict first met at the new size is broken from the previous solution, and an ambiguous
// layout keeps whichever of its solutions the previous size left (a stack squeezed below its
// views' sizes at equal priorities). So a layout with an unsatisfiable or ambiguous diagnostic
// is never reused, and a result that has one is replaced by a fresh layout. Springs and struts
// (`frame:` views) translate into linear constraints on the root's size, the same whatever sizes
// came before.

import Plumb

extension SpecLayout {
    /// The same tree laid out again with the root `size` points wide and high: the frames and
    /// diagnostics ``Spec/layOut(size:measurer:)`` gives at `size` (with the same measurer),
    /// solved incrementally when it can be, else from a fresh tree: when this layout or the
    /// result is unsatisfiable or ambiguous (``hasFailures``; see the file's design note).
    ///
    /// The tree is shared, not copied: after the call this layout's ``root`` and ``views``' views
    /// show the new size (its frames and diagnostics, being values, do not change). Use the
    /// returned layout, and this one no more.
    /// - Complexity: an incremental solve of the constraints the root's size reaches; a full
    ///   build when falling back.
    /// - Throws: ``SpecError`` when a number overflows or the run is cancelled.
    public func relayout(size: Size) throws(SpecError) -> SpecLayout {
        let unsatisfiable = { (layout: SpecLayout) in
            layout.diagnostics.contains { $0.kind == .unsatisfiable }
        }
        var builder = self.builder
        guard !unsatisfiable(self) else { return try fresh(builder, size: size) }
        builder.size = size
        builder.sizeFromCommandLine = true
        builder.collected.diagnostics.removeAll()
        let layout = try builder.layOut()
        return layout.hasFailures ? try fresh(builder, size: size) : layout
    }

    /// The spec built and laid out in a fresh tree at `size`, with this layout's measurer.
    private func fresh(_ builder: SpecBuilder, size: Size) throws(SpecError) -> SpecLayout {
        try spec.layOut(size: size, measurer: builder.measurer)
    }
}
