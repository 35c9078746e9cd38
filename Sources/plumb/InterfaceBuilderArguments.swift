// The options `plumb layout`, `render` and `convert` take for Interface Builder files, and reading
// one: errors as `FILE:LINE:COLUMN: error: …` with exit status 2, warnings on standard error.

import ArgumentParser
import Foundation
import PlumbInterfaceBuilder

/// `--scene`, `--traits` and `--text`, for `.xib` and `.storyboard` files.
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

    /// The layout options these arguments and `direction` give.
    func options(direction: DirectionArgument?) -> InterfaceBuilderReport.Options {
        InterfaceBuilderReport.Options(
            traits: traits, text: .choosing(design: text == .design, measurer: commandTextMeasurer()),
            direction: direction?.direction ?? .leftToRight)
    }
}

/// `--traits wR,hC`: a width and a height size class.
extension SizeClassTraits: ExpressibleByArgument {
    /// Reads `wR,hC`; nil for anything else.
    public init?(argument: String) { self.init(argument) }
}

/// Whether `path` names an Interface Builder file (`.xib`, `.storyboard`).
func isInterfaceBuilderFile(_ path: String) -> Bool {
    ["xib", "storyboard"].contains(URL(fileURLWithPath: path).pathExtension)
}

/// Runs `body` on the document at `path` after printing its warnings to standard error; a document
/// that cannot be read or an unknown scene is printed to standard error and exits 2.
func withDocument(
    at path: String, _ body: (InterfaceBuilderDocument) throws(InterfaceBuilderSceneError) -> Void
) throws {
    do {
        let document = try InterfaceBuilderDocument(path: path)
        for warning in document.warnings { printError("\(warning)") }
        try body(document)
    } catch let error as CustomStringConvertible {
        printError(error.description)
        throw ExitCode(2)
    }
}
