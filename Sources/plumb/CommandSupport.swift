// Shared by the commands: reading a spec, writing output, and reporting invalid input as
// `FILE:LINE:COLUMN: error: …` on standard error with exit status 2.

import ArgumentParser
import Foundation
import Plumb
import PlumbSpec
import PlumbText

/// The measurer every command lays text out with: FreeType and the machine's fonts (DejaVu Sans for
/// the system font), so that frames, JSON and SVG agree; Plumb's deterministic fallback for a font
/// the machine does not have.
func commandTextMeasurer() -> any TextMeasuring {
    FreeTypeTextMeasurer()
}

/// Runs `body` on the spec at `path`, its layout direction replaced by `direction` when given; a
/// ``SpecError`` is printed to standard error and exits 2.
func withSpec(
    at path: String, direction: DirectionArgument? = nil, _ body: (Spec) throws(SpecError) -> Void
) throws {
    try exitingOnError { () throws(SpecError) in
        var spec = try Spec(contentsOfFile: path)
        if let direction { spec.layoutDirection = direction.direction }
        try body(spec)
    }
}

/// Writes `text` to the file at `path` (standard output for `-`); a file that cannot be written is
/// `PATH:1:1: error: …` on standard error and exit status 2, as is a directory.
func writeOutput(_ text: String, to path: String) throws {
    try writeOutput(Data(text.utf8), to: path)
}

/// Writes `data` to the file at `path` (standard output for `-`), as the `String` variant does.
func writeOutput(_ data: Data, to path: String) throws {
    if path == "-" { return FileHandle.standardOutput.write(data) }
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        try fail(at: path, "this is a directory, not a file; give -o the path of a file to write")
    }
    guard FileManager.default.createFile(atPath: path, contents: data) else {
        try fail(at: path, "cannot write the file; check that its directory exists")
    }
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

/// Prints `PATH:1:1: error: message` to standard error and exits with status 2 (a file or directory
/// that cannot be written).
func fail(at path: String, _ message: String) throws -> Never {
    printError("\(path):1:1: error: \(message)")
    throw ExitCode(2)
}

/// Prints a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
