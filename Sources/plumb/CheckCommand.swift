import ArgumentParser
import PlumbDocuments
import PlumbInterfaceBuilder

/// `plumb check FILE_OR_DIRECTORY... [--size WxH]...`: exits 1 when a spec is unsatisfiable or
/// ambiguous at any size, or an Interface Builder file has unsatisfiable, ambiguous or misplaced
/// views.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract:
            "Check screen specs and Interface Builder files for broken, ambiguous and misplaced layouts (for CI).",
        discussion: """
            Prints each finding as FILE:LINE:COLUMN: error: [WxH] KIND: MESSAGE with notes, then \
            summaries (docs/spec-format.md, docs/interface-builder.md). Exit status: 0 when nothing \
            is found; 1 when anything is; 2 for invalid input (FILE:LINE:COLUMN: error: … on standard \
            error; the other files are still checked).
            """
    )

    @Argument(help: "Screen specs (YAML or JSON), .xib and .storyboard files, or directories of them.")
    var files: [String]

    @OptionGroup var layout: LayoutArguments

    @Option(
        name: .long,
        help: "Size classes such as wR,hC for .xib and .storyboard files (the device's own by default).")
    var traits: SizeClassTraits?

    @Option(
        name: .long,
        help: "design (default) or measured: how text controls are sized in .xib and .storyboard files.")
    var text: InterfaceBuilderArguments.TextArgument = .design

    func run() throws {
        let report = ScreenDocument.check(
            files: files,
            options: ScreenDocument.Options(
                sizes: layout.sizes, direction: layout.direction, traits: traits,
                usesDesignText: text == .design, measurer: commandTextMeasurer()))
        for line in report.output { print(line) }
        for error in report.errors { printError(error) }
        if !report.errors.isEmpty { throw ExitCode(2) }
        if report.failed { throw ExitCode.failure }
    }
}
