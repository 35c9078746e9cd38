import Plumb

/// What `plumb layout`, `plumb render` and `plumb convert` do with an Interface Builder document,
/// as library calls (the CLI only parses its arguments and prints these; the tests call them
/// directly).
public enum InterfaceBuilderReport {
    /// The output formats of `plumb layout`.
    public enum Format: String, Sendable, CaseIterable {
        /// One JSON object per scene and size, one per line (``InterfaceBuilderLayout/json(scene:)``).
        case json
        /// A frame table per scene and size (``InterfaceBuilderLayout/text(scene:)``).
        case text
    }

    /// How every scene is laid out: the options `--traits`, `--text` and `--direction` set.
    public struct Options: Sendable {
        /// The size classes that choose `<variation>`s; nil for the document's device's own.
        public var traits: SizeClassTraits?
        /// How text controls get their intrinsic sizes.
        public var text: InterfaceBuilderTextSizing
        /// The root's layout direction.
        public var direction: UserInterfaceLayoutDirection

        /// Options; by default the device's traits, text measured by Plumb's
        /// `FallbackTextMeasurer`, left to right.
        public init(
            traits: SizeClassTraits? = nil,
            text: InterfaceBuilderTextSizing = .measured(FallbackTextMeasurer()),
            direction: UserInterfaceLayoutDirection = .leftToRight
        ) {
            self.traits = traits
            self.text = text
            self.direction = direction
        }
    }

    /// The scenes `id` selects: every scene of the document for nil, else the one with that id.
    /// - Throws: ``InterfaceBuilderSceneError`` when no scene has the id; its message lists them.
    public static func scenes(
        of document: InterfaceBuilderDocument, id: String?
    ) throws(InterfaceBuilderSceneError) -> [InterfaceBuilderScene] {
        guard let id else { return document.scenes }
        guard let scene = document.scenes.first(where: { $0.id == id }) else {
            throw sceneError(document, id: id)
        }
        return [scene]
    }

    /// The one scene `id` selects; without an id, the document's only scene.
    /// - Throws: ``InterfaceBuilderSceneError`` when no scene has the id, or when no id is
    ///   given and the document has no scene or several.
    public static func scene(
        of document: InterfaceBuilderDocument, id: String?
    ) throws(InterfaceBuilderSceneError) -> InterfaceBuilderScene {
        let scenes = try scenes(of: document, id: id)
        guard scenes.count == 1 else { throw sceneError(document, id: id) }
        return scenes[0]
    }

    static func sceneError(_ document: InterfaceBuilderDocument, id: String?) -> InterfaceBuilderSceneError {
        InterfaceBuilderSceneError(
            path: document.path, id: id,
            scenes: document.scenes.map { "\($0.id) (\($0.className)\($0.title.map { " '\($0)'" } ?? ""))" })
    }

    /// The selected scenes, each laid out at each size (its design size when `sizes` is empty),
    /// scene by scene.
    /// - Complexity: one layout per scene and size (``InterfaceBuilderScene/layout(size:traits:text:direction:)``).
    public static func layouts(
        _ scenes: [InterfaceBuilderScene], sizes: [Size], options: Options
    ) -> [(scene: InterfaceBuilderScene, layout: InterfaceBuilderLayout)] {
        scenes.flatMap { scene in
            (sizes.isEmpty ? [nil] : sizes.map(Optional.some)).map { size in
                (
                    scene,
                    scene.layout(
                        size: size, traits: options.traits, text: options.text, direction: options.direction)
                )
            }
        }
    }

    /// `plumb layout`: every selected scene at every size, as JSON lines or frame tables, without
    /// a trailing newline.
    /// - Throws: ``InterfaceBuilderSceneError`` for an unknown `scene` id.
    public static func layoutOutput(
        _ document: InterfaceBuilderDocument, scene: String? = nil, sizes: [Size] = [],
        format: Format = .json,
        options: Options = Options()
    ) throws(InterfaceBuilderSceneError) -> String {
        let layouts = layouts(try scenes(of: document, id: scene), sizes: sizes, options: options)
        switch format {
        case .json: return layouts.map { $0.layout.json(scene: $0.scene.id) }.joined(separator: "\n")
        case .text: return layouts.map { $0.layout.text(scene: $0.scene) }.joined(separator: "\n\n")
        }
    }
}

/// `--scene ID` names no scene of the document, or a command that takes one scene was not told
/// which of several; the message lists the scenes there are.
public struct InterfaceBuilderSceneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The document's path.
    public let path: String
    /// The id asked for; nil when none was given and the document has several scenes.
    public let id: String?
    /// The document's scenes, `ID (Class 'title')`, in document order.
    public let scenes: [String]

    /// `PATH:1:1: error: no scene has id 'ID'; …`.
    public var description: String {
        let problem =
            id.map { "no scene has id '\($0)'" } ?? "the document has \(scenes.count) scenes; choose one"
        return "\(path):1:1: error: \(problem); pass one of the document's scenes to --scene: "
            + (scenes.isEmpty ? "(the document has none)" : scenes.joined(separator: ", "))
    }
}
