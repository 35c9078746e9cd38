// A playground API error: the CLI's `FILE:LINE:COLUMN: error: …` text, its line and column, and
// the HTTP status it is answered with.

import Foundation
import PlumbSolver

/// Why a playground request failed, answered as JSON:
/// `{"error": "FILE:LINE:COLUMN: error: …", "file": FILE, "line": LINE, "column": COLUMN}`.
///
/// 400 for a request that is not what the API takes (no JSON, a missing field, a bad option), 413
/// for a body over the size limit, 422 for input that the CLI would reject with the same text, or
/// a run cancelled at the time limit.
public struct PlaygroundError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status code: 400, 413 or 422.
    public let status: Int
    /// The name the input was given (`<spec>` by default; `request` for the request itself).
    public let file: String
    /// The line the message names, from 1.
    public let line: Int
    /// The column the message names, from 1.
    public let column: Int
    /// The whole message, as the CLI prints it on standard error.
    public let description: String

    /// An error with its parts.
    init(status: Int, file: String, line: Int, column: Int, description: String) {
        self.status = status
        self.file = file
        self.line = line
        self.column = column
        self.description = description
    }

    /// A library error (422) whose description reads `FILE:LINE:COLUMN: error: …`; its line and
    /// column are read back from that text (1:1 when it names none).
    init(_ error: some Error & CustomStringConvertible, file: String) {
        let text = error.description
        var line = 1
        var column = 1
        if text.hasPrefix(file + ":") {
            let numbers = text.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2)
            if numbers.count == 3, let parsedLine = Int(numbers[0]), let parsedColumn = Int(numbers[1]) {
                line = parsedLine
                column = parsedColumn
            }
        }
        self.init(status: 422, file: file, line: line, column: column, description: text)
    }

    /// A request the API cannot take (400): `request:1:1: error: MESSAGE`.
    static func badRequest(_ message: String) -> PlaygroundError {
        PlaygroundError(
            status: 400, file: "request", line: 1, column: 1, description: "request:1:1: error: \(message)")
    }

    /// A body over `limit` bytes (413).
    static func tooLarge(limit: Int) -> PlaygroundError {
        PlaygroundError(
            status: 413, file: "request", line: 1, column: 1,
            description:
                "request:1:1: error: the request body is larger than \(limit) bytes; send a smaller spec")
    }

    /// A run cancelled after `seconds` (422), named at the input's start.
    static func timedOut(file: String, seconds: Double) -> PlaygroundError {
        PlaygroundError(
            status: 422, file: file, line: 1, column: 1,
            description:
                "\(file):1:1: error: the layout ran past the \(NumberFormat.shortest(seconds)) s limit and was cancelled; "
                + "make the spec smaller, or run it with the plumb command, which has no limit")
    }

    /// The JSON answer: `{"error":…,"file":…,"line":…,"column":…}`.
    public var json: String {
        "{\"error\":\(JSONText.quoted(description)),\"file\":\(JSONText.quoted(file)),"
            + "\"line\":\(line),\"column\":\(column)}"
    }
}
