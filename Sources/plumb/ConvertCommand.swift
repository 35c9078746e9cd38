// ConvertCommand: `plumb convert FILE.xib|FILE.storyboard [--scene ID] -o SPEC.yaml`.

import ArgumentParser
import PlumbInterfaceBuilder
import PlumbSpec

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
            let scene = try InterfaceBuilderReport.scene(of: document, id: interfaceBuilder.scene)
            let options = interfaceBuilder.options(direction: nil)
            let layout = scene.layout(traits: options.traits, text: options.text)
            let written = SpecWriter(
                name: { layout.specName(of: $0) }, comment: { layout.origin(of: $0) },
                constraintComment: { layout.origin(of: $0) },
                hasFixedIntrinsicSize: layout.hasFixedIntrinsicSize
            ).write(layout.root, header: ["\(file), scene \(scene.id) (\(scene.className)): plumb convert"])
            let warnings =
                written.issues.map {
                    layout.warning(
                        path: document.path, view: $0.view, constraint: $0.constraint, message: $0.message)
                } + layout.fixedSizeWarnings(path: document.path)
            for warning in warnings { printError("\(warning)") }
            yaml = written.yaml
        }
        try writeOutput(yaml, to: output)
    }
}
