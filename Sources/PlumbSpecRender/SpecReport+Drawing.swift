// `plumb render` for screen specs as one library call: the spec laid out at each size, drawn as
// one SVG (or one `Drawing`, for a PNG) of side-by-side panels.

import Plumb
import PlumbRender
import PlumbSpec

extension SpecReport {
    /// `plumb render`: the spec laid out at each size and drawn as one SVG, a panel per size.
    ///
    /// - Parameters:
    ///   - spec: the screen spec.
    ///   - sizes: the root sizes in points; the spec's own size when empty.
    ///   - overlay: draw the constraints, broken constraints and ambiguous views (`--overlay`).
    ///   - fullContent: draw the whole content of scroll views and lists, not only the visible
    ///     part (`--full`).
    ///   - measurer: measures the text of labels, buttons and fields.
    /// - Throws: `SpecError` for invalid input; then nothing is drawn.
    public static func svg(
        _ spec: Spec, sizes: [Size], overlay: Bool = false, fullContent: Bool = false,
        measurer: any TextMeasuring = FallbackTextMeasurer()
    ) throws(SpecError) -> String {
        try drawing(spec, sizes: sizes, overlay: overlay, fullContent: fullContent, measurer: measurer).svg()
    }

    /// The picture ``svg(_:sizes:overlay:fullContent:measurer:)`` writes, as a `Drawing` (for a
    /// rasteriser, such as PlumbRaster's `PNGRenderer`, to draw the same); same parameters.
    /// - Throws: `SpecError` for invalid input; then nothing is drawn.
    public static func drawing(
        _ spec: Spec, sizes: [Size], overlay: Bool = false, fullContent: Bool = false,
        measurer: any TextMeasuring = FallbackTextMeasurer()
    ) throws(SpecError) -> Drawing {
        var layouts = try Self.layouts(spec, sizes: sizes, measurer: measurer)
        if fullContent { layouts = layouts.map { $0.showingFullContent() } }
        return LayoutRenderer(overlay: overlay, clipsScrollViews: !fullContent).drawing(layouts.map(\.panel))
    }
}
