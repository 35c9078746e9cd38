// CheckCommand: `plumb check FILE_OR_DIRECTORY... [--size WxH]...`, for CI.

import ArgumentParser
import Foundation
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
            A screen spec is laid out at each --size (the spec's size by default); each diagnostic is \
            printed as FILE:LINE:COLUMN: error: [WxH] KIND: MESSAGE, followed by one note per constraint \
            involved (its spec line and the constraint in spec names), then one summary line per size.

            A .xib or .storyboard file, or a directory (every .xib and .storyboard below it), is checked as \
            Xcode would (docs/interface-builder.md, "Commands"): every scene at its design size, text sized \
            by its design-time frames (--text measured measures it). Unsatisfiable and ambiguous \
            constraints are errors, a view more than 0.5 pt from where its constraints put it a misplaced \
            warning, each as FILE:LINE:COLUMN: error|warning: [WxH] KIND: MESSAGE with IB ids and labels, \
            then a note per constraint. Files are checked in parallel, reported in the order given, then \
            a summary: checked N files, N scenes, N views: N unsatisfiable, N ambiguous, N misplaced.

            Exit status: 0 when nothing is found; 1 when anything is; 2 for invalid input \
            (FILE:LINE:COLUMN: error: … on standard error; the other files are still checked).
            """
    )

    @Argument(help: "Screen specs (YAML or JSON), .xib and .storyboard files, or directories of them.")
    var files: [String]

    @Option(
        name: .long, parsing: .unconditionalSingleValue,
        help:
            "A root size such as 320x568 (each side 0…1e10 points), overriding the spec's size; repeat for several sizes."
    )
    var size: [SizeArgument] = []

    @Option(name: .long, help: "ltr or rtl: the layout direction, overriding the spec's layoutDirection.")
    var direction: DirectionArgument?

    @Option(
        name: .long,
        help: "Size classes such as wR,hC for .xib and .storyboard files (the device's own by default).")
    var traits: SizeClassTraits?

    @Option(
        name: .long,
        help: "design (default) or measured: how text controls are sized in .xib and .storyboard files.")
    var text: InterfaceBuilderArguments.TextArgument = .design

    func validate() throws { try SizeArgument.validate(size) }

    func run() throws {
        var failed = false
        var invalid = false
        for path in files where !InterfaceBuilderCheck.isDocumentPath(path) {
            do {
                try withSpec(at: path, direction: direction) { spec throws(SpecError) in
                    let result = try SpecReport.check(
                        spec, sizes: size.map(\.size), measurer: commandTextMeasurer())
                    print(result.text)
                    failed = failed || result.failed
                }
            } catch { invalid = true }
        }
        let documents = files.filter(InterfaceBuilderCheck.isDocumentPath)
        if !documents.isEmpty {
            let check = InterfaceBuilderCheck(
                text: .choosing(design: text == .design, measurer: commandTextMeasurer()), traits: traits)
            let report = check.report(documents)
            for error in report.errors { FileHandle.standardError.write(Data((error + "\n").utf8)) }
            print(report.text)
            failed = failed || report.hasFindings
            invalid = invalid || !report.errors.isEmpty
        }
        if invalid { throw ExitCode(2) }
        if failed { throw ExitCode.failure }
    }
}
