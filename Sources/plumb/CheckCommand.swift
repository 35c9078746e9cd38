// CheckCommand: `plumb check FILE_OR_DIRECTORY... [--size WxH]...`, for CI.

import ArgumentParser
import PlumbInterfaceBuilder
import PlumbSpec

/// `plumb check`: exits 1 when a spec is unsatisfiable or ambiguous at any size, or an Interface
/// Builder file has unsatisfiable, ambiguous or misplaced views.
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
        let specs = SpecReport.check(
            files: files.filter { !InterfaceBuilderCheck.isDocumentPath($0) }, sizes: layout.sizes,
            direction: layout.direction?.direction, measurer: commandTextMeasurer())
        for text in specs.texts { print(text) }
        for error in specs.errors { printError(error.description) }
        var failed = specs.failed
        var invalid = !specs.errors.isEmpty
        let documents = files.filter(InterfaceBuilderCheck.isDocumentPath)
        if !documents.isEmpty {
            let check = InterfaceBuilderCheck(
                text: .choosing(design: text == .design, measurer: commandTextMeasurer()), traits: traits)
            let report = check.report(documents)
            for error in report.errors { printError(error) }
            print(report.text)
            failed = failed || report.hasFindings
            invalid = invalid || !report.errors.isEmpty
        }
        if invalid { throw ExitCode(2) }
        if failed { throw ExitCode.failure }
    }
}
