// Reading a console text from a file or standard input, as `plumb explain FILE|-` does.

import Foundation

extension ConsoleLogReport {
    /// Reads and explains every log of the file at `path`, or of standard input when `path` is `-`
    /// (named `<stdin>` in errors). O(size of the text) plus the explanations.
    ///
    /// - Throws: ``ConsoleLogError`` at `PATH:1:1` when the file cannot be read, or when the text
    ///   holds no log.
    public init(contentsOfFile path: String) throws(ConsoleLogError) {
        let name = path == "-" ? "<stdin>" : path
        let data =
            path == "-"
            ? FileHandle.standardInput.readDataToEndOfFile() : FileManager.default.contents(atPath: path)
        guard let data else {
            throw ConsoleLogError(
                file: name, line: 1, column: 1, message: "cannot read the file; check the path")
        }
        try self.init(String(decoding: data, as: UTF8.self), file: name)
    }
}
