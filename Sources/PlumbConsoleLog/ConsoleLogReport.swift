// A whole input explained: every log in it, the entries that could not be read, and the report
// in text, JSON and SVG.

/// Every conflict log of a console text, explained.
public struct ConsoleLogReport: Sendable {
    /// The explanation of each log, in the order of the text.
    public var explanations: [Explanation]
    /// One error per entry that could not be read (`FILE:LINE:COLUMN: error: …`); the rest of
    /// its log is explained all the same.
    public var unreadErrors: [ConsoleLogError]

    /// Reads and explains every log of `text`.
    ///
    /// - Parameters:
    ///   - text: console output holding one or more "Unable to simultaneously satisfy constraints" logs.
    ///   - file: the name errors give the input (`<stdin>` for standard input).
    /// - Throws: ``ConsoleLogError`` when the text holds no log.
    public init(_ text: String, file: String = "<stdin>") throws(ConsoleLogError) {
        let logs = try ConsoleLogReader.read(text, file: file)
        explanations = logs.map(Explanation.init)
        unreadErrors = logs.flatMap { log in
            log.constraints.filter { $0.kind == .unread }.map {
                ConsoleLogError(
                    file: file, line: $0.line, column: $0.column,
                    message:
                        "cannot read constraint \($0.text); expected <Class:0x… BODY> with BODY an equation "
                        + "such as 'view.width == 40' or a visual format such as 'H:|-(8)-[view]' (the rest of "
                        + "the log is explained without it)")
            }
        }
    }
}
