import Plumb
import PlumbInterfaceBuilder
import PlumbInterfaceBuilderRender
import PlumbInterfaceBuilderSpec
import PlumbRender
import PlumbSpec
import PlumbSpecRender

extension ScreenDocument {
    /// `plumb layout`: every size (and scene) laid out, as JSON or frame tables, without a
    /// trailing newline: `SpecReport.layoutOutput` for a spec (one JSON object, or an array for
    /// several sizes; with `constraints`, every active constraint too), and
    /// `InterfaceBuilderReport.layoutOutput` for a document (a JSON line per scene and size).
    /// - Throws: ``ScreenDocumentError/spec(_:)`` for an invalid spec,
    ///   ``ScreenDocumentError/scene(_:)`` for an unknown scene id.
    /// - Complexity: one layout per size and scene.
    public func layoutOutput(
        format: SpecReport.Format, constraints: Bool = false, options: Options = Options()
    ) throws(ScreenDocumentError) -> String {
        try matching { spec throws(SpecError) in
            try SpecReport.layoutOutput(
                spec.directed(options.direction), sizes: options.sizes, format: format,
                constraints: constraints,
                measurer: options.measurer)
        } interfaceBuilder: { document throws(InterfaceBuilderSceneError) in
            try InterfaceBuilderReport.layoutOutput(
                document, scene: options.scene, sizes: options.sizes, format: format == .json ? .json : .text,
                options: options.interfaceBuilder)
        }
    }

    /// `plumb render`: every size (and scene) laid out and drawn side by side, a panel each, as a
    /// `Drawing` (its `svg()` is the SVG; PlumbRaster paints it as a PNG).
    /// - Parameters:
    ///   - options: sizes, direction, scene, traits and text.
    ///   - overlay: draw the constraints, broken constraints and ambiguous views (`--overlay`).
    ///   - fullContent: draw the whole content of scroll views and lists (`--full`).
    /// - Throws: as ``layoutOutput(format:constraints:options:)``.
    public func drawing(
        options: Options = Options(), overlay: Bool = false, fullContent: Bool = false
    ) throws(ScreenDocumentError) -> Drawing {
        try matching { spec throws(SpecError) in
            try SpecReport.drawing(
                spec.directed(options.direction), sizes: options.sizes, overlay: overlay,
                fullContent: fullContent,
                measurer: options.measurer)
        } interfaceBuilder: { document throws(InterfaceBuilderSceneError) in
            try InterfaceBuilderReport.drawing(
                document, scene: options.scene, sizes: options.sizes, options: options.interfaceBuilder,
                overlay: overlay, fullContent: fullContent)
        }
    }

    /// `plumb convert`: an Interface Builder scene (``Options/scene``; the document's only scene
    /// when nil) written as a screen spec, with what the spec cannot say as warnings.
    /// - Throws: ``ScreenDocumentError/scene(_:)`` for an unknown or missing scene id,
    ///   ``ScreenDocumentError/alreadySpec(path:)`` for a spec.
    public func conversion(options: Options = Options()) throws(ScreenDocumentError)
        -> InterfaceBuilderReport
        .Conversion
    {
        switch self {
        case .spec(let spec): throw .alreadySpec(path: spec.file)
        case .interfaceBuilder(let document):
            do throws(InterfaceBuilderSceneError) {
                return try InterfaceBuilderReport.spec(
                    of: document, scene: options.scene, options: options.interfaceBuilder)
            } catch {
                throw .scene(error)
            }
        }
    }
}

extension ScreenDocument {
    /// `spec` on a spec, `interfaceBuilder` on a document, their errors wrapped as
    /// ``ScreenDocumentError``.
    fileprivate func matching<T>(
        spec: (Spec) throws(SpecError) -> T,
        interfaceBuilder: (InterfaceBuilderDocument) throws(InterfaceBuilderSceneError) -> T
    ) throws(ScreenDocumentError) -> T {
        switch self {
        case .spec(let value):
            do throws(SpecError) { return try spec(value) } catch { throw .spec(error) }
        case .interfaceBuilder(let document):
            do throws(InterfaceBuilderSceneError) { return try interfaceBuilder(document) } catch {
                throw .scene(error)
            }
        }
    }
}

extension Spec {
    /// The spec with its layout direction replaced by `direction`, when given.
    fileprivate func directed(_ direction: UserInterfaceLayoutDirection?) -> Spec {
        var spec = self
        if let direction { spec.layoutDirection = direction }
        return spec
    }
}
