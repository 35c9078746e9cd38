import ArgumentParser
import PlumbDocuments
import PlumbSpec

/// `plumb layout SPEC|FILE.xib|FILE.storyboard [--size WxH]... [--format json|text]`: a screen
/// spec's frames and diagnostics at one or more sizes.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract:
            "Lay out a screen spec or an Interface Builder file and print every view's frames and the diagnostics.",
        discussion: """
            JSON (one line per size; an array for several --size) or, with --format text, a frame \
            table; a .xib or .storyboard prints a JSON line per scene and size. The spec format and \
            the JSON shapes: docs/spec-format.md, docs/interface-builder.md. Invalid input exits 2 \
            with FILE:LINE:COLUMN: error: … on standard error.
            """
    )

    @Argument(help: "The screen spec (YAML or JSON), or a .xib or .storyboard file.")
    var spec: String

    @OptionGroup var interfaceBuilder: InterfaceBuilderArguments

    @OptionGroup var layout: LayoutArguments

    @Option(name: .long, help: "json (default) or text.")
    var format: SpecReport.Format = .json

    @Flag(name: .long, help: "Also list every active constraint with the spec line that made it.")
    var constraints = false

    func run() throws {
        let document = try openDocument(at: spec)
        print(
            try exitingOnError { () throws(ScreenDocumentError) in
                try document.layoutOutput(
                    format: format, constraints: constraints, options: interfaceBuilder.options(layout))
            })
    }
}

extension SpecReport.Format: ExpressibleByArgument {}
