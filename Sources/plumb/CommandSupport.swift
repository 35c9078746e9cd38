// Shared by the commands: reading a spec or document, writing output, and reporting invalid input
// as `FILE:LINE:COLUMN: error: …` on standard error with exit status 2.

import ArgumentParser
import Foundation
import Plumb
import PlumbDocuments
import PlumbText

/// The measurer every command lays text out with: FreeType and the machine's fonts (DejaVu Sans for
/// the system font), so that frames, JSON and SVG agree; Plumb's deterministic fallback for a font
/// the machine does not have.
func commandTextMeasurer() -> any TextMeasuring {
    FreeTypeTextMeasurer()
}

/// The spec or Interface Builder document at `path` (read as `kind`, by default as its extension
/// says), its warnings printed to standard error; one that cannot be read exits 2.
func openDocument(at path: String, as kind: ScreenDocument.Kind? = nil) throws -> ScreenDocument {
    let document = try exitingOnError { () throws(ScreenDocumentError) in
        try ScreenDocument(contentsOfFile: path, as: kind)
    }
    for warning in document.warnings { printError(warning) }
    return document
}

/// Writes `text` as UTF-8 to the file at `path` (standard output for `-`); one that cannot be
/// written exits 2 (``OutputFile``).
func writeOutput(_ text: String, to path: String) throws { try writeOutput(Data(text.utf8), to: path) }

/// Writes `data` to the file at `path`, as the `String` variant does.
func writeOutput(_ data: Data, to path: String) throws {
    try exitingOnError { () throws(OutputFileError) in try OutputFile.write(data, to: path) }
}

/// Runs `body`; an error it throws is printed to standard error (its description, such as
/// `FILE:LINE:COLUMN: error: …`) and exits with status 2.
func exitingOnError<T, E: Error & CustomStringConvertible>(_ body: () throws(E) -> T) throws -> T {
    do {
        return try body()
    } catch {
        printError(error.description)
        throw ExitCode(2)
    }
}

/// Prints `error: message` to standard error and exits with status 2 (bad input).
func fail(_ message: String) throws -> Never {
    printError("error: \(message)")
    throw ExitCode(2)
}

/// Prints a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
