// CheckCommand: `plumb check SPEC [--size WxH]...`, for CI.

import ArgumentParser
import PlumbSpec

/// `plumb check`: exits 1 when the spec is unsatisfiable or ambiguous at any size.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check that a screen spec is satisfiable and unambiguous at every size (for CI).",
        discussion: """
            Lays out SPEC at each --size (the spec's size by default) and prints each diagnostic as \
            FILE:LINE:COLUMN: error: [WxH] KIND: MESSAGE, followed by one note per constraint involved \
            (its spec line and the constraint in spec names), then one summary line per size.

            Exit status: 0 when every size is satisfiable and unambiguous; 1 when any size is \
            unsatisfiable or ambiguous; 2 for invalid input (FILE:LINE:COLUMN: error: … on standard error).
            """
    )

    @Argument(help: "The screen spec, YAML or JSON.")
    var spec: String

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help:
            "A root size such as 320x568 (each side 0…1e10 points), overriding the spec's size; repeat for several sizes."
    )
    var size: [SizeArgument] = []

    @Option(name: .long, help: "ltr or rtl: the layout direction, overriding the spec's layoutDirection.")
    var direction: DirectionArgument?

    func validate() throws { try SizeArgument.validate(size) }

    func run() throws {
        var failed = false
        try withSpec(at: spec, direction: direction) { spec throws(SpecError) in
            let result = try SpecReport.check(spec, sizes: size.map(\.size), measurer: commandTextMeasurer())
            print(result.text)
            failed = result.failed
        }
        if failed { throw ExitCode.failure }
    }
}
