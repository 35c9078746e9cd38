import ArgumentParser
import PlumbSpec

/// `plumb schema`: prints the JSON Schema (draft-07) of the screen spec.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft-07) of the screen spec, for editors and validators.",
        discussion:
            "Save it and point a spec at it with `# yaml-language-server: $schema=FILE` (docs/spec-format.md)."
    )

    func run() { print(SpecSchema.jsonSchema, terminator: "") }
}
