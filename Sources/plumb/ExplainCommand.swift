import ArgumentParser
import PlumbConsoleLog

/// `plumb explain FILE|- [--format text|json] [-o picture.svg]`: explains Apple's "Unable to
/// simultaneously satisfy constraints" console logs.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain Apple's \"Unable to simultaneously satisfy constraints\" console logs.",
        discussion: """
            Every minimal conflicting set, whether breaking Apple's choice resolves it, and a \
            suggestion (docs/explain.md). Exit status: 0 when every log is explained; 2 when the text \
            holds no log, or an entry cannot be read (FILE:LINE:COLUMN: error: … on standard error).
            """
    )

    @Argument(help: "The console text to read; - for standard input.")
    var file: String

    @Option(name: .long, help: "text (the default) or json.")
    var format: ExplainFormat = .text

    @Option(name: [.customShort("o"), .long], help: "An SVG picture to write; - for standard output.")
    var output: String?

    func run() throws {
        let report = try exitingOnError { () throws(ConsoleLogError) in
            try ConsoleLogReport(contentsOfFile: file)
        }
        if output != "-" { print(format == .json ? report.json : report.text, terminator: "") }
        if let output { try writeOutput(report.svg, to: output) }
        for error in report.unreadErrors { printError(error.description) }
        if !report.unreadErrors.isEmpty { throw ExitCode(2) }
    }
}

/// `--format`: the report's form, a short readable report or one JSON object per log.
enum ExplainFormat: String, ExpressibleByArgument, CaseIterable { case text, json }
