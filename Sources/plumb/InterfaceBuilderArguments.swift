import ArgumentParser
import PlumbDocuments
import PlumbInterfaceBuilder

/// `--scene`, `--traits` and `--text`: what `plumb layout`, `render` and `convert` take for `.xib`
/// and `.storyboard` files.
struct InterfaceBuilderArguments: ParsableArguments {
    @Option(name: .long, help: "A .xib or .storyboard file's scene to use, by id (all scenes by default).")
    var scene: String?

    @Option(
        name: .long,
        help: "Size classes such as wR,hC for a .xib or .storyboard (its device's own by default).")
    var traits: SizeClassTraits?

    @Option(name: .long, help: "measured (default) or design: text controls' sizes in a .xib or .storyboard.")
    var text: TextArgument = .measured

    /// `--text`: measured by FreeType or taken from the design-time frames.
    enum TextArgument: String, ExpressibleByArgument, CaseIterable { case measured, design }

    /// The layout options these arguments and `layout`'s sizes and direction give.
    func options(_ layout: LayoutArguments? = nil) -> ScreenDocument.Options {
        ScreenDocument.Options(
            sizes: layout?.sizes ?? [], direction: layout?.direction, scene: scene, traits: traits,
            usesDesignText: text == .design, measurer: commandTextMeasurer())
    }
}

/// `--traits wR,hC`: a width and a height size class.
extension SizeClassTraits: ExpressibleByArgument {
    /// Reads `wR,hC`; nil for anything else.
    public init?(argument: String) { self.init(argument) }
}
