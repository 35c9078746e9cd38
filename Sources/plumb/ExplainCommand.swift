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
            Reads console text (UIKit or AppKit, as Xcode prints it or as pasted with prefixes, escapes \
            or lost newlines) and explains every conflict log in it: the constraints in the developer's \
            words, every minimal conflicting set (removing any one member lets the rest hold, with widths \
            and heights never negative), whether breaking the constraint Apple chose resolves the \
            conflict, and one suggestion. A log printed twice (macOS 14) is explained once.

            --format json prints one object per log: constraints, views, conflicts, broken, \
            brokenResolves, suggestion. -o writes an SVG picture: the views at solved frames, the \
            conflicting constraints in red, the broken one dashed (-o - writes it to standard output \
            instead of the report).

            Exit status: 0 when every log is explained; 2 when the text holds no log, or an entry \
            cannot be read (FILE:LINE:COLUMN: error: … on standard error; the rest is still explained).
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
        for error in errors { FileHandle.standardError.write(Data((error.description + "\n").utf8)) }
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

/// `--format`: the report's form.
enum ExplainFormat: String, ExpressibleByArgument, CaseIterable {
    /// A short readable report.
    case text
    /// One JSON object per log.
    case json
}
