// OutputFile: where a command's result goes — a file, or standard output for `-` — with the
// failures a user can fix (a directory given for a file, a missing directory) as
// `PATH:1:1: error: …`.

import Foundation

/// Writes output the way every `plumb` command does with `-o`.
public enum OutputFile {
    /// Writes `text` as UTF-8 to the file at `path`, or to standard output when `path` is `-`.
    /// - Throws: ``OutputFileError`` when `path` is a directory or the file cannot be created.
    public static func write(_ text: String, to path: String) throws(OutputFileError) {
        try write(Data(text.utf8), to: path)
    }

    /// Writes `data` to the file at `path` (replacing it), or to standard output when `path` is
    /// `-`.
    /// - Throws: ``OutputFileError`` when `path` is a directory or the file cannot be created.
    public static func write(_ data: Data, to path: String) throws(OutputFileError) {
        if path == "-" { return FileHandle.standardOutput.write(data) }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw OutputFileError(path: path, problem: .isDirectory)
        }
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            throw OutputFileError(path: path, problem: .cannotWrite)
        }
    }

    /// Creates the directory at `path` and any missing parents; nothing when it exists.
    /// - Throws: ``OutputFileError`` when it cannot be created (a file is in the way, no
    ///   permission).
    public static func createDirectory(at path: String) throws(OutputFileError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputFileError(path: path, problem: .cannotCreateDirectory)
        }
    }
}

/// A file or directory ``OutputFile`` cannot write.
public struct OutputFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Problem: Sendable, Equatable {
        /// The path names a directory, not a file.
        case isDirectory
        /// The file cannot be created (its directory is missing, or not writable).
        case cannotWrite
        /// The directory cannot be created.
        case cannotCreateDirectory
    }

    /// The path as given.
    public let path: String
    /// What went wrong.
    public let problem: Problem

    /// An error for `path`.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// `PATH:1:1: error: …` with how to fix it.
    public var description: String {
        let message =
            switch problem {
            case .isDirectory: "this is a directory, not a file; give -o the path of a file to write"
            case .cannotWrite: "cannot write the file; check that its directory exists"
            case .cannotCreateDirectory: "cannot create the directory; check the path"
            }
        return "\(path):1:1: error: \(message)"
    }
}
