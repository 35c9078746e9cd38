// ConvertCommand: `plumb convert FILE.xib|FILE.storyboard [--scene ID] -o SPEC.yaml`.

import ArgumentParser
import PlumbInterfaceBuilder
import PlumbInterfaceBuilderSpec

/// `plumb convert`: an Interface Builder scene as the equivalent screen spec.
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
        var yaml = ""
        try withDocument(at: file) { document throws(InterfaceBuilderSceneError) in
            let conversion = try InterfaceBuilderReport.spec(
                of: document, scene: interfaceBuilder.scene, options: interfaceBuilder.options(direction: nil)
            )
            for warning in conversion.warnings { printError("\(warning)") }
            yaml = conversion.yaml
        }
        try writeOutput(yaml, to: output)
    }
}
