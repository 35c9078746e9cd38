// ExplainCommand: `plumb explain FILE|- [--format text|json] [-o picture.svg]`.

import ArgumentParser
import Foundation
import PlumbConsoleLog

/// `plumb explain`: explains Apple's "Unable to simultaneously satisfy constraints" console logs.
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
        var errors: [ConsoleLogError]
        do throws(ConsoleLogError) { errors = try explain().unreadErrors } catch { errors = [error] }
        for error in errors { printError(error.description) }
        if !errors.isEmpty { throw ExitCode(2) }
    }

    /// Reads the input, prints the report and writes the picture.
    private func explain() throws(ConsoleLogError) -> ConsoleLogReport {
        let name = file == "-" ? "<stdin>" : file
        let data =
            file == "-"
            ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: file)
        guard let data else {
            throw ConsoleLogError(
                file: name, line: 1, column: 1, message: "cannot read the file; check the path")
        }
        let report = try ConsoleLogReport(String(decoding: data, as: UTF8.self), file: name)
        if output != "-" { print(format == .json ? report.json : report.text, terminator: "") }
        if output == "-" {
            print(report.svg, terminator: "")
        } else if let output,
            (try? report.svg.write(toFile: output, atomically: true, encoding: .utf8)) == nil
        {
            throw ConsoleLogError(
                file: output, line: 1, column: 1, message: "cannot write the picture; check the path")
        }
        return report
    }
}

/// `--format`: the report's form, a short readable report or one JSON object per log.
enum ExplainFormat: String, ExpressibleByArgument, CaseIterable { case text, json }
