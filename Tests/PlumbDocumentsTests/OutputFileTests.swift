import Foundation
import PlumbDocuments
import Testing

@Suite("OutputFile: writing -o")
struct OutputFileTests {
    /// A fresh temporary directory for one test.
    private func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-output-\(UUID())")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("A file is written and replaced; a nested directory is created")
    func writes() throws {
        let directory = try temporaryDirectory()
        let nested = "\(directory)/a/b"
        try OutputFile.createDirectory(at: nested)
        try OutputFile.createDirectory(at: nested)
        try OutputFile.write("first, longer", to: "\(nested)/out.txt")
        try OutputFile.write(Data([0x89, 0x50]), to: "\(nested)/out.txt")
        #expect(FileManager.default.contents(atPath: "\(nested)/out.txt") == Data([0x89, 0x50]))
    }

    @Test("A directory, a missing directory and a file in the way are errors that say what to do")
    func errors() throws {
        let directory = try temporaryDirectory()
        #expect(throws: OutputFileError(path: directory, problem: .isDirectory)) {
            try OutputFile.write("x", to: directory)
        }
        #expect(
            OutputFileError(path: directory, problem: .isDirectory).description
                == "\(directory):1:1: error: this is a directory, not a file; give -o the path of a file to write"
        )
        let missing = "\(directory)/missing/out.svg"
        #expect(throws: OutputFileError(path: missing, problem: .cannotWrite)) {
            try OutputFile.write("x", to: missing)
        }
        #expect(
            OutputFileError(path: missing, problem: .cannotWrite).description
                == "\(missing):1:1: error: cannot write the file; check that its directory exists")
        try OutputFile.write("x", to: "\(directory)/file")
        #expect(throws: OutputFileError(path: "\(directory)/file/sub", problem: .cannotCreateDirectory)) {
            try OutputFile.createDirectory(at: "\(directory)/file/sub")
        }
        #expect(
            OutputFileError(path: "d", problem: .cannotCreateDirectory).description
                == "d:1:1: error: cannot create the directory; check the path")
    }
}
