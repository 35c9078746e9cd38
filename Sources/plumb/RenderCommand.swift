import ArgumentParser
import PlumbDocuments
import PlumbRaster

/// `plumb render SPEC -o OUT.svg [--size WxH]... [--overlay] [--format svg|png [--scale N]]`: an
/// SVG (or PNG) picture of a screen spec laid out at one or more sizes.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a screen spec, laid out at one or more sizes, as an SVG (or PNG) picture.",
        discussion: """
            One panel per size (and scene), side by side (docs/spec-format.md, \
            docs/interface-builder.md). -o - writes to standard output. Exit status: 0 when the \
            picture is written (use plumb check for CI), 2 for invalid input (FILE:LINE:COLUMN: \
            error: … on standard error) or a file that cannot be written.
            """
    )

    @Argument(help: "The screen spec (YAML or JSON), or a .xib or .storyboard file.")
    var spec: String

    @OptionGroup var interfaceBuilder: InterfaceBuilderArguments

    @Option(name: [.customShort("o"), .long], help: "The file to write; - for standard output (SVG only).")
    var output: String

    /// The picture formats.
    enum Format: String, ExpressibleByArgument, CaseIterable { case svg, png }

    @Option(name: .long, help: "svg, or png (needs the PNG trait).")
    var format: Format = .svg

    @OptionGroup var picture: PictureArguments

    @OptionGroup var layout: LayoutArguments

    @Flag(name: .long, help: "Draw the constraints, broken constraints and ambiguous views.")
    var overlay = false

    @Flag(name: .long, help: "Draw the whole content of scroll views and lists, not only the visible part.")
    var full = false

    func validate() throws {
        if format == .png { try PictureArguments.check("png", output: output) }
    }

    func run() throws {
        let document = try openDocument(at: spec)
        let drawing = try exitingOnError { () throws(ScreenDocumentError) in
            try document.drawing(
                options: interfaceBuilder.options(layout), overlay: overlay, fullContent: full)
        }
        guard format == .png else { return try writeOutput(drawing.svg(), to: output) }
        try PictureArguments.write(to: output) { () throws(PictureError) in
            try Picture.png(drawing, scale: picture.scale)
        }
    }
}
