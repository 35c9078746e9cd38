// `plumb render` for Interface Builder files as one library call: the chosen scenes laid out at
// each size, drawn as one SVG of side-by-side panels titled with their scenes.

import Plumb
import PlumbInterfaceBuilder
import PlumbRender

extension InterfaceBuilderReport {
    /// `plumb render`: scenes laid out at each size and drawn as one SVG, a panel per scene and
    /// size titled such as `BYZ-38-t0r (ViewController)`.
    ///
    /// - Parameters:
    ///   - document: the Interface Builder document.
    ///   - scene: the scene's id; every scene when nil.
    ///   - sizes: the root sizes in points; each scene's design size when empty.
    ///   - options: size classes, text sizing and layout direction.
    ///   - overlay: draw the constraints, broken constraints and ambiguous views (`--overlay`).
    ///   - fullContent: draw scroll views' whole content, not only the visible part (`--full`).
    /// - Throws: `InterfaceBuilderSceneError` when no scene has the id.
    public static func svg(
        _ document: InterfaceBuilderDocument, scene: String?, sizes: [Size], options: Options,
        overlay: Bool = false, fullContent: Bool = false
    ) throws(InterfaceBuilderSceneError) -> String {
        try drawing(
            document, scene: scene, sizes: sizes, options: options, overlay: overlay, fullContent: fullContent
        ).svg()
    }

    /// The picture ``svg(_:scene:sizes:options:overlay:fullContent:)`` writes, as a `Drawing` (for
    /// a rasteriser, such as PlumbRaster's `PNGRenderer`, to draw the same); same parameters.
    /// - Throws: `InterfaceBuilderSceneError` when no scene has the id.
    public static func drawing(
        _ document: InterfaceBuilderDocument, scene: String?, sizes: [Size], options: Options,
        overlay: Bool = false, fullContent: Bool = false
    ) throws(InterfaceBuilderSceneError) -> Drawing {
        let layouts = Self.layouts(try scenes(of: document, id: scene), sizes: sizes, options: options)
        return LayoutRenderer(overlay: overlay, clipsScrollViews: !fullContent).drawing(
            layouts.map { $0.layout.panel(title: "\($0.scene.id) (\($0.scene.className))") })
    }
}
