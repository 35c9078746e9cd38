// ConvertCommand: `plumb convert FILE.xib|FILE.storyboard [--scene ID] -o SPEC.yaml`.

import ArgumentParser
import Foundation
import PlumbInterfaceBuilder
import PlumbSpec

/// `plumb convert`: an Interface Builder scene as the equivalent screen spec.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a .xib or .storyboard scene as the equivalent screen spec (YAML).",
        discussion: """
            Lays out the scene (--scene ID; a document's only scene by default) at its design size and \
            writes the spec that builds the same views, named by user label or IB id, with every constraint \
            as an equation (docs/interface-builder.md, "Commands"): plumb layout on the spec gives the \
            frames plumb layout gives the document. What a spec cannot say is left out with a warning on \
            standard error naming the element and its line; the spec is still written.

            -o - writes the spec to standard output. Exit status: 0 when the spec is written, 2 for \
            invalid input (FILE:LINE:COLUMN: error: … on standard error) or a file that cannot be written.
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
            for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
            yaml = written.yaml
        }
        try writeOutput(yaml, to: output)
    }
}
