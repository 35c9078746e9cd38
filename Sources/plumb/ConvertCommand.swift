import ArgumentParser
import PlumbDocuments

/// `plumb convert FILE.xib|FILE.storyboard [--scene ID] -o SPEC.yaml`: an Interface Builder scene
/// as the equivalent screen spec.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a .xib or .storyboard scene as the equivalent screen spec (YAML).",
        discussion: """
            What a spec cannot say is a warning on standard error (docs/interface-builder.md). Exit \
            status: 0 when the spec is written, 2 for invalid input (FILE:LINE:COLUMN: error: … on \
            standard error) or a file that cannot be written.
            """
    )

    @Argument(help: "The .xib or .storyboard file.")
    var file: String

    @Option(name: [.customShort("o"), .long], help: "The spec to write; - for standard output.")
    var output: String

    @OptionGroup var interfaceBuilder: InterfaceBuilderArguments

    func run() throws {
        let document = try openDocument(at: file, as: .interfaceBuilder)
        let conversion = try exitingOnError { () throws(ScreenDocumentError) in
            try document.conversion(options: interfaceBuilder.options())
        }
        for warning in conversion.warnings { printError("\(warning)") }
        try writeOutput(conversion.yaml, to: output)
    }
}
