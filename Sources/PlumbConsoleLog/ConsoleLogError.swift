// What can go wrong reading a console log.

/// An input `plumb explain` cannot use; its description is `FILE:LINE:COLUMN: error: …`.
public struct ConsoleLogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name as given (`<stdin>` for standard input).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
