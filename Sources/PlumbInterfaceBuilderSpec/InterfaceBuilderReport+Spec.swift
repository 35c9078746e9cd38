// `plumb convert` as one library call: an Interface Builder scene written as the equivalent
// screen spec. PlumbSpec's `SpecWriter` knows no documents and PlumbInterfaceBuilder knows no
// spec format: this module joins them, handing the writer the document's names for views and
// guides, each view's and constraint's origin (`ID, line N`) as comments, and which controls'
// intrinsic sizes the document fixed; what the writer cannot say comes back as document warnings.

import Plumb
import PlumbInterfaceBuilder
import PlumbSpec

extension InterfaceBuilderReport {
    /// A scene written as a screen spec, and what the spec cannot say.
    public struct Conversion: Sendable {
        /// The spec, as YAML text ending in a newline.
        public var yaml: String
        /// What the spec leaves out or may lay out differently, each at the document's element
        /// (`PATH:LINE:COLUMN: warning: …`).
        public var warnings: [InterfaceBuilderWarning]
    }

    /// `plumb convert`: a scene laid out at its design size, written as a screen spec whose header
    /// comment names the document and scene.
    /// - Parameters:
    ///   - document: the Interface Builder document.
    ///   - id: the scene's id; the document's only scene when nil.
    ///   - options: the size classes and text sizing (the direction is not used: a spec says its
    ///     own).
    /// - Throws: `InterfaceBuilderSceneError` when no scene has the id, or when no id is given
    ///   and the document has no scene or several.
    /// - Complexity: O(views + constraints) after the layout.
    public static func spec(
        of document: InterfaceBuilderDocument, scene id: String?, options: Options
    ) throws(InterfaceBuilderSceneError) -> Conversion {
        let scene = try scene(of: document, id: id)
        let layout = scene.layout(traits: options.traits, text: options.text)
        let written = SpecWriter(
            name: { layout.specName(of: $0) }, comment: { layout.origin(of: $0) },
            constraintComment: { layout.origin(of: $0) },
            hasFixedIntrinsicSize: layout.hasFixedIntrinsicSize
        ).write(
            layout.root, header: ["\(document.path), scene \(scene.id) (\(scene.className)): plumb convert"])
        let warnings =
            written.issues.map {
                layout.warning(
                    path: document.path, view: $0.view, constraint: $0.constraint, message: $0.message)
            } + layout.fixedSizeWarnings(path: document.path)
        return Conversion(yaml: written.yaml, warnings: warnings)
    }
}
